// bench:web: the storefront's weight and speed in Debian's Chromium. For each page, the JS and CSS a first visit
// downloads (gzip and Brotli sizes of the built files); for `/` and a 1,000-photo gallery, the largest contentful
// paint and the DOM node count (also after scrolling the whole gallery), over fresh browser profiles. Baseline: a
// static page showing the same largest picture(s) from the same server, measured in the same run. Then the gallery on
// a throttled phone (Chrome DevTools Protocol: 4x slower CPU, 1.6 Mbps down, 750 Kbps up, 150 ms latency, 390x844 at
// 3x density): LCP, when the route's query starts against when the JS has arrived, and the bytes of grid images per
// tile against a 1x desktop. The gallery has a 1,200 px cover, as a studio's real one. `--only=phone` measures the phone alone.
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { type Browser, chromium, type Page } from '@playwright/test';
import galleryRouteQuery from '../client/src/__generated__/GalleryRouteQuery.graphql.ts';
import { numberOption, option } from './lib/args.ts';
import {
  benchDir,
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
import type { WebSetup } from './web-server.ts';

const photoCount = numberOption('photos', 1000);
const runs = numberOption('runs', 9);
const only = option('only');
const viewport = { width: 1280, height: 800 };
/** A mid-range phone on a poor mobile connection (the issue's figures). */
const phone = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadKbps: 1600,
  uploadKbps: 750,
};
const assetsDir = path.join(benchDir, '..', 'build', 'client', 'assets');

if (!existsSync(path.join(assetsDir, '..', 'index.html'))) {
  throw new Error('The client is not built: run `npm run build` first (npm run bench:web does).');
}

const launchArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

declare global {
  interface Window {
    /** The largest contentful paint so far, kept by observeLcp inside the page. */
    __lcp: { lcp: number; url: string; element: string };
  }
}

/** Records the largest contentful paint as the page goes (buffered: entries before the script ran count too). */
const observeLcp = () => {
  const state = { lcp: 0, url: '', element: '' };
  window.__lcp = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      url?: string;
      element?: Element | null;
    })[]) {
      state.lcp = entry.startTime;
      state.url = entry.url ?? '';
      state.element = entry.element?.tagName.toLowerCase() ?? '';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
};

/**
 * The app has drawn its page: a public gallery's HTML carries a first screen of its own (server/http/
 * gallery-first-screen.ts), which the app removes when its page is in; what the app paints then counts too.
 */
const appDrawn = (page: Page) =>
  page.waitForFunction(() => !document.getElementById('first-screen'), undefined, { timeout: 60_000 });

/** What the page downloaded, from its resource timings: grid images, scripts and GraphQL requests. */
const pageTimings = () => {
  const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
  const tiles = entries.filter((entry) => entry.initiatorType === 'img' && entry.name.includes('/imagens/'));
  const scripts = entries.filter((entry) => new URL(entry.name).pathname.endsWith('.js'));
  const graphql = entries.filter((entry) => new URL(entry.name).pathname === '/graphql');
  return {
    tileCount: new Set(tiles.map((entry) => entry.name)).size,
    tileBytes: tiles.reduce((sum, entry) => sum + entry.encodedBodySize, 0),
    firstTileEnd: tiles.length ? Math.min(...tiles.map((entry) => entry.responseEnd)) : Number.NaN,
    tileFiles: [...new Set(tiles.map((entry) => new URL(entry.name).pathname.split('/').pop()!))],
    scriptsEnd: Math.max(0, ...scripts.map((entry) => entry.responseEnd)),
    graphql: graphql.map((entry) => ({
      start: entry.startTime,
      end: entry.responseEnd,
      bytes: entry.encodedBodySize,
    })),
  };
};
type PageTimings = ReturnType<typeof pageTimings>;

interface Visit {
  lcpMs: number;
  lcpUrl: string;
  lcpElement: string;
  domNodes: number;
  assets: string[];
  timings: PageTimings;
}

type Device = 'desktop' | 'phone';

/**
 * One first visit in a fresh profile: nothing cached, nothing stored. `pictures`: the page shows pictures, which the
 * visit waits for (a throttled phone runs its JS in network silence, so the network can go idle before they start).
 */
