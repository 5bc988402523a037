// The selfie search's approximate index of an event's faces, one per event in each server's memory: 64-byte codes
// (face-codes.ts) and 16-byte ids, 81 bytes a face (a 1,000,000-photo event's 1.5 million faces in ~125 MB, where
// the vectors alone are 1.5 GB). A search scores every code, reads the vectors of the best `rerankCandidates` faces
// from the database in one query and ranks them exactly, as the whole event was before (bench:faces-index measures
// the recall). Before each search the index catches up with FaceIndexChange, the log the database's triggers keep
// of every face added or removed (whichever server, job or console made the change), so it is a cache, not state:
// any server answers the same, and a face deleted anywhere is never answered (the exact step reads only rows that
// still exist, of photos that are ready).
import type { Db } from '../../database/database.ts';
import { rankFaceMatches, type ScoredFace } from '../../domain/face-match.ts';
import { codeBytes, faceCode, queryTables, scoreCodeAt, scoreCodes } from './face-codes.ts';
import { embeddingLength, similarity } from './face-vectors.ts';

/**
 * Faces whose stored vectors a search reads and scores exactly. bench:faces-index found every person's exact top 20
 * within the best 250 codes at 30,000 faces in PostgreSQL and at 1.5 million simulated; the re-rank's time grows
 * with this count (2,000 took 4x the time of 500), so 1,000 keeps a margin for real faces.
 */
export const rerankCandidates = 1000;
/** Memory a process gives to the indexes of the events searched last (a 1.5-million-face event takes ~125 MB). */
export const maxIndexBytes = 256 * 1024 * 1024;
/** Faces per block of memory: an index grows a block at a time, never copying what it holds. */
export const facesPerChunk = 16_384;
const idBytes = 16;
/** Bytes of one block: codes, ids and a removed flag per face. */
export const chunkBytes = facesPerChunk * (codeBytes + idBytes + 1);
/** Codes read per round trip when an index is loaded (~1.6 MB), each page as one aggregated row. */
const facesPerRead = 20_000;

interface Chunk {
  codes: Uint8Array;
  ids: Uint8Array;
  removed: Uint8Array;
}

