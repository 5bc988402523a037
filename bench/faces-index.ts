// bench:faces-index: the selfie search's approximate index (server/services/find/face-ann.ts) and the race-number
// search at marathon size, on a PostgreSQL database of its own (created and dropped). One event of `--faces` / 1.5
// photos (1,000,000 by default) with 1 or 2 faces each, written as the product writes them (PhotoFace int8 bytea +
// scale + code, through the triggers that log changes), 600 race numbers per 1,000 photos, and planted people:
// `--people` selfies, each the face of `--planted` photos. Synthetic faces share a mean direction as real ones do
// (strangers score 0.3-0.5 against a selfie, the planted person's photos 0.55-0.9). The exact search (every stored
// vector scored, as rankFaceMatches ranks) is computed while the rows are written; then the product's search is
// timed (cold load of the index, then searches), its top 20 compared with the exact top 20, and its answers checked
// after photos are added and deleted through another index (another server).
//   npm run bench:faces-index -- --faces=150000
import { fork } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase } from '../server/database/database.ts';
import { rankFaceMatches } from '../server/domain/face-match.ts';
import { searchPhotosByNumber } from '../server/services/find/bib-index.ts';
import { FaceIndexes, matchEventFaces, rerankCandidates } from '../server/services/find/face-ann.ts';
import { quantise } from '../server/services/find/face-vectors.ts';
import { ensurePlans } from '../server/services/studios/plans.ts';
import { numberOption, option } from './lib/args.ts';
import { type SimulatedIndex, simulateIndex } from './lib/index-simulation.ts';
import {
  castOf,
  insertFaces,
  insertPhotos,
  plantedFace,
  uniform,
  type WriteRange,
  type Written,
} from './lib/marathon-faces.ts';
import {
  percentile,
  printTable,
  printTargets,
  type Row,
  round,
  type Target,
  writeResults,
} from './lib/results.ts';
import { childExecArgv } from './lib/server-process.ts';

const scratchDatabase = 'revela_bench_faces_index';
/** Candidate counts tried before the timed searches (the product re-ranks rerankCandidates). */
const candidateCounts = [250, 500, 1000, 2000, 4000];

export interface FaceIndexOptions {
  /** Faces of the event (1.5 per photo). */
  faces?: number;
  /** People searched (each with a selfie and `planted` photos). */
  people?: number;
  planted?: number;
  /** Searches timed after the cold load. */
  searches?: number;
  /** Processes writing the rows at once. */
  writers?: number;
  /** The PostgreSQL server (a database of this bench's own is created and dropped there). */
  serverUrl?: string;
  log?: (line: string) => void;
  /** Also build an index of this many faces in memory, codes simulated (lib/index-simulation.ts); 0 to skip. */
  simulate?: number;
  /** Leave the database in place (to EXPLAIN its queries), dropped by the next run. */
  keep?: boolean;
}

async function scratch(serverUrl: string) {
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
  const url = new URL(serverUrl);
  url.pathname = `/${scratchDatabase}`;
  const opened = await openDatabase({ databaseUrl: url.toString(), migrate: true });
  return {
    db: opened.prisma,
    databaseUrl: url.toString(),
    drop: async (keep = false) => {
      await opened.close();
      if (!keep) await admin(`DROP DATABASE IF EXISTS ${scratchDatabase} WITH (FORCE)`);
    },
  };
}

const cpuMs = (start: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
};

