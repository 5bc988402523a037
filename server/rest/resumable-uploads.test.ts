import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Event } from '../generated/prisma/client.ts';
import { renderLandscapeJpeg } from '../services/images/generated-pictures.ts';
import { createDatabaseLocker } from '../services/uploads/upload-locker.ts';
import { type AdminClient, adminOfNewStudio } from '../test/admin-client.ts';
import { factories } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

describe('resumable uploads (tus)', () => {
  let t: TestApp;
  let admin: AdminClient;
  let other: AdminClient;
  let event: Event;
  let photo: Buffer;

  beforeAll(async () => {
    t = await createTestApp();
    const make = factories(t.db, t.services);
    admin = await adminOfNewStudio(t, make);
    other = await adminOfNewStudio(t, make);
    event = await make.event(admin.studio, { name: 'Formatura' });
    photo = await renderLandscapeJpeg(1600, 1200, 41);
  });
  afterAll(() => t.close());

  const tus = (
    client: AdminClient | null,
    method: string,
    pathname: string,
    headers: Record<string, string> = {},
    body?: Uint8Array,
  ) =>
    t.fetch(pathname, {
      method,
      host: (client ?? admin).host,
      headers: {
        'Tus-Resumable': '1.0.0',
        ...(client && { Authorization: `Bearer ${client.token}` }),
        ...headers,
      },
      body: body ? Buffer.from(body) : undefined,
    });

  async function create(bytes: Uint8Array, metadata: Record<string, string>, client = admin) {
    const response = await tus(client, 'POST', '/api/adm/envios', {
      'Upload-Length': String(bytes.length),
      'Upload-Metadata': Object.entries(metadata)
        .map(([key, value]) => `${key} ${base64(value)}`)
        .join(','),
    });
    return response;
  }

  const patch = (location: string, offset: number, chunk: Uint8Array, client = admin) =>
    tus(
      client,
      'PATCH',
      location,
      { 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' },
      chunk,
    );

  async function scratchFiles(): Promise<string[]> {
    return readdir(path.join(t.config.dataDir, 'envios')).catch(() => []);
  }

  it('takes a photo in pieces, resumes after a drop at the offset the server kept, and adds it like any upload', async () => {
    const created = await create(photo, {
      evento: event.slug,
      filename: 'DSC_0042.JPG',
      filetype: 'image/jpeg',
    });
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;
    expect(location).toMatch(new RegExp(`^/api/adm/envios/${admin.studio.id}-[0-9a-f]{32}$`));

    const half = Math.floor(photo.length / 2);
    expect((await patch(location, 0, photo.subarray(0, half))).headers.get('upload-offset')).toBe(
      String(half),
    );
    // The connection dropped: the client asks where to continue.
    const head = await tus(admin, 'HEAD', location);
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe(String(half));

    const finished = await patch(location, half, photo.subarray(half));
    expect(finished.status).toBe(200);
    const answer = await finished.json();
    expect(answer).toMatchObject({
      mensagem: { texto: 'Imagem enviada com sucesso' },
      imagem: { nomeOriginal: 'DSC_0042.JPG', largura: 1600, altura: 1200 },
    });
    const row = await t.db.photo.findFirstOrThrow({
      where: { name: answer.imagem.nome },
      include: { files: true },
    });
    expect(row.eventId).toBe(event.id);
    const original = row.files.find((file) => file.variant === 'ORIGINAL')!;
    expect(Buffer.compare((await t.services.storage.read(original.storageKey))!, photo)).toBe(0);
    await t.settle();
    expect((await t.db.photo.findUniqueOrThrow({ where: { id: row.id } })).status).toBe('READY');
    // The scratch copy of the upload is gone: the photo has its own.
    expect(await scratchFiles()).toEqual([]);
  });

  it("does not let another studio's admin see or continue an upload", async () => {
    const created = await create(photo, { evento: event.slug, filename: 'a.jpg', filetype: 'image/jpeg' });
    const location = created.headers.get('location')!;
    const foreign = `/api/adm/envios/${location.split('/').pop()}`;
    expect((await tus(other, 'HEAD', foreign)).status).toBe(404);
    expect((await patch(foreign, 0, photo.subarray(0, 100), other)).status).toBe(404);
    expect((await tus(null, 'HEAD', location)).status).toBe(401);
    expect((await tus(admin, 'GET', location)).status).toBe(405);
    await tus(admin, 'DELETE', location);
  });

  it('refuses with the documented messages and keeps nothing', async () => {
    const photosBefore = await t.db.photo.count();
    const unknown = await create(photo, { evento: 'nao-existe', filename: 'a.jpg', filetype: 'image/jpeg' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ mensagem: { texto: 'Evento não encontrado' } });

    const tooLarge = await tus(admin, 'POST', '/api/adm/envios', {
      'Upload-Length': String(6 * 1024 * 1024 + 1),
      'Upload-Metadata': `evento ${base64(event.slug)},filename ${base64('grande.jpg')}`,
    });
    expect(tooLarge.status).toBe(413);

    const pdf = Buffer.from('%PDF-1.7 not a photo at all');
    const created = await create(pdf, { evento: event.slug, filename: 'doc.jpg', filetype: 'image/jpeg' });
    const refused = await patch(created.headers.get('location')!, 0, pdf);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      mensagem: { texto: 'O arquivo enviado não é uma imagem válida.' },
    });
    expect(await t.db.photo.count()).toBe(photosBefore);
    expect(await scratchFiles()).toEqual([]);
  });

  it('refuses a file the plan has no room for before any byte is sent', async () => {
    const plan = await t.db.plan.create({
      data: { code: 'envio-cheio', name: 'Cheio', highResStorageLimitBytes: 1000n },
    });
    await t.db.studio.update({ where: { id: other.studio.id }, data: { planId: plan.id } });
    const otherEvent = await factories(t.db, t.services).event(other.studio);
    const created = await create(
      photo,
      { evento: otherEvent.slug, filename: 'a.jpg', filetype: 'image/jpeg' },
      other,
    );
    expect(created.status).toBe(403);
    expect(await created.json()).toEqual({ mensagem: { texto: 'Limite do plano atingido' } });
  });
});

describe('the upload lock in the database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { workers: false });
  });
  afterAll(() => t.close());

  it('lets one request hold an upload at a time, and asks the holder to let go when another waits', async () => {
    // Two lockers stand for two servers.
    const first = createDatabaseLocker(t.db).newLock('envio-1');
    const second = createDatabaseLocker(t.db, { acquireTimeoutMs: 5_000 }).newLock('envio-1');
    let released = false;
    await first.lock(new AbortController().signal, async () => {
      released = true;
      await first.unlock();
    });
    const started = Date.now();
    await second.lock(new AbortController().signal, () => {});
    expect(released).toBe(true);
    expect(Date.now() - started).toBeLessThan(5_000);
    await second.unlock();
    expect(await t.db.uploadLock.count()).toBe(0);
  });

  it('gives up waiting when the request is cancelled', async () => {
    const holder = createDatabaseLocker(t.db).newLock('envio-2');
    await holder.lock(new AbortController().signal, () => {});
    const cancelled = new AbortController();
    const waiting = createDatabaseLocker(t.db)
      .newLock('envio-2')
      .lock(cancelled.signal, () => {});
    cancelled.abort();
    await expect(waiting).rejects.toMatchObject({ status_code: 500 });
    await holder.unlock();
  });
});
