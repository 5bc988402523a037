// `npm run seed`: creates the demo studio again (removing the previous one and its files).
import { loadConfig } from '../config.ts';
import { ensureWritableDirectory } from '../data-dir.ts';
import { openDatabase } from '../database/database.ts';
import { createServices } from '../services/create-services.ts';
import { createDemoStudio, demoStudio } from '../services/demo/demo-studio.ts';
import { run } from './run.ts';

run(async () => {
  const config = loadConfig();
  await ensureWritableDirectory(config.dataDir);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    migrate: true,
  });
  const services = await createServices(config, {
    db: database.prisma,
    databaseUrl: database.url,
    log: () => {},
  });
  try {
    await createDemoStudio(database.prisma, services, {
      simulatedPayments: config.mercadoPago.mode === 'simulated',
    });
    console.log(
      `Demo studio "${demoStudio.name}" created. Studio admin: ${demoStudio.adminEmail} / ${demoStudio.adminPassword}`,
    );
  } finally {
    await services.close();
    await database.close();
  }
});
