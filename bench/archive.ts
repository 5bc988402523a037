// bench: archiving and restoring an event of 5,000 photos (BENCH_PHOTOS), on the embedded database with a files
// folder (archive in DATA_DIR/arquivo) and on PostgreSQL with S3 (s3rver in a process of its own; archive under
// arquivo/ in the same bucket with STANDARD_IA). Originals are generated files of BENCH_ORIGINAL_KB (default 100 KB,
// random bytes so nothing compresses, as with real JPEGs): a real event's 5 MB photos take about 50 times as long,
// which the MB/s column lets one work out.
import { randomBytes } from 'node:crypto';
import { forEachLimited } from '../server/services/backup/file-copy.ts';
import {
  archiveEventJob,
  restoreEventJob,
  startEventArchive,
  startEventRestore,
} from '../server/services/events/event-archive.ts';
import { databases } from './lib/args.ts';
import { type DatabaseKind, startBenchApp } from './lib/bench-app.ts';
import { createBenchStudio, createPhotoRows } from './lib/fixtures.ts';
import { printTable, type Row, round, writeResults } from './lib/results.ts';
import { startS3Process } from './lib/side-processes.ts';

const photoCount = Number(process.env.BENCH_PHOTOS ?? 5000);
const originalBytes = Number(process.env.BENCH_ORIGINAL_KB ?? 100) * 1024;
const seconds = (since: number) => (performance.now() - since) / 1000;
const megabytes = (bytes: number) => bytes / 1024 ** 2;

async function measure(database: DatabaseKind, storageUrl: string | undefined): Promise<Row> {
  if (storageUrl) process.env.BENCH_STORAGE_URL = storageUrl;
  else delete process.env.BENCH_STORAGE_URL;
  const app = await startBenchApp(database);
  try {
    const studio = await createBenchStudio(app);
    const event = await app.db.event.create({
      data: {
        studioId: studio.id,
        name: 'Evento arquivado',
        slug: 'evento-arquivado',
        deliveryFormat: 'DIGITAL',
      },
    });
    const seeding = performance.now();
    await createPhotoRows(app, studio, event, photoCount);
    await app.db.photoFile.updateMany({ where: { variant: 'ORIGINAL' }, data: { bytes: originalBytes } });
    const total = photoCount * originalBytes;
    await app.db.studio.update({
      where: { id: studio.id },
      data: { highResStorageUsedBytes: BigInt(total) },
    });
    const originals = await app.db.photoFile.findMany({
      where: { variant: 'ORIGINAL' },
      select: { id: true, storageKey: true },
    });
    const content = randomBytes(originalBytes);
    await forEachLimited(originals, 16, async (file) => {
      const bytes = Buffer.from(content);
      bytes.write(file.id, 0);
      await app.services.storage.put(file.storageKey, bytes);
    });
    console.log(`${database}: seeded ${photoCount} originals in ${seconds(seeding).toFixed(0)} s`);

    // The jobs run here, one after the other, as a worker would run them.
    const context = { db: app.db, services: app.services };
    const archiving = performance.now();
    await startEventArchive(app.db, { studioId: studio.id, eventId: event.id, dropPreviews: false });
    await archiveEventJob(context, { eventId: event.id, dropPreviews: false });
    const archiveSeconds = seconds(archiving);
    const restoring = performance.now();
    await startEventRestore(app.db, { studioId: studio.id, eventId: event.id });
    await restoreEventJob(context, { eventId: event.id });
    const restoreSeconds = seconds(restoring);
    const left = await app.db.photoFile.count({ where: { variant: 'ORIGINAL', archived: true } });
    if (left) throw new Error(`${left} originals still archived after the restore`);
    return {
      setup: database === 'postgres' ? 'PostgreSQL + S3' : 'embedded + folder',
      photos: photoCount,
      'original KB': originalBytes / 1024,
      'MB moved': round(megabytes(total), 0),
      'archive s': round(archiveSeconds, 1),
      'archive MB/s': round(megabytes(total) / archiveSeconds, 1),
      'archive photos/s': round(photoCount / archiveSeconds, 0),
      'restore s': round(restoreSeconds, 1),
      'restore MB/s': round(megabytes(total) / restoreSeconds, 1),
    };
  } finally {
    await app.close();
  }
}

// --db=pglite (embedded + folder), --db=postgres (PostgreSQL + S3) or both (the default).
const setups = databases(['pglite', 'postgres']);
const rows: Row[] = [];
if (setups.includes('pglite')) rows.push(await measure('pglite', undefined));
if (setups.includes('postgres')) {
  const s3 = await startS3Process();
  try {
    rows.push(await measure('postgres', s3.storageUrl));
  } finally {
    await s3.close();
  }
}
printTable(
  `Archive and restore of an event (originals of ${originalBytes / 1024} KB, checked by MD5 ETag or SHA-256)`,
  rows,
);
await writeResults('archive', { photoCount, originalBytes, rows });
