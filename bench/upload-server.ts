// bench:upload, server side: the studio and its events, the watermark switch, and a count of what was stored.

import { createEvent } from '../server/services/events.ts';
import { removeStudioImage, replaceStudioImage } from '../server/services/media/storefront-images.ts';
import type { BenchApp } from './lib/bench-app.ts';
import { benchStudioSlug } from './lib/bench-app.ts';
import { benchAdmin, createBenchStudio } from './lib/fixtures.ts';

const studioOf = (app: BenchApp) => app.db.studio.findUniqueOrThrow({ where: { slug: benchStudioSlug } });

export async function setup(app: BenchApp) {
  await createBenchStudio(app);
  return benchAdmin;
}

export const commands = {
  async newEvent(app: BenchApp, name: string) {
    const studio = await studioOf(app);
    const event = await createEvent(app.db, { studioId: studio.id, name, deliveryFormat: 'DIGITAL' });
    return event.slug;
  },
  async setWatermark(app: BenchApp, png: Uint8Array) {
    const studio = await studioOf(app);
    const media = { db: app.db, storage: app.services.storage };
    await replaceStudioImage(media, { studio, slot: 'watermark', bytes: png, originalName: 'marca.png' });
    return true;
  },
  async removeWatermark(app: BenchApp) {
    const studio = await studioOf(app);
    return removeStudioImage(
      { db: app.db, storage: app.services.storage },
      { studioId: studio.id, slot: 'watermark' },
    );
  },
  /** Photos of the event with their three files on disk, to check every upload really landed. */
  async storedPhotos(app: BenchApp, eventSlug: string) {
    const photos = await app.db.photo.findMany({
      where: { event: { slug: eventSlug } },
      select: { files: { select: { storageKey: true } } },
    });
    let complete = 0;
    for (const photo of photos) {
      const files = await Promise.all(photo.files.map((file) => app.services.storage.open(file.storageKey)));
      if (files.length === 3 && files.every(Boolean)) complete++;
    }
    return complete;
  },
};
