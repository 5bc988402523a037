// The lightbox's slides: one per photo of the event, the watermarked preview where the photo has one, else a line
// saying why there is nothing to see yet. Types only from the lightbox: this file stays out of its lazy chunk.
import type { GenericSlide, Slide } from 'yet-another-react-lightbox';
import type { Rendition } from './grid-image.ts';

declare module 'yet-another-react-lightbox' {
  /** A photo with nothing to show: its page is still loading, or its preview is not rendered yet. */
  interface SlideMessage extends GenericSlide {
    type: 'message';
    text: string;
  }
  interface SlideTypes {
    message: SlideMessage;
  }
}

export interface ViewerPhoto {
  readonly preview: Rendition | null | undefined;
}

/**
 * `total` slides, so that the counter, the slide labels and the last photo are right while later pages of the
 * connection have not arrived; `photos` are the loaded ones, in order.
 */
export function viewerSlides(photos: readonly (ViewerPhoto | null | undefined)[], total: number): Slide[] {
  const count = Math.max(total, photos.length);
  return Array.from({ length: count }, (_, index): Slide => {
    const photo = photos[index];
    if (!photo) return { type: 'message', text: 'Carregando…' };
    if (!photo.preview) return { type: 'message', text: 'Processando…' };
    const { url, width, height } = photo.preview;
    return { src: url, width, height, alt: `Foto ${index + 1} de ${count}` };
  });
}
