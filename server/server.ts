// Starts Revela: binds the port, opens and migrates the database, creates the demo studio on an empty one, serves,
// and runs the background workers unless WORKERS=false. SIGTERM drains requests and jobs, then exits.

import http from 'node:http';
import { createApp } from './app.ts';
import { run } from './cli/run.ts';
import { loadConfig } from './config.ts';
import { ensureWritableDirectory } from './data-dir.ts';
import { openDatabase } from './database/database.ts';
import { startWorkers } from './jobs/handlers.ts';
import { createLogger } from './observability/logger.ts';
import { serveMetrics } from './observability/metrics.ts';
import { listen, stopServer } from './process/http-server.ts';
import { assertProductionReady, deploymentSummary } from './process/production-readiness.ts';
import { onShutdown } from './process/shutdown.ts';
import { createServices } from './services/create-services.ts';
import { createDemoStudio, demoStudio } from './services/demo/demo-studio.ts';
import { sweepScrapsAtStart } from './services/storage/scraps.ts';
import { ensurePlans } from './services/studios/plans.ts';
import { hasStudios } from './services/studios/studio-queries.ts';

run(async () => {
  const config = loadConfig();
  assertProductionReady(config, 'server');
  const logger = createLogger(config);
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
  const db = database.prisma;
  const log = (line: string) => logger.info(line);
  const services = await createServices(config, {
    db,
    databaseUrl: database.url,
    log,
    // The embedded database lives and dies with this process: the jobs it holds at start are a crash's leftovers.
    jobQueue: { onlyProcess: database.embedded },
  });
  sweepScrapsAtStart(services.storage, log);
  await ensurePlans(db);
  if (config.seedDemo && !(await hasStudios(db))) {
    logger.info('Empty database: creating the demo studio...');
    await createDemoStudio(db, services, { simulatedPayments: config.mercadoPago.mode === 'simulated' });
    logger.info(
      `Demo studio "${demoStudio.name}" created. Studio admin: ${demoStudio.adminEmail} / ${demoStudio.adminPassword}`,
    );
  }
  if (config.jobs.runWorkers) {
    await startWorkers({ context: { config, db, services, log }, concurrency: config.jobs.concurrency });
  }
  const app = createApp({ db, config, services }, { logger });
  handler = app;
  const metricsServer = config.metrics.port
    ? await serveMetrics(services.metrics, config.metrics.port, config.host)
    : null;

  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  logger.info(`Revela is running at http://localhost:${port}`);
  for (const line of deploymentSummary(config, 'server')) logger.info(line);

  onShutdown(logger, async () => {
    app.stopAccepting();
    await stopServer(server, config.shutdownTimeoutMs);
    await services.close(config.shutdownTimeoutMs);
    if (metricsServer) await stopServer(metricsServer, 1000);
    await database.close();
  });
});
