import { createServices } from '../services/create-services.ts';
import { createDemoStudio, demoStudio } from '../services/demo/demo-studio.ts';
import { openConfiguredDatabase, run } from './run.ts';

run(async () => {
  const { config, database } = await openConfiguredDatabase();
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
