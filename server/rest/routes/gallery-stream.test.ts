// GET /api/{urlEvento} lists every photo of the event (spec 001): past one page of photos the answer is streamed,
// page after page, with the same bytes JSON.stringify gives the whole answer; one page is answered (and kept by the
// read cache) whole, as before.
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Event, Studio } from '../../generated/prisma/client.ts';
import { openGallery } from '../../test/customer-client.ts';
import { factories } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('GET /api/{urlEvento} with every photo', () => {
  let t: TestApp;
  let studio: Studio;
  const host = 'maratona.localhost';

  // A fresh app takes over a minute on a loaded machine.
  beforeAll(async () => {
    t = await createTestApp();
    studio = await factories(t.db, t.services).studio({ slug: 'maratona' });
  }, 300_000);
  afterAll(() => t?.close());

  async function readCacheHits() {
    const { values } = await t.services.metrics.readCache.get();
    return values.find((value) => value.labels.outcome === 'hit')?.value ?? 0;
  }

  /** The event's photos in the gallery's order, as the answer lists them. */
  async function expectedImages(event: Event, selected: Set<string>) {
    const photos = await t.db.photo.findMany({
      where: { eventId: event.id, status: 'READY' },
      orderBy: [{ sortKey: 'asc' }, { id: 'asc' }],
      include: { files: { where: { variant: 'ORIGINAL' } } },
    });
    return photos.map((photo) => ({
      _id: photo.id,
      nome: photo.name,
      nomeOriginal: photo.originalName,
      largura: photo.width,
      altura: photo.height,
      selecionado: selected.has(photo.name),
      arquivoAltaResolucao: {
        largura: photo.files[0]!.width,
        altura: photo.files[0]!.height,
        tamanhoArquivoEmByte: photo.files[0]!.bytes,
        urlDownload: null,
      },
    }));
  }

  async function customerOf(event: Event, chosen: string[]) {
    // Sold in digital, so the customer can choose photos.
    await t.db.event.update({
      where: { id: event.id },
      data: { deliveryFormat: 'DIGITAL', digitalPriceCents: 1250 },
    });
    const customer = await openGallery(t, host, event.slug);
    for (const name of chosen) {
      const added = await customer.rest('POST', `/api/${event.slug}/carrinho/adicionar-imagem`, {
        body: { nomeImagem: name },
      });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
    }
    return (encoding?: string) =>
      t.fetch(`/api/${event.slug}`, {
        host,
        headers: {
          Authorization: `Bearer ${customer.accessToken}`,
          ...(encoding && { 'Accept-Encoding': encoding }),
        },
      });
  }

  it('a small event: the whole answer in one piece, the bytes of JSON.stringify, kept by the read cache', async () => {
    const make = factories(t.db, t.services);
    const event = await make.event(studio);
    for (const originalName of ['IMG_10.jpg', 'IMG_2.jpg', 'IMG_1.jpg'])
      await make.photo(studio, event, { originalName });
    const second = (
      await t.db.photo.findFirstOrThrow({ where: { eventId: event.id, originalName: 'IMG_2.jpg' } })
    ).name;
    const get = await customerOf(event, [second]);
    const response = await get();
    expect(response.status).toBe(200);
    const text = await response.text();
    const body = JSON.parse(text);
    expect(text).toBe(JSON.stringify(body));
    expect(body.evento.imagens).toEqual(await expectedImages(event, new Set([second])));
    expect(Object.keys(body)).toEqual([
      '_id',
      'urlEstudio',
      'chavePublicaPagamento',
      'evento',
      'tabelaDimensoes',
      'carrinho',
      'dadosPessoais',
      'enderecoEntrega',
    ]);
    expect(Object.keys(body.evento).at(-1)).toBe('imagens');
    expect(body.carrinho.itens.map((item: { nome: string }) => item.nome)).toEqual([second]);
    const hits = await readCacheHits();
    expect(await (await get()).text()).toBe(text);
    expect(await readCacheHits()).toBe(hits + 1);
  }, 300_000);

  it('an event of more photos than a page: every photo once, in order, streamed, compressed as a stream', async () => {
    const event = await factories(t.db, t.services).event(studio);
    // Past the 10,000 photos one answer used to hold: a first page of 5,000, then pages of 1,000.
    const count = 10_050;
    await t.db.$executeRaw`
      INSERT INTO "Photo" (id, "studioId", "eventId", name, "originalName", width, height, status)
      SELECT gen_random_uuid(), ${studio.id}::uuid, ${event.id}::uuid, 'foto-' || i || '.webp', 'IMG_' || i || '.jpg',
        6000, 4000, (CASE WHEN i % 1000 = 7 THEN 'PROCESSING' ELSE 'READY' END)::"PhotoStatus"
      FROM generate_series(1, ${count}::int) i`;
    await t.db.$executeRaw`
      INSERT INTO "PhotoFile" (id, "studioId", "photoId", variant, "storageKey", "mimeType", width, height, bytes)
      SELECT gen_random_uuid(), p."studioId", p.id, 'ORIGINAL', 'originais/' || p.id, 'image/jpeg', 6000, 4000,
        5000000 + length(p.name)
      FROM "Photo" p WHERE p."eventId" = ${event.id}::uuid`;
    const chosen = ['foto-3.webp', 'foto-10049.webp'];
    const get = await customerOf(event, chosen);
    const response = await get();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const text = await response.text();
    const body = JSON.parse(text);
    expect(text).toBe(JSON.stringify(body));
    const images = await expectedImages(event, new Set(chosen));
    // i % 1000 = 7: 7, 1007 ... 10007 are still rendering.
    expect(images).toHaveLength(count - 11);
    expect(body.evento.imagens).toEqual(images);
    expect(body.carrinho.itens.map((item: { nome: string }) => item.nome).sort()).toEqual([...chosen].sort());
    // Never kept whole: the next read is executed again, and says the same.
    const hits = await readCacheHits();
    expect(await (await get()).text()).toBe(text);
    expect(await readCacheHits()).toBe(hits);
    const gzipped = await get('gzip');
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gzipped.headers.get('content-length')).toBeNull();
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString('utf8')).toBe(text);
  }, 300_000);
});
