// The admin's backlog of an event's photo reading (Event.faceSearchBacklog, Event.bibSearchBacklog): photos still to
// be read and the time left at the recent pace, read from the database, so scans written by any worker count.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Event, Photo } from '../../generated/prisma/client.ts';
import { type AdminClient, adminOfNewStudio } from '../../test/admin-client.ts';
import { factories } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const backlog = `query($id: ID!) {
  node(id: $id) {
    ... on Event {
      faceSearchBacklog { waiting photosPerMinute secondsLeft }
      bibSearchBacklog { waiting photosPerMinute secondsLeft }
    }
  }
}`;

describe("the event's indexing backlog", () => {
  let t: TestApp;
  let admin: AdminClient;
  let event: Event;
  const photos: Photo[] = [];

  beforeAll(async () => {
    // No workers: the reading is done here by writing scans, as a worker of another process would.
    t = await createTestApp({}, { workers: false });
    const make = factories(t.db, t.services);
    admin = await adminOfNewStudio(t, make);
    event = await make.event(admin.studio);
    for (let index = 0; index < 5; index++) photos.push(await make.photo(admin.studio, event));
    await t.db.event.update({ where: { id: event.id }, data: { faceSearch: true, bibSearch: true } });
  }, 900_000);
  afterAll(() => t?.close());

  const read = async (client = admin) =>
    (await client.graphql(backlog, { id: encodeGlobalID('Event', event.id) })).data!.node;

  const scan = (photo: Photo, kind: 'FACE' | 'BIB', secondsAgo: number) =>
    t.db.photoSearchScan.create({
      data: {
        photoId: photo.id,
        eventId: event.id,
        kind,
        scannedAt: new Date(Date.now() - secondsAgo * 1000),
      },
    });

  it('counts every unread photo, with no time while nothing was read lately', async () => {
    expect(await read()).toEqual({
      faceSearchBacklog: { waiting: 5, photosPerMinute: null, secondsLeft: null },
      bibSearchBacklog: { waiting: 5, photosPerMinute: null, secondsLeft: null },
    });
  });

  it('estimates the time left from the scans of the last minutes, whoever wrote them', async () => {
    // Two photos read over the last four minutes: 0.5 a minute, so the 3 left take about 6 minutes (the bounds
    // leave room for the seconds a loaded machine takes between these writes and the read).
    await scan(photos[0]!, 'FACE', 240);
    await scan(photos[1]!, 'FACE', 120);
    // Read long ago: outside the window, no pace.
    await scan(photos[0]!, 'BIB', 3600);
    const { faceSearchBacklog, bibSearchBacklog } = await read();
    expect(faceSearchBacklog.waiting).toBe(3);
    expect(faceSearchBacklog.photosPerMinute).toBeGreaterThan(0.45);
    expect(faceSearchBacklog.photosPerMinute).toBeLessThanOrEqual(0.5);
    expect(faceSearchBacklog.secondsLeft).toBeGreaterThanOrEqual(360);
    expect(faceSearchBacklog.secondsLeft).toBeLessThan(400);
    expect(bibSearchBacklog).toEqual({ waiting: 4, photosPerMinute: null, secondsLeft: null });
  });

  it('is empty once every photo was read', async () => {
    for (const photo of photos.slice(2)) await scan(photo, 'FACE', 10);
    expect((await read()).faceSearchBacklog).toEqual({ waiting: 0, photosPerMinute: null, secondsLeft: 0 });
  });

  it("is not shown to another studio's admin", async () => {
    const other = await adminOfNewStudio(t, factories(t.db, t.services));
    expect(await read(other)).toBeNull();
  });
});
