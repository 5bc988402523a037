import { StudioSetupError } from '../domain/studio-setup.ts';
import { loadSecrets } from '../services/secrets/secrets.ts';
import { StartupError } from '../startup-error.ts';
import { runOperatorCommand } from './operator-command.ts';
import { openConfiguredDatabase, run } from './run.ts';

run(async () => {
  const { config, database } = await openConfiguredDatabase({ whileServed: 'use' });
  try {
    const secrets = await loadSecrets(config);
    console.log(await runOperatorCommand(database.prisma, secrets, process.argv.slice(2)));
  } catch (error) {
    if (error instanceof StudioSetupError) throw new StartupError(error.message);
    throw error;
  } finally {
    await database.close();
  }
});
