// The background jobs Revela runs, their payloads and how each is retried. Names are pg-boss queue names.
import type PgBoss from 'pg-boss';

export interface JobPayloads {
  /** Renders a photo's preview and thumbnail from its original (new upload or watermark change). */
  'photo-render': { photoId: string };
  /** Finds a studio's photos rendered with an older watermark and queues their re-rendering. */
  'watermark-rerender': { studioId: string };
  /** Cuts the grid tile of a photo rendered before tiles existed, from its stored preview. */
  'photo-tile-render': { photoId: string };
  /** Finds the ready photos without a tile and queues their tile renders (queued when workers start). */
  'photo-tiles-backfill': Record<string, never>;
  /** Reads the race numbers of a ready photo whose event has the number search on (server/services/find/). */
  'photo-bib-index': { photoId: string };
  /** Queues the reading of every ready photo of an event not read yet (the number search was turned on). */
  'event-bib-index': { eventId: string };
  /** Finds the faces of a ready photo whose event has the selfie search on (server/services/find/). */
  'photo-face-index': { photoId: string };
  /** Queues the face finding of every ready photo of an event not read yet (the selfie search was turned on). */
  'event-face-index': { eventId: string };
  /** Delivers one message of the e-mail outbox: its attempt number `attempt` (0 first; absent in older jobs). */
  'mail-send': { messageId: string; attempt?: number };
  /** Removes stored files that no row references (crash leftovers), and stale upload scraps. */
  'files-sweep': Record<string, never>;
  /** Asks Mercado Pago about a payment attempt whose answer never came, and settles it. */
  'payment-reconcile': { paymentId: string };
  /** Settles every attempt left without an answer (a server killed mid-checkout). */
  'payments-sweep': Record<string, never>;
  /** Removes stale anonymous gallery sessions and old rate-limit counters. */
  housekeeping: Record<string, never>;
  /** Sends the abandoned-cart reminders that are due (studios that turned them on). */
  'cart-reminders': Record<string, never>;
  /** Sends the 'última chance' e-mails of events expiring in 7 days or 1 day (services/events/event-expiry.ts). */
  'expiry-notices': Record<string, never>;
  /** Queues a check of every studio's own domain (daily). */
  'custom-domain-rechecks': Record<string, never>;
  /** Checks one studio's own domain through DNS and records its status (server/services/domains/). */
  'custom-domain-check': { studioId: string };
  /** Writes a studio's 'Exportar dados' ZIP into storage and e-mails its link (services/studios/studio-export.ts). */
  'studio-export': { exportId: string };
  /**
   * Carries out a confirmed LGPD request (services/privacy/data-requests.ts): writes a copy's ZIP, or deletes the
   * customer's data; `storefrontUrl` is where its e-mail's links lead (absent: the studio's platform address).
   */
  'data-request': { requestId: string; storefrontUrl?: string };
  /** LGPD requests' deadlines (hourly): unconfirmed ones lapse, waiting deletions are done, old copies removed. */
  'data-request-deadlines': Record<string, never>;
  /** Queues the deletion of every studio whose closing's grace is over (hourly). */
  'studio-closures': Record<string, never>;
  /** Deletes a closed studio's stored files and rows (services/studios/studio-closure.ts). */
  'studio-delete': { studioId: string };
  /** Ends trials and cancelled subscriptions' paid periods: studios without a paid plan fall to the free one. */
  'billing-daily': Record<string, never>;
  /** Takes the daily backup into BACKUP_URL and removes those the retention no longer keeps (unset: nothing). */
  'backup-daily': Record<string, never>;
  /** Photo alerts: new photos compared with each alert, due e-mails sent, closed searches' faces deleted. */
  'photo-alerts': Record<string, never>;
  /**
   * Sends a webhook lane's messages in order: those of one endpoint about one object (services/integrations/webhooks/).
   * Its retries are its own (domain/webhook-delivery.ts): a failed attempt queues the lane again for the next one.
   */
  'webhook-delivery': { endpointId: string; objectId: string };
  /** Moves an event's originals to the archive storage, dropping its previews if asked (services/events/event-archive.ts). */
  'event-archive': { eventId: string; dropPreviews: boolean };
  /** Moves an archived event's originals back and renders dropped previews again. */
  'event-restore': { eventId: string };
}

