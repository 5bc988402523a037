// bench:gallery: the storefront's gallery read path on an event of 5,000 photos, on PGlite and PostgreSQL. The
// GraphQL queries the gallery screen makes (its first 120 photos; the issue asked for 100), the same screen as a
// brand-new customer's first visit, and the REST GET /api/{urlEvento} (every photo) are timed
// against the raw SQL that fetches the same rows, over the same kind of connection; SQL statements are counted.
import pg from 'pg';
import galleryCustomerQuery from '../client/src/__generated__/GalleryRouteCustomerQuery.graphql.ts';
import galleryRouteQuery from '../client/src/__generated__/GalleryRouteQuery.graphql.ts';
import type { GallerySetup } from './gallery-server.ts';
import { databases, numberOption, option } from './lib/args.ts';
import type { DatabaseKind } from './lib/bench-app.ts';
import { benchStudioSlug } from './lib/bench-app.ts';
import { callJson, gallerySessionToken } from './lib/http.ts';
import {
  median,
  percentile,
  printTable,
  printTargets,
  type Row,
  round,
  type Target,
  writeResults,
} from './lib/results.ts';
import { startServer } from './lib/server-process.ts';

const photoCount = numberOption('photos', 5000);
const iterations = numberOption('iterations', 300);
const restIterations = numberOption('rest-iterations', 40);

/**
 * The gallery screen's own queries, as the storefront sends them (their persisted ids): what every customer of the
 * event sees (its first 120 photos), and the customer's own (session, cart, the photos in it, favourites).
 */
export const GalleryQueryId = galleryRouteQuery.params.id!;
export const GalleryCustomerQueryId = galleryCustomerQuery.params.id!;
const pageSize = 120;

/**
 * The rows of the GraphQL answer: the studio with its logos; the session with its event and cart; the event's sale
 * options; a page of photos with their thumbnails and previews; the cart's items.
 */
const rawGallerySql = {
  studio: `SELECT st.id, st.name, st."footerEmail", st."footerPhone", l."storageKey", l.width, l.height,
      f."storageKey" AS "footerLogoKey", f.width AS "footerLogoWidth", f.height AS "footerLogoHeight"
    FROM "Studio" st
    LEFT JOIN "Asset" l ON l.id = st."logoId"
    LEFT JOIN "Asset" f ON f.id = st."footerLogoId"
    WHERE st.slug = $1`,
  saleOptions: `SELECT i.* FROM "PriceTableItem" i JOIN "PriceTable" t ON t.id = i."priceTableId"
    WHERE t."eventId" = $1 ORDER BY i.position`,
  session: `SELECT s.id, st."mercadoPagoPublicKey", st."watermarkRevision", e.id AS "eventId", e.name, e.slug,
      e.mode, e."deliveryFormat", e."digitalPriceCents", e."accessKey", c.id AS "cartId", c.status
    FROM "GallerySession" s
    JOIN "Studio" st ON st.id = s."studioId"
    JOIN "Event" e ON e.id = s."eventId"
    JOIN "Cart" c ON c."sessionId" = s.id
    WHERE s.id = $1 AND st.slug = $2 AND e.slug = $3`,
  photos: `SELECT p.id, p.name, p.width, p.height, p."watermarkRevision", f."storageKey", f.width AS "thumbnailWidth",
      f.height AS "thumbnailHeight", v."storageKey" AS "previewKey", v.width AS "previewWidth",
      v.height AS "previewHeight",
      EXISTS (SELECT 1 FROM "CartItem" ci WHERE ci."cartId" = $2 AND ci."photoId" = p.id) AS selected
    FROM "Photo" p
    LEFT JOIN "PhotoFile" f ON f."photoId" = p.id AND f.variant = 'THUMBNAIL'
    LEFT JOIN "PhotoFile" v ON v."photoId" = p.id AND v.variant = 'PREVIEW'
    WHERE p."eventId" = $1
    ORDER BY p.id
    LIMIT $3`,
  cartItems: `SELECT id, "photoId", quantity, extra, format, "priceTableItemId" FROM "CartItem" WHERE "cartId" = $1`,
};

