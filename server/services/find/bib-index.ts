// Search by race number for an event: the studio turns it on per event (off by default); a job reads each ready
// photo's original (bib-detect.ts proposes the bibs, bib-ocr.ts reads them) and stores the numbers it recognised.
// Turning it off deletes what was stored. Photos read (whatever they held) are marked in PhotoSearchScan, which the
// admin's progress counts; face search will be another PhotoSearchKind beside BIB.
import type { Db } from '../../database/database.ts';
import { DomainError, NotFoundError } from '../../domain/errors.ts';
import {
  invalidRaceNumberMessage,
  normaliseRaceNumber,
  rankNumberMatches,
} from '../../domain/race-numbers.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { enqueueJob } from '../../jobs/enqueue.ts';
import { type RequestContext, requireStudio } from '../../request-context.ts';
import type { MediaContext } from '../media/photos.ts';
import { decodePhoto } from './bib-detect.ts';
import type { BibReader } from './bib-ocr.ts';

export class InvalidRaceNumberError extends DomainError {
  override name = 'InvalidRaceNumberError';
  constructor() {
    super(invalidRaceNumberMessage);
  }
}

export class NumberSearchUnavailableError extends DomainError {
  override name = 'NumberSearchUnavailableError';
  constructor() {
    super('A busca pelo número não está disponível nesta galeria.');
  }
}

/**
 * Turns the event's number search on (queues the reading of every photo already ready) or off (deletes the numbers
 * and marks stored for it, in the same transaction; jobs still queued find it off and do nothing).
 */
export async function setBibSearch(
  context: Pick<RequestContext, 'studio'> & { db: Db },
  eventId: string,
  enabled: boolean,
): Promise<void> {
  const studio = requireStudio(context);
  await context.db.$transaction(async (tx) => {
    const changed = await tx.event.updateMany({
      where: { id: eventId, studioId: studio.id },
      data: { bibSearch: enabled },
    });
    if (changed.count !== 1) throw new NotFoundError('Evento não encontrado');
    if (enabled) {
      await enqueueJob(tx, 'event-bib-index', { eventId }, { singletonKey: eventId });
    } else {
      await tx.photoBibNumber.deleteMany({ where: { eventId } });
      await tx.photoSearchScan.deleteMany({ where: { eventId, kind: 'BIB' } });
    }
  });
}

/**
 * Queued with a photo's first render (same transaction): its numbers are read once it is ready. The event's row is
 * locked for the read: a switch turned on at the same moment either is seen here or commits after this photo is
 * ready, and its own job finds it.
 */
export async function queueBibIndexIfOn(tx: Prisma.TransactionClient, photoId: string, eventId: string) {
  const [event] = await tx.$queryRaw<{ bibSearch: boolean }[]>`
    SELECT "bibSearch" FROM "Event" WHERE id = ${eventId}::uuid FOR SHARE`;
  if (event?.bibSearch) await enqueueJob(tx, 'photo-bib-index', { photoId }, { singletonKey: photoId });
}

/**
 * The event-bib-index job: queues the reading of every ready photo of the event not read yet, a page at a time.
 * Photos already queued are not queued twice; with the search off it queues nothing.
 */
export async function queueEventBibIndexing(db: Db, eventId: string): Promise<number> {
  let queued = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const unread = await db.$queryRaw<{ id: string }[]>`
      SELECT p.id FROM "Photo" p JOIN "Event" e ON e.id = p."eventId"
      WHERE p."eventId" = ${eventId}::uuid AND e."bibSearch" AND p.status = 'READY' AND p.id > ${after}::uuid
        AND NOT EXISTS (SELECT 1 FROM "PhotoSearchScan" s WHERE s."photoId" = p.id AND s.kind = 'BIB')
      ORDER BY p.id LIMIT 500`;
    if (!unread.length) break;
    await db.$transaction(async (tx) => {
      for (const { id } of unread)
        await enqueueJob(tx, 'photo-bib-index', { photoId: id }, { singletonKey: id });
    });
    queued += unread.length;
    after = unread.at(-1)!.id;
  }
  return queued;
}

export type BibIndexOutcome = 'indexed' | 'skipped';

/**
 * The photo-bib-index job: reads the race numbers of one ready photo from its original and replaces what was stored
 * for it. Skipped when the photo is gone or not ready, or the event's search is (or was meanwhile turned) off.
 */
export async function indexPhotoBibs(
  context: MediaContext & { reader: BibReader },
  photoId: string,
): Promise<BibIndexOutcome> {
  const { db } = context;
  const { storage } = context.services;
  const photo = await db.photo.findUnique({
    where: { id: photoId },
    select: {
      id: true,
      eventId: true,
      status: true,
      event: { select: { bibSearch: true } },
      files: { where: { variant: 'ORIGINAL' }, select: { storageKey: true } },
    },
  });
  if (photo?.status !== 'READY' || !photo.event.bibSearch) return 'skipped';
  const original = photo.files[0];
  // The original, not the preview: no watermark over the bibs, and the pixels the crops need.
  const source =
    original && ((await storage.localPath(original.storageKey)) ?? (await storage.read(original.storageKey)));
  if (!source) return 'skipped';
  const numbers = await context.reader.numbers(await decodePhoto(source));
  return db.$transaction(async (tx) => {
    // Serialised with the toggle (which updates the event row): off wins, and nothing is written after it.
    const [event] = await tx.$queryRaw<{ bibSearch: boolean }[]>`
      SELECT "bibSearch" FROM "Event" WHERE id = ${photo.eventId}::uuid FOR SHARE`;
    const still = await tx.photo.findUnique({ where: { id: photo.id }, select: { status: true } });
    if (!event?.bibSearch || still?.status !== 'READY') return 'skipped' as const;
    await tx.photoBibNumber.deleteMany({ where: { photoId: photo.id } });
    if (numbers.length) {
      await tx.photoBibNumber.createMany({
        data: numbers.map(({ number, confidence, box }) => ({
          photoId: photo.id,
          eventId: photo.eventId,
          number,
          confidence,
          ...box,
        })),
      });
    }
    await tx.photoSearchScan.upsert({
      where: { photoId_kind: { photoId: photo.id, kind: 'BIB' } },
      create: { photoId: photo.id, eventId: photo.eventId, kind: 'BIB' },
      update: { scannedAt: new Date() },
    });
    return 'indexed' as const;
  });
}

/** The admin's progress: ready photos read so far, of all ready photos of the event. */
export async function bibSearchProgress(
  db: Db,
  eventId: string,
): Promise<{ indexed: number; total: number }> {
  const [indexed, total] = await Promise.all([
    db.photoSearchScan.count({ where: { eventId, kind: 'BIB', photo: { status: 'READY' } } }),
    db.photo.count({ where: { eventId, status: 'READY' } }),
  ]);
  return { indexed, total };
}

/**
 * The ready photos of an event where the number typed was recognised, best first (rankNumberMatches).
 */
export async function searchPhotosByNumber(
  db: Db,
  event: { id: string; bibSearch: boolean },
  typed: string,
): Promise<{ number: string; photoIds: string[] }> {
  const number = normaliseRaceNumber(typed);
  if (number === null) throw new InvalidRaceNumberError();
  if (!event.bibSearch) throw new NumberSearchUnavailableError();
  const rows = await db.photoBibNumber.findMany({
    where: { eventId: event.id, number, photo: { status: 'READY' } },
    select: { photoId: true, number: true, confidence: true },
  });
  return { number, photoIds: rankNumberMatches(rows, number) };
}
