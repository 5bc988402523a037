// bench:find, faces at event scale: one event of N ready photos with 3 faces each, stored as the product stores them
// (PhotoFace, int8 bytea + scale, scored in Node by scoreEventFaces) and the same vectors as real[] compared in SQL,
// on a scratch database (embedded PGlite, or a database created and dropped on the PostgreSQL server).
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Db, openDatabase } from '../../server/database/database.ts';
import { faceMatchThreshold, rankFaceMatches, selfieSearchLimit } from '../../server/domain/face-match.ts';
import { scoreEventFaces } from '../../server/services/find/face-index.ts';
import {
  embeddingLength,
  normaliseEmbedding,
  quantise,
  similarity,
} from '../../server/services/find/face-vectors.ts';
import { ensurePlans } from '../../server/services/studios/plans.ts';
import { median, type Row, round } from './results.ts';

/** The PostgreSQL database this part creates and drops (never the one DATABASE_URL names). */
const scratchDatabase = 'revela_bench_faces';
const facesPerPhoto = 3;
/** Photos whose first face is the query's person (a noisy copy of the query, cosine ~0.8). */
const plantedPhotos = 30;
/** Longest a comparison in SQL may run on PostgreSQL (statement_timeout; PGlite does not honour it). */
const sqlLimitSeconds = 60;
/** A comparison in SQL slower than this is not run again (PGlite cannot be stopped mid-statement). */
const repeatBelowSeconds = 15;

export interface StorageFigures {
  row: Row;
  note: string;
}

/** A deterministic generator of standard normal numbers (xorshift + Box-Muller), so both databases get one set. */
function gaussian(seed: number): () => number {
  let state = seed >>> 0 || 1;
  const uniform = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return ((state >>> 0) + 1) / 4294967297;
  };
  return () => Math.sqrt(-2 * Math.log(uniform())) * Math.cos(2 * Math.PI * uniform());
}

function randomUnit(next: () => number, around?: Float32Array, spread = 0): Float32Array {
  const values = new Float32Array(embeddingLength);
  for (let i = 0; i < values.length; i++) values[i] = around ? around[i]! + spread * next() : next();
  return normaliseEmbedding(values);
}

async function openScratch(kind: 'pglite' | 'postgres', serverUrl?: string) {
  if (kind === 'pglite') {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'revela-bench-faces-'));
    const opened = await openDatabase({ dataDir, migrate: true });
    return {
      ...opened,
      drop: async () => {
        await opened.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  }
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`DROP DATABASE IF EXISTS ${scratchDatabase} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${scratchDatabase}`);
  const url = new URL(serverUrl!);
  url.pathname = `/${scratchDatabase}`;
  const opened = await openDatabase({ databaseUrl: url.toString(), migrate: true });
  return {
    ...opened,
    drop: async () => {
      await opened.close();
      await admin(`DROP DATABASE IF EXISTS ${scratchDatabase} WITH (FORCE)`);
    },
  };
}

/** The event, its ready photos and their faces; returns the query vector and the photos planted to match it. */
async function seed(db: Db, photoCount: number) {
  await ensurePlans(db);
  const plan = await db.plan.findUniqueOrThrow({ where: { code: 'profissional' } });
  const studio = await db.studio.create({
    data: { name: 'Estúdio Bench', slug: 'bench-faces', planId: plan.id },
  });
  const event = await db.event.create({
    data: { studioId: studio.id, name: 'Corrida', slug: 'corrida', faceSearch: true },
  });
  await db.$executeRaw`
    INSERT INTO "Photo" (id, "studioId", "eventId", name, "originalName", width, height, status)
    SELECT gen_random_uuid(), ${studio.id}::uuid, ${event.id}::uuid, 'p' || i || '.webp',
      'DSC_' || lpad(i::text, 5, '0') || '.jpg', 6000, 4000, 'READY'
    FROM generate_series(1, ${photoCount}::int) i`;
  const photos = await db.photo.findMany({
    where: { eventId: event.id },
    select: { id: true },
    orderBy: { sortKey: 'asc' },
  });
  const next = gaussian(20_261_125);
  const query = randomUnit(next);
  const planted = new Set(photos.slice(0, plantedPhotos).map((photo) => photo.id));
  // The rows the photo-face-index job writes, sent as arrays: 60,000 createMany rows took PostgreSQL 46 s.
  const batch = 2000;
  for (let start = 0; start < photos.length; start += batch) {
    const rows = photos.slice(start, start + batch).flatMap((photo) =>
      Array.from({ length: facesPerPhoto }, (_, k) => ({
        photoId: photo.id,
        left: 100 + 400 * k,
        ...quantise(k === 0 && planted.has(photo.id) ? randomUnit(next, query, 0.0234) : randomUnit(next)),
      })),
    );
    await db.$executeRawUnsafe(
      `INSERT INTO "PhotoFace" (id, "photoId", "eventId", score, "left", top, width, height, embedding, scale)
      SELECT gen_random_uuid(), f.photo, $1::uuid, 0.9, f.x, 200, 160, 200, f.embedding, f.scale
      FROM unnest($2::uuid[], $3::int[], $4::bytea[], $5::float8[]) AS f(photo, x, embedding, scale)`,
      event.id,
      rows.map((row) => row.photoId),
      rows.map((row) => row.left),
      rows.map((row) => Buffer.from(row.bytes)),
      rows.map((row) => row.scale),
    );
  }
  return { eventId: event.id, query, planted };
}

