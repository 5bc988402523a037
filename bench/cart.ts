// bench:cart: 50 customers, each on a connection of their own, adding, changing and removing cart items through the
// storefront's GraphQL mutations for 30 s as fast as the server answers (autocannon), taking turns in rounds with a
// baseline that makes the same change with hand-written SQL over pg (cart-baseline-server.ts) on the same database,
// then at a fixed rate. Every answer's cart is checked against what that customer did, and at the end every cart is
// compared with its total computed in SQL.
import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import type { BaselineOptions } from './cart-baseline-server.ts';
import type { CartSetup } from './cart-server.ts';
import { databases, numberOption } from './lib/args.ts';
import { benchStudioSlug, type DatabaseKind } from './lib/bench-app.ts';
import { gallerySessionToken, graphqlCall } from './lib/http.ts';
import {
  median,
  printTable,
  printTargets,
  type Row,
  round,
  type Target,
  writeResults,
} from './lib/results.ts';
import { childExecArgv, type ServerHandle, startServer } from './lib/server-process.ts';

const customerCount = numberOption('customers', 50);
const duration = numberOption('duration', 30);
const fixedRateDuration = numberOption('fixed-duration', 15);
/** The closed-loop time of each side is split in this many rounds, the baseline's and ours taking turns. */
const roundCount = numberOption('rounds', 3);
/** The fixed-rate run asks for this share of the throughput the closed-loop run reached. */
const fixedRateShare = numberOption('fixed-share', 0.5);

const CartFields = `fragment BenchCart on Cart {
  id
  itemCount
  subtotalCents
  totalCents
  items { id quantity unitPriceCents option { optionId } photo { name } }
}`;

const mutation = (name: string, field: string, input: string) => `mutation ${name}($input: ${input}!) {
  ${field}(input: $input) { __typename ... on Error { message } ... on ${input.replace('Input', 'Payload')} { cart { ...BenchCart } } }
}
${CartFields}`;

const documents = {
  add: mutation('BenchAddPhotoToCart', 'addPhotoToCart', 'AddPhotoToCartInput'),
  quantity: mutation('BenchSetCartItemQuantity', 'setCartItemQuantity', 'SetCartItemQuantityInput'),
  option: mutation('BenchSetCartItemOption', 'setCartItemOption', 'SetCartItemOptionInput'),
  remove: mutation('BenchRemoveCartItem', 'removeCartItem', 'RemoveCartItemInput'),
};

const CartQuery = `query BenchCartOf($slug: String!) {
  gallerySession(eventSlug: $slug) { id cart { ...BenchCart } }
}
${CartFields}`;

interface Line {
  itemId: string;
  photoName: string;
  optionId: string;
  quantity: number;
}

type Operation =
  | { kind: 'add'; photoName: string; optionId: string }
  | { kind: 'quantity'; itemId: string; quantity: number }
  | { kind: 'option'; itemId: string; optionId: string }
  | { kind: 'remove'; itemId: string };

interface Customer {
  index: number;
  token: string;
  sessionId: string;
  lines: Line[];
  added: number;
  step: number;
  pending: Operation | null;
  answered: number;
  refused: number;
  wrong: number;
}

interface ServerCart {
  id: string;
  subtotalCents: number;
  items: {
    id: string;
    quantity: number;
    unitPriceCents: number;
    option: { optionId: string } | null;
    photo: { name: string };
  }[];
}

function nextOperation(customer: Customer, setup: CartSetup): Operation {
  const options = Object.keys(setup.prices);
  if (customer.lines.length < 3) {
    // Each customer walks through the photos from a different place; the same photo may be bought twice.
    const photoName = setup.photoNames[(customer.index * 37 + customer.added) % setup.photoNames.length]!;
    const optionId = options[customer.added++ % options.length]!;
    return { kind: 'add', photoName, optionId };
  }
  const step = customer.step++ % 3;
  const [first, second] = customer.lines as [Line, Line];
  if (step === 0) return { kind: 'quantity', itemId: first.itemId, quantity: (first.quantity % 5) + 1 };
  if (step === 1) {
    const optionId = options[(options.indexOf(second.optionId) + 1) % options.length]!;
    return { kind: 'option', itemId: second.itemId, optionId };
  }
  return { kind: 'remove', itemId: first.itemId };
}

