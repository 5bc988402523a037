// Runs a command-line entry point: expected failures print one line and exit 1, bugs keep their stack.
import { ConfigError, loadConfig } from '../config.ts';
import { ensureWritableDirectory } from '../data-dir.ts';
import {
  createPrismaClient,
  type Database,
  DatabaseUnavailableError,
  openDatabase,
} from '../database/database.ts';
import { DataDirectoryInUseError, runningEmbeddedDatabase } from '../database/embedded-postgres.ts';
import { StartupError } from '../startup-error.ts';

const expected = [ConfigError, DatabaseUnavailableError, DataDirectoryInUseError, StartupError];

export function run(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    if (expected.some((type) => error instanceof type)) {
      console.error(`revela: ${(error as Error).message}`);
    } else {
      console.error(error);
    }
    process.exit(1);
  });
}

/** The configuration from the environment and its database, migrated: what a command works on. */
export async function openConfiguredDatabase(options: { whileServed?: 'use' | 'refuse' } = {}) {
  const config = loadConfig();
  await ensureWritableDirectory(config.dataDir);
  if (options.whileServed === 'use') {
    const running = await openRunningEmbeddedDatabase(config);
    if (running) return { config, database: running };
  }
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    migrate: true,
  });
  return { config, database };
}

/**
 * The embedded database a running Revela server serves from this DATA_DIR, reached through that server's private
 * socket (PGlite is one process's: a second process may not open its files), or null when none runs or a
 * PostgreSQL server is configured. The running server has applied the migrations already.
 */
export async function openRunningEmbeddedDatabase(config: {
  databaseUrl?: string | undefined;
  dataDir: string;
}): Promise<Database | null> {
  if (config.databaseUrl) return null;
  const running = await runningEmbeddedDatabase(config.dataDir);
  if (!running) return null;
  const prisma = createPrismaClient(running.url, { embedded: true });
  return { prisma, url: running.url, embedded: true, close: () => prisma.$disconnect() };
}
