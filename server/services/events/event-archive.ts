// Archiving an event and restoring it: its originals moved between the platform's storage and the archive storage
// by the event-archive and event-restore jobs, a batch at a time. Each file is copied, checked (size, and its MD5
// ETag or SHA-256), flipped in the database with the studio's storage counters, and only then deleted where it
// was, so a job killed at any point runs again to the same end without losing or duplicating a file.
import { createHash } from 'node:crypto';
import type { Db } from '../../database/database.ts';
import { NotFoundError } from '../../domain/errors.ts';
import {
  archiveBatchSize,
  archiveFailureMessages,
  checkArchiveStart,
  checkRestoreStart,
  EventArchiveError,
  isArchiveDue,
} from '../../domain/event-archive.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { enqueueJob } from '../../queue/enqueue.ts';
import { copyFile, forEachLimited } from '../backup/file-copy.ts';
import type { Stores } from '../storage/archive-storage.ts';
import { commitFileChange } from '../storage/file-changes.ts';
import type { FileStorage } from '../storage/file-storage.ts';

type Direction = 'archive' | 'restore';

/** Files copied at once within a batch. */
const copiesAtOnce = 4;

const originalsOf = (eventId: string) => ({ variant: 'ORIGINAL' as const, photo: { eventId } });

/** Starts archiving an event of the context's studio (dropPreviews: its public images go too, until restored). */
export async function startEventArchive(
  db: Db,
  input: { studioId: string; eventId: string; dropPreviews: boolean },
): Promise<void> {
  const { studioId, eventId, dropPreviews } = input;
  await db.$transaction(async (tx) => {
    const event = await lockEvent(tx, eventId, studioId);
    const [total, archived] = await Promise.all([
      tx.photoFile.count({ where: originalsOf(eventId) }),
      tx.photoFile.count({ where: { ...originalsOf(eventId), archived: true } }),
    ]);
    checkArchiveStart(event, total);
    await tx.event.update({
      where: { id: eventId },
      data: { archiveStatus: 'ARCHIVING', archiveError: null, archiveTotal: total, archiveDone: archived },
    });
    await enqueueJob(tx, 'event-archive', { eventId, dropPreviews }, { singletonKey: eventId });
  });
}

/** Starts bringing an archived event's originals back (and rendering its public images again if they were dropped). */
export async function startEventRestore(db: Db, input: { studioId: string; eventId: string }): Promise<void> {
  const { studioId, eventId } = input;
  await db.$transaction(async (tx) => {
    const event = await lockEvent(tx, eventId, studioId);
    checkRestoreStart(event);
    const [total, hot] = await Promise.all([
      tx.photoFile.count({ where: originalsOf(eventId) }),
      tx.photoFile.count({ where: { ...originalsOf(eventId), archived: false } }),
    ]);
    await tx.event.update({
      where: { id: eventId },
      data: { archiveStatus: 'RESTORING', archiveError: null, archiveTotal: total, archiveDone: hot },
    });
    await enqueueJob(tx, 'event-restore', { eventId }, { singletonKey: eventId });
  });
}

async function lockEvent(tx: Prisma.TransactionClient, eventId: string, studioId: string) {
  // One start at a time per event: two clicks cannot both pass the checks.
  await tx.$queryRaw`SELECT id FROM "Event" WHERE id = ${eventId}::uuid FOR UPDATE`;
  const event = await tx.event.findFirst({
    where: { id: eventId, studioId },
    select: { archiveStatus: true, archiveError: true },
  });
  if (!event) throw new NotFoundError('Evento não encontrado');
  return event;
}

