// The job queue: pg-boss on the same PostgreSQL (embedded or server) as the data. Jobs are inserted in the
// transaction of the row they serve (enqueue.ts), claimed with SKIP LOCKED by any process, retried with backoff, and a job whose
// worker died (kill -9) is put back within seconds (liveness.ts), or failing that expires and is retried.
import PgBoss from 'pg-boss';
import { queuedJobs } from './enqueue.ts';
import {
  createLiveness,
  defaultLivenessTimings,
  ensureLivenessTables,
  type LivenessTimings,
} from './liveness.ts';
import { type JobName, type JobPayloads, jobNames, queueOptions, schedules, workersFor } from './queues.ts';

export interface JobInfo {
  id: string;
  /** Retries before this attempt (0 on the first). */
  retryCount: number;
  /** True when a failure now is final: no retry follows. */
  lastAttempt: boolean;
}

export type JobHandler<N extends JobName> = (data: JobPayloads[N], job: JobInfo) => Promise<void>;
export type JobHandlers = { [N in JobName]: JobHandler<N> };

export interface JobQueueOptions {
  databaseUrl: string;
  log: (line: string) => void;
  /** Connections of the queue's own pool. */
  poolSize?: number;
  /** How often an idle worker looks for jobs queued by other processes (this process wakes its own at once). */
  pollingIntervalSeconds?: number;
  /** How often expired jobs (of dead workers) are failed over to a retry. */
  maintenanceIntervalSeconds?: number;
  /** Override the queues' expiry (tests of dead workers). */
  expireInSeconds?: number;
  /** How often a working process says it is alive, and after how long without a word it is dead (tests). */
  liveness?: Partial<LivenessTimings>;
  /**
   * No other process can have held a job: the database is embedded in this one, so whatever a worker held when it
   * started was held by this process's previous life, and is put back at once instead of after 20 s of silence.
   */
  onlyProcess?: boolean;
}

export interface WorkOptions {
  concurrency?: number;
  onFinished?: (name: JobName, outcome: 'completed' | 'failed') => void;
  /** Jobs of a dead process put back to run again. */
  onPutBack?: (name: JobName, count: number) => void;
}

export interface JobQueue {
  /** Tells this process's idle workers of `name` to look now (after a commit that queued work). */
  wake(name: JobName): void;
  /** Starts workers in this process: `concurrency` renders at once, and a few workers for the lighter queues. */
  work(handlers: JobHandlers, options?: WorkOptions): Promise<void>;
  /** Jobs waiting (created or retrying, due or not) and running, per queue. */
  depth(): Promise<Record<JobName, { waiting: number; active: number }>>;
  /** Resolves when no job is due or running (tests and benchmarks). */
  settle(options?: { timeoutMs?: number }): Promise<void>;
  /** Stops taking jobs; running ones get `timeoutMs` to finish, then are left to expire and retry elsewhere. */
  stop(options?: { timeoutMs?: number }): Promise<void>;
}

