// Job handlers for tests that care about one or two queues: every other queue's jobs finish at once, doing nothing.
import type { JobHandlers } from '../queue/job-queue.ts';
import { jobNames } from '../queue/queues.ts';

export function idleHandlers(handlers: Partial<JobHandlers>): JobHandlers {
  const idle = async () => {};
  // Built from jobNames, so it has every queue: TypeScript cannot follow Object.fromEntries to a complete record.
  const all = Object.fromEntries(jobNames.map((name) => [name, idle])) as unknown as JobHandlers;
  return { ...all, ...handlers };
}