/** Copies `key` from one storage to the other and checks the copy; true when the source was there to copy. */
export async function copyChecked(
  from: FileStorage,
  to: FileStorage,
  key: string,
  bytes: number,
): Promise<boolean> {
  const copied = await copyAttempts(() => copyFile(from, key, to, key));
  if (!copied) {
    // Moved by an earlier run that was killed before its database update: the copy there is the file.
    const there = await to.open(key);
    if (there?.size === bytes) return false;
    throw new Error(`Original ${key} is in neither storage`);
  }
  const stored = await to.open(key);
  if (!stored || stored.size !== copied.size || copied.size !== bytes)
    throw new Error(`Copy of ${key} has ${stored?.size ?? 'no'} bytes, expected ${bytes}`);
  // An object storage's ETag of a single upload is its MD5; otherwise (a folder, encrypted objects) read it back.
  if (stored.etag.replace(/"/g, '') === copied.md5) return true;
  const back = await to.read(key);
  if (!back || createHash('sha256').update(back).digest('hex') !== copied.sha256)
    throw new Error(`Copy of ${key} differs from the original`);
  return true;
}

/** Tries a copy again (a streamed upload cannot be retried by the SDK itself) before failing the batch. */
async function copyAttempts<T>(copy: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await copy();
    } catch (error) {
      if (attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  }
}

interface MoveContext {
  db: Db;
  services: Stores;
}

function archiveOf(context: MoveContext): FileStorage {
  if (!context.services.archive) throw new Error('This worker has no archive storage');
  return context.services.archive;
}

/**
 * Moves the event's originals one way, a batch at a time: copy and check each, flip the batch's rows with the
 * studio's counters and the progress in one transaction, then delete the copies left behind. Returns false when the
 * event is no longer moving that way (the owner turned it around after a failure).
 */
async function moveOriginals(context: MoveContext, eventId: string, direction: Direction): Promise<boolean> {
  const { db, services } = context;
  const toArchive = direction === 'archive';
  const archive = archiveOf(context);
  const [from, to] = toArchive ? [services.storage, archive] : [archive, services.storage];
  const status = toArchive ? 'ARCHIVING' : 'RESTORING';
  for (;;) {
    const batch = await db.photoFile.findMany({
      where: { ...originalsOf(eventId), archived: !toArchive },
      select: { id: true, storageKey: true, bytes: true, studioId: true },
      orderBy: { id: 'asc' },
      take: archiveBatchSize,
    });
    if (!batch.length) break;
    await forEachLimited(batch, copiesAtOnce, async (file) => {
      await copyChecked(from, to, file.storageKey, file.bytes);
    });
    const moved = await db.$transaction(async (tx) => {
      const still = await tx.event.count({ where: { id: eventId, archiveStatus: status } });
      if (!still) return null;
      // Photos deleted meanwhile are not counted: only the rows this update flips.
      const flipped = await tx.$queryRaw<{ storageKey: string; bytes: number }[]>`
        UPDATE "PhotoFile" SET archived = ${toArchive}
        WHERE id IN (${Prisma.join(batch.map((file) => Prisma.sql`${file.id}::uuid`))}) AND archived = ${!toArchive}
        RETURNING "storageKey", bytes`;
      const bytes = BigInt(flipped.reduce((sum, file) => sum + file.bytes, 0));
      await tx.studio.update({
        where: { id: batch[0]!.studioId },
        data: toArchive
          ? { highResStorageUsedBytes: { decrement: bytes }, archivedStorageUsedBytes: { increment: bytes } }
          : { highResStorageUsedBytes: { increment: bytes }, archivedStorageUsedBytes: { decrement: bytes } },
      });
      await tx.event.update({ where: { id: eventId }, data: { archiveDone: { increment: flipped.length } } });
      return flipped.map((file) => file.storageKey);
    });
    if (!moved) return false;
    await from.delete(moved);
  }
  await removeLeftovers(context, eventId, direction);
  return true;
}

/** Deletes copies a killed run left where the files no longer belong (flipped, but not yet deleted there). */
async function removeLeftovers(context: MoveContext, eventId: string, direction: Direction): Promise<void> {
  const storage = direction === 'archive' ? context.services.storage : archiveOf(context);
  let after: string | undefined;
  for (;;) {
    const files = await context.db.photoFile.findMany({
      where: { ...originalsOf(eventId), archived: direction === 'archive' },
      select: { id: true, storageKey: true },
      orderBy: { id: 'asc' },
      take: 1000,
      ...(after && { cursor: { id: after }, skip: 1 }),
    });
    if (!files.length) return;
    await storage.delete(files.map((file) => file.storageKey));
    after = files.at(-1)!.id;
  }
}

/** Deletes the event's public images (previews, thumbnails, tiles) and marks its photos to be rendered again. */
async function dropPreviews(context: MoveContext, eventId: string): Promise<void> {
  await commitFileChange(context.db, context.services.storage, {
    commit: async (tx) => {
      const files = await tx.photoFile.findMany({
        where: { variant: { in: ['PREVIEW', 'THUMBNAIL', 'TILE'] }, photo: { eventId } },
        select: { storageKey: true },
      });
      await tx.photoFile.deleteMany({
        where: { variant: { in: ['PREVIEW', 'THUMBNAIL', 'TILE'] }, photo: { eventId } },
      });
      // A revision no studio has: the photo reads as to be rendered, and the restore's renders keep its public name.
      await tx.photo.updateMany({ where: { eventId }, data: { watermarkRevision: -1 } });
      await tx.event.update({ where: { id: eventId }, data: { previewsDropped: true } });
      return { result: undefined, removed: files.map((file) => file.storageKey) };
    },
  });
}

/** The event-archive job: moves the originals to the archive storage, drops the previews if asked, and finishes. */
export async function archiveEventJob(
  context: MoveContext,
  payload: { eventId: string; dropPreviews: boolean },
): Promise<void> {
  const { db } = context;
  const { eventId } = payload;
  if (!(await db.event.count({ where: { id: eventId, archiveStatus: 'ARCHIVING' } }))) return;
  await recordingFailure(context, eventId, 'archive', async () => {
    if (!(await moveOriginals(context, eventId, 'archive'))) return;
    if (payload.dropPreviews) await dropPreviews(context, eventId);
    await db.event.updateMany({
      where: { id: eventId, archiveStatus: 'ARCHIVING' },
      data: { archiveStatus: 'ARCHIVED', archivedAt: new Date(), archiveError: null },
    });
  });
}

/** The event-restore job: moves the originals back, then queues the renders of dropped previews. */
export async function restoreEventJob(context: MoveContext, payload: { eventId: string }): Promise<void> {
  const { db } = context;
  const { eventId } = payload;
  if (!(await db.event.count({ where: { id: eventId, archiveStatus: 'RESTORING' } }))) return;
  await recordingFailure(context, eventId, 'restore', async () => {
    if (!(await moveOriginals(context, eventId, 'restore'))) return;
    await db.$transaction(async (tx) => {
      const done = await tx.event.updateMany({
        where: { id: eventId, archiveStatus: 'RESTORING' },
        data: { archiveStatus: null, archivedAt: null, archiveError: null, previewsDropped: false },
      });
      if (!done.count) return;
      // Photos whose previews were dropped render again from their originals, under their public names.
      const photos = await tx.photo.findMany({
        where: { eventId, watermarkRevision: -1 },
        select: { id: true },
      });
      for (const { id } of photos)
        await enqueueJob(tx, 'photo-render', { photoId: id }, { singletonKey: id });
    });
  });
}

/** Runs a move, recording its failure on the event for the owner before the queue tries it again. */
async function recordingFailure(
  context: MoveContext,
  eventId: string,
  direction: Direction,
  work: () => Promise<void>,
): Promise<void> {
  try {
    await work();
  } catch (error) {
    await context.db.event.updateMany({
      where: { id: eventId, archiveStatus: direction === 'archive' ? 'ARCHIVING' : 'RESTORING' },
      data: { archiveError: archiveFailureMessages[direction] },
    });
    throw error;
  }
}

/**
 * The daily housekeeping's part: starts archiving every event whose downloads after its expiry are over (previews
 * kept, so the closed gallery still shows them when reopened after a restore). Returns how many.
 */
export async function queueDueArchives(db: Db, now = new Date()): Promise<number> {
  const candidates = await db.event.findMany({
    where: { archiveStatus: null, expiresAt: { lt: now }, photos: { some: {} } },
    select: {
      id: true,
      expiresAt: true,
      archiveStatus: true,
      studio: { select: { id: true, downloadDaysAfterExpiry: true } },
    },
  });
  let queued = 0;
  for (const event of candidates) {
    if (!isArchiveDue(event, event.studio.downloadDaysAfterExpiry, now)) continue;
    try {
      await startEventArchive(db, { studioId: event.studio.id, eventId: event.id, dropPreviews: false });
      queued++;
    } catch (error) {
      if (!(error instanceof EventArchiveError)) throw error;
    }
  }
  return queued;
}
