import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlanLimitReachedError, PlanPendingError } from '../../domain/plan.ts';
import { InvalidImageError } from '../../domain/uploads.ts';
import type { Event, Studio } from '../../generated/prisma/client.ts';
import { factories } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { renderApertureMarkPng, renderLandscapeJpeg } from '../images/generated-pictures.ts';
import { addPhoto } from './photos.ts';

async function storedFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

describe('addPhoto', () => {
  let t: TestApp;
  let studio: Studio;
  let event: Event;
  let filesRoot: string;
  const add = (bytes: Uint8Array, target: Studio = studio) =>
    addPhoto(
      { db: t.db, storage: t.services.storage },
      { studio: target, event, bytes, originalName: 'DSC_0001.JPG' },
    );

  beforeAll(async () => {
    t = await createTestApp();
    const make = factories(t.db, t.services);
    studio = await make.studio();
    event = await make.event(studio, { name: 'Aniversário' });
    filesRoot = path.join(t.config.dataDir, 'files');
  });
  afterAll(() => t.close());

  it('keeps the original, derives public images and counts the original against the plan', async () => {
    const bytes = await renderLandscapeJpeg(900, 600, 1);
    const photo = await add(bytes);
    expect(photo).toMatchObject({ originalName: 'DSC_0001.JPG', width: 900, height: 600, eventId: event.id });
    const files = await t.db.photoFile.findMany({
      where: { photoId: photo.id },
      orderBy: { variant: 'asc' },
    });
    expect(files.map((file) => file.variant)).toEqual(['ORIGINAL', 'PREVIEW', 'THUMBNAIL']);
    expect(files[0]).toMatchObject({ bytes: bytes.length, mimeType: 'image/jpeg', width: 900, height: 600 });
    expect(files[0]!.storageKey).toMatch(
      new RegExp(`^originais/${studio.id}/${event.id}/[0-9a-f]{24}\\.jpg$`),
    );
    expect(files[1]!.storageKey).toBe(
      `estaticos/estudios/${studio.slug}/eventos/${event.slug}/imagens/${photo.name}`,
    );
    for (const file of files) expect(await t.services.storage.read(file.storageKey)).not.toBeNull();
    const usage = await t.db.studio.findUniqueOrThrow({ where: { id: studio.id } });
    expect(usage.highResStorageUsedBytes).toBe(BigInt(bytes.length));
  });

  it('refuses what is not an image and stores nothing', async () => {
    const before = await storedFiles(filesRoot);
    await expect(add(Buffer.from('%PDF-1.4 not a photo'))).rejects.toThrow(InvalidImageError);
    expect(await storedFiles(filesRoot)).toEqual(before);
  });

  it('refuses a JPEG cut short past its header and leaves no file, row or journal entry behind', async () => {
    const whole = await renderLandscapeJpeg(900, 600, 3);
    const before = {
      files: await storedFiles(filesRoot),
      photos: await t.db.photo.count(),
      journal: await t.db.storedFileJournal.count(),
      usage: (await t.db.studio.findUniqueOrThrow({ where: { id: studio.id } })).highResStorageUsedBytes,
    };
    // The original is written while the preview renders: the failed render must take it away again.
    await expect(add(whole.subarray(0, Math.floor(whole.length / 2)))).rejects.toThrow(InvalidImageError);
    expect({
      files: await storedFiles(filesRoot),
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
    });

    it('lets exactly as many concurrent uploads through as fit the plan', async () => {
      const before = await storedFiles(filesRoot);
      const results = await Promise.allSettled([1, 2, 3, 4].map(() => add(bytes, small)));
      const refused = results.filter((result) => result.status === 'rejected');
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(2);
      expect(refused).toHaveLength(2);
      for (const result of refused)
        expect((result as PromiseRejectedResult).reason).toBeInstanceOf(PlanLimitReachedError);
      const usage = await t.db.studio.findUniqueOrThrow({ where: { id: small.id } });
      expect(usage.highResStorageUsedBytes).toBe(BigInt(bytes.length * 2));
      expect(await t.db.photo.count({ where: { studioId: small.id } })).toBe(2);
      // The refused uploads left no file behind: 3 files for each of the 2 photos.
      expect((await storedFiles(filesRoot)).length).toBe(before.length + 6);
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
    const withMark = await addPhoto(
      { db: t.db, storage: t.services.storage },
      { studio: marked, event: await make.event(marked), bytes, originalName: 'a.jpg' },
    );
    const preview = async (photoId: string) => {
      const file = await t.db.photoFile.findFirstOrThrow({ where: { photoId, variant: 'PREVIEW' } });
      return t.services.storage.read(file.storageKey);
    };
    expect(Buffer.compare((await preview(plain.id))!, (await preview(withMark.id))!)).not.toBe(0);
    expect(await renderApertureMarkPng(10)).toBeInstanceOf(Buffer);
  });
});
