// What `npm run backup` and `npm run restore` work on: the configured platform's database (a PostgreSQL server,
// or the embedded one, through the running server's socket or opened here when no server runs) and its files.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../config.ts';
import { openDatabase } from '../database/database.ts';
import { runningEmbeddedDatabase } from '../database/embedded-postgres.ts';
import { BackupLocationError } from '../services/backup/backup-location.ts';
import { RestoreRefusedError } from '../services/backup/restore-backup.ts';
import { WrongPassphraseError } from '../services/backup/secret-key-box.ts';
import { MissingPassphraseError } from '../services/backup/take-backup.ts';
import { StartupError } from '../startup-error.ts';

export interface PlatformDatabase {
  url: string;
  kind: 'embedded' | 'postgresql';
  close(): Promise<void>;
}

/**
 * The platform's database for a command. `whileServed`: what to do when a server serves the embedded database —
 * use its socket (a backup) or refuse (a restore: the server keeps the old secret key in memory).
 */
export async function platformDatabase(
  config: AppConfig,
  whileServed: 'use' | 'refuse',
  options: { create: boolean },
): Promise<PlatformDatabase> {
  if (config.databaseUrl) {
    const database = await openDatabase({ databaseUrl: config.databaseUrl });
    return { url: database.url, kind: 'postgresql', close: () => database.close() };
  }
  const running = await runningEmbeddedDatabase(config.dataDir);
  if (running && whileServed === 'use') return { url: running.url, kind: 'embedded', close: async () => {} };
  if (running)
    throw new StartupError(
      `Revela is running on ${config.dataDir} (pid ${running.pid}): stop it, restore, then start it again.`,
    );
  const exists = await stat(path.join(config.dataDir, 'pglite')).catch(() => null);
  if (!exists && !options.create)
    throw new StartupError(
      `No embedded database in ${config.dataDir}: set DATA_DIR (or DATABASE_URL) to the platform's.`,
    );
  // A restore applies the migrations itself, before it checks the platform is empty.
  const database = await openDatabase({ dataDir: config.dataDir });
  return { url: database.url, kind: 'embedded', close: () => database.close() };
}

/** Runs a backup command, turning the failures an operator can fix into one line. */
export async function asOperatorErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const fixable = [BackupLocationError, RestoreRefusedError, WrongPassphraseError, MissingPassphraseError];
    if (fixable.some((type) => error instanceof type)) throw new StartupError((error as Error).message);
    throw error;
  }
}

export function formatBytes(bytes: number): string {
  return bytes >= 1024 ** 3
    ? `${(bytes / 1024 ** 3).toFixed(2)} GB`
    : bytes >= 1024 ** 2
      ? `${(bytes / 1024 ** 2).toFixed(1)} MB`
      : `${Math.ceil(bytes / 1024)} KB`;
}