function uuidOf(bytes: Uint8Array, offset: number): string {
  const hex = Buffer.from(bytes.buffer, bytes.byteOffset + offset, idBytes).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A cheap key of an id (its last four bytes, random in UUIDs v4 and v7) to find ids in one pass. */
function keyOf(bytes: Uint8Array, offset: number): number {
  return (
    ((bytes[offset + 12]! << 24) |
      (bytes[offset + 13]! << 16) |
      (bytes[offset + 14]! << 8) |
      bytes[offset + 15]!) >>>
    0
  );
}

function bytesOfUuid(id: string): Uint8Array {
  return Buffer.from(id.replaceAll('-', ''), 'hex');
}

/** One event's faces as codes, in the order they were read or added; removed faces keep their slot, flagged. */
export class EventFaceIndex {
  readonly chunks: Chunk[] = [];
  /** Slots used (faces held, removed ones included). */
  size = 0;
  removedCount = 0;

  constructor(
    readonly eventId: string,
    /** The FaceIndexVersion this index has caught up with. */
    public version: bigint,
  ) {}

  get faces(): number {
    return this.size - this.removedCount;
  }

  /** Memory held: whole blocks, what the process pays for this index. */
  get bytes(): number {
    return this.chunks.length * chunkBytes;
  }

  append(id: Uint8Array, code: Uint8Array): void {
    const within = this.size % facesPerChunk;
    if (within === 0)
      this.chunks.push({
        codes: new Uint8Array(facesPerChunk * codeBytes),
        ids: new Uint8Array(facesPerChunk * idBytes),
        removed: new Uint8Array(facesPerChunk),
      });
    const chunk = this.chunks[this.chunks.length - 1]!;
    chunk.codes.set(code, within * codeBytes);
    chunk.ids.set(id, within * idBytes);
    this.size++;
  }

  idOf(slot: number): string {
    return uuidOf(this.chunks[Math.floor(slot / facesPerChunk)]!.ids, (slot % facesPerChunk) * idBytes);
  }

  /**
   * Applies changes netted by face id (true: the face is there with this code; null: it is gone): one pass over the
   * ids held flags the removed ones and finds the added ones already held, then the others are appended.
   */
  apply(changes: Map<string, Uint8Array | null>): void {
    const wanted = new Map<number, string[]>();
    for (const id of changes.keys()) {
      const key = keyOf(bytesOfUuid(id), 0);
      wanted.set(key, [...(wanted.get(key) ?? []), id]);
    }
    const held = new Set<string>();
    this.chunks.forEach((chunk, index) => {
      const count = Math.min(facesPerChunk, this.size - index * facesPerChunk);
      for (let slot = 0; slot < count; slot++) {
        const candidates = wanted.get(keyOf(chunk.ids, slot * idBytes));
        if (!candidates) continue;
        const id = uuidOf(chunk.ids, slot * idBytes);
        if (!candidates.includes(id)) continue;
        if (changes.get(id)) held.add(id);
        else if (!chunk.removed[slot]) {
          chunk.removed[slot] = 1;
          this.removedCount++;
        }
      }
    });
    for (const [id, code] of changes) if (code && !held.has(id)) this.append(bytesOfUuid(id), code);
  }

  /**
   * The slots of the `count` faces whose codes score highest against the query (all of them when fewer). A large
   * index is scored in two passes: the first quarter of every code (128 bits), then the whole code of the best
   * `coarseKeep` faces by that quarter: a scan of 1.5 million faces in ~100 ms instead of ~300, with the same recall
   * (bench:faces-index's simulation, strangers up to 0.54 against a selfie: every person's exact top 20 kept).
   */
  candidates(tables: Float32Array, count: number): number[] {
    const coarse = this.faces > coarseAbove;
    const scores = new Float32Array(this.size);
    this.chunks.forEach((chunk, index) => {
      const offset = index * facesPerChunk;
      const inChunk = Math.min(facesPerChunk, this.size - offset);
      scoreCodes(tables, chunk.codes, inChunk, scores, offset, coarse ? coarseWords : undefined);
      if (this.removedCount)
        for (let slot = 0; slot < inChunk; slot++) if (chunk.removed[slot]) scores[offset + slot] = -Infinity;
    });
    if (this.faces <= count)
      return Array.from({ length: this.size }, (_, slot) => slot).filter(
        (slot) => scores[slot] !== -Infinity,
      );
    const chosen = atLeastBest(scores, coarse ? Math.max(count, coarseKeep) : count);
    if (coarse) {
      const words = this.chunks.map(
        ({ codes }) => new Uint32Array(codes.buffer, codes.byteOffset, codes.length / 4),
      );
      for (const slot of chosen)
        scores[slot] = scoreCodeAt(tables, words[Math.floor(slot / facesPerChunk)]!, slot % facesPerChunk);
    }
    return chosen.sort((a, b) => scores[b]! - scores[a]!).slice(0, count);
  }
}

/** Indexes above this many faces are scored in two passes (EventFaceIndex.candidates). */
const coarseAbove = 200_000;
/** The first pass scores this many 32-bit words of each code (128 of its 512 bits). */
const coarseWords = codeBytes / 16;
/** Faces the first pass hands to the second: 50 times the re-rank's candidates. */
const coarseKeep = 50 * rerankCandidates;

/**
 * The slots whose scores are among the `count` best, and a few more tied with them (unsorted): the count-th best
 * score through a histogram of the scores, so that only the slots above it are kept. Removed faces score -Infinity.
 */
function atLeastBest(scores: Float32Array, count: number): number[] {
  // Indexed loops: iterating the typed array (for...of) took four times the scoring's own time.
  const length = scores.length;
  let low = Infinity;
  let high = -Infinity;
  for (let slot = 0; slot < length; slot++) {
    const score = scores[slot]!;
    if (score === -Infinity) continue;
    if (score < low) low = score;
    if (score > high) high = score;
  }
  const bins = 4096;
  const width = (high - low) / bins || 1;
  const histogram = new Uint32Array(bins);
  for (let slot = 0; slot < length; slot++) {
    const score = scores[slot]!;
    if (score !== -Infinity) histogram[Math.min(bins - 1, Math.floor((score - low) / width))]!++;
  }
  let bin = bins - 1;
  for (let above = histogram[bin]!; above < count && bin > 0; above += histogram[bin]!) bin--;
  const cutoff = low + bin * width;
  const chosen: number[] = [];
  for (let slot = 0; slot < length; slot++) if (scores[slot]! >= cutoff) chosen.push(slot);
  return chosen;
}

async function currentVersion(db: Db, eventId: string): Promise<bigint> {
  const [row] = await db.$queryRaw<{ version: bigint }[]>`
    SELECT version FROM "FaceIndexVersion" WHERE "eventId" = ${eventId}::uuid`;
  return row ? BigInt(row.version) : 0n;
}

/** Codes the event's faces stored without one (before codes existed, or by a writer that left it out). */
async function codeMissing(db: Db, eventId: string): Promise<void> {
  for (;;) {
    const rows = await db.$queryRaw<{ id: string; embedding: Uint8Array }[]>`
      SELECT id::text, embedding FROM "PhotoFace" WHERE "eventId" = ${eventId}::uuid AND code IS NULL LIMIT 2000`;
    if (!rows.length) return;
    await db.$executeRawUnsafe(
      `UPDATE "PhotoFace" f SET code = u.code FROM unnest($1::uuid[], $2::bytea[]) AS u(id, code) WHERE f.id = u.id`,
      rows.map((row) => row.id),
      rows.map((row) => Buffer.from(faceCode(row.embedding))),
    );
  }
}

/** The event's index read whole: the version first, so changes made meanwhile are read again (and netted) later. */
export async function loadEventFaceIndex(db: Db, eventId: string): Promise<EventFaceIndex> {
  const index = new EventFaceIndex(eventId, await currentVersion(db, eventId));
  await codeMissing(db, eventId);
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const [page] = await db.$queryRaw<
      { ids: Uint8Array | null; codes: Uint8Array | null; last: string | null }[]
    >`
      SELECT string_agg(uuid_send(f.id), ''::bytea ORDER BY f.id) AS ids, string_agg(f.code, ''::bytea ORDER BY f.id) AS codes,
             (array_agg(f.id::text ORDER BY f.id DESC))[1] AS last
      FROM (SELECT id, code FROM "PhotoFace"
            WHERE "eventId" = ${eventId}::uuid AND id > ${after}::uuid AND code IS NOT NULL
            ORDER BY id LIMIT ${facesPerRead}) f`;
    if (!page?.ids || !page.codes || !page.last) break;
    const count = page.ids.byteLength / idBytes;
    if (page.codes.byteLength !== count * codeBytes)
      throw new Error(`Event ${eventId}: a stored face code is not ${codeBytes} bytes long`);
    for (let face = 0; face < count; face++)
      index.append(
        page.ids.subarray(face * idBytes, (face + 1) * idBytes),
        page.codes.subarray(face * codeBytes, (face + 1) * codeBytes),
      );
    if (count < facesPerRead) break;
    after = page.last;
  }
  return index;
}

