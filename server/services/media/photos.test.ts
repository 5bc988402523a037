import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlanLimitReachedError, PlanPendingError } from '../../domain/plan.ts';
import { InvalidImageError } from '../../domain/uploads.ts';
import type { Event, Studio } from '../../generated/prisma/client.ts';
import { factories } from '../../test/factories.ts';
import { storedKeys } from '../../test/stored-keys.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { renderApertureMarkPng, renderLandscapeJpeg } from '../images/generated-pictures.ts';
import { deletePhotos } from './photo-deletion.ts';
import { addPhoto } from './photo-ingest.ts';
import { photoFailureReasons, renderPhoto, renderPhotoJob } from './photo-render.ts';

describe('addPhoto and renderPhoto', () => {
  let t: TestApp;
  let studio: Studio;
  let event: Event;
  const media = (target: Studio = studio) => ({ db: t.db, services: t.services, studio: target });
  const add = (bytes: Uint8Array, target: Studio = studio) =>
    addPhoto(media(target), {
      event: target === studio ? event : events.get(target.id)!,
      content: bytes,
      originalName: 'DSC_0001.JPG',
    });
  const events = new Map<string, Event>();

  beforeAll(async () => {
    // The renders are run by hand here, to see each step.
    t = await createTestApp({}, { workers: false });
    const make = factories(t.db, t.services);
    studio = await make.studio();
    event = await make.event(studio, { name: 'Aniversário' });
  });
  afterAll(() => t.close());

  it('keeps the original and queues the render; the render derives the public images under the same name', async () => {
    const bytes = await renderLandscapeJpeg(900, 600, 1);
    const photo = await add(bytes);
    expect(photo).toMatchObject({
      originalName: 'DSC_0001.JPG',
      width: 900,
      height: 600,
      eventId: event.id,
      status: 'PROCESSING',
      failureReason: null,
    });
    expect(await t.db.photoFile.count({ where: { photoId: photo.id } })).toBe(1);
    const [job] = await t.db.$queryRaw<{ state: string }[]>`
      SELECT state::text FROM pgboss.job WHERE name = 'photo-render' AND singleton_key = ${photo.id}`;
    expect(job?.state).toBe('created');

    expect(await renderPhoto(media(), photo.id)).toBe('rendered');
    expect(await renderPhoto(media(), photo.id)).toBe('current');
    const ready = await t.db.photo.findUniqueOrThrow({ where: { id: photo.id } });
    expect(ready).toMatchObject({ status: 'READY', name: photo.name });
    const files = await t.db.photoFile.findMany({
      where: { photoId: photo.id },
      orderBy: { variant: 'asc' },
    });
    expect(files.map((file) => file.variant)).toEqual(['ORIGINAL', 'PREVIEW', 'THUMBNAIL', 'TILE']);
    expect(files[0]).toMatchObject({ bytes: bytes.length, mimeType: 'image/jpeg', width: 900, height: 600 });
    expect(files[0]!.storageKey).toMatch(new RegExp(`^originais/${studio.id}/${event.id}/[0-9a-f]{24}$`));
    expect(files[1]!.storageKey).toBe(
      `estaticos/estudios/${studio.slug}/eventos/${event.slug}/imagens/${photo.name}`,
    );
    expect(files[3]).toMatchObject({ mimeType: 'image/webp', width: 360, height: 240 });
    expect(files[3]!.storageKey).toBe(files[1]!.storageKey.replace(/\.webp$/, '-grade.webp'));
    for (const file of files) expect(await t.services.storage.read(file.storageKey)).not.toBeNull();
    const usage = await t.db.studio.findUniqueOrThrow({ where: { id: studio.id } });
    expect(usage.highResStorageUsedBytes).toBe(BigInt(bytes.length));
  });

  it('refuses what is not an image and stores nothing', async () => {
    const before = await storedKeys(t.services.storage);
    await expect(add(Buffer.from('%PDF-1.4 not a photo'))).rejects.toThrow(InvalidImageError);
    expect(await storedKeys(t.services.storage)).toEqual(before);
  });

  it('refuses a JPEG cut short past its header at once, and leaves no file, row, job or journal entry behind', async () => {
    const whole = await renderLandscapeJpeg(900, 600, 3);
    const before = {
      files: await storedKeys(t.services.storage),
      photos: await t.db.photo.count(),
      journal: await t.db.storedFileJournal.count(),
      usage: (await t.db.studio.findUniqueOrThrow({ where: { id: studio.id } })).highResStorageUsedBytes,
    };
    await expect(add(whole.subarray(0, Math.floor(whole.length / 2)))).rejects.toThrow(InvalidImageError);
    expect({
      files: await storedKeys(t.services.storage),
      photos: await t.db.photo.count(),
      journal: await t.db.storedFileJournal.count(),
      usage: (await t.db.studio.findUniqueOrThrow({ where: { id: studio.id } })).highResStorageUsedBytes,
    }).toEqual(before);
  });

  describe('plan limits', () => {
    let small: Studio;
    let bytes: Buffer;
    beforeAll(async () => {
      bytes = await renderLandscapeJpeg(640, 480, 7);
      const plan = await t.db.plan.create({
        data: { code: 'pequeno', name: 'Pequeno', highResStorageLimitBytes: BigInt(bytes.length * 2) },
      });
      small = await factories(t.db, t.services).studio();
      small = await t.db.studio.update({ where: { id: small.id }, data: { planId: plan.id } });
      events.set(small.id, await factories(t.db, t.services).event(small));
    });

    it('lets exactly as many concurrent uploads through as fit the plan', async () => {
      const before = await storedKeys(t.services.storage);
      const results = await Promise.allSettled([1, 2, 3, 4].map(() => add(bytes, small)));
      const refused = results.filter((result) => result.status === 'rejected');
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(2);
      expect(refused).toHaveLength(2);
      for (const result of refused)
        expect((result as PromiseRejectedResult).reason).toBeInstanceOf(PlanLimitReachedError);
      const usage = await t.db.studio.findUniqueOrThrow({ where: { id: small.id } });
      expect(usage.highResStorageUsedBytes).toBe(BigInt(bytes.length * 2));
      expect(await t.db.photo.count({ where: { studioId: small.id } })).toBe(2);
      // The refused uploads left no file behind: the originals of the 2 photos.
      expect((await storedKeys(t.services.storage)).length).toBe(before.length + 2);
    });

    it('refuses every upload while the plan has pending issues', async () => {
      await t.db.studio.update({ where: { id: small.id }, data: { planStatus: 'PENDING' } });
      await expect(add(bytes, small)).rejects.toThrow(PlanPendingError);
    });
  });

  it("lays the studio's watermark over its previews", async () => {
    const make = factories(t.db, t.services);
    const marked = await make.studio();
    const watermark = await make.image(marked, 'WATERMARK');
    await t.db.studio.update({ where: { id: marked.id }, data: { watermarkId: watermark.id } });
    const bytes = await renderLandscapeJpeg(800, 600, 3);
    const plain = await add(bytes);
    const withMark = await addPhoto(media(marked), {
      event: await make.event(marked),
      content: bytes,
      originalName: 'a.jpg',
    });
    await renderPhoto(media(), plain.id);
    await renderPhoto(media(), withMark.id);
    const preview = async (photoId: string) => {
      const file = await t.db.photoFile.findFirstOrThrow({ where: { photoId, variant: 'PREVIEW' } });
      return t.services.storage.read(file.storageKey);
    };
    expect(Buffer.compare((await preview(plain.id))!, (await preview(withMark.id))!)).not.toBe(0);
    expect(await renderApertureMarkPng(10)).toBeInstanceOf(Buffer);
  });

  describe('a render that cannot succeed', () => {
    /** A PNG whose pixel data is damaged but whose end is there: it passes the upload's checks. */
    async function damagedPng(): Promise<Buffer> {
      const png = await sharp(await renderLandscapeJpeg(300, 200, 5))
        .png()
        .toBuffer();
      const data = png.indexOf(Buffer.from('IDAT'));
      const damaged = Buffer.from(png);
      damaged.fill(0xab, data + 8, data + 400);
      return damaged;
    }
    const usage = async () =>
      (await t.db.studio.findUniqueOrThrow({ where: { id: studio.id } })).highResStorageUsedBytes;

    it('marks a damaged file failed at once, with the reason, and keeps counting its original until deleted', async () => {
      const before = await usage();
      const bytes = await damagedPng();
      const photo = await add(bytes);
      await renderPhotoJob(media(), photo.id, { lastAttempt: false });
      expect(await t.db.photo.findUniqueOrThrow({ where: { id: photo.id } })).toMatchObject({
        status: 'FAILED',
        failureReason: photoFailureReasons.unreadable,
      });
      expect(await usage()).toBe(before + BigInt(bytes.length));
      await deletePhotos(media(), { eventId: event.id, photoIds: [photo.id] });
      expect(await usage()).toBe(before);
    });

    it('fails a photo whose original is gone', async () => {
      const photo = await add(await renderLandscapeJpeg(300, 200, 6));
      const original = await t.db.photoFile.findFirstOrThrow({ where: { photoId: photo.id } });
      await t.services.storage.delete([original.storageKey]);
      await renderPhotoJob(media(), photo.id, { lastAttempt: false });
      expect(await t.db.photo.findUniqueOrThrow({ where: { id: photo.id } })).toMatchObject({
        status: 'FAILED',
        failureReason: photoFailureReasons.originalMissing,
      });
    });

    it('leaves a photo processing while storage trouble is retried, and fails it on the last attempt', async () => {
      const photo = await add(await renderLandscapeJpeg(300, 200, 8));
      const broken = {
        ...media(),
        services: {
          storage: {
            ...t.services.storage,
            localPath: () => Promise.reject(new Error('storage unreachable')),
            read: () => Promise.reject(new Error('storage unreachable')),
          },
        },
      };
      await expect(renderPhotoJob(broken, photo.id, { lastAttempt: false })).rejects.toThrow('unreachable');
      expect((await t.db.photo.findUniqueOrThrow({ where: { id: photo.id } })).status).toBe('PROCESSING');
      await expect(renderPhotoJob(broken, photo.id, { lastAttempt: true })).rejects.toThrow('unreachable');
      expect(await t.db.photo.findUniqueOrThrow({ where: { id: photo.id } })).toMatchObject({
        status: 'FAILED',
        failureReason: photoFailureReasons.gaveUp,
      });
    });

    it('writes nothing that stays when the photo is deleted while it renders', async () => {
      const photo = await add(await renderLandscapeJpeg(300, 200, 9));
      const files = await storedKeys(t.services.storage);
      const racing = {
        ...media(),
        services: {
          storage: {
            ...t.services.storage,
            localPath: async () => null,
            read: async (key: string) => {
              const bytes = await t.services.storage.read(key);
              await deletePhotos(media(), { eventId: event.id, photoIds: [photo.id] });
              return bytes;
            },
          },
        },
      };
      expect(await renderPhoto(racing, photo.id)).toBe('gone');
      // Its original went with the photo, and the preview and thumbnail just written went too.
      expect((await storedKeys(t.services.storage)).length).toBe(files.length - 1);
    });
  });
});
