// bench:web, server side: the demo studio (banners, recent work, About, footer, with their real images) and, in it,
// a public digital gallery of 1,000 photos whose thumbnails and previews are real WebP files on disk.
import sharp from 'sharp';
import { createDemoStudio, demoStudio } from '../server/demo/demo-studio.ts';
import { createEvent } from '../server/services/events.ts';
import { renderLandscapeJpeg } from '../server/services/images/generated-pictures.ts';
import type { BenchApp } from './lib/bench-app.ts';
import { createPhotoRows } from './lib/fixtures.ts';

export interface WebSetup {
  studioSlug: string;
  eventSlug: string;
  photos: number;
}

/** A few distinct pictures at the sizes uploads leave (480x320 thumbnail, 1600x1067 preview), reused in turn. */
async function pictures(count: number) {
  return Promise.all(
    Array.from({ length: count }, async (_, seed) => {
      const jpeg = await renderLandscapeJpeg(1600, 1067, seed + 1);
      const [thumbnail, preview] = await Promise.all([
        sharp(jpeg).resize(480, 320).webp({ quality: 75 }).toBuffer(),
        sharp(jpeg).webp({ quality: 80 }).toBuffer(),
      ]);
      return { thumbnail, preview };
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
  const files = await app.db.photoFile.findMany({
    where: { photo: { eventId: event.id }, variant: { in: ['THUMBNAIL', 'PREVIEW'] } },
    orderBy: { photoId: 'asc' },
    select: { variant: true, storageKey: true },
  });
  const images = await pictures(12);
  for (const [index, file] of files.entries()) {
    const image = images[Math.floor(index / 2) % images.length]!;
    await app.services.storage.put(
      file.storageKey,
      file.variant === 'THUMBNAIL' ? image.thumbnail : image.preview,
    );
  }
  await app.db.$executeRawUnsafe('ANALYZE');
  return { studioSlug: studio.slug, eventSlug: event.slug, photos: args.photos };
}
