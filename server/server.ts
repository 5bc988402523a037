// Starts Revela: binds the port, opens and migrates the database, creates the demo studio on an empty one, serves.
import http from 'node:http';
import { createApp } from './app.ts';
import { run } from './cli/run.ts';
import { loadConfig } from './config.ts';
import { ensureWritableDirectory } from './data-dir.ts';
import { openDatabase } from './database/database.ts';
import { createDemoStudio, demoStudio } from './demo/demo-studio.ts';
import { ensurePlans } from './demo/plans.ts';
import { createServices } from './services/services.ts';
import { sweepFileJournal } from './services/storage/file-changes.ts';
import { StartupError } from './startup-error.ts';

function listen(server: http.Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE')
        reject(new StartupError(`Port ${port} is already in use; set PORT to a free port.`));
      else if (error.code === 'EACCES')
        reject(new StartupError(`Port ${port} needs privileges; set PORT above 1024.`));
      else if (error.code === 'EADDRNOTAVAIL' || error.code === 'ENOTFOUND') {
        reject(new StartupError(`HOST ${host} is not an address of this machine.`));
      } else reject(error);
    });
    server.listen(port, host, () => resolve());
  });
}

run(async () => {
  const config = loadConfig();
  await ensureWritableDirectory(config.dataDir);

  let handler: http.RequestListener = (_request, response) => {
    response.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '2' });
    response.end('Revela is starting.');
  };
  const server = http.createServer((request, response) => handler(request, response));
  await listen(server, config.port, config.host);

  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    migrate: true,
  });
  const services = await createServices(config, { db: database.prisma });
  const db = database.prisma;
  await ensurePlans(db);
  if (config.seedDemo && (await db.studio.count()) === 0) {
    console.log('Empty database: creating the demo studio...');
    await createDemoStudio(db, services, { simulatedPayments: config.mercadoPago.mode === 'simulated' });
    console.log(
      `Demo studio "${demoStudio.name}" created. Studio admin: ${demoStudio.adminEmail} / ${demoStudio.adminPassword}`,
    );
  }
  // Files a crash left without rows (or rows deleted without their files) are cleaned now and every 10 minutes.
  const sweep = () =>
    sweepFileJournal(db, services.storage).catch((error: Error) =>
      console.error(`File sweep failed: ${error.message}`),
    );
  await sweep();
  const sweeper = setInterval(sweep, 10 * 60_000);
  sweeper.unref();
  services.watermarks.start();
  services.mail.start();
  handler = createApp({ db, config, services });

  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(
    `Revela is running at http://localhost:${port} (${database.embedded ? `embedded database in ${config.dataDir}` : 'PostgreSQL'})`,
  );

  const stop = async () => {
    server.close();
    server.closeAllConnections();
    clearInterval(sweeper);
    await services.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
});
