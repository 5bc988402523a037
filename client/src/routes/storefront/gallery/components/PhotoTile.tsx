// One photo of the gallery grid: its tile (opens the viewer) and its checkbox (selects it).
import { graphql, useFragment } from 'react-relay/hooks';
import type { PhotoTile_photo$key } from '../../../../__generated__/PhotoTile_photo.graphql.ts';
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
  size,
  position,
  total,
  onOpen,
  onToggle,
}: {
  photo: PhotoTile_photo$key;
  /** The cell's side in CSS px. */
  size: number;
  position: number;
  total: number;
  onOpen: () => void;
  onToggle: (photo: PhotoRef) => void;
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
      }
    `,
    photo,
  );
  const label = `Foto ${position} de ${total}`;
  const image = gridImage(data, size);
  return (
    <div className={`${styles.tile} ${data.selected ? styles.selected : ''}`}>
      <button
        type="button"
        className={styles.open}
        onClick={onOpen}
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
      <label className={styles.check}>
        <input type="checkbox" checked={data.selected} onChange={() => onToggle(data)} />
        <span className="visually-hidden">Selecionar {label.toLowerCase()}</span>
      </label>
    </div>
  );
}

export function PhotoPlaceholder() {
  return <div className={styles.placeholder} aria-hidden="true" />;
}