export type JobName = keyof JobPayloads;

type QueueOptions = Omit<PgBoss.Queue, 'name'>;

export const queueOptions: Record<JobName, QueueOptions> = {
  // stately: at most one render waiting and one running per photo; a change during a render queues one more.
  'photo-render': {
    policy: 'stately',
    retryLimit: 4,
    retryDelay: 5,
    retryBackoff: true,
    expireInSeconds: 300,
  },
  'watermark-rerender': {
    policy: 'stately',
    retryLimit: 5,
    retryDelay: 10,
    retryBackoff: true,
    expireInSeconds: 600,
  },
  'photo-tile-render': {
    policy: 'stately',
    retryLimit: 3,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 120,
  },
  'photo-tiles-backfill': {
    policy: 'stately',
    retryLimit: 3,
    retryDelay: 60,
    retryBackoff: true,
    expireInSeconds: 3600,
  },
  'photo-bib-index': {
    policy: 'stately',
    retryLimit: 2,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 300,
  },
  'event-bib-index': {
    policy: 'stately',
    retryLimit: 3,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 1800,
  },
  'photo-face-index': {
    policy: 'stately',
    retryLimit: 2,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 300,
  },
  'event-face-index': {
    policy: 'stately',
    retryLimit: 3,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 1800,
  },
  // A failed send queues its own next try (domain/mail-delivery.ts: for 24 hours); these retries only cover a
  // worker that died or a database that failed mid-job.
  'mail-send': {
    policy: 'standard',
    retryLimit: 5,
    retryDelay: 60,
    retryBackoff: true,
    expireInSeconds: 120,
  },
  'files-sweep': { policy: 'singleton', retryLimit: 0, expireInSeconds: 900 },
  // Every 30 s for about 5 minutes, then the sweep takes over.
  'payment-reconcile': {
    policy: 'standard',
    retryLimit: 10,
    retryDelay: 30,
    retryBackoff: false,
    expireInSeconds: 120,
  },
  'payments-sweep': { policy: 'singleton', retryLimit: 0, expireInSeconds: 600 },
  housekeeping: { policy: 'singleton', retryLimit: 1, expireInSeconds: 900 },
  // One run at a time; a reminder is also unique per cart in the database, whoever runs it.
  'cart-reminders': { policy: 'singleton', retryLimit: 1, expireInSeconds: 600 },
  // One run at a time; a notice is also unique per address, event and expiry in the database, whoever runs it.
  'expiry-notices': { policy: 'singleton', retryLimit: 1, expireInSeconds: 600 },
  'custom-domain-rechecks': { policy: 'singleton', retryLimit: 2, expireInSeconds: 600 },
  // DNS that does not answer says nothing about the records: asked again about 10, 20 and 40 minutes later.
  'custom-domain-check': {
    policy: 'stately',
    retryLimit: 3,
    retryDelay: 600,
    retryBackoff: true,
    expireInSeconds: 120,
  },
  // A studio's whole archive may take a while; one run per export, tried again once if a worker dies mid-way.
  'studio-export': { policy: 'stately', retryLimit: 1, retryDelay: 300, expireInSeconds: 6 * 3600 },
  // One run per request; a worker that died mid-way runs it again (a copy is written again, a deletion finds less).
  'data-request': { policy: 'stately', retryLimit: 3, retryDelay: 300, expireInSeconds: 3600 },
  'data-request-deadlines': { policy: 'singleton', retryLimit: 1, expireInSeconds: 600 },
  'studio-closures': { policy: 'singleton', retryLimit: 1, expireInSeconds: 600 },
  'studio-delete': {
    policy: 'stately',
    retryLimit: 5,
    retryDelay: 600,
    retryBackoff: true,
    expireInSeconds: 3600,
  },
  // A large platform's files take a while to copy; a failed night is tried again twice, half an hour apart.
  'billing-daily': { policy: 'singleton', retryLimit: 3, retryDelay: 600, expireInSeconds: 900 },
  'backup-daily': { policy: 'singleton', retryLimit: 2, retryDelay: 1800, expireInSeconds: 6 * 3600 },
  // One run at a time across servers; a missed run is caught up by the next (each alert keeps its cursor).
  'photo-alerts': { policy: 'singleton', retryLimit: 0, expireInSeconds: 600 },
  // stately: one job per lane waits and one runs, so a lane's messages never go out of order. These retries only
  // cover a worker that died or a database that failed mid-job; a job is at most 25 attempts of 10 s.
  'webhook-delivery': {
    policy: 'stately',
    retryLimit: 10,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 600,
  },
  // One run per event; each batch is kept, so a retry after a dead worker resumes where it stopped.
  'event-archive': {
    policy: 'stately',
    retryLimit: 5,
    retryDelay: 60,
    retryBackoff: true,
    expireInSeconds: 6 * 3600,
  },
  'event-restore': {
    policy: 'stately',
    retryLimit: 5,
    retryDelay: 60,
    retryBackoff: true,
    expireInSeconds: 6 * 3600,
  },
};

