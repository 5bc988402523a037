// `npm run studio -- ...`: create studios and manage their plans (see studio-command.ts for the commands).
import { loadConfig } from '../config.ts';
import { ensureWritableDirectory } from '../data-dir.ts';
import { openDatabase } from '../database/database.ts';
import { StudioSetupError } from '../domain/studio-setup.ts';
import { StartupError } from '../startup-error.ts';
import { run } from './run.ts';
import { runStudioCommand } from './studio-command.ts';

run(async () => {
  const config = loadConfig();
  await ensureWritableDirectory(config.dataDir);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    migrate: true,
  });
  try {
    console.log(await runStudioCommand(database.prisma, process.argv.slice(2)));
  } catch (error) {
    if (error instanceof StudioSetupError) throw new StartupError(error.message);
    throw error;
  } finally {
    await database.close();
  }
});