function variablesOf(operation: Operation) {
  switch (operation.kind) {
    case 'add':
      return { input: { photo: { name: operation.photoName }, optionId: operation.optionId } };
    case 'quantity':
      return { input: { itemId: operation.itemId, quantity: operation.quantity } };
    case 'option':
      return { input: { itemId: operation.itemId, optionId: operation.optionId } };
    case 'remove':
      return { input: { itemId: operation.itemId } };
  }
}

/** The lines after an operation the server accepted; an added line takes the id the server gave it. */
function applied(lines: Line[], operation: Operation, cart: ServerCart | null): Line[] {
  switch (operation.kind) {
    case 'add': {
      const known = new Set(lines.map((line) => line.itemId));
      const fresh = cart?.items.find(
        (item) => !known.has(item.id) && item.photo.name === operation.photoName,
      );
      return [
        ...lines,
        {
          itemId: fresh?.id ?? '?',
          photoName: operation.photoName,
          optionId: operation.optionId,
          quantity: 1,
        },
      ];
    }
    case 'quantity':
      return lines.map((line) =>
        line.itemId === operation.itemId ? { ...line, quantity: operation.quantity } : line,
      );
    case 'option':
      return lines.map((line) =>
        line.itemId === operation.itemId ? { ...line, optionId: operation.optionId } : line,
      );
    case 'remove':
      return lines.filter((line) => line.itemId !== operation.itemId);
  }
}

/** The database id inside a Relay global id ("Type:id" in base64). */
const rawId = (globalId: string) => Buffer.from(globalId, 'base64').toString().split(':').pop()!;

const subtotalOf = (lines: Pick<Line, 'optionId' | 'quantity'>[], prices: Record<string, number>) =>
  lines.reduce((sum, line) => sum + prices[line.optionId]! * line.quantity, 0);

/** Whether the server's cart holds exactly these lines ('?' matches the one line whose id is not known) and totals. */
function sameCart(cart: ServerCart, lines: Line[], prices: Record<string, number>): boolean {
  if (cart.items.length !== lines.length) return false;
  const unknown = lines.filter((line) => line.itemId === '?');
  const matched = lines.every((line) => {
    const item =
      line.itemId === '?'
        ? cart.items.find((candidate) => !lines.some((other) => other.itemId === candidate.id))
        : cart.items.find((candidate) => candidate.id === line.itemId);
    return (
      item &&
      item.quantity === line.quantity &&
      item.option?.optionId === line.optionId &&
      item.photo.name === line.photoName &&
      item.unitPriceCents === prices[line.optionId]
    );
  });
  return matched && unknown.length <= 1 && cart.subtotalCents === subtotalOf(lines, prices);
}

async function readCart(url: string, slug: string, customer: Customer) {
  const data = await graphqlCall<{ gallerySession: { id: string; cart: ServerCart } }>(
    url,
    CartQuery,
    { slug },
    customer.token,
  );
  return data.gallerySession;
}

interface LoadFigures {
  title: string;
  seconds: number;
  requestsPerSecond: number;
  requests: number;
  latency: { p50: number; p90: number; p99: number; max: number };
  errors: number;
  non2xx: number;
  timeouts: number;
}

function loadFigures(title: string, result: autocannon.Result): LoadFigures {
  return {
    title,
    seconds: result.duration,
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    latency: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
    },
    errors: result.errors,
    non2xx: result.non2xx,
    timeouts: result.timeouts,
  };
}

interface Baseline {
  url: string;
  command<T>(name: 'sqlCount' | 'cpuUsage'): Promise<T>;
  close(): Promise<void>;
}