async function visit(
  browser: Browser,
  url: string,
  prepare?: (page: Page) => Promise<void>,
  { device = 'desktop', pictures = false }: { device?: Device; pictures?: boolean } = {},
): Promise<Visit> {
  const context = await browser.newContext(
    device === 'phone'
      ? {
          viewport: phone.viewport,
          deviceScaleFactor: phone.deviceScaleFactor,
          isMobile: phone.isMobile,
          hasTouch: phone.hasTouch,
          locale: 'pt-BR',
        }
      : { viewport, locale: 'pt-BR' },
  );
  try {
    const page = await context.newPage();
    if (device === 'phone') {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: phone.latencyMs,
        downloadThroughput: (phone.downloadKbps * 1000) / 8,
        uploadThroughput: (phone.uploadKbps * 1000) / 8,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: phone.cpuSlowdown });
    }
    await page.addInitScript(observeLcp);
    await prepare?.(page);
    const assets = new Set<string>();
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.startsWith('/assets/')) assets.add(path.basename(pathname));
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await appDrawn(page);
    if (pictures) {
      await page.waitForFunction(
        () => document.images.length > 0 && [...document.images].every((image) => image.complete),
        undefined,
        { timeout: 30_000 },
      );
      await page.waitForLoadState('networkidle');
    }
    // LCP entries stop at the first input; none comes, so a short settle catches late ones.
    await page.waitForTimeout(300);
    const { lcp, url: lcpUrl, element: lcpElement } = await page.evaluate(() => window.__lcp);
    const domNodes = await page.evaluate(() => document.getElementsByTagName('*').length);
    const timings = await page.evaluate(pageTimings);
    return { lcpMs: lcp, lcpUrl, lcpElement, domNodes, assets: [...assets], timings };
  } finally {
    await context.close();
  }
}

const sizes = {
  raw: (bytes: Buffer) => bytes.length,
  gzip: (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length,
  brotli: (bytes: Buffer) =>
    brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } })
      .length,
};

/** The raw, gzip and Brotli KB of the JS and CSS files a page downloaded, compressed as the build does. */
function weight(assets: string[]) {
  const sum = (extension: string, size: (bytes: Buffer) => number) =>
    assets
      .filter((asset) => asset.endsWith(extension))
      .reduce((total, asset) => total + size(readFileSync(path.join(assetsDir, asset))), 0) / 1024;
  return {
    'JS files': assets.filter((asset) => asset.endsWith('.js')).length,
    'JS gzip KB': sum('.js', sizes.gzip),
    'JS brotli KB': sum('.js', sizes.brotli),
    'JS raw KB': sum('.js', sizes.raw),
    'CSS gzip KB': sum('.css', sizes.gzip),
  };
}

