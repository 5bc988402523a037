// The order a gallery lists its photos in: the original file names' natural order (IMG_2 before IMG_10), the same
// for the studio and its customers, page after page, whatever order the uploads finished in; or the owner's own.
import { encodeBase64, encodeCursorChunk } from '@pothos/core';
import { encodeGlobalID } from '@pothos/plugin-relay';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Event, Photo } from '../../generated/prisma/client.ts';
import { type AdminClient, adminOfNewStudio } from '../../test/admin-client.ts';
import { openGallery } from '../../test/customer-client.ts';
import { type Factories, factories } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const photoNames = /* GraphQL */ `
  query PhotoOrder($slug: String!, $first: Int!, $after: String) {
    studio {
      event(slug: $slug) {
        photos(first: $first, after: $after) {
          edges { node { originalName } }
          pageInfo { hasNextPage endCursor }
        }
      }
    }
  }
`;

const galleryNames = /* GraphQL */ `
  query GalleryOrder($slug: String!) {
    gallerySession(eventSlug: $slug) {
      event { photos(first: 100) { edges { node { originalName } } } }
    }
  }
`;

describe('photo order', () => {
  let t: TestApp;
  let make: Factories;
  let admin: AdminClient;

  beforeAll(async () => {
    t = await createTestApp();
    make = factories(t.db, t.services);
    admin = await adminOfNewStudio(t, make);
  });
  afterAll(() => t.close());

  /** Every photo of the event as the admin pages through it, `size` at a time. */
  async function adminOrder(event: Event, size: number) {
    const names: string[] = [];
    let after: string | null = null;
    for (;;) {
      const result: { data?: any; errors?: unknown } = await admin.graphql(photoNames, {
        slug: event.slug,
        first: size,
        after,
      });
      expect(result.errors).toBeUndefined();
      const { edges, pageInfo } = result.data.studio.event.photos as {
        edges: { node: { originalName: string } }[];
        pageInfo: { hasNextPage: boolean; endCursor: string };
      };
      names.push(...edges.map((edge) => edge.node.originalName));
      if (!pageInfo.hasNextPage) return names;
      after = pageInfo.endCursor;
    }
  }

  it.each([
    [
      ['IMG_10.jpg', 'IMG_2.jpg', 'IMG_1.jpg', 'IMG_100.jpg', 'IMG_20.jpg'],
      ['IMG_1.jpg', 'IMG_2.jpg', 'IMG_10.jpg', 'IMG_20.jpg', 'IMG_100.jpg'],
    ],
    [
      ['foto 3.JPG', 'Foto-02.jpg', 'foto_1b.jpg', 'foto_1.jpg', 'Ébano.jpg', 'abacate.png'],
      ['abacate.png', 'Ébano.jpg', 'foto_1.jpg', 'foto_1b.jpg', 'Foto-02.jpg', 'foto 3.JPG'],
    ],
    [
      ['DSC_0009.jpg', 'DSC_0010.jpg', '20260102_101500.jpg', '20260101_235959.jpg', 'DSC_0001.jpg'],
      ['20260101_235959.jpg', '20260102_101500.jpg', 'DSC_0001.jpg', 'DSC_0009.jpg', 'DSC_0010.jpg'],
    ],
  ])('uploaded as %j, listed as %j on every page', async (uploaded, listed) => {
    const event = await make.event(admin.studio);
    for (const originalName of uploaded) await make.photo(admin.studio, event, { originalName });
    expect(await adminOrder(event, 100)).toEqual(listed);
    expect(await adminOrder(event, 2)).toEqual(listed);
  });

  it('keeps the upload order between photos of the same name', async () => {
    const event = await make.event(admin.studio);
    const first = await make.photo(admin.studio, event, { originalName: 'IMG_1.jpg' });
    const second = await make.photo(admin.studio, event, { originalName: 'img-1.jpeg' });
    const { data } = await admin.graphql(
      `query($slug: String!) { studio { event(slug: $slug) { photos(first: 10) { edges { node { name } } } } } }`,
      { slug: event.slug },
    );
    expect(data.studio.event.photos.edges.map((edge: { node: { name: string } }) => edge.node.name)).toEqual([
      first.name,
      second.name,
    ]);
  });

  it("a customer's gallery lists a photo uploaded later in its place, not from a stale cached read", async () => {
    const event = await make.event(admin.studio);
    for (const originalName of ['IMG_2.jpg', 'IMG_3.jpg'])
      await make.photo(admin.studio, event, { originalName });
    const customer = await openGallery(t, admin.host, event.slug);
    const read = async () =>
      (await customer.graphql(galleryNames, { slug: event.slug })).data.gallerySession.event.photos.edges.map(
        (edge: { node: { originalName: string } }) => edge.node.originalName,
      );
    const hits = async () =>
      (await t.services.metrics.readCache.get()).values.find((value) => value.labels.outcome === 'hit')
        ?.value ?? 0;
    expect(await read()).toEqual(['IMG_2.jpg', 'IMG_3.jpg']);
    const before = await hits();
    expect(await read()).toEqual(['IMG_2.jpg', 'IMG_3.jpg']);
    // The second read came from memory: the next one is right only because the upload bumped the event's version.
    expect(await hits()).toBe(before + 1);
    await make.photo(admin.studio, event, { originalName: 'IMG_1.jpg' });
    expect(await read()).toEqual(['IMG_1.jpg', 'IMG_2.jpg', 'IMG_3.jpg']);
  });

  it('the owner moves a photo; customers see that order, and photos uploaded later follow the placed ones', async () => {
    const event = await make.event(admin.studio);
    const photos = [];
    for (const originalName of ['IMG_1.jpg', 'IMG_2.jpg', 'IMG_3.jpg'])
      photos.push(await make.photo(admin.studio, event, { originalName }));
    const move = (photoId: string, direction: 'EARLIER' | 'LATER') =>
      admin.graphql(
        `mutation($input: MovePhotoInput!) { movePhoto(input: $input) {
          __typename ... on Error { message } ... on MovePhotoPayload { message } } }`,
        { input: { event: { slug: event.slug }, photo: encodeGlobalID('Photo', photoId), direction } },
      );
    expect((await move(photos[2]!.id, 'EARLIER')).data.movePhoto).toEqual({
      __typename: 'MovePhotoPayload',
      message: 'Ordem das fotos salva',
    });
    expect(await adminOrder(event, 100)).toEqual(['IMG_1.jpg', 'IMG_3.jpg', 'IMG_2.jpg']);
    await move(photos[2]!.id, 'EARLIER');
    // Already first: nothing moves.
    expect((await move(photos[2]!.id, 'EARLIER')).data.movePhoto.__typename).toBe('MovePhotoPayload');
    expect(await adminOrder(event, 2)).toEqual(['IMG_3.jpg', 'IMG_1.jpg', 'IMG_2.jpg']);
    await make.photo(admin.studio, event, { originalName: 'IMG_0.jpg' });
    expect(await adminOrder(event, 100)).toEqual(['IMG_3.jpg', 'IMG_1.jpg', 'IMG_2.jpg', 'IMG_0.jpg']);
    const customer = await openGallery(t, admin.host, event.slug);
    const { data } = await customer.graphql(galleryNames, { slug: event.slug });
    expect(
      data.gallerySession.event.photos.edges.map(
        (edge: { node: { originalName: string } }) => edge.node.originalName,
      ),
    ).toEqual(['IMG_3.jpg', 'IMG_1.jpg', 'IMG_2.jpg', 'IMG_0.jpg']);
  });
});

