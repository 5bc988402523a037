import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { storageFor } from './archive-storage.ts';
import { createLocalFileStorage } from './local-storage.ts';

describe('archive storage', () => {
  const folders: string[] = [];
  afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));

  it('sits beside the files by default, and under arquivo/ of the bucket in a colder class on S3', () => {
    expect(loadConfig({ DATA_DIR: '/dados' }).archive).toEqual({ kind: 'local', root: '/dados/arquivo' });
    const s3 = loadConfig({ DATA_DIR: '/dados', STORAGE_URL: 's3://fotos/revela?region=sa-east-1' }).archive;
    expect(s3).toMatchObject({
      kind: 's3',
      bucket: 'fotos',
      prefix: 'revela/arquivo/',
      storageClass: 'STANDARD_IA',
    });
    const own = loadConfig({
      STORAGE_URL: 's3://fotos',
      ARCHIVE_URL: 's3://fotos-frias/x',
      ARCHIVE_STORAGE_CLASS: 'GLACIER_IR',
    }).archive;
    expect(own).toMatchObject({ bucket: 'fotos-frias', prefix: 'x/', storageClass: 'GLACIER_IR' });
  });

  it.each(['GLACIER', 'DEEP_ARCHIVE'])(
    'refuses %s, whose reads need a restore request first',
    (storageClass) => {
      expect(() => loadConfig({ ARCHIVE_STORAGE_CLASS: storageClass })).toThrow(/restore request/);
    },
  );

  it("reads a file from its row's storage, else from the other one, and deletes it from both", async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'revela-archive-'));
    folders.push(root);
    const stores = {
      storage: createLocalFileStorage(path.join(root, 'files')),
      archive: createLocalFileStorage(path.join(root, 'arquivo')),
    };
    await stores.archive.put('originais/a', Buffer.from('arquivada'));
    await stores.storage.put('originais/b', Buffer.from('quente'));
    expect((await storageFor(stores, true).read('originais/a'))?.toString()).toBe('arquivada');
    // Moved since its row was read: still found.
    expect((await storageFor(stores, false).read('originais/a'))?.toString()).toBe('arquivada');
    expect((await storageFor(stores, true).read('originais/b'))?.toString()).toBe('quente');
    await stores.storage.put('originais/a', Buffer.from('arquivada'));
    await storageFor(stores).delete(['originais/a']);
    expect(await stores.storage.open('originais/a')).toBeNull();
    expect(await stores.archive.open('originais/a')).toBeNull();
  });
});
