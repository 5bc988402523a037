// bench:marathon, finding yourself: the race-number search as the gallery sends it (GraphQL over HTTP), and the selfie
// search through the product's entry point (searchPhotosBySelfie, run in the server process with the planted
// person's selfie vector), its recall of the exact top 20 and the server's memory.

import { faceMatchThreshold } from '../../server/domain/face-match.ts';
import { numberOption } from '../lib/args.ts';
import { gallerySessionToken } from '../lib/http.ts';
import { median, percentile, round, type Target } from '../lib/results.ts';
import type { MarathonContext } from './context.ts';
import { bibNumberOf, eventSlug } from './fixture.ts';

const numberSearches = numberOption('number-searches', 200);
const selfieSearches = numberOption('searches', 50);
/** Selfie searches stop after this long (a search that reads every face again can take a minute). */
const selfieBudgetSeconds = numberOption('selfie-seconds', 300);
const top = 20;

const numberQuery = `query MarathonNumber($slug: String!, $number: String!) {
  gallerySession(eventSlug: $slug) {
    event { searchPhotosByNumber(number: $number) {
      __typename ... on PhotoNumberSearch { number photos { id } } ... on Error { message }
    } }
  }
}`;

export async function measureRaceNumbers(context: MarathonContext): Promise<Target[]> {
  const { server, fixture } = context;
  const token = await gallerySessionToken(server.url, eventSlug);
  // The ground truth: photo i carries bibNumberOf(i) when i % 5 < 3.
  const truth = new Map<string, number>();
  for (let i = 1; i <= fixture.photos; i++)
    if (i % 5 < 3) {
      const number = bibNumberOf(i, fixture.runners);
      truth.set(number, (truth.get(number) ?? 0) + 1);
    }
  const times: number[] = [];
  let wrong = 0;
  // BENCH_PROFILE=1: a CPU profile of the server over the searches (bench/.cache/profiles/marathon-numbers.cpuprofile).
  await server.command('profileStart');
  for (let search = -5; search < numberSearches; search++) {
    const number = String(((Math.abs(search) * 7_121) % fixture.runners) + 1);
    const start = performance.now();
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: numberQuery, variables: { slug: eventSlug, number } }),
    });
    const answer = await response.json();
    const ms = performance.now() - start;
    const result = answer.data?.gallerySession?.event?.searchPhotosByNumber;
    if (result?.__typename !== 'PhotoNumberSearch')
      throw new Error(`Number search: ${JSON.stringify(answer)}`);
    if (search < 0) continue;
    times.push(ms);
    if (result.photos.length !== Math.min(200, truth.get(number) ?? 0)) wrong++;
  }
  const profile = await server.command<string | null>('profileStop', 'marathon-numbers');
  if (profile) console.log(`CPU profile: ${profile}`);
  const p99 = percentile(times, 99);
  context.figures.raceNumbers = {
    rows: fixture.bibRows,
    runners: fixture.runners,
    searches: times.length,
    medianMs: round(median(times)),
    p99Ms: round(p99),
    wrongAnswers: wrong,
  };
  return [
    {
      target: `race number search, ${fixture.bibRows.toLocaleString('en')} numbers: p99 < 20 ms (GraphQL over HTTP)`,
      measured: `p99 ${round(p99, 1)} ms, median ${round(median(times), 1)} ms, ${wrong} of ${times.length} answers wrong`,
      met: p99 < 20 && wrong === 0,
    },
  ];
}

export async function measureSelfieSearch(context: MarathonContext): Promise<Target[]> {
  const { server, fixture } = context;
  await server.command('peakRss');
  const baseline = await server.command<number>('rss');
  const times: number[] = [];
  const recalls: number[] = [];
  let failure: string | null = null;
  // The first search after a start reads the event's codes into the index (once per process and event, kept up to date
  // from the change log after that): timed apart, as the other parts' warm-up reads are left out.
  const loadStarted = performance.now();
  await server.command('selfieSearch', {
    eventId: fixture.eventId,
    query: Array.from(fixture.people[0]!.query),
  });
  const firstSearchMs = performance.now() - loadStarted;
  const started = performance.now();
  for (let search = 0; search < selfieSearches; search++) {
    if (performance.now() - started > selfieBudgetSeconds * 1000) break;
    const person = fixture.people[search % fixture.people.length]!;
    // The exact top 20: the person's planted photos above the threshold, best first. Background faces are random
    // unit vectors (cosine with any selfie within +-0.2 of 0, far under the 0.6 threshold) and never rank.
    const exact = person.photos.filter((photo) => photo.similarity >= faceMatchThreshold).slice(0, top);
    try {
      const result = await server.command<{ ms: number; photoIds: string[] }>('selfieSearch', {
        eventId: fixture.eventId,
        query: Array.from(person.query),
      });
      times.push(result.ms);
      const found = new Set(result.photoIds.slice(0, top));
      recalls.push(
        exact.length ? exact.filter((photo) => found.has(photo.photoId)).length / exact.length : 1,
      );
    } catch (error) {
      failure = (error as Error).message.split('\n')[0]!;
      break;
    }
  }
  const peak = await server.command<number>('peakRss');
  const recall = recalls.length ? recalls.reduce((a, b) => a + b, 0) / recalls.length : 0;
  const p99 = percentile(times, 99);
  const memoryMb = (peak - baseline) / 2 ** 20;
  context.figures.selfie = {
    faces: fixture.faces,
    people: fixture.people.length,
    searches: times.length,
    firstSearchMs: round(firstSearchMs),
    medianMs: round(median(times)),
    p99Ms: round(p99),
    recallAt20: round(recall, 4),
    rssBeforeMb: round(baseline / 2 ** 20),
    peakRssMb: round(peak / 2 ** 20),
    failure,
  };
  const searched = `${times.length} searches${failure ? ` (then failed: ${failure})` : ''}`;
  return [
    {
      target: `selfie search, ${(fixture.faces / 1e6).toFixed(2)}M faces: p99 < 500 ms (searchPhotosBySelfie)`,
      measured: `p99 ${round(p99)} ms, median ${round(median(times))} ms, ${searched}; the first after a start, which reads the index, ${round(firstSearchMs / 1000, 1)} s`,
      met: times.length > 0 && !failure && p99 < 500,
    },
    {
      target: 'selfie search: recall of the exact top 20 >= 0.99',
      measured: `${round(recall, 3)} over ${recalls.length} searches`,
      met: recalls.length > 0 && recall >= 0.99,
    },
    {
      target: 'selfie search: index memory per process < 300 MB (server RSS growth while searching)',
      measured: `+${round(memoryMb)} MB (RSS ${round(baseline / 2 ** 20)} -> peak ${round(peak / 2 ** 20)} MB)`,
      met: !failure && memoryMb < 300,
    },
  ];
}
