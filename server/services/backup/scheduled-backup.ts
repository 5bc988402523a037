// The daily backup job: a backup into BACKUP_URL, then the backups the retention no longer keeps are removed.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../../config.ts';
import { runningEmbeddedDatabase } from '../../database/embedded-postgres.ts';
import { applyRetention, defaultRetention, takenAtOf } from '../../domain/backup-retention.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { openBackupLocation } from './backup-location.ts';
import { takeBackup } from './take-backup.ts';

/** The platform's secret key as the services load it (SECRET_KEY, else DATA_DIR/secret.key), without creating one. */
export async function platformSecretKey(
  config: Pick<AppConfig, 'secretKey' | 'dataDir'>,
): Promise<string | null> {
  if (config.secretKey) return config.secretKey;
  const kept = await readFile(path.join(config.dataDir, 'secret.key'), 'utf8').catch(() => '');
  return kept.trim() || null;
}

export interface ScheduledBackupContext {
  config: Pick<AppConfig, 'backup' | 'secretKey' | 'dataDir' | 'databaseUrl'>;
  services: { storage: FileStorage; archive?: FileStorage };
  log: (line: string) => void;
  now?: Date;
}

/** Takes today's backup and prunes the old ones; null when BACKUP_URL is not set. */
export async function runScheduledBackup(
  context: ScheduledBackupContext,
): Promise<{ name: string; removed: string[] } | null> {
  const { config, log } = context;
  if (!config.backup.url) return null;
  // The embedded database is reached through the socket of the process serving it (this one, or `npm start`).
  const databaseUrl = config.databaseUrl ?? (await runningEmbeddedDatabase(config.dataDir))?.url;
  if (!databaseUrl)
    throw new Error('Scheduled backup: the embedded database is not being served from DATA_DIR');
  const location = openBackupLocation(config.backup.url);
  const { manifest } = await takeBackup(
    {
      databaseUrl,
      databaseKind: config.databaseUrl ? 'postgresql' : 'embedded',
      storage: context.services.storage,
      archive: context.services.archive,
      secretKey: await platformSecretKey(config),
    },
    location,
    { passphrase: config.backup.passphrase ?? '', includeDerivatives: false, log, now: context.now },
  );
  const backups = (await location.backups()).map((name) => ({ name, takenAt: takenAtOf(name)! }));
  const { remove } = applyRetention(backups, defaultRetention);
  for (const backup of remove) await location.storage.deleteFolder(backup.name);
  log(`Backup ${manifest.name} written to ${location.description}; ${remove.length} old backups removed`);
  return { name: manifest.name, removed: remove.map((backup) => backup.name) };
}
