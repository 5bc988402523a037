// Print crop: the part of a photo a print of another shape shows (a 15 x 21 cm print of a 3:2 photo), as fractions
// of the upright photo. By default the largest such part, centred; the customer moves it, the lab prints it.
import { DomainError } from './errors.ts';

/** A rectangle in fractions of the upright photo (0..1): left, top, width and height. */
export interface PrintCrop {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PixelSize {
  width: number;
  height: number;
}

/** Shapes closer than this (1%) print the same: no crop to show or move. */
const aspectTolerance = 0.01;
/** Fractions are kept to this many decimals (well under a pixel of any camera's photo). */
const decimals = 6;

export class InvalidCropError extends DomainError {
  static readonly outside = 'O recorte precisa ficar dentro da foto';
  static readonly wrongShape = 'O recorte não tem o formato do tamanho escolhido';
  static readonly notPrinted = 'Escolha um tamanho impresso antes de ajustar o recorte';
}

/**
 * The print's width over its height, turned like the photo: a lab prints a 15 x 21 cm of a landscape photo as
 * 21 x 15 cm. A square photo takes the size as written.
 */
export function printAspect(photo: PixelSize, size: PixelSize): number {
  const long = Math.max(size.width, size.height);
  const short = Math.min(size.width, size.height);
  if (photo.width === photo.height) return size.width / size.height;
  return photo.width > photo.height ? long / short : short / long;
}

/** Whether a print of this size cuts part of the photo away (its shape differs from the photo's). */
export function needsCrop(photo: PixelSize, size: PixelSize): boolean {
  return Math.abs(photo.width / photo.height / printAspect(photo, size) - 1) > aspectTolerance;
}

const round = (value: number) => Number(value.toFixed(decimals));
const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);

/**
 * The largest part of the photo with the print's shape, centred; or centred where `around` was (a crop chosen
 * for another size keeps its place when the size changes).
 */
export function defaultCrop(photo: PixelSize, size: PixelSize, around?: PrintCrop | null): PrintCrop {
  const photoAspect = photo.width / photo.height;
  const aspect = needsCrop(photo, size) ? printAspect(photo, size) : photoAspect;
  const width = aspect < photoAspect ? aspect / photoAspect : 1;
  const height = aspect < photoAspect ? 1 : photoAspect / aspect;
  const centreX = around ? around.x + around.width / 2 : 0.5;
  const centreY = around ? around.y + around.height / 2 : 0.5;
  return {
    x: round(clamp(centreX - width / 2, 0, 1 - width)),
    y: round(clamp(centreY - height / 2, 0, 1 - height)),
    width: round(width),
    height: round(height),
  };
}

/** The reason a crop cannot be printed at this size, or null when it can. */
function cropProblem(photo: PixelSize, size: PixelSize, crop: PrintCrop): string | null {
  const values = [crop.x, crop.y, crop.width, crop.height];
  if (!values.every(Number.isFinite) || crop.width <= 0 || crop.height <= 0) return InvalidCropError.outside;
  // A rounding's worth past an edge is still the edge.
  const slack = 10 ** -decimals * 2;
  if (crop.x < -slack || crop.y < -slack) return InvalidCropError.outside;
  if (crop.x + crop.width > 1 + slack || crop.y + crop.height > 1 + slack) return InvalidCropError.outside;
  const aspect = needsCrop(photo, size) ? printAspect(photo, size) : photo.width / photo.height;
  const cropAspect = (crop.width * photo.width) / (crop.height * photo.height);
  if (Math.abs(cropAspect / aspect - 1) > aspectTolerance) return InvalidCropError.wrongShape;
  return null;
}

/** The crop as sent, checked (inside the photo, the print's shape) and kept to the stored precision. */
export function checkCrop(photo: PixelSize, size: PixelSize, crop: PrintCrop): PrintCrop {
  const problem = cropProblem(photo, size, crop);
  if (problem) throw new InvalidCropError(problem);
  const width = round(Math.min(crop.width, 1));
  const height = round(Math.min(crop.height, 1));
  return {
    x: round(clamp(crop.x, 0, 1 - width)),
    y: round(clamp(crop.y, 0, 1 - height)),
    width,
    height,
  };
}

/**
 * The crop a print of this size is made with: the one chosen when it still fits the size, else the default one
 * (centred where the chosen one was).
 */
export function effectiveCrop(photo: PixelSize, size: PixelSize, chosen: PrintCrop | null): PrintCrop {
  if (chosen && !cropProblem(photo, size, chosen)) return checkCrop(photo, size, chosen);
  return defaultCrop(photo, size, chosen);
}

/** Whether a crop leaves the whole photo (nothing to cut). */
export function isWholePhoto(crop: PrintCrop): boolean {
  return crop.width >= 1 - aspectTolerance / 10 && crop.height >= 1 - aspectTolerance / 10;
}

/** The crop in whole pixels of a photo of this size, inside it, at least 1 x 1 (sharp's extract). */
export function cropPixels(
  crop: PrintCrop,
  photo: PixelSize,
): { left: number; top: number; width: number; height: number } {
  const left = clamp(Math.round(crop.x * photo.width), 0, photo.width - 1);
  const top = clamp(Math.round(crop.y * photo.height), 0, photo.height - 1);
  return {
    left,
    top,
    width: clamp(Math.round(crop.width * photo.width), 1, photo.width - left),
    height: clamp(Math.round(crop.height * photo.height), 1, photo.height - top),
  };
}

/** A stored crop (JSON column) read back, or null when absent or not a crop. */
export function parseCrop(value: unknown): PrintCrop | null {
  if (!value || typeof value !== 'object') return null;
  const { x, y, width, height } = value as Record<string, unknown>;
  return [x, y, width, height].every((part) => typeof part === 'number' && Number.isFinite(part))
    ? { x: x as number, y: y as number, width: width as number, height: height as number }
    : null;
}
