// What each job does, wired to the services it needs. Workers (in the server process or `npm run worker`) run these
// with a context of their own: the database, the configuration and the services, for no request and no studio.
import type { AppConfig } from '../config.ts';
import type { Db } from '../database/database.ts';
import { defaultMailBodyRetentionDays } from '../domain/privacy.ts';
import { InvalidImageError } from '../domain/uploads.ts';
import { enqueueJobNow } from '../queue/enqueue.ts';
import type { JobHandlers } from '../queue/job-queue.ts';
import { runPhotoAlerts } from '../services/alerts/photo-alerts.ts';
import { runScheduledBackup } from '../services/backup/scheduled-backup.ts';
import { runBillingDaily } from '../services/billing/subscriptions.ts';
import { sendDueCartReminders } from '../services/cart/cart-reminders.ts';
import { reconcilePayment, settleAllStaleAttempts } from '../services/checkout/reconcile-payment.ts';
import { checkStudioDomain, queueDomainRechecks } from '../services/domains/custom-domains.ts';
import { archiveEventJob, queueDueArchives, restoreEventJob } from '../services/events/event-archive.ts';
import { sendDueExpiryNotices } from '../services/events/event-expiry.ts';
import { indexPhotoBibs } from '../services/find/bib-index.ts';
import { sharedBibReader } from '../services/find/bib-ocr.ts';
import { indexPhotoFaces } from '../services/find/face-index.ts';
import { queueEventIndexing } from '../services/find/search-scans.ts';
import {
  removeOldRateLimitBuckets,
  removeStaleAnonymousSessions,
} from '../services/gallery/stale-sessions.ts';
import { requeueOrphans } from '../services/housekeeping/requeue-orphans.ts';
import { deliverLane } from '../services/integrations/webhooks/delivery.ts';
import { deliverQueuedEmail } from '../services/mail/outbox.ts';
import {
  queueMissingTiles,
  queueStaleRenders,
  renderMissingTile,
  renderPhotoJob,
} from '../services/media/photo-render.ts';
import { runDataRequest, runDataRequestDeadlines } from '../services/privacy/data-requests.ts';
import { purgeOldMailBodies } from '../services/privacy/mail-retention.ts';
import type { Services } from '../services/services.ts';
import { sweepFileJournal } from '../services/storage/file-changes.ts';
import { scrapAgeMs } from '../services/storage/scraps.ts';
import { platformAddress } from '../services/studio-links.ts';
import { deleteClosedStudio, queueDueClosures } from '../services/studios/studio-closure.ts';
import { buildStudioExport, removeExpiredExports } from '../services/studios/studio-export.ts';
import { sweepUnfinishedUploads } from '../services/uploads/resumable-store.ts';

export interface WorkerContext {
  db: Db;
  config: Pick<AppConfig, 'storage' | 'dataDir' | 'customDomains' | 'platformDomain' | 'publicUrl'> &
    Partial<Pick<AppConfig, 'backup' | 'secretKey' | 'databaseUrl' | 'webhooks' | 'mailBodyRetentionDays'>>;
  services: Pick<Services, 'storage' | 'mailer' | 'secrets' | 'payments' | 'dns'> &
    Partial<Pick<Services, 'archive'>>;
  log: (line: string) => void;
}

/**
 * Runs this process's workers for every queue, counting outcomes in the metrics, and queues the search for photos
 * still without a tile (one at a time whatever the number of processes; it finds nothing once all have one).
 */
export async function startWorkers(options: {
  context: WorkerContext & { services: Pick<Services, 'jobs' | 'metrics'> };
  concurrency: number;
}): Promise<void> {
  const { db, services } = options.context;
  await services.jobs.work(jobHandlers(options.context), {
    concurrency: options.concurrency,
    onFinished: (queue, outcome) => services.metrics.jobsFinished.inc({ queue, outcome }),
    onPutBack: (queue, count) => services.metrics.jobsPutBack.inc({ queue }, count),
  });
  await enqueueJobNow(db, 'photo-tiles-backfill', {}, { singletonKey: 'photo-tiles-backfill' });
}

