// bench:ingest: a marathon's photographers uploading at once through the resumable uploads (tus at /api/adm/envios,
// 2 MB pieces as the admin screen sends them, some connections dropped mid-piece and resumed at the server's offset),
// rendered by 1, 2 or 4 worker processes on PostgreSQL. Checks in SQL that every photo arrived and is READY, times
// the queue's drain, and compares the workers' CPU per photo with bare sharp making the same renditions.
import { fork } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { numberOption, option } from './lib/args.ts';
import { adminToken } from './lib/http.ts';
import { cameraFiles } from './lib/images.ts';
import {
  median,
  percentile,
  printTable,
  printTargets,
  type Row,
  round,
  type Target,
  writeResults,
} from './lib/results.ts';
import { childExecArgv, startServer } from './lib/server-process.ts';
import { cpuMsOf, peakRssOf, startWorkerProcess, type WorkerProcess } from './lib/side-processes.ts';

export interface IngestOptions {
  /** Photographers uploading at once (80 cover a city marathon). */
  photographers?: number;
  /** Photos each photographer uploads, one after another. */
  photos?: number;
  /** Worker process counts to measure, one run each. */
  workers?: number[];
  /** Distinct camera files the photographers' photos are made from (reused). */
  files?: number;
  /** Write bench/results/ingest.json and print the tables (bench:marathon may only want the targets). */
  print?: boolean;
}

const benchSecret = 'benchmark-secret-key-of-at-least-32-characters';
const chunkBytes = 2 * 1024 * 1024;
/** Every this many uploads, the connection drops halfway through a piece and the client resumes from HEAD. */
const dropEvery = 10;
const workerCpuTarget = 1.15;
const idleSampleMs = 5000;

const base64 = (value: string) => Buffer.from(value).toString('base64');

interface UploadFigures {
  /** From the upload's creation to the server's answer to its last piece (the photo stored, its render queued). */
  ms: number;
  drops: number;
}

class Refused extends Error {}

/** One photo through tus, as tus-js-client sends it: create, then 2 MB PATCHes, resuming after a drop. */
async function uploadResumable(
  url: string,
  token: string,
  eventSlug: string,
  name: string,
  bytes: Buffer,
  dropOnce: boolean,
): Promise<UploadFigures> {
  const began = performance.now();
  const headers = { 'Tus-Resumable': '1.0.0', Authorization: `Bearer ${token}` };
  const created = await fetch(`${url}/api/adm/envios`, {
    method: 'POST',
    headers: {
      ...headers,
      'Upload-Length': String(bytes.length),
      'Upload-Metadata': `evento ${base64(eventSlug)},filename ${base64(name)},filetype ${base64('image/jpeg')}`,
    },
  });
  await created.arrayBuffer();
  if (created.status !== 201) throw new Refused(`create ${name}: ${created.status}`);
  const location = new URL(created.headers.get('location')!, url).href;
  let offset = 0;
  let drops = 0;
  let dropPending = dropOnce;
  while (offset < bytes.length) {
    const piece = bytes.subarray(offset, Math.min(bytes.length, offset + chunkBytes));
    let body: BodyInit = new Uint8Array(piece);
    if (dropPending && offset > 0) {
      // Half the piece goes out, then the connection fails: what arrived is kept, the client asks where to resume.
      dropPending = false;
      const half = piece.subarray(0, piece.length >> 1);
      body = new ReadableStream({
        start(controller) {
          controller.enqueue(new Uint8Array(half));
          setTimeout(() => controller.error(new Error('connection dropped')), 50);
        },
      });
    }
    try {
      const answer = await fetch(location, {
        method: 'PATCH',
        headers: {
          ...headers,
          'Upload-Offset': String(offset),
          'Content-Type': 'application/offset+octet-stream',
        },
        body,
        duplex: 'half',
      } as RequestInit);
      const text = await answer.text();
      // 409: the offset moved since HEAD answered (the dropped piece's bytes were still landing). tus-js-client, the
      // admin screen's client, asks HEAD again and resumes, as a drop does.
      if (answer.status === 409) throw new Error(`PATCH ${name} at ${offset}: 409 ${text}`);
      if (answer.status !== 204 && answer.status !== 200)
        throw new Refused(`PATCH ${name} at ${offset}: ${answer.status} ${text}`);
      offset = Number(answer.headers.get('upload-offset') ?? bytes.length);
      if (answer.status === 200) offset = bytes.length;
    } catch (error) {
      if (error instanceof Refused) throw error;
      drops++;
      if (drops > 5) throw error;
      // The server may still hold the piece's lock for a moment after the drop.
      await new Promise((resolve) => setTimeout(resolve, 100));
      const head = await fetch(location, { method: 'HEAD', headers });
      if (head.status !== 200) throw new Refused(`HEAD ${name}: ${head.status}`);
      offset = Number(head.headers.get('upload-offset'));
    }
  }
  return { ms: performance.now() - began, drops };
}

