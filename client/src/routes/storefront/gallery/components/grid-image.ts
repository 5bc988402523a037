// Which file a grid box shows, and how the browser is told its size (src, srcset, sizes).

export interface Rendition {
  url: string;
  width: number;
  height: number;
}

export interface GridImage {
  src: string;
  srcSet: string;
  sizes: string;
  width: number;
  height: number;
}

/**
 * The image of a grid box `boxWidth` CSS px wide. Boxes have the photo's shape, so both candidates are the whole
 * photo and each is described by its real width: the tile (360 px on the long side) and the thumbnail (480 px). The
 * browser takes the tile where it is enough (portraits, and 1x-2x screens) and the thumbnail for a 3x phone's
 * landscape. Photos without a tile yet show their thumbnail. Never the preview: 1,600 px for a box of 80-280 px is
 * what made phones download megabytes for the first screen.
 */
export function gridImage(
  photo: { tile?: Rendition | null; thumbnail?: Rendition | null },
  boxWidth: number,
): GridImage | null {
  const file = photo.tile ?? photo.thumbnail;
  if (!file) return null;
  const candidates = [photo.tile, photo.thumbnail].filter((candidate) => candidate != null);
  return {
    src: file.url,
    srcSet: candidates.map((candidate) => `${candidate.url} ${candidate.width}w`).join(', '),
    sizes: `${Math.max(1, Math.round(boxWidth))}px`,
    width: file.width,
    height: file.height,
  };
}