export function jobHandlers(context: WorkerContext): JobHandlers {
  const { db, services, log } = context;
  return {
    'photo-render': ({ photoId }, job) => renderPhotoJob(context, photoId, job),
    'watermark-rerender': async ({ studioId }) => {
      await queueStaleRenders(db, studioId);
    },
    'photo-tile-render': async ({ photoId }) => {
      try {
        await renderMissingTile(context, photoId);
      } catch (error) {
        // A preview that cannot be read will not read better later: the grid keeps showing the thumbnail.
        if (!(error instanceof InvalidImageError)) throw error;
        log(`Photo ${photoId}: no tile, its preview is unreadable`);
      }
    },
    'photo-tiles-backfill': async () => {
      const queued = await queueMissingTiles(db);
      if (queued) log(`Tiles: ${queued} photos without one queued`);
    },
    'photo-bib-index': async ({ photoId }) => {
      try {
        await indexPhotoBibs({ db, services, reader: sharedBibReader() }, photoId);
      } catch (error) {
        // An original that cannot be decoded will not decode better later: the photo is just not searchable.
        if (!(error instanceof InvalidImageError)) throw error;
        log(`Photo ${photoId}: race numbers not read, its original is unreadable`);
      }
    },
    'event-bib-index': async ({ eventId }) => {
      const queued = await queueEventIndexing(db, eventId, 'BIB');
      if (queued) log(`Race numbers: ${queued} photos of event ${eventId} queued`);
    },
    'photo-face-index': async ({ photoId }) => {
      try {
        await indexPhotoFaces({ db, services }, photoId);
      } catch (error) {
        if (!(error instanceof InvalidImageError)) throw error;
        log(`Photo ${photoId}: faces not read, its original is unreadable`);
      }
    },
    'event-face-index': async ({ eventId }) => {
      const queued = await queueEventIndexing(db, eventId, 'FACE');
      if (queued) log(`Faces: ${queued} photos of event ${eventId} queued`);
    },
    'mail-send': (payload) => deliverQueuedEmail({ db, mailer: services.mailer, log }, payload),
    'payment-reconcile': async ({ paymentId }) => {
      const settlement = await reconcilePayment(context, paymentId);
      // Not settled yet: the job fails so that pg-boss asks again later (the sweep takes the rest).
      if (settlement === 'waiting' || settlement === 'unavailable')
        throw new Error(`Payment ${paymentId}: ${settlement}`);
    },
    'payments-sweep': async () => {
      const settled = await settleAllStaleAttempts(context);
      if (settled) log(`Payments: ${settled} attempts without an answer settled`);
    },
    housekeeping: async () => {
      const sessions = await removeStaleAnonymousSessions(db);
      const counters = await removeOldRateLimitBuckets(db);
      const exports = await removeExpiredExports(db, services.storage);
      if (sessions || counters || exports)
        log(
          `Housekeeping: ${sessions} stale anonymous sessions, ${counters} old counters and ${exports} expired exports removed`,
        );
      const archives = await queueDueArchives(db);
      if (archives) log(`Housekeeping: ${archives} expired events queued for archiving`);
      const mailBodies = await purgeOldMailBodies(
        db,
        context.config.mailBodyRetentionDays ?? defaultMailBodyRetentionDays,
      );
      if (mailBodies) log(`Housekeeping: ${mailBodies} e-mail bodies past their retention purged`);
    },
    'studio-export': ({ exportId }) => buildStudioExport(context, exportId),
    'data-request': (payload) => runDataRequest(context, payload),
    'data-request-deadlines': async () => {
      const { lapsed, started, removed } = await runDataRequestDeadlines(context);
      if (lapsed || started || removed)
        log(
          `Data requests: ${lapsed} unconfirmed lapsed, ${started} deletions started by the deadline, ${removed} copies removed`,
        );
    },
    'event-archive': (payload) => archiveEventJob(context, payload),
    'event-restore': (payload) => restoreEventJob(context, payload),
    'studio-closures': async () => {
      const queued = await queueDueClosures(db);
      if (queued) log(`Closings: ${queued} studios past their grace queued for deletion`);
    },
    'studio-delete': async ({ studioId }) => {
      if (await deleteClosedStudio(context, studioId))
        log(`Studio ${studioId} closed: its rows and files deleted`);
    },
    'backup-daily': async () => {
      const { backup, secretKey, dataDir, databaseUrl } = context.config;
      if (!backup?.url) return;
      await runScheduledBackup({ config: { backup, secretKey, dataDir, databaseUrl }, services, log });
    },
    'cart-reminders': async () => {
      const sent = await sendDueCartReminders(context);
      if (sent) log(`Cart reminders: ${sent} sent`);
    },
    'expiry-notices': async () => {
      const sent = await sendDueExpiryNotices(context);
      if (sent) log(`Expiry notices: ${sent} sent`);
    },
    'billing-daily': async () => {
      const { fell, trialsEnded } = await runBillingDaily(db);
      if (fell || trialsEnded)
        log(`Billing: ${fell} studios fell to the free plan, ${trialsEnded} trials ended`);
    },
    'custom-domain-rechecks': async () => {
      const queued = await queueDomainRechecks(db);
      if (queued) log(`Custom domains: ${queued} checks queued`);
    },
    'custom-domain-check': async ({ studioId }) => {
      // DnsLookupFailedError fails the job: the queue asks again later.
      const check = await checkStudioDomain(context, studioId);
      if (check && check.status !== check.previous)
        log(`Custom domain of studio ${studioId}: ${check.previous} -> ${check.status}`);
    },
    'photo-alerts': async () => {
      const { forgotten, matched, sent } = await runPhotoAlerts(context);
      if (forgotten || matched || sent)
        log(`Photo alerts: ${matched} photos found, ${sent} e-mails sent, ${forgotten} faces deleted`);
    },
    'webhook-delivery': (lane) =>
      deliverLane({ ...context, studioAddress: (slug) => platformAddress(context.config, slug) }, lane),
    'files-sweep': async () => {
      const orphans = await sweepFileJournal(db, services.storage);
      const scraps =
        (await services.storage.sweepScraps(scrapAgeMs)) + (await sweepUnfinishedUploads(context.config));
      const requeued = await requeueOrphans(db);
      if (orphans || scraps || requeued)
        log(
          `Sweep: ${orphans} unreferenced files and ${scraps} scraps removed, ${requeued} jobs queued again`,
        );
    },
  };
}
