// A picture decoded once to upright RGB pixels, no larger than a long side, for the code that reads photos (race
// numbers, faces); sizes found on the copy go back to the original through `scale`.
import sharp from 'sharp';
import { InvalidImageError } from '../../domain/uploads.ts';

export interface UprightPixels {
  /** Raw RGB, 3 bytes a pixel, row by row. */
  data: Buffer;
  width: number;
  height: number;
  /** Original pixels per decoded pixel, in the original's upright coordinates. */
  scale: number;
}

/**
 * Decodes `input` upright (EXIF orientation applied) at most `longSide` px on its long side, never enlarged (JPEG
 * shrink-on-load keeps a large photo cheap). Unreadable input is an InvalidImageError; `limitInputPixels` is
 * sharp's (its default when absent).
 */
export async function decodeUpright(
  input: Buffer | string,
  longSide: number,
  options: { limitInputPixels?: number } = {},
): Promise<UprightPixels> {
  const image = sharp(input, { autoOrient: true, failOn: 'none', ...options });
  const [meta, { data, info }] = await Promise.all([
    image.metadata(),
    image
      .clone()
      .resize(longSide, longSide, { fit: 'inside', withoutEnlargement: true })
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true }),
  ]).catch((error: unknown) => {
    throw new InvalidImageError(`Imagem ilegível: ${(error as Error).message}`);
  });
  const uprightWidth = meta.autoOrient?.width ?? meta.width ?? info.width;
  return { data, width: info.width, height: info.height, scale: uprightWidth / info.width };
}
