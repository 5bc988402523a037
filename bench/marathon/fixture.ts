// bench:marathon's event, built in bulk with SQL on a database of its own: N ready photos named like a camera's
// files (IMG_0000001.jpg...) with their rendition rows, ~1.5 faces a photo stored as the product stores them (int8
// bytea + scale) with planted people whose photos are the ground truth, and race numbers on 60% of the photos.
// Everything is deterministic from N, so a kept database (--keep) gives the same ground truth without rebuilding.
import { createHash } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../../server/database/database.ts';
import { hashPassword } from '../../server/services/auth/passwords.ts';
import { faceCode } from '../../server/services/find/face-codes.ts';
import { embeddingLength, normaliseEmbedding, quantise } from '../../server/services/find/face-vectors.ts';
import { ensurePlans } from '../../server/services/studios/plans.ts';
import { benchStudioSlug, postgresServerUrl } from '../lib/bench-app.ts';

/** BENCH_MARATHON_DB names another one (a small fixture kept beside the large one). */
export const marathonDatabase = process.env.BENCH_MARATHON_DB ?? 'revela_bench_marathon';
/** Bumped whenever what the fixture holds changes, so --keep rebuilds an older one. */
const fixtureVersion = 1;
export const eventSlug = 'maratona';
/** Photographers whose uploads interleave (the rows' physical order is not the gallery's). */
const photographers = 80;
/** The background faces' scale: uniform random bytes have a norm of ~2365, so they are unit vectors within ~3%. */
const randomFaceScale = 1 / 2365;

export interface MarathonFixture {
  databaseUrl: string;
  photos: number;
  studioId: string;
  eventId: string;
  people: Person[];
  /** Background faces (the planted ones come on top). */
  faces: number;
  peopleCount: number;
  /** Race numbers stored (PhotoBibNumber rows). */
  bibRows: number;
  runners: number;
  buildSeconds: number | null;
}

export interface Person {
  /** The selfie: another noisy copy of the person's face, as a search would describe it. */
  query: Float32Array;
  /** The photos the person was planted in, with the exact similarity of the query to the planted face. */
  photos: { photoId: string; similarity: number }[];
}

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** Photo i's id, as the build's SQL makes it: a version-7-shaped UUID whose time part grows with i. */
export function photoId(i: number): string {
  const hex = `${(1_767_225_600_000 + i).toString(16).padStart(12, '0')}7${md5(`p${i}`).slice(0, 3)}8${md5(`p${i}`).slice(3, 18)}`;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
const photoIdSql = (i: string) =>
  `(lpad(to_hex(1767225600000::bigint + ${i}), 12, '0') || '7' || substr(md5('p' || ${i}), 1, 3) || '8' || substr(md5('p' || ${i}), 4, 15))::uuid`;

export const photoOriginalName = (i: number) => `IMG_${String(i).padStart(7, '0')}.jpg`;
/** The public name (nome) of photo i: a render's token, as uploads name them. */
export const photoName = (i: number) => `${md5(`n${i}`).slice(0, 24)}.webp`;

/**
 * Each face's binary code, as the worker stores it beside the vector when it reads a face (face-codes.ts): without
 * them, the first selfie search would code the whole event before it answers.
 */
async function codeFaces(client: pg.Client): Promise<number> {
  let coded = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const { rows } = await client.query<{ id: string; embedding: Buffer }>(
      `SELECT id::text, embedding FROM "PhotoFace" WHERE id > $1::uuid AND code IS NULL ORDER BY id LIMIT 10000`,
      [after],
    );
    if (!rows.length) return coded;
    await client.query(
      `UPDATE "PhotoFace" f SET code = u.code FROM unnest($1::uuid[], $2::bytea[]) AS u(id, code) WHERE f.id = u.id`,
      [rows.map((row) => row.id), rows.map((row) => Buffer.from(faceCode(row.embedding)))],
    );
    coded += rows.length;
    after = rows.at(-1)!.id;
  }
}

export function scaled(photos: number) {
  return {
    faces: Math.floor(photos * 1.5),
    peopleCount: Math.min(200, Math.max(10, Math.round(photos / 5000))),
    bibRows: Math.floor(photos * 0.6),
    runners: Math.max(50, Math.round(photos * 0.03)),
  };
}

/** Photo i carries a race number when i % 5 < 3; this one. */
export const bibNumberOf = (i: number, runners: number) => String(((i * 7919) % runners) + 1);

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

function noisyCopy(next: () => number, around: Float32Array | null, spread: number): Float32Array {
  const values = new Float32Array(embeddingLength);
  for (let d = 0; d < embeddingLength; d++) values[d] = (around ? around[d]! : 0) + spread * next();
  return normaliseEmbedding(values);
}

