// An event's faces as one block in memory, for the selfie searches of that event: reading 60,000 faces (a 20,000-photo
// event) from the database takes over a second, scoring them ~150 ms (bench:find). Each process keeps the events
// searched last, up to `maxCachedBytes`, and checks before every search that the event's faces are still the same
// set (their count and a checksum of their ids, one index scan), reading them again when they are not. A cache, not
// state: any server answers the same, and deleted faces are gone from it at the next search.
import type { Db } from '../../database/database.ts';
import { embeddingLength } from './face-vectors.ts';

export interface EventFaces {
  /** Face i is photoIds[i], vectors[i * embeddingLength ...], scales[i]. */
  photoIds: string[];
  scales: Float64Array;
  vectors: Uint8Array;
}

interface Cached extends EventFaces {
  signature: string;
  bytes: number;
}

/** ~250,000 faces (80,000 photos with 3 faces each) across the events of one process. */
const maxCachedBytes = 256 * 1024 * 1024;
/** Faces read per round trip (~5 MB of vectors), each page as one row: as 5,000 rows Prisma took three times longer. */
const facesPerRead = 5000;

const cached = new Map<string, Cached>();

/** The event's faces (of every photo: the search leaves out those not ready), from memory when still current. */
export async function eventFaces(db: Db, eventId: string): Promise<EventFaces> {
  const [current] = await db.$queryRaw<{ count: number; checksum: string }[]>`
    SELECT count(*)::int AS count, coalesce(sum(hashtext(id::text)::bigint), 0)::text AS checksum
    FROM "PhotoFace" WHERE "eventId" = ${eventId}::uuid`;
  const signature = `${current?.count ?? 0}:${current?.checksum ?? 0}`;
  const kept = cached.get(eventId);
  cached.delete(eventId);
  if (kept?.signature === signature) {
    cached.set(eventId, kept); // the most recently used last
    return kept;
  }
  const read = await readEventFaces(db, eventId);
  const entry: Cached = { ...read, signature, bytes: read.vectors.byteLength + read.photoIds.length * 80 };
  if (entry.bytes <= maxCachedBytes) {
    cached.set(eventId, entry);
    let total = 0;
    for (const value of cached.values()) total += value.bytes;
    for (const [id, value] of cached) {
      if (total <= maxCachedBytes) break;
      cached.delete(id);
      total -= value.bytes;
    }
  }
  // The kept entry itself: the next read of an unchanged event answers this very object.
  return entry;
}

async function readEventFaces(db: Db, eventId: string): Promise<EventFaces> {
  const photoIds: string[] = [];
  const scales: number[] = [];
  const pages: Uint8Array[] = [];
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const [page] = await db.$queryRaw<
      {
        photoIds: string[] | null;
        scales: number[] | null;
        vectors: Uint8Array | null;
        last: string | null;
      }[]
    >`
      SELECT array_agg(f."photoId"::text ORDER BY f.id) AS "photoIds", array_agg(f.scale ORDER BY f.id) AS scales,
             string_agg(f.embedding, ''::bytea ORDER BY f.id) AS vectors,
             (array_agg(f.id::text ORDER BY f.id DESC))[1] AS last
      FROM (SELECT id, "photoId", scale, embedding FROM "PhotoFace"
            WHERE "eventId" = ${eventId}::uuid AND id > ${after}::uuid ORDER BY id LIMIT ${facesPerRead}) f`;
    if (!page?.photoIds?.length || !page.vectors || !page.scales || !page.last) break;
    if (page.vectors.byteLength !== page.photoIds.length * embeddingLength)
      throw new Error(`Event ${eventId}: a stored face is not ${embeddingLength} bytes long`);
    photoIds.push(...page.photoIds);
    scales.push(...page.scales);
    pages.push(page.vectors);
    if (page.photoIds.length < facesPerRead) break;
    after = page.last;
  }
  return { photoIds, scales: Float64Array.from(scales), vectors: Buffer.concat(pages) };
}
