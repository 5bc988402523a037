// The one connection each server keeps to hear live changes (LISTEN revela_live): when it drops (a restart of
// PostgreSQL, a terminated backend, a network cut) it connects again with backoff and listens again, then says so,
// since whatever was committed in between was not heard.
import pg from 'pg';
import { reconnectDelayMs } from '../../domain/live-updates.ts';
import { type LiveChange, liveChannel, parseLiveChange } from './live-change.ts';

export interface LiveListenerOptions {
  databaseUrl: string;
  log: (line: string) => void;
  onChange: (change: LiveChange) => void;
  /** Listening again after a drop: changes made meanwhile were missed. */
  onResync: () => void;
  /** The wait before each reconnection (tests shorten it). */
  delayMs?: (attempt: number) => number;
}

export interface LiveListener {
  /** Resolves once listening (the first time). */
  ready: Promise<void>;
  /** Listening now; how many times it has listened again after a drop. */
  state(): { listening: boolean; reconnections: number; backendPid: number | null };
  close(): Promise<void>;
}

export function startLiveListener(options: LiveListenerOptions): LiveListener {
  const delayMs = options.delayMs ?? reconnectDelayMs;
  let client: pg.Client | null = null;
  let listening = false;
  let closed = false;
  let attempt = 0;
  let reconnections = 0;
  let everListened = false;
  let backendPid: number | null = null;
  let timer: NodeJS.Timeout | undefined;
  let markReady!: () => void;
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });

  const retry = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, delayMs(attempt++));
    timer.unref();
  };

  const dropped = (current: pg.Client, reason: string) => {
    if (client !== current) return;
    client = null;
    backendPid = null;
    if (listening && !closed)
      options.log(`Live updates: lost the database connection (${reason}); reconnecting.`);
    listening = false;
    current.end().catch(() => {});
    retry();
  };

  async function connect(): Promise<void> {
    const current = new pg.Client({
      connectionString: options.databaseUrl,
      application_name: 'revela-live',
      keepAlive: true,
      connectionTimeoutMillis: 10_000,
    });
    client = current;
    current.on('error', (error) => dropped(current, error.message));
    current.on('end', () => dropped(current, 'closed'));
    current.on('notification', (message) => {
      if (message.channel !== liveChannel || !message.payload) return;
      const change = parseLiveChange(message.payload);
      if (change) options.onChange(change);
    });
    try {
      await current.connect();
      await current.query(`LISTEN ${liveChannel}`);
      const { rows } = await current.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      if (client !== current || closed) return void current.end().catch(() => {});
      backendPid = rows[0]!.pid;
      listening = true;
      attempt = 0;
      if (everListened) {
        reconnections++;
        options.log('Live updates: listening again.');
        options.onResync();
      }
      everListened = true;
      markReady();
    } catch (error) {
      dropped(current, (error as Error).message);
    }
  }

  void connect();
  return {
    ready,
    state: () => ({ listening, reconnections, backendPid }),
    async close() {
      closed = true;
      clearTimeout(timer);
      const current = client;
      client = null;
      listening = false;
      await current?.end().catch(() => {});
    },
  };
}
