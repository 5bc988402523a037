// The backup round trip: seed, sell, upload, back up while writes go on, restore into an empty platform, and find
// the same rows, files, logins, orders, download links and Mercado Pago credentials. Runs on PGlite with a folder
// and (CI's second pass) on PostgreSQL with S3.
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { applyRetention, backupName, takenAtOf } from '../../domain/backup-retention.ts';
import type { Studio } from '../../generated/prisma/client.ts';
import { logInAsAdmin } from '../../test/admin-client.ts';
import { createTestDatabase } from '../../test/database.ts';
import { factories } from '../../test/factories.ts';
import { testBucket, testCredentials } from '../../test/s3-server.ts';
import { openShop, type Shop, shopAdmin, shopCredentials } from '../../test/shop.ts';
import { createTestApp, type TestApp, testStorage } from '../../test/test-app.ts';
import { createFileStorage } from '../create-services.ts';
import { orderAccessToken } from '../orders/order-access.ts';
import { type BackupLocation, openBackupLocation } from './backup-location.ts';
import { readCatalog, tableRows } from './database-catalog.ts';
import { forEachLimited } from './file-copy.ts';
import type { Manifest } from './manifest.ts';
import {
  heldEmailReason,
  RestoreRefusedError,
  type RestoreReport,
  readManifest,
  restoreBackup,
} from './restore-backup.ts';
import { runScheduledBackup } from './scheduled-backup.ts';
import { WrongPassphraseError } from './secret-key-box.ts';
import { MissingPassphraseError, takeBackup } from './take-backup.ts';

const passphrase = 'frase longa do operador da plataforma';
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A folder in a PGlite run, a prefix of the test bucket in an S3 run. */
async function backupsLocation(): Promise<{
  url: string;
  location: BackupLocation;
  remove(): Promise<void>;
}> {
  const endpoint = inject('s3Endpoint');
  if (endpoint) {
    const prefix = `backups-${randomBytes(6).toString('hex')}`;
    const url = `s3://${testCredentials.accessKeyId}:${testCredentials.secretAccessKey}@${testBucket}/${prefix}?endpoint=${encodeURIComponent(endpoint)}&region=us-east-1&forcePathStyle=true`;
    const bucket = openBackupLocation(url.replace(`/${prefix}?`, '?'));
    return {
      url,
      location: openBackupLocation(url),
      remove: () => bucket.storage.deleteFolder(prefix).catch(() => {}),
    };
  }
  const folder = await mkdtemp(path.join(os.tmpdir(), 'revela-backups-'));
  return {
    url: folder,
    location: openBackupLocation(folder),
    remove: () => rm(folder, { recursive: true, force: true }),
  };
}

/** An empty platform: a new database, an empty data folder and empty storage. */
async function emptyPlatform() {
  const database = await createTestDatabase();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'revela-restored-'));
  const storageEnv = testStorage();
  const config = loadConfig({ DATA_DIR: dataDir, ...storageEnv });
  return { database, dataDir, storageEnv, storage: createFileStorage(config.storage) };
}

/** Each table's row count and checksum, read the way a backup reads them. */
async function tableChecksums(databaseUrl: string): Promise<Map<string, { rows: number; sha256: string }>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const catalog = await readCatalog(client);
    const sums = new Map<string, { rows: number; sha256: string }>();
    for (const table of catalog.tables) {
      const hash = createHash('sha256');
      let rows = 0;
      for await (const page of tableRows(client, table)) {
        hash.update(`${page.join('\n')}\n`);
        rows += page.length;
      }
      sums.set(table.name, { rows, sha256: hash.digest('hex') });
    }
    return sums;
  } finally {
    await client.end();
  }
}

