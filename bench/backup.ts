// bench: backup and restore of a platform with many photos and orders, on the embedded database with a files
// folder and on PostgreSQL with S3 (s3rver in a process of its own). Rows are written straight to the database;
// originals are small generated files (BENCH_ORIGINAL_KB), since a real platform's terabytes cannot be made here.
// Sizes: BENCH_PHOTOS (default 2,000) and BENCH_ORDERS (default 5,000); the figure is 20,000 and 50,000.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/database/database.ts';
import { openBackupLocation } from '../server/services/backup/backup-location.ts';
import { forEachLimited } from '../server/services/backup/file-copy.ts';
import { restoreBackup } from '../server/services/backup/restore-backup.ts';
import { takeBackup } from '../server/services/backup/take-backup.ts';
import { createFileStorage } from '../server/services/create-services.ts';
import { databases } from './lib/args.ts';
import { createPostgresDatabase, type DatabaseKind, startBenchApp } from './lib/bench-app.ts';
import { createBenchStudio, createPhotoRows } from './lib/fixtures.ts';
import { printTable, type Row, writeResults } from './lib/results.ts';
import { startS3Process } from './lib/side-processes.ts';

const photoCount = Number(process.env.BENCH_PHOTOS ?? 2000);
const orderCount = Number(process.env.BENCH_ORDERS ?? 5000);
const originalBytes = Number(process.env.BENCH_ORIGINAL_KB ?? 64) * 1024;
const passphrase = 'frase do benchmark de backup';
const seconds = (since: number) => (performance.now() - since) / 1000;
const megabytes = (bytes: number) => bytes / 1024 ** 2;

async function seed(app: Awaited<ReturnType<typeof startBenchApp>>) {
  const studio = await createBenchStudio(app);
  const events = [];
  const perEvent = 1000;
  for (let index = 0; index * perEvent < photoCount; index++) {
    const event = await app.db.event.create({
      data: {
        studioId: studio.id,
        name: `Evento ${index + 1}`,
        slug: `evento-${index + 1}`,
        deliveryFormat: 'DIGITAL',
      },
    });
    await createPhotoRows(app, studio, event, Math.min(perEvent, photoCount - index * perEvent));
    events.push(event);
  }
  const originals = await app.db.photoFile.findMany({
    where: { variant: 'ORIGINAL' },
    select: {
      id: true,
      storageKey: true,
      photo: { select: { id: true, name: true, originalName: true, eventId: true } },
    },
  });
  const content = randomBytes(originalBytes);
  await forEachLimited(originals, 16, async (file) => {
    // Each original different (a JPEG-like body would compress; random bytes do not, like real photos).
    const bytes = Buffer.from(content);
    bytes.write(file.id, 0);
    await app.services.storage.put(file.storageKey, bytes);
  });
  const eventById = new Map(events.map((event) => [event.id, event]));
  for (let start = 0; start < orderCount; start += 1000) {
    const batch = Array.from({ length: Math.min(1000, orderCount - start) }, (_, index) => {
      const original = originals[(start + index) % originals.length]!;
      const event = eventById.get(original.photo.eventId)!;
      return { id: randomUUID(), number: start + index + 1, original, event };
    });
    await app.db.order.createMany({
      data: batch.map(({ id, number, event }) => ({
        id,
        studioId: studio.id,
        number,
        eventId: event.id,
        eventName: event.name,
        eventSlug: event.slug,
        mode: 'NORMAL',
        storefrontUrl: 'http://bench.localhost',
        status: 'PREPARING_DELIVERY',
        paymentStatus: 'APPROVED',
        paidAt: new Date(),
        subtotalCents: 1250,
        totalCents: 1250,
        deliveryPreference: 'PICKUP',
        digitalDelivery: 'AUTOMATIC',
        digitalDeliveryStatus: 'RELEASED',
        customerFirstName: 'Cliente',
        customerLastName: `Número ${number}`,
        customerEmail: `cliente${number}@exemplo.com`,
        customerWhatsApp: '5511987654321',
        customerCpf: '12345678909',
      })),
    });
    await app.db.orderItem.createMany({
      data: batch.map(({ id, original }) => ({
        studioId: studio.id,
        orderId: id,
        photoId: original.photo.id,
        originalFileId: original.id,
        photoName: original.photo.name,
        photoOriginalName: original.photo.originalName,
        photoWidth: 6000,
        photoHeight: 4000,
        format: 'DIGITAL',
        optionId: '1',
        optionWidth: 6000,
        optionHeight: 4000,
        optionUnit: 'PX',
        unitPriceCents: 1250,
        quantity: 1,
        lineTotalCents: 1250,
        position: 0,
      })),
    });
  }
}

