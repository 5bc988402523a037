import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../database/database.ts';
import { createTestDatabase } from '../test/database.ts';
import { idleHandlers } from '../test/idle-handlers.ts';
import { enqueueJobNow } from './enqueue.ts';
import { type JobHandlers, type JobInfo, type JobQueue, startJobQueue } from './job-queue.ts';
import { createLiveness, type Liveness } from './liveness.ts';
import type { JobName } from './queues.ts';

// A process that took jobs and died: it registered, held them, and was never heard from again.
describe('jobs of a dead process', () => {
  let database: Database;
  let queue: JobQueue;
  let boss: PgBoss;
  let dead: Liveness;
  /** A live process looking for the jobs of dead ones. */
  let reaper: Liveness;

  beforeAll(async () => {
    database = await createTestDatabase();
    // Creates the queues and the liveness tables; it works no jobs itself.
    queue = await startJobQueue({ databaseUrl: database.url, log: () => {} });
    boss = new PgBoss({ connectionString: database.url, supervise: false, schedule: false, migrate: false });
    await boss.start();
    dead = createLiveness(boss.getDb());
    reaper = createLiveness(boss.getDb());
    await dead.beat();
  });
  afterAll(async () => {
    await boss?.stop({ graceful: false });
    await queue?.stop({ timeoutMs: 1000 });
    await database?.close();
  });

  /** Takes the next job of the queue as the dead process did. */
  async function takeAsDead(name: JobName) {
    const [job] = await boss.fetch(name, { includeMetadata: true });
    expect(job).toBeDefined();
    await dead.hold(name, job!.id);
    return job!;
  }
  async function die() {
    await database.prisma.$executeRawUnsafe(
      `UPDATE pgboss.revela_worker SET seen_at = now() - interval '1 hour' WHERE id = $1::uuid`,
      dead.workerId,
    );
  }
  /** Handlers that record the mail-send jobs they run. */
  function recording(ran: JobInfo[]): JobHandlers {
    return idleHandlers({
      'mail-send': async (_data, job) => {
        ran.push(job);
      },
    });
  }
  async function jobRow(id: string) {
    const [row] = await database.prisma.$queryRawUnsafe<
      { state: string; retry_count: number; started_on: Date | null }[]
    >(`SELECT state::text, retry_count, started_on FROM pgboss.job WHERE id = $1::uuid`, id);
    return row!;
  }

  it('puts back at once a job whose process died, its first put-back not counted as a retry', async () => {
    await enqueueJobNow(database.prisma, 'mail-send', { messageId: 'cortada' });
    const job = await takeAsDead('mail-send');
    // Alive: nothing is put back.
    expect(await reaper.reclaim()).toEqual(new Map());
    expect((await jobRow(job.id)).state).toBe('active');

    await die();
    expect(await reaper.reclaim()).toEqual(new Map([['mail-send', 1]]));
    expect(await jobRow(job.id)).toMatchObject({ state: 'retry', retry_count: 0, started_on: null });

    // Cut again: this time it counts, so a job that kills every process running it ends at its retry limit.
    await dead.beat();
    const again = await takeAsDead('mail-send');
    expect(again).toMatchObject({ id: job.id, retryCount: 0 });
    await die();
    await reaper.reclaim();
    const [third] = await boss.fetch('mail-send', { includeMetadata: true });
    expect(third).toMatchObject({ id: job.id, retryCount: 1 });
    await boss.complete('mail-send', job.id);
  });

  it('fails a job put back again at its retry limit', async () => {
    await dead.beat();
    await enqueueJobNow(database.prisma, 'mail-send', { messageId: 'fatal' });
    const job = await takeAsDead('mail-send');
    await die();
    await reaper.reclaim();
    await database.prisma.$executeRawUnsafe(
      `UPDATE pgboss.job SET retry_count = retry_limit WHERE id = $1::uuid`,
      job.id,
    );
    await dead.beat();
    await takeAsDead('mail-send');
    await die();
    expect(await reaper.reclaim()).toEqual(new Map([['mail-send', 1]]));
    expect((await jobRow(job.id)).state).toBe('failed');
  });

  it('cancels a cut render whose photo already has one waiting to retry', async () => {
    await dead.beat();
    await enqueueJobNow(database.prisma, 'photo-render', { photoId: 'p1' }, { singletonKey: 'p1' });
    const first = await takeAsDead('photo-render');
    // A render of the same photo waiting in 'retry' (it failed before) already covers the cut one.
    const waiting = await enqueueJobNow(
      database.prisma,
      'photo-render',
      { photoId: 'p1' },
      { singletonKey: 'p1' },
    );
    await database.prisma.$executeRawUnsafe(
      `UPDATE pgboss.job SET state = 'retry' WHERE id = $1::uuid`,
      waiting,
    );
    await die();
    await reaper.reclaim();
    expect((await jobRow(first.id)).state).toBe('cancelled');
    expect((await jobRow(waiting!)).state).toBe('retry');
  });

  it('runs the jobs of a dead process in a live one, which reports them (the metrics count them)', async () => {
    await dead.beat();
    await enqueueJobNow(database.prisma, 'mail-send', { messageId: 'retomada' });
    await takeAsDead('mail-send');
    const ran: JobInfo[] = [];
    const putBack: [JobName, number][] = [];
    const live = await startJobQueue({
      databaseUrl: database.url,
      log: () => {},
      pollingIntervalSeconds: 0.5,
      liveness: { heartbeatSeconds: 0.2, deadAfterSeconds: 1 },
    });
    try {
      await live.work(recording(ran), { onPutBack: (name, count) => putBack.push([name, count]) });
      // Not heard from for a second: dead, without any help from the test.
      const deadline = Date.now() + 30_000;
      while (!(ran.length && putBack.length) && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 100));
      expect(ran).toMatchObject([{ retryCount: 0 }]);
      expect(putBack).toEqual([['mail-send', 1]]);
      const holders = await database.prisma.$queryRawUnsafe<unknown[]>(
        `SELECT 1 FROM pgboss.revela_job_holder WHERE worker_id = $1::uuid`,
        dead.workerId,
      );
      expect(holders).toEqual([]);
    } finally {
      await live.stop({ timeoutMs: 1000 });
    }
  });

  it('puts back at its start what a process on the embedded database held, heard from however recently', async () => {
    await dead.beat();
    await enqueueJobNow(database.prisma, 'mail-send', { messageId: 'reinicio' });
    const job = await takeAsDead('mail-send');
    const putBack: [JobName, number][] = [];
    const restarted = await startJobQueue({ databaseUrl: database.url, log: () => {}, onlyProcess: true });
    try {
      // Its beat is 5 s and a process is dead after 20 s of silence; the put-back is done before work() returns.
      await restarted.work(recording([]), { onPutBack: (name, count) => putBack.push([name, count]) });
      expect(putBack).toEqual([['mail-send', 1]]);
      await restarted.settle();
      expect(await jobRow(job.id)).toMatchObject({ state: 'completed', retry_count: 0 });
    } finally {
      await restarted.stop({ timeoutMs: 1000 });
    }
  });
});
