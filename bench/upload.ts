// bench:upload: 6000x4000 camera JPEGs through the documented upload call (POST /api/adm/{urlEvento}/imagem) over
// HTTP, measured end to end: from the first byte sent to every preview and thumbnail stored by the worker. The
// worker runs in the server process or as `npm run worker`, the files go to a local folder or an S3-compatible
// server; bare sharp making the same derivatives in a process of its own is the baseline. Then the job queue
// alone (empty jobs per second) and the peak memory of server and worker.
import { fork } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { numberOption, option } from './lib/args.ts';
import type { DatabaseKind } from './lib/bench-app.ts';
import { adminToken } from './lib/http.ts';
import { cameraFiles } from './lib/images.ts';
import { measureQueue, type QueueFigures } from './lib/queue-throughput.ts';
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
import { childExecArgv, type ServerHandle, startServer } from './lib/server-process.ts';
import {
  cpuMsOf,
  peakRssOf,
  resetPeakRssOf,
  type S3Process,
  startS3Process,
  startWorkerProcess,
  type WorkerProcess,
} from './lib/side-processes.ts';

const photoCount = numberOption('photos', 40);
const benchSecret = 'benchmark-secret-key-of-at-least-32-characters';

interface Setup {
  label: string;
  database: DatabaseKind;
  storage: 'local' | 's3';
  /** Where the workers run; 'separate-off' runs none (to time the upload request alone). */
  worker: 'in-process' | 'separate' | 'separate-off';
  concurrencies: number[];
}

// The default setup at 1, 2 and 4 uploads in flight; the others at 2, the figure the targets name.
const allSetups: Setup[] = [
  {
    label: 'PGlite, folder, worker in server',
    database: 'pglite',
    storage: 'local',
    worker: 'in-process',
    concurrencies: [1, 2, 4],
  },
  {
    label: 'PostgreSQL, folder, worker in server',
    database: 'postgres',
    storage: 'local',
    worker: 'in-process',
    concurrencies: [2],
  },
  {
    label: 'PostgreSQL, folder, separate worker',
    database: 'postgres',
    storage: 'local',
    worker: 'separate',
    concurrencies: [2],
  },
  {
    label: 'PostgreSQL, S3, worker in server',
    database: 'postgres',
    storage: 's3',
    worker: 'in-process',
    concurrencies: [2],
  },
  {
    label: 'PostgreSQL, S3, separate worker',
    database: 'postgres',
    storage: 's3',
    worker: 'separate',
    concurrencies: [2],
  },
];

interface CameraFile {
  name: string;
  bytes: Buffer;
}

interface BaselineFigures {
  perPhotoMs: number[];
  wallMs: number;
  peakRssMb: number;
  cpuMs: number;
}

function startBaseline() {
  const child = fork(path.join(import.meta.dirname, 'upload-baseline.ts'), [], {
    execArgv: childExecArgv(),
    serialization: 'advanced',
  });
  return {
    run(files: string[], concurrency: number): Promise<BaselineFigures> {
      return new Promise((resolve) => {
        child.once('message', (figures) => resolve(figures as BaselineFigures));
        child.send({ files, concurrency });
      });
    },
    close: () => child.kill(),
  };
}

/** One documented upload call; resolves when the server has answered (stored the original, queued the render). */
async function uploadOne(url: string, token: string, eventSlug: string, file: CameraFile): Promise<void> {
  const response = await fetch(`${url}/api/adm/${eventSlug}/imagem`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/octet-stream',
      'X-Nome-Arquivo': file.name,
      'X-Tipo': 'image/jpeg',
    },
    body: new Uint8Array(file.bytes),
  });
  const body = await response.text();
  if (response.status !== 201) throw new Error(`Upload of ${file.name} answered ${response.status}: ${body}`);
}

interface RunFigures {
  /** Each upload call, from its first byte to its answer. */
  requestMs: number[];
  /** From the first byte of the first upload to the last derivative stored. */
  endToEndMs: number;
  /** From the first byte to the last upload's answer. */
  uploadsMs: number;
}