/**
 * The faces again as real[] (4 bytes a number), the form a comparison in SQL needs. The planted photos' faces carry
 * their own vectors (the int8 values times the scale, so both paths compare equal numbers); every other face one of
 * 64 random unit vectors: the SQL's work does not depend on the values, and turning 60,000 bytea into arrays in SQL
 * would take PGlite minutes.
 */
async function copyAsRealArrays(db: Db, planted: Set<string>) {
  await db.$executeRawUnsafe(`
    CREATE TABLE bench_face_real (id uuid PRIMARY KEY, "photoId" uuid NOT NULL, "eventId" uuid NOT NULL, embedding real[] NOT NULL)
    WITH (parallel_workers = 2)`);
  // The rows left in the table are small (the arrays live in TOAST), so without parallel_workers PostgreSQL would
  // not scan it in parallel; and 4 KB of random floats does not compress, so it is stored out of line untried.
  await db.$executeRawUnsafe('ALTER TABLE bench_face_real ALTER COLUMN embedding SET STORAGE EXTERNAL');
  await db.$executeRawUnsafe('CREATE TABLE bench_face_pool (n int PRIMARY KEY, embedding real[] NOT NULL)');
  const next = gaussian(7);
  const pool = Array.from({ length: 64 }, (_, n) => `(${n}, '{${Array.from(randomUnit(next)).join(',')}}')`);
  await db.$executeRawUnsafe(`INSERT INTO bench_face_pool VALUES ${pool.join(',')}`);
  await db.$executeRawUnsafe(
    `INSERT INTO bench_face_real
    SELECT f.id, f."photoId", f."eventId",
      CASE WHEN f."photoId" = ANY($1::uuid[])
        THEN ARRAY(SELECT ((get_byte(f.embedding, i) + 128) % 256 - 128) * f.scale FROM generate_series(0, ${embeddingLength - 1}) i)::real[]
        ELSE pool.embedding END
    FROM (SELECT *, (row_number() OVER ()) % 64 AS n FROM "PhotoFace") f JOIN bench_face_pool pool USING (n)`,
    [...planted],
  );
  await db.$executeRawUnsafe('DROP TABLE bench_face_pool');
  await db.$executeRawUnsafe('CREATE INDEX bench_face_real_event ON bench_face_real ("eventId")');
  for (const table of ['bench_face_real', '"PhotoFace"', '"Photo"'])
    await db.$executeRawUnsafe(`ANALYZE ${table}`);
}

const sqlSearch = `
  SELECT f."photoId", max(s.similarity) AS similarity
  FROM bench_face_real f
  JOIN "Photo" p ON p.id = f."photoId"
  CROSS JOIN LATERAL (SELECT sum(x * y) AS similarity FROM unnest(f.embedding, $1::real[]) AS t(x, y)) s
  WHERE f."eventId" = $2::uuid AND p.status = 'READY'
  GROUP BY f."photoId"
  HAVING max(s.similarity) >= $3
  ORDER BY similarity DESC, f."photoId"
  LIMIT $4`;

async function timeSql(db: Db, eventId: string, query: Float32Array) {
  return db.$transaction(
    async (tx) => {
      await tx.$executeRawUnsafe(`SET LOCAL statement_timeout = '${sqlLimitSeconds}s'`);
      const start = performance.now();
      try {
        const rows = await tx.$queryRawUnsafe<{ photoId: string }[]>(
          sqlSearch,
          Array.from(query),
          eventId,
          faceMatchThreshold,
          selfieSearchLimit,
        );
        return { ms: performance.now() - start, photoIds: rows.map((row) => row.photoId) };
      } catch (error) {
        if (/statement timeout|canceling statement/i.test((error as Error).message)) return null;
        throw error;
      }
    },
    { timeout: (sqlLimitSeconds + 30) * 1000, maxWait: 10_000 },
  );
}

const sameSet = (a: Iterable<string>, b: Set<string>) => {
  const list = [...a];
  return list.length === b.size && list.every((id) => b.has(id));
};

