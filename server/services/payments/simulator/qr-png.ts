// A PNG that looks like a QR code (three finder squares, other modules from a hash of the content), drawn with sharp;
// not scannable.
import { createHash } from 'node:crypto';
import sharp from 'sharp';

const modules = 29;
const scale = 4;
const quiet = 4;
/** Side of the image in pixels: the modules and the quiet zone around them, each module `scale` pixels wide. */
export const qrSide = (modules + 2 * quiet) * scale;

const finderCorners = [
  [0, 0],
  [modules - 7, 0],
  [0, modules - 7],
] as const;

/** Whether a finder square (or the light ring around it) covers the module: dark, light, or null outside them. */
function finderModule(x: number, y: number): boolean | null {
  for (const [fx, fy] of finderCorners) {
    const dx = x - fx;
    const dy = y - fy;
    if (dx >= -1 && dx <= 7 && dy >= -1 && dy <= 7) {
      if (dx < 0 || dy < 0 || dx > 6 || dy > 6) return false;
      return Math.min(dx, dy, 6 - dx, 6 - dy) !== 1;
    }
  }
  return null;
}

/** One bit per module, from SHA-256 digests of the content. */
function moduleBits(content: string): Buffer {
  let bits = Buffer.alloc(0);
  for (let round = 0; bits.length * 8 < modules * modules; round++) {
    bits = Buffer.concat([bits, createHash('sha256').update(`${round}:${content}`).digest()]);
  }
  return bits;
}

/** The image's grayscale pixels, row by row: 0 for a dark module, 255 elsewhere. */
export function qrPixels(content: string): Buffer {
  const bits = moduleBits(content);
  const dark = (x: number, y: number) => {
    const fixed = finderModule(x, y);
    if (fixed !== null) return fixed;
    const index = y * modules + x;
    return ((bits[index >> 3]! >> (index & 7)) & 1) === 1;
  };
  const pixels = Buffer.alloc(qrSide * qrSide, 0xff);
  for (let row = 0; row < qrSide; row++) {
    const y = Math.floor(row / scale) - quiet;
    for (let column = 0; column < qrSide; column++) {
      const x = Math.floor(column / scale) - quiet;
      if (x >= 0 && y >= 0 && x < modules && y < modules && dark(x, y)) pixels[row * qrSide + column] = 0;
    }
  }
  return pixels;
}

/** An 8-bit grayscale PNG of `qrSide` pixels square. */
export function qrLikePng(content: string): Promise<Buffer> {
  // 'b-w' keeps one channel (sharp writes sRGB otherwise); level 9 keeps it near the old encoder's 500 bytes.
  return sharp(qrPixels(content), { raw: { width: qrSide, height: qrSide, channels: 1 } })
    .toColourspace('b-w')
    .png({ compressionLevel: 9 })
    .toBuffer();
}
