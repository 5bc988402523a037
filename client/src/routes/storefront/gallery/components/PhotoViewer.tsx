// The enlarged photo: a modal, opaque <dialog> named after the photo, with its place in the event, zoom and close,
// and a bar to buy from: the heart, the photo's price and the grid's own selection (the size chooser where there
// are several), over the lightbox (its own chunk, loaded on the first enlargement) that fits the watermarked
// preview to the screen. The phone's Back closes it; Escape or closing gives the focus back to the opening tile.
import { type KeyboardEvent, lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ControllerRef } from 'yet-another-react-lightbox';
import type { PhotoViewer_photos$key } from '../../../../__generated__/PhotoViewer_photos.graphql.ts';
import { dialogClosed, dialogOpened } from '../../../../components/openDialogs.ts';
import { useBackCloses } from '../../../../components/useBackCloses.ts';
import { useFavoritesScope } from '../favorites-scope.ts';
import { usePhotoPrice } from '../photo-price.ts';
import { useCustomerMarks } from '../useCustomerMarks.ts';
import { FavoriteButton } from './FavoriteButton.tsx';
import type { PhotoRef } from './PhotoTile.tsx';
import styles from './PhotoViewer.module.css';
import { viewerSlides } from './viewer-slides.ts';

const PhotoLightbox = lazy(() =>
  import('./PhotoLightbox.tsx').then((module) => ({ default: module.PhotoLightbox })),
);

export function PhotoViewer({
  photos,
  index,
  total,
  opener,
  onView,
  onClose,
  onToggle,
}: {
  /** The event's loaded photos, in order. */
  photos: PhotoViewer_photos$key;
  /** The photo shown, from 0. */
  index: number;
  total: number;
  /** What gets the focus back on closing: the tile that opened the viewer. */
  opener: HTMLElement | null;
  onView: (index: number) => void;
  onClose: () => void;
  /** Null when the photos are not on sale: no checkbox. */
  onToggle: ((photo: PhotoRef) => void) | null;
}) {
  const data = useFragment(
    graphql`
      fragment PhotoViewer_photos on Photo @relay(plural: true) {
        id
        width
        height
        preview { url width height }
        ...FavoriteButton_photo
      }
    `,
    photos,
  );
  const dialog = useRef<HTMLDialogElement>(null);
  const controller = useRef<ControllerRef>(null);
  const [stage, setStage] = useState<HTMLDivElement | null>(null);
  const [zoomSlot, setZoomSlot] = useState<HTMLSpanElement | null>(null);
  const [returnTo] = useState(() => opener ?? (document.activeElement as HTMLElement | null));
  const slides = useMemo(() => viewerSlides(data, total), [data, total]);
  const count = slides.length;
  const photo = data[index] ?? null;
  const selected = useCustomerMarks().selected.has(photo?.id ?? '');
  const label = `Foto ${index + 1} de ${count}`;
  const price = usePhotoPrice();
  const favorites = useFavoritesScope() !== null;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!element.open) element.showModal?.();
    dialogOpened(element);
    return () => {
      dialogClosed(element);
      if (element.open) element.close?.();
      if (returnTo?.isConnected) returnTo.focus();
    };
  }, [returnTo]);

  /** Through the lightbox (it fades out, then calls onClose), or at once while it is still loading. */
  const close = () => (controller.current ? controller.current.close() : onClose());
  useBackCloses(true, close);

  /** Arrow keys pressed in the bar; those pressed on the photo are the lightbox's own (it stops them there). */
  const arrows = (event: KeyboardEvent<HTMLDialogElement>) => {
    const step = event.key === 'ArrowLeft' ? -1 : event.key === 'ArrowRight' ? 1 : 0;
    if (!step) return;
    if (controller.current) {
      if (step < 0) controller.current.prev();
      else controller.current.next();
    } else if (index + step >= 0 && index + step < count) {
      onView(index + step);
    }
  };

  return (
    <dialog
      ref={dialog}
      className={styles.viewer}
      aria-label={label}
      onKeyDown={arrows}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      // Closed by the browser without a cancel event (a second Escape with no click or key in between).
      onClose={onClose}
    >
      <span className={styles.counter}>
        {index + 1} / {count}
      </span>
      {/* Before zoom and close: on a wide screen it is drawn between them and the counter (tab order follows). */}
      {photo && (favorites || onToggle) && (
        <div className={styles.buy}>
          <FavoriteButton photo={photo} label={label.toLowerCase()} />
          <span className={styles.price}>{onToggle && price}</span>
          {onToggle && (
            <label className={styles.select}>
              <input type="checkbox" checked={selected} onChange={() => onToggle({ ...photo, selected })} />
              Selecionar
            </label>
          )}
        </div>
      )}
      <span ref={setZoomSlot} className={styles.zoom} />
      <button type="button" className={styles.close} onClick={close} aria-label="Fechar">
        ×
      </button>
      <div ref={setStage} className={styles.stage}>
        <Suspense fallback={<p className={styles.wait}>Carregando…</p>}>
          {stage && (
            <PhotoLightbox
              stage={stage}
              zoomSlot={zoomSlot}
              slides={slides}
              index={index}
              controller={controller}
              onView={onView}
              onClose={onClose}
            />
          )}
        </Suspense>
      </div>
    </dialog>
  );
}
