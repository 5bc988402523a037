// bench:faces-index's event: synthetic faces with planted people, written as the photo-face-index job writes them
// (int8 bytea + scale + code, one statement per batch, through the triggers that log changes), by several writer
// processes at once (bench/faces-index-writer.ts), each scoring its faces exactly against every selfie as it goes.
// A face = a mean direction every face shares (weight 0.5-0.74 per face, as real embeddings share one: strangers
// score 0.3-0.5 against a selfie) + a person + noise; a planted person's photos score 0.55-0.9 against their selfie.
import type { Db } from '../../server/database/database.ts';
import type { ScoredFace } from '../../server/domain/face-match.ts';
import { faceCode } from '../../server/services/find/face-codes.ts';
import { embeddingLength, quantise, similarity } from '../../server/services/find/face-vectors.ts';

/** xorshift32: uniform numbers in [-1, 1), the same every run. */
export function uniform(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2147483648 - 1;
  };
}

/** weights[k] * parts[k] (null: fresh uniform noise) summed, then unit length. */
export function mix(parts: (Float32Array | null)[], weights: number[], next: () => number): Float32Array {
  const values = new Float32Array(embeddingLength);
  // Uniform noise on [-1, 1) has length sqrt(1024 / 3): scaled to unit length on average.
  const noiseScale = Math.sqrt(3 / embeddingLength);
  parts.forEach((part, k) => {
    const weight = weights[k]!;
    if (part) for (let i = 0; i < embeddingLength; i++) values[i]! += weight * part[i]!;
    else for (let i = 0; i < embeddingLength; i++) values[i]! += weight * noiseScale * next();
  });
  let sum = 0;
  for (let i = 0; i < embeddingLength; i++) sum += values[i]! * values[i]!;
  const norm = Math.sqrt(sum) || 1;
  for (let i = 0; i < embeddingLength; i++) values[i]! /= norm;
  return values;
}

export interface Cast {
  mean: Float32Array;
  people: { identity: Float32Array; selfie: Float32Array }[];
}

/** The mean direction and the people searched, the same in every process. */
export function castOf(peopleCount: number): Cast {
  const next = uniform(2026_11_27);
  const mean = mix([null], [1], next);
  const people = Array.from({ length: peopleCount }, () => {
    const identity = mix([null], [1], next);
    return { identity, selfie: mix([mean, identity, null], [0.63, 0.7, 0.33], next) };
  });
  return { mean, people };
}

/** Which person (if any) photo `index` shows as its first face: `planted` photos each, spread over the event. */
export function plantedPerson(index: number, photoCount: number, peopleCount: number, planted: number) {
  const slots = peopleCount * planted;
  const slot = Math.ceil((index * slots) / photoCount);
  return Math.floor((slot * photoCount) / slots) === index && slot < slots ? slot % peopleCount : undefined;
}

/** A planted person's face in a photo (cosine with their selfie 0.55-0.9, depending on `share`). */
export function plantedFace(cast: Cast, person: number, next: () => number): Float32Array {
  const share = 0.12 + 0.4 * ((next() + 1) / 2);
  return mix(
    [cast.mean, cast.people[person]!.identity, null],
    [Math.sqrt(0.4), Math.sqrt(share), Math.sqrt(Math.max(0.02, 0.6 - share))],
    next,
  );
}

export async function insertPhotos(db: Db, studioId: string, eventId: string, first: number, count: number) {
  const rows = await db.$queryRawUnsafe<{ id: string }[]>(
    `INSERT INTO "Photo" (id, "studioId", "eventId", name, "originalName", width, height, status)
     SELECT gen_random_uuid(), $1::uuid, $2::uuid, 'p' || i || '.webp', 'DSC_' || lpad(i::text, 7, '0') || '.jpg',
       6000, 4000, 'READY'
     FROM generate_series($3::int, $4::int) i ORDER BY i RETURNING id::text`,
    studioId,
    eventId,
    first,
    first + count - 1,
  );
  return rows.map((row) => row.id);
}

/** Faces written as the photo-face-index job writes them: one statement, the code computed from the stored bytes. */
export async function insertFaces(
  db: Db,
  eventId: string,
  rows: { photoId: string; bytes: Uint8Array; scale: number }[],
): Promise<void> {
  await db.$executeRawUnsafe(
    `INSERT INTO "PhotoFace" (id, "photoId", "eventId", score, "left", top, width, height, embedding, scale, code)
     SELECT gen_random_uuid(), f.photo, $1::uuid, 0.9, 100, 200, 160, 200, f.embedding, f.scale, f.code
     FROM unnest($2::uuid[], $3::bytea[], $4::float8[], $5::bytea[]) AS f(photo, embedding, scale, code)`,
    eventId,
    rows.map((row) => row.photoId),
    rows.map((row) => Buffer.from(row.bytes)),
    rows.map((row) => row.scale),
    rows.map((row) => Buffer.from(faceCode(row.bytes))),
  );
}

export interface WriteRange {
  studioId: string;
  eventId: string;
  /** Photos [first, first + count) of photoCount. */
  first: number;
  count: number;
  photoCount: number;
  peopleCount: number;
  planted: number;
}

export interface Written {
  faces: number;
  /** Per person, the exact score of every face of theirs at 0.3 or more (nothing lower can rank). */
  scored: ScoredFace[][];
  bibs: { photoId: string; number: string }[];
}

/** Photos of the range with 1 or 2 faces each and 600 race numbers per 1,000 photos, in batches of 2,000. */
export async function writeRange(db: Db, range: WriteRange): Promise<Written> {
  const cast = castOf(range.peopleCount);
  const written: Written = { faces: 0, scored: cast.people.map(() => []), bibs: [] };
  const perBatch = 2000;
  for (let first = range.first; first < range.first + range.count; first += perBatch) {
    const count = Math.min(perBatch, range.first + range.count - first);
    const next = uniform(first * 2_654_435_761 + 1);
    const photoIds = await insertPhotos(db, range.studioId, range.eventId, first + 1, count);
    const rows: { photoId: string; bytes: Uint8Array; scale: number }[] = [];
    photoIds.forEach((photoId, offset) => {
      const index = first + offset;
      for (let k = 0; k < 1 + (index % 2); k++) {
        const person =
          k === 0 ? plantedPerson(index, range.photoCount, range.peopleCount, range.planted) : undefined;
        const meanWeight = Math.sqrt(0.25 + 0.3 * ((next() + 1) / 2));
        const vector =
          person === undefined
            ? mix([cast.mean, null], [meanWeight, Math.sqrt(1 - meanWeight ** 2)], next)
            : plantedFace(cast, person, next);
        const { bytes, scale } = quantise(vector);
        rows.push({ photoId, bytes, scale });
        cast.people.forEach((searched, p) => {
          const score = similarity(searched.selfie, bytes, scale);
          if (score >= 0.3) written.scored[p]!.push({ photoId, similarity: score });
        });
      }
      if (index % 5 < 3)
        written.bibs.push({ photoId, number: String(1 + Math.floor(((next() + 1) / 2) * 20_000)) });
    });
    await insertFaces(db, range.eventId, rows);
    written.faces += rows.length;
  }
  return written;
}