/** The changes logged after `from` up to `to`, netted by face (the last one counts): its code, or null if gone. */
async function changesBetween(
  db: Db,
  eventId: string,
  from: bigint,
  to: bigint,
): Promise<Map<string, Uint8Array | null>> {
  const rows = await db.$queryRaw<
    { id: string; added: boolean; code: Uint8Array | null; embedding: Uint8Array | null }[]
  >`
    SELECT c."faceId"::text AS id, c.added, f.code, CASE WHEN f.id IS NOT NULL AND f.code IS NULL THEN f.embedding END AS embedding
    FROM "FaceIndexChange" c LEFT JOIN "PhotoFace" f ON f.id = c."faceId"
    WHERE c."eventId" = ${eventId}::uuid AND c.version > ${from.toString()}::bigint AND c.version <= ${to.toString()}::bigint
    ORDER BY c.version`;
  const changes = new Map<string, Uint8Array | null>();
  for (const row of rows) {
    // A face added and since removed has no row left: gone either way.
    const code = row.code ?? (row.embedding ? faceCode(row.embedding) : null);
    changes.set(row.id, row.added ? code : null);
  }
  return changes;
}

/** The indexes of one process (a server keeps one set; tests make one per simulated server). */
export class FaceIndexes {
  private readonly held = new Map<string, EventFaceIndex>();
  private readonly busy = new Map<string, Promise<EventFaceIndex>>();

  constructor(private readonly limitBytes = maxIndexBytes) {}

  /** Memory held by every event's index in this process. */
  memoryBytes(): number {
    let total = 0;
    for (const index of this.held.values()) total += index.bytes;
    return total;
  }

  /** The events held, the most recently searched last. */
  events(): string[] {
    return [...this.held.keys()];
  }

