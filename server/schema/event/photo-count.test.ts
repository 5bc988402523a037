// The event's photo counts kept by the database (migration event_photo_counts): the studio's count of every photo
// and customers' count of the ready ones stay equal to counting the rows, through uploads, renders, failures,
// deletions and statements touching many photos at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Event } from '../../generated/prisma/client.ts';
import { renderLandscapeJpeg } from '../../services/images/generated-pictures.ts';
import { deletePhotos } from '../../services/media/photo-deletion.ts';
import { addPhoto } from '../../services/media/photo-ingest.ts';
import { markPhotoFailed, renderPhoto } from '../../services/media/photo-render.ts';
import { type AdminClient, adminOfNewStudio } from '../../test/admin-client.ts';
import { openGallery } from '../../test/customer-client.ts';
import { type Factories, factories } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const adminCount = `query($slug: String!) { studio { event(slug: $slug) { photoCount } } }`;
const customerCount = `query($slug: String!) { gallerySession(eventSlug: $slug) { event { photoCount } } }`;

describe("an event's photo count", () => {
  let t: TestApp;
  let make: Factories;
  let admin: AdminClient;

  // A fresh app takes over a minute on a loaded machine.
  beforeAll(async () => {
    // No workers: an upload stays PROCESSING until the test renders it.
    t = await createTestApp({ READ_CACHE_MB: '0' }, { workers: false });
    make = factories(t.db, t.services);
    admin = await adminOfNewStudio(t, make);
  }, 300_000);
  afterAll(() => t?.close());

  /** What the studio and a customer read, and what counting the rows gives. */
  async function counts(event: Event) {
    const customer = await openGallery(t, admin.host, event.slug);
    const studio = (await admin.graphql(adminCount, { slug: event.slug })).data.studio.event.photoCount;
    const shown = (await customer.graphql(customerCount, { slug: event.slug })).data.gallerySession.event
      .photoCount;
    const all = await t.db.photo.count({ where: { eventId: event.id } });
    const ready = await t.db.photo.count({ where: { eventId: event.id, status: 'READY' } });
    return { studio, customer: shown, rows: { all, ready } };
  }

  const expectCounts = async (event: Event, all: number, ready: number) =>
    expect(await counts(event)).toEqual({ studio: all, customer: ready, rows: { all, ready } });

  it('follows uploads, renders, failures and deletions, event by event', async () => {
    const event = await make.event(admin.studio);
    const other = await make.event(admin.studio);
    await expectCounts(event, 0, 0);
    const studioContext = { db: t.db, services: t.services, studio: admin.studio };
    const upload = async () =>
      addPhoto(studioContext, {
        event,
        content: await renderLandscapeJpeg(320, 240, 7),
        originalName: 'IMG_1.jpg',
      });
    // Uploaded: the studio sees it at once, customers once it is rendered.
    const first = await upload();
    const second = await upload();
    await expectCounts(event, 2, 0);
    await renderPhoto({ db: t.db, services: t.services }, first.id);
    await expectCounts(event, 2, 1);
    await markPhotoFailed(t.db, second.id, 'Arquivo corrompido');
    await expectCounts(event, 2, 1);
    await make.photo(admin.studio, other);
    await make.photo(admin.studio, event);
    await expectCounts(event, 3, 2);
    await expectCounts(other, 1, 1);
    // Rendered again (a new watermark): out of the customers' count until ready again.
    await t.db.photo.update({ where: { id: first.id }, data: { status: 'PROCESSING' } });
    await expectCounts(event, 3, 1);
    await renderPhoto({ db: t.db, services: t.services }, first.id);
    await expectCounts(event, 3, 2);
    await deletePhotos(studioContext, { eventId: event.id, photoIds: [first.id, second.id] });
    await expectCounts(event, 1, 1);
    await expectCounts(other, 1, 1);
  }, 300_000);

  it('follows statements that add, change and remove many photos of several events at once', async () => {
    const a = await make.event(admin.studio);
    const b = await make.event(admin.studio);
    await t.db.$executeRaw`
      INSERT INTO "Photo" (id, "studioId", "eventId", name, "originalName", width, height, status)
      SELECT gen_random_uuid(), ${admin.studio.id}::uuid, CASE WHEN i % 3 = 0 THEN ${b.id}::uuid ELSE ${a.id}::uuid END,
        'p' || i || '.webp', 'IMG_' || i || '.jpg', 600, 400,
        (CASE WHEN i % 2 = 0 THEN 'READY' ELSE 'PROCESSING' END)::"PhotoStatus"
      FROM generate_series(1, 30) i`;
    await expectCounts(a, 20, 10);
    await expectCounts(b, 10, 5);
    // One statement moving photos between events and readying some.
    await t.db.$executeRaw`
      UPDATE "Photo" SET "eventId" = ${b.id}::uuid, status = 'READY'
      WHERE "eventId" = ${a.id}::uuid AND "originalName" IN ('IMG_1.jpg', 'IMG_2.jpg', 'IMG_4.jpg')`;
    await expectCounts(a, 17, 8);
    await expectCounts(b, 13, 8);
    await t.db.photo.updateMany({ where: { eventId: b.id }, data: { status: 'READY' } });
    await expectCounts(b, 13, 13);
    await t.db.photo.deleteMany({
      where: { eventId: { in: [a.id, b.id] }, originalName: { startsWith: 'IMG_1' } },
    });
    const rows = await counts(a);
    await expectCounts(a, rows.rows.all, rows.rows.ready);
    const rowsB = await counts(b);
    await expectCounts(b, rowsB.rows.all, rowsB.rows.ready);
    expect(rows.rows.all + rowsB.rows.all).toBeLessThan(30);
    await t.db.photo.deleteMany({ where: { eventId: { in: [a.id, b.id] } } });
    await expectCounts(a, 0, 0);
    await expectCounts(b, 0, 0);
  }, 300_000);
});
