// Restores a backup into an empty platform: the files first (checked against their checksums), then every row in
// one transaction (checked against the manifest before it commits), the secret key into place, and the work the
// backup's moment left undone made safe: pending e-mails are not sent again blindly, missing renders are queued.
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import pg from 'pg';
import { applyMigrations } from '../../database/migrations.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { enqueueJobs } from '../../queue/enqueue.ts';
import { startJobQueue } from '../../queue/job-queue.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import type { BackupLocation } from './backup-location.ts';
import { appliedMigrations, type Catalog, quote, readCatalog, tableRows } from './database-catalog.ts';
import { copyFile, forEachLimited } from './file-copy.ts';
import { planLoad } from './load-order.ts';
import { type Manifest, type ManifestTable, manifestSchema } from './manifest.ts';
import { openSecretKey } from './secret-key-box.ts';

export interface RestoreTarget {
  databaseUrl: string;
  storage: FileStorage;
  /** Where the secret key is kept (DATA_DIR/secret.key) when SECRET_KEY is not set. */
  dataDir: string;
  /** SECRET_KEY of the platform restored into, when set. */
  configuredSecretKey: string | undefined;
}

export interface RestoreReport {
  manifest: Manifest;
  rows: number;
  files: number;
  /** E-mails that were waiting to be sent when the backup was taken, now marked failed instead. */
  pendingEmailsHeld: number;
  /** Photos whose renders were not in the backup: queued to render again. */
  rendersQueued: string[];
}

export class RestoreRefusedError extends Error {
  override name = 'RestoreRefusedError';
}

/** Why an e-mail pending at the backup's moment was not sent after the restore (shown to the operator). */
export const heldEmailReason =
  'Não enviado: estava na fila quando o backup foi feito e pode já ter sido entregue; reenvie se for preciso.';

export async function readManifest(backup: BackupLocation): Promise<Manifest> {
  const text = await backup.storage.read('manifest.json');
  if (!text)
    throw new RestoreRefusedError(
      `No backup at ${backup.description}: it has no manifest.json (a backup that did not finish has none).`,
    );
  const parsed = manifestSchema.safeParse(JSON.parse(text.toString('utf8')));
  if (!parsed.success)
    throw new RestoreRefusedError(`${backup.description}/manifest.json is not a Revela backup manifest.`);
  return parsed.data;
}

async function tableLines(backup: BackupLocation, table: ManifestTable): Promise<string[]> {
  const bytes = await backup.storage.read(table.file);
  if (!bytes) throw new RestoreRefusedError(`The backup lacks ${table.file}.`);
  const text = bytes.length ? gunzipSync(bytes).toString('utf8') : '';
  return text ? text.slice(0, -1).split('\n') : [];
}

/** Refuses a database that holds anything beyond the plans every start creates. */
async function assertEmpty(client: pg.ClientBase, catalog: Catalog): Promise<void> {
  for (const table of catalog.tables) {
    if (table.name === 'Plan') continue;
    const { rows } = await client.query(`SELECT 1 FROM ${quote(table.name)} LIMIT 1`);
    if (rows.length)
      throw new RestoreRefusedError(
        `The platform is not empty (the table ${table.name} has rows): restore only into a new, empty database and empty file storage.`,
      );
  }
}

async function loadRows(
  client: pg.ClientBase,
  catalog: Catalog,
  backup: BackupLocation,
  manifest: Manifest,
): Promise<number> {
  const current = new Map(catalog.tables.map((table) => [table.name, table]));
  const unknown = manifest.database.tables.filter((table) => !current.has(table.name));
  if (unknown.length)
    throw new RestoreRefusedError(
      `This version of Revela has no table ${unknown.map((t) => t.name).join(', ')}.`,
    );
  const plan = planLoad(
    manifest.database.tables.map((table) => table.name),
    catalog.foreignKeys,
  );
  const byName = new Map(manifest.database.tables.map((table) => [table.name, table]));
  for (const table of catalog.tables)
    await client.query(`ALTER TABLE ${quote(table.name)} DISABLE TRIGGER USER`);
  await client.query('DELETE FROM "Plan"');
  let total = 0;
  for (const name of plan.order) {
    const saved = byName.get(name)!;
    // Columns the backup has and this version still has; newer columns take their defaults.
    const columns = saved.columns.filter((column) => current.get(name)!.columns.includes(column));
    const deferred = plan.deferred.get(name) ?? [];
    const lines = await tableLines(backup, saved);
    if (lines.length !== saved.rows)
      throw new RestoreRefusedError(`The backup's ${saved.file} is incomplete.`);
    const list = columns.map(quote).join(', ');
    const values = columns
      .map((column) => (deferred.includes(column) ? 'NULL' : `r.${quote(column)}`))
      .join(', ');
    for (let start = 0; start < lines.length; start += 2000) {
      await client.query(
        `INSERT INTO ${quote(name)} (${list}) SELECT ${values} FROM json_populate_recordset(NULL::${quote(name)}, $1::json) r`,
        [`[${lines.slice(start, start + 2000).join(',')}]`],
      );
    }
    total += lines.length;
  }
  for (const [name, columns] of plan.deferred) {
    const saved = byName.get(name)!;
    const key = current.get(name)!.primaryKey.map((part) => part.column);
    const lines = await tableLines(backup, saved);
    const set = columns.map((column) => `${quote(column)} = r.${quote(column)}`).join(', ');
    const match = key.map((column) => `t.${quote(column)} = r.${quote(column)}`).join(' AND ');
    for (let start = 0; start < lines.length; start += 2000) {
      await client.query(
        `UPDATE ${quote(name)} t SET ${set} FROM json_populate_recordset(NULL::${quote(name)}, $1::json) r WHERE ${match}`,
        [`[${lines.slice(start, start + 2000).join(',')}]`],
      );
    }
  }
  for (const { table, column } of catalog.sequenced) {
    await client.query(
      `SELECT setval(pg_get_serial_sequence($1, $2), coalesce(max(${quote(column)}), 0) + 1, false) FROM ${quote(table)}`,
      [quote(table), column],
    );
  }
  for (const table of catalog.tables)
    await client.query(`ALTER TABLE ${quote(table.name)} ENABLE TRIGGER USER`);
  return total;
}

