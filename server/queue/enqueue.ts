// Queues a job inside the caller's Prisma transaction: the job exists exactly when the row it serves does.
import { EventEmitter } from 'node:events';
import PgBoss from 'pg-boss';
import type { Prisma } from '../generated/prisma/client.ts';
import type { JobName, JobPayloads } from './queues.ts';

export interface EnqueueOptions {
  /** Run no earlier than this. */
  startAfter?: Date;
  /** Jobs of a stately or singleton queue with the same key are not queued twice. */
  singletonKey?: string;
}

/** pg-boss runs its SQL through this when a job is written in a Prisma transaction. */
function transactionExecutor(tx: Prisma.TransactionClient): PgBoss.Db {
  return {
    async executeSql(text, values = []) {
      const parameters = values.map((value) =>
        value === undefined
          ? null
          : value !== null && typeof value === 'object' && !(value instanceof Date)
            ? JSON.stringify(value)
            : value,
      );
      return { rows: await tx.$queryRawUnsafe<unknown[]>(text, ...parameters) };
    },
  };
}

// A pg-boss that is never started: it only builds the insert, which runs on the transaction's connection.
let writer: PgBoss | undefined;
const refuse: PgBoss.Db = {
  executeSql: () => Promise.reject(new Error('Jobs are written through a transaction')),
};

/** Told when a job was queued, so this process's idle workers look soon instead of at their next poll. */
export const queuedJobs = new EventEmitter<{ queued: [JobName] }>();

// The commit follows the insert by a few milliseconds; workers that look before it find nothing, so they are told
// a few times (each is a no-op for a busy worker).
const wakeDelaysMs = [5, 50, 250];

export async function enqueueJob<N extends JobName>(
  tx: Prisma.TransactionClient,
  name: N,
  data: JobPayloads[N],
  options: EnqueueOptions = {},
): Promise<string | null> {
  writer ??= new PgBoss({ db: refuse });
  const id = await writer.send(name, data as object, {
    db: transactionExecutor(tx),
    ...(options.singletonKey && { singletonKey: options.singletonKey }),
    ...(options.startAfter && { startAfter: options.startAfter }),
  });
  for (const delay of wakeDelaysMs) setTimeout(() => queuedJobs.emit('queued', name), delay).unref();
  return id;
}

/**
 * Queues many jobs of one queue inside the caller's transaction, a few thousand per statement instead of one each
 * (a restore queues a render for every photo). A job whose key is already queued is skipped, as with enqueueJob.
 */
export async function enqueueJobs<N extends JobName>(
  tx: Prisma.TransactionClient,
  name: N,
  jobs: { data: JobPayloads[N]; singletonKey?: string }[],
): Promise<void> {
  writer ??= new PgBoss({ db: refuse });
  const perStatement = 5000;
  for (let start = 0; start < jobs.length; start += perStatement) {
    const batch = jobs.slice(start, start + perStatement).map((job) => ({
      name,
      data: job.data as object,
      ...(job.singletonKey && { singletonKey: job.singletonKey }),
    }));
    await writer.insert(batch, { db: transactionExecutor(tx) });
  }
  if (jobs.length)
    for (const delay of wakeDelaysMs) setTimeout(() => queuedJobs.emit('queued', name), delay).unref();
}

/** Queues one job on its own, outside any other write (its own short transaction). */
export function enqueueJobNow<N extends JobName>(
  db: { $transaction<T>(work: (tx: Prisma.TransactionClient) => Promise<T>): Promise<T> },
  name: N,
  data: JobPayloads[N],
  options: EnqueueOptions = {},
): Promise<string | null> {
  return db.$transaction((tx) => enqueueJob(tx, name, data, options));
}
