// The bib proposer and the number rules, without the OCR: generated race photos, where the bibs are known.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { InvalidImageError } from '../../domain/uploads.ts';
import { cropForOcr, decodePhoto, proposeBibRegions } from './bib-detect.ts';
import { renderSyntheticRacePhoto } from './synthetic-bibs.ts';

function overlaps(
  a: { left: number; top: number; width: number; height: number },
  b: { left: number; top: number; width: number; height: number },
) {
  const x = Math.max(0, Math.min(a.left + a.width, b.left + b.width) - Math.max(a.left, b.left));
  const y = Math.max(0, Math.min(a.top + a.height, b.top + b.height) - Math.max(a.top, b.top));
  return (x * y) / (b.width * b.height);
}

describe('proposeBibRegions', () => {
  it('finds every bib of generated race photos, and few other patches', async () => {
    let bibs = 0;
    let found = 0;
    let proposals = 0;
    for (let seed = 1; seed <= 8; seed++) {
      const picture = await renderSyntheticRacePhoto(seed);
      const photo = await decodePhoto(picture.jpeg);
      const regions = await proposeBibRegions(photo);
      proposals += regions.length;
      for (const bib of picture.bibs) {
        bibs++;
        if (regions.some((region) => overlaps(region, bib.box) > 0.6)) found++;
      }
    }
    expect(found).toBe(bibs);
    expect(proposals).toBeLessThan(bibs * 3);
  });

  it('finds nothing on a photo without paper and digits', async () => {
    const plain = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3a6b35' } })
      .jpeg()
      .toBuffer();
    expect(await proposeBibRegions(await decodePhoto(plain))).toEqual([]);
    // White paper without digits is not a bib either.
    const blank = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3a6b35' } })
      .composite([
        {
          input: await sharp({ create: { width: 300, height: 200, channels: 3, background: '#fafafa' } })
            .png()
            .toBuffer(),
          left: 400,
          top: 300,
        },
      ])
      .jpeg()
      .toBuffer();
    expect(await proposeBibRegions(await decodePhoto(blank))).toEqual([]);
  });

  it('reports boxes in the pixels of the upright original, decoding large photos smaller', async () => {
    const picture = await renderSyntheticRacePhoto(3, { width: 3200 });
    const photo = await decodePhoto(picture.jpeg, 1600);
    expect(photo).toMatchObject({ width: 1600, scale: 2 });
    const regions = await proposeBibRegions(photo);
    for (const bib of picture.bibs) {
      const halved = {
        left: bib.box.left / 2,
        top: bib.box.top / 2,
        width: bib.box.width / 2,
        height: bib.box.height / 2,
      };
      expect(regions.some((region) => overlaps(region, halved) > 0.6)).toBe(true);
    }
    // EXIF orientation 6 (turned on its side): the decoded copy is upright, portrait.
    const turned = await sharp(picture.jpeg).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    expect(await decodePhoto(turned, 1600)).toMatchObject({ width: 1067, height: 1600, scale: 2 });
  });
});

describe('cropForOcr', () => {
  it('gives the OCR black digits on white, 200 px high plus the border', async () => {
    const picture = await renderSyntheticRacePhoto(2);
    const photo = await decodePhoto(picture.jpeg);
    const [region] = await proposeBibRegions(photo);
    const crop = sharp(await cropForOcr(photo, { ...region!, angle: 0 }));
    const meta = await crop.metadata();
    expect(meta.height).toBe(240);
    const stats = await crop.stats();
    // Only black and white, mostly white (paper), some black (digits).
    const { min, max, mean } = stats.channels[0]!;
    expect([min, max]).toEqual([0, 255]);
    expect(mean).toBeGreaterThan(150);
  });
});

describe('decodePhoto', () => {
  it('refuses bytes that are not an image as an unreadable image', async () => {
    await expect(decodePhoto(Buffer.from('not an image at all'))).rejects.toBeInstanceOf(InvalidImageError);
  });
});
