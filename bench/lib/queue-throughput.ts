// The job queue alone: how many empty jobs per second pg-boss queues and works, on PGlite and on PostgreSQL, with
// the settings Revela's workers use (one job per fetch).
import PgBoss from 'pg-boss';
import { startEmbeddedPostgres } from '../../server/database/embedded-postgres.ts';
import { createPostgresDatabase, type DatabaseKind } from './bench-app.ts';

export interface QueueFigures {
  database: DatabaseKind;
  /** Jobs sent one at a time, each its own statement (as a request queues one). */
  sentPerSecond: number;
  /** Empty jobs completed per second, for each number of workers. */
  workedPerSecond: Record<number, number>;
}

async function until(condition: () => boolean, timeoutMs = 300_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('queue benchmark timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

export async function measureQueue(
  database: DatabaseKind,
  options: { jobs: number; workers: number[] },
): Promise<QueueFigures> {
  const embedded = database === 'pglite' ? await startEmbeddedPostgres() : null;
  const postgres = database === 'postgres' ? await createPostgresDatabase() : null;
  const boss = new PgBoss({ connectionString: embedded?.url ?? postgres!.url, max: 6 });
  boss.on('error', () => {});
  try {
    await boss.start();
    await boss.createQueue('bench-vazio');
    const sends = Math.min(500, options.jobs);
    let start = performance.now();
    for (let index = 0; index < sends; index++) await boss.send('bench-vazio', {});
    const sentPerSecond = (sends * 1000) / (performance.now() - start);
    let waiting = sends;
    let done = 0;
    const workedPerSecond: Record<number, number> = {};
    for (const workers of options.workers) {
      // The queue holds `jobs` waiting jobs when the workers start.
      const missing = options.jobs - waiting;
      for (let offset = 0; offset < missing; offset += 500) {
        await boss.insert(
          Array.from({ length: Math.min(500, missing - offset) }, () => ({ name: 'bench-vazio', data: {} })),
        );
      }
      done = 0;
      start = performance.now();
      const ids: string[] = [];
      for (let index = 0; index < workers; index++) {
        // As Revela's workers do: one job per fetch, and the next fetch at once after a job.
        let id = '';
        id = await boss.work('bench-vazio', { batchSize: 1, pollingIntervalSeconds: 0.5 }, async () => {
          done++;
          boss.notifyWorker(id);
        });
        ids.push(id);
      }
      await until(() => done >= options.jobs);
      workedPerSecond[workers] = (options.jobs * 1000) / (performance.now() - start);
      for (const id of ids) await boss.offWork({ id });
      waiting = 0;
    }
    return { database, sentPerSecond, workedPerSecond };
  } finally {
    await boss.stop({ graceful: false, wait: true });
    await embedded?.stop();
    await postgres?.drop();
  }
}
