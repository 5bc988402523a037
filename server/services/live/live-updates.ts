// This server's live updates: the subscriptions open here, each a stream of the changes of one studio that it
// accepts, fed by the one listening connection (live-listener.ts), which starts with the first subscription.
// Streams are bounded per client, per address and per server (domain/live-updates.ts); a stream that falls behind
// is told to read everything again instead of holding an ever longer queue.
import {
  type LiveCounts,
  type LiveSubscriber,
  type LiveUpdateLimits,
  liveLimitRefusal,
} from '../../domain/live-updates.ts';
import type { LiveChange } from './live-change.ts';
import { type LiveListener, startLiveListener } from './live-listener.ts';

/** What a stream yields: a change, or 'resync' when changes may have been missed (read the current state again). */
export type LiveSignal = LiveChange | { kind: 'resync' };

/** Changes waiting for a slow subscriber before they are folded into one 'resync'. */
const maxQueued = 100;
/** How long the first subscription waits for the listening connection. */
const listenTimeoutMs = 5000;

export class LiveUnavailableError extends Error {
  override name = 'LiveUnavailableError';
  constructor() {
    super('As atualizações ao vivo estão indisponíveis neste momento. Tentaremos de novo em instantes.');
  }
}

export interface LiveStreamRequest {
  subscriber: LiveSubscriber;
  studioId: string;
  /** Which of the studio's changes this stream wants. */
  accept: (change: LiveChange) => boolean;
}

export interface LiveUpdates {
  /**
   * Opens a stream (listening first if this server does not yet); throws LiveUpdateLimitError past a bound and
   * LiveUnavailableError when the database cannot be listened to. Ends when its iterator is returned.
   */
  open(request: LiveStreamRequest): Promise<AsyncIterableIterator<LiveSignal>>;
  /** Open streams, and the listening connection's state. */
  stats(): { open: number; listening: boolean; reconnections: number; backendPid: number | null };
  /** Ends every open stream and refuses new ones (SIGTERM): their clients reconnect to another server. */
  endAll(): void;
  close(): Promise<void>;
}

interface Stream {
  request: LiveStreamRequest;
  push(signal: LiveSignal): void;
  end(): void;
}

export interface LiveUpdatesOptions {
  databaseUrl: string;
  log: (line: string) => void;
  limits: LiveUpdateLimits;
  /** The listener's wait before each reconnection (tests shorten it). */
  reconnectDelayMs?: (attempt: number) => number;
}

export function createLiveUpdates(options: LiveUpdatesOptions): LiveUpdates {
  const byStudio = new Map<string, Set<Stream>>();
  const byClient = new Map<string, number>();
  const byAddress = new Map<string, number>();
  let open = 0;
  let ending = false;
  let listener: LiveListener | null = null;

  const dispatch = (change: LiveChange) => {
    for (const stream of byStudio.get(change.studioId) ?? []) {
      if (stream.request.accept(change)) stream.push(change);
    }
  };
  const resync = () => {
    for (const streams of byStudio.values()) for (const stream of streams) stream.push({ kind: 'resync' });
  };
  const count = (map: Map<string, number>, key: string, delta: number) => {
    const next = (map.get(key) ?? 0) + delta;
    if (next) map.set(key, next);
    else map.delete(key);
  };

  async function listening(): Promise<void> {
    listener ??= startLiveListener({
      databaseUrl: options.databaseUrl,
      log: options.log,
      onChange: dispatch,
      onResync: resync,
      delayMs: options.reconnectDelayMs,
    });
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), listenTimeoutMs);
    });
    const outcome = await Promise.race([listener.ready, timeout]);
    clearTimeout(timer);
    if (outcome === 'timeout') throw new LiveUnavailableError();
  }

  function createStream(request: LiveStreamRequest): AsyncIterableIterator<LiveSignal> {
    const { subscriber, studioId } = request;
    const queue: LiveSignal[] = [];
    const queued = new Set<string>();
    let wake: (() => void) | null = null;
    let done = false;
    const stream: Stream = {
      request,
      push(signal) {
        if (done) return;
        const key = signal.kind === 'resync' ? 'resync' : `${signal.kind}:${signal.id}`;
        if (queued.has(key) || queued.has('resync')) return;
        if (queue.length >= maxQueued) {
          queue.length = 0;
          queued.clear();
          return stream.push({ kind: 'resync' });
        }
        queue.push(signal);
        queued.add(key);
        wake?.();
      },
      end() {
        if (done) return;
        done = true;
        const streams = byStudio.get(studioId);
        streams?.delete(stream);
        if (!streams?.size) byStudio.delete(studioId);
        open--;
        count(byClient, subscriber.client, -1);
        count(byAddress, subscriber.address, -1);
        wake?.();
      },
    };
    const streams = byStudio.get(studioId) ?? new Set();
    streams.add(stream);
    byStudio.set(studioId, streams);
    open++;
    count(byClient, subscriber.client, 1);
    count(byAddress, subscriber.address, 1);
    return {
      async next() {
        while (!done && !queue.length) {
          await new Promise<void>((resolve) => {
            wake = resolve;
          });
          wake = null;
        }
        if (done) return { value: undefined, done: true };
        const signal = queue.shift()!;
        queued.delete(signal.kind === 'resync' ? 'resync' : `${signal.kind}:${signal.id}`);
        return { value: signal, done: false };
      },
      async return() {
        stream.end();
        return { value: undefined, done: true };
      },
      [Symbol.asyncIterator]() {
        return this;
      },
    };
  }

  const refusal = (subscriber: LiveSubscriber) => {
    const counts: LiveCounts = {
      client: byClient.get(subscriber.client) ?? 0,
      address: subscriber.address === 'unknown' ? 0 : (byAddress.get(subscriber.address) ?? 0),
      server: open,
    };
    return liveLimitRefusal(counts, options.limits);
  };

  return {
    async open(request) {
      if (ending) throw new LiveUnavailableError();
      const refused = refusal(request.subscriber);
      if (refused) throw refused;
      await listening();
      // Counted again: others may have opened while this one waited for the listener.
      const late = refusal(request.subscriber);
      if (late) throw late;
      if (ending) throw new LiveUnavailableError();
      return createStream(request);
    },
    stats() {
      const state = listener?.state() ?? { listening: false, reconnections: 0, backendPid: null };
      return { open, ...state };
    },
    endAll() {
      ending = true;
      for (const streams of [...byStudio.values()]) for (const stream of [...streams]) stream.end();
    },
    async close() {
      this.endAll();
      await listener?.close();
      listener = null;
    },
  };
}