/** Reads the loaded rows back and compares them with the manifest: counts always, checksums when the columns match. */
async function verifyRows(client: pg.ClientBase, catalog: Catalog, manifest: Manifest): Promise<void> {
  for (const saved of manifest.database.tables) {
    const table = catalog.tables.find((entry) => entry.name === saved.name)!;
    const sameColumns = table.columns.join(',') === saved.columns.join(',');
    const hash = createHash('sha256');
    let rows = 0;
    for await (const page of tableRows(client, table)) {
      hash.update(`${page.join('\n')}\n`);
      rows += page.length;
    }
    if (rows !== saved.rows || (sameColumns && hash.digest('hex') !== saved.sha256))
      throw new RestoreRefusedError(
        `The table ${saved.name} did not load as it was backed up (${rows} of ${saved.rows} rows).`,
      );
  }
}

/** Photos whose renders the backup lacks: their render rows go, and they render again from the original. */
async function queueMissingRenders(client: pg.ClientBase, manifest: Manifest): Promise<string[]> {
  const present = new Set(manifest.files.entries.map((file) => file.key));
  const { rows } = await client.query<{ id: string; photoId: string; storageKey: string }>(
    `SELECT id, "photoId", "storageKey" FROM "PhotoFile" WHERE variant <> 'ORIGINAL'`,
  );
  const missing = rows.filter((row) => !present.has(row.storageKey));
  if (!missing.length) return [];
  const photoIds = [...new Set(missing.map((row) => row.photoId))];
  await client.query(`DELETE FROM "PhotoFile" WHERE id = ANY($1::uuid[])`, [missing.map((row) => row.id)]);
  const { rows: queued } = await client.query<{ id: string }>(
    `UPDATE "Photo" SET status = 'PROCESSING' WHERE id = ANY($1::uuid[]) AND status <> 'FAILED' RETURNING id`,
    [photoIds],
  );
  return queued.map((row) => row.id);
}

export async function restoreBackup(
  backup: BackupLocation,
  target: RestoreTarget,
  options: { passphrase: string; log?: (line: string) => void },
): Promise<RestoreReport> {
  const log = options.log ?? (() => {});
  const manifest = await readManifest(backup);
  const secretKey = manifest.secretKey && openSecretKey(manifest.secretKey, options.passphrase);
  if (secretKey && target.configuredSecretKey && target.configuredSecretKey !== secretKey)
    throw new RestoreRefusedError(
      'SECRET_KEY differs from the secret key in the backup: the stored Mercado Pago credentials could not be decrypted. ' +
        'Unset SECRET_KEY (the restore then keeps the key in DATA_DIR/secret.key) or set it to the backed-up key.',
    );

  await applyMigrations(target.databaseUrl);
  // The job queue's tables, for the renders queued in the restore's transaction.
  await (await startJobQueue({ databaseUrl: target.databaseUrl, log, poolSize: 1 })).stop({ timeoutMs: 0 });
  const client = new pg.Client({ connectionString: target.databaseUrl, application_name: 'revela-restore' });
  await client.connect();
  const copied: string[] = [];
  try {
    const catalog = await readCatalog(client);
    const known = new Set(await appliedMigrations(client));
    const newer = manifest.database.migrations.filter((name) => !known.has(name));
    if (newer.length)
      throw new RestoreRefusedError(
        `The backup comes from a newer Revela (migrations ${newer.join(', ')}): update Revela before restoring it.`,
      );
    await assertEmpty(client, catalog);
    for await (const key of target.storage.listKeys('')) {
      throw new RestoreRefusedError(
        `The file storage ${target.storage.description} is not empty (it has ${key}): restore only into empty storage.`,
      );
    }

    await forEachLimited(manifest.files.entries, 8, async (file) => {
      const result = await copyFile(backup.storage, `files/${file.key}`, target.storage, file.key);
      if (result) copied.push(file.key);
      if (!result || result.sha256 !== file.sha256)
        throw new RestoreRefusedError(
          `The backup's copy of ${file.key} is ${result ? 'damaged' : 'missing'}.`,
        );
    });
    log(`Files: ${copied.length} restored and checked`);

    if (secretKey && !target.configuredSecretKey)
      await writeFile(path.join(target.dataDir, 'secret.key'), `${secretKey}\n`, { mode: 0o600 });

    await client.query('BEGIN');
    const rows = await loadRows(client, catalog, backup, manifest);
    await verifyRows(client, catalog, manifest);
    const held = await client.query(
      `UPDATE "EmailMessage" SET status = 'FAILED', "lastError" = $1 WHERE status = 'PENDING'`,
      [heldEmailReason],
    );
    const rendersQueued = await queueMissingRenders(client, manifest);
    const tx = {
      $queryRawUnsafe: async (text: string, ...values: unknown[]) => (await client.query(text, values)).rows,
    } as unknown as Prisma.TransactionClient;
    await enqueueJobs(
      tx,
      'photo-render',
      rendersQueued.map((photoId) => ({ data: { photoId }, singletonKey: photoId })),
    );
    await client.query('COMMIT');
    log(`Database: ${rows} rows restored and checked`);
    return { manifest, rows, files: copied.length, pendingEmailsHeld: held.rowCount ?? 0, rendersQueued };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    await target.storage.delete(copied).catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}
