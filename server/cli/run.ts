// Runs a command-line entry point: expected failures print one line and exit 1, bugs keep their stack.
import { ConfigError, loadConfig } from '../config.ts';
import { ensureWritableDirectory } from '../data-dir.ts';
import { DatabaseUnavailableError, openDatabase } from '../database/database.ts';
import { DataDirectoryInUseError } from '../database/embedded-postgres.ts';
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
export async function openConfiguredDatabase() {
  const config = loadConfig();
  await ensureWritableDirectory(config.dataDir);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    migrate: true,
  });
  return { config, database };
}
