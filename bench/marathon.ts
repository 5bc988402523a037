// bench:marathon: an event of a million photos on PostgreSQL (bench/marathon/fixture.ts builds it in bulk on a database
// of its own), measured through a server process as customers use it: browsing at any depth, the REST answer with
// every photo, the selfie and race-number searches. Each module under bench/marathon/ returns its targets; this file
// puts them in one table.
// The ingest (80 photographers through tus, bench/ingest.ts) and the herd of new customers (bench/herd.ts) run on setups
// of their own after it, so the one table has every target of the issue. --skip= leaves parts out (browse, rest,
// numbers, selfie, ingest, herd), to measure one again on a kept fixture.
//   npm run bench:marathon -- --photos=20000 [--keep] [--build-only] [--searches=50] [--iterations=100] [--skip=herd,selfie]

import { measureHerd } from './herd.ts';
import { measureIngest } from './ingest.ts';
import { numberOption, option } from './lib/args.ts';
import { printTargets, type Target, writeResults } from './lib/results.ts';
import { startServer } from './lib/server-process.ts';
import { measureBrowsing } from './marathon/browse.ts';
import type { MarathonContext } from './marathon/context.ts';
import { measureRaceNumbers, measureSelfieSearch } from './marathon/find.ts';
import { dropMarathonDatabase, marathonFixture } from './marathon/fixture.ts';
import { measureRestStream } from './marathon/rest-stream.ts';

const photos = numberOption('photos', 1_000_000);
const keep = process.argv.includes('--keep');
const skipped = new Set((option('skip') ?? '').split(',').filter(Boolean));

async function main() {
  const fixture = await marathonFixture(photos, keep);
  if (process.argv.includes('--build-only')) return;
  // Every read executed: the servers' read cache is off (READ_CACHE_MB=0).
  const server = await startServer<unknown>({
    module: new URL('./marathon/server.ts', import.meta.url).href,
    database: 'postgres',
    env: { BENCH_DATABASE_URL: fixture.databaseUrl, READ_CACHE_MB: '0' },
  });
  const context: MarathonContext = { fixture, server, figures: {} };
  const targets: Target[] = [];
  try {
    const parts = {
      browse: measureBrowsing,
      rest: measureRestStream,
      numbers: measureRaceNumbers,
      selfie: measureSelfieSearch,
    };
    for (const [part, measure] of Object.entries(parts)) {
      if (skipped.has(part)) continue;
      const started = performance.now();
      try {
        const rows = await measure(context);
        targets.push(...rows);
        for (const row of rows) console.log(`${row.met ? 'met' : 'NO '}  ${row.target}: ${row.measured}`);
      } catch (error) {
        // One part failing (a server gone, an answer cut) is a row of the table, not the end of the run.
        const row = { target: measure.name, measured: `failed: ${(error as Error).message}`, met: false };
        targets.push(row);
        console.log(`NO   ${row.target}: ${row.measured}`);
      }
      console.log(`  (${measure.name}: ${((performance.now() - started) / 1000).toFixed(0)} s)`);
    }
  } finally {
    await server.close();
    if (!keep) await dropMarathonDatabase();
  }
  if (!skipped.has('ingest')) targets.push(...(await measureIngest({ print: false })));
  if (!skipped.has('herd')) targets.push(...(await measureHerd({ print: false })));
  printTargets(targets);
  await writeResults('marathon', {
    photos,
    faces: fixture.faces,
    raceNumbers: fixture.bibRows,
    buildSeconds: fixture.buildSeconds,
    figures: context.figures,
    targets,
  });
}

await main();
