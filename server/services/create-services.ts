// Builds the services the context carries, from configuration.
import path from 'node:path';
import type { AppConfig } from '../config.ts';
import type { Db } from '../database/database.ts';
import { createMetrics } from '../observability/metrics.ts';
import { type JobQueueOptions, startJobQueue } from '../queue/job-queue.ts';
import { subscriptionNotificationPath } from './billing/subscriptions.ts';
import { createCaptchaVerifier } from './captcha/captcha.ts';
import { createDnsResolver } from './dns/dns-resolver.ts';
import { closeSharedBibReader } from './find/bib-ocr.ts';
import { createLiveUpdates } from './live/live-updates.ts';
import { createMailer } from './mail/mailer.ts';
import { createMercadoPagoBilling } from './payments/mercado-pago-billing.ts';
import { createMercadoPagoGateway } from './payments/mercado-pago-gateway.ts';
import { startFakeMercadoPago } from './payments/simulator/mercado-pago-simulator.ts';
import { createPostalCodeLookup } from './postal-codes/postal-code-lookup.ts';
import { loadSecrets } from './secrets/secrets.ts';
import type { Services } from './services.ts';
import { createShippingQuoter } from './shipping/shipping-quoter.ts';
import type { FileStorage } from './storage/file-storage.ts';
import { createLocalFileStorage } from './storage/local-storage.ts';
import { createS3FileStorage } from './storage/s3-storage.ts';
import { createResumableUploadStore } from './uploads/resumable-store.ts';

export interface ServiceOptions {
  db: Db;
  /** The database's address, for the job queue's own connections. */
  databaseUrl: string;
  log?: (line: string) => void;
  /** Job queue settings: quicker expiry and maintenance for tests; whether this process is the database's only one. */
  jobQueue?: Partial<Pick<JobQueueOptions, 'expireInSeconds' | 'maintenanceIntervalSeconds' | 'onlyProcess'>>;
}

export type ServiceConfig = Pick<
  AppConfig,
  | 'dataDir'
  | 'secretKey'
  | 'captcha'
  | 'smtpUrl'
  | 'mailTransport'
  | 'mailFrom'
  | 'mercadoPago'
  | 'billing'
  | 'publicUrl'
  | 'shipping'
  | 'postalCodes'
  | 'storage'
  | 'archive'
  | 'jobs'
  | 'dnsServers'
  | 'live'
>;

export function createFileStorage(config: ServiceConfig['storage']): FileStorage {
  return config.kind === 's3' ? createS3FileStorage(config) : createLocalFileStorage(config.root);
}

export async function createServices(config: ServiceConfig, options: ServiceOptions): Promise<Services> {
  const log = options.log ?? ((line: string) => console.log(line));
  const storage = createFileStorage(config.storage);
  const mailer = createMailer({
    smtpUrl: config.mailTransport === 'smtp' ? config.smtpUrl : undefined,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, 'outbox'),
    log,
  });
  // Outside production, with no Mercado Pago address given, a local simulation takes the payments (no charges);
  // with an address, the simulator there is shared by every server.
  const simulation =
    config.mercadoPago.mode === 'simulated' && !config.mercadoPago.apiUrl
      ? await startFakeMercadoPago({
          log,
          port: config.mercadoPago.simulatorPort,
          // The simulator plays the platform's account too: its subscription notices come to this server.
          ...(config.billing && {
            subscriptionWebhook: {
              // Straight to this server (localhost may name ::1 first, where it does not listen).
              url: `${config.publicUrl.replace('//localhost:', '//127.0.0.1:')}${subscriptionNotificationPath}`,
              secret: config.billing.webhookSecret,
            },
          }),
        })
      : null;
  if (simulation)
    log(`Payments are simulated by a local Mercado Pago at ${simulation.url}: no real charges are made.`);
  if (config.shipping.provider === 'simulated')
    log('Shipping quotes are simulated (set SHIPPING_PROVIDER for real ones).');
  const jobs = await startJobQueue({
    databaseUrl: options.databaseUrl,
    log,
    pollingIntervalSeconds: config.jobs.pollingIntervalSeconds,
    maintenanceIntervalSeconds: config.jobs.maintenanceIntervalSeconds,
    ...options.jobQueue,
  });
  // Listens only once something subscribes: workers and command-line tools never do.
  const live = createLiveUpdates({ databaseUrl: options.databaseUrl, log, limits: config.live });
  return {
    storage,
    archive: createFileStorage(config.archive),
    metrics: createMetrics({ jobs }),
    secrets: await loadSecrets(config),
    captcha: createCaptchaVerifier(config.captcha, log),
    jobs,
    mailer,
    payments: createMercadoPagoGateway({ apiUrl: simulation?.url ?? config.mercadoPago.apiUrl }),
    billing: config.billing
      ? createMercadoPagoBilling({
          accessToken: config.billing.accessToken,
          apiUrl: simulation?.url ?? config.mercadoPago.apiUrl,
        })
      : null,
    shipping: createShippingQuoter(config.shipping),
    postalCodes: createPostalCodeLookup(config.postalCodes, { db: options.db }),
    dns: createDnsResolver({ servers: config.dnsServers }),
    resumableUploads: createResumableUploadStore(config, options.db),
    live,
    log,
    async close(timeoutMs = 20_000) {
      await live.close();
      await jobs.stop({ timeoutMs });
      // The OCR's worker thread, started by the first race-number job of this process.
      await closeSharedBibReader();
      await mailer.close();
      await simulation?.close();
    },
  };
}
