// Search by race number end to end with the real OCR: the studio turns it on (photos already ready are read by the
// backfill job, new ones once rendered), the admin sees the progress, a customer of the gallery finds the photos by
// the number on a bib, bad input is told in Portuguese, nobody else can search, and turning it off deletes the numbers.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCacheableRead } from '../../cache/cacheable-documents.ts';
import type { Event, Photo } from '../../generated/prisma/client.ts';
import { renderSyntheticRacePhoto, type SyntheticPhoto } from '../../services/find/synthetic-bibs.ts';
import { addPhoto } from '../../services/media/photo-ingest.ts';
import { renderPhoto } from '../../services/media/photo-render.ts';
import { type AdminClient, adminOfNewStudio } from '../../test/admin-client.ts';
import { type CustomerClient, openGallery } from '../../test/customer-client.ts';
import { factories } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { schema } from '../index.ts';

const toggle = `mutation($input: SetEventBibSearchInput!) {
  setEventBibSearch(input: $input) {
    __typename
    ... on Error { message }
    ... on SetEventBibSearchPayload { message event { bibSearch bibSearchProgress { indexed total } } }
  }
}`;

const progress = `query($id: ID!) { node(id: $id) { ... on Event { bibSearch bibSearchProgress { indexed total } } } }`;

const search = `query($slug: String!, $number: String!) {
  gallerySession(eventSlug: $slug) {
    event {
      bibSearch
      searchPhotosByNumber(number: $number) {
        __typename
        ... on Error { message }
        ... on PhotoNumberSearch { number photos { name } }
      }
    }
  }
}`;

