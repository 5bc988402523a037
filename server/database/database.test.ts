import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase } from '../test/database.ts';
import { DatabaseUnavailableError, openDatabase } from './database.ts';
import { DataDirectoryInUseError } from './embedded-postgres.ts';
import { applyMigrations } from './migrations.ts';

describe('embedded database', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'revela-db-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('keeps its data in DATA_DIR across restarts and lets one process in at a time', async () => {
    const first = await openDatabase({ dataDir, migrate: true });
    await first.prisma.plan.create({ data: { code: 'teste', name: 'Teste', highResStorageLimitBytes: 10n } });
    await expect(openDatabase({ dataDir })).rejects.toThrow(DataDirectoryInUseError);
    await first.close();

    const second = await openDatabase({ dataDir, migrate: true });
    try {
      expect(await second.prisma.plan.findUnique({ where: { code: 'teste' } })).toMatchObject({
        name: 'Teste',
      });
    } finally {
      await second.close();
    }
  });
});

describe('migrations', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it("are recorded in Prisma's own history and applied once", async () => {
    expect(await applyMigrations(database.url)).toEqual([]);
    const history = await database.prisma.$queryRaw<{ migration_name: string; finished: boolean }[]>`
      SELECT migration_name, finished_at IS NOT NULL AS finished FROM _prisma_migrations`;
    expect(history.length).toBeGreaterThan(0);
    expect(history.every((row) => row.finished && /^\d{14}_[a-z0-9_]+$/.test(row.migration_name))).toBe(true);
  });
});

describe('an unusable DATABASE_URL', () => {
  it('fails with one line saying where and why', async () => {
    const attempt = openDatabase({ databaseUrl: 'postgresql://revela@127.0.0.1:1/revela' });
    await expect(attempt).rejects.toThrow(DatabaseUnavailableError);
    await expect(openDatabase({ databaseUrl: 'postgresql://revela@127.0.0.1:1/revela' })).rejects.toThrow(
      'Cannot use the database at 127.0.0.1:1/revela: the server cannot be reached.',
    );
  });

  it.runIf(inject('postgresUrl'))('names a database that does not exist', async () => {
    const url = new URL(inject('postgresUrl'));
    url.pathname = '/revela_nao_existe';
    await expect(openDatabase({ databaseUrl: url.toString() })).rejects.toThrow(
      /the database does not exist\.$/,
    );
  });
});
