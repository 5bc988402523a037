// The tab icon (/favicon.ico): the studio's logo fitted into a small transparent square, or Revela's mark.
import sharp from 'sharp';
import { maxImagePixels } from '../../domain/uploads.ts';

/** Large enough for high-density tabs and bookmarks, small enough to be a few kilobytes. */
export const faviconSize = 64;

/** Revela's mark, as client/public/favicon.svg draws it. */
const revelaMark =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="14" fill="#1f2937"/><circle cx="16" cy="16" r="6" fill="none" stroke="#fbbf24" stroke-width="3"/></svg>';

const transparent = { r: 0, g: 0, b: 0, alpha: 0 };

/** A PNG (every browser takes one at /favicon.ico) of the logo, whole and centred, or of Revela's mark. */
export async function renderFavicon(logo: Uint8Array | null): Promise<Buffer> {
  const input = logo
    ? sharp(logo, { failOn: 'error', limitInputPixels: maxImagePixels }).rotate()
    : sharp(Buffer.from(revelaMark), { density: (72 * faviconSize) / 32 });
  return input
    .resize(faviconSize, faviconSize, { fit: 'contain', background: transparent })
    .png({ compressionLevel: 9, palette: false })
    .toBuffer();
}
