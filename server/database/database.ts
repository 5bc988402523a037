// The database: a real PostgreSQL server (DATABASE_URL) or the embedded one under DATA_DIR, always through Prisma + pg.
import path from 'node:path';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../generated/prisma/client.ts';
import { type EmbeddedPostgres, startEmbeddedPostgres } from './embedded-postgres.ts';
import { applyMigrations } from './migrations.ts';

export type Db = PrismaClient;

export interface Database {
  prisma: Db;
  url: string;
  embedded: boolean;
  close(): Promise<void>;
}

export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
}

export function createPrismaClient(url: string, options: { embedded: boolean }): Db {
  return new PrismaClient({
    // PGlite is one database session behind its socket: two client connections would share (and overwrite) its
    // unnamed prepared statement and portal. One connection, with work queued for it, is what it can serve.
    adapter: new PrismaPg({
      connectionString: url,
      max: options.embedded ? 1 : 10,
      connectionTimeoutMillis: 30_000,
    }),
    // Queued work waits for that connection, so a transaction may wait longer than Prisma's 2 s default to start.
    transactionOptions: options.embedded
      ? { maxWait: 30_000, timeout: 30_000 }
      : { maxWait: 10_000, timeout: 15_000 },
  });
}

function describeTarget(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`;
}

/** Answers when the database does (the readiness probe); throws when it cannot be reached. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.$queryRaw`SELECT 1`;
}

/** Fails with one readable line when the server cannot be reached or the database does not exist. */
async function ensureReachable(prisma: Db, url: string): Promise<void> {
  try {
    await pingDatabase(prisma);
  } catch (error) {
    const cause = (error as { meta?: { driverAdapterError?: { cause?: { kind?: string } } } }).meta
      ?.driverAdapterError?.cause;
    const reason =
      cause?.kind === 'DatabaseDoesNotExist'
        ? 'the database does not exist'
        : cause?.kind === 'DatabaseNotReachable'
          ? 'the server cannot be reached'
          : cause?.kind === 'AuthenticationFailed'
            ? 'authentication failed'
            : ((error as Error).message.split('\n').filter(Boolean).pop() ?? 'unknown error');
    throw new DatabaseUnavailableError(`Cannot use the database at ${describeTarget(url)}: ${reason}.`);
  }
}

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  /** Where the embedded database keeps its files when no databaseUrl is given; omitted: in memory. */
  dataDir?: string;
  /** Start the embedded database from this dump (tests). */
  loadDataDir?: Blob;
  migrate?: boolean;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  let embedded: EmbeddedPostgres | undefined;
  if (!options.databaseUrl) {
    embedded = await startEmbeddedPostgres({
      dataDir: options.dataDir && path.join(options.dataDir, 'pglite'),
      loadDataDir: options.loadDataDir,
    });
  }
  const url = options.databaseUrl ?? embedded!.url;
  const prisma = createPrismaClient(url, { embedded: Boolean(embedded) });
  const close = async () => {
    await prisma.$disconnect();
    await embedded?.stop();
  };
  try {
    await ensureReachable(prisma, url);
    if (options.migrate) await applyMigrations(url);
  } catch (error) {
    await close();
    throw error;
  }
  return { prisma, url, embedded: Boolean(embedded), close };
}
