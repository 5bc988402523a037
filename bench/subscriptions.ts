// bench:subscriptions: how many live updates (GraphQL subscriptions over server-sent events) one server process
// holds and what they cost it in memory, and how long a change takes to reach every subscriber. The server runs in a
// child process (its memory measured alone, after a full collection); the subscribers are raw SSE requests from this
// process, each an admin's `orderChanged` on the studio's dashboard. A change is one pg_notify, as a committed
// transaction makes it: latency runs from the notify to each subscriber's event (its server read the order again
// for each one). `--subscriptions=N` (2,000) sets the most held; `--db=pglite|postgres|both` the database.
import pg from 'pg';
import { liveChannel } from '../server/services/live/live-change.ts';
import { databases, numberOption } from './lib/args.ts';
import type { DatabaseKind } from './lib/bench-app.ts';
import { percentile, printTable, type Row, round, writeResults } from './lib/results.ts';
import { type ServerHandle, startServer } from './lib/server-process.ts';
import type { SubscriptionsSetup } from './subscriptions-server.ts';

const document = 'subscription { orderChanged { order { orderId paymentStatus } } }';

interface Subscriber {
  /** Times (performance.now) of the events received. */
  events: number[];
  close(): void;
}

/** One subscription over SSE: a POST to /graphql answered as an event stream, read until closed. */
async function openSubscriber(url: string, token: string): Promise<Subscriber> {
  const controller = new AbortController();
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      Accept: 'text/event-stream',
    },
    body: JSON.stringify({ query: document }),
    signal: controller.signal,
  });
  if (!response.ok || !response.body) throw new Error(`Subscription refused: HTTP ${response.status}`);
  const events: number[] = [];
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += value;
      for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (frame.startsWith('event: next')) {
          if (frame.includes('"errors"')) throw new Error(`Subscription failed: ${frame}`);
          events.push(performance.now());
        }
      }
    }
  })().catch((error: Error) => {
    if (error.name !== 'AbortError') console.error(error.message);
  });
  return { events, close: () => controller.abort() };
}

async function waitUntil(probe: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error('Not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** One change to every subscriber: the notify a committed order change sends, and when each one heard it. */
async function fanOut(notifier: pg.Client, setup: SubscriptionsSetup, subscribers: Subscriber[]) {
  const before = subscribers.map((subscriber) => subscriber.events.length);
  const payload = JSON.stringify({ kind: 'order', studioId: setup.studioId, id: setup.orderId });
  const sent = performance.now();
  await notifier.query('SELECT pg_notify($1, $2)', [liveChannel, payload]);
  await waitUntil(async () =>
    subscribers.every((subscriber, index) => subscriber.events.length > before[index]!),
  );
  const latencies = subscribers.map((subscriber, index) => subscriber.events[before[index]!]! - sent);
  return {
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    last: Math.max(...latencies),
  };
}

async function measure(database: DatabaseKind, most: number) {
  const server: ServerHandle<SubscriptionsSetup> = await startServer({
    module: new URL('./subscriptions-server.ts', import.meta.url).href,
    database,
    args: { subscriptions: most },
    env: { LIVE_MAX_SUBSCRIPTIONS: String(most), LIVE_SUBSCRIPTIONS_PER_ADDRESS: String(most) },
  });
  const { setup } = server;
  const notifier = new pg.Client({ connectionString: server.databaseUrl });
  await notifier.connect();
  const memory = async () => {
    const used = await server.command<NodeJS.MemoryUsage>('collectedMemory');
    return { rss: used.rss / 2 ** 20, heap: used.heapUsed / 2 ** 20 };
  };
  const open = () => server.command<{ open: number }>('live').then((stats) => stats.open);
  const subscribers: Subscriber[] = [];
  const memoryRows: Row[] = [];
  const latencyRows: Row[] = [];
  try {
    const idle = await memory();
    memoryRows.push({ subscriptions: 0, 'RSS MB': round(idle.rss, 1), 'heap MB': round(idle.heap, 1) });
    const steps = [...new Set([Math.ceil(most / 4), Math.ceil(most / 2), most])];
    for (const step of steps) {
      const started = performance.now();
      const from = subscribers.length;
      while (subscribers.length < step) {
        const batch = Math.min(200, step - subscribers.length);
        const opened = await Promise.all(
          Array.from({ length: batch }, (_, index) => {
            const number = subscribers.length + index;
            return openSubscriber(server.url, setup.tokens[Math.floor(number / setup.perSession)]!);
          }),
        );
        subscribers.push(...opened);
      }
      await waitUntil(async () => (await open()) === step);
      const openingMs = performance.now() - started;
      const held = await memory();
      memoryRows.push({
        subscriptions: step,
        'RSS MB': round(held.rss, 1),
        'heap MB': round(held.heap, 1),
        'RSS MB per 1,000': round(((held.rss - idle.rss) / step) * 1000, 1),
        'heap MB per 1,000': round(((held.heap - idle.heap) / step) * 1000, 1),
        'opened per s': Math.round((step - from) / (openingMs / 1000)),
      });
      // The first change after opening warms the server's reads; the second is measured.
      await fanOut(notifier, setup, subscribers);
      const fan = await fanOut(notifier, setup, subscribers);
      latencyRows.push({
        subscribers: step,
        'p50 ms': round(fan.p50, 1),
        'p99 ms': round(fan.p99, 1),
        'last ms': round(fan.last, 1),
      });
    }
  } finally {
    for (const subscriber of subscribers) subscriber.close();
    await notifier.end();
    await server.close();
  }
  printTable(`Open subscriptions on one server (${database}): memory after a full collection`, memoryRows);
  printTable(
    `A change reaching every subscriber (${database}): from pg_notify to each one's event`,
    latencyRows,
  );
  return { memory: memoryRows, latency: latencyRows };
}

const most = numberOption('subscriptions', 2000);
const figures: Record<string, unknown> = { subscriptions: most };
for (const database of databases(['pglite'])) figures[database] = await measure(database, most);
await writeResults('subscriptions', figures);
