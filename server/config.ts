// Configuration from environment variables, checked once at start; a bad value is one clear line, not a stack trace.
import { isIP } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { type LiveUpdateLimits, liveUpdateLimits } from './domain/live-updates.ts';
import { paths } from './paths.ts';

/** Files in an S3-compatible bucket (STORAGE_URL=s3://...). */
export interface S3StorageConfig {
  bucket: string;
  /** Keys are stored under this prefix ("" for the bucket's root). */
  prefix: string;
  endpoint: string | undefined;
  region: string;
  forcePathStyle: boolean;
  /** Base address of a CDN (or a public bucket) serving the `estaticos/` keys. */
  publicUrl: string | undefined;
  /** Explicit credentials; otherwise the AWS SDK's usual chain (AWS_ACCESS_KEY_ID, profiles, roles). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** The storage class new objects are written with (the archive's: ARCHIVE_STORAGE_CLASS); unset: the bucket's default. */
  storageClass?: string;
}

/** A file storage: a local folder or an S3-compatible bucket. */
export type StorageConfig = { kind: 'local'; root: string } | ({ kind: 's3' } & S3StorageConfig);

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const port = z.coerce
  .number({ error: 'must be a whole number from 0 to 65535' })
  .int({ error: 'must be a whole number from 0 to 65535' })
  .min(0, { error: 'must be a whole number from 0 to 65535' })
  .max(65535, { error: 'must be a whole number from 0 to 65535' });
