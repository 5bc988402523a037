// `npm run studio` while a server holds the embedded database: PGlite's files are one process's (the data folder is
// locked), so the command reaches the database through the running server's private socket instead.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../database/database.ts';
import { DataDirectoryInUseError } from '../database/embedded-postgres.ts';
import { paths } from '../paths.ts';
import { ensurePlans } from '../services/studios/plans.ts';

const run = promisify(execFile);

describe('npm run studio while the server runs', () => {
  let dataDir: string;
  let served: Database;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'revela-studio-cli-'));
    // What a running server does: it opens (and locks) the embedded database and serves it on its socket.
    served = await openDatabase({ dataDir, migrate: true });
    await ensurePlans(served.prisma);
  });
  afterAll(async () => {
    await served.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('cannot open the data folder a second time (why the command used to need the server stopped)', async () => {
    await expect(openDatabase({ dataDir })).rejects.toThrow(DataDirectoryInUseError);
  });

  it('creates and lists studios through the running server, which sees them at once', async () => {
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'development' };
    const tsx = path.join(paths.root, 'node_modules', '.bin', 'tsx');
    const cli = path.join(paths.root, 'server', 'cli', 'studio.ts');
    const created = await run(
      tsx,
      [
        cli,
        'create',
        '--name',
        'Estúdio Vivo',
        '--slug',
        'estudio-vivo',
        '--email',
        'dono@vivo.com.br',
      ].concat(['--password', 'cavalo-azul-pulando-alto']),
      { env, cwd: paths.root },
    );
    expect(created.stdout).toContain('Created studio "Estúdio Vivo" at estudio-vivo');
    expect(await served.prisma.studio.findUnique({ where: { slug: 'estudio-vivo' } })).toMatchObject({
      name: 'Estúdio Vivo',
    });
    const listed = await run(tsx, [cli, 'list'], { env, cwd: paths.root });
    expect(listed.stdout).toContain('estudio-vivo\tEstúdio Vivo\tgratuito');
  }, 60_000);

  it('creates an operator of the console through the running server too', async () => {
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'development' };
    const tsx = path.join(paths.root, 'node_modules', '.bin', 'tsx');
    const cli = path.join(paths.root, 'server', 'cli', 'operator.ts');
    const created = await run(
      tsx,
      [cli, 'create', 'ana@revela.test', '--password', 'operadora-bem-forte-2026'],
      { env, cwd: paths.root },
    );
    expect(created.stdout).toContain('otpauth://');
    expect(await served.prisma.operator.findUnique({ where: { email: 'ana@revela.test' } })).not.toBeNull();
  }, 60_000);
});
