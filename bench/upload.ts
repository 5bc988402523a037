// bench:upload: 6000x4000 camera JPEGs through the real upload path (GraphQL multipart over HTTP, sharp, file
// storage, database) with 1, 2 and 4 uploads in flight, against bare sharp making the same derivatives in a
// process of its own; then the cost of the watermark, and the server's peak memory.
import { fork } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { databases, numberOption } from './lib/args.ts';
import { adminToken } from './lib/http.ts';
import { cameraFiles, watermarkPng } from './lib/images.ts';
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

const photoCount = numberOption('photos', 40);
const concurrencies = [1, 2, 4];

const UploadPhoto = `mutation BenchUploadPhoto($input: UploadPhotoInput!) {
  uploadPhoto(input: $input) {
    __typename
    ... on Error { message }
    ... on UploadPhotoPayload { photo { id width height } }
  }
}`;

interface RunFigures {
  perPhotoMs: number[];
  wallMs: number;
  peakRssMb: number;
  /** CPU time of the process doing the work (all its threads). */
  cpuMs: number;
  /** Ours: CPU time of the uploading client (this process). */
  clientCpuMs?: number;
}

interface CameraFile {
  name: string;
  bytes: Buffer;
}

async function uploadOne(url: string, token: string, eventSlug: string, file: CameraFile): Promise<void> {
  const form = new FormData();
  form.set(
    'operations',
    JSON.stringify({ query: UploadPhoto, variables: { input: { event: { slug: eventSlug }, file: null } } }),
  );
  form.set('map', JSON.stringify({ 0: ['variables.input.file'] }));
  form.set('0', new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: 'image/jpeg' }), file.name);
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await response.json()) as {
    data?: { uploadPhoto: { __typename: string; message?: string } };
  };
  const result = body.data?.uploadPhoto;
  if (result?.__typename !== 'UploadPhotoPayload') {
    throw new Error(`Upload of ${file.name} failed: ${JSON.stringify(result ?? body)}`);
  }
}

/** Uploads every file, `concurrency` at a time, as an admin's browser would. */
async function uploadAll(
  url: string,
  token: string,
  eventSlug: string,
  files: CameraFile[],
  concurrency: number,
): Promise<Pick<RunFigures, 'perPhotoMs' | 'wallMs'>> {
  const perPhotoMs: number[] = [];
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < files.length) {
        const file = files[next++]!;
        const began = performance.now();
        await uploadOne(url, token, eventSlug, file);
        perPhotoMs.push(performance.now() - began);
      }
    }),
  );
  return { perPhotoMs, wallMs: performance.now() - start };
}

function startBaseline() {
  const child = fork(path.join(import.meta.dirname, 'upload-baseline.ts'), [], {
    execArgv: childExecArgv(),
    serialization: 'advanced',
  });
  return {
    run(files: string[], concurrency: number, watermark?: Uint8Array): Promise<RunFigures> {
      return new Promise((resolve) => {
        child.once('message', (figures) => resolve(figures as RunFigures));
        child.send({ files, concurrency, watermark });
      });
    },
    close: () => child.kill(),
  };
}

const photosPerSecond = (figures: RunFigures) => (figures.perPhotoMs.length * 1000) / figures.wallMs;

/** Figures of several rounds as one run: times add up, the peak is the highest. */
function merge(parts: RunFigures[]): RunFigures {
  return {
    perPhotoMs: parts.flatMap((part) => part.perPhotoMs),
    wallMs: parts.reduce((sum, part) => sum + part.wallMs, 0),
    peakRssMb: Math.max(...parts.map((part) => part.peakRssMb)),
    cpuMs: parts.reduce((sum, part) => sum + part.cpuMs, 0),
    clientCpuMs: parts.reduce((sum, part) => sum + (part.clientCpuMs ?? 0), 0),
  };
}

const cpuPerPhoto = (figures: RunFigures) => figures.cpuMs / figures.perPhotoMs.length;