const pageQuery = /* GraphQL */ `
  query PhotoPages($slug: String!, $first: Int, $after: String, $last: Int, $before: String, $favoritesOnly: Boolean) {
    studio {
      event(slug: $slug) {
        photos(first: $first, after: $after, last: $last, before: $before, favoritesOnly: $favoritesOnly) {
          edges { node { id } }
          pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
        }
      }
    }
  }
`;
const customerPageQuery = /* GraphQL */ `
  query CustomerPhotoPages($slug: String!, $first: Int!, $after: String, $favoritesOnly: Boolean) {
    gallerySession(eventSlug: $slug) {
      event {
        photos(first: $first, after: $after, favoritesOnly: $favoritesOnly) {
          edges { node { id } }
          pageInfo { hasNextPage endCursor }
        }
      }
    }
  }
`;

type Connection = {
  edges: { node: { id: string } }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage?: boolean; startCursor?: string; endCursor: string };
};

/** Every photo id met paging forwards `size` at a time (`read` gives one page's connection). */
async function pageForwards(read: (after: string | null) => Promise<Connection>) {
  const ids: string[] = [];
  let after: string | null = null;
  for (let guard = 0; guard < 100; guard++) {
    const page: Connection = await read(after);
    ids.push(...page.edges.map((edge) => edge.node.id));
    if (!page.pageInfo.hasNextPage) return ids;
    after = page.pageInfo.endCursor;
  }
  throw new Error('paging did not end');
}