interface BaselineFigures {
  perPhotoMs: number[];
  wallMs: number;
  cpuMs: number;
}

/** Bare sharp's CPU per photo for the same renditions (preview, thumbnail, tile), one at a time in its own process. */
async function bareSharpCpuMs(files: string[], rounds: number): Promise<number> {
  const child = fork(path.join(import.meta.dirname, 'upload-baseline.ts'), [], {
    execArgv: childExecArgv(),
    serialization: 'advanced',
  });
  const run = (list: string[]) =>
    new Promise<BaselineFigures>((resolve) => {
      child.once('message', (figures) => resolve(figures as BaselineFigures));
      child.send({ files: list, concurrency: 1, tile: true });
    });
  try {
    await run(files.slice(0, 2));
    const measured = await run(Array.from({ length: rounds }, () => files).flat());
    return measured.cpuMs / measured.perPhotoMs.length;
  } finally {
    child.kill();
  }
}

interface RunFigures {
  workers: number;
  photos: number;
  refused: string[];
  drops: number;
  uploadMs: number[];
  allAnsweredMs: number;
  drainedMs: number;
  drainAfterUploadsMs: number;
  ready: number;
  complete: number;
  workerCpuMsPerPhoto: number;
  /** Of it, what idle workers spend polling the queue over as long (measured before the uploads). */
  idleCpuMsPerPhoto: number;
  serverCpuMsPerPhoto: number;
  workerPeakRssMb: number;
  maxWaiting: number;
}

type State = {
  total: number;
  ready: number;
  processing: number;
  failed: number;
  waiting: number;
  active: number;
  lastReadyMs: number | null;
};

