// bench:herd: race results are out and thousands of runners open the gallery's link at once. 5,000 new customers
// arrive over 5 minutes (evenly, each from an address of its own) at two server processes sharing one PostgreSQL,
// with the jobs on a separate worker; each opens a session, the gallery screen (the query every customer of the event
// shares, and its own), scrolls two more pages, and puts a photo in the cart, with a person's pause between actions.
// Requests alternate between the servers as a round-robin load balancer sends them. Every answer is checked.
// `--customers=N --duration=S` scale it down; measureHerd is what bench:marathon calls.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import galleryCustomerQuery from '../client/src/__generated__/GalleryRouteCustomerQuery.graphql.ts';
import galleryRouteQuery from '../client/src/__generated__/GalleryRouteQuery.graphql.ts';
import photoGridPage from '../client/src/__generated__/PhotoGridPaginationQuery.graphql.ts';
import addPhotoToCart from '../client/src/__generated__/useAddPhotoToCartMutation.graphql.ts';
import type { HerdSetup } from './herd-server.ts';
import { numberOption } from './lib/args.ts';
import {
  median,
  percentile,
  printTable,
  printTargets,
  type Row,
  round,
  type Target,
  writeResults,
} from './lib/results.ts';
import { type ServerHandle, startServer } from './lib/server-process.ts';
import { cpuMsOf, startWorkerProcess } from './lib/side-processes.ts';

const benchSecret = 'benchmark-secret-key-of-at-least-32-characters';

export interface HerdOptions {
  /** New customers in all (5,000). */
  customers?: number;
  /** Seconds over which they arrive (300). */
  durationSeconds?: number;
  /** Photos of the event (5,000). */
  photos?: number;
  /** A person's pause between two actions, in ms: uniform between half and one and a half times this (1,000). */
  thinkMs?: number;
  /** Prints the tables (true). */
  print?: boolean;
}

type Action = 'open session' | 'gallery (shared)' | 'gallery (own)' | 'next page' | 'add to cart';

interface Outcome {
  action: Action;
  ms: number;
  ok: boolean;
}

class CustomerError extends Error {}

