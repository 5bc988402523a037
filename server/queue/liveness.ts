// Which processes are alive to run jobs, and which job each one holds: a process killed in the middle of a job
// (kill -9, out of memory, power loss) stops refreshing its row, and the jobs it held are put back to run again within
// seconds instead of waiting for pg-boss's expiry (minutes). Its two tables sit beside pg-boss's own, created here.
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type PgBoss from 'pg-boss';
import type { JobName } from './queues.ts';

export interface LivenessTimings {
  /** How often a working process says it is alive (and looks for the jobs of dead ones). */
  heartbeatSeconds: number;
  /** A process not heard from for this long is dead: its jobs are put back. */
  deadAfterSeconds: number;
}

export const defaultLivenessTimings: LivenessTimings = { heartbeatSeconds: 5, deadAfterSeconds: 20 };

export interface Liveness {
  readonly workerId: string;
  /** Says this process is alive (its first call registers it), and forgets the jobs it has released since. */
  beat(): Promise<void>;
  /** Records that this process runs the job, as its handler starts. */
  hold(name: JobName, jobId: string): Promise<void>;
  /**
   * The job's handler returned or threw: pg-boss has it again. Its row goes at the next beat, a statement less per
   * job; until then it is harmless, since only jobs still 'active' are ever put back.
   */
  release(jobId: string): void;
  /**
   * Puts back the jobs held by dead processes; returns how many, per queue. `othersDead`: every other process is
   * known dead, however recently it was heard from (the embedded database was closed with the process that held it).
   */
  reclaim(options?: { othersDead?: boolean }): Promise<Map<JobName, number>>;
  /** This process works no more: what it still holds is put back by the next reclaim, anywhere. */
  leave(): Promise<void>;
}

const workers = 'pgboss.revela_worker';
const holders = 'pgboss.revela_job_holder';

/** Creates the tables (once, whichever process comes first: the advisory lock serialises concurrent starts). */
export async function ensureLivenessTables(db: PgBoss.Db): Promise<void> {
  await db.executeSql(
    `
    BEGIN;
    SELECT pg_advisory_xact_lock(hashtext('revela_liveness'));
    CREATE TABLE IF NOT EXISTS ${workers} (
      id uuid PRIMARY KEY,
      host text NOT NULL,
      pid integer NOT NULL,
      started_at timestamptz NOT NULL DEFAULT now(),
      seen_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE IF NOT EXISTS ${holders} (
      job_id uuid PRIMARY KEY,
      name text NOT NULL,
      worker_id uuid,
      taken_at timestamptz NOT NULL DEFAULT now(),
      put_backs integer NOT NULL DEFAULT 0
    );
    CREATE INDEX IF NOT EXISTS revela_job_holder_worker ON ${holders} (worker_id);
    COMMIT;`,
    [],
  );
}

export function createLiveness(db: PgBoss.Db, timings: LivenessTimings = defaultLivenessTimings): Liveness {
  const workerId = randomUUID();
  const dead = timings.deadAfterSeconds;
  const held = new Set<string>();
  return {
    workerId,
    async beat() {
      await db.executeSql(
        `WITH seen AS (
           INSERT INTO ${workers} (id, host, pid) VALUES ($1, $2, $3) ON CONFLICT (id) DO UPDATE SET seen_at = now()
         )
         DELETE FROM ${holders} WHERE worker_id = $1 AND NOT (job_id = ANY($4::uuid[]))`,
        [workerId, os.hostname(), process.pid, [...held]],
      );
    },
    async hold(name, jobId) {
      held.add(jobId);
      // A job put back before keeps its count of put-backs: only its first one is free.
      await db.executeSql(
        `INSERT INTO ${holders} (job_id, name, worker_id) VALUES ($1, $2, $3)
         ON CONFLICT (job_id) DO UPDATE SET worker_id = excluded.worker_id, taken_at = now()`,
        [jobId, name, workerId],
      );
    },
    release(jobId) {
      held.delete(jobId);
    },
    async reclaim({ othersDead = false } = {}) {
      // A job cut by a crash goes back at once. Its first put-back is not a retry: started_on is cleared, and pg-boss
      // counts a retry when it fetches a job that started before. A job that keeps killing its worker is counted, then
      // failed at its retry limit. A stately job whose key already waits in 'retry' is covered by that one: cancelled.
      const { rows } = await db.executeSql(
        `WITH orphans AS (
           SELECT h.job_id, h.name, h.put_backs FROM ${holders} h
           WHERE h.worker_id IS NOT NULL AND h.worker_id <> $2 AND ($3 OR NOT EXISTS (
             SELECT 1 FROM ${workers} w WHERE w.id = h.worker_id AND w.seen_at > now() - make_interval(secs => $1)))
           FOR UPDATE SKIP LOCKED
         ),
         decided AS (
           SELECT o.job_id, o.name, o.put_backs, CASE
               WHEN j.policy = 'stately' AND EXISTS (SELECT 1 FROM pgboss.job s WHERE s.name = j.name
                 AND s.state = 'retry' AND COALESCE(s.singleton_key, '') = COALESCE(j.singleton_key, ''))
                 THEN 'cancelled'
               WHEN o.put_backs > 0 AND j.retry_count >= j.retry_limit THEN 'failed'
               ELSE 'retry' END::pgboss.job_state AS next_state
           FROM orphans o JOIN pgboss.job j ON j.name = o.name AND j.id = o.job_id
           WHERE j.state = 'active'
         ),
         put_back AS (
           UPDATE pgboss.job j SET
             state = d.next_state,
             started_on = CASE WHEN d.put_backs = 0 THEN NULL ELSE j.started_on END,
             start_after = now(),
             completed_on = CASE WHEN d.next_state = 'retry' THEN NULL ELSE now() END,
             output = '{"value": {"message": "its worker died while running it"}}'::jsonb
           FROM decided d
           WHERE j.name = d.name AND j.id = d.job_id AND j.state = 'active'
           RETURNING j.id, j.name, j.state
         ),
         waiting AS (
           UPDATE ${holders} h SET worker_id = NULL, put_backs = h.put_backs + 1
           FROM put_back p WHERE h.job_id = p.id AND p.state = 'retry'
         ),
         dropped AS (
           DELETE FROM ${holders} h USING orphans o
           WHERE h.job_id = o.job_id AND NOT EXISTS (SELECT 1 FROM put_back p WHERE p.id = o.job_id AND p.state = 'retry')
         )
         SELECT name, count(*)::int AS count FROM put_back GROUP BY name`,
        [dead, workerId, othersDead],
      );
      // Rows of jobs put back and since finished (or archived) elsewhere, and of dead processes holding nothing.
      await db.executeSql(
        `DELETE FROM ${holders} h WHERE h.worker_id IS NULL AND NOT EXISTS (
           SELECT 1 FROM pgboss.job j WHERE j.name = h.name AND j.id = h.job_id AND j.state < 'completed')`,
        [],
      );
      await db.executeSql(
        `DELETE FROM ${workers} w WHERE w.id <> $2 AND w.seen_at < now() - make_interval(secs => $1)
           AND NOT EXISTS (SELECT 1 FROM ${holders} h WHERE h.worker_id = w.id)`,
        [dead, workerId],
      );
      return new Map((rows as { name: JobName; count: number }[]).map((row) => [row.name, row.count]));
    },
    async leave() {
      await db.executeSql(`DELETE FROM ${workers} WHERE id = $1`, [workerId]);
    },
  };
}
