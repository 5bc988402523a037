// The whole application in-process for tests: a fresh database, a temporary data folder, and small clients
// for GraphQL and the REST shims that go through app.fetch exactly as HTTP requests would.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ExecutionResult } from 'graphql';
import { inject } from 'vitest';
import { type App, createApp } from '../app.ts';
import { type AppConfig, loadConfig } from '../config.ts';
import type { Database, Db } from '../database/database.ts';
import { startWorkers } from '../jobs/handlers.ts';
import { createServices } from '../services/create-services.ts';
import type { Services } from '../services/services.ts';
import { ensurePlans } from '../services/studios/plans.ts';
import { createTestDatabase } from './database.ts';
import { testBucket, testCredentials } from './s3-server.ts';

export interface RequestOptions {
  /** Host the request is addressed to: picks the studio (default: localhost, the default studio). */
  host?: string;
  headers?: Record<string, string>;
}

export interface RestResult {
  status: number;
  headers: Headers;
  body: any;
}

export interface TestApp {
  app: App;
  /** Lines the services logged (mail written to the outbox folder, captcha off...). */
  logs: string[];
  db: Db;
  /** The database's address (for code that opens its own connections, such as backups). */
  databaseUrl: string;
  services: Services;
  config: AppConfig;
  fetch(pathname: string, init?: RequestInit & RequestOptions): Promise<Response>;
  graphql<TResult = any, TVariables = Record<string, unknown>>(
    document: string | { toString(): string; __apiType?: (variables: TVariables) => TResult },
    variables?: TVariables,
    options?: RequestOptions,
  ): Promise<ExecutionResult<TResult>>;
  /** A REST call: `body` goes as JSON, `bytes` as a raw binary body. */
  rest(
    method: string,
    pathname: string,
    options?: RequestOptions & { body?: unknown; bytes?: Uint8Array },
  ): Promise<RestResult>;
  /** Waits until no background job is due or running (renders, e-mails, sweeps). */
  settle(): Promise<void>;
  /** Brings every job waiting for a retry or a later start forward to now (minutes apart in production). */
  retryJobsNow(): Promise<void>;
  /** Starts the background workers (for an app created with `workers: false`). */
  startWorkers(): Promise<void>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Run the background workers in the test process (default true). */
  workers?: boolean;
  /** Serve this database (a restored one) instead of a fresh one; it is closed with the app. */
  database?: Database;
  /** Use this data folder instead of a new temporary one; it is removed with the app. */
  dataDir?: string;
}

/** In an S3 run (TEST_STORAGE=s3), each app keeps its files under a prefix of its own in the test bucket. */
export function testStorage(): Record<string, string> {
  const endpoint = inject('s3Endpoint');
  if (!endpoint) return {};
  const prefix = `app-${randomBytes(6).toString('hex')}`;
  return {
    STORAGE_URL: `s3://${testCredentials.accessKeyId}:${testCredentials.secretAccessKey}@${testBucket}/${prefix}?endpoint=${encodeURIComponent(endpoint)}&region=us-east-1&forcePathStyle=true`,
  };
}

export async function createTestApp(
  environment: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'revela-test-')));
  const config = loadConfig({
    DATA_DIR: dataDir,
    DEFAULT_STUDIO: 'demo',
    // Production's interval: a job queued in the process wakes its workers at once and settle() wakes them all, so
    // polling only finds work queued elsewhere. Every idle worker polling twice a second kept the embedded database
    // (one connection for everything) busy and doubled the cost of a file's set-up.
    JOB_POLL_SECONDS: '2',
    ...testStorage(),
    ...environment,
  });
  const database = options.database ?? (await createTestDatabase());
  await ensurePlans(database.prisma);
  const logs: string[] = [];
  const log = (line: string) => {
    logs.push(line);
  };
  const services = await createServices(config, {
    db: database.prisma,
    databaseUrl: database.url,
    log,
    // Production's 60 s: no queue's jobs expire within a test (the shortest expiry is 2 minutes), and pg-boss's
    // maintenance of every queue each second was the other half of an idle app's load on its database.
    jobQueue: { maintenanceIntervalSeconds: 60 },
  });
  const workers = () =>
    startWorkers({ context: { config, db: database.prisma, services, log }, concurrency: 2 });
  if (options.workers ?? true) await workers();
  const errors: unknown[] = [];
  const app = createApp(
    { db: database.prisma, config, services },
    { logError: (error) => errors.push(error) },
  );

  // Like a browser: a redirect to object storage (a presigned or CDN address) is followed there.
  const fetch: TestApp['fetch'] = async (pathname, init = {}) => {
    const { host = 'localhost', headers = {}, ...rest } = init;
    const response = await app.fetch(new Request(`http://${host}${pathname}`, { ...rest, headers }));
    const location = response.headers.get('location');
    if (rest.redirect === 'manual' || !location || !/^https?:\/\//.test(location)) return response;
    if (![301, 302, 303, 307, 308].includes(response.status)) return response;
    // Conditional and range headers go along, as a browser's cache would send them; credentials do not.
    const carried = Object.fromEntries(
      Object.entries(headers).filter(([name]) => /^(if-none-match|if-modified-since|range)$/i.test(name)),
    );
    return globalThis.fetch(location, { method: rest.method === 'HEAD' ? 'HEAD' : 'GET', headers: carried });
  };

  return {
    app,
    logs,
    db: database.prisma,
    databaseUrl: database.url,
    services,
    config,
    fetch,
    async graphql(document, variables, options = {}) {
      const response = await fetch('/graphql', {
        method: 'POST',
        host: options.host,
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...options.headers },
        body: JSON.stringify({ query: document.toString(), variables }),
      });
      return response.json();
    },
    async rest(method, pathname, options = {}) {
      const hasBody = options.body !== undefined;
      const response = await fetch(pathname, {
        method,
        host: options.host,
        headers: {
          ...(hasBody && { 'Content-Type': 'application/json' }),
          ...(options.bytes && { 'Content-Type': 'application/octet-stream' }),
          ...options.headers,
        },
        body: options.bytes ? Buffer.from(options.bytes) : hasBody ? JSON.stringify(options.body) : undefined,
      });
      const text = await response.text();
      const isJson = response.headers.get('content-type')?.includes('application/json');
      return {
        status: response.status,
        headers: response.headers,
        body: isJson && text ? JSON.parse(text) : text,
      };
    },
    settle: () => services.jobs.settle(),
    startWorkers: workers,
    async retryJobsNow() {
      await database.prisma.$executeRaw`
        UPDATE pgboss.job SET start_after = now() WHERE state IN ('created', 'retry') AND start_after > now()`;
    },
    async close() {
      await services.close(1000);
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
      if (errors.length) throw new AggregateError(errors, 'The app logged unexpected errors during the test');
    },
  };
}