async function main() {
  const [database] = databases(['pglite']);
  const paths = await cameraFiles(photoCount);
  const files = await Promise.all(
    paths.map(async (file) => ({ name: path.basename(file), bytes: await readFile(file) })),
  );
  const megabytes = files.map((file) => file.bytes.length / 1e6);
  console.log(
    `bench:upload: ${files.length} camera JPEGs of ${round(Math.min(...megabytes))}-${round(Math.max(...megabytes))} MB, ` +
      `database ${database}, ${concurrencies.join('/')} uploads in flight`,
  );

  const server = await startServer<{ email: string; password: string }>({
    module: new URL('./upload-server.ts', import.meta.url).href,
    database: database!,
  });
  const baseline = startBaseline();
  try {
    const token = await adminToken(server.url, server.setup.email, server.setup.password);
    const watermark = await watermarkPng();
    let events = 0;
    const newEvent = () => server.command<string>('newEvent', `Upload ${++events}`);
    const ours = async (
      eventSlug: string,
      subset: CameraFile[],
      concurrency: number,
    ): Promise<RunFigures> => {
      await server.command('peakRss');
      await server.command('cpuUsage');
      await server.command('profileStart');
      const clientCpu = process.cpuUsage();
      const figures = await uploadAll(server.url, token, eventSlug, subset, concurrency);
      const client = process.cpuUsage(clientCpu);
      await server.command('profileStop', `upload-${eventSlug}-${concurrency}`);
      const cpu = await server.command<NodeJS.CpuUsage>('cpuUsage');
      const peakRssMb = (await server.command<number>('peakRss')) / 2 ** 20;
      return {
        ...figures,
        peakRssMb,
        cpuMs: (cpu.user + cpu.system) / 1000,
        clientCpuMs: (client.user + client.system) / 1000,
      };
    };
    const expectStored = async (eventSlug: string, count: number) => {
      const stored = await server.command<number>('storedPhotos', eventSlug);
      if (stored !== count) throw new Error(`Only ${stored} of ${count} photos were stored with their files`);
    };
    // Ours and the baseline take turns on halves of the files, so load from elsewhere on the machine hits both.
    const halves = [0, 1].map((half) => {
      const size = Math.ceil(files.length / 2);
      return {
        files: files.slice(half * size, (half + 1) * size),
        paths: paths.slice(half * size, (half + 1) * size),
      };
    });

    const restRssMb = (await server.command<number>('rss')) / 2 ** 20;
    // Warm-up: code paths compiled, libvips and the database's caches filled, on both sides.
    await ours(await newEvent(), files.slice(0, 3), 1);
    await baseline.run(paths.slice(0, 3), 1);

    const runs: Row[] = [];
    const figures: Record<string, unknown>[] = [];
    for (const concurrency of concurrencies) {
      const eventSlug = await newEvent();
      const realParts: RunFigures[] = [];
      const bareParts: RunFigures[] = [];
      for (const half of halves) {
        bareParts.push(await baseline.run(half.paths, concurrency));
        realParts.push(await ours(eventSlug, half.files, concurrency));
      }
      await expectStored(eventSlug, files.length);
      const real = merge(realParts);
      const bare = merge(bareParts);
      const ratio = photosPerSecond(real) / photosPerSecond(bare);
      runs.push({
        'in flight': concurrency,
        'ours photos/s': photosPerSecond(real),
        'baseline photos/s': photosPerSecond(bare),
        ratio,
        'ours median ms': median(real.perPhotoMs),
        'ours p99 ms': percentile(real.perPhotoMs, 99),
        'baseline median ms': median(bare.perPhotoMs),
        'baseline p99 ms': percentile(bare.perPhotoMs, 99),
        'ours peak RSS MB': real.peakRssMb,
        'baseline peak RSS MB': bare.peakRssMb,
        'ours server CPU ms/photo': cpuPerPhoto(real),
        'ours client CPU ms/photo': real.clientCpuMs! / files.length,
        'baseline CPU ms/photo': cpuPerPhoto(bare),
      });
      figures.push({ concurrency, ours: summarise(real), baseline: summarise(bare), ratio: round(ratio, 3) });
    }

    // The watermark's cost: one photo at a time, the same photos with and without it, turns taken as above.
    const plainEvent = await newEvent();
    const markedEvent = await newEvent();
    const parts = { plainOurs: [], markedOurs: [], plainBare: [], markedBare: [] } as Record<
      string,
      RunFigures[]
    >;
    for (const half of halves) {
      parts.plainOurs!.push(await ours(plainEvent, half.files, 1));
      parts.plainBare!.push(await baseline.run(half.paths, 1));
      await server.command('setWatermark', watermark);
      parts.markedOurs!.push(await ours(markedEvent, half.files, 1));
      parts.markedBare!.push(await baseline.run(half.paths, 1, watermark));
      await server.command('removeWatermark');
    }
    await expectStored(markedEvent, files.length);
    const [plainOurs, markedOurs, plainBare, markedBare] = [
      parts.plainOurs!,
      parts.markedOurs!,
      parts.plainBare!,
      parts.markedBare!,
    ].map(merge) as [RunFigures, RunFigures, RunFigures, RunFigures];
    const added = (marked: RunFigures, plain: RunFigures) =>
      median(marked.perPhotoMs) / median(plain.perPhotoMs) - 1;
    const addedCpu = (marked: RunFigures, plain: RunFigures) => cpuPerPhoto(marked) / cpuPerPhoto(plain) - 1;
    const watermarkRows: Row[] = [
      {
        pipeline: 'ours (whole upload)',
        'plain median ms': median(plainOurs.perPhotoMs),
        'watermarked median ms': median(markedOurs.perPhotoMs),
        'added %': added(markedOurs, plainOurs) * 100,
        'plain CPU ms/photo': cpuPerPhoto(plainOurs),
        'watermarked CPU ms/photo': cpuPerPhoto(markedOurs),
        'added CPU %': addedCpu(markedOurs, plainOurs) * 100,
      },
      {
        pipeline: 'baseline (bare sharp)',
        'plain median ms': median(plainBare.perPhotoMs),
        'watermarked median ms': median(markedBare.perPhotoMs),
        'added %': added(markedBare, plainBare) * 100,
        'plain CPU ms/photo': cpuPerPhoto(plainBare),
        'watermarked CPU ms/photo': cpuPerPhoto(markedBare),
        'added CPU %': addedCpu(markedBare, plainBare) * 100,
      },
    ];

    printTable(`Uploads of ${files.length} photos (6000x4000 JPEG), ours vs bare sharp`, runs);
    printTable('Watermark cost, one upload in flight (same photos with and without it)', watermarkRows);
    const peak = Math.max(...runs.map((row) => row['ours peak RSS MB'] as number), markedOurs.peakRssMb);
    const targets: Target[] = [
      ...runs.map((row) => ({
        target: `ours >= 0.9x baseline photos/s, ${row['in flight']} in flight`,
        measured: `${round(row.ratio as number)}x`,
        met: (row.ratio as number) >= 0.9,
      })),
      {
        target: 'watermark adds <= 20% to a photo (ours, median upload)',
        measured: `${round(added(markedOurs, plainOurs) * 100, 1)}% (CPU ${round(addedCpu(markedOurs, plainOurs) * 100, 1)}%)`,
        met: added(markedOurs, plainOurs) <= 0.2,
      },
      {
        target: 'peak RSS of the server reported',
        measured: `${round(peak, 0)} MB (${round(restRssMb, 0)} MB at rest)`,
        met: true,
      },
    ];
    printTargets(targets);
    await writeResults('upload', {
      database,
      photos: files.length,
      photoBytes: {
        min: Math.min(...files.map((file) => file.bytes.length)),
        max: Math.max(...files.map((file) => file.bytes.length)),
      },
      runs: figures,
      watermark: {
        ours: {
          plain: summarise(plainOurs),
          watermarked: summarise(markedOurs),
          addedRatio: round(added(markedOurs, plainOurs), 3),
          addedCpuRatio: round(addedCpu(markedOurs, plainOurs), 3),
        },
        baseline: {
          plain: summarise(plainBare),
          watermarked: summarise(markedBare),
          addedRatio: round(added(markedBare, plainBare), 3),
          addedCpuRatio: round(addedCpu(markedBare, plainBare), 3),
        },
      },
      serverPeakRssMb: round(peak, 0),
      serverRestRssMb: round(restRssMb, 0),
      targets,
    });
  } finally {
    baseline.close();
    await server.close();
  }
}

function summarise(figures: RunFigures) {
  return {
    photosPerSecond: round(photosPerSecond(figures), 3),
    medianMs: round(median(figures.perPhotoMs), 1),
    p99Ms: round(percentile(figures.perPhotoMs, 99), 1),
    wallMs: round(figures.wallMs, 0),
    peakRssMb: round(figures.peakRssMb, 0),
    cpuMsPerPhoto: round(cpuPerPhoto(figures), 1),
    ...(figures.clientCpuMs !== undefined && {
      clientCpuMsPerPhoto: round(figures.clientCpuMs / figures.perPhotoMs.length, 1),
    }),
  };
}

await main();