const profileDir = path.join(import.meta.dirname, '.cache', 'profiles');

/** The baseline server on the app's database (PGlite: through the app's socket, one connection like the app's). */
async function startBaseline(server: ServerHandle<CartSetup>, database: DatabaseKind): Promise<Baseline> {
  const options: BaselineOptions = {
    databaseUrl: server.databaseUrl,
    secretKey: server.setup.secretKey,
    studioSlug: benchStudioSlug,
    connections: database === 'pglite' ? 1 : 10,
  };
  const child: ChildProcess = fork(
    path.join(import.meta.dirname, 'cart-baseline-server.ts'),
    [JSON.stringify(options)],
    {
      execArgv: [
        ...childExecArgv(),
        // BENCH_PROFILE=1: its CPU profile too, for comparing with the app's.
        ...(process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
      ],
    },
  );
  const pending = new Map<number, (value: unknown) => void>();
  let nextId = 1;
  const ready = new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`Baseline server exited with code ${code}`)));
    child.on('message', (message: { type: string; url?: string; id?: number; value?: unknown }) => {
      if (message.type === 'ready') resolve(message.url!);
      else if (message.type === 'result') pending.get(message.id!)?.(message.value);
    });
  });
  return {
    url: await ready,
    command<T>(name: string) {
      const id = nextId++;
      return new Promise<T>((resolve) => {
        pending.set(id, resolve as (value: unknown) => void);
        child.send({ type: 'command', id, name });
      });
    },
    async close() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send({ type: 'stop' });
      await exited;
    },
  };
}

