// Archiving and restoring an event end to end (folder storage; S3 with TEST_STORAGE=s3): originals byte-identical,
// hot copies gone while archived, paid downloads still served, a killed job resumed, counters, uploads, previews.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { archiveMessages } from '../../domain/event-archive.ts';
import type { Event, Studio } from '../../generated/prisma/client.ts';
import { type AdminClient, adminOfNewStudio } from '../../test/admin-client.ts';
import { factories } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { renderLandscapeJpeg } from '../images/generated-pictures.ts';
import { orderAccessToken } from '../orders/order-access.ts';
import { archiveEventJob, restoreEventJob } from './event-archive.ts';

const archiveEvent = `mutation($input: ArchiveEventInput!) { archiveEvent(input: $input) {
  __typename ... on Error { message } ... on ArchiveEventPayload { message event { archive { status total done } } } } }`;
const restoreEvent = `mutation($input: RestoreEventInput!) { restoreEvent(input: $input) {
  __typename ... on Error { message } ... on RestoreEventPayload { message } } }`;
const archiveState = `query($id: ID!) { node(id: $id) { ... on Event { archive { status archivedAt previewsDropped total done error } } } }`;

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('event archive', () => {
  let t: TestApp;
  let make: ReturnType<typeof factories>;
  let admin: AdminClient;

  beforeAll(async () => {
    t = await createTestApp();
    make = factories(t.db, t.services);
    admin = await adminOfNewStudio(t, make);
  });
  afterAll(() => t?.close());

  async function eventWithPhotos(studio: Studio, count: number) {
    const event = await make.event(studio);
    const photos = [];
    for (let index = 0; index < count; index++) photos.push(await make.photo(studio, event));
    return { event, photos };
  }

  async function originals(event: Event) {
    return t.db.photoFile.findMany({
      where: { variant: 'ORIGINAL', photo: { eventId: event.id } },
      orderBy: { id: 'asc' },
    });
  }

  async function checksums(event: Event, archived: boolean) {
    const storage = archived ? t.services.archive : t.services.storage;
    const files = await originals(event);
    return Object.fromEntries(
      await Promise.all(
        files.map(async (file) => [file.storageKey, sha256((await storage.read(file.storageKey))!)]),
      ),
    );
  }

  async function present(event: Event, archived: boolean) {
    const storage = archived ? t.services.archive : t.services.storage;
    const files = await originals(event);
    return (await Promise.all(files.map((file) => storage.open(file.storageKey)))).filter(Boolean).length;
  }

  const studioBytes = (studio: Studio) =>
    t.db.studio.findUniqueOrThrow({
      where: { id: studio.id },
      select: { highResStorageUsedBytes: true, archivedStorageUsedBytes: true },
    });

  const globalId = (event: Event) => Buffer.from(`Event:${event.id}`).toString('base64');

  it('moves every original to the archive and back byte for byte, moving the storage counters with them', async () => {
    const { event } = await eventWithPhotos(admin.studio, 3);
    const before = await checksums(event, false);
    const used = await studioBytes(admin.studio);
    const total = (await originals(event)).reduce((sum, file) => sum + file.bytes, 0);

    const started = await admin.graphql(archiveEvent, { input: { event: { slug: event.slug } } });
    expect(started.data.archiveEvent).toEqual({
      __typename: 'ArchiveEventPayload',
      message: archiveMessages.archiving,
      event: { archive: { status: 'ARCHIVING', total: 3, done: 0 } },
    });
    await t.settle();

    const archived = await admin.graphql(archiveState, { id: globalId(event) });
    expect(archived.data.node.archive).toMatchObject({ status: 'ARCHIVED', total: 3, done: 3, error: null });
    expect(archived.data.node.archive.archivedAt).toBeTruthy();
    expect(await checksums(event, true)).toEqual(before);
    expect(await present(event, false)).toBe(0);
    expect((await originals(event)).every((file) => file.archived)).toBe(true);
    expect(await studioBytes(admin.studio)).toEqual({
      highResStorageUsedBytes: used.highResStorageUsedBytes - BigInt(total),
      archivedStorageUsedBytes: used.archivedStorageUsedBytes + BigInt(total),
    });

    const again = await admin.graphql(archiveEvent, { input: { event: { slug: event.slug } } });
    expect(again.data.archiveEvent).toEqual({
      __typename: 'EventArchiveError',
      message: archiveMessages.alreadyArchived,
    });

    const restored = await admin.graphql(restoreEvent, { input: { event: { slug: event.slug } } });
    expect(restored.data.restoreEvent.message).toBe(archiveMessages.restoring);
    await t.settle();
    expect((await admin.graphql(archiveState, { id: globalId(event) })).data.node.archive).toMatchObject({
      status: null,
      archivedAt: null,
    });
    expect(await checksums(event, false)).toEqual(before);
    expect(await present(event, true)).toBe(0);
    expect(await studioBytes(admin.studio)).toEqual(used);

    const notArchived = await admin.graphql(restoreEvent, { input: { event: { slug: event.slug } } });
    expect(notArchived.data.restoreEvent).toEqual({
      __typename: 'EventArchiveError',
      message: archiveMessages.notArchived,
    });
  });

  it("serves a paid order's download and the admin's download from the archive", async () => {
    const { event, photos } = await eventWithPhotos(admin.studio, 1);
    const order = await make.order(admin.studio, event, photos[0]!, { digitalDeliveryStatus: 'RELEASED' });
    const [original] = await originals(event);
    const bytes = (await t.services.storage.read(original!.storageKey))!;
    await admin.graphql(archiveEvent, { input: { event: { slug: event.slug } } });
    await t.settle();
    expect(await t.services.storage.open(original!.storageKey)).toBeNull();

    const access = orderAccessToken(t.services.secrets, order.id);
    const download = await t.fetch(
      `/api/${event.slug}/download/${original!.id}?pedido=${order.id}&acesso=${access}`,
      {
        host: admin.host,
      },
    );
    expect(download.status).toBe(200);
    expect(sha256(new Uint8Array(await download.arrayBuffer()))).toBe(sha256(bytes));

    const adminDownload = await admin.rest('GET', `/api/adm/${event.slug}/download/${original!.id}`);
    expect(adminDownload.status).toBe(200);
  });

  it('refuses uploads while archived, and starts nothing for an event without photos', async () => {
    const { event } = await eventWithPhotos(admin.studio, 1);
    await admin.graphql(archiveEvent, { input: { event: { slug: event.slug } } });
    await t.settle();
    const upload = await admin.rest('POST', `/api/adm/${event.slug}/imagem`, {
      bytes: await renderLandscapeJpeg(120, 80, 7),
      headers: { 'X-Nome-Arquivo': 'nova.jpg', 'X-Tipo': 'image/jpeg' },
    });
    expect(upload.body).toEqual({ mensagem: { texto: archiveMessages.uploadRefused } });
    expect(upload.status).toBe(409);

    const empty = await make.event(admin.studio);
    const nothing = await admin.graphql(archiveEvent, { input: { event: { slug: empty.slug } } });
    expect(nothing.data.archiveEvent).toEqual({
      __typename: 'EventArchiveError',
      message: archiveMessages.nothingToArchive,
    });
  });

  it('drops the previews when asked and renders them again, under the same names, on restore', async () => {
    const { event, photos } = await eventWithPhotos(admin.studio, 2);
    const previews = await t.db.photoFile.findMany({
      where: { variant: { not: 'ORIGINAL' }, photo: { eventId: event.id } },
    });
    expect(previews).toHaveLength(6);
    await admin.graphql(archiveEvent, { input: { event: { slug: event.slug }, dropPreviews: true } });
    await t.settle();
    expect(
      (await admin.graphql(archiveState, { id: globalId(event) })).data.node.archive.previewsDropped,
    ).toBe(true);
    expect(
      await t.db.photoFile.count({ where: { variant: { not: 'ORIGINAL' }, photo: { eventId: event.id } } }),
    ).toBe(0);
    for (const file of previews) expect(await t.services.storage.open(file.storageKey)).toBeNull();

    await admin.graphql(restoreEvent, { input: { event: { slug: event.slug } } });
    await t.settle();
    const rendered = await t.db.photoFile.findMany({
      where: { variant: 'PREVIEW', photo: { eventId: event.id } },
    });
    expect(rendered).toHaveLength(2);
    for (const file of rendered) expect(await t.services.storage.open(file.storageKey)).not.toBeNull();
    const names = (await t.db.photo.findMany({ where: { eventId: event.id } }))
      .map((photo) => photo.name)
      .sort();
    expect(names).toEqual(photos.map((photo) => photo.name).sort());
    expect(
      (await admin.graphql(archiveState, { id: globalId(event) })).data.node.archive.previewsDropped,
    ).toBe(false);
  });

  it('finishes a job killed midway without losing or duplicating a file', async () => {
    const paused = await createTestApp({}, { workers: false });
    try {
      const studio = await factories(paused.db, paused.services).studio();
      const event = await factories(paused.db, paused.services).event(studio);
      for (let index = 0; index < 3; index++)
        await factories(paused.db, paused.services).photo(studio, event);
      const files = await paused.db.photoFile.findMany({
        where: { variant: 'ORIGINAL', photo: { eventId: event.id } },
        orderBy: { id: 'asc' },
      });
      const before = await Promise.all(
        files.map(async (file) => sha256((await paused.services.storage.read(file.storageKey))!)),
      );
      await paused.db.event.update({
        where: { id: event.id },
        data: { archiveStatus: 'ARCHIVING', archiveTotal: 3, archiveDone: 1 },
      });

      // The crash: one file copied and flipped whose hot copy was never deleted, one copied but never flipped.
      const [first, second] = files;
      await paused.services.archive.put(
        first!.storageKey,
        (await paused.services.storage.read(first!.storageKey))!,
      );
      await paused.db.photoFile.update({ where: { id: first!.id }, data: { archived: true } });
      await paused.db.studio.update({
        where: { id: studio.id },
        data: {
          highResStorageUsedBytes: { decrement: first!.bytes },
          archivedStorageUsedBytes: { increment: first!.bytes },
        },
      });
      await paused.services.archive.put(
        second!.storageKey,
        (await paused.services.storage.read(second!.storageKey))!,
      );
      // A run that dies on a broken storage records its failure for the owner, then the retry finishes.
      const broken = {
        ...paused.services,
        archive: { ...paused.services.archive, put: () => Promise.reject(new Error('disk full')) },
      };
      await expect(
        archiveEventJob({ db: paused.db, services: broken }, { eventId: event.id, dropPreviews: false }),
      ).rejects.toThrow();
      expect(
        (await paused.db.event.findUniqueOrThrow({ where: { id: event.id } })).archiveError,
      ).toBeTruthy();

      await archiveEventJob(paused, { eventId: event.id, dropPreviews: false });
      const after = await paused.db.event.findUniqueOrThrow({ where: { id: event.id } });
      expect(after).toMatchObject({ archiveStatus: 'ARCHIVED', archiveError: null, archiveDone: 3 });
      for (const [index, file] of files.entries()) {
        expect(await paused.services.storage.open(file.storageKey)).toBeNull();
        expect(sha256((await paused.services.archive.read(file.storageKey))!)).toBe(before[index]);
      }
      const total = files.reduce((sum, file) => sum + file.bytes, 0);
      const counters = await paused.db.studio.findUniqueOrThrow({ where: { id: studio.id } });
      expect(counters.archivedStorageUsedBytes).toBe(BigInt(total));
      expect(counters.highResStorageUsedBytes).toBe(0n);

      // Restore, killed after its first batch was flipped back but before the archive copies were deleted.
      await paused.db.event.update({ where: { id: event.id }, data: { archiveStatus: 'RESTORING' } });
      await restoreEventJob(paused, { eventId: event.id });
      await paused.services.archive.put(
        first!.storageKey,
        (await paused.services.storage.read(first!.storageKey))!,
      );
      await paused.db.event.update({ where: { id: event.id }, data: { archiveStatus: 'RESTORING' } });
      await restoreEventJob(paused, { eventId: event.id });
      for (const [index, file] of files.entries()) {
        expect(await paused.services.archive.open(file.storageKey)).toBeNull();
        expect(sha256((await paused.services.storage.read(file.storageKey))!)).toBe(before[index]);
      }
      const restored = await paused.db.studio.findUniqueOrThrow({ where: { id: studio.id } });
      expect(restored).toMatchObject({
        archivedStorageUsedBytes: 0n,
        highResStorageUsedBytes: BigInt(total),
      });
    } finally {
      await paused.close();
    }
  });

  it("counts archived originals against the plan's limit only when the plan says so", async () => {
    const studio = await make.studio();
    const event = await make.event(studio);
    await make.photo(studio, event);
    const bytes = (await t.db.studio.findUniqueOrThrow({ where: { id: studio.id } })).highResStorageUsedBytes;
    const plan = await t.db.plan.create({
      data: {
        code: `arquivo-${studio.id}`,
        name: 'Pequeno',
        highResStorageLimitBytes: bytes + bytes / 2n,
        maxPhotoBytes: 10_000_000,
        priceMonthlyCents: 0,
        archivedStorageCounts: true,
      },
    });
    await t.db.studio.update({ where: { id: studio.id }, data: { planId: plan.id } });
    await t.db.event.update({ where: { id: event.id }, data: { archiveStatus: 'ARCHIVING' } });
    await archiveEventJob(t, { eventId: event.id, dropPreviews: false });
    const other = await make.event(studio);
    await expect(make.photo(studio, other)).rejects.toThrow('Limite do plano atingido');
    await t.db.plan.update({ where: { id: plan.id }, data: { archivedStorageCounts: false } });
    await expect(make.photo(studio, other)).resolves.toBeTruthy();
  });
});
