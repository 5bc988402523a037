// Structured logs: one JSON line per event (pino), readable colour lines in development.
import pino from 'pino';
import pretty from 'pino-pretty';
import type { AppConfig } from '../config.ts';

export type Logger = pino.Logger;

export function createLogger(
  config: Pick<AppConfig, 'logLevel' | 'production'>,
  destination?: pino.DestinationStream,
): Logger {
  const options: pino.LoggerOptions = {
    level: config.logLevel,
    base: { pid: process.pid },
    // Tokens and passwords never reach a log line, whatever logs a request.
    redact: {
      paths: ['headers.authorization', 'headers.cookie', '*.password', '*.senha'],
      censor: '[oculto]',
    },
  };
  if (destination) return pino(options, destination);
  if (config.production) return pino(options);
  return pino(
    options,
    pretty({ colorize: process.stdout.isTTY, sync: true, singleLine: true, ignore: 'pid,hostname' }),
  );
}

/** A logger that writes nothing (tests, benchmarks). */
export function silentLogger(): Logger {
  return pino({ level: 'silent' });
}
