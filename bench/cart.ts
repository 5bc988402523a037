// bench:cart: 50 customers, each on a connection of their own, adding, changing and removing cart items through the
// storefront's GraphQL mutations for 30 s (autocannon, as fast as the server answers, then at a fixed rate), against
// GraphQL Yoga's hello world in the same run. Every answer's cart is checked against what that customer did, and at
// the end every cart is compared with its total computed in SQL.
import { fork } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import type { CartSetup } from './cart-server.ts';
import { databases, numberOption } from './lib/args.ts';
import type { DatabaseKind } from './lib/bench-app.ts';
import { gallerySessionToken, graphqlCall } from './lib/http.ts';
import { printTable, printTargets, type Row, round, type Target, writeResults } from './lib/results.ts';
import { childExecArgv, startServer } from './lib/server-process.ts';

const customerCount = numberOption('customers', 50);
const duration = numberOption('duration', 30);
const fixedRateDuration = numberOption('fixed-duration', 15);
const baselineDuration = numberOption('baseline-duration', 10);
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

async function helloWorldBaseline(): Promise<LoadFigures> {
  const child = fork(path.join(import.meta.dirname, 'cart-baseline-server.ts'), [], {
    execArgv: childExecArgv(),
  });
  try {
    const { url } = await new Promise<{ url: string }>((resolve) => child.once('message', resolve as never));
    const options = {
      url: `${url}/graphql`,
      method: 'POST' as const,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: '{ hello }' }),
      connections: customerCount,
    };
    await autocannon({ ...options, duration: 3 });
    return loadFigures(
      'Yoga hello world (baseline)',
      await autocannon({ ...options, duration: baselineDuration }),
    );
  } finally {
    child.send('stop');
  }
}

async function benchDatabase(database: DatabaseKind, baseline: LoadFigures) {
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

    /** The lines each customer now has, from the server: after a run, a request cut at its end may have landed. */
    const resync = async () => {
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

    const run = (title: string, seconds: number, overallRate?: number) => {
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
        url: server.url,
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

    // Warm-up, then the carts as they are become the starting point of the measured runs.
    await run('warm-up', 5);
    await resync();
    const tally = () => ({
      answered: customers.reduce((sum, customer) => sum + customer.answered, 0),
      refused: customers.reduce((sum, customer) => sum + customer.refused, 0),
      wrong: customers.reduce((sum, customer) => sum + customer.wrong, 0),
    });
    for (const customer of customers) Object.assign(customer, { answered: 0, refused: 0, wrong: 0 });
    await server.command('cpuUsage');
    await server.command('sqlCount');
    await server.command('profileStart');
    const closed = await run(`cart, ${customerCount} customers, as fast as answered`, duration);
    await server.command('profileStop', `cart-${database}`);
    const closedCpu = await server.command<NodeJS.CpuUsage>('cpuUsage');
    const closedSql = await server.command<{ count: number }>('sqlCount');
    const cutAtEnd = await resync();
    const closedTally = tally();
    for (const customer of customers) Object.assign(customer, { answered: 0, refused: 0, wrong: 0 });
    const rate = Math.max(customerCount, Math.round(closed.requestsPerSecond * fixedRateShare));
    const fixed = await run(`cart at a fixed ${rate} requests/s`, fixedRateDuration, rate);
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

    const serverCpuMs = (closedCpu.user + closedCpu.system) / 1000;
    const serverCpuShare = serverCpuMs / (duration * 1000);
    // CPU per request moves far less than requests/s when other work shares the machine.
    const serverCpuPerRequest = serverCpuMs / closed.requests;
    // Statements the server sent during the run (tenant, session, the transaction and the answer's cart).
    const statementsPerRequest = closedSql.count / closed.requests;
    const rows: Row[] = [baseline, closed, fixed].map((figures) => ({
      run: figures.title,
      'req/s': figures.requestsPerSecond,
      'x baseline': figures.requestsPerSecond / baseline.requestsPerSecond,
      requests: figures.requests,
      'p50 ms': figures.latency.p50,
      'p90 ms': figures.latency.p90,
      'p99 ms': figures.latency.p99,
      'max ms': figures.latency.max,
      errors: figures.errors + figures.non2xx + figures.timeouts,
    }));
    printTable(
      `Cart under load on ${database} (server process: ${round(serverCpuShare * 100, 0)}% of a core, ${round(serverCpuPerRequest, 1)} ms CPU and ${round(statementsPerRequest, 1)} SQL statements per cart request)`,
      rows,
    );
    const checks: Row[] = [
      { run: closed.title, ...closedTally, 'cut at the end': cutAtEnd },
      { run: fixed.title, ...fixedTally },
      { run: 'totals at the end (app vs SQL vs customer)', answered: totalsChecked, wrong: totalsWrong },
    ];
    printTable('Correctness: every answer checked against what the customer did', checks);
    if (firstProblems.length) console.log(`First problems:\n  ${firstProblems.join('\n  ')}`);
    return {
      database,
      closed,
      fixed,
      closedTally,
      fixedTally,
      totalsChecked,
      totalsWrong,
      serverCpuShare,
      serverCpuPerRequest,
      statementsPerRequest,
      firstProblems,
    };
  } finally {
    await server.close();
  }
}

async function main() {
  const baseline = await helloWorldBaseline();
  const results = [];
  for (const database of databases(['pglite', 'postgres']))
    results.push(await benchDatabase(database, baseline));
  const targets: Target[] = results.flatMap((result) => {
    const ratio = result.closed.requestsPerSecond / baseline.requestsPerSecond;
    const errors = [result.closed, result.fixed].reduce(
      (sum, figures) => sum + figures.errors + figures.non2xx + figures.timeouts,
      0,
    );
    const wrong = result.closedTally.wrong + result.fixedTally.wrong + result.totalsWrong;
    return [
      {
        target: `${result.database}: >= 50% of hello world's requests/s`,
        measured: `${round(ratio * 100, 1)}% (${round(result.closed.requestsPerSecond, 0)} of ${round(baseline.requestsPerSecond, 0)})`,
        met: ratio >= 0.5,
      },
      {
        target: `${result.database}: 0 errors`,
        measured: `${errors} HTTP, ${result.closedTally.refused + result.fixedTally.refused} refused`,
        met: errors === 0 && result.closedTally.refused + result.fixedTally.refused === 0,
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
    fixedRateDuration,
    baseline,
    results,
    targets,
  });
}

await main();