describe('keyset pages of an event', () => {
  let t: TestApp;
  let make: Factories;
  let admin: AdminClient;

  // A fresh app takes over a minute on a loaded machine.
  beforeAll(async () => {
    t = await createTestApp();
    make = factories(t.db, t.services);
    admin = await adminOfNewStudio(t, make);
  }, 300_000);
  afterAll(() => t?.close());

  const adminPage = async (variables: Record<string, unknown>) => {
    const result = await admin.graphql(pageQuery, variables);
    expect(result.errors).toBeUndefined();
    return result.data.studio.event.photos as Connection;
  };

  it('pages of any size give every photo once, in order, across equal sort keys and hand-placed photos', async () => {
    const event = await make.event(admin.studio);
    const names = ['IMG_3.jpg', 'IMG_1.jpg', 'img-1.jpeg', 'IMG_1.JPG', 'IMG_2.jpg', 'IMG_1.png', 'foto.jpg'];
    for (const originalName of names) await make.photo(admin.studio, event, { originalName });
    const all = async () => (await adminPage({ slug: event.slug, first: 100 })).edges.map((e) => e.node.id);
    const check = async () => {
      const expected = await all();
      expect(new Set(expected).size).toBe(expected.length);
      for (const first of [1, 2, 3, 5])
        expect(await pageForwards((after) => adminPage({ slug: event.slug, first, after }))).toEqual(
          expected,
        );
      // Backwards from the end, two at a time, gives the same photos.
      const backwards: string[] = [];
      let before: string | undefined;
      for (;;) {
        const page = await adminPage({ slug: event.slug, last: 2, before });
        backwards.unshift(...page.edges.map((edge) => edge.node.id));
        if (!page.pageInfo.hasPreviousPage) break;
        before = page.pageInfo.startCursor;
      }
      expect(backwards).toEqual(expected);
      return expected;
    };
    // Four photos share the sort key 'img011' (IMG_1 in any case or extension): upload order breaks the tie.
    const byName = await check();
    let photos = await t.db.photo.findMany({ where: { eventId: event.id } });
    const named = (id: string) =>
      photos.find((photo) => encodeGlobalID('Photo', photo.id) === id)!.originalName;
    expect(byName.map(named)).toEqual([
      'foto.jpg',
      'IMG_1.jpg',
      'img-1.jpeg',
      'IMG_1.JPG',
      'IMG_1.png',
      'IMG_2.jpg',
      'IMG_3.jpg',
    ]);
    // The owner moves the last photo up: every photo gets a key by position; later uploads follow them.
    await admin.graphql(`mutation($input: MovePhotoInput!) { movePhoto(input: $input) { __typename } }`, {
      input: { event: { slug: event.slug }, photo: byName[6]!, direction: 'EARLIER' },
    });
    for (const originalName of ['IMG_0.jpg', 'IMG_0.jpeg'])
      await make.photo(admin.studio, event, { originalName });
    const placed = await check();
    photos = await t.db.photo.findMany({ where: { eventId: event.id } });
    expect(placed.map(named).slice(0, 7)).toEqual([
      'foto.jpg',
      'IMG_1.jpg',
      'img-1.jpeg',
      'IMG_1.JPG',
      'IMG_1.png',
      'IMG_3.jpg',
      'IMG_2.jpg',
    ]);
    expect(placed).toHaveLength(9);
  }, 300_000);

  it("customers page through the ready photos only, and through their favourites with 'Favoritas'", async () => {
    const event = await make.event(admin.studio);
    const photos: Photo[] = [];
    for (let index = 1; index <= 7; index++)
      photos.push(await make.photo(admin.studio, event, { originalName: `IMG_${index % 3}.jpg` }));
    await t.db.photo.update({ where: { id: photos[3]!.id }, data: { status: 'PROCESSING' } });
    const customer = await openGallery(t, admin.host, event.slug);
    const customerPage = (favoritesOnly: boolean, first: number) => async (after: string | null) => {
      const result = await customer.graphql(customerPageQuery, {
        slug: event.slug,
        first,
        after,
        favoritesOnly,
      });
      expect(result.errors).toBeUndefined();
      return result.data.gallerySession.event.photos as Connection;
    };
    const everyPhoto = (await adminPage({ slug: event.slug, first: 100 })).edges.map((edge) => edge.node.id);
    const ready = everyPhoto.filter((id) => id !== encodeGlobalID('Photo', photos[3]!.id));
    expect(ready).toHaveLength(6);
    for (const first of [1, 2, 4]) expect(await pageForwards(customerPage(false, first))).toEqual(ready);
    const hearts = [photos[6]!, photos[0]!, photos[3]!, photos[4]!];
    for (const photo of hearts) {
      const result = await customer.graphql(
        `mutation($input: FavoritePhotoInput!) { addFavoritePhoto(input: $input) { __typename } }`,
        { input: { photo: { id: encodeGlobalID('Photo', photo.id) } } },
      );
      expect(result.errors).toBeUndefined();
    }
    // The favourite not ready (photos[3]) is left out, the others come in the gallery's order.
    const favourites = ready.filter((id) =>
      [photos[6]!, photos[0]!, photos[4]!].some((photo) => encodeGlobalID('Photo', photo.id) === id),
    );
    for (const first of [1, 2, 5]) expect(await pageForwards(customerPage(true, first))).toEqual(favourites);
  }, 300_000);

  it('a page deep in the event reads the rows of that page only (one index range from the cursor)', async () => {
    const event = await make.event(admin.studio);
    await t.db.$executeRaw`
      INSERT INTO "Photo" (id, "studioId", "eventId", name, "originalName", width, height, status)
      SELECT gen_random_uuid(), ${admin.studio.id}::uuid, ${event.id}::uuid, 'p' || i || '.webp',
        'IMG_' || (i / 2) || '.jpg', 6000, 4000, 'READY'
      FROM generate_series(1, 600) i`;
    await t.db.$executeRawUnsafe('ANALYZE "Photo"');
    const ordered = await t.db.photo.findMany({
      where: { eventId: event.id },
      orderBy: [{ sortKey: 'asc' }, { id: 'asc' }],
      select: { id: true },
    });
    const cursor = encodeBase64(`GPC:${encodeCursorChunk(ordered[500]!.id)}`);
    const statements = await capturedStatements(async () => {
      const page = await adminPage({ slug: event.slug, first: 5, after: cursor });
      expect(page.edges.map((edge) => edge.node.id)).toEqual(
        ordered.slice(501, 506).map((photo) => encodeGlobalID('Photo', photo.id)),
      );
    });
    // Planned as on a large table (no sequential scan, no sort): what each statement reading photos in order reads.
    const client = new pg.Client({ connectionString: t.databaseUrl });
    await client.connect();
    try {
      await client.query('SET enable_seqscan = off');
      await client.query('SET enable_bitmapscan = off');
      const read: number[] = [];
      for (const { text, values } of statements.filter((s) =>
        /FROM "public"\."Photo"|FROM "Photo"/.test(s.text),
      )) {
        if (!/ORDER BY/.test(text) || !/LIMIT/.test(text)) continue;
        const { rows } = await client.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${text}`, values);
        read.push(photoRowsRead(rows[0]['QUERY PLAN'][0].Plan));
      }
      expect(read.length).toBeGreaterThan(0);
      // At most the page, the row past it (hasNextPage) and the cursor's own row; never the 500 before it.
      for (const rows of read) expect(rows).toBeLessThanOrEqual(8);
    } finally {
      await client.end();
    }
  }, 300_000);
});

/** The SQL statements (and their values) sent while `run` runs. */
async function capturedStatements(run: () => Promise<void>) {
  const sent: { text: string; values: unknown[] }[] = [];
  const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function capture(this: pg.Client, ...args: unknown[]) {
    const first = args[0] as string | { text: string; values?: unknown[] };
    if (typeof first === 'string') sent.push({ text: first, values: (args[1] as unknown[]) ?? [] });
    else if (first?.text) sent.push({ text: first.text, values: first.values ?? [] });
    return original.apply(this, args);
  } as typeof pg.Client.prototype.query;
  try {
    await run();
  } finally {
    pg.Client.prototype.query = original as typeof pg.Client.prototype.query;
  }
  return sent;
}

interface PlanNode {
  'Relation Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
}

/** Rows the plan's scans of "Photo" read: those they returned and those their filters dropped. */
function photoRowsRead(node: PlanNode): number {
  const own =
    node['Relation Name'] === 'Photo'
      ? (node['Actual Rows'] + (node['Rows Removed by Filter'] ?? 0)) * node['Actual Loops']
      : 0;
  return own + (node.Plans ?? []).reduce((sum, child) => sum + photoRowsRead(child), 0);
}
