// bench:web, server side: the demo studio (banners, recent work, About, footer, with their real images) and, in it,
// a public digital gallery of 1,000 photos whose public images are real WebP files on disk, rendered by the product's
// own pipeline from a few camera-like pictures, a third of them portraits as in a real event, and a 1,200 px cover.
import sharp from 'sharp';
import { createDemoStudio, demoStudio } from '../server/services/demo/demo-studio.ts';
import { createEvent } from '../server/services/events/event-changes.ts';
import { renderLandscapeJpeg } from '../server/services/images/generated-pictures.ts';
import { renderPhotoVariants } from '../server/services/images/pipelines.ts';
import { setEventCover } from '../server/services/media/storefront-images.ts';
import type { BenchApp } from './lib/bench-app.ts';
import { createPhotoRows } from './lib/fixtures.ts';

export interface WebSetup {
  studioSlug: string;
  eventSlug: string;
  photos: number;
}

/** A byte per pixel of uniform noise from a seed. */
function noise(width: number, height: number, seed: number): Buffer {
  const data = Buffer.alloc(width * height);
  let state = seed >>> 0 || 1;
  for (let index = 0; index < data.length; index++) {
    state = (state * 1664525 + 1013904223) >>> 0;
    data[index] = state >>> 24;
  }
  return data;
}

/**
 * Grain at several scales, laid over a drawn landscape: flat drawings compress far better than photos (a 480 px
 * WebP of 2 KB), which would flatter every byte count. With it a thumbnail is ~17 KB and a 1600 px preview ~340 KB.
 */
async function texture(width: number, height: number, seed: number): Promise<Buffer> {
  const weights = [0, 0.05, 0.3, 1, 1, 1];
  const sum = new Float32Array(width * height);
  for (const [octave, weight] of weights.entries()) {
    if (!weight) continue;
    const scale = 2 ** octave;
    const raw = { width: Math.ceil(width / scale), height: Math.ceil(height / scale), channels: 1 as const };
    const layer = await sharp(noise(raw.width, raw.height, seed * 8 + octave), { raw })
      .resize(width, height, { kernel: 'cubic' })
      .raw()
      .toBuffer();
    for (let index = 0; index < sum.length; index++) sum[index]! += (layer[index]! - 128) * weight;
  }
  const grey = Buffer.alloc(width * height);
  for (let index = 0; index < sum.length; index++)
    grey[index] = Math.max(0, Math.min(255, 128 + sum[index]!));
  return sharp(grey, { raw: { width, height, channels: 1 } })
    .png()
    .toBuffer();
}

/** A few distinct pictures, rendered as uploads are (every public rendition), reused in turn; every third upright. */
async function pictures(count: number) {
  return Promise.all(
    Array.from({ length: count }, async (_, seed) => {
      const landscape = await renderLandscapeJpeg(1600, 1067, seed + 1);
      const camera = await sharp(landscape)
        .composite([{ input: await texture(1600, 1067, seed + 1), blend: 'overlay' }])
        .jpeg({ quality: 90 })
        .toBuffer();
      const portrait = seed % 3 === 2;
      const taken = portrait ? await sharp(camera).rotate(90).jpeg({ quality: 90 }).toBuffer() : camera;
      return { portrait, ...(await renderPhotoVariants(taken)) };
    }),
  );
}

export async function setup(app: BenchApp, args: { photos: number }): Promise<WebSetup> {
  await createDemoStudio(app.db, app.services);
  const studio = await app.db.studio.findUniqueOrThrow({ where: { slug: demoStudio.slug } });
  const created = await createEvent(
    { db: app.db, studio },
    {
      name: 'Formatura Engenharia 2026',
      deliveryFormat: 'DIGITAL',
    },
  );
  const event = await app.db.event.update({ where: { id: created.id }, data: { digitalPriceCents: 1500 } });
  await createPhotoRows(app, studio, event, args.photos);
  const photos = await app.db.photo.findMany({
    where: { eventId: event.id },
    orderBy: { id: 'asc' },
    select: { id: true, files: { select: { variant: true, storageKey: true } } },
  });
  const images = await pictures(12);
  const keyOf = (photo: (typeof photos)[number], variant: 'PREVIEW' | 'THUMBNAIL') =>
    photo.files.find((file) => file.variant === variant)!.storageKey;
  // The grid's tiles, which createPhotoRows (shared with bench:gallery) does not make.
  const tileKey = (photo: (typeof photos)[number]) =>
    keyOf(photo, 'PREVIEW').replace(/\.webp$/, '-grade.webp');
  await app.db.photoFile.createMany({
    data: photos.map((photo, index) => {
      const { tile } = images[index % images.length]!;
      return {
        studioId: studio.id,
        photoId: photo.id,
        variant: 'TILE' as const,
        storageKey: tileKey(photo),
        mimeType: tile.mimeType,
        width: tile.width,
        height: tile.height,
        bytes: tile.data.length,
      };
    }),
  });
  // The rows say what the files are: the portraits' sizes, and each rendition's own size and bytes.
  for (const [picture, image] of images.entries()) {
    const ids = photos.filter((_, index) => index % images.length === picture).map((photo) => photo.id);
    if (image.portrait)
      await app.db.photo.updateMany({ where: { id: { in: ids } }, data: { width: 4000, height: 6000 } });
    for (const [variant, file] of [
      ['PREVIEW', image.preview],
      ['THUMBNAIL', image.thumbnail],
    ] as const)
      await app.db.photoFile.updateMany({
        where: { photoId: { in: ids }, variant },
        data: { width: file.width, height: file.height, bytes: file.data.length },
      });
  }
  for (const [index, photo] of photos.entries()) {
    const image = images[index % images.length]!;
    await app.services.storage.put(keyOf(photo, 'PREVIEW'), image.preview.data);
    await app.services.storage.put(keyOf(photo, 'THUMBNAIL'), image.thumbnail.data);
    await app.services.storage.put(tileKey(photo), image.tile.data);
  }
  // A real cover, as studios set one: a 3:2 camera picture with the photos' grain, through the product's own
  // pipeline (1,200 px WebP), so the header's banner weighs what a real one does.
  const coverPicture = await sharp(await renderLandscapeJpeg(2400, 1600, 99))
    .composite([{ input: await texture(2400, 1600, 99), blend: 'overlay' }])
    .jpeg({ quality: 90 })
    .toBuffer();
  await setEventCover(
    { db: app.db, services: app.services, studio },
    { event, bytes: coverPicture, originalName: 'capa.jpg' },
  );
  await app.db.$executeRawUnsafe('ANALYZE');
  return { studioSlug: studio.slug, eventSlug: event.slug, photos: args.photos };
}