/** The rows of GET /api/{urlEvento}: everything above, every photo with its original's size, the price table. */
const rawRestSql = {
  session: `SELECT s.*, st."mercadoPagoPublicKey", st."watermarkRevision" AS "studioWatermarkRevision", e.*,
      c.id AS "cartId", c.status AS "cartStatus", c."defaultOptionId", c."deliveryPreference", c."shippingPriceCents"
    FROM "GallerySession" s
    JOIN "Studio" st ON st.id = s."studioId"
    JOIN "Event" e ON e.id = s."eventId"
    JOIN "Cart" c ON c."sessionId" = s.id
    WHERE s.id = $1 AND st.slug = $2 AND e.slug = $3`,
  priceTable: `SELECT i.* FROM "PriceTableItem" i JOIN "PriceTable" t ON t.id = i."priceTableId"
    WHERE t."eventId" = $1 ORDER BY i.position`,
  photos: `SELECT p.id, p.name, p."originalName", p.width, p.height, f.width AS "originalWidth",
      f.height AS "originalHeight", f.bytes,
      EXISTS (SELECT 1 FROM "CartItem" ci WHERE ci."cartId" = $2 AND ci."photoId" = p.id) AS selected
    FROM "Photo" p
    JOIN "PhotoFile" f ON f."photoId" = p.id AND f.variant = 'ORIGINAL'
    WHERE p."eventId" = $1
    ORDER BY p.id
    LIMIT 10001`,
  cartItems: `SELECT ci.*, p.name, p."originalName", p.width, p.height, f."storageKey"
    FROM "CartItem" ci
    JOIN "Photo" p ON p.id = ci."photoId"
    LEFT JOIN "PhotoFile" f ON f."photoId" = p.id AND f.variant = 'THUMBNAIL'
    WHERE ci."cartId" = $1
    ORDER BY ci."createdAt", ci.id`,
};

interface Sample {
  clientMs: number;
  bytes: number;
}

type CacheMode = 'on' | 'off';

/** `--cache=on|off|both` (default both): the servers' memory of customers' reads, or every read executed. */
function cacheModes(): CacheMode[] {
  const value = option('cache') ?? 'both';
  if (value === 'both') return ['on', 'off'];
  if (value !== 'on' && value !== 'off') throw new Error('--cache must be on, off or both');
  return [value];
}

