// The order a gallery lists its photos in: the original file names' natural order (IMG_2 before IMG_10), the same
// for the studio and its customers, page after page, whatever order the uploads finished in; or the owner's own.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Event } from '../../generated/prisma/client.ts';
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
