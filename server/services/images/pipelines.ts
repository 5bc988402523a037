// Pure sharp pipelines: inspect an upload, derive a photo's public images, normalise storefront images.
// Every public output is auto-rotated and stripped of metadata (sharp drops it unless asked to keep it).
import { createHash } from 'node:crypto';
import sharp, { type OutputInfo, type OverlayOptions, type ResizeOptions, type Sharp } from 'sharp';
import { phoneCoverWidth } from '../../domain/phone-cover.ts';
import { InvalidImageError, maxImagePixels } from '../../domain/uploads.ts';

const decodeOptions = { failOn: 'error', limitInputPixels: maxImagePixels } as const;

export interface RenderedImage {
  data: Buffer;
  width: number;
  height: number;
  mimeType: string;
  extension: string;
}

export interface ImageInfo {
  format: string;
  mimeType: string;
  extension: string;
  /** As displayed, after the EXIF orientation is applied. */
  width: number;
  height: number;
}

const acceptedFormats: Record<string, { mimeType: string; extension: string }> = {
  jpeg: { mimeType: 'image/jpeg', extension: 'jpg' },
  png: { mimeType: 'image/png', extension: 'png' },
  webp: { mimeType: 'image/webp', extension: 'webp' },
  heif: { mimeType: 'image/heif', extension: 'heic' },
  tiff: { mimeType: 'image/tiff', extension: 'tif' },
};

/**
 * Longest side of the preview, the thumbnail and the tile (the whole photo the gallery's justified rows show). Rows
 * are ~120 CSS px high on phones and ~180 px on wider screens: a portrait tile (240x360) is 3x a phone's and 2x a
 * desktop's, a landscape one (360x240) 1.3x a 1x desktop's; a 3x phone's landscape takes the 480 px thumbnail.
 */
export const photoSizes = { preview: 1600, thumbnail: 480, tile: 360 } as const;

export async function inspectImage(input: Uint8Array): Promise<ImageInfo> {
  if (!input.length) throw new InvalidImageError('O arquivo enviado não é uma imagem válida.');
  // The format comes from the file's own bytes (sharp reads its signature), never from a name or header.
  const metadata = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new InvalidImageError('O arquivo enviado não é uma imagem válida.');
    });
  const known = metadata.format ? acceptedFormats[metadata.format] : undefined;
  if (!known || !metadata.width || !metadata.height) {
    throw new InvalidImageError(
      'Formato de imagem não suportado. Envie arquivos JPEG, PNG, WebP, HEIC ou TIFF.',
    );
  }
  if (metadata.width * metadata.height > maxImagePixels) {
    throw new InvalidImageError('A imagem tem resolução grande demais: o máximo é de 150 megapixels.');
  }
  return {
    format: metadata.format!,
    ...known,
    width: metadata.autoOrient.width,
    height: metadata.autoOrient.height,
  };
}

export const truncatedMessage = 'Não foi possível ler a imagem: o arquivo parece estar corrompido.';

async function toWebp(pipeline: Sharp, quality: number, alpha = false): Promise<RenderedImage> {
  const { data, info } = await pipeline
    .webp({ quality, effort: 2, alphaQuality: alpha ? 90 : 100 })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, mimeType: 'image/webp', extension: 'webp' };
}

function fitInside(size: number): ResizeOptions {
  return { width: size, height: size, fit: 'inside', withoutEnlargement: true };
}

/** Decoding problems past the header (a truncated file, say) are the sender's file, not our fault. */
async function asInvalidImage<T>(work: Promise<T>): Promise<T> {
  return work.catch((error: Error) => {
    if (error instanceof InvalidImageError) throw error;
    throw new InvalidImageError(truncatedMessage);
  });
}

