// The full-size viewer: the watermarked preview, previous/next by buttons, arrow keys and swipes, Escape to close,
// and the same selection checkbox as the grid.
import { useEffect, useRef } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { PhotoViewer_photo$key } from '../../../../__generated__/PhotoViewer_photo.graphql.ts';
import { dialogClosed, dialogOpened } from '../../../../components/openDialogs.ts';
import type { PhotoRef } from './PhotoTile.tsx';
import styles from './PhotoViewer.module.css';

export function PhotoViewer({
  photo,
  position,
  total,
  onPrevious,
  onNext,
  onClose,
  onToggle,
}: {
  photo: PhotoViewer_photo$key | null;
  position: number;
  total: number;
  onPrevious: (() => void) | null;
  onNext: (() => void) | null;
  onClose: () => void;
  onToggle: (photo: PhotoRef) => void;
}) {
  const data = useFragment(
    graphql`
      fragment PhotoViewer_photo on Photo {
        id
        width
        height
        selected
        preview { url width height }
      }
    `,
    photo,
  );
  const dialog = useRef<HTMLDialogElement>(null);
  const touchStart = useRef<number | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!element.open) element.showModal?.();
    dialogOpened(element);
    return () => dialogClosed(element);
  }, []);

  useEffect(() => {
    const keys = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft' && onPrevious) onPrevious();
      if (event.key === 'ArrowRight' && onNext) onNext();
    };
    window.addEventListener('keydown', keys);
    return () => window.removeEventListener('keydown', keys);
  }, [onPrevious, onNext]);

  return (
    <dialog
      ref={dialog}
      className={styles.viewer}
      aria-label={`Foto ${position} de ${total}`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onTouchStart={(event) => {
        touchStart.current = event.touches[0]?.clientX ?? null;
      }}
      onTouchEnd={(event) => {
        const start = touchStart.current;
        const end = event.changedTouches[0]?.clientX;
        touchStart.current = null;
        if (start === null || end === undefined || Math.abs(end - start) < 50) return;
        if (end < start) onNext?.();
        else onPrevious?.();
      }}
    >
      <div className={styles.bar}>
        <span>
          {position} / {total}
        </span>
        {data && (
          <label className={styles.select}>
            <input type="checkbox" checked={data.selected} onChange={() => onToggle(data)} />
            Selecionar
          </label>
        )}
        <button type="button" className={styles.close} onClick={onClose} aria-label="Fechar">
          ×
        </button>
      </div>
      <div className={styles.stage}>
        {data?.preview ? (
          <img
            key={data.id}
            src={data.preview.url}
            width={data.preview.width}
            height={data.preview.height}
            alt={`Foto ${position} de ${total}`}
          />
        ) : (
          <p className={styles.wait}>Carregando…</p>
        )}
      </div>
      <button
        type="button"
        className={`${styles.nav} ${styles.previous}`}
        onClick={() => onPrevious?.()}
        disabled={!onPrevious}
        aria-label="Foto anterior"
      >
        ‹
      </button>
      <button
        type="button"
        className={`${styles.nav} ${styles.next}`}
        onClick={() => onNext?.()}
        disabled={!onNext}
        aria-label="Próxima foto"
      >
        ›
      </button>
    </dialog>
  );
}
