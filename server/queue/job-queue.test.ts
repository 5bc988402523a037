import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../database/database.ts';
import { createTestDatabase } from '../test/database.ts';
import { idleHandlers } from '../test/idle-handlers.ts';
import { enqueueJob, enqueueJobs } from './enqueue.ts';
import { type JobHandlers, type JobInfo, type JobQueue, startJobQueue } from './job-queue.ts';
import type { JobPayloads } from './queues.ts';

describe('the job queue', () => {
  let database: Database;
  let queue: JobQueue;
  const seen: { data: JobPayloads['mail-send']; job: JobInfo }[] = [];
  const failing = new Map<string, number>();

  const handlers: JobHandlers = idleHandlers({
    'mail-send': async (data, job) => {
      seen.push({ data, job });
      const failures = failing.get(data.messageId) ?? 0;
      if (failures > 0) {
        failing.set(data.messageId, failures - 1);
        throw new Error(`falhou ${data.messageId}`);
      }
    },
  });

  beforeAll(async () => {
    database = await createTestDatabase();
    queue = await startJobQueue({ databaseUrl: database.url, log: () => {}, pollingIntervalSeconds: 0.5 });
    await queue.work(handlers);
  });
  afterAll(async () => {
    await queue?.stop({ timeoutMs: 1000 });
    await database?.close();
  });

  it('writes a job only when the transaction that queued it commits', async () => {
    await expect(
      database.prisma.$transaction(async (tx) => {
        await enqueueJob(tx, 'mail-send', { messageId: 'desfeito' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await database.prisma.$transaction(async (tx) => {
      await tx.plan.create({ data: { code: 'com-job', name: 'Com job', highResStorageLimitBytes: 1n } });
      await enqueueJob(tx, 'mail-send', { messageId: 'confirmado' });
    });
    await queue.settle();
    expect(seen.map((entry) => entry.data.messageId)).toEqual(['confirmado']);
  });

  it('retries a failing job and says when an attempt is the last one', async () => {
    failing.set('teimoso', 10);
    const id = await database.prisma.$transaction((tx) =>
      enqueueJob(tx, 'mail-send', { messageId: 'teimoso' }),
    );
    // Retries are minutes apart in production; bring them forward to see them all.
    for (let attempt = 0; attempt < 6; attempt++) {
      await queue.settle();
      await database.prisma
        .$executeRaw`UPDATE pgboss.job SET start_after = now() WHERE id = ${id}::uuid AND state = 'retry'`;
    }
    await queue.settle();
    const attempts = seen.filter((entry) => entry.data.messageId === 'teimoso').map((entry) => entry.job);
    expect(attempts.map((job) => job.retryCount)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(attempts.map((job) => job.lastAttempt)).toEqual([false, false, false, false, false, true]);
    const [row] = await database.prisma.$queryRaw<{ state: string }[]>`
      SELECT state::text FROM pgboss.job WHERE id = ${id}::uuid`;
    expect(row?.state).toBe('failed');
  });

  it('queues one render per photo while one is waiting (stately queue)', async () => {
    const ids = await database.prisma.$transaction(async (tx) => [
      await enqueueJob(tx, 'photo-render', { photoId: 'a' }, { singletonKey: 'a' }),
      await enqueueJob(tx, 'photo-render', { photoId: 'a' }, { singletonKey: 'a' }),
    ]);
    expect(ids[0]).toEqual(expect.any(String));
    expect(ids[1]).toBeNull();
  });

  it('queues many jobs in one go, inside the transaction, skipping a key already waiting', async () => {
    const keys = ['lote-1', 'lote-2', 'lote-3', 'lote-1'];
    await expect(
      database.prisma.$transaction(async (tx) => {
        await enqueueJobs(tx, 'photo-render', [{ data: { photoId: 'desfeito' }, singletonKey: 'desfeito' }]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await database.prisma.$transaction((tx) =>
      enqueueJobs(
        tx,
        'photo-render',
        keys.map((key) => ({ data: { photoId: key }, singletonKey: key })),
      ),
    );
    const rows = await database.prisma.$queryRaw<{ key: string; data: { photoId: string } }[]>`
      SELECT singleton_key AS key, data FROM pgboss.job
      WHERE name = 'photo-render' AND singleton_key IN ('lote-1', 'lote-2', 'lote-3', 'desfeito') ORDER BY 1`;
    expect(rows.map((row) => [row.key, row.data.photoId])).toEqual([
      ['lote-1', 'lote-1'],
      ['lote-2', 'lote-2'],
      ['lote-3', 'lote-3'],
    ]);
  });

  it('counts waiting and running jobs per queue', async () => {
    await database.prisma.$transaction((tx) =>
      enqueueJob(tx, 'mail-send', { messageId: 'depois' }, { startAfter: new Date(Date.now() + 3_600_000) }),
    );
    const depth = await queue.depth();
    expect(depth['mail-send']).toEqual({ waiting: 1, active: 0 });
    expect(depth['files-sweep']).toEqual({ waiting: 0, active: 0 });
  });
});
