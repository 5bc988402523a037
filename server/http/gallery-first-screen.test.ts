// A public gallery's page carries its first screen (the header with the event's <h1>, the cover, the first tiles) in
// the HTML, under the pages' security headers; private galleries, prepaid packages and other pages carry nothing.

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, createApp } from '../app.ts';
import { storedEventDate } from '../domain/event-setup.ts';
import type { Event, Studio } from '../generated/prisma/client.ts';
import { renderLandscapeJpeg } from '../services/images/generated-pictures.ts';
import { setEventCover } from '../services/media/storefront-images.ts';
import { factories } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { firstScreenPhotoCount, galleryPathSlug } from './gallery-first-screen.ts';

const indexHtml =
  '<!doctype html><html lang="pt-BR"><head><meta charset="UTF-8" /><title>Revela</title></head>' +
  '<body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>';

describe('the gallery address of a page', () => {
  it.each([
    ['/formatura-2026', 'formatura-2026'],
    ['/formatura-2026/', 'formatura-2026'],
    ['/corrida%20noturna', 'corrida noturna'],
    ['/', null],
    ['/formatura-2026/carrinho', null],
    ['/politicas.html', null],
    ['/%E0%A4%A', null],
  ])('%s -> %j', (pathname, slug) => {
    expect(galleryPathSlug(pathname)).toBe(slug);
  });
});

/** A stored file's bytes as a browser gets them: from the server, or from the S3 address it redirects to. */
async function storedBytes(response: Response): Promise<Buffer> {
  const location = response.status >= 300 && response.status < 400 ? response.headers.get('location') : null;
  return Buffer.from(await (location ? await fetch(location) : response).arrayBuffer());
}

