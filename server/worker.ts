// `npm run worker`: background jobs only (photo renders, e-mail, sweeps), on a machine of its own or beside the
// servers. Several run at once against one PostgreSQL; WORKER_CONCURRENCY renders at a time each.
import { run } from './cli/run.ts';
import { loadConfig } from './config.ts';
import { ensureWritableDirectory } from './data-dir.ts';
import { openDatabase } from './database/database.ts';
import { startWorkers } from './jobs/handlers.ts';
import { createLogger } from './observability/logger.ts';
import { serveMetrics } from './observability/metrics.ts';
import { stopServer } from './process/http-server.ts';
import { assertProductionReady, deploymentSummary } from './process/production-readiness.ts';
import { onShutdown } from './process/shutdown.ts';
import { createServices } from './services/create-services.ts';
import { sweepScrapsAtStart } from './services/storage/scraps.ts';
import { StartupError } from './startup-error.ts';

run(async () => {
  const config = loadConfig();
  assertProductionReady(config, 'worker');
  if (!config.databaseUrl) {
    throw new StartupError(
      'npm run worker needs DATABASE_URL: the embedded database lives inside `npm start`, which runs the workers itself.',
    );
  }
  const logger = createLogger(config);
  await ensureWritableDirectory(config.dataDir);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, migrate: true });
  const log = (line: string) => logger.info(line);
  const services = await createServices(config, { db: database.prisma, databaseUrl: database.url, log });
  sweepScrapsAtStart(services.storage, log);
  await startWorkers({
    context: { config, db: database.prisma, services, log },
    concurrency: config.jobs.concurrency,
  });
  const metricsServer = config.metrics.port
    ? await serveMetrics(services.metrics, config.metrics.port, config.host)
    : null;
  logger.info('Revela worker is running');
  for (const line of deploymentSummary(config, 'worker')) logger.info(line);

  onShutdown(logger, async () => {
    await services.close(config.shutdownTimeoutMs);
    if (metricsServer) await stopServer(metricsServer, 1000);
    await database.close();
  });
});
