import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { InvalidImageError } from '../../domain/uploads.ts';
import { renderApertureMarkPng, renderLandscapeJpeg } from './generated-pictures.ts';
import {
  inspectImage,
  photoSizes,
  printCropPipeline,
  purchasedThumbnailSize,
  renderPhoneCover,
  renderPhotoVariants,
  renderPurchasedThumbnail,
  renderStorefrontImage,
  renderTileFromPreview,
} from './pipelines.ts';

describe('inspectImage', () => {
  it('reads format and displayed size', async () => {
    const info = await inspectImage(await renderLandscapeJpeg(300, 200, 1));
    expect(info).toMatchObject({ format: 'jpeg', mimeType: 'image/jpeg', width: 300, height: 200 });
  });

  it('applies the EXIF orientation to the size', async () => {
    const rotated = await sharp(await renderLandscapeJpeg(300, 200, 2))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    expect(await inspectImage(rotated)).toMatchObject({ width: 200, height: 300 });
  });

  it.each([
    ['bytes that are not an image', Buffer.from('not an image at all')],
    ['an SVG drawing', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')],
  ])('refuses %s with a message in Portuguese', async (_label, input) => {
    await expect(inspectImage(input)).rejects.toThrow(InvalidImageError);
    await expect(inspectImage(input)).rejects.toThrow(/imagem|Formato/);
  });

  it('refuses a GIF', async () => {
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#f00' } })
      .gif()
      .toBuffer();
    await expect(inspectImage(gif)).rejects.toThrow('Formato de imagem não suportado');
  });
});

describe('decompression bombs and broken files', () => {
  it('refuses an image over 150 megapixels before decoding it', async () => {
    // A few bytes of PNG whose header declares 20000 x 20000 pixels.
    const chunk = (type: string, data: Buffer) => {
      const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
      const length = Buffer.alloc(4);
      length.writeUInt32BE(data.length);
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(zlib.crc32(body));
      return Buffer.concat([length, body, crc]);
    };
    const header = Buffer.alloc(13);
    header.writeUInt32BE(20000, 0);
    header.writeUInt32BE(20000, 4);
    header.set([8, 2, 0, 0, 0], 8);
    const bomb = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', zlib.deflateSync(Buffer.alloc(1000))),
      chunk('IEND', Buffer.alloc(0)),
    ]);
    await expect(inspectImage(bomb)).rejects.toThrow('A imagem tem resolução grande demais');
  });

  it('refuses a truncated JPEG with a message about the file', async () => {
    const whole = await renderLandscapeJpeg(800, 600, 9);
    const truncated = whole.subarray(0, Math.floor(whole.length / 2));
    await expect(renderPhotoVariants(truncated)).rejects.toThrow(InvalidImageError);
  });
});