async function runIngest(
  workerCount: number,
  photographers: number,
  photosEach: number,
  files: { name: string; bytes: Buffer }[],
): Promise<RunFigures> {
  const server = await startServer<{ email: string; password: string }>({
    module: new URL('./ingest-server.ts', import.meta.url).href,
    database: 'postgres',
    env: { BENCH_WORKERS: 'none' },
  });
  const workers: WorkerProcess[] = [];
  try {
    for (let index = 0; index < workerCount; index++) {
      workers.push(
        await startWorkerProcess({
          DATABASE_URL: server.databaseUrl,
          DATA_DIR: server.dataDir,
          SECRET_KEY: benchSecret,
          WORKER_CONCURRENCY: '1',
        }),
      );
    }
    const token = await adminToken(server.url, server.setup.email, server.setup.password);
    const eventSlug = await server.command<string>('newEvent', `Maratona ${workerCount}`);
    const pids = workers.map((worker) => worker.child.pid!);
    // What the idle workers spend (polling the queue) over a few seconds, to tell it apart from the renders.
    const idleBefore = pids.map(cpuMsOf);
    const idleStarted = Date.now();
    await new Promise((resolve) => setTimeout(resolve, idleSampleMs));
    const idleCpuMsPerSecond =
      (pids.reduce((sum, pid, index) => sum + cpuMsOf(pid) - idleBefore[index]!, 0) * 1000) /
      (Date.now() - idleStarted);
    const workerCpuBefore = pids.map(cpuMsOf);
    await server.command('cpuUsage');
    const refused: string[] = [];
    const uploadMs: number[] = [];
    let drops = 0;
    let uploaded = 0;
    let maxWaiting = 0;
    let uploading = true;
    const started = Date.now();
    // The queue's depth while the photographers upload, read from the database as any server would.
    const sampler = (async () => {
      while (uploading) {
        // A sample the loaded database could not answer in time is skipped, not the run.
        const state = await server.command<State>('ingestState', eventSlug).catch(() => null);
        if (state) maxWaiting = Math.max(maxWaiting, state.waiting);
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    })();
    await Promise.all(
      Array.from({ length: photographers }, async (_, photographer) => {
        for (let shot = 0; shot < photosEach; shot++) {
          const file = files[(photographer * photosEach + shot) % files.length]!;
          const name = `F${String(photographer + 1).padStart(2, '0')}_DSC_${String(shot + 1).padStart(4, '0')}.jpg`;
          const serial = photographer * photosEach + shot;
          try {
            const figures = await uploadResumable(
              server.url,
              token,
              eventSlug,
              name,
              file.bytes,
              serial % dropEvery === dropEvery - 1,
            );
            uploadMs.push(figures.ms);
            drops += figures.drops;
            uploaded++;
          } catch (error) {
            refused.push(`${name}: ${(error as Error).message}`);
          }
        }
      }),
    );
    const allAnsweredMs = Date.now() - started;
    uploading = false;
    await sampler;
    const expected = photographers * photosEach;
    const deadline = Date.now() + 30 * 60_000;
    let state: State;
    for (;;) {
      const read = await server.command<State>('ingestState', eventSlug).catch(() => null);
      if (!read) {
        if (Date.now() > deadline || server.child.exitCode !== null)
          throw new Error('The server stopped answering');
        continue;
      }
      state = read;
      maxWaiting = Math.max(maxWaiting, state.waiting);
      if (state.processing === 0 && state.waiting === 0 && state.active === 0) break;
      if (Date.now() > deadline) throw new Error(`Queue not drained in 30 minutes: ${JSON.stringify(state)}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const drainedMs = (state.lastReadyMs ?? Date.now()) - started;
    const serverCpu = await server.command<NodeJS.CpuUsage>('cpuUsage');
    const workerCpuMs = pids.reduce((sum, pid, index) => sum + cpuMsOf(pid) - workerCpuBefore[index]!, 0);
    const complete = await server.command<number>('completePhotos', eventSlug);
    return {
      workers: workerCount,
      photos: expected,
      refused,
      drops,
      uploadMs,
      allAnsweredMs,
      drainedMs,
      drainAfterUploadsMs: Math.max(0, drainedMs - allAnsweredMs),
      ready: state.ready,
      complete,
      workerCpuMsPerPhoto: workerCpuMs / Math.max(1, state.ready),
      idleCpuMsPerPhoto: (idleCpuMsPerSecond * (Date.now() - started)) / 1000 / Math.max(1, state.ready),
      serverCpuMsPerPhoto: (serverCpu.user + serverCpu.system) / 1000 / Math.max(1, uploaded),
      workerPeakRssMb: Math.max(...pids.map(peakRssOf)) / 2 ** 20,
      maxWaiting,
    };
  } finally {
    for (const worker of workers) await worker.close();
    await server.close();
  }
}

/** Runs the ingest at each worker count and returns the targets with met / NO (bench:marathon calls this). */
export async function measureIngest(options: IngestOptions = {}): Promise<Target[]> {
  const photographers = options.photographers ?? 80;
  const photosEach = options.photos ?? 4;
  const workerCounts = options.workers ?? [1, 2, 4];
  const print = options.print ?? true;
  const paths = await cameraFiles(options.files ?? 8);
  const files = await Promise.all(
    paths.map(async (file) => ({ name: path.basename(file), bytes: await readFile(file) })),
  );
  const bareCpuMs = await bareSharpCpuMs(paths, 3);
  const runs: RunFigures[] = [];
  for (const count of workerCounts) {
    if (print)
      console.log(
        `${photographers} photographers x ${photosEach} photos, ${count} worker process${count > 1 ? 'es' : ''}...`,
      );
    const run = await runIngest(count, photographers, photosEach, files);
    runs.push(run);
    // Each run's figures as soon as it ends: a later run that fails does not take them with it.
    if (print) console.log(JSON.stringify({ ...run, refused: run.refused.slice(0, 5), uploadMs: undefined }));
  }
  const rows: Row[] = runs.map((run) => ({
    workers: run.workers,
    photos: run.photos,
    refused: run.refused.length,
    'READY (SQL)': run.ready,
    'with 4 files': run.complete,
    'drops resumed': run.drops,
    'all uploaded s': run.allAnsweredMs / 1000,
    'upload p50 / p99 s': `${round(median(run.uploadMs) / 1000, 1)} / ${round(percentile(run.uploadMs, 99) / 1000, 1)}`,
    'queue peak': run.maxWaiting,
    'drained s': run.drainedMs / 1000,
    'drain after uploads s': run.drainAfterUploadsMs / 1000,
    'photos/s': (run.ready * 1000) / run.drainedMs,
    'worker CPU ms/photo': run.workerCpuMsPerPhoto,
    'of it idle polling': run.idleCpuMsPerPhoto,
    'bare sharp CPU ms/photo': bareCpuMs,
    ratio: run.workerCpuMsPerPhoto / bareCpuMs,
    'server CPU ms/upload': run.serverCpuMsPerPhoto,
    'worker peak RSS MB': run.workerPeakRssMb,
  }));
  const targets: Target[] = runs.flatMap((run) => [
    {
      target: `${run.workers} worker(s): no upload refused or lost (${run.photos} READY in SQL, 4 files each)`,
      measured: `${run.refused.length} refused, ${run.ready} READY, ${run.complete} complete`,
      met: run.refused.length === 0 && run.ready === run.photos && run.complete === run.photos,
    },
    {
      target: `${run.workers} worker(s): the queue drains`,
      measured: `drained ${round(run.drainedMs / 1000, 1)} s after the first byte (${round(run.drainAfterUploadsMs / 1000, 1)} s after the last upload)`,
      met: run.ready === run.photos,
    },
    {
      target: `${run.workers} worker(s): worker CPU per photo <= ${workerCpuTarget}x bare sharp's`,
      measured: `${round(run.workerCpuMsPerPhoto, 0)} / ${round(bareCpuMs, 0)} ms = ${round(run.workerCpuMsPerPhoto / bareCpuMs)}x`,
      met: run.workerCpuMsPerPhoto <= workerCpuTarget * bareCpuMs,
    },
  ]);
  if (print) {
    printTable(
      `Ingest: ${photographers} photographers x ${photosEach} photos (6000x4000 JPEG, tus 2 MB pieces), PostgreSQL`,
      rows,
    );
    for (const run of runs) for (const line of run.refused.slice(0, 5)) console.log(`refused: ${line}`);
    printTargets(targets);
    await writeResults('ingest', {
      photographers,
      photosEach,
      fileBytes: files.map((file) => file.bytes.length),
      bareSharpCpuMsPerPhoto: round(bareCpuMs, 1),
      runs: runs.map((run) => ({
        ...run,
        refused: run.refused.length,
        uploadMs: { p50: round(median(run.uploadMs), 0), p99: round(percentile(run.uploadMs, 99), 0) },
      })),
      targets,
    });
  }
  return targets;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const workers = option('workers');
  await measureIngest({
    photographers: numberOption('photographers', 80),
    photos: numberOption('photos', 4),
    workers: workers ? workers.split(',').map(Number) : undefined,
  });
}
