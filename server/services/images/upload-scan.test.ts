import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { FileTooLargeError, InvalidImageError } from '../../domain/uploads.ts';
import { renderLandscapeJpeg } from './generated-pictures.ts';
import { UploadScan } from './upload-scan.ts';

/** Streams `bytes` through a scan in pieces of `size` bytes and reads its verdict. */
async function scanned(bytes: Buffer, size: number, limit?: number) {
  const scan = new UploadScan('foto.jpg', limit);
  const pieces = Array.from({ length: Math.ceil(bytes.length / size) }, (_, index) =>
    bytes.subarray(index * size, (index + 1) * size),
  );
  const out: Buffer[] = [];
  await pipeline(Readable.from(pieces), scan, async (source: AsyncIterable<Buffer>) => {
    for await (const chunk of source) out.push(chunk as Buffer);
  });
  // The stream passes through untouched.
  expect(Buffer.compare(Buffer.concat(out), bytes)).toBe(0);
  return scan.inspect(async () => bytes);
}

describe('UploadScan', () => {
  it('reads the header and finds the end of a whole JPEG, whatever the pieces (markers split between them too)', async () => {
    const jpeg = await renderLandscapeJpeg(900, 600, 4);
    for (const size of [1, 2, 3, 7, 4096, jpeg.length]) {
      expect(await scanned(jpeg, size)).toMatchObject({ format: 'jpeg', width: 900, height: 600 });
    }
  });

  it('refuses a JPEG, PNG or WebP cut short', async () => {
    const jpeg = await renderLandscapeJpeg(900, 600, 5);
    const png = await sharp(jpeg).png().toBuffer();
    const webp = await sharp(jpeg).webp().toBuffer();
    for (const whole of [jpeg, png, webp]) {
      expect((await scanned(whole, 1000)).width).toBe(900);
      await expect(scanned(whole.subarray(0, Math.floor(whole.length * 0.8)), 1000)).rejects.toThrow(
        InvalidImageError,
      );
    }
  });

  it('stops a file past the limit as it arrives', async () => {
    const jpeg = await renderLandscapeJpeg(900, 600, 6);
    await expect(scanned(jpeg, 1000, jpeg.length - 1)).rejects.toThrow(FileTooLargeError);
  });

  it('refuses what is not an image', async () => {
    await expect(scanned(Buffer.from('%PDF-1.7 relatório'), 5)).rejects.toThrow(
      'O arquivo enviado não é uma imagem válida.',
    );
  });
});
