// What both kinds of photo search share: the studio's per-event switch (off by default; off deletes what the
// indexing stored, in the same transaction), the queueing of a photo's reading when it becomes ready or when the
// search is turned on, the admin's progress (PhotoSearchScan counts photos read, whatever they held), and the
// write of one photo's result, which a switch turned off meanwhile always wins over.
import type { Db } from '../../database/database.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { type Backlog, backlogWindowSeconds, indexingBacklog } from '../../domain/indexing-backlog.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { enqueueJob } from '../../queue/enqueue.ts';
import { emitEventEvent } from '../integrations/studio-event-data.ts';
import { type RequestContext, requireStudio } from '../request-context.ts';
import type { FileStorage } from '../storage/file-storage.ts';

export type SearchKind = 'BIB' | 'FACE';

const kinds = {
  BIB: { photoJob: 'photo-bib-index', eventJob: 'event-bib-index' },
  FACE: { photoJob: 'photo-face-index', eventJob: 'event-face-index' },
} as const;

/** The event's switch for a kind, as the database reads it (inside a transaction: locks the event row for share). */
async function searchSwitches(tx: Prisma.TransactionClient, eventId: string) {
  const [event] = await tx.$queryRaw<{ bibSearch: boolean; faceSearch: boolean }[]>`
    SELECT "bibSearch", "faceSearch" FROM "Event" WHERE id = ${eventId}::uuid FOR SHARE`;
  return event ? { BIB: event.bibSearch, FACE: event.faceSearch } : null;
}

/** Deletes what a kind stored for an event (its rows and its scans). */
async function deleteIndexed(tx: Prisma.TransactionClient, eventId: string, kind: SearchKind) {
  if (kind === 'BIB') await tx.photoBibNumber.deleteMany({ where: { eventId } });
  else await tx.photoFace.deleteMany({ where: { eventId } });
  // The selfie search closed: the faces kept by its photo alerts go with the photos' (services/alerts/).
  if (kind === 'FACE')
    await tx.photoAlert.updateMany({ where: { eventId }, data: { embedding: null, scale: null } });
  await tx.photoSearchScan.deleteMany({ where: { eventId, kind } });
}

/**
 * Turns an event's search on (queues the reading of every photo already ready) or off (deletes what was stored
 * for it, in the same transaction; jobs still queued find it off and write nothing).
 */
export async function setEventSearch(
  context: Pick<RequestContext, 'studio'> & { db: Db },
  eventId: string,
  kind: SearchKind,
  enabled: boolean,
): Promise<void> {
  const studio = requireStudio(context);
  await context.db.$transaction(async (tx) => {
    const changed = await tx.event.updateMany({
      where: { id: eventId, studioId: studio.id },
      data: kind === 'BIB' ? { bibSearch: enabled } : { faceSearch: enabled },
    });
    if (changed.count !== 1) throw new NotFoundError('Evento não encontrado');
    if (enabled) await enqueueJob(tx, kinds[kind].eventJob, { eventId }, { singletonKey: eventId });
    else await deleteIndexed(tx, eventId, kind);
    await emitEventEvent(tx, 'event.updated', eventId);
  });
}

/**
 * Queued with a photo's first render (same transaction): it is read, for each search the event has on, once it is
 * ready. The event's row is locked for the read: a switch turned on at the same moment either is seen here or
 * commits after this photo is ready, and its own job finds it.
 */
export async function queuePhotoIndexing(tx: Prisma.TransactionClient, photoId: string, eventId: string) {
  const switches = await searchSwitches(tx, eventId);
  for (const kind of ['BIB', 'FACE'] as const) {
    if (switches?.[kind]) await enqueueJob(tx, kinds[kind].photoJob, { photoId }, { singletonKey: photoId });
  }
}

/**
 * The event-*-index jobs: queue the reading of every ready photo of the event not read yet for the kind, a page
 * at a time. Photos already queued are not queued twice; with the search off nothing is queued.
 */
export async function queueEventIndexing(db: Db, eventId: string, kind: SearchKind): Promise<number> {
  const column = kind === 'BIB' ? 'bibSearch' : 'faceSearch';
  let queued = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const unread = await db.$queryRawUnsafe<{ id: string }[]>(
      `SELECT p.id FROM "Photo" p JOIN "Event" e ON e.id = p."eventId"
       WHERE p."eventId" = $1::uuid AND e."${column}" AND p.status = 'READY' AND p.id > $2::uuid
         AND NOT EXISTS (SELECT 1 FROM "PhotoSearchScan" s
                         WHERE s."photoId" = p.id AND s.kind = $3::"PhotoSearchKind")
       ORDER BY p.id LIMIT 500`,
      eventId,
      after,
      kind,
    );
    if (!unread.length) break;
    await db.$transaction(async (tx) => {
      for (const { id } of unread)
        await enqueueJob(tx, kinds[kind].photoJob, { photoId: id }, { singletonKey: id });
    });
    queued += unread.length;
    after = unread.at(-1)!.id;
  }
  return queued;
}

