// `npm run backup` and `npm run restore` as an operator runs them, beside a running server on the embedded database.
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../paths.ts';
import { type Started, startServerProcess } from '../test/processes.ts';

function command(
  entry: 'backup' | 'restore',
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', `server/cli/${entry}.ts`, ...args], {
    cwd: paths.root,
    env: { ...process.env, DATABASE_URL: '', STORAGE_URL: '', SECRET_KEY: '', NODE_ENV: 'test', ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

describe('npm run backup and npm run restore', () => {
  let folder: string;
  let server: Started & { url: string };
  const passphrase = 'frase do operador para o teste';
  const source = () => path.join(folder, 'origem');

  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'revela-backup-cli-'));
    server = await startServerProcess({
      DATA_DIR: source(),
      PORT: '0',
      SEED_DEMO: 'false',
      WORKERS: 'false',
    });
  });
  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await rm(folder, { recursive: true, force: true });
  });

  it('backs up the embedded database through the running server, and restores it elsewhere once it stops', async () => {
    const backups = path.join(folder, 'backups');
    const refused = await command('backup', [backups], { DATA_DIR: source(), BACKUP_PASSPHRASE: '' });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('revela: BACKUP_PASSPHRASE is not set');

    const taken = await command('backup', [backups], { DATA_DIR: source(), BACKUP_PASSPHRASE: passphrase });
    expect(taken.output).toMatch(/Backup written to .*revela-\d{8}-\d{6}: \d+ rows/);
    expect(taken.code).toBe(0);
    const [name] = await readdir(backups);
    const manifest = JSON.parse(await readFile(path.join(backups, name!, 'manifest.json'), 'utf8'));
    expect(manifest.database.kind).toBe('embedded');
    expect(
      manifest.database.tables.find((table: { name: string }) => table.name === 'Plan').rows,
    ).toBeGreaterThan(0);

    const whileRunning = await command('restore', [path.join(backups, name!)], {
      DATA_DIR: source(),
      BACKUP_PASSPHRASE: passphrase,
    });
    expect(whileRunning.code).toBe(1);
    expect(whileRunning.output).toMatch(
      /revela: Revela is running on .* stop it, restore, then start it again\./,
    );

    server.child.kill('SIGTERM');
    await server.exited;
    const target = path.join(folder, 'destino');
    const restored = await command('restore', [path.join(backups, name!)], {
      DATA_DIR: target,
      BACKUP_PASSPHRASE: passphrase,
    });
    expect(restored.output).toMatch(/Restored revela-\d{8}-\d{6} .*rows and 0 files, checked/);
    expect(restored.code).toBe(0);
    expect(await readFile(path.join(target, 'secret.key'), 'utf8')).toBe(
      await readFile(path.join(source(), 'secret.key'), 'utf8'),
    );
  }, 180_000);
});
