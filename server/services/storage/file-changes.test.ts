import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Event, Studio } from '../../generated/prisma/client.ts';
import { factories } from '../../test/factories.ts';
import { storedKeys } from '../../test/stored-keys.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { commitFileChange, settleWrites, sweepFileJournal } from './file-changes.ts';

describe('crash-safe file changes', () => {
  let t: TestApp;
  let studio: Studio;
  let event: Event;

  beforeAll(async () => {
    t = await createTestApp();
    const make = factories(t.db, t.services);
    studio = await make.studio();
    event = await make.event(studio);
  });
  afterAll(() => t.close());

  const files = () => storedKeys(t.services.storage);

  it('removes written files when the rows cannot be recorded', async () => {
    const key = `estaticos/estudios/${studio.slug}/teste/falha.webp`;
    await expect(
      commitFileChange(t.db, t.services.storage, {
        written: [key],
        write: () => t.services.storage.put(key, Buffer.from('x')),
        commit: async () => {
          throw new Error('database refused');
        },
      }),
    ).rejects.toThrow('database refused');
    expect(await t.services.storage.read(key)).toBeNull();
    expect(await t.db.storedFileJournal.count()).toBe(0);
  });

  it('sweeps the files of an upload killed after writing them and before its rows', async () => {
    // What a process killed between writing and committing leaves: a journal entry and files without rows.
    const keys = [
      'originais/x/y/morto.jpg',
      `estaticos/estudios/${studio.slug}/eventos/${event.slug}/imagens/morto.webp`,
    ];
    await t.db.storedFileJournal.create({ data: { keys, createdAt: new Date(Date.now() - 3600_000) } });
    for (const key of keys) await t.services.storage.put(key, Buffer.from('orfao'));
    expect(await sweepFileJournal(t.db, t.services.storage)).toBe(2);
    for (const key of keys) expect(await t.services.storage.read(key)).toBeNull();
    expect(await t.db.storedFileJournal.count()).toBe(0);
  });

  it('sweeps the files of a deletion killed after its rows went, and keeps files rows still use', async () => {
    const photo = await factories(t.db, t.services).photo(studio, event);
    const kept = await t.db.photoFile.findMany({ where: { photoId: photo.id } });
    const gone = `estaticos/estudios/${studio.slug}/eventos/${event.slug}/imagens/apagado.webp`;
    await t.services.storage.put(gone, Buffer.from('sem linha'));
    await t.db.storedFileJournal.create({
      data: {
        keys: [gone, ...kept.map((file) => file.storageKey)],
        createdAt: new Date(Date.now() - 3600_000),
      },
    });
    expect(await sweepFileJournal(t.db, t.services.storage)).toBe(1);
    expect(await t.services.storage.read(gone)).toBeNull();
    for (const file of kept) expect(await t.services.storage.read(file.storageKey)).not.toBeNull();
  });

  it('leaves young journal entries alone: their change may still be running', async () => {
    const key = `estaticos/estudios/${studio.slug}/em-andamento.webp`;
    await t.services.storage.put(key, Buffer.from('x'));
    await t.db.storedFileJournal.create({ data: { keys: [key] } });
    expect(await sweepFileJournal(t.db, t.services.storage)).toBe(0);
    expect(await t.services.storage.read(key)).not.toBeNull();
    expect(await files()).toContain(key);
  });
});

describe('settleWrites', () => {
  it('fails with the first error only once every write has finished', async () => {
    let slowFinished = false;
    const slow = new Promise<void>((resolve) =>
      setTimeout(() => {
        slowFinished = true;
        resolve();
      }, 30),
    );
    await expect(settleWrites([Promise.reject(new Error('disco cheio')), slow])).rejects.toThrow(
      'disco cheio',
    );
    expect(slowFinished).toBe(true);
    await expect(settleWrites([Promise.resolve(), slow])).resolves.toBeUndefined();
  });
});
