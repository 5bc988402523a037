// The customers as one crowd: changing their carts on a server as fast as it answers (or at a fixed rate) with
// autocannon, every answer checked against what that customer did, and brought back in step with the app after.
import autocannon from 'autocannon';
import type { CartSetup } from '../cart-server.ts';
import { type LoadFigures, loadFigures } from '../lib/load-figures.ts';
import { linesOf, rawId, type ServerCart, sameCart } from './cart-lines.ts';
import { type Customer, readCart, type Tally, tally } from './customers.ts';
import { mutations } from './documents.ts';
import { applied, nextOperation, variablesOf } from './operations.ts';
import type { Problems } from './problems.ts';

export interface Crowd {
  /** The customers changing their carts on `url` (the app or the baseline, which answer alike). */
  run(url: string, title: string, seconds: number, overallRate?: number): Promise<LoadFigures>;
  /** Reads every cart from the app; returns how many customers had a change in flight when the run ended. */
  resync(): Promise<number>;
  tally(): Tally;
}

type Answer = { __typename?: string; message?: string; cart?: ServerCart } | undefined;

/** Takes a mutation's answer into the customer's lines, counting it answered, refused or wrong. */
function takeAnswer(customer: Customer, status: number, body: string, setup: CartSetup, problems: Problems) {
  const operation = customer.pending;
  customer.pending = null;
  if (!operation) return;
  customer.answered++;
  let result: Answer;
  try {
    const parsed = JSON.parse(body);
    result = parsed.data && Object.values(parsed.data)[0];
    if (parsed.errors) problems.add(`HTTP ${status}: ${JSON.stringify(parsed.errors)}`);
  } catch {
    problems.add(`HTTP ${status}: ${body}`);
  }
  if (status !== 200 || !result?.cart) {
    customer.refused++;
    problems.add(`${operation.kind} answered ${status}: ${JSON.stringify(result ?? body)}`);
    return;
  }
  customer.lines = applied(customer.lines, operation, result.cart);
  if (!sameCart(result.cart, customer.lines, setup.prices)) {
    customer.wrong++;
    problems.add(
      `${operation.kind} left ${JSON.stringify(result.cart)}; expected ${JSON.stringify(customer.lines)}`,
    );
    customer.lines = linesOf(result.cart);
  }
}

export function crowdOf(
  customers: Customer[],
  app: { url: string; setup: CartSetup },
  problems: Problems,
): Crowd {
  const { setup } = app;
  return {
    run(url, title, seconds, overallRate) {
      let assigned = 0;
      const request = {
        method: 'POST' as const,
        path: '/graphql',
        setupRequest: (request: autocannon.Request, context: { customer?: number }) => {
          // autocannon builds each connection's first request before setupClient names its customer: a stand-in.
          if (context.customer === undefined) return request;
          const customer = customers[context.customer]!;
          const operation = nextOperation(customer, setup);
          customer.pending = operation;
          return {
            ...request,
            headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${customer.token}` },
            body: JSON.stringify({ query: mutations[operation.kind], variables: variablesOf(operation) }),
          };
        },
        onResponse: (status: number, body: string, context: { customer?: number }) => {
          if (context.customer === undefined) return;
          takeAnswer(customers[context.customer]!, status, body, setup, problems);
        },
      };
      return autocannon({
        url,
        connections: customers.length,
        duration: seconds,
        ...(overallRate && { overallRate }),
        requests: [request],
        // One customer per connection: their index rides in the context autocannon resets before each request.
        setupClient: (client: autocannon.Client & { requestIterator?: any }) => {
          const iterator = client.requestIterator;
          iterator.initialContext = { customer: assigned++ % customers.length };
          iterator.resetContext();
          client.setRequests([request]);
        },
      }).then((result) => loadFigures(title, result));
    },

    async resync() {
      // Changes cut at the end of a run are still being written (on PGlite, the baseline's connection queues them
      // apart from the app's): read the carts once they have landed.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      let unsure = 0;
      for (const customer of customers) {
        const { id, cart } = await readCart(app.url, setup.eventSlug, customer);
        customer.sessionId = rawId(id);
        const expected = customer.pending ? applied(customer.lines, customer.pending, cart) : customer.lines;
        if (customer.pending) unsure++;
        const acceptable =
          sameCart(cart, customer.lines, setup.prices) || sameCart(cart, expected, setup.prices);
        if (!acceptable) {
          customer.wrong++;
          problems.add(`customer ${customer.index} after the run: ${JSON.stringify(cart)}`);
        }
        customer.lines = linesOf(cart);
        customer.pending = null;
      }
      return unsure;
    },

    tally: () => tally(customers),
  };
}