describe('backup and restore', () => {
  let shop: Shop;
  let backups: Awaited<ReturnType<typeof backupsLocation>>;
  let manifest: Manifest;
  let backup: BackupLocation;
  let report: RestoreReport;
  let restored: TestApp;
  let releasedOrderId: string;
  let sourceSecretKey: string;
  const originalHashes = new Map<string, string>();

  beforeAll(async () => {
    shop = await openShop();
    backups = await backupsLocation();
    const t = shop.t;
    const make = factories(t.db, t.services);
    // Sold: one order with its downloads released, one waiting; an e-mail still waiting to be sent.
    const [first, second] = shop.digital.photos;
    const released = await make.order(shop.studio, shop.digital.event, first!, {
      digitalDeliveryStatus: 'RELEASED',
    });
    releasedOrderId = released.id;
    await make.order(shop.studio, shop.digital.event, second!);
    await t.db.emailMessage.create({
      data: {
        studioId: shop.studio.id,
        orderId: released.id,
        kind: 'order-confirmation',
        toAddress: 'cliente@exemplo.test',
        subject: 'Pedido',
        textBody: 'Seu pedido',
        htmlBody: '<p>Seu pedido</p>',
      },
    });
    sourceSecretKey = (await readFile(path.join(t.config.dataDir, 'secret.key'), 'utf8')).trim();

    // Uploads and sales go on while the backup is taken.
    let running = true;
    const load = (async () => {
      for (let round = 0; running && round < 6; round++) {
        const photo = await make.photo(shop.studio, shop.mixed.event, { originalName: `CARGA_${round}.jpg` });
        await make.order(shop.studio, shop.mixed.event, photo);
      }
    })();
    const taken = await takeBackup(
      {
        databaseUrl: t.databaseUrl,
        databaseKind: 'embedded',
        storage: t.services.storage,
        secretKey: sourceSecretKey,
      },
      backups.location,
      { passphrase, includeDerivatives: true },
    );
    running = false;
    await load;
    manifest = taken.manifest;
    backup = taken.location;
    for (const file of manifest.files.entries.filter((entry) => entry.kind === 'original'))
      originalHashes.set(file.key, sha256((await t.services.storage.read(file.key))!));

    const target = await emptyPlatform();
    report = await restoreBackup(
      backup,
      {
        databaseUrl: target.database.url,
        storage: target.storage,
        dataDir: target.dataDir,
        configuredSecretKey: undefined,
      },
      { passphrase },
    );
    restored = await createTestApp(
      {
        ...target.storageEnv,
        MERCADO_PAGO_API_URL: shop.mercadoPago.url,
        PUBLIC_URL: 'https://plataforma.revela.test',
      },
      { database: target.database, dataDir: target.dataDir, workers: false },
    );
  });
  afterAll(async () => {
    await restored?.close();
    await shop?.close();
    await backups?.remove();
  });

  it('brings back every row: the same count and checksum in every table', async () => {
    const sums = await tableChecksums(restored.databaseUrl);
    expect(manifest.database.tables.length).toBeGreaterThan(20);
    expect(report.pendingEmailsHeld).toBe(1);
    for (const table of manifest.database.tables) {
      if (table.name === 'EmailMessage') continue; // its pending message was held on purpose (next test)
      expect({ table: table.name, ...sums.get(table.name) }).toEqual({
        table: table.name,
        rows: table.rows,
        sha256: table.sha256,
      });
    }
    expect(manifest.database.tables.find((table) => table.name === 'Order')!.rows).toBeGreaterThanOrEqual(2);
  });

  it('holds the e-mails that were waiting, so none is sent twice blindly', async () => {
    const messages = await restored.db.emailMessage.findMany();
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ status: 'FAILED', lastError: heldEmailReason });
  });

  it('brings back every original with the same bytes, and every file the manifest lists', async () => {
    expect(originalHashes.size).toBeGreaterThanOrEqual(20);
    for (const [key, hash] of originalHashes)
      expect(sha256((await restored.services.storage.read(key))!)).toBe(hash);
    for (const file of manifest.files.entries)
      expect(sha256((await restored.services.storage.read(file.key))!)).toBe(file.sha256);
    expect(manifest.files.missing).toEqual([]);
  });

  it('keeps logins, orders and the download links sent to customers', async () => {
    const studio = (await restored.db.studio.findUniqueOrThrow({ where: { slug: 'loja' } })) as Studio;
    const admin = await logInAsAdmin(restored, studio, shopAdmin.email, shopAdmin.password);
    expect(admin.token).toBeTruthy();
    const orders = await restored.db.order.findMany({ include: { items: true }, orderBy: { id: 'asc' } });
    const originals = await shop.t.db.order.findMany({
      where: { id: { in: orders.map((order) => order.id) } },
      include: { items: true },
      orderBy: { id: 'asc' },
    });
    expect(orders).toEqual(originals);

    const item = orders
      .find((order) => order.id === releasedOrderId)!
      .items.find((line) => line.format === 'DIGITAL')!;
    // The link as the source platform made it, before the wipe.
    const link = `/api/${shop.digital.event.slug}/download/${item.originalFileId}?pedido=${releasedOrderId}&acesso=${orderAccessToken(shop.t.services.secrets, releasedOrderId)}`;
    const response = await restored.fetch(link, { host: shop.host });
    expect(response.status).toBe(200);
    const original = await restored.db.photoFile.findUniqueOrThrow({ where: { id: item.originalFileId! } });
    expect(sha256(new Uint8Array(await response.arrayBuffer()))).toBe(
      originalHashes.get(original.storageKey),
    );
  });

  it('keeps the secret key, so the stored Mercado Pago credentials decrypt to the same values', async () => {
    const studio = await restored.db.studio.findUniqueOrThrow({ where: { slug: 'loja' } });
    expect(restored.services.secrets.decrypt(studio.mercadoPagoAccessToken!)).toBe(
      shopCredentials.accessToken,
    );
    expect(restored.services.secrets.decrypt(studio.mercadoPagoWebhookSecret!)).toBe(
      shopCredentials.webhookSecret,
    );
    expect(studio.mercadoPagoPublicKey).toBe(shopCredentials.publicKey);
    const keyFile = path.join(restored.config.dataDir, 'secret.key');
    expect((await readFile(keyFile, 'utf8')).trim()).toBe(sourceSecretKey);
    expect((await stat(keyFile)).mode & 0o777).toBe(0o600);
    expect(JSON.stringify(manifest)).not.toContain(sourceSecretKey);
  });

  it('refuses a platform that is not empty, a wrong passphrase and a missing one', async () => {
    const target = {
      databaseUrl: restored.databaseUrl,
      storage: restored.services.storage,
      dataDir: restored.config.dataDir,
      configuredSecretKey: undefined,
    };
    await expect(restoreBackup(backup, target, { passphrase })).rejects.toThrow(/not empty/);
    await expect(restoreBackup(backup, target, { passphrase: 'outra frase' })).rejects.toThrow(
      WrongPassphraseError,
    );
    await expect(
      takeBackup(
        {
          databaseUrl: shop.t.databaseUrl,
          databaseKind: 'embedded',
          storage: shop.t.services.storage,
          secretKey: 'x',
        },
        backups.location,
        { passphrase: '', includeDerivatives: false },
      ),
    ).rejects.toThrow(MissingPassphraseError);
    const empty = await emptyPlatform();
    try {
      await expect(
        restoreBackup(
          backup,
          {
            databaseUrl: empty.database.url,
            storage: empty.storage,
            dataDir: empty.dataDir,
            configuredSecretKey: 'k'.repeat(40),
          },
          { passphrase },
        ),
      ).rejects.toThrow(RestoreRefusedError);
    } finally {
      await empty.database.close();
      await rm(empty.dataDir, { recursive: true, force: true });
    }
  });

  it('takes the daily backup into BACKUP_URL and keeps 7 daily, 4 weekly and 12 monthly', async () => {
    const now = new Date('2027-03-10T03:30:00Z');
    // Fourteen months of earlier backups: every night of the last two weeks, then every fifth day (manifests alone:
    // retention reads names, never contents).
    const days = [
      ...Array.from({ length: 14 }, (_, index) => index + 1),
      ...Array.from({ length: 80 }, (_, index) => 15 + index * 5),
    ];
    const earlier = days.map((day) => backupName(new Date(now.getTime() - day * 86_400_000)));
    await forEachLimited(earlier, 16, (name) =>
      backups.location.storage.put(`${name}/manifest.json`, Buffer.from('{}')),
    );
    const before = await backups.location.backups();
    const outcome = await runScheduledBackup({
      config: {
        backup: { url: backups.url, passphrase },
        secretKey: sourceSecretKey,
        dataDir: shop.t.config.dataDir,
        databaseUrl: shop.t.databaseUrl,
      },
      services: { storage: shop.t.services.storage },
      log: () => {},
      now,
    });
    expect(outcome?.name).toBe('revela-20270310-033000');
    const kept = await backups.location.backups();
    const expected = applyRetention(
      [...before, outcome!.name].map((name) => ({ name, takenAt: takenAtOf(name)! })),
    ).keep.map((backup) => backup.name);
    expect(kept).toEqual([...expected].sort());
    // The last seven days: the new backup and the six nights before it.
    expect(kept.slice(-7)).toEqual([
      ...[6, 5, 4, 3, 2, 1].map((day) => backupName(new Date(now.getTime() - day * 86_400_000))),
      outcome!.name,
    ]);
    expect(kept.length).toBeLessThanOrEqual(7 + 4 + 12);
    expect(outcome!.removed.length).toBe(before.length + 1 - kept.length);
    // The new one is a whole backup; what was removed is gone with its files.
    expect((await readManifest(backups.location.child(outcome!.name))).files.derivativesIncluded).toBe(false);
    expect(await backups.location.storage.open(`${outcome!.removed[0]}/manifest.json`)).toBeNull();
  }, 120_000);

  it('without the renders, restores the originals and renders the previews again through the job queue', async () => {
    const lean = await takeBackup(
      {
        databaseUrl: shop.t.databaseUrl,
        databaseKind: 'embedded',
        storage: shop.t.services.storage,
        secretKey: sourceSecretKey,
      },
      backups.location,
      { passphrase, includeDerivatives: false, now: new Date(Date.now() + 2000) },
    );
    expect(lean.manifest.files.entries.some((file) => file.kind === 'derivative')).toBe(false);
    const sourceFiles = await shop.t.db.photoFile.findMany({ where: { variant: { not: 'ORIGINAL' } } });
    const target = await emptyPlatform();
    const leanReport = await restoreBackup(
      lean.location,
      {
        databaseUrl: target.database.url,
        storage: target.storage,
        dataDir: target.dataDir,
        configuredSecretKey: undefined,
      },
      { passphrase },
    );
    expect(leanReport.rendersQueued.length).toBe(await shop.t.db.photo.count({ where: { status: 'READY' } }));
    const app = await createTestApp(target.storageEnv, {
      database: target.database,
      dataDir: target.dataDir,
    });
    try {
      await app.settle();
      expect(await app.db.photo.count({ where: { status: { not: 'READY' } } })).toBe(0);
      const files = await app.db.photoFile.findMany({ where: { variant: { not: 'ORIGINAL' } } });
      // Rendered again under the same addresses, so links and caches keep working.
      expect(files.map((file) => file.storageKey).sort()).toEqual(
        sourceFiles.map((file) => file.storageKey).sort(),
      );
      for (const file of files) expect(await app.services.storage.open(file.storageKey)).not.toBeNull();
    } finally {
      await app.close();
    }
  }, 120_000);
});