export async function measureFaceIndex(options: FaceIndexOptions = {}): Promise<Target[]> {
  const log = options.log ?? ((line: string) => console.log(line));
  const faceCount = options.faces ?? 1_500_000;
  const photoCount = Math.round(faceCount / 1.5);
  const peopleCount = options.people ?? 20;
  const plantedCount = options.planted ?? 40;
  const searches = options.searches ?? 100;
  const writers = options.writers ?? 2;
  const serverUrl =
    options.serverUrl ??
    process.env.BENCH_POSTGRES_URL ??
    process.env.DATABASE_URL ??
    'postgresql://postgres@127.0.0.1:5432/postgres';
  log(
    `PostgreSQL: ${photoCount} photos, ~${faceCount} faces, ${peopleCount} people in ${plantedCount} photos each`,
  );
  const { db, databaseUrl, drop } = await scratch(serverUrl);
  try {
    await ensurePlans(db);
    const plan = await db.plan.findUniqueOrThrow({ where: { code: 'profissional' } });
    const studio = await db.studio.create({
      data: { name: 'Estúdio Maratona', slug: 'maratona', planId: plan.id },
    });
    const event = await db.event.create({
      data: { studioId: studio.id, name: 'Maratona', slug: 'maratona', faceSearch: true, bibSearch: true },
    });

    // The rows, written by `writers` processes at once (the faces' vectors, codes and exact scores cost CPU).
    const cast = castOf(peopleCount);
    const seedStart = performance.now();
    const share = Math.ceil(photoCount / writers / 2000) * 2000;
    const parts = await Promise.all(
      Array.from({ length: writers }, async (_, k) => {
        const range: WriteRange = {
          studioId: studio.id,
          eventId: event.id,
          first: k * share,
          count: Math.max(0, Math.min(share, photoCount - k * share)),
          photoCount,
          peopleCount,
          planted: plantedCount,
        };
        const child = fork(fileURLToPath(new URL('./faces-index-writer.ts', import.meta.url)), [], {
          execArgv: childExecArgv(),
          serialization: 'advanced',
        });
        const written = new Promise<Written>((resolve, reject) => {
          child.once('message', (message) => resolve(message as Written));
          child.once('exit', (code) => reject(new Error(`A writer process ended (${code})`)));
        });
        child.send({ databaseUrl, range });
        return written;
      }),
    );
    const stored = parts.reduce((sum, part) => sum + part.faces, 0);
    const bibRows = parts.flatMap((part) => part.bibs);
    const people = cast.people.map((person, p) => ({
      ...person,
      scored: parts.flatMap((part) => part.scored[p]!),
    }));
    for (let start = 0; start < bibRows.length; start += 20_000) {
      const slice = bibRows.slice(start, start + 20_000);
      await db.$executeRawUnsafe(
        `INSERT INTO "PhotoBibNumber" (id, "photoId", "eventId", number, confidence, "left", top, width, height)
         SELECT gen_random_uuid(), b.photo, $1::uuid, b.number, 0.9, 10, 10, 100, 50
         FROM unnest($2::uuid[], $3::text[]) AS b(photo, number)`,
        event.id,
        slice.map((row) => row.photoId),
        slice.map((row) => row.number),
      );
    }
    await db.$executeRawUnsafe('VACUUM ANALYZE "PhotoFace"');
    await db.$executeRawUnsafe('VACUUM ANALYZE "Photo"');
    await db.$executeRawUnsafe('VACUUM ANALYZE "PhotoBibNumber"');
    const seedS = (performance.now() - seedStart) / 1000;
    log(
      `Seeded ${photoCount} photos, ${stored} faces, ${bibRows.length} race numbers in ${Math.round(seedS)} s`,
    );

    // Cold load: a server's first search of the event reads every code.
    const rssBefore = process.memoryUsage().rss;
    const indexes = new FaceIndexes();
    const loadStart = performance.now();
    const loadCpu = process.cpuUsage();
    await indexes.current(db, event.id);
    const loadMs = performance.now() - loadStart;
    const loadCpuMs = cpuMs(loadCpu);
    const indexBytes = indexes.memoryBytes();
    const rssGrowth = process.memoryUsage().rss - rssBefore;

    const exactTop = people.map((person) => rankFaceMatches(person.scored).slice(0, 20));
    const recallOf = (person: number, answer: { photoId: string }[]) => {
      const found = new Set(answer.slice(0, 20).map((match) => match.photoId));
      const exact = exactTop[person]!;
      return exact.length ? exact.filter((match) => found.has(match.photoId)).length / exact.length : 1;
    };
    const average = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

    // How many candidates to re-rank: recall and time of each count, every person once.
    const byCandidates: Row[] = [];
    for (const candidates of candidateCounts) {
      const recalls: number[] = [];
      const times: number[] = [];
      for (let person = 0; person < peopleCount; person++) {
        const start = performance.now();
        const answer = await matchEventFaces(db, event.id, people[person]!.selfie, { indexes, candidates });
        times.push(performance.now() - start);
        recalls.push(recallOf(person, answer));
      }
      byCandidates.push({
        'candidates re-ranked': candidates,
        'recall of exact top 20: mean': round(average(recalls), 4),
        min: round(Math.min(...recalls), 3),
        'search ms p50': Math.round(percentile(times, 50)),
      });
    }
    printTable(`Candidates re-ranked on their stored vectors (${stored} faces)`, byCandidates);

    // The product's search as configured, timed, with where the time goes.
    const wall: number[] = [];
    const cpu: number[] = [];
    const phases = { catchUpMs: [] as number[], scanMs: [] as number[], rerankMs: [] as number[] };
    const recalls: number[] = [];
    for (let run = 0; run < Math.max(searches, peopleCount); run++) {
      const person = run % peopleCount;
      const timings = { catchUpMs: 0, scanMs: 0, rerankMs: 0 };
      const start = performance.now();
      const used = process.cpuUsage();
      const answer = await matchEventFaces(db, event.id, people[person]!.selfie, { indexes, timings });
      wall.push(performance.now() - start);
      cpu.push(cpuMs(used));
      for (const phase of ['catchUpMs', 'scanMs', 'rerankMs'] as const) phases[phase].push(timings[phase]);
      if (run < peopleCount) recalls.push(recallOf(person, answer));
    }
    const recall = average(recalls);

    // Another writer adds 100 photos of person 0 and deletes 50 of them and 20 of the planted ones; this server's
    // next search must follow both.
    const next = uniform(7);
    const added = await insertPhotos(db, studio.id, event.id, photoCount + 1, 100);
    await insertFaces(
      db,
      event.id,
      added.map((photoId) => ({ photoId, ...quantise(plantedFace(cast, 0, next)) })),
    );
    const deleted = [...added.slice(0, 50), ...exactTop[0]!.slice(0, 20).map((match) => match.photoId)];
    await db.photo.deleteMany({ where: { id: { in: deleted } } });
    const catchUpStart = performance.now();
    const after = await matchEventFaces(db, event.id, people[0]!.selfie, { indexes });
    const catchUpMs = performance.now() - catchUpStart;
    const gone = new Set(deleted);
    const addedSet = new Set(added);
    const follows =
      after.every((match) => !gone.has(match.photoId)) &&
      after.filter((match) => addedSet.has(match.photoId)).length === 50;

    // Race numbers: numbers that are there, timed through the product's search.
    const numberMs: number[] = [];
    for (let run = 0; run < 200; run++) {
      const number = bibRows[(run * 7919) % bibRows.length]!.number;
      const start = performance.now();
      await searchPhotosByNumber(db, { id: event.id, bibSearch: true }, number);
      numberMs.push(performance.now() - start);
    }

    const [sizes] = await db.$queryRaw<{ faces: bigint; heap: bigint; total: bigint }[]>`
      SELECT (SELECT count(*) FROM "PhotoFace") AS faces, pg_relation_size('"PhotoFace"') AS heap,
        pg_total_relation_size('"PhotoFace"') AS total`;
    const [vector] = await db.$queryRaw<{ available: boolean }[]>`
      SELECT EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'vector') AS available`;

    const mb = (bytes: number) => round(bytes / 2 ** 20, 1);
    const row: Row = {
      faces: Number(sizes!.faces),
      photos: photoCount,
      'cold load ms (CPU ms)': `${Math.round(loadMs)} (${Math.round(loadCpuMs)})`,
      'index MB (RSS growth MB)': `${mb(indexBytes)} (${mb(rssGrowth)})`,
      'search ms p50 / p99 (CPU p50 / p99)': `${Math.round(percentile(wall, 50))} / ${Math.round(percentile(wall, 99))} (${Math.round(percentile(cpu, 50))} / ${Math.round(percentile(cpu, 99))})`,
      'of which catch-up / scan / re-rank, ms p50': `${round(percentile(phases.catchUpMs, 50), 1)} / ${Math.round(percentile(phases.scanMs, 50))} / ${Math.round(percentile(phases.rerankMs, 50))}`,
      'recall of exact top 20: mean / min': `${round(recall, 3)} / ${round(Math.min(...recalls), 3)}`,
      'catch-up after 100 added + 70 deleted, ms': Math.round(catchUpMs),
      'number search ms p50 / p99': `${round(percentile(numberMs, 50), 1)} / ${round(percentile(numberMs, 99), 1)}`,
      'PhotoFace MB: heap / with TOAST and indexes': `${mb(Number(sizes!.heap))} / ${mb(Number(sizes!.total))}`,
      'pgvector available': vector?.available ? 'yes' : 'no',
    };
    printTable('Selfie search index and race numbers (PostgreSQL)', [row]);
    const scale = faceCount >= 1_500_000 ? '' : ` (at ${Number(sizes!.faces)} faces)`;
    const targets: Target[] = [
      {
        target: `selfie search p99 < 500 ms at 1.5 M faces${scale}`,
        measured: `${Math.round(percentile(wall, 99))} ms`,
        met: percentile(wall, 99) < 500,
      },
      {
        target: `recall of the exact top 20 >= 0.99${scale}`,
        measured: `${round(recall, 3)}`,
        met: recall >= 0.99,
      },
      {
        target: `index memory per process < 300 MB${scale}`,
        measured: `${mb(indexBytes)} MB`,
        met: indexBytes < 300 * 2 ** 20,
      },
      {
        target: 'answers follow additions and deletions made by another server',
        measured: follows ? 'yes' : 'no',
        met: follows,
      },
      {
        target: `race-number search p99 < 20 ms at 1 M photos${faceCount >= 1_500_000 ? '' : ` (at ${photoCount} photos)`}`,
        measured: `${round(percentile(numberMs, 99), 1)} ms`,
        met: percentile(numberMs, 99) < 20,
      },
    ];
    let simulated: SimulatedIndex | undefined;
    if (options.simulate) {
      simulated = simulateIndex(options.simulate, peopleCount, plantedCount, candidateCounts);
      const at = (k: number) => simulated!.recall[k]!;
      printTable(`The index alone at ${options.simulate} faces (simulated codes, no database)`, [
        {
          'index MB': mb(simulated.bytes),
          'scan ms p50 / p99 (CPU p50 / p99)': `${Math.round(percentile(simulated.scanMs, 50))} / ${Math.round(percentile(simulated.scanMs, 99))} (${Math.round(percentile(simulated.scanCpuMs, 50))} / ${Math.round(percentile(simulated.scanCpuMs, 99))})`,
          ...Object.fromEntries(
            candidateCounts.map((count, k) => [`recall at ${count}`, round(at(k).mean, 4)]),
          ),
          "strangers' best / planted 20th's lowest": `${round(simulated.strangerMax, 3)} / ${round(simulated.plantedTwentiethMin, 3)}`,
        },
      ]);
      const product = simulated.recall[candidateCounts.indexOf(rerankCandidates)]!;
      targets.push(
        {
          target: `index memory per process < 300 MB (at ${options.simulate} faces, simulated)`,
          measured: `${mb(simulated.bytes)} MB`,
          met: simulated.bytes < 300 * 2 ** 20,
        },
        {
          target: `recall of the exact top 20 >= 0.99 (at ${options.simulate} faces, simulated, ${rerankCandidates} re-ranked)`,
          measured: `${round(product.mean, 3)}`,
          met: product.mean >= 0.99,
        },
      );
    }
    printTargets(targets);
    await writeResults('faces-index', {
      simulated,
      options: { faceCount, photoCount, peopleCount, plantedCount, searches },
      seedSeconds: round(seedS, 1),
      loadMs,
      loadCpuMs,
      indexBytes,
      rssGrowth,
      wall,
      cpu,
      recalls,
      phases,
      byCandidates,
      catchUpMs,
      numberMs,
      row,
      targets,
    });
    return targets;
  } finally {
    await drop(options.keep);
  }
}

if (fileURLToPath(import.meta.url) === path.resolve(process.argv[1] ?? '')) {
  await measureFaceIndex({
    faces: numberOption('faces', 1_500_000),
    people: numberOption('people', 20),
    planted: numberOption('planted', 40),
    searches: numberOption('searches', 100),
    writers: numberOption('writers', 2),
    serverUrl: option('server'),
    simulate: numberOption('simulate', 0),
    keep: process.argv.includes('--keep'),
  });
}