/** The planted people: each in 5 to 50 photos, a face of theirs added to each as a noisy copy (cosine ~0.8). */
function plantPeople(photos: number, people: number) {
  const next = gaussian(20_261_127);
  const faces: { photo: number; bytes: Uint8Array; scale: number }[] = [];
  const planted: Person[] = [];
  let step = 0;
  for (let p = 0; p < people; p++) {
    const face = noisyCopy(next, null, 1);
    // ~0.03 noise per dimension over 1,024 keeps the copies at cosine 0.70-0.85 with the face and with each other.
    const query = noisyCopy(next, face, 0.0225);
    const count = 5 + ((p * 37) % 46);
    const person: Person = { query, photos: [] };
    for (let k = 0; k < count; k++) {
      step++;
      const photo = ((step * 104_729) % photos) + 1;
      if (person.photos.some((entry) => entry.photoId === photoId(photo))) continue;
      const stored = quantise(noisyCopy(next, face, 0.0225));
      faces.push({ photo, ...stored });
      let dot = 0;
      const signed = new Int8Array(stored.bytes.buffer);
      for (let d = 0; d < embeddingLength; d++) dot += query[d]! * signed[d]!;
      person.photos.push({ photoId: photoId(photo), similarity: dot * stored.scale });
    }
    person.photos.sort((a, b) => b.similarity - a.similarity);
    planted.push(person);
  }
  return { faces, planted };
}

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: postgresServerUrl });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function dropMarathonDatabase(): Promise<void> {
  await admin(`DROP DATABASE IF EXISTS ${marathonDatabase} WITH (FORCE)`);
}

function databaseUrl(): string {
  const url = new URL(postgresServerUrl);
  url.pathname = `/${marathonDatabase}`;
  return url.toString();
}