const databaseUrl = z
  .string()
  .regex(/^postgres(ql)?:\/\//, 'must be a postgresql:// URL')
  .refine((value) => URL.canParse(value), 'is not a valid URL');
/** `https://host[:port]` alone (no path, query or wildcard), or null. */
function originOf(value: string): string | null {
  if (!URL.canParse(value)) return null;
  const url = new URL(value);
  const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  const web = url.protocol === 'https:' || url.protocol === 'http:';
  return bare && web && !url.hostname.includes('*') ? url.origin : null;
}
/** A DNS server as node's resolver takes it: an address, with a port as 1.2.3.4:53 or [::1]:53. */
function dnsServerOf(value: string): boolean {
  const match = /^\[(.+)\]:(\d{1,5})$/.exec(value) ?? /^([\d.]+):(\d{1,5})$/.exec(value);
  const [address, port] = match ? [match[1]!, Number(match[2])] : [value, 53];
  return isIP(address) !== 0 && port > 0 && port < 65_536;
}
/**
 * Storage classes an archived original may be written with: each reads back at once, so paid downloads keep working.
 * GLACIER and DEEP_ARCHIVE are refused: every read would wait hours for a restore request.
 */
export const archiveStorageClasses = [
  'STANDARD',
  'STANDARD_IA',
  'ONEZONE_IA',
  'INTELLIGENT_TIERING',
  'GLACIER_IR',
] as const;
const archiveStorageClass = z
  .string()
  .refine((value) => (archiveStorageClasses as readonly string[]).includes(value), {
    error: (issue) =>
      ['GLACIER', 'DEEP_ARCHIVE'].includes(String(issue.input))
        ? 'must be a class read back at once (STANDARD_IA, ONEZONE_IA, INTELLIGENT_TIERING or GLACIER_IR): GLACIER and DEEP_ARCHIVE need a restore request before every read, so paid downloads would fail'
        : `must be one of ${archiveStorageClasses.join(', ')}`,
  });
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a studio address such as "demo"');

const environment = z.object({
  PORT: port.default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).optional(),
  DATABASE_URL: databaseUrl.optional(),
  DEFAULT_STUDIO: slug.default('demo'),
  PLATFORM_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+$/, 'must be a host name such as "revela.app"')
    .optional(),
  PUBLIC_URL: z.url({ error: 'must be an http(s) address such as https://fotos.example.com' }).optional(),
  PLANS_URL: z.url({ error: 'must be an http(s) address' }).optional(),
  CORS_ORIGINS: z
    .string()
    .refine(
      (value) => value.split(',').every((item) => originOf(item.trim()) !== null),
      'must be origins separated by commas, such as https://app.example.com,https://parceiro.example.com',
    )
    .optional(),
  SUPPORT_WHATSAPP: z
    .string()
    .regex(/^\+?[\d ()-]{10,20}$/, 'must be a WhatsApp number such as 5511987654321')
    .optional(),
  CUSTOM_DOMAIN_TARGET: z
    .string()
    .regex(
      /^(?=.*[a-z])[a-z0-9-]+(\.[a-z0-9-]+)+\.?$/,
      'must be the host name studios point their CNAME records to, such as dominios.revela.app',
    )
    .optional(),
  CUSTOM_DOMAIN_ADDRESSES: z
    .string()
    .refine(
      (value) => value.split(',').every((item) => isIP(item.trim()) !== 0),
      'must be the IPv4/IPv6 addresses of the platform separated by commas, such as 203.0.113.10,2001:db8::10',
    )
    .optional(),
  DNS_SERVERS: z
    .string()
    .refine(
      (value) => value.split(',').every((item) => dnsServerOf(item.trim())),
      'must be DNS server addresses separated by commas, such as 1.1.1.1,8.8.8.8 or 127.0.0.1:5353',
    )
    .optional(),
  SMTP_URL: z
    .string()
    .regex(
      /^smtps?:\/\/[^/]+/,
      'must be an smtp:// or smtps:// URL such as smtp://user:password@smtp.example.com:587',
    )
    .optional(),
  MAIL_FROM: z.string().min(3).default('Revela <nao-responda@revela.local>'),
  MAIL_BODY_RETENTION_DAYS: z.coerce
    .number({ error: 'must be a whole number of days from 1 to 3650' })
    .int({ error: 'must be a whole number of days from 1 to 3650' })
    .min(1, { error: 'must be a whole number of days from 1 to 3650' })
    .max(3650, { error: 'must be a whole number of days from 1 to 3650' })
    .default(180),
  MAIL_TRANSPORT: z.enum(['smtp', 'outbox'], { error: 'must be smtp or outbox' }).optional(),
  SECRET_KEY: z.string().min(32, 'must have at least 32 characters').optional(),
  CAPTCHA_VERIFY_URL: z
    .url({ error: 'must be the https address of the captcha verification endpoint' })
    .optional(),
  CAPTCHA_SECRET: z.string().min(1).optional(),
  WEBHOOKS_ALLOW_HTTP: z.enum(['true', 'false', '1', '0'], { error: 'must be true or false' }).optional(),
  WEBHOOKS_ALLOW_PRIVATE: z.enum(['true', 'false', '1', '0'], { error: 'must be true or false' }).optional(),
  WEBHOOKS_TIMEOUT_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds from 0.1 to 30' })
    .min(0.1, { error: 'must be a number of seconds from 0.1 to 30' })
    .max(30, { error: 'must be a number of seconds from 0.1 to 30' })
    .default(10),
  MERCADO_PAGO_MODE: z.enum(['live', 'simulated'], { error: 'must be live or simulated' }).optional(),
  MERCADO_PAGO_API_URL: z.url({ error: 'must be an http(s) address' }).optional(),
  MERCADO_PAGO_SIMULATOR_PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int()
    .min(0)
    .max(65_535, 'must be a port number')
    .default(0),
  BILLING: z.enum(['on', 'off'], { error: 'must be on or off' }).optional(),
  PLATFORM_MERCADO_PAGO_ACCESS_TOKEN: z.string().min(1).optional(),
  PLATFORM_MERCADO_PAGO_PUBLIC_KEY: z.string().min(1).optional(),
  PLATFORM_MERCADO_PAGO_WEBHOOK_SECRET: z.string().min(1).optional(),
  SHIPPING_PROVIDER: z
    .enum(['melhor-envio', 'correios', 'simulated', 'none'], {
      error: 'must be melhor-envio, correios, simulated or none',
    })
    .optional(),
  MELHOR_ENVIO_TOKEN: z.string().min(1).optional(),
  MELHOR_ENVIO_API_URL: z.url().default('https://melhorenvio.com.br'),
  MELHOR_ENVIO_CONTACT_EMAIL: z.string().default('contato@revela.local'),
  CORREIOS_USER: z.string().min(1).optional(),
  CORREIOS_ACCESS_CODE: z.string().min(1).optional(),
  CORREIOS_CARD_NUMBER: z.string().min(1).optional(),
  CORREIOS_API_URL: z.url().default('https://api.correios.com.br'),
  CORREIOS_PRODUCTS: z
    .string()
    .regex(/^\d{5}(,\d{5})*$/, 'must be product codes such as 03298,03220')
    .default('03298,03220'),
  CEP_PROVIDER: z.enum(['viacep', 'simulated'], { error: 'must be viacep or simulated' }).optional(),
  VIACEP_URL: z.url().default('https://viacep.com.br'),
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|[0-9])$/, 'must be false, true (one proxy) or the number of proxies in front (0-9)')
    .default('false'),
  STORAGE_URL: z
    .string()
    .regex(
      /^s3:\/\/[^/?]+/,
      'must be an s3:// address such as s3://bucket?endpoint=https://s3.example.com&region=us-east-1',
    )
    .refine((value) => URL.canParse(value), 'is not a valid address')
    .optional(),
  STORAGE_PUBLIC_URL: z
    .url({ error: 'must be an http(s) address such as https://cdn.example.com' })
    .optional(),
  ARCHIVE_URL: z
    .string()
    .refine(
      (value) => (value.startsWith('s3://') ? URL.canParse(value) : !/^[a-z][a-z0-9+.-]*:\/\//i.test(value)),
      'must be a folder or an s3:// address such as s3://bucket/arquivo?endpoint=https://s3.example.com',
    )
    .optional(),
  ARCHIVE_STORAGE_CLASS: archiveStorageClass.optional(),
  WORKERS: z.enum(['true', 'false'], { error: 'must be true or false' }).default('true'),
  WORKER_CONCURRENCY: z.coerce
    .number({ error: 'must be a whole number from 1 to 64' })
    .int({ error: 'must be a whole number from 1 to 64' })
    .min(1, { error: 'must be a whole number from 1 to 64' })
    .max(64, { error: 'must be a whole number from 1 to 64' })
    .optional(),
  JOB_POLL_SECONDS: z.coerce.number({ error: 'must be a number of seconds' }).min(0.5).max(60).default(2),
  JOB_MAINTENANCE_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds' })
    .int()
    .min(1)
    .max(3600)
    .default(60),
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds' })
    .min(0)
    .max(600)
    .default(25),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be fatal, error, warn, info, debug, trace or silent',
    })
    .default('info'),
  METRICS_TOKEN: z.string().min(16, 'must have at least 16 characters').optional(),
  METRICS_PORT: port.optional(),
  SEED_DEMO: z.enum(['true', 'false'], { error: 'must be true or false' }).optional(),
  READ_CACHE_MB: z.coerce
    .number({ error: 'must be a whole number of megabytes from 0 to 4096' })
    .int({ error: 'must be a whole number of megabytes from 0 to 4096' })
    .min(0, { error: 'must be a whole number of megabytes from 0 to 4096' })
    .max(4096, { error: 'must be a whole number of megabytes from 0 to 4096' })
    .default(64),
  LIVE_MAX_SUBSCRIPTIONS: z.coerce
    .number({ error: 'must be a whole number from 1 to 1000000' })
    .int({ error: 'must be a whole number from 1 to 1000000' })
    .min(1, { error: 'must be a whole number from 1 to 1000000' })
    .max(1_000_000, { error: 'must be a whole number from 1 to 1000000' })
    .optional(),
  LIVE_SUBSCRIPTIONS_PER_ADDRESS: z.coerce
    .number({ error: 'must be a whole number from 1 to 1000000' })
    .int({ error: 'must be a whole number from 1 to 1000000' })
    .min(1, { error: 'must be a whole number from 1 to 1000000' })
    .max(1_000_000, { error: 'must be a whole number from 1 to 1000000' })
    .optional(),
  BACKUP_URL: z
    .string()
    .refine(
      (value) => (value.startsWith('s3://') ? URL.canParse(value) : !/^[a-z][a-z0-9+.-]*:\/\//i.test(value)),
      'must be a folder or an s3:// address such as s3://bucket/backups?endpoint=https://s3.example.com',
    )
    .optional(),
  BACKUP_PASSPHRASE: z.string().min(12, 'must have at least 12 characters').optional(),
  GRAPHQL_INTROSPECTION: z.enum(['true', 'false'], { error: 'must be true or false' }).optional(),
  API_TOKEN_RATE_LIMIT: z.coerce
    .number({ error: 'must be a whole number of requests per minute from 1 to 100000' })
    .int({ error: 'must be a whole number of requests per minute from 1 to 100000' })
    .min(1, { error: 'must be a whole number of requests per minute from 1 to 100000' })
    .max(100_000, { error: 'must be a whole number of requests per minute from 1 to 100000' })
    .default(600),
  NODE_ENV: z.string().default('development'),
});

