import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { qrLikePng, qrPixels, qrSide } from './qr-png.ts';

const pixelAt = (pixels: Buffer, x: number, y: number) => pixels[y * qrSide + x];

describe('the Pix QR image', () => {
  it('is an 8-bit grayscale PNG holding the pixels drawn for the content', async () => {
    const png = await qrLikePng('00020126-conteudo');
    const metadata = await sharp(png).metadata();
    expect(metadata).toMatchObject({ format: 'png', width: 148, height: 148, channels: 1, depth: 'uchar' });
    const decoded = await sharp(png).toColourspace('b-w').raw().toBuffer();
    expect(decoded.equals(qrPixels('00020126-conteudo'))).toBe(true);
  });

  it('has a light quiet zone and the three dark finder squares in their corners', () => {
    const pixels = qrPixels('qualquer');
    // Quiet zone of 4 modules of 4 px; the finders' outer rings start at module 0 and at module 22.
    for (const [x, y] of [
      [16, 16],
      [16 + 22 * 4, 16],
      [16, 16 + 22 * 4],
    ] as const) {
      expect(pixelAt(pixels, x, y)).toBe(0);
      expect(pixelAt(pixels, x + 4, y + 4)).toBe(255); // the light ring inside the finder
      expect(pixelAt(pixels, x + 12, y + 12)).toBe(0); // the finder's dark centre
    }
    expect(pixelAt(pixels, 0, 0)).toBe(255);
    expect(pixelAt(pixels, qrSide - 1, qrSide - 1)).toBe(255);
  });

  it('draws the same content alike and other content otherwise', () => {
    expect(qrPixels('a').equals(qrPixels('a'))).toBe(true);
    expect(qrPixels('a').equals(qrPixels('b'))).toBe(false);
  });
});
