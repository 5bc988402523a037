// One photo of the gallery grid: its thumbnail (opens the viewer) and its checkbox (selects it).
import { graphql, useFragment } from 'react-relay/hooks';
import type { PhotoTile_photo$key } from '../../../../__generated__/PhotoTile_photo.graphql.ts';
import styles from './PhotoTile.module.css';

export interface PhotoRef {
  id: string;
  selected: boolean;
  width: number;
  height: number;
}

export function PhotoTile({
  photo,
  position,
  total,
  onOpen,
  onToggle,
}: {
  photo: PhotoTile_photo$key;
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
        thumbnail { url width height }
        preview { url width }
      }
    `,
    photo,
  );
  const label = `Foto ${position} de ${total}`;
  return (
    <div className={`${styles.tile} ${data.selected ? styles.selected : ''}`}>
      <button
        type="button"
        className={styles.open}
        onClick={onOpen}
        aria-label={`Ampliar ${label.toLowerCase()}`}
      >
        {data.thumbnail ? (
          <img
            src={data.thumbnail.url}
            srcSet={
              data.preview
                ? `${data.thumbnail.url} ${data.thumbnail.width}w, ${data.preview.url} ${data.preview.width}w`
                : undefined
            }
            sizes="(max-width: 600px) 50vw, 240px"
            width={data.thumbnail.width}
            height={data.thumbnail.height}
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