/** Every setting Revela reads from the environment (deploy/revela.env.example lists them all; a test checks). */
export const settingNames = Object.keys(environment.shape);

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Studio served on plain localhost / 127.0.0.1. */
  defaultStudio: string;
  /** Studios are also served at <urlEstudio>.<platformDomain>. */
  platformDomain: string | undefined;
  /** Base address used in links sent by e-mail. */
  publicUrl: string;
  /** PUBLIC_URL was set (not the localhost default). */
  publicUrlGiven: boolean;
  /** Origins besides the studio's own whose pages may call the API from the browser (CORS_ORIGINS). */
  corsOrigins: string[];
  /** The platform's plans page ('Ver Planos' in the admin menu), when the operator has one. */
  plansUrl: string | undefined;
  /** The platform's support WhatsApp (with country code), for the admin menu's 'Suporte'. */
  supportWhatsApp: string | undefined;
  /**
   * Studios' own domains: the host name their CNAME records point to and the addresses for domains without www
   * (A/AAAA records). Unset: owners cannot set a domain (the admin page says so).
   */
  customDomains: { target: string; addresses: string[] } | undefined;
  /** DNS servers the domain checks ask; unset: the system's resolvers. */
  dnsServers: string[] | undefined;
  /** SMTP server for outgoing mail; without one, messages are written to DATA_DIR/outbox. */
  smtpUrl: string | undefined;
  /** Where mail goes: the SMTP server, or files in DATA_DIR/outbox (development, or an operator who says so). */
  mailTransport: 'smtp' | 'outbox';
  /** MAIL_TRANSPORT was set: an outbox chosen on purpose, not for want of SMTP_URL. */
  mailTransportChosen: boolean;
  mailFrom: string;
  /** How long e-mail bodies are kept before the daily housekeeping purges them (MAIL_BODY_RETENTION_DAYS). */
  mailBodyRetentionDays: number;
  /** Key for encrypting stored credentials and signing tokens; without it one is kept in DATA_DIR/secret.key. */
  secretKey: string | undefined;
  /**
   * Studios' webhook endpoints: plain http allowed (outside production, or WEBHOOKS_ALLOW_HTTP), and private or
   * loopback targets allowed (WEBHOOKS_ALLOW_PRIVATE: a platform whose studios' receivers are on its own network),
   * and how long one delivery attempt may take.
   */
  webhooks: { allowHttp: boolean; allowPrivate: boolean; timeoutMs: number };
  /** A reCAPTCHA / hCaptcha / Turnstile style siteverify endpoint and its secret; unset: login captcha is skipped. */
  captcha: { verifyUrl: string; secret: string } | undefined;
  /**
   * Mercado Pago: 'live' talks to api.mercadopago.com (or apiUrl); 'simulated' starts a local fake that approves
   * test cards, so the demo can be bought from without real charges, or uses the simulator at apiUrl (one shared
   * by several servers). Default: live in production or when apiUrl is given, else simulated.
   */
  mercadoPago: { mode: 'live' | 'simulated'; apiUrl: string | undefined; simulatorPort: number };
  /**
   * Studios paying the platform (Mercado Pago subscriptions, with the platform's own account, never a studio's):
   * its access token, public key (card tokens in 'Meu plano') and webhook secret. On by default when the platform's
   * token is given, and with simulated payments (the simulator plays the platform's account); unset: billing off.
   */
  billing: { accessToken: string; publicKey: string; webhookSecret: string } | undefined;
  /** Shipping quotes: a real provider, a local simulation (default outside production) or none. */
  shipping:
    | { provider: 'melhor-envio'; token: string; apiUrl: string; contactEmail: string }
    | {
        provider: 'correios';
        user: string;
        accessCode: string;
        cardNumber: string;
        apiUrl: string;
        products: string[];
      }
    | { provider: 'simulated' }
    | { provider: 'none' };
  /** Postal-code lookup: ViaCEP (default in production) or a local simulation. */
  postalCodes: { provider: 'viacep'; apiUrl: string } | { provider: 'simulated' };
  /** Behind a reverse proxy: take the client address from X-Forwarded-For. */
  trustProxy: boolean;
  /**
   * How many proxies in front append to X-Forwarded-For: the client is the address that many places from its right
   * (what a client writes further left is ignored, so it cannot pose as many visitors). 0: the connection's address.
   */
  proxyHops: number;
  /** Where files live: the local folder DATA_DIR/files, or an S3-compatible bucket (STORAGE_URL). */
  storage: StorageConfig;
  /** Where archived events' originals move (ARCHIVE_URL; default DATA_DIR/arquivo, or STORAGE_URL's bucket under arquivo/). */
  archive: StorageConfig;
  /** Background jobs: run workers in this process (the default), how many renders at once, how often to poll. */
  jobs: {
    runWorkers: boolean;
    concurrency: number;
    pollingIntervalSeconds: number;
    /** How often expired jobs (of a worker that died) are found and retried. */
    maintenanceIntervalSeconds: number;
  };
  /** How long SIGTERM waits for requests and jobs in flight before exiting. */
  shutdownTimeoutMs: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Prometheus metrics: /metrics with this bearer token, and/or on a port of their own. */
  metrics: { token: string | undefined; port: number | undefined };
  seedDemo: boolean;
  /** Memory for customers' cached gallery and cart reads in each server process (0 turns the cache off). */
  readCacheBytes: number;
  /** Open live updates (subscriptions): per session or token, per address, per server process. */
  live: LiveUpdateLimits;
  /**
   * Backups: where the daily job writes them (unset: no scheduled backup) and the passphrase that seals the secret
   * key inside each (also read by `npm run backup` and `npm run restore`).
   */
  backup: { url: string | undefined; passphrase: string | undefined };
  /** GraphQL introspection and "Did you mean ...?" suggestions: on outside production unless turned off. */
  graphqlIntrospection: boolean;
  /** Requests each API token may make per minute, counted across every server. */
  apiTokenRequestsPerMinute: number;
  production: boolean;
}

