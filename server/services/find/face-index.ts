// Search by selfie for an event: a job finds the faces of each ready photo's original (face-engine.ts) and stores
// their boxes and vectors; the customer's selfie is described in memory, compared with the event's faces here, and
// dropped. The switch, queueing and progress are shared with the number search (search-scans.ts).
import sharp from 'sharp';
import type { Db } from '../../database/database.ts';
import {
  InvalidSelfieError,
  maxSelfieBytes,
  maxSelfiePixels,
  type ScoredFace,
  SelfieConsentRequiredError,
  SelfieRateLimitedError,
  SelfieSearchUnavailableError,
  selfieMessages,
  selfieSearchLimits,
} from '../../domain/face-match.ts';
import { InvalidImageError } from '../../domain/uploads.ts';
import { countFailure } from '../limits/rate-limit.ts';
import type { MediaContext } from '../request-context.ts';
import { eventFaces } from './event-faces.ts';
import { faceIndexesOf, matchEventFaces } from './face-ann.ts';
import { faceCode } from './face-codes.ts';
import { type FoundFace, findFaces, selfieLongSide } from './face-engine.ts';
import { embeddingLength, quantise, similarity } from './face-vectors.ts';
import { readOriginal, saveIndexedPhoto } from './search-scans.ts';

/** Finds a photo's faces; a test or a benchmark may describe pictures its own way. */
export type FaceFinder = (input: Buffer | string) => Promise<FoundFace[]>;

/**
 * The photo-face-index job: finds the faces of one ready photo in its original and replaces what was stored for it.
 * Skipped when the photo is gone or not ready, or the event's search is (or was meanwhile turned) off.
 */
export async function indexPhotoFaces(
  context: MediaContext & { findFaces?: FaceFinder },
  photoId: string,
): Promise<'indexed' | 'skipped'> {
  const original = await readOriginal(context.db, context.services.storage, photoId, 'FACE');
  if (!original) return 'skipped';
  const { photo } = original;
  const faces = await (context.findFaces ?? findFaces)(original.source);
  return saveIndexedPhoto(context.db, photo, 'FACE', async (tx) => {
    await tx.photoFace.deleteMany({ where: { photoId: photo.id } });
    if (!faces.length) return;
    await tx.photoFace.createMany({
      data: faces.map(({ box, score, embedding }) => {
        const { bytes, scale } = quantise(embedding);
        // The code the approximate search keeps in memory (face-ann.ts), from the bytes as stored.
        return {
          photoId: photo.id,
          eventId: photo.eventId,
          score,
          ...box,
          embedding: bytes,
          scale,
          code: faceCode(bytes),
        };
      }),
    });
  });
}

/**
 * Every face of the event's ready photos scored against a unit query vector, exactly: the search before the
 * approximate index (face-ann.ts), kept as the reference bench:find and bench:faces-index compare with. The faces
 * come from eventFaces (kept in memory while they do not change); photos not ready are left out.
 */
export async function* scoreEventFaces(
  db: Db,
  eventId: string,
  query: Float32Array,
): AsyncGenerator<ScoredFace> {
  const [faces, hidden] = await Promise.all([
    eventFaces(db, eventId),
    db.photo.findMany({ where: { eventId, status: { not: 'READY' } }, select: { id: true } }),
  ]);
  const notReady = new Set(hidden.map((photo) => photo.id));
  const { photoIds, scales, vectors } = faces;
  for (let index = 0; index < photoIds.length; index++) {
    const photoId = photoIds[index]!;
    if (notReady.has(photoId)) continue;
    const vector = vectors.subarray(index * embeddingLength, (index + 1) * embeddingLength);
    yield { photoId, similarity: similarity(query, vector, scales[index]!) };
  }
}

/** The one face of a selfie the search uses (the largest), or the error the customer reads. */
export async function describeSelfie(bytes: Buffer, find: FaceFinder = selfieFaces): Promise<Float32Array> {
  if (bytes.length > maxSelfieBytes) throw new InvalidSelfieError(selfieMessages.tooLarge);
  let faces: FoundFace[];
  try {
    faces = await find(bytes);
  } catch (error) {
    if (error instanceof InvalidImageError) throw new InvalidSelfieError(selfieMessages.unreadable);
    throw error;
  }
  const face = faces[0];
  if (!face) throw new InvalidSelfieError(selfieMessages.noFace);
  return face.embedding;
}

async function selfieFaces(bytes: Buffer | string): Promise<FoundFace[]> {
  const meta = await sharp(bytes, { failOn: 'none' })
    .metadata()
    .catch(() => {
      throw new InvalidImageError('Imagem ilegível');
    });
  if (!meta.width || !meta.height) throw new InvalidImageError('Imagem ilegível');
  if (meta.width * meta.height > maxSelfiePixels) throw new InvalidSelfieError(selfieMessages.tooLarge);
  return findFaces(bytes, selfieLongSide);
}

/**
 * 'Encontrar minhas fotos': the event's ready photos where a face matches the selfie's, best first. The selfie's
 * bytes live only in this call (never written, never logged); a visitor may search `selfieSearchLimits.perVisitor`
 * times and a gallery `perEvent` times per window, counted before the selfie is described. The event's faces are
 * searched through this server's approximate index (face-ann.ts), candidates re-ranked on their stored vectors.
 */
export async function searchPhotosBySelfie(
  context: { db: Db; clientAddress: string; findFaces?: FaceFinder; services?: object },
  event: { id: string; faceSearch: boolean },
  selfie: {
    consent: boolean;
    read: () => Promise<Buffer>;
    /** Records the consent (with the privacy policy's version) once the search is going to read the selfie. */
    recordConsent?: () => Promise<unknown>;
  },
): Promise<{ photoId: string; similarity: number }[]> {
  const { db } = context;
  if (!selfie.consent) throw new SelfieConsentRequiredError();
  if (!event.faceSearch) throw new SelfieSearchUnavailableError();
  const { perVisitor, perEvent, windowMs } = selfieSearchLimits;
  const [byVisitor, byEvent] = await Promise.all([
    countFailure(db, `selfie:${context.clientAddress}`, windowMs),
    countFailure(db, `selfie-event:${event.id}`, windowMs),
  ]);
  if (byVisitor > perVisitor || byEvent > perEvent) throw new SelfieRateLimitedError();
  await selfie.recordConsent?.();
  const query = await describeSelfie(await selfie.read(), context.findFaces);
  return matchEventFaces(db, event.id, query, { indexes: faceIndexesOf(context.services) });
}
