// bench:crash: how long the renders of a process killed with SIGKILL wait before another process runs them again.
// A child process takes three renders and hangs in them; it is killed, a new queue starts at once (a restart, with
// the production polling and maintenance intervals) and the time to its run of each is taken. With pg-boss's expiry
// alone that is 5 minutes and up to a maintenance interval; with the liveness check (server/queue/liveness.ts), the
// 20 s after which a silent process is dead and up to one 5 s beat. PostgreSQL (BENCH_POSTGRES_URL), --runs=N (3).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../server/database/database.ts';
import { enqueueJobNow } from '../server/queue/enqueue.ts';
import { type JobHandler, type JobHandlers, startJobQueue } from '../server/queue/job-queue.ts';
import { jobNames } from '../server/queue/queues.ts';
import { numberOption } from './lib/args.ts';
import { createPostgresDatabase } from './lib/bench-app.ts';
import { median, printTable, type Row, writeResults } from './lib/results.ts';
import { childExecArgv } from './lib/server-process.ts';

const held = 3;

function handlersWith(render: JobHandler<'photo-render'>): JobHandlers {
  const idle = async () => {};
  return {
    ...Object.fromEntries(jobNames.map((name) => [name, idle])),
    'photo-render': render,
  } as JobHandlers;
}

async function until(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('Timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function measure(run: number): Promise<Row> {
  const postgres = await createPostgresDatabase();
  const database = await openDatabase({ databaseUrl: postgres.url, migrate: true });
  try {
    const child = spawn(process.execPath, [...childExecArgv(), fileURLToPath(import.meta.url), 'holder'], {
      env: { ...process.env, DATABASE_URL: postgres.url },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    await until(() => output.includes('ready'), 120_000);
    for (let index = 0; index < held; index++) {
      const photoId = `queda-${run}-${index}`;
      await enqueueJobNow(database.prisma, 'photo-render', { photoId }, { singletonKey: photoId });
    }
    await until(() => (output.match(/took /g)?.length ?? 0) === held, 60_000);
    const killedAt = performance.now();
    child.kill('SIGKILL');
    await once(child, 'exit');

    const ranAt: number[] = [];
    const queue = await startJobQueue({ databaseUrl: postgres.url, log: () => {} });
    const startedAt = performance.now();
    await queue.work(
      handlersWith(async () => {
        ranAt.push(performance.now());
      }),
      { concurrency: held },
    );
    await until(() => ranAt.length === held, 15 * 60_000);
    await queue.stop({ timeoutMs: 1000 });
    const last = Math.max(...ranAt);
    return {
      run,
      'kill to first rerun (s)': (Math.min(...ranAt) - killedAt) / 1000,
      'kill to last rerun (s)': (last - killedAt) / 1000,
      'restart to last rerun (s)': (last - startedAt) / 1000,
    };
  } finally {
    await database.close();
    await postgres.drop();
  }
}

if (process.argv[2] === 'holder') {
  const queue = await startJobQueue({
    databaseUrl: process.env.DATABASE_URL!,
    log: () => {},
    pollingIntervalSeconds: 0.5,
  });
  await queue.work(
    handlersWith(async ({ photoId }) => {
      console.log(`took ${photoId}`);
      await new Promise(() => {});
    }),
    { concurrency: held },
  );
  console.log('ready');
} else {
  const rows: Row[] = [];
  for (let run = 1; run <= numberOption('runs', 3); run++) rows.push(await measure(run));
  printTable(`Renders held by a process killed with SIGKILL (${held} per run, PostgreSQL)`, rows);
  const lasts = rows.map((row) => row['kill to last rerun (s)'] as number);
  console.log(`\nMedian kill to last rerun: ${median(lasts).toFixed(1)} s`);
  await writeResults('crash', { rows });
  process.exit(0);
}
