// The lightbox itself, loaded the first time a photo is enlarged (yet-another-react-lightbox and its zoom plugin):
// the photo fitted to the viewer's stage, swipes, arrow keys and buttons between photos, pinch, double tap,
// Ctrl+wheel and +/- to zoom. It renders inside the viewer's <dialog>, which keeps the label, focus and Escape.
import 'yet-another-react-lightbox/styles.css';
import type { RefObject } from 'react';
import { createPortal } from 'react-dom';
import {
  type ControllerRef,
  type Labels,
  Lightbox,
  type RenderSlideProps,
  type Slide,
  type ZoomRef,
} from 'yet-another-react-lightbox';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import styles from './PhotoLightbox.module.css';

const plugins = [Zoom];

const labels: Labels = {
  Previous: 'Foto anterior',
  Next: 'Próxima foto',
  Close: 'Fechar',
  Carousel: 'carrossel',
  'Photo gallery': 'Fotos',
  Slide: 'foto',
  '{index} of {total}': 'Foto {index} de {total}',
};

/** The viewer's <dialog> is the modal: the lightbox's own root must not be a second dialog inside it. */
const portalContainer = { role: undefined, 'aria-modal': undefined, 'aria-label': undefined };

function renderSlide({ slide }: RenderSlideProps<Slide>) {
  return slide.type === 'message' ? <p className={styles.message}>{slide.text}</p> : undefined;
}

function renderError() {
  return <p className={styles.message}>Preview não disponível, pois a imagem foi deletada</p>;
}

/** Zoom out and in, drawn in the viewer's bar; at a limit they stay focusable and do nothing. */
function ZoomButtons({ zoom }: { zoom: ZoomRef }) {
  const cannotOut = zoom.disabled || zoom.zoom <= zoom.minZoom;
  const cannotIn = zoom.disabled || zoom.zoom >= zoom.maxZoom;
  return (
    <>
      <button
        type="button"
        className={styles.zoomButton}
        aria-label="Diminuir zoom"
        aria-disabled={cannotOut}
        onClick={() => !cannotOut && zoom.zoomOut()}
      >
        −
      </button>
      <button
        type="button"
        className={styles.zoomButton}
        aria-label="Aumentar zoom"
        aria-disabled={cannotIn}
        onClick={() => !cannotIn && zoom.zoomIn()}
      >
        +
      </button>
    </>
  );
}

export function PhotoLightbox({
  stage,
  zoomSlot,
  slides,
  index,
  controller,
  onView,
  onClose,
}: {
  /** Where the lightbox renders: the viewer's area below its bar. */
  stage: HTMLElement;
  /** Where the zoom buttons go: a place in the viewer's bar. */
  zoomSlot: HTMLElement | null;
  slides: Slide[];
  index: number;
  controller: RefObject<ControllerRef | null>;
  onView: (index: number) => void;
  /** The lightbox has faded out. */
  onClose: () => void;
}) {
  return (
    <Lightbox
      open
      close={onClose}
      slides={slides}
      index={index}
      plugins={plugins}
      labels={labels}
      className={styles.lightbox}
      portal={{ root: stage, container: portalContainer }}
      // Escape is the <dialog>'s (its cancel event); a tap beside the photo or a pull down closes, as in apps.
      controller={{
        ref: controller,
        closeOnEscape: false,
        closeOnBackdropClick: true,
        closeOnPullDown: true,
      }}
      // One preview either side is ready for a swipe; a second would be a wasted 1,600 px download on a phone.
      carousel={{ finite: true, preload: 1, padding: '8px' }}
      // Up to twice the preview's own pixels: enough to look at a face in a group photo.
      zoom={{ maxZoomPixelRatio: 2 }}
      toolbar={{ buttons: ['zoom'] }}
      render={{
        slide: renderSlide,
        iconError: renderError,
        buttonZoom: (zoom) => zoomSlot && createPortal(<ZoomButtons zoom={zoom} />, zoomSlot),
      }}
      on={{ view: ({ index: shown }) => onView(shown) }}
    />
  );
}
