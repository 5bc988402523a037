import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedKeys } from '../../test/stored-keys.ts';
import { createLocalFileStorage } from './local-storage.ts';

describe('local folder storage', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'revela-local-'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('writes streams whole or not at all, and lists what it keeps', async () => {
    const storage = createLocalFileStorage(root);
    await storage.put('estaticos/a.webp', Readable.from([Buffer.from('um '), Buffer.from('dois')]));
    expect((await storage.read('estaticos/a.webp'))?.toString()).toBe('um dois');
    const failing = new Readable({
      read() {
        this.destroy(new Error('conexão caiu'));
      },
    });
    await expect(storage.put('estaticos/b.webp', failing)).rejects.toThrow('conexão caiu');
    expect(await storedKeys(storage)).toEqual(['estaticos/a.webp']);
  });

  it('sweeps the temporary files a killed process left, once they are old enough', async () => {
    const storage = createLocalFileStorage(root);
    const folder = path.join(root, 'originais', 'x');
    await mkdir(folder, { recursive: true });
    const old = path.join(folder, 'foto.jpg.4242.1795575933237.tmp');
    const recent = path.join(folder, 'outra.jpg.4242.1795575933999.9f3a.tmp');
    await writeFile(old, 'meio arquivo');
    await writeFile(recent, 'meio arquivo');
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    await utimes(old, twoHoursAgo, twoHoursAgo);
    await writeFile(path.join(folder, 'nao-e-sobra.tmp'), 'de outro dono');

    expect(await storage.sweepScraps(3_600_000)).toBe(1);
    const keys = await storedKeys(storage, 'originais');
    expect(keys).not.toContain('originais/x/foto.jpg.4242.1795575933237.tmp');
    expect(keys).toContain('originais/x/outra.jpg.4242.1795575933999.9f3a.tmp');
    expect(keys).toContain('originais/x/nao-e-sobra.tmp');
  });
});