/** Billing's stand-ins with the simulator: any TEST- token is an account there, and the secret signs its notices. */
export const simulatedBilling = {
  accessToken: 'TEST-plataforma-revela',
  publicKey: 'TEST-chave-publica-plataforma',
  webhookSecret: 'segredo-assinaturas-simulado',
};

function billingConfig(values: z.output<typeof environment>): AppConfig['billing'] {
  const simulated =
    (values.MERCADO_PAGO_MODE ??
      (values.MERCADO_PAGO_API_URL || values.NODE_ENV === 'production' ? 'live' : 'simulated')) ===
    'simulated';
  const token = values.PLATFORM_MERCADO_PAGO_ACCESS_TOKEN;
  const on = values.BILLING ? values.BILLING === 'on' : Boolean(token) || simulated;
  if (!on) return undefined;
  if (simulated) {
    return {
      accessToken: token ?? simulatedBilling.accessToken,
      publicKey: values.PLATFORM_MERCADO_PAGO_PUBLIC_KEY ?? simulatedBilling.publicKey,
      webhookSecret: values.PLATFORM_MERCADO_PAGO_WEBHOOK_SECRET ?? simulatedBilling.webhookSecret,
    };
  }
  if (!token || !values.PLATFORM_MERCADO_PAGO_PUBLIC_KEY || !values.PLATFORM_MERCADO_PAGO_WEBHOOK_SECRET) {
    throw new ConfigError(
      'Invalid BILLING: charging studios needs PLATFORM_MERCADO_PAGO_ACCESS_TOKEN, PLATFORM_MERCADO_PAGO_PUBLIC_KEY and PLATFORM_MERCADO_PAGO_WEBHOOK_SECRET',
    );
  }
  return {
    accessToken: token,
    publicKey: values.PLATFORM_MERCADO_PAGO_PUBLIC_KEY,
    webhookSecret: values.PLATFORM_MERCADO_PAGO_WEBHOOK_SECRET,
  };
}