export const jobNames = Object.keys(queueOptions) as JobName[];

/** Workers per process: renders use the cores (WORKER_CONCURRENCY), the rest are light. */
export function workersFor(name: JobName, concurrency: number): number {
  return {
    'photo-render': concurrency,
    'watermark-rerender': 1,
    // Backfilled tiles are a few milliseconds each and never urgent: uploads keep the render workers.
    'photo-tile-render': 1,
    'photo-tiles-backfill': 1,
    // One OCR model per process (a worker thread of ~150 MB): numbers are read one photo at a time, off the renders.
    'photo-bib-index': 1,
    'event-bib-index': 1,
    // One face model per process (~150 MB loaded, ~400 MB while it works), a photo at a time.
    'photo-face-index': 1,
    'event-face-index': 1,
    'mail-send': 2,
    'files-sweep': 1,
    'payment-reconcile': 1,
    'payments-sweep': 1,
    housekeeping: 1,
    'cart-reminders': 1,
    'expiry-notices': 1,
    'custom-domain-rechecks': 1,
    'custom-domain-check': 1,
    'billing-daily': 1,
    'backup-daily': 1,
    'studio-export': 1,
    'data-request': 1,
    'data-request-deadlines': 1,
    'studio-closures': 1,
    'studio-delete': 1,
    'photo-alerts': 1,
    // Deliveries mostly wait on the receivers' answers: several lanes at once, whatever the cores.
    'webhook-delivery': 8,
    'event-archive': 1,
    'event-restore': 1,
  }[name];
}

/** Cron schedules (UTC) of the periodic jobs. */
export const schedules: { name: JobName; cron: string }[] = [
  { name: 'files-sweep', cron: '*/10 * * * *' },
  { name: 'payments-sweep', cron: '*/2 * * * *' },
  { name: 'housekeeping', cron: '17 4 * * *' },
  // The shortest delay a studio may choose is an hour: five minutes late at most is fine.
  { name: 'cart-reminders', cron: '*/5 * * * *' },
  // An expiry is to the minute; its notices go out within a quarter of an hour of their day.
  { name: 'expiry-notices', cron: '*/15 * * * *' },
  { name: 'custom-domain-rechecks', cron: '43 5 * * *' },
  { name: 'studio-closures', cron: '37 * * * *' },
  // Deadlines are days long: an hour late at most is fine.
  { name: 'data-request-deadlines', cron: '23 * * * *' },
  // 06:05 in Brasília: a trial ending today is over for the whole day.
  { name: 'billing-daily', cron: '5 9 * * *' },
  // At night in Brazil (03:30 UTC is 00:30 in Brasília), when studios and customers are fewest.
  { name: 'backup-daily', cron: '30 3 * * *' },
  // Photos found within a minute of being indexed; each alert still e-mails at most once an hour.
  { name: 'photo-alerts', cron: '* * * * *' },
];