  /** The event's index, caught up with every change committed before this call (one query when none). */
  current(db: Db, eventId: string): Promise<EventFaceIndex> {
    // One catch-up at a time per event in a process; searches arriving meanwhile wait for it and check again.
    const previous = this.busy.get(eventId);
    const next = (previous ?? Promise.resolve()).catch(() => undefined).then(() => this.catchUp(db, eventId));
    this.busy.set(eventId, next);
    const clear = () => {
      if (this.busy.get(eventId) === next) this.busy.delete(eventId);
    };
    next.then(clear, clear);
    return next;
  }

  private async catchUp(db: Db, eventId: string): Promise<EventFaceIndex> {
    const version = await currentVersion(db, eventId);
    let index = this.held.get(eventId);
    if (index && version !== index.version) {
      const changes =
        version > index.version ? await changesBetween(db, eventId, index.version, version) : null;
      // Many changes at once (the search turned off, a big upload) are cheaper read whole again.
      if (changes && changes.size <= Math.max(10_000, index.faces / 4)) {
        index.apply(changes);
        index.version = version;
      } else index = undefined;
    }
    index ??= await loadEventFaceIndex(db, eventId);
    this.keep(index);
    return index;
  }

  private keep(index: EventFaceIndex): void {
    this.held.delete(index.eventId);
    this.held.set(index.eventId, index);
    let total = this.memoryBytes();
    for (const [eventId, other] of this.held) {
      if (total <= this.limitBytes || other === index) break;
      this.held.delete(eventId);
      total -= other.bytes;
    }
  }
}

/** A process's indexes: one set per services object (one per server; a test runs two servers in one process). */
const byServices = new WeakMap<object, FaceIndexes>();
const unowned = new FaceIndexes();

/** The indexes of the server these services belong to (the process's own set when none are given). */
export function faceIndexesOf(services?: object): FaceIndexes {
  if (!services) return unowned;
  const indexes = byServices.get(services) ?? new FaceIndexes();
  byServices.set(services, indexes);
  return indexes;
}

/** The stored vectors of these faces scored exactly against the query; only faces of ready photos come back. */
async function scoreStored(
  db: Db,
  eventId: string,
  faceIds: string[],
  query: Float32Array,
): Promise<ScoredFace[]> {
  if (!faceIds.length) return [];
  const [row] = await db.$queryRawUnsafe<
    { photoIds: string[] | null; scales: number[] | null; vectors: Uint8Array | null }[]
  >(
    `SELECT array_agg(f."photoId"::text ORDER BY f.id) AS "photoIds", array_agg(f.scale ORDER BY f.id) AS scales,
            string_agg(f.embedding, ''::bytea ORDER BY f.id) AS vectors
     FROM "PhotoFace" f JOIN "Photo" p ON p.id = f."photoId"
     WHERE f.id = ANY($1::uuid[]) AND f."eventId" = $2::uuid AND p.status = 'READY'`,
    faceIds,
    eventId,
  );
  if (!row?.photoIds || !row.scales || !row.vectors) return [];
  const { photoIds, scales, vectors } = row;
  return photoIds.map((photoId, index) => ({
    photoId,
    similarity: similarity(
      query,
      vectors.subarray(index * embeddingLength, (index + 1) * embeddingLength),
      scales[index]!,
    ),
  }));
}

export interface MatchOptions {
  /** The indexes to search (the process's own set by default; a server's from faceIndexesOf(its services)). */
  indexes?: FaceIndexes;
  /** Faces re-ranked on their stored vectors (benchmarks try others). */
  candidates?: number;
  /** Filled with where the time went (benchmarks). */
  timings?: { catchUpMs: number; scanMs: number; rerankMs: number };
}

/**
 * The event's ready photos matching a unit query vector, best first, as rankFaceMatches ranks them: the index picks
 * the candidates, their stored vectors decide.
 */
export async function matchEventFaces(
  db: Db,
  eventId: string,
  query: Float32Array,
  options: MatchOptions = {},
): Promise<{ photoId: string; similarity: number }[]> {
  const started = performance.now();
  const index = await (options.indexes ?? faceIndexesOf()).current(db, eventId);
  const caughtUp = performance.now();
  const slots = index.candidates(queryTables(query), options.candidates ?? rerankCandidates);
  const faceIds = slots.map((slot) => index.idOf(slot));
  const scanned = performance.now();
  const answer = rankFaceMatches(await scoreStored(db, eventId, faceIds, query));
  if (options.timings)
    Object.assign(options.timings, {
      catchUpMs: caughtUp - started,
      scanMs: scanned - caughtUp,
      rerankMs: performance.now() - scanned,
    });
  return answer;
}