describe('renderPhotoVariants', () => {
  it('makes a preview, a thumbnail and a tile within their sizes, upright and without metadata', async () => {
    const original = await sharp(await renderLandscapeJpeg(2400, 1600, 3))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const { preview, thumbnail, tile } = await renderPhotoVariants(original);
    expect([preview.width, preview.height]).toEqual([1067, 1600]);
    expect(Math.max(thumbnail.width, thumbnail.height)).toBe(photoSizes.thumbnail);
    // Upright: the portrait the camera meant, 2:3 like the preview.
    expect([tile.width, tile.height]).toEqual([240, photoSizes.tile]);
    for (const image of [preview, thumbnail, tile]) {
      const metadata = await sharp(image.data).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.exif).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
    }
  });

  it('never enlarges a small photo', async () => {
    const { preview } = await renderPhotoVariants(await renderLandscapeJpeg(640, 480, 4));
    expect([preview.width, preview.height]).toEqual([640, 480]);
    const { tile } = await renderPhotoVariants(await renderLandscapeJpeg(300, 200, 4));
    expect([tile.width, tile.height]).toEqual([300, 200]);
  });

  it('makes the tile of the whole photo in its own shape, nothing cropped, for the justified grid', async () => {
    // Red, green and blue bands across a 2:1 picture: the tile keeps all three, in their places.
    const bands = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="600">
        <rect width="300" height="600" fill="#f00"/><rect x="300" width="600" height="600" fill="#0f0"/>
        <rect x="900" width="300" height="600" fill="#00f"/></svg>`,
    );
    const { tile } = await renderPhotoVariants(await sharp(bands).jpeg().toBuffer());
    expect([tile.width, tile.height]).toEqual([photoSizes.tile, photoSizes.tile / 2]);
    const band = async (left: number) =>
      (
        await sharp(
          await sharp(tile.data).extract({ left, top: 0, width: 60, height: 180 }).toBuffer(),
        ).stats()
      ).channels;
    const [red, green, blue] = await Promise.all([band(15), band(150), band(285)]);
    // Each band's own colour dominates its part of the tile (JPEG and WebP dull pure colours a little).
    for (const [channels, own] of [
      [red, 0],
      [green, 1],
      [blue, 2],
    ] as const) {
      const others = [0, 1, 2].filter((index) => index !== own).map((index) => channels[index]!.mean);
      expect(channels[own]!.mean - Math.max(...others)).toBeGreaterThan(150);
    }
  });

  it('lays the watermark over the centre of the preview', async () => {
    const original = await renderLandscapeJpeg(800, 600, 5);
    const watermark = await renderApertureMarkPng(400, '#ff00ff');
    const plain = await renderPhotoVariants(original);
    const marked = await renderPhotoVariants(original, { watermark });
    const centre = async (data: Buffer) =>
      sharp(data).extract({ left: 100, top: 100, width: 600, height: 400 }).stats();
    const before = await centre(plain.preview.data);
    const after = await centre(marked.preview.data);
    // Magenta strokes raise red and blue against green in the centre.
    expect(after.channels[0]!.mean - after.channels[1]!.mean).toBeGreaterThan(
      before.channels[0]!.mean - before.channels[1]!.mean + 5,
    );
  });

  it('marks each photo with the watermark it is given, not one seen before at the same size', async () => {
    const original = await renderLandscapeJpeg(800, 600, 6);
    const redness = async (watermark: Buffer) => {
      const { preview, thumbnail } = await renderPhotoVariants(original, { watermark });
      const centre = async (data: Buffer, scale: number) => {
        const side = Math.round(200 * scale);
        const box = {
          left: Math.round(300 * scale),
          top: Math.round(200 * scale),
          width: side,
          height: side,
        };
        const { channels } = await sharp(data).extract(box).stats();
        return channels[0]!.mean - channels[2]!.mean;
      };
      const { tile } = await renderPhotoVariants(original, { watermark });
      // The tile is the whole 800x600 picture scaled to 360x270: the same 200 px box of the picture.
      const tileBox = { left: 135, top: 90, width: 90, height: 90 };
      const tileChannels = (await sharp(tile.data).extract(tileBox).stats()).channels;
      return [
        await centre(preview.data, 1),
        await centre(thumbnail.data, 480 / 800),
        tileChannels[0]!.mean - tileChannels[2]!.mean,
      ];
    };
    const [redPreview, redThumbnail, redTile] = await redness(await renderApertureMarkPng(400, '#ff0000'));
    const [bluePreview, blueThumbnail, blueTile] = await redness(await renderApertureMarkPng(400, '#0000ff'));
    expect(redPreview! - bluePreview!).toBeGreaterThan(10);
    expect(redThumbnail! - blueThumbnail!).toBeGreaterThan(10);
    expect(redTile! - blueTile!).toBeGreaterThan(10);
  });
});

describe('renderTileFromPreview', () => {
  /** Mean absolute difference of two images' pixels, 0 to 255. */
  async function difference(a: Buffer, b: Buffer): Promise<number> {
    const [left, right] = await Promise.all([a, b].map((data) => sharp(data).removeAlpha().raw().toBuffer()));
    let sum = 0;
    for (let index = 0; index < left!.length; index++) sum += Math.abs(left![index]! - right![index]!);
    return sum / left!.length;
  }

  it('gives a photo rendered before tiles the tile a render makes now, watermark included, laid once', async () => {
    const original = await renderLandscapeJpeg(2400, 1600, 7);
    const watermark = await renderApertureMarkPng(400, '#ff00ff');
    const rendered = await renderPhotoVariants(original, { watermark });
    const backfilled = await renderTileFromPreview(rendered.preview.data);
    expect([backfilled.width, backfilled.height]).toEqual([photoSizes.tile, 240]);
    expect(backfilled.mimeType).toBe('image/webp');
    expect(await difference(backfilled.data, rendered.tile.data)).toBeLessThan(3);
    // Not the unmarked picture: the mark came with the preview.
    const plain = await renderPhotoVariants(original);
    expect(await difference(backfilled.data, plain.tile.data)).toBeGreaterThan(
      await difference(backfilled.data, rendered.tile.data),
    );
  });

  it('refuses a preview that is not an image', async () => {
    await expect(renderTileFromPreview(Buffer.from('not a picture'))).rejects.toThrow(InvalidImageError);
  });
});

describe('renderStorefrontImage', () => {
  it('keeps the transparency of a logo', async () => {
    const logo = await renderStorefrontImage(await renderApertureMarkPng(200), 'logo');
    const metadata = await sharp(logo.data).metadata();
    expect(metadata.hasAlpha).toBe(true);
    expect(logo.height).toBeLessThanOrEqual(180);
  });

  it('scales a large banner down to screen size', async () => {
    const banner = await renderStorefrontImage(await renderLandscapeJpeg(3840, 1440, 6), 'banner');
    expect([banner.width, banner.height]).toEqual([1920, 720]);
  });

  it('keeps the watermark as PNG', async () => {
    const watermark = await renderStorefrontImage(await renderApertureMarkPng(300), 'watermark');
    expect(watermark.mimeType).toBe('image/png');
  });
});

describe('printCropPipeline', () => {
  it('cuts the upright original to the crop at full resolution, with no orientation left to apply', async () => {
    const upright = await renderLandscapeJpeg(600, 400, 7);
    // Stored on its side with an EXIF orientation, as cameras write portrait shots.
    const sideways = await sharp(upright).rotate(-90).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    expect((await sharp(sideways).metadata()).width).toBe(400);
    const area = { left: 40, top: 0, width: 560, height: 400 };
    const pipeline = printCropPipeline(area);
    Readable.from([sideways]).pipe(pipeline);
    const printed = await pipeline.toBuffer();
    const meta = await sharp(printed).metadata();
    expect([meta.format, meta.width, meta.height, meta.orientation ?? 1]).toEqual(['jpeg', 560, 400, 1]);
    const [got, expected] = await Promise.all([
      sharp(printed).raw().toBuffer(),
      sharp(upright).extract(area).raw().toBuffer(),
    ]);
    let difference = 0;
    for (let index = 0; index < got.length; index++) difference += Math.abs(got[index]! - expected[index]!);
    expect(difference / got.length).toBeLessThan(3);
  });
});

describe('renderPurchasedThumbnail', () => {
  it('is the upright original at the thumbnail size, without metadata, at the size the schema announces', async () => {
    const rotated = await sharp(await renderLandscapeJpeg(1200, 800, 7))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const thumbnail = await renderPurchasedThumbnail(rotated);
    expect(thumbnail).toMatchObject({ mimeType: 'image/webp', width: 320, height: photoSizes.thumbnail });
    expect(purchasedThumbnailSize({ width: 800, height: 1200 })).toEqual({ width: 320, height: 480 });
    const metadata = await sharp(thumbnail.data).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
  });

  it('does not enlarge a small photo', async () => {
    expect(purchasedThumbnailSize({ width: 300, height: 200 })).toEqual({ width: 300, height: 200 });
  });
});

describe('renderPhoneCover', () => {
  it('makes a 720 px WebP copy of a cover, never enlarging a smaller one', async () => {
    const cover = await renderStorefrontImage(await renderLandscapeJpeg(1800, 1200, 3), 'cover');
    const phone = await renderPhoneCover(cover.data);
    expect(phone).toMatchObject({ width: 720, height: 480, mimeType: 'image/webp' });
    expect(phone.data.length).toBeLessThan(cover.data.length);
    const small = await renderStorefrontImage(await renderLandscapeJpeg(600, 400, 4), 'cover');
    expect(await renderPhoneCover(small.data)).toMatchObject({ width: 600, height: 400 });
  });
});
