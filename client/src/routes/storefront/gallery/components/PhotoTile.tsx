// One photo of the storefront's grids: its tile (opens the viewer), its checkbox (selects it), its heart (favourite)
// and, in a shared list, whether it is in the viewer's cart.
import { graphql, useFragment } from 'react-relay/hooks';
import type { PhotoTile_photo$key } from '../../../../__generated__/PhotoTile_photo.graphql.ts';
import { TileFrame, TileImage, TilePlaceholder } from '../../../../components/GridTile.tsx';
import { FavoriteButton } from './FavoriteButton.tsx';
import { gridImage } from './grid-image.ts';
import styles from './PhotoTile.module.css';

export interface PhotoRef {
  id: string;
  selected: boolean;
  width: number;
  height: number;
}

export function PhotoTile({
  photo,
  width,
  position,
  total,
  onOpen,
  onToggle,
  showInCart = false,
}: {
  photo: PhotoTile_photo$key;
  /** The box's width in CSS px (its height is the row's; the box has the photo's shape). */
  width: number;
  position: number;
  total: number;
  /** Gets the tile's button: the focus goes back to it when the viewer closes. Absent: the tile opens nothing. */
  onOpen?: (tile: HTMLElement) => void;
  /** Null when the photos are not on sale: no checkbox. */
  onToggle: ((photo: PhotoRef) => void) | null;
  /** 'No carrinho' on a selected photo (a shared list, which has no checkbox). */
  showInCart?: boolean;
}) {
  const data = useFragment(
    graphql`
      fragment PhotoTile_photo on Photo {
        id
        width
        height
        selected
        tile { url width height }
        thumbnail { url width height }
        ...FavoriteButton_photo
      }
    `,
    photo,
  );
  const label = `Foto ${position} de ${total}`;
  const image = <TileImage image={gridImage(data, width)} alt={label} />;
  return (
    <TileFrame selected={data.selected}>
      {onOpen ? (
        <button
          type="button"
          className={styles.open}
          onClick={(event) => onOpen(event.currentTarget)}
          aria-label={`Ampliar ${label.toLowerCase()}`}
        >
          {image}
        </button>
      ) : (
        image
      )}
      {onToggle && (
        <label className={styles.check}>
          <input type="checkbox" checked={data.selected} onChange={() => onToggle(data)} />
          <span className="visually-hidden">Selecionar {label.toLowerCase()}</span>
        </label>
      )}
      <FavoriteButton photo={data} label={label.toLowerCase()} />
      {showInCart && data.selected && <span className={styles.inCart}>No carrinho</span>}
    </TileFrame>
  );
}

export function PhotoPlaceholder() {
  return <TilePlaceholder hidden />;
}
