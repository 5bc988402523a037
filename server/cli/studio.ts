import { StudioSetupError } from '../domain/studio-setup.ts';
import { StartupError } from '../startup-error.ts';
import { openConfiguredDatabase, run } from './run.ts';
import { runStudioCommand } from './studio-command.ts';

run(async () => {
  // While a server holds the embedded database, the command works through that server's socket.
  const { config, database } = await openConfiguredDatabase({ whileServed: 'use' });
  try {
    console.log(
      await runStudioCommand(database.prisma, process.argv.slice(2), {
        platformDomain: config.platformDomain,
      }),
    );
  } catch (error) {
    if (error instanceof StudioSetupError) throw new StartupError(error.message);
    throw error;
  } finally {
    await database.close();
  }
});
