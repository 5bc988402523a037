// /favicon.ico: the studio's logo as a small PNG, or Revela's mark; a new logo is a new icon at once.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Studio } from '../generated/prisma/client.ts';
import { createStorefrontImage } from '../services/media/storefront-images.ts';
import { factories } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let studio: Studio;

beforeAll(async () => {
  t = await createTestApp({}, { workers: false });
  studio = await factories(t.db, t.services).studio({ slug: 'icone' });
});
afterAll(() => t.close());

/** A wide logo of one colour: the icon shows it whole, centred, transparent above and below. */
const solidLogo = (r: number, g: number, b: number) =>
  sharp({ create: { width: 300, height: 150, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();

async function setLogo(bytes: Buffer) {
  const asset = await createStorefrontImage(
    { db: t.db, services: t.services, studio },
    { kind: 'STUDIO_LOGO', bytes },
  );
  studio = await t.db.studio.update({ where: { id: studio.id }, data: { logoId: asset.id } });
}

async function icon(host: string, headers: Record<string, string> = {}) {
  const response = await t.fetch('/favicon.ico', { host, headers });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { response, bytes };
}

async function pixel(png: Buffer, x: number, y: number) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * 4;
  return [...data.subarray(at, at + 4)];
}

describe('GET /favicon.ico', () => {
  it("is Revela's mark for a studio without a logo, and for an address that names no studio", async () => {
    for (const host of ['icone.localhost', 'ninguem.localhost']) {
      const { response, bytes } = await icon(host);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(response.headers.get('cache-control')).toBe('public, max-age=300');
      expect(await sharp(bytes).metadata()).toMatchObject({ format: 'png', width: 64, height: 64 });
      // The dark disc with the amber ring.
      expect(await pixel(bytes, 32, 32)).toEqual([0x1f, 0x29, 0x37, 255]);
      const ring = await pixel(bytes, 32, 20);
      expect(ring[0]).toBeGreaterThan(200);
      expect(ring[2]).toBeLessThan(100);
      expect((await pixel(bytes, 0, 0))[3]).toBe(0);
    }
  });

  it("is the studio's logo once it has one, a new icon when the logo changes, 304 while it stands", async () => {
    const before = (await icon('icone.localhost')).response.headers.get('etag');
    await setLogo(await solidLogo(200, 20, 20));
    const red = await icon('icone.localhost');
    expect(red.response.status).toBe(200);
    expect(await sharp(red.bytes).metadata()).toMatchObject({ format: 'png', width: 64, height: 64 });
    expect(red.bytes.length).toBeLessThan(4096);
    const [r, g, b, alpha] = await pixel(red.bytes, 32, 32);
    expect(r).toBeGreaterThan(180);
    expect(g! + b!).toBeLessThan(80);
    expect(alpha).toBe(255);
    expect((await pixel(red.bytes, 32, 4))[3]).toBe(0);
    const etag = red.response.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(etag).not.toBe(before);

    const again = await icon('icone.localhost', { 'If-None-Match': etag! });
    expect(again.response.status).toBe(304);
    expect(again.bytes.length).toBe(0);

    await setLogo(await solidLogo(20, 20, 200));
    const blue = await icon('icone.localhost', { 'If-None-Match': etag! });
    expect(blue.response.status).toBe(200);
    expect(blue.response.headers.get('etag')).not.toBe(etag);
    const [, , blueChannel] = await pixel(blue.bytes, 32, 32);
    expect(blueChannel).toBeGreaterThan(180);

    // Another studio keeps its own icon.
    expect(await pixel((await icon('ninguem.localhost')).bytes, 32, 32)).toEqual([0x1f, 0x29, 0x37, 255]);
  });
});