export async function startJobQueue(options: JobQueueOptions): Promise<JobQueue> {
  const boss = new PgBoss({
    connectionString: options.databaseUrl,
    max: options.poolSize ?? 4,
    application_name: 'revela-jobs',
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 60,
    monitorStateIntervalSeconds: 60,
    // Finished jobs are kept a day for inspection, then archived and dropped.
    archiveCompletedAfterSeconds: 24 * 3600,
    deleteAfterDays: 7,
  });
  boss.on('error', (error) => options.log(`Job queue: ${error.message}`));
  await boss.start();
  for (const name of jobNames) {
    const settings = {
      ...queueOptions[name],
      ...(options.expireInSeconds && { expireInSeconds: options.expireInSeconds }),
    };
    if (await boss.getQueue(name)) await boss.updateQueue(name, { name, ...settings });
    else await boss.createQueue(name, { name, ...settings });
  }

  const workerIds = new Map<JobName, string[]>();
  let stopping = false;
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
  const timings = { ...defaultLivenessTimings, ...options.liveness };
  await ensureLivenessTables(boss.getDb());
  const liveness = createLiveness(boss.getDb(), timings);
  let heartbeat: NodeJS.Timeout | undefined;

  async function runJob<N extends JobName>(
    name: N,
    handler: JobHandler<N>,
    job: PgBoss.JobWithMetadata<unknown>,
    onFinished?: (name: JobName, outcome: 'completed' | 'failed') => void,
  ) {
    const info = {
      id: job.id,
      retryCount: job.retryCount,
      lastAttempt: job.retryCount >= job.retryLimit,
    };
    // Written while the handler starts (no round trip added to a job): a crash before it lands leaves the job to expire.
    liveness.hold(name, job.id).catch((error: Error) => options.log(`Job queue: ${error.message}`));
    try {
      await handler(job.data as JobPayloads[N], info);
      onFinished?.(name, 'completed');
    } catch (error) {
      onFinished?.(name, 'failed');
      options.log(
        `Job ${name} ${job.id} failed (attempt ${job.retryCount + 1}${info.lastAttempt ? ', giving up' : ''}): ${(error as Error).message}`,
      );
      throw error;
    } finally {
      liveness.release(job.id);
    }
  }

  /** Puts back what dead processes held, and tells this process's workers of it. */
  async function reclaim(onPutBack?: WorkOptions['onPutBack'], othersDead = false) {
    for (const [name, count] of await liveness.reclaim({ othersDead })) {
      options.log(`Jobs: ${count} ${name} put back to run again (the process running them died)`);
      onPutBack?.(name, count);
      queue.wake(name);
    }
  }

  const queue: JobQueue = {
    wake(name) {
      for (const id of workerIds.get(name) ?? []) boss.notifyWorker(id);
    },
    async work(handlers, workOptions = {}) {
      const concurrency = Math.max(1, workOptions.concurrency ?? 1);
      await liveness.beat();
      await reclaim(workOptions.onPutBack, options.onlyProcess);
      // A timer, not a scheduled job: pg-boss's cron ticks by the minute, and the beat must outlive a stuck queue.
      let beating = false;
      heartbeat = setInterval(async () => {
        if (beating) return;
        beating = true;
        try {
          await liveness.beat();
          if (!stopping) await reclaim(workOptions.onPutBack);
        } catch (error) {
          options.log(`Job queue: ${(error as Error).message}`);
        } finally {
          beating = false;
        }
      }, timings.heartbeatSeconds * 1000);
      heartbeat.unref();
      for (const name of jobNames) {
        const handler = handlers[name] as JobHandler<typeof name>;
        const ids: string[] = [];
        // One job per fetch: a failure fails only its own job, and each worker is one unit of concurrency.
        for (let index = 0; index < workersFor(name, concurrency); index++) {
          let workerId = '';
          workerId = await boss.work(
            name,
            { batchSize: 1, includeMetadata: true, pollingIntervalSeconds },
            async ([job]) => {
              if (!job) return;
              try {
                await runJob(name, handler, job, workOptions.onFinished);
              } finally {
                // pg-boss waits a polling interval after every fetch; a worker that just did a job looks again now.
                boss.notifyWorker(workerId);
              }
            },
          );
          ids.push(workerId);
        }
        workerIds.set(name, ids);
      }
      for (const schedule of schedules) await boss.schedule(schedule.name, schedule.cron, {});
    },
    async depth() {
      const rows = await boss.getDb().executeSql(
        `SELECT name, count(*) FILTER (WHERE state IN ('created', 'retry'))::int AS waiting,
                count(*) FILTER (WHERE state = 'active')::int AS active
         FROM pgboss.job WHERE name = ANY($1) GROUP BY name`,
        [jobNames],
      );
      const result = Object.fromEntries(jobNames.map((name) => [name, { waiting: 0, active: 0 }])) as Record<
        JobName,
        { waiting: number; active: number }
      >;
      for (const row of rows.rows as { name: JobName; waiting: number; active: number }[]) {
        result[row.name] = { waiting: row.waiting, active: row.active };
      }
      return result;
    },
    async settle({ timeoutMs = 30_000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const { rows } = await boss.getDb().executeSql(
          `SELECT count(*)::int AS busy FROM pgboss.job
           WHERE name = ANY($1) AND (state = 'active' OR (state IN ('created', 'retry') AND start_after <= now()))`,
          [jobNames],
        );
        if ((rows[0] as { busy: number }).busy === 0) return;
        if (Date.now() > deadline) throw new Error('Jobs still running after the timeout');
        for (const name of jobNames) queue.wake(name);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    async stop({ timeoutMs = 20_000 } = {}) {
      if (stopping) return;
      stopping = true;
      queuedJobs.off('queued', queue.wake);
      // The beat goes on while jobs finish; then this process leaves, and what it still holds is anyone's to put back.
      await boss.stop({ graceful: true, wait: true, timeout: timeoutMs, close: false });
      clearInterval(heartbeat);
      await liveness.leave().catch((error: Error) => options.log(`Job queue: ${error.message}`));
      await (boss.getDb() as PgBoss.Db & { close(): Promise<void> }).close();
    },
  };
  queuedJobs.on('queued', queue.wake);
  return queue;
}
