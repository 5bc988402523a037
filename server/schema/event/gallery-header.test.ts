// The gallery header (cover, name, date, photo count, 'a partir de'), what a visitor without a session may read of a
// private gallery for its key page, and the header's fields read from memory following the studio's changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Event, Studio } from '../../generated/prisma/client.ts';
import { openGallery } from '../../test/customer-client.ts';
import { factories } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const HeaderQuery = `query Header($slug: String!) {
  gallerySession(eventSlug: $slug) {
    event { name createdAt photoCount startingPriceCents cover { url width height } }
  }
}`;

const KeyPageQuery = `query KeyPage($slug: String!) {
  studio { name logo { url } }
  gallery(slug: $slug) { kind event { name cover { url } } }
}`;

describe('the gallery header', () => {
  let t: TestApp;
  let studio: Studio;
  const host = 'cabecalho.localhost';
  const make = () => factories(t.db, t.services);

  beforeAll(async () => {
    t = await createTestApp();
    studio = await make().studio({ slug: 'cabecalho' });
    const logo = await make().image(studio, 'STUDIO_LOGO');
    studio = await t.db.studio.update({ where: { id: studio.id }, data: { logoId: logo.id } });
  });
  afterAll(() => t.close());

  async function gallery(data: Parameters<TestApp['db']['event']['update']>[0]['data'], photos = 0) {
    const base = await make().event(studio, { cover: true });
    const event = await t.db.event.update({ where: { id: base.id }, data });
    for (let index = 0; index < photos; index++) await make().photo(studio, event);
    return event;
  }

  const printedTable = (prices: number[]) => ({
    create: {
      studioId: studio.id,
      items: {
        create: prices.map((priceCents, position) => ({
          studioId: studio.id,
          width: 10 + position,
          height: 15 + position,
          priceCents,
          position,
        })),
      },
    },
  });

  async function header(event: Event) {
    const customer = await openGallery(t, host, event.slug);
    const { data, errors } = await customer.graphql(HeaderQuery, { slug: event.slug });
    expect(errors).toBeUndefined();
    return data.gallerySession.event;
  }

  it('names the event, its date, its cover, how many photos and the lowest price', async () => {
    const event = await gallery({ deliveryFormat: 'DIGITAL', digitalPriceCents: 1250 }, 3);
    const cover = await t.db.asset.findUniqueOrThrow({ where: { id: event.coverId! } });
    expect(await header(event)).toEqual({
      name: event.name,
      createdAt: event.createdAt.toISOString(),
      photoCount: 3,
      startingPriceCents: 1250,
      cover: { url: `/api/${cover.storageKey}`, width: cover.width, height: cover.height },
    });
  });

  it.each([
    ['printed only: the cheapest size', { deliveryFormat: 'PRINTED' as const }, [4500, 1500], 1500],
    [
      'digital and printed: the cheaper of both',
      { deliveryFormat: 'DIGITAL_AND_PRINTED' as const, digitalPriceCents: 900 },
      [1500],
      900,
    ],
    ['digital without a price', { deliveryFormat: 'DIGITAL' as const }, [], null],
    [
      'delivery only',
      { deliveryFormat: 'DIGITAL' as const, mode: 'DELIVERY_ONLY' as const, digitalPriceCents: 900 },
      [],
      null,
    ],
  ])('a partir de: %s', async (_case, settings, prices, expected) => {
    const event = await gallery({ ...settings, ...(prices.length && { priceTable: printedTable(prices) }) });
    expect((await header(event)).startingPriceCents).toBe(expected);
  });

  it("shows a visitor without the key only the studio's logo and the event's name and cover, no photos", async () => {
    const event = await gallery(
      { deliveryFormat: 'DIGITAL', digitalPriceCents: 1000, accessKey: 'turma' },
      2,
    );
    const { data, errors } = await t.graphql(KeyPageQuery, { slug: event.slug }, { host });
    expect(errors).toBeUndefined();
    expect(data).toMatchObject({
      studio: { name: studio.name, logo: { url: expect.stringMatching(/^\/api\/estaticos\/.+\/logos\//) } },
      gallery: { kind: 'PRIVATE', event: { name: event.name, cover: { url: expect.any(String) } } },
    });
    for (const field of ['photoCount', 'photos(first: 1) { edges { node { id } } }']) {
      const refused = await t.graphql(
        `query ($slug: String!) { gallery(slug: $slug) { event { ${field} } } }`,
        { slug: event.slug },
        { host },
      );
      expect(refused.errors?.length, field).toBeGreaterThan(0);
      expect(JSON.stringify(refused.data ?? null)).not.toContain('"node"');
    }
  });

  it('read from memory, follows a price change in the table and a new photo', async () => {
    const event = await gallery({ deliveryFormat: 'PRINTED', priceTable: printedTable([2000, 3000]) }, 1);
    const customer = await openGallery(t, host, event.slug);
    const read = async () =>
      (await customer.graphql(HeaderQuery, { slug: event.slug })).data.gallerySession.event;
    const hits = async () => {
      const { values } = await t.services.metrics.readCache.get();
      return values.find((value) => value.labels.outcome === 'hit')?.value ?? 0;
    };
    expect(await read()).toMatchObject({ startingPriceCents: 2000, photoCount: 1 });
    const before = await hits();
    expect(await read()).toMatchObject({ startingPriceCents: 2000, photoCount: 1 });
    expect(await hits()).toBe(before + 1);

    await t.db.priceTableItem.updateMany({
      where: { priceTable: { eventId: event.id }, priceCents: 3000 },
      data: { priceCents: 1800 },
    });
    expect(await read()).toMatchObject({ startingPriceCents: 1800, photoCount: 1 });
    await make().photo(studio, event);
    expect(await read()).toMatchObject({ startingPriceCents: 1800, photoCount: 2 });
  });
});
