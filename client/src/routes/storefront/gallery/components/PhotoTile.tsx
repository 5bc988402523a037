// One photo of the storefront's grids: its tile (opens the viewer), its checkbox (selects it), its heart (favourite)
// where the tile has room for it (else a mark, and the heart is in the viewer) and, in a shared list, whether it
// is in the viewer's cart.
import { graphql, useFragment } from 'react-relay/hooks';
import type { PhotoTile_photo$key } from '../../../../__generated__/PhotoTile_photo.graphql.ts';
import { TileFrame, TileImage, TilePlaceholder } from '../../../../components/GridTile.tsx';
import { useFavoritesScope } from '../favorites-scope.ts';
import { useCustomerMarks } from '../useCustomerMarks.ts';
import { FavoriteButton, heartPath } from './FavoriteButton.tsx';
import { gridImage } from './grid-image.ts';
import styles from './PhotoTile.module.css';
import { tileControls } from './tile-controls.ts';

export interface PhotoRef {
  id: string;
  selected: boolean;
  width: number;
  height: number;
}

export function PhotoTile({
  photo,
  width,
  height,
  position,
  total,
  onOpen,
  onToggle,
  showInCart = false,
}: {
  photo: PhotoTile_photo$key;
  /** The box's size in CSS px (in the justified grid it has the photo's shape). */
  width: number;
  height: number;
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
        tile { url width height }
        thumbnail { url width height }
        ...FavoriteButton_photo
      }
    `,
    photo,
  );
  const favorites = useFavoritesScope() !== null;
  const marks = useCustomerMarks();
  const selected = marks.selected.has(data.id);
  const favorite = marks.favorite.has(data.id);
  const controls = tileControls({ width, height }, { select: onToggle !== null, favorite: favorites });
  const label = `Foto ${position} de ${total}`;
  const image = <TileImage image={gridImage(data, width)} alt={label} />;
  return (
    <TileFrame selected={selected}>
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
      {onToggle && controls.select && (
        <label className={`${styles.control} ${styles.check}`} style={controls.select}>
          <input type="checkbox" checked={selected} onChange={() => onToggle({ ...data, selected })} />
          <span className="visually-hidden">Selecionar {label.toLowerCase()}</span>
        </label>
      )}
      {controls.favorite ? (
        <span className={styles.control} style={controls.favorite}>
          <FavoriteButton photo={data} label={label.toLowerCase()} />
        </span>
      ) : (
        favorites &&
        favorite && (
          <svg className={styles.favoriteMark} viewBox="0 0 24 24" role="img" aria-label="Favorita">
            <path d={heartPath} />
          </svg>
        )
      )}
      {showInCart && selected && <span className={styles.inCart}>No carrinho</span>}
    </TileFrame>
  );
}

export function PhotoPlaceholder() {
  return <TilePlaceholder hidden />;
}