/**
 * Writes what was read in one photo, in a transaction serialised with the switch (which updates the event row):
 * when the search was turned off meanwhile, or the photo is gone or no longer ready, nothing is written.
 */
export async function saveIndexedPhoto(
  db: Db,
  photo: { id: string; eventId: string },
  kind: SearchKind,
  write: (tx: Prisma.TransactionClient) => Promise<void>,
): Promise<'indexed' | 'skipped'> {
  return db.$transaction(async (tx) => {
    const switches = await searchSwitches(tx, photo.eventId);
    const still = await tx.photo.findUnique({ where: { id: photo.id }, select: { status: true } });
    if (!switches?.[kind] || still?.status !== 'READY') return 'skipped' as const;
    await write(tx);
    await tx.photoSearchScan.upsert({
      where: { photoId_kind: { photoId: photo.id, kind } },
      create: { photoId: photo.id, eventId: photo.eventId, kind },
      update: { scannedAt: new Date() },
    });
    return 'indexed' as const;
  });
}

/**
 * The admin's progress: ready photos read so far for the kind, of all ready photos of the event, and how many
 * photos are still being processed (they join the total once ready).
 */
export async function searchProgress(
  db: Db,
  eventId: string,
  kind: SearchKind,
): Promise<{ indexed: number; total: number; processing: number }> {
  const [indexed, total, processing] = await Promise.all([
    db.photoSearchScan.count({ where: { eventId, kind, photo: { status: 'READY' } } }),
    db.photo.count({ where: { eventId, status: 'READY' } }),
    db.photo.count({ where: { eventId, status: 'PROCESSING' } }),
  ]);
  return { indexed, total, processing };
}

/**
 * The admin's backlog: the event's photos still to be read for the kind and the time left at the recent pace, from
 * the scans written and the jobs queued in the database (the same on every server, whichever worker reads them).
 */
export async function searchBacklog(db: Db, eventId: string, kind: SearchKind): Promise<Backlog> {
  const { indexed, total, processing } = await searchProgress(db, eventId, kind);
  const waiting = total + processing - indexed;
  if (waiting <= 0) return indexingBacklog({ waiting: 0, event: none, all: none, queued: 0 });
  // "scannedAt" is a timestamp without time zone, written in UTC as Prisma writes dates.
  const [recent] = await db.$queryRaw<
    { eventScans: number; eventSpan: number | null; allScans: number; allSpan: number | null }[]
  >`
    SELECT count(*) FILTER (WHERE "eventId" = ${eventId}::uuid)::int AS "eventScans",
      EXTRACT(epoch FROM (now() AT TIME ZONE 'UTC') - min("scannedAt") FILTER (WHERE "eventId" = ${eventId}::uuid))::float8 AS "eventSpan",
      count(*)::int AS "allScans",
      EXTRACT(epoch FROM (now() AT TIME ZONE 'UTC') - min("scannedAt"))::float8 AS "allSpan"
    FROM "PhotoSearchScan"
    WHERE kind = ${kind}::"PhotoSearchKind" AND "scannedAt" > (now() AT TIME ZONE 'UTC') - make_interval(secs => ${backlogWindowSeconds})`;
  const [queue] = await db.$queryRaw<{ queued: number }[]>`
    SELECT count(*)::int AS queued FROM pgboss.job
    WHERE name = ${kinds[kind].photoJob} AND state IN ('created', 'retry', 'active')`;
  return indexingBacklog({
    waiting,
    event: { scans: recent?.eventScans ?? 0, spanSeconds: recent?.eventSpan ?? 0 },
    all: { scans: recent?.allScans ?? 0, spanSeconds: recent?.allSpan ?? 0 },
    queued: queue?.queued ?? 0,
  });
}

const none = { scans: 0, spanSeconds: 0 };

/** A photo's original, as a local path or its bytes (the original: no watermark, all its pixels), or null. */
export async function readOriginal(
  db: Db,
  storage: Pick<FileStorage, 'localPath' | 'read'>,
  photoId: string,
  kind: SearchKind,
): Promise<{ photo: { id: string; eventId: string }; source: Buffer | string } | null> {
  const photo = await db.photo.findUnique({
    where: { id: photoId },
    select: {
      id: true,
      eventId: true,
      status: true,
      event: { select: { bibSearch: true, faceSearch: true } },
      files: { where: { variant: 'ORIGINAL' }, select: { storageKey: true } },
    },
  });
  const on = kind === 'BIB' ? photo?.event.bibSearch : photo?.event.faceSearch;
  if (photo?.status !== 'READY' || !on) return null;
  const original = photo.files[0];
  const source =
    original && ((await storage.localPath(original.storageKey)) ?? (await storage.read(original.storageKey)));
  return source ? { photo: { id: photo.id, eventId: photo.eventId }, source } : null;
}
