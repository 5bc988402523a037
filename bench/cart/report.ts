// bench:cart's tables: throughput and cost per side, the correctness checks, and the targets.
import type { DatabaseKind } from '../lib/bench-app.ts';
import { failedRequests, type LoadFigures } from '../lib/load-figures.ts';
import { printTable, type Row, round, type Target } from '../lib/results.ts';
import type { Tally } from './customers.ts';
import type { SideFigures } from './rounds.ts';

/** What one database's run measured, as written to bench/results/cart.json. */
export interface CartResult {
  database: DatabaseKind;
  baseline: LoadFigures & SideFigures['cost'] & { roundsPerSecond: number[] };
  baselineTally: Tally;
  closed: LoadFigures & SideFigures['cost'] & { roundsPerSecond: number[] };
  fixed: LoadFigures;
  closedTally: Tally;
  fixedTally: Tally;
  totalsChecked: number;
  totalsWrong: number;
  firstProblems: string[];
}

export function printCartTables(
  database: DatabaseKind,
  { roundCount, duration }: { roundCount: number; duration: number },
  sides: { baseline: SideFigures; ours: SideFigures },
  fixed: { figures: LoadFigures; tallied: Tally },
  totals: { checked: number; wrong: number },
  problems: string[],
): void {
  const { baseline, ours } = sides;
  const row = (figures: LoadFigures, cost?: { cpuMs: number; statements: number }): Row => ({
    run: figures.title,
    'req/s': figures.requestsPerSecond,
    'x baseline': figures.requestsPerSecond / baseline.figures.requestsPerSecond,
    'SQL/change': cost?.statements,
    'CPU ms/change': cost?.cpuMs,
    'p50 ms': figures.latency.p50,
    'p90 ms': figures.latency.p90,
    'p99 ms': figures.latency.p99,
    'max ms': figures.latency.max,
    errors: failedRequests(figures),
  });
  printTable(
    `Cart under load on ${database}, ${roundCount} rounds each of ${round(duration / roundCount, 1)} s taking turns (server processes: baseline ${round(baseline.cost.cpuShare * 100, 0)}%, ours ${round(ours.cost.cpuShare * 100, 0)}% of a core; p50 and p90: median round, p99 and max: worst round)`,
    [row(baseline.figures, baseline.cost), row(ours.figures, ours.cost), row(fixed.figures)],
  );
  console.log(
    `Requests/s by round: baseline ${baseline.perRound.map((value) => round(value, 0)).join(', ')}; ours ${ours.perRound.map((value) => round(value, 0)).join(', ')}`,
  );
  const checks: Row[] = [
    { run: baseline.figures.title, ...baseline.tallied, 'cut at the end of a round': baseline.cut },
    { run: ours.figures.title, ...ours.tallied, 'cut at the end of a round': ours.cut },
    { run: fixed.figures.title, ...fixed.tallied },
    { run: 'totals at the end (app vs SQL vs customer)', answered: totals.checked, wrong: totals.wrong },
  ];
  printTable('Correctness: every answer checked against what the customer did', checks);
  if (problems.length) console.log(`First problems:\n  ${problems.join('\n  ')}`);
}

export function cartTargets(result: CartResult): Target[] {
  const ratio = result.closed.requestsPerSecond / result.baseline.requestsPerSecond;
  const errors = [result.baseline, result.closed, result.fixed].reduce(
    (sum, figures) => sum + failedRequests(figures),
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
}
