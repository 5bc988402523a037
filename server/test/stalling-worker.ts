// A worker that takes photo renders and never finishes them, to be killed with SIGKILL by a test: its jobs must be
// rendered by another worker. DATABASE_URL names the database; STALLING_RENDERS how many it takes (1), and
// STALLING_EXPIRE_SECONDS the renders' expiry it sets on the queue (2; `keep` leaves the production one).
import { type JobHandlers, startJobQueue } from '../queue/job-queue.ts';
import { idleHandlers } from './idle-handlers.ts';

const queue = await startJobQueue({
  databaseUrl: process.env.DATABASE_URL!,
  log: (line) => console.log(line),
  pollingIntervalSeconds: 0.5,
  ...(process.env.STALLING_EXPIRE_SECONDS !== 'keep' && {
    expireInSeconds: Number(process.env.STALLING_EXPIRE_SECONDS ?? 2),
  }),
});
const handlers: JobHandlers = idleHandlers({
  'photo-render': async ({ photoId }) => {
    console.log(`rendering ${photoId}`);
    await new Promise(() => {});
  },
});
await queue.work(handlers, { concurrency: Number(process.env.STALLING_RENDERS ?? 1) });
console.log('stalling worker ready');
