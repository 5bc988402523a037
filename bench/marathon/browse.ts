// bench:marathon, browsing: a new customer's gallery (the route's query: header and first page), a page 90% deep in
// the event (the grid's own pagination query with the cursor in hand), the photo count and the header, each read
// executed (the server runs with READ_CACHE_MB=0), taking turns; times seen by the client over loopback HTTP.

import { encodeBase64, encodeCursorChunk } from '@pothos/core';
import { encodeGlobalID } from '@pothos/plugin-relay';
import galleryRouteQuery from '../../client/src/__generated__/GalleryRouteQuery.graphql.ts';
import photoGridPaginationQuery from '../../client/src/__generated__/PhotoGridPaginationQuery.graphql.ts';
import { numberOption } from '../lib/args.ts';
import { gallerySessionToken } from '../lib/http.ts';
import { median, percentile, round, type Target } from '../lib/results.ts';
import type { MarathonContext } from './context.ts';
import { eventSlug, photoId } from './fixture.ts';

const iterations = numberOption('iterations', 100);
const pageSize = 120;
const budgetMs = 50;

const photoCountQuery = `query MarathonPhotoCount($slug: String!) {
  gallerySession(eventSlug: $slug) { event { photoCount } }
}`;
const headerQuery = `query MarathonHeader($slug: String!) {
  gallerySession(eventSlug: $slug) {
    event { name day photoCount startingPriceCents cover { url width height } }
  }
}`;

/** The cursor the grid would hold after the photo at `position` (1-based) in the gallery's order. */
export function cursorAfter(position: number): string {
  return encodeBase64(`GPC:${encodeCursorChunk(photoId(position))}`);
}

export async function measureBrowsing(context: MarathonContext): Promise<Target[]> {
  const { server, fixture } = context;
  const token = await gallerySessionToken(server.url, eventSlug);
  const post = async (body: unknown) => {
    const start = performance.now();
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    const ms = performance.now() - start;
    const answer = JSON.parse(text);
    if (response.status !== 200 || answer.errors) throw new Error(`GraphQL: ${text.slice(0, 400)}`);
    return { ms, data: answer.data, bytes: text.length };
  };
  const depth = Math.floor(fixture.photos * 0.9);
  const eventGlobalId = encodeGlobalID('Event', fixture.eventId);
  const reads = {
    'first page (gallery route query)': () =>
      post({ documentId: galleryRouteQuery.params.id, variables: { slug: eventSlug } }),
    [`page ${depth.toLocaleString('en')} deep (cursor)`]: async () => {
      const read = await post({
        documentId: photoGridPaginationQuery.params.id,
        variables: { id: eventGlobalId, count: pageSize, cursor: cursorAfter(depth), favoritesOnly: false },
      });
      // The page starts right after the cursor's photo, in the gallery's order.
      const edges = read.data.node.photos.edges as { node: { id: string } }[];
      const expected = encodeGlobalID('Photo', photoId(depth + 1));
      if (edges.length !== Math.min(pageSize, fixture.photos - depth) || edges[0]?.node.id !== expected)
        throw new Error(`The deep page starts at ${edges[0]?.node.id}, not ${expected}`);
      return read;
    },
    'photo count': async () => {
      const read = await post({ query: photoCountQuery, variables: { slug: eventSlug } });
      if (read.data.gallerySession.event.photoCount !== fixture.photos)
        throw new Error(`photoCount ${read.data.gallerySession.event.photoCount}, not ${fixture.photos}`);
      return read;
    },
    header: () => post({ query: headerQuery, variables: { slug: eventSlug } }),
  };
  const samples = new Map<string, number[]>(Object.keys(reads).map((name) => [name, []]));
  const statements = new Map<string, number>();
  const bytes = new Map<string, number>();
  for (const [name, read] of Object.entries(reads)) {
    for (let warm = 0; warm < 5; warm++) await read();
    await server.command('sqlCount');
    bytes.set(name, (await read()).bytes);
    statements.set(name, (await server.command<{ count: number }>('sqlCount')).count);
  }
  // BENCH_PROFILE=1: a CPU profile of the server over the timed reads (bench/.cache/profiles/marathon-browse.cpuprofile).
  await server.command('profileStart');
  for (let round = 0; round < iterations; round++) {
    for (const [name, read] of Object.entries(reads)) samples.get(name)!.push((await read()).ms);
  }
  const profile = await server.command<string | null>('profileStop', 'marathon-browse');
  if (profile) console.log(`CPU profile: ${profile}`);
  const figures = Object.fromEntries(
    [...samples].map(([name, times]) => [
      name,
      {
        n: times.length,
        medianMs: round(median(times)),
        p99Ms: round(percentile(times, 99)),
        statements: statements.get(name),
        answerKb: round(bytes.get(name)! / 1024, 1),
      },
    ]),
  );
  context.figures.browsing = { iterations, pageSize, depth, reads: figures };
  return [...samples].map(([name, times]) => {
    const p99 = percentile(times, 99);
    return {
      target: `${name}: p99 < ${budgetMs} ms, executed (${fixture.photos.toLocaleString('en')} photos)`,
      measured: `p99 ${round(p99, 1)} ms, median ${round(median(times), 1)} ms, ${statements.get(name)} SQL statements`,
      met: p99 < budgetMs,
    };
  });
}
