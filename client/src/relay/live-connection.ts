// One subscription kept open over server-sent events: graphql-sse ("distinct connections") posts the persisted
// operation to /graphql and reads its results; when the connection drops or the server ends it (a restart), it opens
// again with backoff. A refusal (session, role, not found) ends it; a full server or too many tabs is tried again.
import { createClient } from 'graphql-sse';
import { reconnectDelayMs } from '../../../server/domain/live-updates.ts';

/** 'reconnected': open again after a drop, so changes made meanwhile were missed (read the state once more). */
export type LiveConnection = 'connected' | 'reconnected' | 'lost';

export interface LiveSubscriptionOptions {
  body: { documentId: string; variables: Record<string, unknown> };
  token(): string | null;
  /** Renews the credentials after UNAUTHENTICATED (true when renewed); null when they cannot be. */
  renew: (() => Promise<boolean>) | null;
  onResult(result: unknown): void;
  onRefused(message: string): void;
  onConnection(state: LiveConnection): void;
}

interface Refusal {
  message: string;
  extensions?: { code?: string };
}

/** Refusals that pass: the server (or this client's share of it) is full, or cannot listen just now. */
const passing = new Set(['TOO_MANY_SUBSCRIPTIONS', 'LIVE_UNAVAILABLE']);

/** Opens the subscription; the function returned closes it for good. */
export function liveSubscription(options: LiveSubscriptionOptions): () => void {
  const client = createClient({
    url: '/graphql',
    retryAttempts: 0,
    headers: (): Record<string, string> => {
      const token = options.token();
      return token ? { Authorization: `Bearer ${token}` } : {};
    },
  });
  let stopped = false;
  let attempt = 0;
  let everConnected = false;
  let renewed = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let dispose = () => {};

  const again = () => {
    if (stopped) return;
    options.onConnection('lost');
    timer = setTimeout(open, reconnectDelayMs(attempt++));
  };

  function open() {
    let refusal: Refusal | null = null;
    dispose = client.subscribe(
      // A persisted operation: its id instead of its text (the server holds the texts).
      options.body as unknown as { query: string },
      {
        next(result) {
          const first = result.errors?.[0] as Refusal | undefined;
          if (!result.data && first) {
            refusal = first;
            return;
          }
          attempt = 0;
          renewed = false;
          options.onResult(result);
        },
        error: again,
        complete() {
          if (stopped) return;
          const code = refusal?.extensions?.code;
          if (!refusal || passing.has(code ?? '')) return again();
          if (code === 'UNAUTHENTICATED' && options.renew && !renewed) {
            renewed = true;
            void options.renew().then((ok) => (ok ? open() : options.onRefused(refusal!.message)));
            return;
          }
          options.onRefused(refusal.message);
        },
      },
      {
        connected() {
          options.onConnection(everConnected ? 'reconnected' : 'connected');
          everConnected = true;
        },
      },
    );
  }

  open();
  return () => {
    stopped = true;
    clearTimeout(timer);
    dispose();
    client.dispose();
  };
}
