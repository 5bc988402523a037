// The plan is enforced on every path that stores an original (REST raw body, GraphQL multipart, resumable tus at
// creation and at the end): storage for originals, a pending plan, and the largest photo file of the studio's own plan
// (more than the spec's 6 MB where the plan allows it). A refusal leaves no file, no row and the usage unchanged.
import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Event } from '../../generated/prisma/client.ts';
import { type AdminClient, adminOfNewStudio } from '../../test/admin-client.ts';
import { factories } from '../../test/factories.ts';
import { storedKeys } from '../../test/stored-keys.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { renderLandscapeJpeg } from '../images/generated-pictures.ts';

const megabyte = 1024 * 1024;
const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

const UploadMutation = `mutation($input: UploadPhotoInput!) {
  uploadPhoto(input: $input) {
    __typename
    ... on Error { message }
    ... on UploadPhotoPayload { photo { id original { bytes } } }
  }
}`;

/** A real JPEG of about `bytes` (noise compresses badly: its size follows its pixels). */
async function jpegOfAbout(bytes: number): Promise<Buffer> {
  const width = 2000;
  const height = Math.ceil(bytes / (width * 1.25));
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 100 })
    .toBuffer();
}

describe('plan limits on every upload path', () => {
  let t: TestApp;
  let admin: AdminClient;
  let event: Event;
  let photo: Buffer;

  beforeAll(async () => {
    t = await createTestApp();
    const make = factories(t.db, t.services);
    admin = await adminOfNewStudio(t, make);
    event = await make.event(admin.studio, { name: 'Casamento' });
    photo = await renderLandscapeJpeg(1200, 800, 5);
  });
  afterAll(() => t.close());

  /** Puts the studio on a plan made for the test (or a seeded one by code), with `used` bytes already stored. */
  async function onPlan(
    plan: { code: string; limitBytes?: bigint; maxPhotoBytes?: number },
    options: { used?: bigint; status?: 'ACTIVE' | 'PENDING' } = {},
  ) {
    const row = await t.db.plan.upsert({
      where: { code: plan.code },
      create: {
        code: plan.code,
        name: `Plano ${plan.code}`,
        highResStorageLimitBytes: plan.limitBytes ?? 10n * 1_000_000_000n,
        ...(plan.maxPhotoBytes && { maxPhotoBytes: plan.maxPhotoBytes }),
      },
      update: {},
    });
    await t.db.studio.update({
      where: { id: admin.studio.id },
      data: {
        planId: row.id,
        highResStorageUsedBytes: options.used ?? 0n,
        planStatus: options.status ?? 'ACTIVE',
      },
    });
  }

  /** What an upload may leave behind: photos, stored files, the usage, tus scratch copies. */
  async function leftovers() {
    const studio = await t.db.studio.findUniqueOrThrow({ where: { id: admin.studio.id } });
    return {
      photos: await t.db.photo.count({ where: { eventId: event.id } }),
      files: (await storedKeys(t.services.storage)).length,
      used: studio.highResStorageUsedBytes,
      scratch: await readdir(path.join(t.config.dataDir, 'envios')).catch(() => []),
    };
  }

  const rest = (bytes: Uint8Array, name = 'IMG_1.jpg') =>
    admin.rest('POST', `/api/adm/${event.slug}/imagem`, {
      bytes,
      headers: { 'X-Nome-Arquivo': name, 'X-Tipo': 'image/jpeg' },
    });

  const graphql = async (bytes: Uint8Array, name = 'IMG_2.jpg') =>
    (
      await admin.upload(
        UploadMutation,
        { input: { event: { slug: event.slug }, file: null } },
        {
          'input.file': { bytes, name },
        },
      )
    ).data.uploadPhoto;

  const tus = (method: string, pathname: string, headers: Record<string, string>, body?: Uint8Array) =>
    t.fetch(pathname, {
      method,
      host: admin.host,
      headers: { 'Tus-Resumable': '1.0.0', Authorization: `Bearer ${admin.token}`, ...headers },
      body: body ? Buffer.from(body) : undefined,
    });

  const tusCreate = (length: number, name = 'IMG_3.jpg') =>
    tus('POST', '/api/adm/envios', {
      'Upload-Length': String(length),
      'Upload-Metadata': `evento ${base64(event.slug)},filename ${base64(name)},filetype ${base64('image/jpeg')}`,
    });

  const tusSend = (location: string, bytes: Uint8Array) =>
    tus(
      'PATCH',
      location,
      { 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
      bytes,
    );

  async function tusUpload(bytes: Uint8Array, name?: string) {
    const created = await tusCreate(bytes.length, name);
    if (created.status !== 201) return created;
    return tusSend(created.headers.get('location')!, bytes);
  }

  beforeEach(async () => {
    await t.db.photo.deleteMany({ where: { eventId: event.id } });
    await t.services.storage.delete(await storedKeys(t.services.storage));
  });

  describe('storage for originals', () => {
    it('REST: refuses with 403 when the plan has no room, keeping nothing', async () => {
      await onPlan({ code: 'quase-cheio', limitBytes: 1_000_000n }, { used: 1_000_000n - 100n });
      const before = await leftovers();
      const result = await rest(photo);
      expect(result).toMatchObject({
        status: 403,
        body: { mensagem: { texto: 'Limite do plano atingido' } },
      });
      expect(await leftovers()).toEqual(before);
    });

    it('GraphQL: refuses with PlanLimitReachedError, then PlanPendingError, keeping nothing', async () => {
      await onPlan({ code: 'quase-cheio' }, { used: 1_000_000n - 100n });
      const before = await leftovers();
      expect(await graphql(photo)).toEqual({
        __typename: 'PlanLimitReachedError',
        message: 'Limite do plano atingido',
      });
      await onPlan({ code: 'quase-cheio' }, { status: 'PENDING' });
      expect(await graphql(photo)).toEqual({
        __typename: 'PlanPendingError',
        message: 'Pendências no plano. Upload não realizado',
      });
      expect(await leftovers()).toEqual({ ...before, used: 0n });
    });

    it('tus: refuses at creation from the declared Upload-Length, and while the plan is pending', async () => {
      await onPlan({ code: 'quase-cheio' }, { used: 1_000_000n - 100n });
      const full = await tusCreate(photo.length);
      expect(full.status).toBe(403);
      expect(await full.json()).toEqual({ mensagem: { texto: 'Limite do plano atingido' } });
      await onPlan({ code: 'quase-cheio' }, { status: 'PENDING' });
      const pending = await tusCreate(photo.length);
      expect(pending.status).toBe(403);
      expect(await pending.json()).toEqual({
        mensagem: { texto: 'Pendências no plano. Upload não realizado' },
      });
      expect(await leftovers()).toMatchObject({ photos: 0, files: 0, scratch: [] });
    });

    it('tus: checks again at the end, when the room was taken while the file was on its way', async () => {
      await onPlan({ code: 'quase-cheio' }, { used: 1_000_000n - BigInt(photo.length) - 10n });
      const created = await tusCreate(photo.length);
      expect(created.status).toBe(201);
      // Another upload (or another server) fills the plan meanwhile.
      await t.db.studio.update({
        where: { id: admin.studio.id },
        data: { highResStorageUsedBytes: 1_000_000n - 10n },
      });
      const before = await leftovers();
      const finished = await tusSend(created.headers.get('location')!, photo);
      expect(finished.status).toBe(403);
      expect(await finished.json()).toEqual({ mensagem: { texto: 'Limite do plano atingido' } });
      expect(await leftovers()).toEqual({ ...before, scratch: [] });
    });

    it('tus: a plan that became pending while the file was on its way stops it at the end', async () => {
      await onPlan({ code: 'quase-cheio' });
      const created = await tusCreate(photo.length);
      expect(created.status).toBe(201);
      await t.db.studio.update({ where: { id: admin.studio.id }, data: { planStatus: 'PENDING' } });
      const finished = await tusSend(created.headers.get('location')!, photo);
      expect(finished.status).toBe(403);
      expect(await finished.json()).toEqual({
        mensagem: { texto: 'Pendências no plano. Upload não realizado' },
      });
      expect(await leftovers()).toEqual({ photos: 0, files: 0, used: 0n, scratch: [] });
    });
  });

  describe("the largest photo file is the studio's plan's", () => {
    it('refuses a file over the plan’s own limit on every path with 413 naming that limit', async () => {
      await onPlan({ code: 'foto-de-1mb', maxPhotoBytes: megabyte });
      const medium = await jpegOfAbout(1.4 * megabyte);
      expect(medium.length).toBeGreaterThan(megabyte);
      const text = (name: string) =>
        `Erro ao fazer upload da imagem ${name}. Seu tamanho excede o máximo permitido de 1MB`;
      const before = await leftovers();

      expect(await rest(medium, 'a.jpg')).toMatchObject({
        status: 413,
        body: { mensagem: { texto: text('a.jpg') } },
      });
      expect(await graphql(medium, 'b.jpg')).toEqual({
        __typename: 'FileTooLargeError',
        message: text('b.jpg'),
      });
      const created = await tusCreate(medium.length, 'c.jpg');
      expect(created.status).toBe(413);
      expect(await created.json()).toEqual({ mensagem: { texto: text('c.jpg') } });
      expect(await leftovers()).toEqual(before);
    });

    it("keeps the spec's exact 6MB text on the free plan", async () => {
      await onPlan({ code: 'gratuito' });
      const large = Buffer.alloc(6 * megabyte + 1, 7);
      const text = 'Erro ao fazer upload da imagem g.jpg. Seu tamanho excede o máximo permitido de 6MB';
      expect(await rest(large, 'g.jpg')).toMatchObject({ status: 413, body: { mensagem: { texto: text } } });
      expect(await graphql(large, 'g.jpg')).toEqual({ __typename: 'FileTooLargeError', message: text });
      const created = await tusCreate(large.length, 'g.jpg');
      expect(created.status).toBe(413);
      expect(await created.json()).toEqual({ mensagem: { texto: text } });
      expect(await leftovers()).toMatchObject({ photos: 0, files: 0, used: 0n, scratch: [] });
    });

    it('takes a photo over 6 MB on every path when the plan allows 20 MB, and refuses it on the free plan', async () => {
      const large = await jpegOfAbout(7 * megabyte);
      expect(large.length).toBeGreaterThan(6 * megabyte);
      expect(large.length).toBeLessThan(20 * megabyte);

      await onPlan({ code: 'gratuito' });
      expect((await rest(large, 'grande.jpg')).status).toBe(413);

      await onPlan({ code: 'estudio' });
      const viaRest = await rest(large, 'rest.jpg');
      expect(viaRest.status).toBe(201);
      expect(await graphql(large, 'graphql.jpg')).toMatchObject({
        __typename: 'UploadPhotoPayload',
        photo: { original: { bytes: large.length } },
      });
      const viaTus = await tusUpload(large, 'tus.jpg');
      expect(viaTus.status).toBe(200);
      const after = await leftovers();
      expect(after).toMatchObject({ photos: 3, used: BigInt(large.length * 3), scratch: [] });
    });
  });
});
