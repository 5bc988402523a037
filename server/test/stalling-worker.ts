// A worker that takes one photo render and never finishes it, to be killed with SIGKILL by a test: its job must
// expire and be rendered by another worker. DATABASE_URL names the database.
import { type JobHandlers, startJobQueue } from '../queue/job-queue.ts';

const queue = await startJobQueue({
  databaseUrl: process.env.DATABASE_URL!,
  log: (line) => console.log(line),
  pollingIntervalSeconds: 0.5,
  expireInSeconds: 2,
});
const idle = async () => {};
const handlers: JobHandlers = {
  'photo-render': async ({ photoId }) => {
    console.log(`rendering ${photoId}`);
    await new Promise(() => {});
  },
  'watermark-rerender': idle,
  'photo-tile-render': idle,
  'photo-tiles-backfill': idle,
  'photo-bib-index': idle,
  'event-bib-index': idle,
  'photo-face-index': idle,
  'event-face-index': idle,
  'mail-send': idle,
  'files-sweep': idle,
  'payment-reconcile': idle,
  'payments-sweep': idle,
  housekeeping: idle,
  'cart-reminders': idle,
  'custom-domain-rechecks': idle,
  'custom-domain-check': idle,
};
await queue.work(handlers);
console.log('stalling worker ready');
