// bench:gallery, server side: a public event of 5,000 photos (and one of 10, to show the statement count does not
// grow with the photos), with the statistics a running database would have.
import { createEvent } from '../server/services/events/event-changes.ts';
import type { BenchApp } from './lib/bench-app.ts';
import { createBenchStudio, createPhotoRows } from './lib/fixtures.ts';

export interface GallerySetup {
  eventSlug: string;
  photoNames: string[];
  smallEventSlug: string;
  smallPhotoNames: string[];
}

export async function setup(app: BenchApp, args: { photos: number }): Promise<GallerySetup> {
  const studio = await createBenchStudio(app);
  const digitalEvent = async (name: string) => {
    const event = await createEvent(
      { db: app.db, studio },
      { name, deliveryFormat: 'DIGITAL', published: true },
    );
    return app.db.event.update({ where: { id: event.id }, data: { digitalPriceCents: 1250 } });
  };
  const event = await digitalEvent('Formatura 2025');
  const small = await digitalEvent('Ensaio');
  const photoNames = await createPhotoRows(app, studio, event, args.photos);
  const smallPhotoNames = await createPhotoRows(app, studio, small, 10);
  await app.db.$executeRawUnsafe('ANALYZE');
  return { eventSlug: event.slug, photoNames, smallEventSlug: small.slug, smallPhotoNames };
}
