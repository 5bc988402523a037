// SIGTERM and SIGINT run the shutdown once; a second signal exits at once.
import type { Logger } from '../observability/logger.ts';

export function onShutdown(logger: Logger, shutdown: () => Promise<void>): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn(`${signal} again: exiting now`);
      process.exit(1);
    }
    stopping = true;
    logger.info(`${signal}: finishing requests and jobs in flight, then stopping`);
    shutdown().then(
      () => {
        logger.info('Stopped');
        process.exit(0);
      },
      (error: Error) => {
        logger.error({ err: error }, 'Shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