describe('search by race number', () => {
  let t: TestApp;
  let admin: AdminClient;
  let event: Event;
  let other: Event;
  let customer: CustomerClient;
  const pictures: SyntheticPhoto[] = [];
  const photos: Photo[] = [];

  async function upload(picture: SyntheticPhoto, render: boolean): Promise<Photo> {
    const context = { db: t.db, services: t.services, studio: admin.studio };
    const photo = await addPhoto(context, {
      event,
      content: picture.jpeg,
      originalName: `corrida-${photos.length}.jpg`,
    });
    if (render) await renderPhoto(context, photo.id);
    return photo;
  }

  async function find(client: CustomerClient, number: string) {
    const result = await client.graphql(search, { slug: client.eventSlug, number });
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    return result.data.gallerySession.event.searchPhotosByNumber;
  }

  async function setOn(enabled: boolean) {
    const result = await admin.graphql(toggle, {
      input: { event: { id: encodeGlobalID('Event', event.id) }, enabled },
    });
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    return result.data.setEventBibSearch;
  }

  beforeAll(async () => {
    t = await createTestApp();
    const make = factories(t.db, t.services);
    admin = await adminOfNewStudio(t, make, { slug: 'corridas' });
    event = await make.event(admin.studio, { name: 'Meia Maratona' });
    other = await make.event(admin.studio, { name: 'Outra Prova' });
    // Seeds whose single bibs the pipeline reads right (deterministic: same pixels, same reading).
    for (const seed of [1, 6]) pictures.push(await renderSyntheticRacePhoto(seed, { bibCount: 1 }));
    photos.push(await upload(pictures[0]!, true));
    customer = await openGallery(t, 'corridas.localhost', event.slug);
  }, 60_000);
  afterAll(() => t.close());

  it('is off by default: no field for customers, no reading', async () => {
    await t.settle();
    expect(await t.db.photoSearchScan.count()).toBe(0);
    const answer = await find(customer, '123');
    expect(answer).toEqual({
      __typename: 'NumberSearchUnavailableError',
      message: 'A busca pelo número não está disponível nesta galeria.',
    });
  });

  it('reads the photos already ready when turned on, and new photos once rendered', async () => {
    const on = await setOn(true);
    expect(on).toMatchObject({
      __typename: 'SetEventBibSearchPayload',
      message: 'Busca pelo número ativada. As fotos estão sendo lidas.',
      event: { bibSearch: true },
    });
    await t.settle();
    photos.push(await upload(pictures[1]!, false));
    await t.settle();
    const read = await admin.graphql(progress, { id: encodeGlobalID('Event', event.id) });
    expect(read.data!.node).toEqual({ bibSearch: true, bibSearchProgress: { indexed: 2, total: 2 } });
    const stored = await t.db.photoBibNumber.findMany({
      where: { eventId: event.id },
      orderBy: { number: 'asc' },
    });
    for (const [index, picture] of pictures.entries()) {
      const row = stored.find((number) => number.photoId === photos[index]!.id);
      expect(row?.number).toBe(picture.bibs[0]!.number);
      expect(row!.confidence).toBeGreaterThan(0.5);
      // The box is in the original's pixels, around the drawn bib.
      const drawn = picture.bibs[0]!.box;
      expect(Math.abs(row!.left + row!.width / 2 - (drawn.left + drawn.width / 2))).toBeLessThan(
        drawn.width / 2,
      );
    }
  }, 60_000);

  it('finds the photos by the number on the bib, best first, and only those', async () => {
    for (const [index, picture] of pictures.entries()) {
      const number = picture.bibs[0]!.number;
      const answer = await find(customer, ` ${number} `);
      expect(answer).toMatchObject({ __typename: 'PhotoNumberSearch', number });
      expect(answer.photos.map((photo: { name: string }) => photo.name)).toEqual([photos[index]!.name]);
    }
    // Only the number itself: its first digits find nothing.
    const first = pictures[0]!.bibs[0]!.number;
    expect(await find(customer, first.slice(0, 2))).toMatchObject({ photos: [] });
    expect(await find(customer, '99999')).toMatchObject({ number: '99999', photos: [] });
  });

  it('tells bad input in Portuguese', async () => {
    for (const typed of ['12a', '', '1234567', '-']) {
      expect(await find(customer, typed)).toEqual({
        __typename: 'InvalidRaceNumberError',
        message: 'Digite o número de peito com até 6 dígitos, só números.',
      });
    }
  });

  it('is never cached, while the switch itself is', () => {
    expect(isCacheableRead(schema, parse(search))).toBe(false);
    expect(
      isCacheableRead(schema, parse('query { gallerySession(eventSlug: "x") { event { bibSearch } } }')),
    ).toBe(true);
  });

  it("answers no one without this gallery's session", async () => {
    const elsewhere = await openGallery(t, 'corridas.localhost', other.slug);
    const byNode = await elsewhere.graphql(
      `query($id: ID!) { node(id: $id) { ... on Event { searchPhotosByNumber(number: "123") { __typename } } } }`,
      { id: encodeGlobalID('Event', event.id) },
    );
    expect(byNode.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    // Another studio's host does not even find the event.
    const make = factories(t.db, t.services);
    await make.studio({ slug: 'outro-estudio' });
    const foreign = await t.graphql(
      search,
      { slug: event.slug, number: '123' },
      {
        host: 'outro-estudio.localhost',
        headers: { Authorization: `Bearer ${customer.accessToken}` },
      },
    );
    expect(foreign.data?.gallerySession ?? null).toBeNull();
    // Progress is the studio's.
    const asCustomer = await customer.graphql(progress, { id: encodeGlobalID('Event', event.id) });
    expect(asCustomer.errors?.[0]?.message).toBeTruthy();
  });

  it("deletes a photo's numbers with it, and the event's when turned off", async () => {
    const context = { db: t.db, services: t.services, studio: admin.studio };
    const { deletePhotos } = await import('../../services/media/photo-deletion.ts');
    await deletePhotos(context, { eventId: event.id, photoIds: [photos[1]!.id] });
    expect(await t.db.photoBibNumber.count({ where: { photoId: photos[1]!.id } })).toBe(0);
    expect(await t.db.photoBibNumber.count({ where: { eventId: event.id } })).toBeGreaterThan(0);

    const off = await setOn(false);
    expect(off).toMatchObject({
      message: 'Busca pelo número desativada. Os números reconhecidos foram apagados.',
      event: { bibSearch: false, bibSearchProgress: { indexed: 0, total: 1 } },
    });
    expect(await t.db.photoBibNumber.count({ where: { eventId: event.id } })).toBe(0);
    expect(await t.db.photoSearchScan.count({ where: { eventId: event.id } })).toBe(0);
    expect((await find(customer, pictures[0]!.bibs[0]!.number)).__typename).toBe(
      'NumberSearchUnavailableError',
    );
  });

  it('does nothing for a photo queued before the search was turned off', async () => {
    const { indexPhotoBibs } = await import('../../services/find/bib-index.ts');
    const { BibReader } = await import('../../services/find/bib-ocr.ts');
    const reader = new BibReader();
    try {
      const outcome = await indexPhotoBibs({ db: t.db, services: t.services, reader }, photos[0]!.id);
      expect(outcome).toBe('skipped');
    } finally {
      await reader.close();
    }
    expect(await t.db.photoBibNumber.count({ where: { eventId: event.id } })).toBe(0);
  });
});
