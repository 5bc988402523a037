// The services a context carries, built once per process from configuration (create-services.ts): the outside
// world behind interfaces of ours (storage, mail, payments, shipping, postal codes), the job queue and the metrics.
import type { Metrics } from '../observability/metrics.ts';
import type { JobQueue } from '../queue/job-queue.ts';
import type { CaptchaVerifier } from './captcha/captcha.ts';
import type { DnsResolver } from './dns/dns-resolver.ts';
import type { LiveUpdates } from './live/live-updates.ts';
import type { Mailer } from './mail/mailer.ts';
import type { BillingGateway } from './payments/billing-gateway.ts';
import type { PaymentGateway } from './payments/gateway.ts';
import type { PostalCodeLookup } from './postal-codes/postal-code-lookup.ts';
import type { Secrets } from './secrets/secrets.ts';
import type { ShippingQuoter } from './shipping/shipping-quoter.ts';
import type { FileStorage } from './storage/file-storage.ts';
import type { ResumableUploadStore } from './uploads/resumable-store.ts';

export interface Services {
  storage: FileStorage;
  /** Where archived events' originals live (ARCHIVE_URL): read them through storage/archive-storage.ts. */
  archive: FileStorage;
  secrets: Secrets;
  captcha: CaptchaVerifier;
  /** Background jobs (photo renders, mail delivery, sweeps): enqueue in a transaction, wake after the commit. */
  jobs: JobQueue;
  mailer: Mailer;
  /** Prometheus metrics of this process. */
  metrics: Metrics;
  payments: PaymentGateway;
  /** The platform charging studios (Mercado Pago subscriptions with its own account); null when billing is off. */
  billing: BillingGateway | null;
  shipping: ShippingQuoter;
  postalCodes: PostalCodeLookup;
  /** DNS answers for the checks of studios' own domains. */
  dns: DnsResolver;
  /** Photos sent in pieces (tus) while they wait for their last byte. */
  resumableUploads: ResumableUploadStore;
  /** GraphQL subscriptions' changes, heard from the database (LISTEN/NOTIFY) by one connection per process. */
  live: LiveUpdates;
  /** A line for the operator (the process's log). */
  log: (line: string) => void;
  /** Stops the background work (jobs in flight get `timeoutMs` to finish) and closes connections. */
  close(timeoutMs?: number): Promise<void>;
}
