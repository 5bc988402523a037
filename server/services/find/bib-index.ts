// Search by race number for an event: a job reads each ready photo's original (bib-detect.ts proposes the bibs,
// bib-ocr.ts reads them) and stores the numbers it recognised; the switch, queueing and progress are shared with
// the face search (search-scans.ts).
import type { Db } from '../../database/database.ts';
import {
  InvalidRaceNumberError,
  NumberSearchUnavailableError,
  normaliseRaceNumber,
  rankNumberMatches,
} from '../../domain/race-numbers.ts';
import type { MediaContext } from '../request-context.ts';
import { decodePhoto } from './bib-detect.ts';
import type { BibReader } from './bib-ocr.ts';
import { readOriginal, saveIndexedPhoto } from './search-scans.ts';

export type BibIndexOutcome = 'indexed' | 'skipped';

/**
 * The photo-bib-index job: reads the race numbers of one ready photo from its original and replaces what was stored
 * for it. Skipped when the photo is gone or not ready, or the event's search is (or was meanwhile turned) off.
 */
export async function indexPhotoBibs(
  context: MediaContext & { reader: BibReader },
  photoId: string,
): Promise<BibIndexOutcome> {
  const original = await readOriginal(context.db, context.services.storage, photoId, 'BIB');
  if (!original) return 'skipped';
  const { photo } = original;
  const numbers = await context.reader.numbers(await decodePhoto(original.source));
  return saveIndexedPhoto(context.db, photo, 'BIB', async (tx) => {
    await tx.photoBibNumber.deleteMany({ where: { photoId: photo.id } });
    if (!numbers.length) return;
    await tx.photoBibNumber.createMany({
      data: numbers.map(({ number, confidence, box }) => ({
        photoId: photo.id,
        eventId: photo.eventId,
        number,
        confidence,
        ...box,
      })),
    });
  });
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
