import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { factories } from '../../test/factories.ts';
import { startTestS3Server, type TestS3Server } from '../../test/s3-server.ts';
import { storedKeys } from '../../test/stored-keys.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { FileStorage } from './file-storage.ts';
import { createS3FileStorage } from './s3-storage.ts';

// The S3 storage against a real S3-compatible server, whatever storage the rest of this run uses.
describe('S3-compatible storage', () => {
  let s3: TestS3Server;
  let storage: FileStorage;
  const storageFor = (url: string, publicUrl?: string) => {
    const config = loadConfig({ STORAGE_URL: url, ...(publicUrl && { STORAGE_PUBLIC_URL: publicUrl }) });
    if (config.storage.kind !== 's3') throw new Error('expected s3');
    return createS3FileStorage(config.storage);
  };

  beforeAll(async () => {
    s3 = await startTestS3Server();
    storage = storageFor(s3.storageUrl('unidade'));
  });
  afterAll(() => s3?.close());

  const text = async (stream: ReadableStream<Uint8Array>) =>
    Buffer.from(await new Response(stream).arrayBuffer());

  it('stores, reads, streams, lists and deletes files under its prefix', async () => {
    await storage.put('estaticos/a/um.webp', Buffer.from('um'));
    await storage.put('originais/x/dois.jpg', Buffer.from('dois'), { contentType: 'image/jpeg' });
    expect((await storage.read('estaticos/a/um.webp'))?.toString()).toBe('um');
    expect(await storage.read('estaticos/a/nao-existe.webp')).toBeNull();
    const opened = (await storage.open('originais/x/dois.jpg'))!;
    expect(opened.size).toBe(4);
    expect((await text(opened.stream())).toString()).toBe('dois');
    expect(await storage.open('../fora')).toBeNull();
    expect(await storedKeys(storage)).toEqual(['estaticos/a/um.webp', 'originais/x/dois.jpg']);
    expect(await storedKeys(storage, 'originais')).toEqual(['originais/x/dois.jpg']);

    await storage.deleteFolder('originais/x');
    await storage.delete(['estaticos/a/um.webp', 'estaticos/a/nunca-existiu.webp']);
    expect(await storedKeys(storage)).toEqual([]);
  });

  it('writes a stream as it arrives, with or without its length, byte for byte', async () => {
    const big = randomBytes(12 * 1024 * 1024);
    const chunks = (bytes: Buffer) =>
      Readable.from(
        Array.from({ length: 12 }, (_, index) => bytes.subarray(index * 1048576, (index + 1) * 1048576)),
      );
    await storage.put('originais/grande-sem-tamanho.bin', chunks(big));
    await storage.put('originais/grande-com-tamanho.bin', chunks(big), { contentLength: big.length });
    for (const key of ['originais/grande-sem-tamanho.bin', 'originais/grande-com-tamanho.bin'])
      expect(Buffer.compare((await storage.read(key))!, big)).toBe(0);
    await storage.deleteFolder('originais');
  });

  it('hands out presigned downloads that name the file and stop working when they expire', async () => {
    await storage.put('originais/foto.jpg', Buffer.from('jpeg'), { contentType: 'image/jpeg' });
    // The signature's date is in whole seconds: 1 s of life could be over before the first request is sent.
    const url = (await storage.signedUrl('originais/foto.jpg', {
      expiresInSeconds: 3,
      downloadName: 'Formatura Ana.jpg',
      contentType: 'image/jpeg',
    }))!;
    expect(url).toMatch(new RegExp(`^${s3.endpoint}/`));
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Formatura Ana.jpg"; filename*=UTF-8''Formatura%20Ana.jpg`,
    );
    expect(await response.text()).toBe('jpeg');
    await sleep(3100);
    expect((await fetch(url)).status).toBe(403);
  });

  it('gives a public file one address per hour (cacheable), or the CDN address when there is one', async () => {
    await storage.put('estaticos/logo.webp', Buffer.from('logo'));
    const first = (await storage.publicUrl('estaticos/logo.webp'))!;
    const second = (await storage.publicUrl('estaticos/logo.webp'))!;
    expect(second.url).toBe(first.url);
    expect(first.maxAgeSeconds).toBeGreaterThan(0);
    expect(first.maxAgeSeconds).toBeLessThanOrEqual(3600);
    const served = await fetch(first.url);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await served.text()).toBe('logo');

    const behindCdn = storageFor(s3.storageUrl('unidade'), 'https://cdn.exemplo.com.br/');
    expect(await behindCdn.publicUrl('estaticos/logo.webp')).toEqual({
      url: 'https://cdn.exemplo.com.br/unidade/estaticos/logo.webp',
      maxAgeSeconds: 31_536_000,
    });
  });

  it('says when the bucket cannot be used', async () => {
    await expect(storage.check()).resolves.toBeUndefined();
    const missing = storageFor(s3.storageUrl('x').replace('revela-test', 'balde-que-nao-existe'));
    await expect(missing.check()).rejects.toThrow();
  });

  describe('served by the app', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ STORAGE_URL: s3.storageUrl(`app-${randomBytes(4).toString('hex')}`) });
    });
    afterAll(() => t?.close());

    it('redirects a public image to its storage address, and knows a missing one without asking the bucket', async () => {
      const make = factories(t.db, t.services);
      const studio = await make.studio({ slug: 'demo' });
      const event = await make.event(studio, { cover: true });
      const cover = await t.db.asset.findFirstOrThrow({
        where: { studioId: studio.id, kind: 'EVENT_COVER' },
      });
      const answer = await t.fetch(`/api/${cover.storageKey}`, { redirect: 'manual' });
      expect(answer.status).toBe(302);
      expect(answer.headers.get('location')).toMatch(new RegExp(`^${s3.endpoint}/revela-test/app-`));
      expect(answer.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
      const image = await t.fetch(`/api/${cover.storageKey}`);
      expect(image.headers.get('content-type')).toBe('image/webp');
      expect(
        (
          await t.fetch(`/api/estaticos/estudios/demo/eventos/${event.slug}/capa/outra.webp`, {
            redirect: 'manual',
          })
        ).status,
      ).toBe(404);
    });
  });
});