function shippingConfig(values: z.output<typeof environment>): AppConfig['shipping'] {
  const production = values.NODE_ENV === 'production';
  const provider =
    values.SHIPPING_PROVIDER ??
    (values.MELHOR_ENVIO_TOKEN
      ? 'melhor-envio'
      : values.CORREIOS_USER
        ? 'correios'
        : production
          ? 'none'
          : 'simulated');
  if (provider === 'melhor-envio') {
    if (!values.MELHOR_ENVIO_TOKEN)
      throw new ConfigError('Invalid SHIPPING_PROVIDER: melhor-envio needs MELHOR_ENVIO_TOKEN');
    return {
      provider,
      token: values.MELHOR_ENVIO_TOKEN,
      apiUrl: values.MELHOR_ENVIO_API_URL.replace(/\/+$/, ''),
      contactEmail: values.MELHOR_ENVIO_CONTACT_EMAIL,
    };
  }
  if (provider === 'correios') {
    if (!values.CORREIOS_USER || !values.CORREIOS_ACCESS_CODE || !values.CORREIOS_CARD_NUMBER) {
      throw new ConfigError(
        'Invalid SHIPPING_PROVIDER: correios needs CORREIOS_USER, CORREIOS_ACCESS_CODE and CORREIOS_CARD_NUMBER',
      );
    }
    return {
      provider,
      user: values.CORREIOS_USER,
      accessCode: values.CORREIOS_ACCESS_CODE,
      cardNumber: values.CORREIOS_CARD_NUMBER,
      apiUrl: values.CORREIOS_API_URL.replace(/\/+$/, ''),
      products: values.CORREIOS_PRODUCTS.split(','),
    };
  }
  return { provider };
}

