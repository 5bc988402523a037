// bench:upload, server side: the studio and its events, the watermark switch, and what the worker has rendered.

import { createEvent } from '../server/services/events/event-changes.ts';
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
    const event = await createEvent({ db: app.db, studio }, { name, deliveryFormat: 'DIGITAL' });
    return event.slug;
  },
  async setWatermark(app: BenchApp, png: Uint8Array) {
    const studio = await studioOf(app);
    const asStudio = { db: app.db, services: app.services, studio };
    await replaceStudioImage(asStudio, { slot: 'watermark', bytes: png, originalName: 'marca.png' });
    // The photos of earlier rounds are rendered again in the background: let that finish before measuring.
    await app.services.jobs.settle({ timeoutMs: 600_000 });
    return true;
  },
  async removeWatermark(app: BenchApp) {
    const studio = await studioOf(app);
    await removeStudioImage({ db: app.db, services: app.services, studio }, 'watermark');
    await app.services.jobs.settle({ timeoutMs: 600_000 });
    return true;
  },
  /**
   * The event's photos: how many still wait for their render, and when the render job of each rendered one
   * completed (epoch ms, the database's clock, which is this machine's).
   */
  async renders(app: BenchApp, eventSlug: string) {
    const rows = await app.db.$queryRaw<{ status: string; renderedMs: number | null }[]>`
      SELECT p.status::text,
        (SELECT EXTRACT(epoch FROM max(j.completed_on)) * 1000 FROM pgboss.job j
          WHERE j.name = 'photo-render' AND j.singleton_key = p.id::text AND j.state = 'completed')::float8 AS "renderedMs"
      FROM "Photo" p JOIN "Event" e ON e.id = p."eventId" WHERE e.slug = ${eventSlug}`;
    return {
      processing: rows.filter((row) => row.status === 'PROCESSING').length,
      failed: rows.filter((row) => row.status === 'FAILED').length,
      rendered: rows.filter((row) => row.status === 'READY').map((row) => row.renderedMs),
    };
  },
  /** When each render job of the event was created, started and completed (epoch ms), to see where time goes. */
  async renderJobs(app: BenchApp, eventSlug: string) {
    return app.db.$queryRaw<{ createdMs: number; startedMs: number; completedMs: number }[]>`
      SELECT (EXTRACT(epoch FROM j.created_on) * 1000)::float8 AS "createdMs",
        (EXTRACT(epoch FROM j.started_on) * 1000)::float8 AS "startedMs",
        (EXTRACT(epoch FROM j.completed_on) * 1000)::float8 AS "completedMs"
      FROM pgboss.job j JOIN "Photo" p ON j.singleton_key = p.id::text JOIN "Event" e ON e.id = p."eventId"
      WHERE j.name = 'photo-render' AND e.slug = ${eventSlug} ORDER BY j.started_on`;
  },
  /** Photos of the event with their three files stored, to check every upload really landed. */
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
