import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { InvalidImageError } from '../../domain/uploads.ts';
import { renderApertureMarkPng, renderLandscapeJpeg } from './generated-pictures.ts';
import { decodeUpright } from './upright-pixels.ts';

describe('decodeUpright', () => {
  it('gives RGB pixels no larger than the long side, with the scale back to the original', async () => {
    const photo = await decodeUpright(await renderLandscapeJpeg(1200, 800, 1), 600);
    expect(photo).toMatchObject({ width: 600, height: 400, scale: 2 });
    expect(photo.data.length).toBe(600 * 400 * 3);
  });

  it('applies the EXIF orientation and never enlarges', async () => {
    const turned = await sharp(await renderLandscapeJpeg(300, 200, 2))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    expect(await decodeUpright(turned, 1000)).toMatchObject({ width: 200, height: 300, scale: 1 });
  });

  it('drops the alpha channel', async () => {
    const mark = await decodeUpright(await renderApertureMarkPng(64), 64);
    expect(mark.data.length).toBe(64 * 64 * 3);
  });

  it('refuses bytes that are not an image, and pictures over the pixel limit, as unreadable', async () => {
    await expect(decodeUpright(Buffer.from('not an image'), 100)).rejects.toBeInstanceOf(InvalidImageError);
    const large = await renderLandscapeJpeg(400, 300, 3);
    await expect(decodeUpright(large, 100, { limitInputPixels: 100_000 })).rejects.toBeInstanceOf(
      InvalidImageError,
    );
  });
});
