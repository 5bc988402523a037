// The grid tile: rendered with every photo, served like the other public images, handed to the gallery through
// GraphQL only, and made by the backfill job for photos rendered before tiles existed.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Event, Photo, Studio } from '../../generated/prisma/client.ts';
import { enqueueJob } from '../../jobs/enqueue.ts';
import { type CustomerClient, openGallery } from '../../test/customer-client.ts';
import { factories } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { photoSizes } from '../images/pipelines.ts';
import { renderMissingTile } from './photos.ts';

const TilesQuery = `query ($slug: String!) {
  gallerySession(eventSlug: $slug) {
    event { photos(first: 10) { edges { node { name tile { url width height } thumbnail { url } preview { url } } } } }
  }
}`;

interface TileView {
  name: string;
  tile: { url: string; width: number; height: number } | null;
  thumbnail: { url: string } | null;
  preview: { url: string } | null;
}

describe('the grid tile', () => {
  let t: TestApp;
  let studio: Studio;
  let event: Event;
  let photos: Photo[];
  let customer: CustomerClient;
  const media = () => ({ db: t.db, services: t.services });

  beforeAll(async () => {
    t = await createTestApp();
    const make = factories(t.db, t.services);
    studio = await make.studio({ slug: 'quadros' });
    event = await make.event(studio, { name: 'Formatura' });
    photos = [
      await make.photo(studio, event, { width: 900, height: 600 }),
      await make.photo(studio, event, { width: 600, height: 900 }),
    ];
    await t.settle();
    customer = await openGallery(t, 'quadros.localhost', event.slug);
  });
  afterAll(() => t.close());

  async function gallery(): Promise<TileView[]> {
    const { data, errors } = await customer.graphql(TilesQuery, { slug: event.slug });
    expect(errors).toBeUndefined();
    return data.gallerySession.event.photos.edges.map((edge: { node: TileView }) => edge.node);
  }

  async function served(url: string) {
    const response = await t.fetch(url, { host: 'quadros.localhost' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    return sharp(Buffer.from(await response.arrayBuffer())).metadata();
  }

  /** A photo as it was before tiles: its tile row and file gone. */
  async function withoutTile(photo: Photo) {
    const tile = await t.db.photoFile.findUniqueOrThrow({
      where: { photoId_variant: { photoId: photo.id, variant: 'TILE' } },
    });
    await t.db.photoFile.delete({ where: { id: tile.id } });
    await t.services.storage.delete([tile.storageKey]);
    return tile;
  }

  it('is rendered with each photo, square, served under /api beside its preview', async () => {
    const views = await gallery();
    expect(views).toHaveLength(2);
    for (const view of views) {
      expect(view.tile).toMatchObject({ width: photoSizes.tile, height: photoSizes.tile });
      // The same file-name stem as the preview (the photo's public name) and the thumbnail.
      expect(view.tile!.url).toBe(view.preview!.url.replace(/\.webp$/, '-grade.webp'));
      const metadata = await served(view.tile!.url);
      expect([metadata.width, metadata.height]).toEqual([photoSizes.tile, photoSizes.tile]);
      expect(metadata.exif).toBeUndefined();
    }
  });

  it("is cut from the stored preview by the backfill job for a photo rendered before tiles, and REST's answer stays as it was", async () => {
    const restBefore = await customer.rest('GET', `/api/${event.slug}`);
    expect(restBefore.status).toBe(200);
    const old = await withoutTile(photos[0]!);
    const [before] = await gallery();
    // Until then the grid shows the thumbnail.
    expect(before).toMatchObject({ tile: null, thumbnail: { url: expect.any(String) } });
    expect((await t.fetch(`/api/${old.storageKey}`, { host: 'quadros.localhost' })).status).toBe(404);

    // Queued as workers start; run again here through the queue.
    await t.db.$transaction((tx) =>
      enqueueJob(tx, 'photo-tiles-backfill', {}, { singletonKey: 'photo-tiles-backfill' }),
    );
    await t.settle();

    const [after] = await gallery();
    expect(after!.tile).toMatchObject({ width: photoSizes.tile, height: photoSizes.tile });
    expect(after!.tile!.url).toBe(after!.preview!.url.replace(/\.webp$/, '-grade.webp'));
    expect(after!.name).toBe(before!.name);
    await served(after!.tile!.url);
    const restAfter = await customer.rest('GET', `/api/${event.slug}`);
    expect(JSON.stringify(restAfter.body)).toBe(JSON.stringify(restBefore.body));
    expect(JSON.stringify(restAfter.body)).not.toContain('-grade');
    // Nothing left to do: a second pass finds every photo with its tile.
    expect(await renderMissingTile(media(), photos[0]!.id)).toBe('present');
  });

  it('is withheld like the preview while a photo waits for its render with a new watermark, which makes it', async () => {
    const before = await gallery();
    await withoutTile(photos[1]!);
    await t.db.studio.update({ where: { id: studio.id }, data: { watermarkRevision: { increment: 1 } } });
    const waiting = await gallery();
    expect(waiting.every((view) => view.tile === null && view.preview === null)).toBe(true);
    // Not backfilled from a preview about to be replaced: the render brings it.
    expect(await renderMissingTile(media(), photos[1]!.id)).toBe('skipped');
    await t.db.$transaction(async (tx) => {
      for (const photo of photos)
        await enqueueJob(tx, 'photo-render', { photoId: photo.id }, { singletonKey: photo.id });
    });
    await t.settle();
    const rendered = await gallery();
    for (const view of rendered) {
      expect(view.tile).toMatchObject({ width: photoSizes.tile, height: photoSizes.tile });
      await served(view.tile!.url);
    }
    // The files of the previous render, the backfilled tile among them, are gone.
    const oldUrls = before.flatMap((view) => [view.tile?.url, view.thumbnail?.url, view.preview?.url]);
    for (const url of oldUrls.filter((url) => url !== undefined))
      expect((await t.fetch(url, { host: 'quadros.localhost' })).status).toBe(404);
  });
});
