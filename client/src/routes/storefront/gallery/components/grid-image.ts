// Which file a square grid cell shows, and how the browser is told its size (src, srcset, sizes).

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
 * The image of a grid cell of `cellSize` CSS px. The tile (the photo's centre square, 360 px) when the photo has one,
 * else its thumbnail (photos rendered before tiles, until theirs is made). Never the preview: 1,600 px for a cell of
 * 114-244 px is what made phones download megabytes for the first screen.
 *
 * Each candidate is described by its short side: the cell is square and crops with `object-fit: cover`, so a
 * 480x320 thumbnail puts 320 px across it, not 480. With the cell's exact width in `sizes`, the browser's density
 * for the file is then what really reaches the screen.
 */
export function gridImage(
  photo: { tile?: Rendition | null; thumbnail?: Rendition | null },
  cellSize: number,
): GridImage | null {
  const file = photo.tile ?? photo.thumbnail;
  if (!file) return null;
  return {
    src: file.url,
    srcSet: `${file.url} ${Math.min(file.width, file.height)}w`,
    sizes: `${Math.max(1, Math.round(cellSize))}px`,
    width: file.width,
    height: file.height,
  };
}