async function benchDatabase(database: DatabaseKind) {
  const server = await startServer<CartSetup>({
    module: new URL('./cart-server.ts', import.meta.url).href,
    database,
  });
  try {
    const { eventSlug, prices } = server.setup;
    const customers: Customer[] = [];
    for (let index = 0; index < customerCount; index++) {
      const token = await gallerySessionToken(server.url, eventSlug);
      customers.push({
        index,
        token,
        sessionId: '',
        lines: [],
        added: 0,
        step: 0,
        pending: null,
        answered: 0,
        refused: 0,
        wrong: 0,
      });
    }
    const firstProblems: string[] = [];
    const problem = (text: string) => {
      if (firstProblems.length < 5) firstProblems.push(text.slice(0, 800));
    };

    /** The lines each customer now has, from the app: after a run, a request cut at its end may have landed. */
    const resync = async () => {
      // Changes cut at the end of a run are still being written (on PGlite, the baseline's connection queues them
      // apart from the app's): read the carts once they have landed.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      let unsure = 0;
      for (const customer of customers) {
        const { id, cart } = await readCart(server.url, eventSlug, customer);
        customer.sessionId = rawId(id);
        const expected = customer.pending ? applied(customer.lines, customer.pending, cart) : customer.lines;
        if (customer.pending) unsure++;
        const acceptable = sameCart(cart, customer.lines, prices) || sameCart(cart, expected, prices);
        if (!acceptable) {
          customer.wrong++;
          problem(`customer ${customer.index} after the run: ${JSON.stringify(cart)}`);
        }
        customer.lines = cart.items.map((item) => ({
          itemId: item.id,
          photoName: item.photo.name,
          optionId: item.option?.optionId ?? '',
          quantity: item.quantity,
        }));
        customer.pending = null;
      }
      return unsure;
    };

    /** The customers changing their carts on `url` (the app or the baseline, which answer alike). */
    const run = (url: string, title: string, seconds: number, overallRate?: number) => {
      let assigned = 0;
      const request = {
        method: 'POST' as const,
        path: '/graphql',
        setupRequest: (request: autocannon.Request, context: { customer?: number }) => {
          // autocannon builds each connection's first request before setupClient names its customer: a stand-in.
          if (context.customer === undefined) return request;
          const customer = customers[context.customer]!;
          const operation = nextOperation(customer, server.setup);
          customer.pending = operation;
          return {
            ...request,
            headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${customer.token}` },
            body: JSON.stringify({ query: documents[operation.kind], variables: variablesOf(operation) }),
          };
        },
        onResponse: (status: number, body: string, context: { customer?: number }) => {
          if (context.customer === undefined) return;
          const customer = customers[context.customer]!;
          const operation = customer.pending;
          customer.pending = null;
          if (!operation) return;
          customer.answered++;
          let result: { __typename?: string; message?: string; cart?: ServerCart } | undefined;
          try {
            const parsed = JSON.parse(body);
            result = parsed.data && Object.values(parsed.data)[0];
            if (parsed.errors) problem(`HTTP ${status}: ${JSON.stringify(parsed.errors)}`);
          } catch {
            problem(`HTTP ${status}: ${body}`);
          }
          if (status !== 200 || !result?.cart) {
            customer.refused++;
            problem(`${operation.kind} answered ${status}: ${JSON.stringify(result ?? body)}`);
            return;
          }
          customer.lines = applied(customer.lines, operation, result.cart);
          if (!sameCart(result.cart, customer.lines, prices)) {
            customer.wrong++;
            problem(
              `${operation.kind} left ${JSON.stringify(result.cart)}; expected ${JSON.stringify(customer.lines)}`,
            );
            customer.lines = result.cart.items.map((item) => ({
              itemId: item.id,
              photoName: item.photo.name,
              optionId: item.option?.optionId ?? '',
              quantity: item.quantity,
            }));
          }
        },
      };
      return autocannon({
        url,
        connections: customerCount,
        duration: seconds,
        ...(overallRate && { overallRate }),
        requests: [request],
        // One customer per connection: their index rides in the context autocannon resets before each request.
        setupClient: (client: autocannon.Client & { requestIterator?: any }) => {
          const iterator = client.requestIterator;
          iterator.initialContext = { customer: assigned++ % customerCount };
          iterator.resetContext();
          client.setRequests([request]);
        },
      }).then((result) => loadFigures(title, result));
    };

    const tally = () => {
      const figures = {
        answered: customers.reduce((sum, customer) => sum + customer.answered, 0),
        refused: customers.reduce((sum, customer) => sum + customer.refused, 0),
        wrong: customers.reduce((sum, customer) => sum + customer.wrong, 0),
      };
      for (const customer of customers) Object.assign(customer, { answered: 0, refused: 0, wrong: 0 });
      return figures;
    };
    // Both sides take turns in short rounds (a neighbour's load on the machine then falls on both alike), each on
    // the carts the other left; a side's figures are the sum of its rounds.
    const baseline = await startBaseline(server, database);
    const sides = {
      baseline: {
        url: baseline.url,
        title: 'same change, hand-written SQL over pg',
        command: <T>(name: 'cpuUsage' | 'sqlCount') => baseline.command<T>(name),
        statements: (value: unknown) => value as number,
      },
      ours: {
        url: server.url,
        title: 'ours (Yoga, Pothos, Prisma), as fast as answered',
        command: <T>(name: 'cpuUsage' | 'sqlCount') => server.command<T>(name),
        statements: (value: unknown) => (value as { count: number }).count,
      },
    };
    type Side = keyof typeof sides;
    const rounds: Record<Side, { figures: LoadFigures; cpu: NodeJS.CpuUsage; statements: number }[]> = {
      baseline: [],
      ours: [],
    };
    const tallies: Record<Side, ReturnType<typeof tally>[]> = { baseline: [], ours: [] };
    const cut: Record<Side, number> = { baseline: 0, ours: 0 };
    try {
      for (const side of Object.values(sides)) {
        await run(side.url, 'warm-up', 5);
        await resync();
      }
      tally();
      await server.command('profileStart');
      for (let round = 0; round < roundCount; round++) {
        for (const name of ['baseline', 'ours'] as const) {
          const side = sides[name];
          await side.command('cpuUsage');
          await side.command('sqlCount');
          const figures = await run(side.url, side.title, duration / roundCount);
          const cpu = await side.command<NodeJS.CpuUsage>('cpuUsage');
          rounds[name].push({ figures, cpu, statements: side.statements(await side.command('sqlCount')) });
          cut[name] += await resync();
          tallies[name].push(tally());
        }
      }
      await server.command('profileStop', `cart-${database}`);
    } finally {
      await baseline.close();
    }
    const summed = (name: Side) => {
      const parts = rounds[name];
      const sum = (value: (part: (typeof parts)[number]) => number) =>
        parts.reduce((total, part) => total + value(part), 0);
      const seconds = sum((part) => part.figures.seconds);
      const requests = sum((part) => part.figures.requests);
      const cpuMs = sum((part) => (part.cpu.user + part.cpu.system) / 1000);
      const figures: LoadFigures = {
        title: sides[name].title,
        seconds,
        requests,
        requestsPerSecond: requests / seconds,
        latency: {
          p50: median(parts.map((part) => part.figures.latency.p50)),
          p90: median(parts.map((part) => part.figures.latency.p90)),
          p99: Math.max(...parts.map((part) => part.figures.latency.p99)),
          max: Math.max(...parts.map((part) => part.figures.latency.max)),
        },
        errors: sum((part) => part.figures.errors),
        non2xx: sum((part) => part.figures.non2xx),
        timeouts: sum((part) => part.figures.timeouts),
      };
      const cost = {
        cpuMs: cpuMs / requests,
        cpuShare: cpuMs / (seconds * 1000),
        statements: sum((part) => part.statements) / requests,
      };
      const tallied = tallies[name].reduce((total, part) => ({
        answered: total.answered + part.answered,
        refused: total.refused + part.refused,
        wrong: total.wrong + part.wrong,
      }));
      return { figures, cost, tallied, perRound: parts.map((part) => part.figures.requestsPerSecond) };
    };
    const {
      figures: baselineRun,
      cost: baselineCost,
      tallied: baselineTally,
      ...baselineRounds
    } = summed('baseline');
    const { figures: closed, cost: closedCost, tallied: closedTally, ...closedRounds } = summed('ours');
    const rate = Math.max(customerCount, Math.round(closed.requestsPerSecond * fixedRateShare));
    const fixed = await run(server.url, `ours at a fixed ${rate} requests/s`, fixedRateDuration, rate);
    await resync();
    const fixedTally = tally();

    // Totals at the end: the app's cart of every customer, its lines and the subtotal SQL computes from the prices.
    const inSql =
      await server.command<
        {
          sessionId: string;
          lines: { itemId: string; quantity: number; optionId: string }[] | null;
          subtotalCents: number;
        }[]
      >('cartsInSql');
    const bySession = new Map(inSql.map((row) => [row.sessionId, row]));
    let totalsChecked = 0;
    let totalsWrong = 0;
    for (const customer of customers) {
      const { cart } = await readCart(server.url, eventSlug, customer);
      const sql = bySession.get(customer.sessionId);
      const sqlLines = sql?.lines ?? [];
      const agrees =
        sql !== undefined &&
        sql.subtotalCents === cart.subtotalCents &&
        cart.subtotalCents === subtotalOf(customer.lines, prices) &&
        sameCart(cart, customer.lines, prices) &&
        sqlLines.length === cart.items.length &&
        sqlLines.every((line, index) => {
          const item = cart.items[index];
          return (
            item !== undefined &&
            rawId(item.id) === line.itemId &&
            item.quantity === line.quantity &&
            item.option?.optionId === line.optionId
          );
        });
      totalsChecked++;
      if (!agrees) {
        totalsWrong++;
        problem(
          `customer ${customer.index}: SQL ${JSON.stringify(sql)} app ${cart.subtotalCents} ${JSON.stringify(
            cart.items.map((item) => [rawId(item.id), item.quantity, item.option?.optionId]),
          )}`,
        );
      }
    }

    const row = (figures: LoadFigures, cost?: { cpuMs: number; statements: number }): Row => ({
      run: figures.title,
      'req/s': figures.requestsPerSecond,
      'x baseline': figures.requestsPerSecond / baselineRun.requestsPerSecond,
      'SQL/change': cost?.statements,
      'CPU ms/change': cost?.cpuMs,
      'p50 ms': figures.latency.p50,
      'p90 ms': figures.latency.p90,
      'p99 ms': figures.latency.p99,
      'max ms': figures.latency.max,
      errors: figures.errors + figures.non2xx + figures.timeouts,
    });
    printTable(
      `Cart under load on ${database}, ${roundCount} rounds each of ${round(duration / roundCount, 1)} s taking turns (server processes: baseline ${round(baselineCost.cpuShare * 100, 0)}%, ours ${round(closedCost.cpuShare * 100, 0)}% of a core; p50 and p90: median round, p99 and max: worst round)`,
      [row(baselineRun, baselineCost), row(closed, closedCost), row(fixed)],
    );
    console.log(
      `Requests/s by round: baseline ${baselineRounds.perRound.map((value) => round(value, 0)).join(', ')}; ours ${closedRounds.perRound.map((value) => round(value, 0)).join(', ')}`,
    );
    const checks: Row[] = [
      { run: baselineRun.title, ...baselineTally, 'cut at the end of a round': cut.baseline },
      { run: closed.title, ...closedTally, 'cut at the end of a round': cut.ours },
      { run: fixed.title, ...fixedTally },
      { run: 'totals at the end (app vs SQL vs customer)', answered: totalsChecked, wrong: totalsWrong },
    ];
    printTable('Correctness: every answer checked against what the customer did', checks);
    if (firstProblems.length) console.log(`First problems:\n  ${firstProblems.join('\n  ')}`);
    return {
      database,
      baseline: { ...baselineRun, ...baselineCost, roundsPerSecond: baselineRounds.perRound },
      baselineTally,
      closed: { ...closed, ...closedCost, roundsPerSecond: closedRounds.perRound },
      fixed,
      closedTally,
      fixedTally,
      totalsChecked,
      totalsWrong,
      firstProblems,
    };
  } finally {
    await server.close();
  }
}

async function main() {
  const results = [];
  for (const database of databases(['pglite', 'postgres'])) results.push(await benchDatabase(database));
  const targets: Target[] = results.flatMap((result) => {
    const ratio = result.closed.requestsPerSecond / result.baseline.requestsPerSecond;
    const errors = [result.baseline, result.closed, result.fixed].reduce(
      (sum, figures) => sum + figures.errors + figures.non2xx + figures.timeouts,
      0,
    );
    const refused = result.baselineTally.refused + result.closedTally.refused + result.fixedTally.refused;
    const wrong =
      result.baselineTally.wrong + result.closedTally.wrong + result.fixedTally.wrong + result.totalsWrong;
    return [
      {
        target: `${result.database}: >= 0.5x the SQL baseline's requests/s`,
        measured: `${round(ratio, 2)}x (${round(result.closed.requestsPerSecond, 0)} of ${round(result.baseline.requestsPerSecond, 0)})`,
        met: ratio >= 0.5,
      },
      {
        target: `${result.database}: <= 5 SQL statements per change`,
        measured: `${round(result.closed.statements, 2)} (baseline ${round(result.baseline.statements, 2)})`,
        met: result.closed.statements <= 5,
      },
      {
        target: `${result.database}: 0 errors`,
        measured: `${errors} HTTP, ${refused} refused`,
        met: errors === 0 && refused === 0,
      },
      {
        target: `${result.database}: totals correct at the end`,
        measured: `${result.totalsChecked - result.totalsWrong}/${result.totalsChecked} carts, ${wrong} wrong answers`,
        met: wrong === 0,
      },
    ];
  });
  printTargets(targets);
  await writeResults('cart', {
    customers: customerCount,
    duration,
    rounds: roundCount,
    fixedRateDuration,
    results,
    targets,
  });
}

await main();