async function main() {
  const started = performance.now();
  const server = await startServer<WebSetup>({
    module: new URL('./web-server.ts', import.meta.url).href,
    database: 'pglite',
    args: { photos: photoCount },
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: launchArgs,
  });
  try {
    const port = new URL(server.url).port;
    // The studio by its <urlEstudio>.localhost address, as a customer reaches it (Chromium resolves *.localhost).
    const base = `http://${server.setup.studioSlug}.localhost:${port}`;
    const gallery = `${base}/${server.setup.eventSlug}`;
    // Node does not resolve *.localhost: calls go to 127.0.0.1 with the studio's host name.
    const send = (
      method: 'GET' | 'POST',
      pathname: string,
      payload?: unknown,
      headers: Record<string, string> = {},
    ) =>
      new Promise<string>((resolve, reject) => {
        const request = http.request(
          `${server.url}${pathname}`,
          { method, headers: { Host: new URL(base).host, 'Content-Type': 'application/json', ...headers } },
          (response) => {
            let text = '';
            response.on('data', (chunk) => {
              text += chunk;
            });
            response.on('end', () => resolve(text));
          },
        );
        request.on('error', reject);
        request.end(payload === undefined ? undefined : JSON.stringify(payload));
      });
    const call = async (method: 'GET' | 'POST', pathname: string, payload?: unknown) =>
      JSON.parse(await send(method, pathname, payload)) as Record<string, string>;
    const adminToken = (
      await call('POST', '/api/estudio/login', { email: 'demo@revela.local', senha: 'revela-demo' })
    ).token!;

    /** The desktop figures: weight of each page, LCP and DOM size of `/` and the gallery against static pages. */
    const desktop = async () => {
      // Weight: what a first visit to each page downloads.
      const pages: {
        page: string;
        url: string;
        storefront: boolean;
        prepare?: (page: Page) => Promise<void>;
      }[] = [
        { page: '/', url: `${base}/`, storefront: true },
        { page: `/{urlEvento} (${photoCount} photos)`, url: gallery, storefront: true },
        { page: '/{urlEvento}/carrinho', url: `${gallery}/carrinho`, storefront: true },
        {
          page: '/{urlEvento}/carrinho/finalizar-pedido',
          url: `${gallery}/carrinho/finalizar-pedido`,
          storefront: true,
        },
        { page: '/estudio/login', url: `${base}/estudio/login`, storefront: false },
        {
          page: '/adm (logged in)',
          url: `${base}/adm`,
          storefront: false,
          prepare: async (page) => {
            await page.addInitScript((token) => localStorage.setItem('revela:adm:token', token), adminToken);
          },
        },
      ];
      const weights: (Row & { storefront: boolean; 'JS gzip KB': number })[] = [];
      for (const entry of pages) {
        const seen = await visit(browser, entry.url, entry.prepare);
        weights.push({ page: entry.page, ...weight(seen.assets), storefront: entry.storefront });
      }
      printTable(
        'JS and CSS a first visit downloads (KB)',
        weights.map(({ storefront: _storefront, ...row }) => row),
      );

      // Speed: LCP and DOM size over fresh profiles, against a static page with the same largest picture(s).
      const homeFirst = await visit(browser, `${base}/`, undefined, { pictures: true });
      const thumbnails = await (async () => {
        const context = await browser.newContext({ viewport });
        const page = await context.newPage();
        await page.goto(gallery, { waitUntil: 'networkidle' });
        await appDrawn(page);
        const found = await page
          .locator('main img')
          .evaluateAll((images: HTMLImageElement[]) =>
            images
              .filter((image) => image.getBoundingClientRect().top < innerHeight)
              .map((image) => image.currentSrc),
          );
        // The whole gallery scrolled through: the grid keeps only what is near the screen.
        let scrolledNodes = 0;
        for (let step = 0; step < 200; step++) {
          const atEnd = await page.evaluate(() => {
            scrollBy(0, innerHeight);
            return innerHeight + scrollY >= document.documentElement.scrollHeight - 2;
          });
          await page.waitForTimeout(16);
          scrolledNodes = Math.max(
            scrolledNodes,
            await page.evaluate(() => document.getElementsByTagName('*').length),
          );
          if (atEnd) break;
        }
        await context.close();
        return { urls: found, scrolledNodes };
      })();
      const staticPage = (body: string) =>
        `<!doctype html><html lang="pt-BR"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><body style="margin:0">${body}</body></html>`;
      const baselines: Record<string, string> = {
        home: staticPage(
          `<img src="${homeFirst.lcpUrl}" style="display:block;width:100%;height:auto" alt="">`,
        ),
        gallery: staticPage(
          `<div style="display:grid;grid-template-columns:repeat(5,1fr);gap:8px;padding:8px">${thumbnails.urls
            .map((url) => `<img src="${url}" style="width:100%;height:auto" alt="">`)
            .join('')}</div>`,
        ),
      };
      const serveBaseline = (name: string) => async (page: Page) => {
        await page.route(`${base}/__baseline/${name}`, (route) =>
          route.fulfill({ contentType: 'text/html; charset=utf-8', body: baselines[name]! }),
        );
      };

      const measured: Record<string, Visit[]> = {
        home: [],
        homeBaseline: [],
        gallery: [],
        galleryBaseline: [],
      };
      for (let run = 0; run < runs; run++) {
        // Taking turns spreads the machine's drift over all four.
        measured.home!.push(await visit(browser, `${base}/`, undefined, { pictures: true }));
        measured.homeBaseline!.push(
          await visit(browser, `${base}/__baseline/home`, serveBaseline('home'), { pictures: true }),
        );
        measured.gallery!.push(await visit(browser, gallery, undefined, { pictures: true }));
        measured.galleryBaseline!.push(
          await visit(browser, `${base}/__baseline/gallery`, serveBaseline('gallery'), { pictures: true }),
        );
      }
      const lcp = (list: Visit[]) => list.map((item) => item.lcpMs);
      const speedRow = (page: string, list: Visit[], baseline: Visit[]): Row => ({
        page,
        runs: list.length,
        'LCP median ms': median(lcp(list)),
        'LCP p99 ms': percentile(lcp(list), 99),
        'baseline LCP median ms': median(lcp(baseline)),
        'x baseline': median(lcp(list)) / median(lcp(baseline)),
        'DOM nodes': median(list.map((item) => item.domNodes)),
        'LCP element': path.basename(new URL(list[0]!.lcpUrl || 'http://x/(text)').pathname),
      });
      const speed = [
        speedRow('/', measured.home!, measured.homeBaseline!),
        speedRow(`/{urlEvento} (${photoCount} photos)`, measured.gallery!, measured.galleryBaseline!),
      ];
      speed[1]!['DOM nodes scrolled to the end'] = thumbnails.scrolledNodes;
      printTable(
        `First visits in Chromium, ${viewport.width}x${viewport.height}, loopback (${((performance.now() - started) / 1000).toFixed(0)} s)`,
        speed,
      );

      const storefrontJs = Math.max(
        ...weights.filter((row) => row.storefront).map((row) => row['JS gzip KB']),
      );
      const galleryDom = Math.max(speed[1]!['DOM nodes'] as number, thumbnails.scrolledNodes);
      const targets: Target[] = [
        {
          target: 'storefront pages: JS <= 200 KB gzip',
          measured: `${round(storefrontJs, 1)} KB at most`,
          met: storefrontJs <= 200,
        },
        {
          target: '/: LCP < 1.5 s on loopback',
          measured: `${round(speed[0]!['LCP median ms'] as number, 0)} ms median, ${round(speed[0]!['LCP p99 ms'] as number, 0)} ms p99`,
          met: (speed[0]!['LCP p99 ms'] as number) < 1500,
        },
        {
          target: 'gallery: LCP < 1.5 s on loopback',
          measured: `${round(speed[1]!['LCP median ms'] as number, 0)} ms median, ${round(speed[1]!['LCP p99 ms'] as number, 0)} ms p99`,
          met: (speed[1]!['LCP p99 ms'] as number) < 1500,
        },
        {
          target: `gallery of ${photoCount} photos: DOM < 1,400 nodes`,
          measured: `${speed[1]!['DOM nodes']} at the top, ${thumbnails.scrolledNodes} at most while scrolling`,
          met: galleryDom < 1400,
        },
      ];
      return {
        weights,
        speed,
        targets,
        samples: Object.fromEntries(Object.entries(measured).map(([name, list]) => [name, lcp(list)])),
        galleryVisits: measured.gallery!,
      };
    };

    /** The gallery on the throttled phone: a new customer (no session yet) and one coming back (its token kept). */
    const phoneSection = async (desktopGallery: Visit[]) => {
      const session = await call('GET', `/api/${server.setup.eventSlug}/galeria-publica/criar-sessao`);
      if (!session.accessTokenGaleria) throw new Error(`No gallery session: ${JSON.stringify(session)}`);
      // The route query's answer uncompressed (no Accept-Encoding), and gzipped (what a browser is sent).
      const routeAnswer = await send(
        'POST',
        '/graphql',
        { documentId: galleryRouteQuery.params.id, variables: { slug: server.setup.eventSlug } },
        { Authorization: `Bearer ${session.accessTokenGaleria}` },
      );
      const routeAnswerKb = { sent: routeAnswer.length / 1024, gzip: gzipSync(routeAnswer).length / 1024 };
      const withSession = async (page: Page) => {
        await page.addInitScript(
          ([key, value]) => localStorage.setItem(key!, value!),
          [`revela:galeria:${server.setup.eventSlug}`, JSON.stringify(session)],
        );
      };
      const visits: Record<'new' | 'returning', Visit[]> = { new: [], returning: [] };
      for (let run = 0; run < runs; run++) {
        const onPhone = { device: 'phone', pictures: true } as const;
        visits.new.push(await visit(browser, gallery, undefined, onPhone));
        visits.returning.push(await visit(browser, gallery, withSession, onPhone));
      }
      // Desktop tiles for the comparison: the desktop runs above, or a few of their own.
      const desktopVisits = [...desktopGallery];
      while (desktopVisits.length < 3)
        desktopVisits.push(await visit(browser, gallery, undefined, { pictures: true }));
      const lcpOf = (list: Visit[]) => list.map((item) => item.lcpMs);
      const phoneRow = (customer: string, list: Visit[]): Row => ({
        customer,
        runs: list.length,
        'LCP median ms': median(lcpOf(list)),
        'LCP p99 ms': percentile(lcpOf(list), 99),
        // With its query: `?largura=720` is the cover's phone copy.
        'LCP element': list[0]!.lcpUrl
          ? `${path.basename(new URL(list[0]!.lcpUrl).pathname)}${new URL(list[0]!.lcpUrl).search}`
          : `<${list[0]!.lcpElement}>`,
        'first tile image ms': median(
          list.map((item) => item.timings.firstTileEnd).filter((end) => Number.isFinite(end)),
        ),
        'visits without a tile': list.filter((item) => !item.timings.tileCount).length,
        'JS loaded ms': median(list.map((item) => item.timings.scriptsEnd)),
        'first /graphql starts ms': median(list.map((item) => item.timings.graphql[0]?.start ?? Number.NaN)),
        '/graphql requests': median(list.map((item) => item.timings.graphql.length)),
        'route data in ms': median(
          list.map((item) => Math.max(...item.timings.graphql.map((entry) => entry.end))),
        ),
        'route data KB': median(
          list.map((item) => item.timings.graphql.reduce((sum, entry) => sum + entry.bytes, 0) / 1024),
        ),
      });
      const speed = [
        phoneRow('new (no session yet)', visits.new),
        phoneRow('returning (token kept)', visits.returning),
      ];
      console.log(
        `\nThe route query's answer: ${round(routeAnswerKb.sent, 1)} KB uncompressed, ${round(routeAnswerKb.gzip, 1)} KB gzipped (browsers get gzip or Brotli)`,
      );
      printTable(
        `Gallery of ${photoCount} photos on a phone: ${phone.viewport.width}x${phone.viewport.height} at ${phone.deviceScaleFactor}x, ${phone.cpuSlowdown}x slower CPU, ${phone.downloadKbps / 1000} Mbps down, ${phone.uploadKbps} Kbps up, ${phone.latencyMs} ms latency, fresh profile`,
        speed,
      );
      const perTile = (item: Visit) => item.timings.tileBytes / Math.max(1, item.timings.tileCount) / 1024;
      const fileKinds = (list: Visit[]) =>
        [
          ...new Set(
            list.flatMap((item) =>
              item.timings.tileFiles.map((name) => /-([a-z]+)\.webp$/.exec(name)?.[1] ?? 'preview'),
            ),
          ),
        ].join(', ');
      const bytesRow = (device: string, list: Visit[]): Row => ({
        device,
        'tiles loaded': median(list.map((item) => item.timings.tileCount)),
        'KB per tile': median(list.map(perTile)),
        files: fileKinds(list),
      });
      const allPhone = [...visits.new, ...visits.returning];
      const bytes = [
        bytesRow(`desktop ${viewport.width}x${viewport.height} at 1x`, desktopVisits),
        bytesRow(
          `phone ${phone.viewport.width}x${phone.viewport.height} at ${phone.deviceScaleFactor}x`,
          allPhone,
        ),
      ];
      const ratio = (bytes[1]!['KB per tile'] as number) / (bytes[0]!['KB per tile'] as number);
      bytes[1]!['x desktop'] = ratio;
      printTable('Grid images downloaded per tile', bytes);
      const lcpTarget = (row: Row): Target => ({
        target: `phone, ${row.customer}: gallery LCP <= 1.8 s`,
        measured: `${round(row['LCP median ms'] as number, 0)} ms median, ${round(row['LCP p99 ms'] as number, 0)} ms p99`,
        met: (row['LCP median ms'] as number) <= 1800,
      });
      const returning = speed[1]!;
      const targets: Target[] = [
        lcpTarget(speed[0]!),
        lcpTarget(returning),
        {
          target: 'phone at 3x: grid bytes per tile <= 1.5x a 1x desktop tile',
          measured: `${round(bytes[1]!['KB per tile'] as number, 1)} KB vs ${round(bytes[0]!['KB per tile'] as number, 1)} KB (${round(ratio, 2)}x)`,
          met: ratio <= 1.5,
        },
        {
          target: 'phone, returning: the route query starts before the JS has arrived',
          measured: `starts at ${round(returning['first /graphql starts ms'] as number, 0)} ms, JS in at ${round(returning['JS loaded ms'] as number, 0)} ms`,
          met: (returning['first /graphql starts ms'] as number) < (returning['JS loaded ms'] as number),
        },
      ];
      return {
        speed,
        bytes,
        routeAnswerKb,
        targets,
        samples: { phoneNew: lcpOf(visits.new), phoneReturning: lcpOf(visits.returning) },
      };
    };

    const desktopFigures = only === 'phone' ? null : await desktop();
    const phoneFigures = await phoneSection(desktopFigures?.galleryVisits ?? []);
    printTargets([...(desktopFigures?.targets ?? []), ...phoneFigures.targets]);
    await writeResults(only === 'phone' ? 'web-phone' : 'web', {
      photos: photoCount,
      runs,
      viewport,
      phone,
      weights: desktopFigures?.weights,
      speed: desktopFigures?.speed,
      phoneSpeed: phoneFigures.speed,
      tileBytes: phoneFigures.bytes,
      routeAnswerKb: phoneFigures.routeAnswerKb,
      samples: { ...desktopFigures?.samples, ...phoneFigures.samples },
      targets: [...(desktopFigures?.targets ?? []), ...phoneFigures.targets],
    });
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
