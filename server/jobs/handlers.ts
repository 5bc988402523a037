// What each job does, wired to the services it needs. Workers (in the server process or `npm run worker`) run these.
import type { AppConfig } from '../config.ts';
import type { Services } from '../context.ts';
import type { Db } from '../database/database.ts';
import type { Mailer } from '../services/mail/mailer.ts';
import { deliverQueuedEmail } from '../services/mail/outbox.ts';
import { queueStaleRenders, renderPhotoJob } from '../services/media/photos.ts';
import { sweepFileJournal } from '../services/storage/file-changes.ts';
import type { FileStorage } from '../services/storage/file-storage.ts';
import { sweepUnfinishedUploads } from '../services/uploads/resumable-uploads.ts';
import type { JobHandlers, JobQueue } from './job-queue.ts';
import { requeueOrphans } from './orphans.ts';

export interface WorkerDependencies {
  config: Pick<AppConfig, 'storage' | 'dataDir'>;
  db: Db;
  storage: FileStorage;
  mailer: Pick<Mailer, 'send'>;
  jobs: JobQueue;
  log: (line: string) => void;
}

/** Scraps of interrupted writes younger than this may still be in flight. */
const scrapAgeMs = 60 * 60_000;

/** Runs this process's workers for every queue, counting outcomes in the metrics. */
export function startWorkers(options: {
  config: WorkerDependencies['config'];
  db: Db;
  services: Pick<Services, 'storage' | 'mailer' | 'jobs' | 'metrics'>;
  log: (line: string) => void;
  concurrency: number;
}): Promise<void> {
  const { config, db, services, log } = options;
  return services.jobs.work(jobHandlers({ config, db, ...services, log }), {
    concurrency: options.concurrency,
    onFinished: (queue, outcome) => services.metrics.jobsFinished.inc({ queue, outcome }),
  });
}

export function jobHandlers(dependencies: WorkerDependencies): JobHandlers {
  return {
    'photo-render': ({ photoId }, job) => renderPhotoJob(dependencies, photoId, job),
    'watermark-rerender': async ({ studioId }) => {
      await queueStaleRenders(dependencies.db, studioId);
    },
    'mail-send': ({ messageId }, job) => deliverQueuedEmail(dependencies, messageId, job),
    'files-sweep': async () => {
      const { db, storage, log } = dependencies;
      const orphans = await sweepFileJournal(db, storage);
      const scraps =
        (await storage.sweepScraps(scrapAgeMs)) + (await sweepUnfinishedUploads(dependencies.config));
      const requeued = await requeueOrphans(db);
      if (orphans || scraps || requeued)
        log(
          `Sweep: ${orphans} unreferenced files and ${scraps} scraps removed, ${requeued} jobs queued again`,
        );
    },
  };
}