/** s3://[key:secret@]bucket[/prefix]?endpoint=...&region=...&forcePathStyle=true (STORAGE_URL, BACKUP_URL) */
export function s3Config(address: string, publicUrl: string | undefined): S3StorageConfig {
  const url = new URL(address);
  const option = (name: string) => url.searchParams.get(name) ?? undefined;
  const endpoint = option('endpoint');
  if (endpoint && !URL.canParse(endpoint))
    throw new ConfigError(
      `Invalid STORAGE_URL: endpoint must be an http(s) address (got ${JSON.stringify(endpoint)})`,
    );
  const prefix = decodeURIComponent(url.pathname.replace(/^\/+|\/+$/g, ''));
  return {
    bucket: url.hostname,
    prefix: prefix ? `${prefix}/` : '',
    endpoint: endpoint?.replace(/\/+$/, ''),
    region: option('region') ?? 'us-east-1',
    forcePathStyle: option('forcePathStyle') === 'true',
    publicUrl: publicUrl?.replace(/\/+$/, ''),
    ...(url.username && {
      credentials: {
        accessKeyId: decodeURIComponent(url.username),
        secretAccessKey: decodeURIComponent(url.password),
      },
    }),
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = environment.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== '')),
  );
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'configuration');
    throw new ConfigError(`Invalid ${name}: ${issue.message} (got ${JSON.stringify(env[name] ?? '')})`);
  }
  const values = parsed.data;
  if (values.CUSTOM_DOMAIN_ADDRESSES && !values.CUSTOM_DOMAIN_TARGET)
    throw new ConfigError(
      'Invalid CUSTOM_DOMAIN_ADDRESSES: it needs CUSTOM_DOMAIN_TARGET (the host name studios point their CNAME to)',
    );
  if (values.MAIL_TRANSPORT === 'smtp' && !values.SMTP_URL)
    throw new ConfigError('Invalid MAIL_TRANSPORT: smtp needs SMTP_URL');
  if (values.BACKUP_URL && !values.BACKUP_PASSPHRASE)
    throw new ConfigError(
      'Invalid BACKUP_URL: scheduled backups need BACKUP_PASSPHRASE (it seals the secret key)',
    );
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir: path.resolve(values.DATA_DIR ?? paths.defaultDataDir),
    databaseUrl: values.DATABASE_URL,
    defaultStudio: values.DEFAULT_STUDIO,
    platformDomain: values.PLATFORM_DOMAIN,
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, ''),
    publicUrlGiven: values.PUBLIC_URL !== undefined,
    corsOrigins: values.CORS_ORIGINS?.split(',').map((item) => originOf(item.trim())!) ?? [],
    plansUrl: values.PLANS_URL,
    customDomains: values.CUSTOM_DOMAIN_TARGET
      ? {
          target: values.CUSTOM_DOMAIN_TARGET.replace(/\.$/, ''),
          addresses: values.CUSTOM_DOMAIN_ADDRESSES?.split(',').map((item) => item.trim()) ?? [],
        }
      : undefined,
    dnsServers: values.DNS_SERVERS?.split(',').map((item) => item.trim()),
    supportWhatsApp: values.SUPPORT_WHATSAPP?.replace(/\D/g, ''),
    smtpUrl: values.SMTP_URL,
    mailTransport: values.MAIL_TRANSPORT ?? (values.SMTP_URL ? 'smtp' : 'outbox'),
    mailTransportChosen: values.MAIL_TRANSPORT !== undefined,
    secretKey: values.SECRET_KEY,
    webhooks: {
      allowHttp: yes(values.WEBHOOKS_ALLOW_HTTP) ?? values.NODE_ENV !== 'production',
      allowPrivate: yes(values.WEBHOOKS_ALLOW_PRIVATE) ?? false,
      timeoutMs: Math.round(values.WEBHOOKS_TIMEOUT_SECONDS * 1000),
    },
    captcha:
      values.CAPTCHA_VERIFY_URL && values.CAPTCHA_SECRET
        ? { verifyUrl: values.CAPTCHA_VERIFY_URL, secret: values.CAPTCHA_SECRET }
        : undefined,
    mailFrom: values.MAIL_FROM,
    mailBodyRetentionDays: values.MAIL_BODY_RETENTION_DAYS,
    mercadoPago: {
      mode:
        values.MERCADO_PAGO_MODE ??
        (values.MERCADO_PAGO_API_URL || values.NODE_ENV === 'production' ? 'live' : 'simulated'),
      apiUrl: values.MERCADO_PAGO_API_URL?.replace(/\/+$/, ''),
      simulatorPort: values.MERCADO_PAGO_SIMULATOR_PORT,
    },
    billing: billingConfig(values),
    shipping: shippingConfig(values),
    postalCodes:
      (values.CEP_PROVIDER ?? (values.NODE_ENV === 'production' ? 'viacep' : 'simulated')) === 'viacep'
        ? { provider: 'viacep', apiUrl: values.VIACEP_URL.replace(/\/+$/, '') }
        : { provider: 'simulated' },
    trustProxy: proxyHops(values.TRUST_PROXY) > 0,
    proxyHops: proxyHops(values.TRUST_PROXY),
    storage: values.STORAGE_URL
      ? { kind: 's3', ...s3Config(values.STORAGE_URL, values.STORAGE_PUBLIC_URL) }
      : { kind: 'local', root: path.join(path.resolve(values.DATA_DIR ?? paths.defaultDataDir), 'files') },
    archive: archiveConfig(values),
    jobs: {
      runWorkers: values.WORKERS === 'true',
      concurrency: values.WORKER_CONCURRENCY ?? Math.max(1, Math.min(8, os.availableParallelism())),
      pollingIntervalSeconds: values.JOB_POLL_SECONDS,
      maintenanceIntervalSeconds: values.JOB_MAINTENANCE_SECONDS,
    },
    shutdownTimeoutMs: values.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    logLevel: values.LOG_LEVEL,
    metrics: { token: values.METRICS_TOKEN, port: values.METRICS_PORT },
    // The demo's login is published in the README: never in production unless the operator insists (refused there).
    seedDemo: (values.SEED_DEMO ?? (values.NODE_ENV === 'production' ? 'false' : 'true')) === 'true',
    readCacheBytes: values.READ_CACHE_MB * 1024 * 1024,
    live: {
      ...liveUpdateLimits,
      ...(values.LIVE_MAX_SUBSCRIPTIONS && { perServer: values.LIVE_MAX_SUBSCRIPTIONS }),
      ...(values.LIVE_SUBSCRIPTIONS_PER_ADDRESS && { perAddress: values.LIVE_SUBSCRIPTIONS_PER_ADDRESS }),
    },
    backup: {
      url:
        values.BACKUP_URL &&
        (values.BACKUP_URL.startsWith('s3://') ? values.BACKUP_URL : path.resolve(values.BACKUP_URL)),
      passphrase: values.BACKUP_PASSPHRASE,
    },
    graphqlIntrospection:
      (values.GRAPHQL_INTROSPECTION ?? (values.NODE_ENV === 'production' ? 'false' : 'true')) === 'true',
    apiTokenRequestsPerMinute: values.API_TOKEN_RATE_LIMIT,
    production: values.NODE_ENV === 'production',
  };
}

