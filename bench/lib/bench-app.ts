// The real application for a benchmark: a fresh migrated database (embedded PGlite, or a throwaway database on
// the PostgreSQL server), the services, and createApp served by node:http on a loopback port.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createApp } from '../../server/app.ts';
import { type AppConfig, loadConfig } from '../../server/config.ts';
import { type Db, openDatabase } from '../../server/database/database.ts';
import { startWorkers } from '../../server/jobs/handlers.ts';
import { createServices } from '../../server/services/create-services.ts';
import type { Services } from '../../server/services/services.ts';
import { ensurePlans } from '../../server/services/studios/plans.ts';

export type DatabaseKind = 'pglite' | 'postgres';

/** The PostgreSQL server benchmarks create their databases on (never written to itself). */
export const postgresServerUrl =
  process.env.BENCH_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

/** The studio served on plain 127.0.0.1 (DEFAULT_STUDIO), so clients need no Host header tricks. */
export const benchStudioSlug = 'bench';

export interface BenchApp {
  db: Db;
  services: Services;
  config: AppConfig;
  database: DatabaseKind;
  databaseUrl: string;
  /** The data folder (files live in DATA_DIR/files with local storage). */
  dataDir: string;
  url: string;
  server: http.Server;
  close(): Promise<void>;
}

export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `revela_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresServerUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(postgresServerUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: postgresServerUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export async function startBenchApp(
  database: DatabaseKind,
  onRequest?: (request: http.IncomingMessage, response: http.ServerResponse) => void,
): Promise<BenchApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'revela-bench-'));
  // BENCH_JOIN_DATABASE_URL: a second server on the first one's database (made, and dropped, by the first);
  // BENCH_DATABASE_URL: a database the benchmark built itself (bench:marathon's fixture), used and left in place.
  const existing =
    database === 'postgres'
      ? (process.env.BENCH_JOIN_DATABASE_URL ?? process.env.BENCH_DATABASE_URL)
      : undefined;
  const postgres = database === 'postgres' && !existing ? await createPostgresDatabase() : null;
  const opened = await openDatabase({
    databaseUrl: existing ?? postgres?.url,
    dataDir: database === 'postgres' ? undefined : dataDir,
    migrate: true,
  });
  // BENCH_STORAGE_URL puts the files in object storage; BENCH_WORKERS=in-process runs the job workers here.
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    ...(process.env.BENCH_STORAGE_URL && { STORAGE_URL: process.env.BENCH_STORAGE_URL }),
    ...(process.env.READ_CACHE_MB && { READ_CACHE_MB: process.env.READ_CACHE_MB }),
    ...(process.env.TRUST_PROXY && { TRUST_PROXY: process.env.TRUST_PROXY }),
    ...(process.env.LIVE_MAX_SUBSCRIPTIONS && { LIVE_MAX_SUBSCRIPTIONS: process.env.LIVE_MAX_SUBSCRIPTIONS }),
    ...(process.env.LIVE_SUBSCRIPTIONS_PER_ADDRESS && {
      LIVE_SUBSCRIPTIONS_PER_ADDRESS: process.env.LIVE_SUBSCRIPTIONS_PER_ADDRESS,
    }),
    DEFAULT_STUDIO: benchStudioSlug,
    SECRET_KEY: 'benchmark-secret-key-of-at-least-32-characters',
    MERCADO_PAGO_MODE: 'simulated',
    SHIPPING_PROVIDER: 'simulated',
    CEP_PROVIDER: 'simulated',
    SEED_DEMO: 'false',
  });
  await ensurePlans(opened.prisma);
  const services = await createServices(config, {
    db: opened.prisma,
    databaseUrl: opened.url,
    log: () => {},
  });
  if (process.env.BENCH_WORKERS === 'in-process') {
    await startWorkers({
      context: { config, db: opened.prisma, services, log: () => {} },
      concurrency: config.jobs.concurrency,
    });
  }
  const app = createApp(
    { db: opened.prisma, config, services },
    { logError: (error) => console.error('[server]', error) },
  );
  const server = http.createServer((request, response) => {
    onRequest?.(request, response);
    app(request, response);
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    db: opened.prisma,
    services,
    config,
    database,
    databaseUrl: opened.url,
    dataDir,
    url: `http://127.0.0.1:${port}`,
    server,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await services.close();
      await opened.close();
      await postgres?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
