// bench:cart: 50 customers, each on a connection of their own, adding, changing and removing cart items through the
// storefront's GraphQL mutations for 30 s as fast as the server answers (autocannon), taking turns in rounds with a
// baseline that makes the same change with hand-written SQL over pg (cart-baseline-server.ts) on the same database,
// then at a fixed rate. Every answer's cart is checked against what that customer did, and at the end every cart is
// compared with its total computed in SQL. The parts are in bench/cart/.
import { startBaseline } from './cart/baseline.ts';
import { crowdOf } from './cart/crowd.ts';
import { openCustomers } from './cart/customers.ts';
import { collectProblems } from './cart/problems.ts';
import { type CartResult, cartTargets, printCartTables } from './cart/report.ts';
import { takeTurns } from './cart/rounds.ts';
import { checkTotals } from './cart/totals.ts';
import type { CartSetup } from './cart-server.ts';
import { databases, numberOption } from './lib/args.ts';
import type { DatabaseKind } from './lib/bench-app.ts';
import { printTargets, writeResults } from './lib/results.ts';
import { startServer } from './lib/server-process.ts';

const customerCount = numberOption('customers', 50);
const duration = numberOption('duration', 30);
const fixedRateDuration = numberOption('fixed-duration', 15);
/** The closed-loop time of each side is split in this many rounds, the baseline's and ours taking turns. */
const roundCount = numberOption('rounds', 3);
/** The fixed-rate run asks for this share of the throughput the closed-loop run reached. */
const fixedRateShare = numberOption('fixed-share', 0.5);

async function benchDatabase(database: DatabaseKind): Promise<CartResult> {
  const server = await startServer<CartSetup>({
    module: new URL('./cart-server.ts', import.meta.url).href,
    database,
  });
  try {
    const customers = await openCustomers(server.url, server.setup.eventSlug, customerCount);
    const problems = collectProblems();
    const crowd = crowdOf(customers, server, problems);

    const baseline = await startBaseline(server, database);
    const sides = await takeTurns(crowd, server, baseline, {
      roundCount,
      seconds: duration,
      profileName: `cart-${database}`,
    }).finally(() => baseline.close());

    const closed = sides.ours.figures;
    const rate = Math.max(customerCount, Math.round(closed.requestsPerSecond * fixedRateShare));
    const fixed = await crowd.run(server.url, `ours at a fixed ${rate} requests/s`, fixedRateDuration, rate);
    await crowd.resync();
    const fixedTally = crowd.tally();
    const totals = await checkTotals(server, customers, problems);

    printCartTables(
      database,
      { roundCount, duration },
      sides,
      { figures: fixed, tallied: fixedTally },
      totals,
      problems.first,
    );
    return {
      database,
      baseline: {
        ...sides.baseline.figures,
        ...sides.baseline.cost,
        roundsPerSecond: sides.baseline.perRound,
      },
      baselineTally: sides.baseline.tallied,
      closed: { ...closed, ...sides.ours.cost, roundsPerSecond: sides.ours.perRound },
      fixed,
      closedTally: sides.ours.tallied,
      fixedTally,
      totalsChecked: totals.checked,
      totalsWrong: totals.wrong,
      firstProblems: problems.first,
    };
  } finally {
    await server.close();
  }
}

async function main() {
  const results: CartResult[] = [];
  for (const database of databases(['pglite', 'postgres'])) results.push(await benchDatabase(database));
  const targets = results.flatMap(cartTargets);
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
