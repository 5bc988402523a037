// The phone's copy of an event cover: how wide it is, which screens take it and its address beside the cover's own.

/**
 * Wide enough for a phone's gallery header (a box at most 599 CSS px wide and ~150 px high, the cover cropped to it)
 * at 1.2-2x, and about a third of the 1,200 px cover's bytes: on a phone's link the header's cover is the page's
 * largest paint.
 */
export const phoneCoverWidth = 720;

/** The media query of the screens that take the phone's copy (GalleryHero's narrow layout). */
export const phoneCoverMedia = '(max-width: 599px)';

/** The query parameter that asks for the phone's copy of a cover. */
export const phoneCoverParameter = 'largura';

/** The address of a cover's phone copy, from the cover's own (/api/estaticos/...). */
export function phoneCoverUrl(coverUrl: string): string {
  return `${coverUrl}?${phoneCoverParameter}=${phoneCoverWidth}`;
}
