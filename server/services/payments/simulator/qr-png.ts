// A PNG that looks like a QR code (three finder squares, other modules from a hash of the content); not scannable.
import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';

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

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function pngChunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  let crc = 0xffffffff;
  for (const byte of typeAndData) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  const chunk = Buffer.alloc(8 + data.length + 4);
  chunk.writeUInt32BE(data.length, 0);
  typeAndData.copy(chunk, 4);
  chunk.writeUInt32BE((crc ^ 0xffffffff) >>> 0, 8 + data.length);
  return chunk;
}

/** An 8-bit grayscale PNG of `qrSide` pixels square. */
export async function qrLikePng(content: string): Promise<Buffer> {
  const pixels = qrPixels(content);
  const raw = Buffer.alloc(qrSide * (qrSide + 1));
  // Each row starts with its filter byte: 0, none.
  for (let row = 0; row < qrSide; row++)
    pixels.copy(raw, row * (qrSide + 1) + 1, row * qrSide, (row + 1) * qrSide);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(qrSide, 0);
  header.writeUInt32BE(qrSide, 4);
  header.set([8, 0, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