async function benchDatabase(database: DatabaseKind, cache: CacheMode) {
  const started = performance.now();
  const server = await startServer<GallerySetup>({
    module: new URL('./gallery-server.ts', import.meta.url).href,
    database,
    args: { photos: photoCount },
    // Each new customer comes from an address of its own (as runners do), so the per-address limit on opening
    // sessions is not what the row measures.
    env: { TRUST_PROXY: '1', ...(cache === 'off' && { READ_CACHE_MB: '0' }) },
  });
  const raw = new pg.Client({ connectionString: server.databaseUrl });
  try {
    await raw.connect();
    const { eventSlug, photoNames, smallEventSlug, smallPhotoNames } = server.setup;
    // A customer who already chose a few photos (some on the first page), on each event.
    const customer = async (slug: string, names: string[]) => {
      const token = await gallerySessionToken(server.url, slug);
      for (const name of names) {
        const added = await callJson(`${server.url}/api/${slug}/carrinho/adicionar-imagem`, {
          body: { nomeImagem: name },
          token,
        });
        if (added.status !== 200) throw new Error(`adicionar-imagem answered ${added.status}`);
      }
      return token;
    };
    const token = await customer(eventSlug, [...photoNames.slice(0, 5), ...photoNames.slice(-5)]);
    const smallToken = await customer(smallEventSlug, smallPhotoNames.slice(0, 2));
    const { rows: sessionRows } = await raw.query<{ sessionId: string; cartId: string; eventId: string }>(
      `SELECT s.id AS "sessionId", c.id AS "cartId", s."eventId"
        FROM "GallerySession" s JOIN "Cart" c ON c."sessionId" = s.id JOIN "Event" e ON e.id = s."eventId"
        WHERE e.slug = $1`,
      [eventSlug],
    );
    const { sessionId, cartId, eventId } = sessionRows[0]!;

    const query = async (documentId: string, slug: string, bearer: string) => {
      const response = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${bearer}` },
        body: JSON.stringify({ documentId, variables: { slug } }),
      });
      const text = await response.text();
      const body = JSON.parse(text);
      if (body.errors) throw new Error(`Gallery query failed: ${text.slice(0, 300)}`);
      return { body, text };
    };
    /** The screen: its two queries one after the other (their server times add up to the screen's). */
    const graphql = async (slug = eventSlug, bearer = token): Promise<Sample> => {
      const start = performance.now();
      const shared = await query(GalleryQueryId, slug, bearer);
      const own = await query(GalleryCustomerQueryId, slug, bearer);
      const clientMs = performance.now() - start;
      if (!shared.body.data?.galleryEvent?.photos?.edges?.length || !own.body.data?.gallerySession?.cart) {
        throw new Error(`Gallery query failed: ${shared.text.slice(0, 200)} ${own.text.slice(0, 200)}`);
      }
      return { clientMs, bytes: shared.text.length + own.text.length };
    };
    /** A brand-new customer: a session opened (not timed; from an address of its own), then the screen. */
    let newcomers = 0;
    const newcomerToken = async () => {
      const opened = await callJson(`${server.url}/api/${eventSlug}/galeria-publica/criar-sessao`, {
        headers: {
          'X-Forwarded-For': `10.${(newcomers >> 16) & 255}.${(newcomers >> 8) & 255}.${newcomers++ & 255}`,
        },
      });
      if (opened.status !== 200) throw new Error(`criar-sessao answered ${opened.status}`);
      return opened.body.accessTokenGaleria as string;
    };
    const restAnswers = new Map<string, string>();
    const rest = async (slug = eventSlug, bearer = token): Promise<Sample> => {
      const start = performance.now();
      const response = await fetch(`${server.url}/api/${slug}`, {
        headers: { Authorization: `Bearer ${bearer}` },
      });
      const text = await response.text();
      const clientMs = performance.now() - start;
      if (response.status !== 200) throw new Error(`GET /api/${slug} answered ${response.status}`);
      // Nothing changes while measuring: every answer, executed or from memory, must be the same bytes.
      const first = restAnswers.get(slug) ?? text;
      restAnswers.set(slug, first);
      if (text !== first) throw new Error(`GET /api/${slug} answered different bytes for the same data`);
      return { clientMs, bytes: text.length };
    };
    const rawGallery = async (): Promise<Sample> => {
      const start = performance.now();
      const studio = await raw.query(rawGallerySql.studio, [benchStudioSlug]);
      const session = await raw.query(rawGallerySql.session, [sessionId, benchStudioSlug, eventSlug]);
      await raw.query(rawGallerySql.saleOptions, [eventId]);
      const photos = await raw.query(rawGallerySql.photos, [eventId, cartId, pageSize + 1]);
      const items = await raw.query(rawGallerySql.cartItems, [cartId]);
      const clientMs = performance.now() - start;
      if (
        studio.rowCount !== 1 ||
        session.rowCount !== 1 ||
        photos.rowCount !== pageSize + 1 ||
        items.rowCount !== 10
      )
        throw new Error('Raw SQL rows differ');
      return { clientMs, bytes: 0 };
    };
    const rawRest = async (): Promise<Sample> => {
      const start = performance.now();
      const session = await raw.query(rawRestSql.session, [sessionId, benchStudioSlug, eventSlug]);
      await raw.query(rawRestSql.priceTable, [eventId]);
      const photos = await raw.query(rawRestSql.photos, [eventId, cartId]);
      const items = await raw.query(rawRestSql.cartItems, [cartId]);
      const clientMs = performance.now() - start;
      if (session.rowCount !== 1 || photos.rowCount !== photoCount || items.rowCount !== 10) {
        throw new Error('Raw SQL rows differ');
      }
      return { clientMs, bytes: 0 };
    };

    // Statements per request, one request at a time (nothing else runs in the server meanwhile); the figure is the
    // last of three, once a read the cache keeps is in it.
    const statements = async (request: () => Promise<Sample>) => {
      const counts: number[] = [];
      let texts: string[] = [];
      for (let attempt = 0; attempt < 3; attempt++) {
        await server.command('sqlCount');
        await request();
        const { count, statements: sent } = await server.command<{ count: number; statements: string[] }>(
          'sqlCount',
        );
        counts.push(count);
        texts = sent;
      }
      return { counts, texts };
    };

    // Warm-up: JIT, the database's caches, Prisma's query plans.
    for (let index = 0; index < 30; index++) {
      await graphql();
      await rawGallery();
    }
    for (let index = 0; index < 5; index++) {
      await rest();
      await rawRest();
    }
    const graphqlStatements = await statements(() => graphql());
    const newcomerStatements = await statements(async () => {
      const bearer = await newcomerToken();
      await server.command('sqlCount');
      return graphql(eventSlug, bearer);
    });
    const restStatements = await statements(() => rest());
    const smallGraphqlStatements = await statements(() => graphql(smallEventSlug, smallToken));
    const smallRestStatements = await statements(() => rest(smallEventSlug, smallToken));

    // Measured: the four kinds take turns so drift on the machine spreads over all of them.
    const samples = {
      graphql: [] as Sample[],
      newcomer: [] as Sample[],
      rawGallery: [] as Sample[],
      rest: [] as Sample[],
      rawRest: [] as Sample[],
    };
    const sent: ('graphql' | 'newcomer' | 'open' | 'rest')[] = [];
    await server.command('handlerTimes');
    await server.command('profileStart');
    for (let index = 0; index < iterations; index++) {
      samples.graphql.push(await graphql());
      sent.push('graphql', 'graphql');
      const bearer = await newcomerToken();
      sent.push('open');
      samples.newcomer.push(await graphql(eventSlug, bearer));
      sent.push('newcomer', 'newcomer');
      samples.rawGallery.push(await rawGallery());
      if (index % Math.ceil(iterations / restIterations) === 0) {
        samples.rest.push(await rest());
        sent.push('rest');
        samples.rawRest.push(await rawRest());
      }
    }
    await server.command('profileStop', `gallery-${database}`);
    const handlerTimes = await server.command<number[]>('handlerTimes');
    // A screen is two requests in a row: their server times add up.
    const screens = (kind: 'graphql' | 'newcomer') =>
      handlerTimes.flatMap((time, index) =>
        sent[index] === kind && sent[index - 1] !== kind ? [time + handlerTimes[index + 1]!] : [],
      );
    const serverMs = {
      graphql: screens('graphql'),
      newcomer: screens('newcomer'),
      open: handlerTimes.filter((_time, index) => sent[index] === 'open'),
      rest: handlerTimes.filter((_time, index) => sent[index] === 'rest'),
    };
    const client = (list: Sample[]) => list.map((sample) => sample.clientMs);
    const rawGalleryMedian = median(client(samples.rawGallery));
    const rawRestMedian = median(client(samples.rawRest));
    const rows: Row[] = [
      {
        request: `GraphQL gallery screen (${pageSize} photos, 2 queries)`,
        n: samples.graphql.length,
        'server median ms': median(serverMs.graphql),
        'server p99 ms': percentile(serverMs.graphql, 99),
        'client median ms': median(client(samples.graphql)),
        'client p99 ms': percentile(client(samples.graphql), 99),
        'x raw SQL (median)': median(serverMs.graphql) / rawGalleryMedian,
        'SQL statements': graphqlStatements.counts.at(-1),
        'with 10 photos': smallGraphqlStatements.counts.at(-1),
        'answer KB': samples.graphql[0]!.bytes / 1024,
      },
      {
        request: 'new customer, first visit (same screen)',
        n: samples.newcomer.length,
        'server median ms': median(serverMs.newcomer),
        'server p99 ms': percentile(serverMs.newcomer, 99),
        'client median ms': median(client(samples.newcomer)),
        'client p99 ms': percentile(client(samples.newcomer), 99),
        'x raw SQL (median)': median(serverMs.newcomer) / rawGalleryMedian,
        'SQL statements': newcomerStatements.counts.at(-1),
        'answer KB': samples.newcomer[0]!.bytes / 1024,
      },
      {
        request: 'its session opened before (criar-sessao, a write)',
        n: serverMs.open.length,
        'server median ms': median(serverMs.open),
        'server p99 ms': percentile(serverMs.open, 99),
      },
      {
        request: 'raw SQL, same rows (5 statements)',
        n: samples.rawGallery.length,
        'client median ms': rawGalleryMedian,
        'client p99 ms': percentile(client(samples.rawGallery), 99),
        'x raw SQL (median)': 1,
        'SQL statements': 5,
      },
      {
        request: `REST GET /api/{urlEvento} (${photoCount} photos)`,
        n: samples.rest.length,
        'server median ms': median(serverMs.rest),
        'server p99 ms': percentile(serverMs.rest, 99),
        'client median ms': median(client(samples.rest)),
        'client p99 ms': percentile(client(samples.rest), 99),
        'x raw SQL (median)': median(serverMs.rest) / rawRestMedian,
        'SQL statements': restStatements.counts.at(-1),
        'with 10 photos': smallRestStatements.counts.at(-1),
        'answer KB': samples.rest[0]!.bytes / 1024,
      },
      {
        request: 'raw SQL, same rows (4 statements)',
        n: samples.rawRest.length,
        'client median ms': rawRestMedian,
        'client p99 ms': percentile(client(samples.rawRest), 99),
        'x raw SQL (median)': 1,
        'SQL statements': 4,
      },
    ];
    printTable(
      `Gallery read path on ${database}, read cache ${cache} (${photoCount} photos, ${((performance.now() - started) / 1000).toFixed(0)} s)`,
      rows,
    );
    return {
      database,
      cache,
      rows,
      statements: {
        graphql: graphqlStatements.texts,
        newcomer: newcomerStatements.texts,
        rest: restStatements.texts,
      },
      statementsWith10Photos: {
        graphql: smallGraphqlStatements.counts.at(-1),
        rest: smallRestStatements.counts.at(-1),
      },
      figures: {
        graphql: {
          server: stats(serverMs.graphql),
          client: stats(client(samples.graphql)),
          statements: graphqlStatements.counts.at(-1),
        },
        newcomer: {
          server: stats(serverMs.newcomer),
          client: stats(client(samples.newcomer)),
          statements: newcomerStatements.counts.at(-1),
        },
        open: { server: stats(serverMs.open) },
        rawGallery: { client: stats(client(samples.rawGallery)), statements: 5 },
        rest: {
          server: stats(serverMs.rest),
          client: stats(client(samples.rest)),
          statements: restStatements.counts.at(-1),
        },
        rawRest: { client: stats(client(samples.rawRest)), statements: 4 },
      },
    };
  } finally {
    await raw.end().catch(() => {});
    await server.close();
  }
}

function stats(samples: number[]) {
  return { n: samples.length, medianMs: round(median(samples), 2), p99Ms: round(percentile(samples, 99), 2) };
}

async function main() {
  const results = [];
  for (const database of databases(['pglite', 'postgres']))
    for (const cache of cacheModes()) results.push(await benchDatabase(database, cache));
  const targets: Target[] = results.flatMap(({ database, cache, figures, statementsWith10Photos }) => {
    const ratio = figures.graphql.server.medianMs / figures.rawGallery.client.medianMs;
    const restRatio = figures.rest.server.medianMs / figures.rawRest.client.medianMs;
    const newcomerRatio = figures.newcomer.server.medianMs / figures.rawGallery.client.medianMs;
    const setup = `${database}, cache ${cache}`;
    const list: Target[] = [
      {
        target: `${setup}: GraphQL server time <= 2x raw SQL`,
        measured: `${round(ratio)}x`,
        met: ratio <= 2,
      },
      {
        target: `${setup}: a new customer's first visit <= 2x raw SQL`,
        measured: `${round(newcomerRatio)}x`,
        met: newcomerRatio <= 2,
      },
      {
        target: `${setup}: REST server time <= 4x raw SQL`,
        measured: `${round(restRatio)}x`,
        met: restRatio <= 4,
      },
      {
        target: `${setup}: SQL statements per request bounded (same for ${photoCount} and 10 photos)`,
        measured: `GraphQL ${figures.graphql.statements}/${statementsWith10Photos.graphql}, REST ${figures.rest.statements}/${statementsWith10Photos.rest}`,
        met:
          figures.graphql.statements === statementsWith10Photos.graphql &&
          figures.rest.statements === statementsWith10Photos.rest,
      },
    ];
    if (database === 'postgres') {
      list.push({
        target: `${setup}: GraphQL p99 < 25 ms`,
        measured: `${figures.graphql.server.p99Ms} ms server, ${figures.graphql.client.p99Ms} ms client`,
        met: figures.graphql.client.p99Ms < 25,
      });
    }
    return list;
  });
  printTargets(targets);
  await writeResults('gallery', {
    photos: photoCount,
    iterations,
    restIterations,
    documentId: GalleryQueryId,
    results,
    targets,
  });
}

await main();
