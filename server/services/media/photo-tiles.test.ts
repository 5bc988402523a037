// The grid tile: the whole photo in its shape, rendered with every photo, served like the other public images, handed
// to the gallery through GraphQL only, and made by the backfill job for photos rendered before tiles existed or whose
// tile was the centre square.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Event, Photo, Studio } from '../../generated/prisma/client.ts';
import { enqueueJob } from '../../queue/enqueue.ts';
import { type CustomerClient, openGallery } from '../../test/customer-client.ts';
import { factories } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { photoSizes } from '../images/pipelines.ts';
import { renderMissingTile } from './photo-render.ts';

const TilesQuery = `query ($slug: String!) {
  gallerySession(eventSlug: $slug) {
    event { photos(first: 10) { edges { node { name width height tile { url width height } thumbnail { url } preview { url } } } } }
  }
}`;

interface TileView {
  name: string;
  width: number;
  height: number;
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

  /** The tile a photo of `width` x `height` gets: the whole photo, 360 px on its long side. */
  const tileSize = (view: { width: number; height: number }) =>
    view.width >= view.height
      ? { width: photoSizes.tile, height: Math.round((photoSizes.tile * view.height) / view.width) }
      : { width: Math.round((photoSizes.tile * view.width) / view.height), height: photoSizes.tile };

  it("is rendered with each photo in the photo's own shape, served under /api beside its preview", async () => {
    const views = await gallery();
    expect(views.map(tileSize)).toEqual([
      { width: 360, height: 240 },
      { width: 240, height: 360 },
    ]);
    for (const view of views) {
      expect(view.tile).toMatchObject(tileSize(view));
      // The same file-name stem as the preview (the photo's public name) and the thumbnail.
      expect(view.tile!.url).toBe(view.preview!.url.replace(/\.webp$/, '-grade.webp'));
      const metadata = await served(view.tile!.url);
      expect({ width: metadata.width, height: metadata.height }).toEqual(tileSize(view));
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
    expect(after!.tile).toMatchObject(tileSize(after!));
    expect(after!.tile!.url).toBe(after!.preview!.url.replace(/\.webp$/, '-grade.webp'));
    expect(after!.name).toBe(before!.name);
    await served(after!.tile!.url);
    const restAfter = await customer.rest('GET', `/api/${event.slug}`);
    expect(JSON.stringify(restAfter.body)).toBe(JSON.stringify(restBefore.body));
    expect(JSON.stringify(restAfter.body)).not.toContain('-grade');
    // Nothing left to do: a second pass finds every photo with its tile.
    expect(await renderMissingTile(media(), photos[0]!.id)).toBe('present');
  });

  it('cut before as the centre square, is withheld and cut again whole by the backfill, under a new name', async () => {
    const photo = photos[1]!;
    const [, before] = await gallery();
    // The tile as it was cut before the grid kept shapes: the centre square, 360 px a side.
    const current = await t.db.photoFile.findUniqueOrThrow({
      where: { photoId_variant: { photoId: photo.id, variant: 'TILE' } },
    });
    const square = await sharp((await t.services.storage.read(current.storageKey))!)
      .resize(photoSizes.tile, photoSizes.tile)
      .webp()
      .toBuffer();
    await t.services.storage.put(current.storageKey, square, { contentType: 'image/webp' });
    await t.db.photoFile.update({
      where: { id: current.id },
      data: { width: photoSizes.tile, height: photoSizes.tile, bytes: square.length },
    });
    const [, withheld] = await gallery();
    expect(withheld).toMatchObject({ tile: null, thumbnail: { url: before!.thumbnail!.url } });

    await t.db.$transaction((tx) =>
      enqueueJob(tx, 'photo-tiles-backfill', {}, { singletonKey: 'photo-tiles-backfill' }),
    );
    await t.settle();

    const [, after] = await gallery();
    expect(after!.tile).toMatchObject({ width: 240, height: 360 });
    expect(after!.tile!.url).not.toBe(before!.tile!.url);
    const metadata = await served(after!.tile!.url);
    expect([metadata.width, metadata.height]).toEqual([240, 360]);
    expect((await t.fetch(before!.tile!.url, { host: 'quadros.localhost' })).status).toBe(404);
    expect(await renderMissingTile(media(), photo.id)).toBe('present');
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
      expect(view.tile).toMatchObject(tileSize(view));
      await served(view.tile!.url);
    }
    // The files of the previous render, the backfilled tile among them, are gone.
    const oldUrls = before.flatMap((view) => [view.tile?.url, view.thumbnail?.url, view.preview?.url]);
    for (const url of oldUrls.filter((url) => url !== undefined))
      expect((await t.fetch(url, { host: 'quadros.localhost' })).status).toBe(404);
  });
});
