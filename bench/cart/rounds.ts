// The closed-loop measure: the baseline and ours take turns in short rounds (a neighbour's load on the machine then
// falls on both alike), each on the carts the other left; a side's figures are the sum of its rounds.
import type { CartSetup } from '../cart-server.ts';
import { combinedFigures, type LoadFigures } from '../lib/load-figures.ts';
import type { ServerHandle } from '../lib/server-process.ts';
import type { Baseline } from './baseline.ts';
import type { Crowd } from './crowd.ts';
import { addTallies, type Tally } from './customers.ts';

type Counter = 'cpuUsage' | 'sqlCount';

interface Side {
  url: string;
  title: string;
  command<T>(name: Counter): Promise<T>;
  /** The SQL statement count out of the side's sqlCount answer. */
  statements(value: unknown): number;
}

interface Round {
  figures: LoadFigures;
  cpu: NodeJS.CpuUsage;
  statements: number;
}

export interface SideFigures {
  figures: LoadFigures;
  cost: { cpuMs: number; cpuShare: number; statements: number };
  tallied: Tally;
  perRound: number[];
  /** Customers whose change was in flight when a round ended. */
  cut: number;
}

const sideNames = ['baseline', 'ours'] as const;
type SideName = (typeof sideNames)[number];

function sidesOf(baseline: Baseline, server: ServerHandle<CartSetup>): Record<SideName, Side> {
  return {
    baseline: {
      url: baseline.url,
      title: 'same change, hand-written SQL over pg',
      command: <T>(name: Counter) => baseline.command<T>(name),
      statements: (value: unknown) => value as number,
    },
    ours: {
      url: server.url,
      title: 'ours (Yoga, Pothos, Prisma), as fast as answered',
      command: <T>(name: Counter) => server.command<T>(name),
      statements: (value: unknown) => (value as { count: number }).count,
    },
  };
}

/** A side's rounds taken together: CPU per change and share of a core, SQL statements per change. */
function sideFigures(title: string, rounds: Round[], tallies: Tally[], cut: number): SideFigures {
  const figures = combinedFigures(
    title,
    rounds.map((part) => part.figures),
  );
  const cpuMs = rounds.reduce((total, part) => total + (part.cpu.user + part.cpu.system) / 1000, 0);
  const statements = rounds.reduce((total, part) => total + part.statements, 0);
  return {
    figures,
    cost: {
      cpuMs: cpuMs / figures.requests,
      cpuShare: cpuMs / (figures.seconds * 1000),
      statements: statements / figures.requests,
    },
    tallied: addTallies(tallies),
    perRound: rounds.map((part) => part.figures.requestsPerSecond),
    cut,
  };
}

/** A warm-up on each side, then `roundCount` rounds each, `seconds` split among them; ours is CPU-profiled. */
export async function takeTurns(
  crowd: Crowd,
  server: ServerHandle<CartSetup>,
  baseline: Baseline,
  options: { roundCount: number; seconds: number; profileName: string },
): Promise<Record<SideName, SideFigures>> {
  const sides = sidesOf(baseline, server);
  const rounds: Record<SideName, Round[]> = { baseline: [], ours: [] };
  const tallies: Record<SideName, Tally[]> = { baseline: [], ours: [] };
  const cut: Record<SideName, number> = { baseline: 0, ours: 0 };
  for (const side of Object.values(sides)) {
    await crowd.run(side.url, 'warm-up', 5);
    await crowd.resync();
  }
  crowd.tally();
  await server.command('profileStart');
  for (let round = 0; round < options.roundCount; round++) {
    for (const name of sideNames) {
      const side = sides[name];
      await side.command('cpuUsage');
      await side.command('sqlCount');
      const figures = await crowd.run(side.url, side.title, options.seconds / options.roundCount);
      const cpu = await side.command<NodeJS.CpuUsage>('cpuUsage');
      rounds[name].push({ figures, cpu, statements: side.statements(await side.command('sqlCount')) });
      cut[name] += await crowd.resync();
      tallies[name].push(crowd.tally());
    }
  }
  await server.command('profileStop', options.profileName);
  return {
    baseline: sideFigures(sides.baseline.title, rounds.baseline, tallies.baseline, cut.baseline),
    ours: sideFigures(sides.ours.title, rounds.ours, tallies.ours, cut.ours),
  };
}
