// Compression of the API's answers: Brotli or gzip as the client asks, only JSON and text above the threshold, never
// an answer already encoded or a photo, always with Vary: Accept-Encoding; and the same through the whole app.
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factories } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { chooseCoding, compressionThreshold, compressResponse, isCompressibleType } from './compression.ts';

const request = (acceptEncoding?: string, method = 'GET') =>
  new Request('http://localhost/api/x', {
    method,
    headers: acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding },
  });
const json = (size: number, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ texto: 'a'.repeat(Math.max(0, size - 12)) }), {
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });
const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe('which coding a client gets', () => {
  it.each([
    [null, null],
    ['', null],
    ['identity', null],
    ['gzip', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['GZIP ; q=0.8', 'gzip'],
    ['*', 'br'],
    ['*;q=0.1, br;q=0', 'gzip'],
    ['deflate', null],
  ])('Accept-Encoding %j -> %j', (header, coding) => {
    expect(chooseCoding(header)).toBe(coding);
  });

  it.each([
    ['application/json', true],
    ['application/json; charset=utf-8', true],
    ['application/graphql-response+json; charset=utf-8', true],
    ['text/html; charset=utf-8', true],
    ['text/csv; charset=utf-8', false],
    ['text/event-stream', false],
    ['multipart/mixed; boundary="-"', false],
    ['image/webp', false],
    ['application/zip', false],
    [null, false],
  ])('%s compressible: %s', (type, expected) => {
    expect(isCompressibleType(type)).toBe(expected);
  });
});

describe('compressResponse', () => {
  it('gzips a JSON body above the threshold, says it varies, and the bytes come back the same', async () => {
    const original = await json(20_000).text();
    const answer = await compressResponse(request('gzip'), json(20_000, { ETag: '"abc"' }));
    expect(answer.headers.get('content-encoding')).toBe('gzip');
    expect(answer.headers.get('vary')).toBe('Accept-Encoding');
    expect(answer.headers.get('etag')).toBe('W/"abc"');
    const body = await bytesOf(answer);
    expect(Number(answer.headers.get('content-length'))).toBe(body.length);
    expect(body.length).toBeLessThan(original.length / 10);
    expect(gunzipSync(body).toString()).toBe(original);
  });

  it('prefers Brotli when the client takes both', async () => {
    const original = await json(20_000).text();
    const answer = await compressResponse(request('gzip, deflate, br'), json(20_000));
    expect(answer.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(await bytesOf(answer)).toString()).toBe(original);
  });

  it('adds Accept-Encoding to a Vary already there, once', async () => {
    const answer = await compressResponse(request('br'), json(5_000, { Vary: 'Origin' }));
    expect(answer.headers.get('vary')).toBe('Origin, Accept-Encoding');
    const again = await compressResponse(request('br'), json(5_000, { Vary: 'accept-encoding' }));
    expect(again.headers.get('vary')).toBe('accept-encoding');
  });

  it('leaves a small body as it is (with its length), still saying it varies', async () => {
    const small = compressionThreshold - 1;
    const original = await json(small).text();
    const answer = await compressResponse(request('br, gzip'), json(small));
    expect(answer.headers.get('content-encoding')).toBeNull();
    expect(answer.headers.get('vary')).toBe('Accept-Encoding');
    expect(await answer.text()).toBe(original);
    const declared = await compressResponse(
      request('gzip'),
      json(small, { 'Content-Length': String(original.length) }),
    );
    expect(declared.headers.get('content-encoding')).toBeNull();
  });

  it('never compresses again what is already encoded, nor photos, archives, exports or event streams', async () => {
    const gzipped = gzipSync(Buffer.from(await json(20_000).text()));
    const encoded = new Response(gzipped, {
      headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' },
    });
    const passed = await compressResponse(request('br, gzip'), encoded);
    expect(passed.headers.get('content-encoding')).toBe('gzip');
    expect(Buffer.compare(await bytesOf(passed), gzipped)).toBe(0);
    for (const type of ['image/webp', 'image/jpeg', 'application/zip', 'text/csv', 'text/event-stream']) {
      const payload = Buffer.alloc(50_000, 7);
      const answer = await compressResponse(
        request('br, gzip'),
        new Response(payload, { headers: { 'Content-Type': type } }),
      );
      expect(answer.headers.get('content-encoding'), type).toBeNull();
      expect((await bytesOf(answer)).length, type).toBe(payload.length);
    }
  });

  it('sends identity to a client that takes no coding, and never to HEAD or a no-transform answer', async () => {
    for (const accept of [undefined, 'identity', 'gzip;q=0']) {
      const answer = await compressResponse(request(accept), json(20_000));
      expect(answer.headers.get('content-encoding'), accept).toBeNull();
      expect(answer.headers.get('vary'), accept).toBe('Accept-Encoding');
    }
    const head = await compressResponse(request('gzip', 'HEAD'), json(20_000));
    expect(head.headers.get('content-encoding')).toBeNull();
    const untouched = await compressResponse(
      request('gzip'),
      json(20_000, { 'Cache-Control': 'no-store, no-transform' }),
    );
    expect(untouched.headers.get('content-encoding')).toBeNull();
  });
});

describe('the API compressed', () => {
  let t: TestApp;
  let photoPath: string;
  let eventSlug: string;
  const host = 'compacta.localhost';

  beforeAll(async () => {
    t = await createTestApp({}, { workers: false });
    const make = factories(t.db, t.services);
    const studio = await make.studio({ slug: 'compacta' });
    const event = await make.event(studio, { name: 'Corrida Compacta' });
    eventSlug = event.slug;
    const photo = await make.photo(studio, event);
    for (let index = 0; index < 3; index++) await make.photo(studio, event);
    const preview = await t.db.photoFile.findFirstOrThrow({
      where: { photoId: photo.id, variant: 'PREVIEW' },
    });
    photoPath = `/api/${preview.storageKey}`;
  });
  afterAll(() => t.close());

  const graphql = (query: string, acceptEncoding?: string) =>
    t.fetch('/graphql', {
      method: 'POST',
      host,
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        ...(acceptEncoding && { 'Accept-Encoding': acceptEncoding }),
      },
      body: JSON.stringify({ query }),
    });
  const schemaQuery = '{ __schema { types { name description } } }';

  it('answers /graphql in gzip or Brotli as asked, the same JSON as without', async () => {
    const plain = await graphql(schemaQuery);
    expect(plain.headers.get('content-encoding')).toBeNull();
    const text = await plain.text();
    expect(text.length).toBeGreaterThan(compressionThreshold);

    const gzipped = await graphql(schemaQuery, 'gzip');
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gzipped.headers.get('vary')).toContain('Accept-Encoding');
    const gzipBytes = await bytesOf(gzipped);
    expect(gzipBytes.length).toBeLessThan(text.length / 3);
    expect(gunzipSync(gzipBytes).toString()).toBe(text);

    const brotli = await graphql(schemaQuery, 'gzip, deflate, br, zstd');
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(await bytesOf(brotli)).toString()).toBe(text);
  });

  it('leaves a small /graphql answer uncompressed', async () => {
    const small = await graphql('{ __typename }', 'br, gzip');
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toEqual({ data: { __typename: 'Query' } });
  });

  it('compresses the REST JSON answers and passes photos through as they are', async () => {
    const session = await t.rest('GET', `/api/${eventSlug}/galeria-publica/criar-sessao`, { host });
    const authorization = `Bearer ${session.body.accessTokenGaleria}`;
    const plain = await t.fetch(`/api/${eventSlug}`, { host, headers: { Authorization: authorization } });
    const text = await plain.text();
    expect(text.length).toBeGreaterThan(compressionThreshold);
    const gzipped = await t.fetch(`/api/${eventSlug}`, {
      host,
      headers: { Authorization: authorization, 'Accept-Encoding': 'gzip' },
    });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gzipped.headers.get('vary')).toContain('Accept-Encoding');
    expect(JSON.parse(gunzipSync(await bytesOf(gzipped)).toString())).toEqual(JSON.parse(text));

    const photo = await t.fetch(photoPath, { host, headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/webp');
    expect(photo.headers.get('content-encoding')).toBeNull();
    const plainPhoto = await t.fetch(photoPath, { host });
    expect(Buffer.compare(await bytesOf(photo), await bytesOf(plainPhoto))).toBe(0);
  });
});