/** One HTTP request of a customer, to the server whose turn it is; a refusal or a wrong answer is an error. */
function client(servers: ServerHandle<HerdSetup>[], outcomes: Outcome[], errors: string[]) {
  let turn = 0;
  return async function request<T>(
    action: Action,
    pathname: string,
    init: { body?: unknown; token?: string; address: string },
    check: (body: any) => T,
  ): Promise<T> {
    const server = servers[turn++ % servers.length]!;
    const started = performance.now();
    try {
      const response = await fetch(`${server.url}${pathname}`, {
        method: init.body === undefined ? 'GET' : 'POST',
        headers: {
          Accept: 'application/json',
          'X-Forwarded-For': init.address,
          ...(init.body !== undefined && { 'Content-Type': 'application/json' }),
          ...(init.token && { Authorization: `Bearer ${init.token}` }),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      const text = await response.text();
      if (response.status !== 200) throw new CustomerError(`${response.status} ${text.slice(0, 200)}`);
      const body = JSON.parse(text);
      if (body.errors?.length) throw new CustomerError(JSON.stringify(body.errors).slice(0, 200));
      const value = check(body);
      outcomes.push({ action, ms: performance.now() - started, ok: true });
      return value;
    } catch (error) {
      outcomes.push({ action, ms: performance.now() - started, ok: false });
      errors.push(`${action}: ${(error as Error).message}`);
      throw error;
    }
  };
}

const expect = (condition: unknown, message: string) => {
  if (!condition) throw new CustomerError(message);
};

/** The address of the n-th customer (the servers trust one proxy, which names it). */
const addressOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

async function customer(
  n: number,
  slug: string,
  request: ReturnType<typeof client>,
  pause: () => Promise<void>,
): Promise<void> {
  const address = addressOf(n);
  const token = await request(
    'open session',
    `/api/${slug}/galeria-publica/criar-sessao`,
    { address },
    (body) => body.accessTokenGaleria as string,
  );
  const graphql = <T>(action: Action, documentId: string, variables: unknown, check: (data: any) => T) =>
    request(action, '/graphql', { body: { documentId, variables }, token, address }, (body) =>
      check(body.data),
    );
  // The screen's two queries leave together, as the storefront's loader sends them.
  const [event, cart] = await Promise.all([
    graphql('gallery (shared)', galleryRouteQuery.params.id!, { slug }, (data) => {
      expect(data.galleryEvent?.photos.edges.length, 'gallery without photos');
      return data.galleryEvent;
    }),
    graphql('gallery (own)', galleryCustomerQuery.params.id!, { slug }, (data) => {
      const session = data.gallerySession;
      expect(session?.cart.selectedPhotoCount === 0, "a new customer's cart is not empty");
      expect(session.favoritePhotoIds.length === 0, 'a new customer has favourites');
      expect(session.cart.selectedPhotoIds.length === 0, 'a new customer has photos selected');
      return session.cart;
    }),
  ]);
  const seen: string[] = event.photos.edges.map(({ node }: any) => node.id);
  let cursor: string | null = event.photos.pageInfo.endCursor;
  for (let page = 0; page < 2 && cursor; page++) {
    await pause();
    cursor = await graphql(
      'next page',
      photoGridPage.params.id!,
      { id: event.id, count: 120, cursor },
      (data) => {
        const edges = data.node.photos.edges;
        expect(edges.length, 'an empty next page');
        seen.push(...edges.map(({ node }: any) => node.id));
        return data.node.photos.pageInfo.endCursor;
      },
    );
  }
  await pause();
  const photoId = seen[Math.floor(Math.random() * seen.length)]!;
  await graphql(
    'add to cart',
    addPhotoToCart.params.id!,
    { input: { photo: { id: photoId }, optionId: null } },
    (data) => {
      const answer = data.addPhotoToCart;
      expect(answer.cart, `${answer.__typename}: ${answer.message}`);
      expect(answer.cart.id === cart.id, 'another cart answered');
      expect(
        answer.cart.selectedPhotoCount === 1 && answer.cart.selectedPhotoIds[0] === photoId,
        `the cart holds ${answer.cart.selectedPhotoIds.length} photos, one added`,
      );
    },
  );
}

/** Runs the herd on a fresh PostgreSQL database of its own; returns its targets with met / NO. */
export async function measureHerd(options: HerdOptions = {}): Promise<Target[]> {
  const customers = options.customers ?? 5000;
  const durationSeconds = options.durationSeconds ?? 300;
  const photos = options.photos ?? 5000;
  const thinkMs = options.thinkMs ?? 1000;
  const print = options.print ?? true;
  const env = { TRUST_PROXY: '1' };
  const first = await startServer<HerdSetup>({
    module: new URL('./herd-server.ts', import.meta.url).href,
    database: 'postgres',
    args: { photos, join: false },
    env,
  });
  const started: { close(): Promise<void> }[] = [];
  try {
    const second = await startServer<HerdSetup>({
      module: new URL('./herd-server.ts', import.meta.url).href,
      database: 'postgres',
      args: { photos, join: true },
      env: { ...env, BENCH_JOIN_DATABASE_URL: first.databaseUrl },
    });
    started.push(second);
    const worker = await startWorkerProcess({
      DATABASE_URL: first.databaseUrl,
      DATA_DIR: first.dataDir,
      SECRET_KEY: benchSecret,
    });
    started.push(worker);
    const servers = [first, second];
    const slug = first.setup!.eventSlug;

    // Warm-up, not counted: a few customers without pauses (JIT, the database's caches).
    const nowhere: Outcome[] = [];
    const warm = client(servers, nowhere, []);
    for (let n = 0; n < 5; n++) await customer(1_000_000 + n, slug, warm, async () => {});

    const outcomes: Outcome[] = [];
    const errors: string[] = [];
    const request = client(servers, outcomes, errors);
    const pause = () => new Promise<void>((resolve) => setTimeout(resolve, thinkMs * (0.5 + Math.random())));
    const cacheBefore = await Promise.all(servers.map((server) => server.command<any>('readCache')));
    const cpuBefore = [first.child.pid!, second.child.pid!, worker.child.pid!].map(cpuMsOf);
    await Promise.all(servers.map((server) => server.command('handlerTimes')));
    // BENCH_PROFILE=1: a CPU profile of each server over the measured part (bench/.cache/profiles/herd-N.cpuprofile).
    await Promise.all(servers.map((server) => server.command('profileStart')));
    // This process (the customers' clients) is timed too: a stall of its own event loop lengthens every time it takes.
    const clientLoop = monitorEventLoopDelay({ resolution: 10 });
    clientLoop.enable();
    const clientCpuBefore = process.cpuUsage();
    const begin = performance.now();
    const gap = (durationSeconds * 1000) / customers;
    let done = 0;
    let failed = 0;
    let concurrent = 0;
    let peakConcurrent = 0;
    await Promise.all(
      Array.from({ length: customers }, async (_unused, n) => {
        await new Promise((resolve) => setTimeout(resolve, n * gap));
        concurrent++;
        peakConcurrent = Math.max(peakConcurrent, concurrent);
        try {
          await customer(n, slug, request, pause);
          done++;
        } catch (error) {
          failed++;
          if (!(error instanceof CustomerError) && !errors.length) errors.push(String(error));
        } finally {
          concurrent--;
        }
      }),
    );
    const seconds = (performance.now() - begin) / 1000;
    clientLoop.disable();
    const clientCpu = process.cpuUsage(clientCpuBefore);
    const handled = await Promise.all(servers.map((server) => server.command<number[]>('handlerTimes')));
    const profiles = await Promise.all(
      servers.map((server, index) => server.command<string | null>('profileStop', `herd-${index + 1}`)),
    );
    for (const file of profiles) if (file) console.log(`CPU profile: ${file}`);
    const cpuMs = [first.child.pid!, second.child.pid!, worker.child.pid!].map(
      (pid, index) => cpuMsOf(pid) - cpuBefore[index]!,
    );
    const cacheAfter = await Promise.all(servers.map((server) => server.command<any>('readCache')));
    const hits = cacheAfter.reduce((sum, after, index) => sum + after.hits - cacheBefore[index].hits, 0);
    const misses = cacheAfter.reduce(
      (sum, after, index) => sum + after.misses - cacheBefore[index].misses,
      0,
    );

    const times = (action?: Action) =>
      outcomes.filter((outcome) => !action || outcome.action === action).map((outcome) => outcome.ms);
    const row = (label: string, action?: Action): Row => {
      const list = outcomes.filter((outcome) => !action || outcome.action === action);
      return {
        request: label,
        n: list.length,
        'median ms': median(times(action)),
        'p99 ms': percentile(times(action), 99),
        'max ms': Math.max(...times(action)),
        errors: list.filter((outcome) => !outcome.ok).length,
      };
    };
    const rows: Row[] = [
      row('open a session (criar-sessao)', 'open session'),
      row('gallery screen: shared query', 'gallery (shared)'),
      row("gallery screen: the customer's own", 'gallery (own)'),
      row('next page (x2)', 'next page'),
      row('add to cart', 'add to cart'),
      row('all requests'),
    ];
    const all = times();
    const p99 = percentile(all, 99);
    const errorCount =
      outcomes.filter((outcome) => !outcome.ok).length + (failed && !outcomes.length ? failed : 0);
    const targets: Target[] = [
      {
        target: `herd: ${customers} new customers in ${durationSeconds} s, two servers and a worker: 0 errors`,
        measured: `${errorCount} errors, ${done}/${customers} customers done`,
        met: errorCount === 0 && done === customers,
      },
      {
        target: 'herd: p99 < 250 ms (every request)',
        measured: `${round(p99, 1)} ms (median ${round(median(all), 1)} ms)`,
        met: p99 < 250,
      },
    ];
    if (print) {
      printTable(
        `Herd: ${customers} new customers over ${durationSeconds} s (${round(seconds, 0)} s in all, at most ${peakConcurrent} at once), ${photos} photos, PostgreSQL`,
        rows,
      );
      printTable("Where it ran (handler: from the request to the answer's last byte, inside each server)", [
        ...handled.map((list, index) => ({
          process: `server ${index + 1}`,
          'CPU s': cpuMs[index]! / 1000,
          'handler median ms': median(list),
          'handler p99 ms': percentile(list, 99),
        })),
        { process: 'worker', 'CPU s': cpuMs[2]! / 1000 },
        {
          process: 'clients (this process)',
          'CPU s': (clientCpu.user + clientCpu.system) / 1e6,
          'event loop p99 ms': clientLoop.percentile(99) / 1e6,
          'event loop max ms': clientLoop.max / 1e6,
        },
        { process: 'read cache', 'CPU s': null, hits, misses },
      ]);
      if (errors.length) console.log(`\nFirst errors:\n${errors.slice(0, 10).join('\n')}`);
      printTargets(targets);
      await writeResults('herd', {
        customers,
        durationSeconds,
        photos,
        thinkMs,
        seconds,
        peakConcurrent,
        rows,
        cpuMs,
        serverHandlers: handled.map((list) => ({ medianMs: median(list), p99Ms: percentile(list, 99) })),
        clients: {
          cpuMs: (clientCpu.user + clientCpu.system) / 1000,
          eventLoopP99Ms: clientLoop.percentile(99) / 1e6,
          eventLoopMaxMs: clientLoop.max / 1e6,
        },
        readCache: { hits, misses },
        errors: errors.slice(0, 50),
        targets,
      });
    }
    return targets;
  } finally {
    for (const process of started.reverse()) await process.close().catch(() => {});
    await first.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  await measureHerd({
    customers: numberOption('customers', 5000),
    durationSeconds: numberOption('duration', 300),
    photos: numberOption('photos', 5000),
    thinkMs: numberOption('think-ms', 1000),
  });
  process.exit(0);
}
