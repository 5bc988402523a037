// What a production start refuses (one line per problem, all at once) and what every start says it runs on.
import { type AppConfig, ConfigError } from '../config.ts';

/** The process starting: a web server (perhaps with workers) or `npm run worker`. */
export type ProcessRole = 'server' | 'worker';

/** The settings a production platform cannot run safely without; empty outside production. */
export function productionProblems(config: AppConfig, role: ProcessRole): string[] {
  if (!config.production) return [];
  const problems: string[] = [];
  if (!config.secretKey)
    problems.push(
      'SECRET_KEY is not set: give a random key of 32 or more characters, the same on every server and worker (it encrypts the stored Mercado Pago credentials and signs tokens and links).',
    );
  const publicUrl = new URL(config.publicUrl);
  if (!config.publicUrlGiven)
    problems.push(
      'PUBLIC_URL is not set: give the https address customers and Mercado Pago reach (links in e-mails, payment notifications).',
    );
  else if (publicUrl.protocol !== 'https:')
    problems.push(`PUBLIC_URL must be https in production (got ${config.publicUrl}).`);
  if (config.mailTransport === 'outbox' && !config.mailTransportChosen)
    problems.push(
      'SMTP_URL is not set: mail would only be written to DATA_DIR/outbox. Set SMTP_URL, or MAIL_TRANSPORT=outbox if that is what you want.',
    );
  if (config.storage.kind === 'local' && (role === 'worker' || !config.jobs.runWorkers))
    problems.push(
      "STORAGE_URL is not set while workers run apart from the server (WORKERS=false or npm run worker): a folder is one machine's files. Set STORAGE_URL to an S3-compatible bucket, or run one server with WORKERS=true.",
    );
  if (config.seedDemo)
    problems.push(
      'SEED_DEMO=true: the demo studio and its published login are never created in production; remove the setting.',
    );
  if (config.mercadoPago.mode === 'simulated')
    problems.push(
      'MERCADO_PAGO_MODE=simulated: orders would be approved without charging anyone; remove it to take real payments.',
    );
  return problems;
}

/** Refuses a production start that would be unsafe, naming every problem on a line of its own. */
export function assertProductionReady(config: AppConfig, role: ProcessRole): void {
  const problems = productionProblems(config, role);
  if (problems.length)
    throw new ConfigError(
      `cannot start in production (NODE_ENV=production):\n${problems.map((line) => `  - ${line}`).join('\n')}`,
    );
}

function databaseDescription(config: AppConfig): string {
  if (!config.databaseUrl) return `embedded PostgreSQL (PGlite) in ${config.dataDir}/pglite`;
  const url = new URL(config.databaseUrl);
  return `PostgreSQL at ${url.hostname}:${url.port || 5432}${url.pathname}`;
}

function storageDescription(config: AppConfig): string {
  const { storage } = config;
  if (storage.kind === 'local') return `the folder ${storage.root}`;
  return `S3 bucket ${storage.bucket}${storage.prefix ? `/${storage.prefix}` : ''}${storage.endpoint ? ` at ${storage.endpoint}` : ''}`;
}

function mailDescription(config: AppConfig): string {
  if (config.mailTransport === 'outbox' || !config.smtpUrl)
    return `written to ${config.dataDir}/outbox (no SMTP_URL)`;
  const url = new URL(config.smtpUrl);
  return `SMTP ${url.hostname}:${url.port || (url.protocol === 'smtps:' ? 465 : 587)}`;
}

/** What runs where, one line each, for the operator reading the start's log (no secrets). */
export function deploymentSummary(config: AppConfig, role: ProcessRole): string[] {
  const payments =
    config.mercadoPago.mode === 'simulated'
      ? 'simulated Mercado Pago (test cards, no real charges)'
      : `Mercado Pago live (${config.mercadoPago.apiUrl ?? 'https://api.mercadopago.com'})`;
  const workers =
    role === 'worker'
      ? `this process (${config.jobs.concurrency} renders at once)`
      : config.jobs.runWorkers
        ? `in this process (${config.jobs.concurrency} renders at once)`
        : 'elsewhere (WORKERS=false: npm run worker)';
  return [
    `Database: ${databaseDescription(config)}`,
    `Files: ${storageDescription(config)}`,
    `Mail: ${mailDescription(config)}`,
    `Payments: ${payments}`,
    `Shipping quotes: ${config.shipping.provider}; postal codes: ${config.postalCodes.provider}`,
    `Background jobs: ${workers}`,
    `Public address: ${config.publicUrl}${config.platformDomain ? `; studios at <urlEstudio>.${config.platformDomain}` : ''}`,
  ];
}