async function run(
  server: ServerHandle<unknown>,
  token: string,
  eventSlug: string,
  files: CameraFile[],
  concurrency: number,
): Promise<RunFigures> {
  const requestMs: number[] = [];
  let next = 0;
  const firstByte = Date.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < files.length) {
        const file = files[next++]!;
        const began = performance.now();
        await uploadOne(server.url, token, eventSlug, file);
        requestMs.push(performance.now() - began);
      }
    }),
  );
  const uploadsMs = Date.now() - firstByte;
  const deadline = Date.now() + 600_000;
  for (;;) {
    const renders = await server.command<{ processing: number; failed: number; rendered: (number | null)[] }>(
      'renders',
      eventSlug,
    );
    if (renders.failed) throw new Error(`${renders.failed} photos failed to render`);
    if (
      renders.processing === 0 &&
      renders.rendered.length === files.length &&
      renders.rendered.every(Boolean)
    ) {
      const lastRendered = Math.max(...(renders.rendered as number[]));
      return { requestMs, uploadsMs, endToEndMs: lastRendered - firstByte };
    }
    if (Date.now() > deadline) throw new Error('Renders did not finish in 10 minutes');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

interface SetupProcesses {
  server: ServerHandle<{ email: string; password: string }>;
  worker: WorkerProcess | null;
  s3: S3Process | null;
  close(): Promise<void>;
}

async function startSetup(setup: Setup): Promise<SetupProcesses> {
  const s3 = setup.storage === 's3' ? await startS3Process() : null;
  const server = await startServer<{ email: string; password: string }>({
    module: new URL('./upload-server.ts', import.meta.url).href,
    database: setup.database,
    env: {
      BENCH_WORKERS: setup.worker === 'in-process' ? 'in-process' : 'none',
      ...(s3 && { BENCH_STORAGE_URL: s3.storageUrl }),
    },
  });
  const worker =
    setup.worker === 'separate'
      ? await startWorkerProcess({
          DATABASE_URL: server.databaseUrl,
          DATA_DIR: server.dataDir,
          SECRET_KEY: benchSecret,
          JOB_POLL_SECONDS: '0.5',
          ...(s3 && { STORAGE_URL: s3.storageUrl }),
        })
      : null;
  return {
    server,
    worker,
    s3,
    async close() {
      await worker?.close();
      await server.close();
      await s3?.close();
    },
  };
}

const perSecond = (count: number, ms: number) => (count * 1000) / ms;

async function main() {
  // --setups=default (the first), or numbers from 1 (--setups=3,5), or all of them.
  const only = option('setups');
  const setups =
    only === 'default'
      ? allSetups.slice(0, 1)
      : only
        ? only.split(',').map((number) => allSetups[Number(number) - 1]!)
        : allSetups;
  const paths = await cameraFiles(photoCount);
  const files = await Promise.all(
    paths.map(async (file) => ({ name: path.basename(file), bytes: await readFile(file) })),
  );
  const megabytes = files.map((file) => file.bytes.length / 1e6);
  console.log(
    `bench:upload: ${files.length} camera JPEGs of ${round(Math.min(...megabytes))}-${round(Math.max(...megabytes))} MB ` +
      `through POST /api/adm/{urlEvento}/imagem, end to end (every derivative stored)`,
  );

  const baseline = startBaseline();
  const rows: Row[] = [];
  const figures: Record<string, unknown>[] = [];
  try {
    // Warm-up of the baseline: libvips loaded, the files in the page cache.
    await baseline.run(paths.slice(0, 3), 1);
    for (const setup of setups) {
      const processes = await startSetup(setup);
      const { server, worker } = processes;
      try {
        const token = await adminToken(server.url, server.setup.email, server.setup.password);
        let events = 0;
        const newEvent = () => server.command<string>('newEvent', `Upload ${++events}`);
        await run(server, token, await newEvent(), files.slice(0, 3), 1);
        for (const concurrency of setup.concurrencies) {
          const bare = await baseline.run(paths, concurrency);
          const eventSlug = await newEvent();
          await server.command('peakRss');
          await server.command('cpuUsage');
          if (worker) resetPeakRssOf(worker.child.pid!);
          const workerCpuBefore = worker ? cpuMsOf(worker.child.pid!) : 0;
          const clientCpu = process.cpuUsage();
          const ours = await run(server, token, eventSlug, files, concurrency);
          const client = process.cpuUsage(clientCpu);
          const serverCpu = await server.command<NodeJS.CpuUsage>('cpuUsage');
          const workerCpuMs = worker ? cpuMsOf(worker.child.pid!) - workerCpuBefore : 0;
          const cpuMsPerPhoto =
            ((serverCpu.user + serverCpu.system + client.user + client.system) / 1000 + workerCpuMs) /
            files.length;
          const bareCpuMsPerPhoto = bare.cpuMs / bare.perPhotoMs.length;
          const serverPeakMb = (await server.command<number>('peakRss')) / 2 ** 20;
          const workerPeakMb = worker ? peakRssOf(worker.child.pid!) / 2 ** 20 : null;
          const stored = await server.command<number>('storedPhotos', eventSlug);
          if (stored !== files.length)
            throw new Error(`Only ${stored} of ${files.length} photos were stored whole`);
          const oursPerSecond = perSecond(files.length, ours.endToEndMs);
          const barePerSecond = perSecond(bare.perPhotoMs.length, bare.wallMs);
          rows.push({
            setup: setup.label,
            'in flight': concurrency,
            'ours photos/s (end to end)': oursPerSecond,
            'bare sharp photos/s': barePerSecond,
            ratio: oursPerSecond / barePerSecond,
            'upload answer p50 ms': median(ours.requestMs),
            'upload answer p99 ms': percentile(ours.requestMs, 99),
            'all answered s': ours.uploadsMs / 1000,
            'all rendered s': ours.endToEndMs / 1000,
            'CPU ms/photo (client+server+worker)': cpuMsPerPhoto,
            'of it client': (client.user + client.system) / 1000 / files.length,
            'of it worker process': worker ? workerCpuMs / files.length : null,
            'bare sharp CPU ms/photo': bareCpuMsPerPhoto,
            'server peak RSS MB': serverPeakMb,
            'worker peak RSS MB': workerPeakMb,
          });
          figures.push({
            setup: setup.label,
            concurrency,
            oursPhotosPerSecond: round(oursPerSecond, 3),
            bareSharpPhotosPerSecond: round(barePerSecond, 3),
            ratio: round(oursPerSecond / barePerSecond, 3),
            uploadAnswerMs: {
              p50: round(median(ours.requestMs), 1),
              p99: round(percentile(ours.requestMs, 99), 1),
            },
            allAnsweredMs: ours.uploadsMs,
            allRenderedMs: ours.endToEndMs,
            cpuMsPerPhoto: round(cpuMsPerPhoto, 1),
            clientCpuMsPerPhoto: round((client.user + client.system) / 1000 / files.length, 1),
            workerProcessCpuMsPerPhoto: worker ? round(workerCpuMs / files.length, 1) : null,
            bareSharpCpuMsPerPhoto: round(bareCpuMsPerPhoto, 1),
            serverPeakRssMb: round(serverPeakMb, 0),
            workerPeakRssMb: workerPeakMb === null ? null : round(workerPeakMb, 0),
            bareSharpPeakRssMb: round(bare.peakRssMb, 0),
          });
        }
      } finally {
        await processes.close();
      }
    }
  } finally {
    baseline.close();
  }

  // The upload request alone: one at a time, with no render running (workers off), as the figure asks.
  const quiet: Row[] = [];
  for (const database of ['pglite', 'postgres'] as const) {
    const processes = await startSetup({ ...allSetups[0]!, database, worker: 'separate-off' });
    try {
      const { server } = processes;
      const token = await adminToken(server.url, server.setup.email, server.setup.password);
      const eventSlug = await server.command<string>('newEvent', 'Sozinho');
      const times: number[] = [];
      for (const [index, file] of files.slice(0, 20).entries()) {
        const began = performance.now();
        await uploadOne(server.url, token, eventSlug, file);
        if (index >= 3) times.push(performance.now() - began);
      }
      quiet.push({
        database,
        uploads: times.length,
        'answer p50 ms': median(times),
        'answer p99 ms': percentile(times, 99),
      });
    } finally {
      await processes.close();
    }
  }

  const queues: QueueFigures[] = [];
  for (const database of ['pglite', 'postgres'] as const) {
    queues.push(await measureQueue(database, { jobs: 2000, workers: [1, 4] }));
  }

  printTable(`Uploads of ${files.length} photos (6000x4000 JPEG), end to end, against bare sharp`, rows);
  printTable('The upload request alone (one at a time, no render running)', quiet);
  printTable(
    'Job queue alone: empty jobs (pg-boss, one job per fetch)',
    queues.map((queue) => ({
      database: queue.database,
      'sent one by one /s': queue.sentPerSecond,
      ...Object.fromEntries(
        Object.entries(queue.workedPerSecond).map(([workers, rate]) => [
          `worked /s, ${workers} workers`,
          rate,
        ]),
      ),
    })),
  );
  const atTwo = rows.filter((row) => row['in flight'] === 2);
  const targets: Target[] = [
    ...atTwo.map((row) => ({
      target: `end to end >= 0.9x bare sharp at 2 in flight (${row.setup})`,
      measured: `${round(row.ratio as number)}x`,
      met: (row.ratio as number) >= 0.9,
    })),
    ...quiet.map((row) => ({
      target: `the upload request answers p50 <= 80 ms, 6 MB on loopback (${row.database})`,
      measured: `${round(row['answer p50 ms'] as number, 1)} ms`,
      met: (row['answer p50 ms'] as number) <= 80,
    })),
  ];
  printTargets(targets);
  await writeResults('upload', {
    photos: files.length,
    photoBytes: {
      min: Math.min(...files.map((file) => file.bytes.length)),
      max: Math.max(...files.map((file) => file.bytes.length)),
    },
    runs: figures,
    uploadRequestAlone: quiet,
    queues: queues.map((queue) => ({
      ...queue,
      sentPerSecond: round(queue.sentPerSecond, 0),
      workedPerSecond: Object.fromEntries(
        Object.entries(queue.workedPerSecond).map(([workers, rate]) => [workers, round(rate, 0)]),
      ),
    })),
    targets,
  });
}

await main();
