// One photo of the gallery grid: its tile (opens the viewer), its checkbox (selects it) and its heart (favourite).
import { graphql, useFragment } from 'react-relay/hooks';
import type { PhotoTile_photo$key } from '../../../../__generated__/PhotoTile_photo.graphql.ts';
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
}: {
  photo: PhotoTile_photo$key;
  /** The box's width in CSS px (its height is the row's; the box has the photo's shape). */
  width: number;
  position: number;
  total: number;
  /** Gets the tile's button: the focus goes back to it when the viewer closes. */
  onOpen: (tile: HTMLElement) => void;
  /** Null when the photos are not on sale: no checkbox. */
  onToggle: ((photo: PhotoRef) => void) | null;
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
  const image = gridImage(data, width);
  return (
    <div className={`${styles.tile} ${data.selected ? styles.selected : ''}`}>
      <button
        type="button"
        className={styles.open}
        onClick={(event) => onOpen(event.currentTarget)}
        aria-label={`Ampliar ${label.toLowerCase()}`}
      >
        {image ? (
          <img
            src={image.src}
            srcSet={image.srcSet}
            sizes={image.sizes}
            width={image.width}
            height={image.height}
            alt={label}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <span className={styles.processing}>Processando…</span>
        )}
      </button>
      {onToggle && (
        <label className={styles.check}>
          <input type="checkbox" checked={data.selected} onChange={() => onToggle(data)} />
          <span className="visually-hidden">Selecionar {label.toLowerCase()}</span>
        </label>
      )}
      <FavoriteButton photo={data} label={label.toLowerCase()} />
    </div>
  );
}

export function PhotoPlaceholder() {
  return <div className={styles.placeholder} aria-hidden="true" />;
}