/**
 * The archive storage: ARCHIVE_URL (a folder, or an s3:// address), else beside the files (DATA_DIR/arquivo, or the
 * same bucket under arquivo/); on S3 written with ARCHIVE_STORAGE_CLASS (default STANDARD_IA).
 */
function archiveConfig(values: z.infer<typeof environment>): StorageConfig {
  const storageClass = values.ARCHIVE_STORAGE_CLASS ?? 'STANDARD_IA';
  const url = values.ARCHIVE_URL ?? values.STORAGE_URL;
  if (!url)
    return {
      kind: 'local',
      root: path.join(path.resolve(values.DATA_DIR ?? paths.defaultDataDir), 'arquivo'),
    };
  if (!url.startsWith('s3://')) return { kind: 'local', root: path.resolve(url) };
  const s3 = s3Config(url, undefined);
  return {
    kind: 's3',
    ...s3,
    prefix: values.ARCHIVE_URL ? s3.prefix : `${s3.prefix}arquivo/`,
    storageClass,
  };
}

/** A true/false setting that also takes 1/0; unset: undefined. */
function yes(value: 'true' | 'false' | '1' | '0' | undefined): boolean | undefined {
  return value === undefined ? undefined : value === 'true' || value === '1';
}

function proxyHops(value: string): number {
  return value === 'true' ? 1 : value === 'false' ? 0 : Number(value);
}