describe("a public gallery's first screen in its HTML", () => {
  let t: TestApp;
  let app: App;
  let clientDir: string;
  let studio: Studio;
  let open: Event;
  const host = 'primeira.localhost';
  const make = () => factories(t.db, t.services);
  const page = async (pathname: string, headers: Record<string, string> = {}) => {
    const response = await app.fetch(new Request(`http://${host}${pathname}`, { headers }));
    return { response, html: await response.text() };
  };

  beforeAll(async () => {
    t = await createTestApp({}, { workers: false });
    clientDir = await mkdtemp(path.join(os.tmpdir(), 'revela-client-'));
    await writeFile(path.join(clientDir, 'index.html'), indexHtml);
    app = createApp({ db: t.db, config: t.config, services: t.services }, { clientBuildDir: clientDir });
    studio = await make().studio({ slug: 'primeira' });
    const base = await make().event(studio, { name: 'Formatura <Engenharia> & Cia $&', cover: true });
    open = await t.db.event.update({ where: { id: base.id }, data: { digitalPriceCents: 1500 } });
    for (let index = 0; index < firstScreenPhotoCount + 2; index++) await make().photo(studio, open);
  });
  afterAll(async () => {
    await rm(clientDir, { recursive: true, force: true });
    await t.close();
  });

  it('has the header with the escaped <h1>, the cover first, the first tiles and the page title', async () => {
    const { response, html } = await page(`/${open.slug}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(html).toContain('<h1>Formatura &#60;Engenharia&#62; &#38; Cia $&#38;</h1>');
    expect(html).toContain('<title>Formatura &#60;Engenharia&#62; &#38; Cia $&#38; - ');
    expect(html).toContain('a partir de R$ 15,00');
    expect(html).toContain(`${firstScreenPhotoCount + 2} fotos`);
    const cover = await t.db.asset.findUniqueOrThrow({ where: { id: open.coverId! } });
    const coverUrl = `/api/${cover.storageKey}`;
    // Phones fetch the cover's 720 px copy first, wider screens the cover itself; both before any script.
    expect(html).toContain(
      `<link rel="preload" as="image" href="${coverUrl}?largura=720" media="(max-width: 599px)" fetchpriority="high">`,
    );
    expect(html).toContain(
      `<link rel="preload" as="image" href="${coverUrl}" media="not all and (max-width: 599px)" fetchpriority="high">`,
    );
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('<script'));
    expect(html).toContain(`<source media="(max-width: 599px)" srcset="${coverUrl}?largura=720">`);
    expect(html).toMatch(new RegExp(`<img class="fs-cover" src="${coverUrl}"[^>]*alt="Capa do evento"`));
    const tiles = [...html.matchAll(/alt="Foto (\d+) de (\d+)"/g)];
    expect(tiles).toHaveLength(firstScreenPhotoCount);
    expect(tiles[0]!.slice(1)).toEqual(['1', String(firstScreenPhotoCount + 2)]);
    // Each tile's files are the ones the grid is handed, public and watermarked (tile, then thumbnail).
    const firstTiles = await t.db.photoFile.findMany({
      where: { photo: { eventId: open.id }, variant: 'TILE' },
    });
    expect(firstTiles.some((file) => html.includes(`/api/${file.storageKey} `))).toBe(true);
    // The app's root, untouched, comes first: it does not move when the app removes the first screen.
    expect(html.indexOf('<div id="root"></div>')).toBeLessThan(html.indexOf('id="first-screen"'));
    // The pages' policy, unchanged: no inline script was added, only markup and a style.
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self'(?! 'unsafe-inline')/);
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it('goes out compressed for a browser', async () => {
    const { html: plain } = await page(`/${open.slug}`);
    const response = await app.fetch(
      new Request(`http://${host}/${open.slug}`, { headers: { 'Accept-Encoding': 'gzip' } }),
    );
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toContain('Accept-Encoding');
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(plain);
  });

  it('says nothing of a gallery behind a key or a list of people, nor of an unknown address', async () => {
    const secret = await make().event(studio, { name: 'Casamento Secreto', cover: true });
    await make().photo(studio, secret);
    await t.db.event.update({ where: { id: secret.id }, data: { accessKey: 'chave-123' } });
    const listed = await make().event(studio, { name: 'Pacote Fechado' });
    await t.db.event.update({
      where: { id: listed.id },
      data: { mode: 'PREPAID_PACKAGE', packagePhotoCount: 5 },
    });
    for (const pathname of [
      `/${secret.slug}`,
      `/${listed.slug}`,
      '/nao-existe',
      '/',
      `/${open.slug}/carrinho`,
    ]) {
      const { response, html } = await page(pathname);
      expect(response.status, pathname).toBe(200);
      expect(html, pathname).toBe(indexHtml);
    }
  });

  it("says nothing of a draft, and shows the owner's event date once it is published", async () => {
    const draft = await make().event(studio, { name: 'Rascunho de Formatura', cover: true });
    await make().photo(studio, draft);
    await t.db.event.update({
      where: { id: draft.id },
      data: { published: false, eventDate: storedEventDate('2026-03-14') },
    });
    expect((await page(`/${draft.slug}`)).html).toBe(indexHtml);
    await t.db.event.update({ where: { id: draft.id }, data: { published: true } });
    const { html } = await page(`/${draft.slug}`);
    expect(html).toContain('<h1>Rascunho de Formatura</h1>');
    expect(html).toContain('<time datetime="2026-03-14">14 de março de 2026</time>');
  });

  it('draws nothing for another studio at the same address', async () => {
    const other = await make().studio({ slug: 'outra-primeira' });
    expect(other.id).not.toBe(studio.id);
    const response = await app.fetch(new Request(`http://outra-primeira.localhost/${open.slug}`));
    expect(await response.text()).toBe(indexHtml);
  });

  it("serves a cover's 720 px phone copy, made from the stored cover, and nothing else by that address", async () => {
    const event = await make().event(studio, { name: 'Capa Grande' });
    const bytes = await renderLandscapeJpeg(1800, 1200, 7);
    await setEventCover({ db: t.db, services: t.services, studio }, { event, bytes });
    const { coverId } = await t.db.event.findUniqueOrThrow({ where: { id: event.id } });
    const cover = await t.db.asset.findUniqueOrThrow({ where: { id: coverId! } });
    const coverUrl = `/api/${cover.storageKey}`;
    const full = await app.fetch(new Request(`http://${host}${coverUrl}`));
    const fullBytes = await storedBytes(full);
    expect(await sharp(fullBytes).metadata()).toMatchObject({ width: 1200, height: 800 });

    const phone = await app.fetch(new Request(`http://${host}${coverUrl}?largura=720`));
    expect(phone.status).toBe(200);
    expect(phone.headers.get('content-type')).toBe('image/webp');
    expect(phone.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const phoneBytes = Buffer.from(await phone.arrayBuffer());
    expect(await sharp(phoneBytes).metadata()).toMatchObject({ format: 'webp', width: 720, height: 480 });
    expect(phoneBytes.length).toBeLessThan(fullBytes.length / 2);
    const again = await app.fetch(
      new Request(`http://${host}${coverUrl}?largura=720`, {
        headers: { 'If-None-Match': phone.headers.get('etag')! },
      }),
    );
    expect(again.status).toBe(304);

    // Other widths, other files and covers that are gone get what the stored files' route answers.
    const otherWidth = await app.fetch(new Request(`http://${host}${coverUrl}?largura=100`));
    expect(Buffer.compare(await storedBytes(otherWidth), fullBytes)).toBe(0);
    const photo = await t.db.photoFile.findFirstOrThrow({
      where: { photo: { eventId: open.id }, variant: 'PREVIEW' },
    });
    const preview = await app.fetch(new Request(`http://${host}/api/${photo.storageKey}?largura=720`));
    const previewMeta = await sharp(await storedBytes(preview)).metadata();
    expect(previewMeta.width).toBe(photo.width);
    await t.db.event.update({ where: { id: event.id }, data: { coverId: null } });
    await t.db.asset.delete({ where: { id: cover.id } });
    // A cover no event holds any more: no copy is made of it (the stored files' route answers as it would).
    const gone = await app.fetch(new Request(`http://${host}${coverUrl}?largura=720`));
    if (gone.status === 200)
      expect(await sharp(Buffer.from(await gone.arrayBuffer())).metadata()).not.toMatchObject({ width: 720 });
  });
});