export async function measureFaceStorage(
  kind: 'pglite' | 'postgres',
  photoCount: number,
  serverUrl?: string,
): Promise<StorageFigures> {
  const label = kind === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL';
  console.log(`${label}: seeding ${photoCount} photos x ${facesPerPhoto} faces...`);
  const database = await openScratch(kind, serverUrl);
  const db = database.prisma;
  try {
    const seedStart = performance.now();
    const { eventId, query, planted } = await seed(db, photoCount);
    const seedMs = performance.now() - seedStart;
    const copyStart = performance.now();
    await copyAsRealArrays(db, planted);
    const copyMs = performance.now() - copyStart;

    const [extension] = await db.$queryRaw<{ vector: boolean }[]>`
      SELECT EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'vector') AS vector`;
    const vector = extension?.vector ?? false;
    const [sizes] = await db.$queryRaw<{ faces: bigint; bytea: bigint; real: bigint }[]>`
      SELECT (SELECT count(*) FROM "PhotoFace") AS faces,
        pg_total_relation_size('"PhotoFace"') AS bytea, pg_total_relation_size('bench_face_real') AS real`;
    const faces = Number(sizes!.faces);

    // The product's search: the event's faces read in pages (first run) or taken from the process's cache (the
    // next four, the faces unchanged) and scored in Node, then ranked.
    const productMs: number[] = [];
    let productAnswer: { photoId: string }[] = [];
    for (let run = 0; run < 5; run++) {
      const start = performance.now();
      const scored = [];
      for await (const face of scoreEventFaces(db, eventId, query)) scored.push(face);
      productAnswer = rankFaceMatches(scored);
      productMs.push(performance.now() - start);
    }

    // Of which the arithmetic: the same number of int8 vectors already in memory, scored alone.
    const inMemory = Array.from({ length: faces }, () => ({
      bytes: randomBytes(embeddingLength),
      scale: 1 / 4064,
    }));
    const arithmeticStart = performance.now();
    let checksum = 0;
    for (const { bytes, scale } of inMemory) checksum += similarity(query, bytes, scale);
    const arithmeticMs = performance.now() - arithmeticStart;
    if (!Number.isFinite(checksum)) throw new Error('similarity gave a non-number');

    // The alternative: cosine in SQL (median of 3, or the first run alone when it passed the limit).
    const plan = await db.$queryRawUnsafe<{ 'QUERY PLAN': string }[]>(
      `EXPLAIN ${sqlSearch}`,
      Array.from(query),
      eventId,
      faceMatchThreshold,
      selfieSearchLimit,
    );
    const workers =
      plan.map((line) => line['QUERY PLAN'].match(/Workers Planned: (\d+)/)?.[1]).find(Boolean) ?? '0';
    const sqlMs: number[] = [];
    let sqlAnswer: string[] = [];
    let timedOut = false;
    for (let run = 0; run < 3 && !timedOut; run++) {
      const result = await timeSql(db, eventId, query);
      if (!result) timedOut = true;
      else {
        sqlMs.push(result.ms);
        sqlAnswer = result.photoIds;
        if (result.ms > repeatBelowSeconds * 1000) break;
      }
    }
    const agree =
      sameSet(
        productAnswer.map((match) => match.photoId),
        planted,
      ) &&
      (timedOut || sameSet(sqlAnswer, planted));
    const row: Row = {
      database: label,
      faces,
      'product: bytea int8 scored in Node, ms: first search / next (p50 of 4, cached)': `${Math.round(productMs[0]!)} / ${Math.round(median(productMs.slice(1)))}`,
      'real[] cosine in SQL, ms p50 (runs)': timedOut
        ? `> ${sqlLimitSeconds * 1000} (1)`
        : `${Math.round(median(sqlMs))} (${sqlMs.length})`,
      'SQL parallel workers planned': Number(workers),
      'bytes per face: bytea / real[]': `${Math.round(Number(sizes!.bytea) / faces)} / ${Math.round(Number(sizes!.real) / faces)}`,
      'pgvector available': vector ? 'yes' : 'no',
      [`both found the ${plantedPhotos} planted photos`]: agree,
    };
    const note =
      `${label}: seeding ${round(seedMs / 1000, 1)} s, copying as real[] ${round(copyMs / 1000, 1)} s; product runs ${productMs.map(Math.round).join(', ')} ms (scoring ${faces} vectors already in memory: ${Math.round(arithmeticMs)} ms; the first run reads them from the database); ` +
      `SQL runs ${sqlMs.map(Math.round).join(', ') || 'none'} ms${timedOut ? ` (a run passed ${sqlLimitSeconds} s)` : ''}; ` +
      `tables with indexes: PhotoFace ${round(Number(sizes!.bytea) / 2 ** 20, 1)} MB, real[] ${round(Number(sizes!.real) / 2 ** 20, 1)} MB.`;
    return { row, note };
  } finally {
    await database.drop();
  }
}
