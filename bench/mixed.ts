// bench:mixed: 50 customers on a 5,000-photo gallery for 2 minutes, each doing what a customer does, with the
// storefront's own persisted operations: open the gallery screen, scroll to further pages, open photos (the
// preview file), tick and untick photos, look at the cart. Run twice per database: with a person's pause between
// actions (the target), and with no pause at all (how much the server takes before answers slow down). Every
// answer is checked; at the end every customer's cart is compared with what that customer did.

import cartRouteQuery from '../client/src/__generated__/CartRouteQuery.graphql.ts';
import galleryCustomerQuery from '../client/src/__generated__/GalleryRouteCustomerQuery.graphql.ts';
import galleryRouteQuery from '../client/src/__generated__/GalleryRouteQuery.graphql.ts';
import photoGridPage from '../client/src/__generated__/PhotoGridPaginationQuery.graphql.ts';
import addPhotoToCart from '../client/src/__generated__/useAddPhotoToCartMutation.graphql.ts';
import deselectPhoto from '../client/src/__generated__/useDeselectPhotoMutation.graphql.ts';
import { databases, numberOption } from './lib/args.ts';
import type { DatabaseKind } from './lib/bench-app.ts';
import { gallerySessionToken } from './lib/http.ts';
import {
  percentile,
  printTable,
  printTargets,
  type Row,
  round,
  type Target,
  writeResults,
} from './lib/results.ts';
import { startServer } from './lib/server-process.ts';
import type { MixedSetup } from './mixed-server.ts';

const customerCount = numberOption('customers', 50);
const durationSeconds = numberOption('duration', 120);
const saturatedSeconds = numberOption('saturated-duration', 30);
const photoCount = numberOption('photos', 5000);
/** A person's pause between two actions, in ms: uniform between half and one and a half times this. */
const thinkMs = numberOption('think-ms', 1000);
const openable = 240;

type Action = 'gallery' | 'next page' | 'open photo' | 'tick' | 'untick' | 'cart';

interface Outcome {
  action: Action;
  ms: number;
  ok: boolean;
}

class CustomerError extends Error {}

async function graphql(
  baseUrl: string,
  token: string,
  documentId: string,
  variables: Record<string, unknown>,
) {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ documentId, variables }),
  });
  const text = await response.text();
  if (response.status !== 200) throw new CustomerError(`${response.status} ${text.slice(0, 200)}`);
  const body = JSON.parse(text);
  if (body.errors?.length) throw new CustomerError(JSON.stringify(body.errors).slice(0, 200));
  return body.data;
}

interface Photo {
  id: string;
  preview: string | null;
}

const photosOf = (connection: any): Photo[] =>
  connection.edges.map(({ node }: any) => ({ id: node.id, preview: node.preview?.url ?? null }));

/** The file token in a preview's address (its file name without the extension). */
const fileToken = (url: string) =>
  new URL(url, 'http://x').pathname
    .split('/')
    .pop()!
    .replace(/\.[a-z]+$/, '');

/** One customer's session: actions until `until`, each timed and checked; the cart is compared at the end. */
async function customer(
  baseUrl: string,
  slug: string,
  openableNames: Set<string>,
  until: number,
  pause: () => number,
  outcomes: Outcome[],
): Promise<{ wrongCart: boolean }> {
  // Customers arrive over the first pause, not all in the same millisecond.
  await new Promise((resolve) => setTimeout(resolve, Math.random() * pause()));
  const token = await gallerySessionToken(baseUrl, slug);
  const chosen = new Set<string>();
  let seen: Photo[] = [];
  let eventId = '';
  let cursor: string | null = null;
  let cartId = '';

  const act = async (action: Action, run: () => Promise<void>) => {
    const started = performance.now();
    let ok = true;
    try {
      await run();
    } catch (error) {
      ok = false;
      if (!(error instanceof CustomerError)) throw error;
      console.error(`${action}: ${error.message}`);
    }
    outcomes.push({ action, ms: performance.now() - started, ok });
  };

  const openGallery = async () => {
    // The screen's two queries, as the storefront sends them: what every customer sees, and the customer's own.
    const [shared, own] = await Promise.all([
      graphql(baseUrl, token, galleryRouteQuery.params.id!, { slug }),
      graphql(baseUrl, token, galleryCustomerQuery.params.id!, { slug }),
    ]);
    const event = shared.galleryEvent;
    eventId = event.id;
    cartId = own.gallerySession.cart.id;
    seen = photosOf(event.photos);
    cursor = event.photos.pageInfo.endCursor;
    if (own.gallerySession.cart.selectedPhotoCount !== chosen.size)
      throw new CustomerError(
        `gallery shows ${own.gallerySession.cart.selectedPhotoCount} selected, ${chosen.size} chosen`,
      );
  };
  await act('gallery', openGallery);

  while (performance.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, pause()));
    const roll = Math.random();
    if (roll < 0.2) await act('gallery', openGallery);
    else if (roll < 0.3 && cursor) {
      await act('next page', async () => {
        const data = await graphql(baseUrl, token, photoGridPage.params.id!, {
          id: eventId,
          count: 120,
          cursor,
        });
        seen = [...seen, ...photosOf(data.node.photos)];
        cursor = data.node.photos.pageInfo.endCursor;
      });
    } else if (roll < 0.6) {
      const candidates = seen.filter((photo) => photo.preview && openableNames.has(fileToken(photo.preview)));
      const photo = candidates[Math.floor(Math.random() * candidates.length)];
      if (!photo) continue;
      await act('open photo', async () => {
        const response = await fetch(new URL(photo.preview!, baseUrl), { redirect: 'follow' });
        const bytes = await response.arrayBuffer();
        if (response.status !== 200 || bytes.byteLength < 1000)
          throw new CustomerError(`preview answered ${response.status} with ${bytes.byteLength} bytes`);
      });
    } else if (roll < 0.9) {
      // Customers change their minds: some ticks are taken back.
      const mine = seen.filter((photo) => chosen.has(photo.id));
      const pool = mine.length && Math.random() < 0.35 ? mine : seen;
      const photo = pool[Math.floor(Math.random() * pool.length)];
      if (!photo) continue;
      const untick = chosen.has(photo.id);
      await act(untick ? 'untick' : 'tick', async () => {
        const data = untick
          ? await graphql(baseUrl, token, deselectPhoto.params.id!, { input: { photo: { id: photo.id } } })
          : await graphql(baseUrl, token, addPhotoToCart.params.id!, {
              input: { photo: { id: photo.id }, optionId: null },
            });
        const payload = data.deselectPhoto ?? data.addPhotoToCart;
        if (!payload.cart) throw new CustomerError(`${payload.__typename}: ${payload.message}`);
        if (untick) chosen.delete(photo.id);
        else chosen.add(photo.id);
        if (payload.cart.selectedPhotoCount !== chosen.size || payload.cart.id !== cartId)
          throw new CustomerError(
            `cart answered ${payload.cart.selectedPhotoCount} photos, ${chosen.size} chosen`,
          );
      });
    } else {
      await act('cart', async () => {
        const data = await graphql(baseUrl, token, cartRouteQuery.params.id!, { slug });
        if (data.gallerySession.cart.itemCount !== chosen.size)
          throw new CustomerError(
            `cart shows ${data.gallerySession.cart.itemCount} items, ${chosen.size} chosen`,
          );
      });
    }
  }
  const final = await graphql(baseUrl, token, cartRouteQuery.params.id!, { slug });
  return { wrongCart: final.gallerySession.cart.itemCount !== chosen.size };
}