async function measure(
  database: DatabaseKind,
  storageUrl: string | undefined,
  backupsUrl: string,
): Promise<Row> {
  if (storageUrl) process.env.BENCH_STORAGE_URL = storageUrl;
  else delete process.env.BENCH_STORAGE_URL;
  const app = await startBenchApp(database);
  const restoreDir = await mkdtemp(path.join(os.tmpdir(), 'revela-bench-restore-'));
  const target = database === 'postgres' ? await createPostgresDatabase() : null;
  try {
    const seeding = performance.now();
    await seed(app);
    console.log(
      `${database}: seeded ${photoCount} photos and ${orderCount} orders in ${seconds(seeding).toFixed(0)} s`,
    );

    const backingUp = performance.now();
    const { location, manifest } = await takeBackup(
      {
        databaseUrl: app.databaseUrl,
        databaseKind: database === 'postgres' ? 'postgresql' : 'embedded',
        storage: app.services.storage,
        secretKey: app.config.secretKey ?? null,
      },
      openBackupLocation(backupsUrl),
      { passphrase, includeDerivatives: false },
    );
    const backupSeconds = seconds(backingUp);
    let databaseBytes = 0;
    for (const table of manifest.database.tables)
      databaseBytes += (await location.storage.open(table.file))?.size ?? 0;
    const fileBytes = manifest.files.entries.reduce((sum, file) => sum + file.size, 0);

    // An empty platform: a new database and new storage (a new prefix, or a new folder).
    const restoredStorageUrl = storageUrl?.replace(
      /\/bench\?/,
      `/restored-${randomBytes(4).toString('hex')}?`,
    );
    const config = loadConfig({
      DATA_DIR: restoreDir,
      ...(restoredStorageUrl && { STORAGE_URL: restoredStorageUrl }),
    });
    const opened = await openDatabase({ databaseUrl: target?.url, dataDir: target ? undefined : restoreDir });
    const restoring = performance.now();
    const report = await restoreBackup(
      location,
      {
        databaseUrl: opened.url,
        storage: createFileStorage(config.storage),
        dataDir: restoreDir,
        configuredSecretKey: app.config.secretKey,
      },
      { passphrase },
    );
    const restoreSeconds = seconds(restoring);
    await opened.close();
    return {
      setup: database === 'postgres' ? 'PostgreSQL + S3' : 'embedded + folder',
      photos: photoCount,
      orders: orderCount,
      rows: report.rows,
      files: report.files,
      'backup s': backupSeconds,
      // The snapshot transaction: on the embedded database the platform's requests wait this long.
      'of it database read s': manifest.database.readMs / 1000,
      'database MB (gzip)': megabytes(databaseBytes),
      'files MB': megabytes(fileBytes),
      'restore s': restoreSeconds,
      'renders queued': report.rendersQueued.length,
    };
  } finally {
    await app.close();
    await target?.drop();
    await rm(restoreDir, { recursive: true, force: true });
  }
}

// --db=pglite (embedded + folder), --db=postgres (PostgreSQL + S3) or both (the default).
const setups = databases(['pglite', 'postgres']);
const rows: Row[] = [];
const measured = (row: Row) => {
  rows.push(row);
  console.log(`${row.setup}: ${JSON.stringify(row)}`);
};
const backupsFolder = await mkdtemp(path.join(os.tmpdir(), 'revela-bench-backups-'));
try {
  if (setups.includes('pglite')) measured(await measure('pglite', undefined, backupsFolder));
  if (setups.includes('postgres')) {
    const s3 = await startS3Process();
    try {
      measured(await measure('postgres', s3.storageUrl, s3.storageUrl.replace(/\/bench\?/, '/backups?')));
    } finally {
      await s3.close();
    }
  }
} finally {
  await rm(backupsFolder, { recursive: true, force: true });
}
printTable(
  `Backup and restore (originals of ${originalBytes / 1024} KB; derivatives left out and queued to render again)`,
  rows,
);
await writeResults('backup', { photoCount, orderCount, originalBytes, rows });
