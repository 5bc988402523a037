// Takes a backup while the platform runs: every table read in one snapshot (REPEATABLE READ, so the rows are one
// instant), then the files those rows name (originals always, renders on request), the secret key sealed with the
// operator's passphrase, and last the manifest with counts and checksums.
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import pg from 'pg';
import { backupName } from '../../domain/backup-retention.ts';
import { storageFor } from '../storage/archive-storage.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import type { BackupLocation } from './backup-location.ts';
import { appliedMigrations, readCatalog, tableRows } from './database-catalog.ts';
import { copyFile, forEachLimited } from './file-copy.ts';
import {
  type FileKind,
  type Manifest,
  type ManifestFile,
  type ManifestTable,
  manifestFormat,
} from './manifest.ts';
import { sealSecretKey } from './secret-key-box.ts';

export interface BackupSource {
  databaseUrl: string;
  databaseKind: 'embedded' | 'postgresql';
  storage: FileStorage;
  /** The archive storage, where archived events' originals are (PhotoFile.archived). */
  archive?: FileStorage;
  /** The platform's secret key (SECRET_KEY or DATA_DIR/secret.key); null when it never made one. */
  secretKey: string | null;
}

export interface BackupOptions {
  passphrase: string;
  /** Also copy the photos' renders (previews, thumbnails, tiles); without them a restore renders them again. */
  includeDerivatives: boolean;
  log?: (line: string) => void;
  now?: Date;
}

export class MissingPassphraseError extends Error {
  override name = 'MissingPassphraseError';
  constructor() {
    super(
      'BACKUP_PASSPHRASE is not set: it encrypts the secret key inside the backup (and is needed to restore it).',
    );
  }
}

/** Where the files a row names are found in the dumped rows. */
function filesOfRow(table: string, row: string): { key: string; kind: FileKind; archived?: boolean } | null {
  if (table === 'PhotoFile') {
    const file = JSON.parse(row) as { storageKey: string; variant: string; archived?: boolean };
    const kind = file.variant === 'ORIGINAL' ? 'original' : 'derivative';
    return { key: file.storageKey, kind, ...(file.archived && { archived: true }) };
  }
  if (table === 'Asset')
    return { key: (JSON.parse(row) as { storageKey: string }).storageKey, kind: 'image' };
  return null;
}

/** Reads every table in one snapshot, writing each as gzipped JSON lines into the backup. */
async function dumpDatabase(
  databaseUrl: string,
  target: FileStorage,
): Promise<{
  tables: ManifestTable[];
  migrations: string[];
  files: { key: string; kind: FileKind; archived?: boolean }[];
  readMs: number;
}> {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'revela-backup' });
  await client.connect();
  const tables: ManifestTable[] = [];
  const files: { key: string; kind: FileKind; archived?: boolean }[] = [];
  const written: { file: string; parts: Buffer[] }[] = [];
  try {
    const began = performance.now();
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const catalog = await readCatalog(client);
    const migrations = await appliedMigrations(client);
    for (const table of catalog.tables) {
      const hash = createHash('sha256');
      const parts: Buffer[] = [];
      let rows = 0;
      for await (const page of tableRows(client, table)) {
        const text = `${page.join('\n')}\n`;
        hash.update(text);
        // Gzip members one after another are one gzip file to any reader.
        parts.push(gzipSync(text, { level: 4 }));
        rows += page.length;
        for (const row of page) {
          const file = filesOfRow(table.name, row);
          if (file) files.push(file);
        }
      }
      const file = `database/${table.name}.jsonl.gz`;
      written.push({ file, parts });
      tables.push({ name: table.name, columns: table.columns, rows, sha256: hash.digest('hex'), file });
    }
    await client.query('COMMIT');
    const readMs = performance.now() - began;
    // Written after the snapshot ends: on the embedded database the platform waits while a transaction is open.
    for (const { file, parts } of written) await target.put(file, Buffer.concat(parts));
    return { tables, migrations, files, readMs };
  } finally {
    await client.end();
  }
}

export async function takeBackup(
  source: BackupSource,
  location: BackupLocation,
  options: BackupOptions,
): Promise<{ location: BackupLocation; manifest: Manifest }> {
  if (!options.passphrase) throw new MissingPassphraseError();
  const log = options.log ?? (() => {});
  const started = options.now ?? new Date();
  const name = backupName(started);
  const backup = location.child(name);
  if (await backup.storage.open('manifest.json'))
    throw new Error(`A backup named ${name} already exists in ${location.description}`);

  const database = await dumpDatabase(source.databaseUrl, backup.storage);
  log(
    `Database: ${database.tables.length} tables, ${database.tables.reduce((sum, table) => sum + table.rows, 0)} rows`,
  );

  const wanted = database.files.filter((file) => options.includeDerivatives || file.kind !== 'derivative');
  const entries: ManifestFile[] = [];
  const missing: { key: string; kind: FileKind }[] = [];
  await forEachLimited(wanted, 8, async ({ archived, ...file }) => {
    const from = source.archive
      ? storageFor({ storage: source.storage, archive: source.archive }, archived)
      : source.storage;
    const copied = await copyFile(from, file.key, backup.storage, `files/${file.key}`);
    if (copied) entries.push({ ...file, size: copied.size, sha256: copied.sha256 });
    else missing.push(file);
  });
  entries.sort((a, b) => a.key.localeCompare(b.key));
  log(
    `Files: ${entries.length} copied (${entries.reduce((sum, file) => sum + file.size, 0)} bytes)` +
      (missing.length ? `, ${missing.length} removed from the platform after the database was read` : ''),
  );

  const manifest: Manifest = {
    format: manifestFormat,
    name,
    takenAt: started.toISOString(),
    database: {
      kind: source.databaseKind,
      migrations: database.migrations,
      tables: database.tables,
      readMs: Math.round(database.readMs),
    },
    files: { derivativesIncluded: options.includeDerivatives, entries, missing },
    secretKey: source.secretKey ? sealSecretKey(source.secretKey, options.passphrase) : null,
    durationMs: Date.now() - started.getTime(),
  };
  await backup.storage.put('manifest.json', Buffer.from(JSON.stringify(manifest, null, 1)));
  return { location: backup, manifest };
}