interface Pixels {
  data: Buffer;
  raw: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

const pixelsOf = ({ data, info }: { data: Buffer; info: OutputInfo }): Pixels => ({
  data,
  raw: { width: info.width, height: info.height, channels: info.channels },
});

// Studios upload one watermark and every photo of an event has one of a few preview sizes: the scaled mark is made
// once per (mark, size) instead of decoding the 2000 px PNG again for each photo.
const watermarkLayers = new Map<string, Promise<Buffer>>();
const maxWatermarkLayers = 16;

/** The watermark laid over the centre of an image, at most 60% of its width and height. */
async function watermarkLayer(watermark: Uint8Array, width: number, height: number): Promise<OverlayOptions> {
  const key = `${createHash('sha256').update(watermark).digest('base64')}:${width}x${height}`;
  let layer = watermarkLayers.get(key);
  if (!layer) {
    layer = sharp(watermark)
      .resize({ width: Math.round(width * 0.6), height: Math.round(height * 0.6), fit: 'inside' })
      .png()
      .toBuffer();
    layer.catch(() => watermarkLayers.delete(key));
    watermarkLayers.set(key, layer);
    if (watermarkLayers.size > maxWatermarkLayers)
      watermarkLayers.delete(watermarkLayers.keys().next().value!);
  }
  return { input: await layer, gravity: 'center' };
}

/**
 * The preview's pixels, uncompressed: the original is decoded once (JPEG shrink-on-load), turned upright and
 * resized; the watermark goes on these resized pixels, never on the original.
 */
async function previewPixels(
  original: Uint8Array | string,
  watermark: Uint8Array | undefined,
): Promise<Pixels> {
  const resized = pixelsOf(
    await sharp(original, decodeOptions)
      .autoOrient()
      .resize(fitInside(photoSizes.preview))
      .raw()
      .toBuffer({ resolveWithObject: true }),
  );
  if (!watermark) return resized;
  // A pipeline of its own: composited in the decoding pipeline, a 6000x4000 JPEG took 50% longer (270 vs 180 ms).
  const layer = await watermarkLayer(watermark, resized.raw.width, resized.raw.height);
  const marked = sharp(resized.data, { raw: resized.raw }).composite([layer]);
  if (resized.raw.channels === 3 || resized.raw.channels === 1) marked.removeAlpha();
  return pixelsOf(await marked.raw().toBuffer({ resolveWithObject: true }));
}

/** The whole image, at most photoSizes.tile px on its long side: the grid keeps each photo's shape, nothing cropped. */
function tileOf(pipeline: Sharp): Sharp {
  return pipeline.resize(fitInside(photoSizes.tile));
}

/**
 * Whether a stored tile has the photo's shape (to within a pixel of rounding): tiles cut before the grid kept shapes
 * are the photo's centre square, and are cut again.
 */
export function keepsPhotoShape(
  tile: { width: number; height: number },
  photo: { width: number; height: number },
): boolean {
  return (
    Math.abs(tile.width * photo.height - tile.height * photo.width) <= Math.max(photo.width, photo.height)
  );
}

const tileQuality = 72;

/**
 * The public images of a photo: a large preview, a thumbnail and the grid's tile, watermarked when the studio
 * has one. All are encoded from the same resized pixels at once (libuv's threads), not the small ones from the WebP.
 */
export async function renderPhotoVariants(
  /** The original's bytes, or the path of a file libvips reads itself (no copy in JavaScript's heap). */
  original: Uint8Array | string,
  options: { watermark?: Uint8Array | undefined } = {},
): Promise<{ preview: RenderedImage; thumbnail: RenderedImage; tile: RenderedImage }> {
  const pixels = await asInvalidImage(previewPixels(original, options.watermark));
  const resized = () => sharp(pixels.data, { raw: pixels.raw });
  const [preview, thumbnail, tile] = await Promise.all([
    toWebp(resized(), 80),
    toWebp(resized().resize(fitInside(photoSizes.thumbnail)), 72),
    toWebp(tileOf(resized()), tileQuality),
  ]);
  return { preview, thumbnail, tile };
}

/**
 * The tile of a photo rendered before tiles existed, or before they kept the photo's shape, from its stored preview:
 * the preview already carries the watermark it was rendered with, so none is laid again.
 */
export async function renderTileFromPreview(preview: Uint8Array | string): Promise<RenderedImage> {
  return asInvalidImage(toWebp(tileOf(sharp(preview, decodeOptions).autoOrient()), tileQuality));
}

/**
 * A purchased photo's thumbnail for its buyer: from the original, upright, without the watermark the gallery shows,
 * at the thumbnail's size (a preview of what was bought, not the file itself).
 */
export async function renderPurchasedThumbnail(original: Uint8Array | string): Promise<RenderedImage> {
  return asInvalidImage(
    toWebp(sharp(original, decodeOptions).autoOrient().resize(fitInside(photoSizes.thumbnail)), 72),
  );
}

/** The size renderPurchasedThumbnail gives a photo of this size. */
export function purchasedThumbnailSize(photo: { width: number; height: number }) {
  const scale = Math.min(1, photoSizes.thumbnail / Math.max(photo.width, photo.height, 1));
  return { width: Math.round(photo.width * scale), height: Math.round(photo.height * scale) };
}

export type StorefrontImageKind = 'logo' | 'banner' | 'about' | 'cover' | 'watermark';

const storefrontImageSizes: Record<StorefrontImageKind, { width: number; height: number }> = {
  logo: { width: 500, height: 180 },
  banner: { width: 1920, height: 1080 },
  about: { width: 1200, height: 1200 },
  cover: { width: 1200, height: 1200 },
  watermark: { width: 2000, height: 2000 },
};

/** Storefront images, resized for the screen that shows them; transparency is kept. */
export async function renderStorefrontImage(
  input: Uint8Array,
  kind: StorefrontImageKind,
): Promise<RenderedImage> {
  // The same checks as photos: raster formats only, read from the bytes, and no decompression bombs.
  await inspectImage(input);
  const { width, height } = storefrontImageSizes[kind];
  const pipeline = sharp(input, decodeOptions)
    .autoOrient()
    .resize({ width, height, fit: 'inside', withoutEnlargement: true });
  if (kind === 'watermark') {
    const { data, info } = await asInvalidImage(pipeline.png().toBuffer({ resolveWithObject: true }));
    return { data, width: info.width, height: info.height, mimeType: 'image/png', extension: 'png' };
  }
  return asInvalidImage(toWebp(pipeline, kind === 'logo' ? 90 : 80, true));
}

/**
 * The lab's print of an original (never public): turned upright, cut to the customer's crop in upright pixels at
 * full resolution, a high-quality JPEG keeping the colour profile. A stream: the original goes in as it is read.
 */
export function printCropPipeline(area: { left: number; top: number; width: number; height: number }): Sharp {
  return sharp({ ...decodeOptions, failOn: 'none' })
    .autoOrient()
    .extract(area)
    .jpeg({ quality: 95, chromaSubsampling: '4:4:4' })
    .keepIccProfile();
}

/** The phone's copy of a stored cover (already upright, stripped and WebP): smaller, at a photo tile's quality. */
export async function renderPhoneCover(cover: Uint8Array): Promise<RenderedImage> {
  return asInvalidImage(
    toWebp(
      sharp(cover, decodeOptions).resize({ width: phoneCoverWidth, withoutEnlargement: true }),
      tileQuality,
    ),
  );
}
