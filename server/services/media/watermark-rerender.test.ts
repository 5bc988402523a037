import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Event } from '../../generated/prisma/client.ts';
import { type AdminClient, adminOfNewStudio } from '../../test/admin-client.ts';
import { factories } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { renderApertureMarkPng } from '../images/generated-pictures.ts';

const PhotosQuery = `query {
  node: studio { events(first: 10) { edges { node { slug photos(first: 50) { edges { node { name processing preview { url } thumbnail { url } } } } } } } }
}`;

describe('changing the watermark', () => {
  let t: TestApp;
  let admin: AdminClient;
  let event: Event;

  beforeAll(async () => {
    t = await createTestApp();
    const make = factories(t.db, t.services);
    admin = await adminOfNewStudio(t, make);
    event = await make.event(admin.studio, { name: 'Aniversário' });
    for (let index = 0; index < 3; index++)
      await make.photo(admin.studio, event, { width: 800, height: 600 });
  });
  afterAll(() => t.close());

  async function photos() {
    const { data, errors } = await admin.graphql(PhotosQuery);
    expect(errors).toBeUndefined();
    return data.node.events.edges[0].node.photos.edges.map((edge: { node: unknown }) => edge.node) as {
      name: string;
      processing: boolean;
      preview: { url: string } | null;
    }[];
  }

  it('hides every preview made before the change until it is rendered again with the new watermark', async () => {
    const before = await photos();
    expect(before.every((photo) => !photo.processing && photo.preview)).toBe(true);
    const oldPreviews = await Promise.all(
      before.map(async (photo) => Buffer.from(await (await t.fetch(photo.preview!.url)).arrayBuffer())),
    );

    const saved = await admin.rest('POST', '/api/adm/marca-dagua', {
      bytes: await renderApertureMarkPng(500, '#ff0000'),
      headers: { tipo: 'image/png' },
    });
    expect(saved.status).toBe(200);
    const during = await photos();
    expect(during.every((photo) => photo.processing && photo.preview === null)).toBe(true);

    await t.settle();
    const after = await photos();
    expect(after.every((photo) => !photo.processing && photo.preview)).toBe(true);
    for (const [index, photo] of after.entries()) {
      expect(photo.name).not.toBe(before[index]!.name);
      const fresh = Buffer.from(await (await t.fetch(photo.preview!.url)).arrayBuffer());
      expect(Buffer.compare(fresh, oldPreviews[index]!)).not.toBe(0);
      // The unwatermarked preview is gone from storage, not just from the listing.
      expect((await t.fetch(before[index]!.preview!.url)).status).toBe(404);
    }
  });

  it('renders them again without a watermark when it is removed', async () => {
    const marked = await photos();
    await admin.rest('DELETE', '/api/adm/marca-dagua');
    expect((await photos()).every((photo) => photo.processing)).toBe(true);
    await t.settle();
    const plain = await photos();
    expect(plain.every((photo) => !photo.processing && photo.preview)).toBe(true);
    expect(plain.map((photo) => photo.name)).not.toEqual(marked.map((photo) => photo.name));
  });
});