/** The fixture, reused when `keep` and a database built for the same N is there; built (minutes at 1M) otherwise. */
export async function marathonFixture(photos: number, keep: boolean): Promise<MarathonFixture> {
  const url = databaseUrl();
  const sizes = scaled(photos);
  const { planted, faces } = plantPeople(photos, sizes.peopleCount);
  const exists = (await admin(`SELECT 1 FROM pg_database WHERE datname = '${marathonDatabase}'`)).rowCount;
  if (keep && exists) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client
        .query<{ photos: number; version: number; studioId: string; eventId: string }>(
          'SELECT photos, version, "studioId", "eventId" FROM bench_marathon_fixture',
        )
        .catch(() => ({ rows: [] }));
      const kept = rows[0];
      if (kept && kept.photos === photos && kept.version === fixtureVersion) {
        console.log(`Reusing ${marathonDatabase} (${photos} photos).`);
        return {
          databaseUrl: url,
          photos,
          studioId: kept.studioId,
          eventId: kept.eventId,
          people: planted,
          ...sizes,
          buildSeconds: null,
        };
      }
    } finally {
      await client.end();
    }
  }
  const started = performance.now();
  await dropMarathonDatabase();
  await admin(`CREATE DATABASE ${marathonDatabase}`);
  const opened = await openDatabase({ databaseUrl: url, migrate: true });
  let studioId: string;
  let eventId: string;
  try {
    await ensurePlans(opened.prisma);
    const plan = await opened.prisma.plan.findUniqueOrThrow({ where: { code: 'profissional' } });
    const studio = await opened.prisma.studio.create({
      data: {
        name: 'Estúdio Maratona',
        slug: benchStudioSlug,
        planId: plan.id,
        mercadoPagoPublicKey: 'TEST-bench-public-key',
        adminUsers: {
          create: { email: 'dono@bench.test', passwordHash: await hashPassword('senha-do-bench') },
        },
      },
    });
    const event = await opened.prisma.event.create({
      data: {
        studioId: studio.id,
        name: 'Maratona de Porto Alegre',
        slug: eventSlug,
        published: true,
        deliveryFormat: 'DIGITAL',
        digitalPriceCents: 1250,
        faceSearch: true,
        bibSearch: true,
      },
    });
    studioId = studio.id;
    eventId = event.id;
  } finally {
    await opened.close();
  }

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const step = async (label: string, sql: string, params: unknown[] = []) => {
    const start = performance.now();
    const result = await client.query(sql, params);
    console.log(`  ${label}: ${((performance.now() - start) / 1000).toFixed(1)} s`);
    return result;
  };
  try {
    await client.query('CREATE EXTENSION IF NOT EXISTS pgcrypto');
    console.log(`Building ${photos} photos in ${marathonDatabase}...`);
    const chunk = 100_000;
    for (let from = 1; from <= photos; from += chunk) {
      const to = Math.min(photos, from + chunk - 1);
      // The sort key comes from the product's trigger; uploads from 80 cameras interleave in the table.
      await step(
        `photos ${from}-${to}`,
        `INSERT INTO "Photo" (id, "studioId", "eventId", name, "originalName", width, height, status, "createdAt")
        SELECT ${photoIdSql('i')}, $1::uuid, $2::uuid, substr(md5('n' || i), 1, 24) || '.webp',
          'IMG_' || lpad(i::text, 7, '0') || '.jpg', 6000, 4000, 'READY', now()
        FROM generate_series($3::int, $4::int) i ORDER BY i % ${photographers}, i`,
        [studioId, eventId, from, to],
      );
      await step(
        `renditions ${from}-${to}`,
        `INSERT INTO "PhotoFile" (id, "studioId", "photoId", variant, "storageKey", "mimeType", width, height, bytes)
        SELECT gen_random_uuid(), $1::uuid, ${photoIdSql('i')}, v.variant::"PhotoVariant",
          CASE v.variant WHEN 'ORIGINAL' THEN 'originais/' || $1 || '/' || $2 || '/' || substr(md5('n' || i), 1, 24)
            ELSE 'estaticos/estudios/${benchStudioSlug}/eventos/${eventSlug}/imagens/' || substr(md5('n' || i), 1, 24) || v.suffix END,
          v.mime, v.width, v.height, v.bytes
        FROM generate_series($3::int, $4::int) i,
          (VALUES ('ORIGINAL', '', 'image/jpeg', 6000, 4000, 5600000), ('PREVIEW', '.webp', 'image/webp', 1600, 1067, 180000),
            ('THUMBNAIL', '-mini.webp', 'image/webp', 480, 320, 24000), ('TILE', '-grade.webp', 'image/webp', 360, 240, 13000))
            AS v(variant, suffix, mime, width, height, bytes)`,
        [studioId, eventId, from, to],
      );
      // Faces: one on every photo and a second on every other one, random unit vectors (pgcrypto's bytes).
      await step(
        `faces ${from}-${to}`,
        `INSERT INTO "PhotoFace" (id, "photoId", "eventId", score, "left", top, width, height, embedding, scale)
        SELECT gen_random_uuid(), ${photoIdSql('i')}, $1::uuid, 0.9, 100 + 400 * k, 200, 160, 200,
          gen_random_bytes(${embeddingLength}), ${randomFaceScale}
        FROM generate_series($2::int, $3::int) i, generate_series(0, 1) k WHERE k = 0 OR i % 2 = 0`,
        [eventId, from, to],
      );
      await step(
        `race numbers ${from}-${to}`,
        `INSERT INTO "PhotoBibNumber" (id, "photoId", "eventId", number, confidence, "left", top, width, height)
        SELECT gen_random_uuid(), ${photoIdSql('i')}, $1::uuid, ((i::bigint * 7919) % $4 + 1)::text, 0.9, 100, 300, 200, 120
        FROM generate_series($2::int, $3::int) i WHERE i % 5 < 3`,
        [eventId, from, to, sizes.runners],
      );
    }
    const batch = 2000;
    for (let start = 0; start < faces.length; start += batch) {
      const rows = faces.slice(start, start + batch);
      await client.query(
        `INSERT INTO "PhotoFace" (id, "photoId", "eventId", score, "left", top, width, height, embedding, scale)
        SELECT gen_random_uuid(), f.photo, $1::uuid, 0.95, 2600, 200, 160, 200, f.embedding, f.scale
        FROM unnest($2::uuid[], $3::bytea[], $4::float8[]) AS f(photo, embedding, scale)`,
        [
          eventId,
          rows.map((row) => photoId(row.photo)),
          rows.map((row) => Buffer.from(row.bytes)),
          rows.map((row) => row.scale),
        ],
      );
    }
    console.log(`  planted ${faces.length} faces of ${planted.length} people`);
    const coding = performance.now();
    console.log(
      `  face codes: ${await codeFaces(client)} in ${((performance.now() - coding) / 1000).toFixed(1)} s`,
    );
    await step('vacuum analyze', 'VACUUM ANALYZE');
    await client.query(
      'CREATE TABLE bench_marathon_fixture (photos int, version int, "studioId" uuid, "eventId" uuid)',
    );
    await client.query('INSERT INTO bench_marathon_fixture VALUES ($1, $2, $3, $4)', [
      photos,
      fixtureVersion,
      studioId,
      eventId,
    ]);
  } finally {
    await client.end();
  }
  const buildSeconds = (performance.now() - started) / 1000;
  console.log(`Built in ${buildSeconds.toFixed(0)} s.`);
  return { databaseUrl: url, photos, studioId, eventId, people: planted, ...sizes, buildSeconds };
}
