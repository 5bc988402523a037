// Runs a command-line entry point: expected failures print one line and exit 1, bugs keep their stack.
import { ConfigError } from '../config.ts';
import { DatabaseUnavailableError } from '../database/database.ts';
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