async function run(database: DatabaseKind, paced: boolean) {
  const server = await startServer<MixedSetup>({
    module: new URL('./mixed-server.ts', import.meta.url).href,
    database,
    args: { photos: photoCount, openable },
  });
  try {
    const { eventSlug, openable: names } = server.setup;
    const seconds = paced ? durationSeconds : saturatedSeconds;
    const outcomes: Outcome[] = [];
    const pause = paced ? () => thinkMs * (0.5 + Math.random()) : () => 0;
    // Warm-up, not counted: one customer without pauses for a few seconds (JIT, the database's caches).
    const warmUntil = performance.now() + 5000;
    await customer(server.url, eventSlug, new Set(names.map(fileToken)), warmUntil, () => 0, []);
    const started = performance.now();
    const until = started + seconds * 1000;
    const finals = await Promise.all(
      Array.from({ length: customerCount }, () =>
        customer(server.url, eventSlug, new Set(names.map(fileToken)), until, pause, outcomes),
      ),
    );
    const elapsed = (performance.now() - started) / 1000;
    const all = outcomes.map((outcome) => outcome.ms);
    const rows: Row[] = (['gallery', 'next page', 'open photo', 'tick', 'untick', 'cart'] as Action[]).map(
      (action) => {
        const times = outcomes.filter((outcome) => outcome.action === action).map((outcome) => outcome.ms);
        return {
          action,
          n: times.length,
          'p50 ms': percentile(times, 50),
          'p99 ms': percentile(times, 99),
          errors: outcomes.filter((outcome) => outcome.action === action && !outcome.ok).length,
        };
      },
    );
    const errors = outcomes.filter((outcome) => !outcome.ok).length;
    const wrongCarts = finals.filter((final) => final.wrongCart).length;
    rows.push({
      action: 'all',
      n: all.length,
      'p50 ms': percentile(all, 50),
      'p99 ms': percentile(all, 99),
      errors,
    });
    const label = `${database}, ${paced ? `a ${thinkMs} ms pause between actions` : 'no pause'}`;
    printTable(
      `Mixed load on ${label}: ${customerCount} customers, ${round(elapsed, 0)} s, ${round(all.length / elapsed, 0)} requests/s, carts wrong at the end: ${wrongCarts}`,
      rows,
    );
    return {
      database,
      paced,
      seconds: elapsed,
      requestsPerSecond: all.length / elapsed,
      p50: percentile(all, 50),
      p99: percentile(all, 99),
      errors,
      wrongCarts,
      rows,
    };
  } finally {
    await server.close();
  }
}

async function main() {
  const results = [];
  for (const database of databases(['postgres', 'pglite'])) {
    results.push(await run(database, true));
    results.push(await run(database, false));
  }
  const targets: Target[] = results
    .filter((result) => result.paced)
    .flatMap((result) => [
      {
        target: `${result.database}: 0 errors, every cart right`,
        measured: `${result.errors} errors, ${result.wrongCarts} carts wrong`,
        met: result.errors === 0 && result.wrongCarts === 0,
      },
      {
        target: `${result.database}: p99 < 250 ms`,
        measured: `${round(result.p99, 1)} ms (p50 ${round(result.p50, 1)}, ${round(result.requestsPerSecond, 0)} requests/s)`,
        met: result.p99 < 250,
      },
    ]);
  printTargets(targets);
  await writeResults('mixed', { customers: customerCount, thinkMs, photos: photoCount, results, targets });
}

await main();
