// bench:web: the storefront's weight and speed in Debian's Chromium. For each page, the JS and CSS a first visit
// downloads (gzip and Brotli sizes of the built files); for `/` and a 1,000-photo gallery, the largest contentful
// paint and the DOM node count (also after scrolling the whole gallery), over fresh browser profiles. Baseline: a
// static page showing the same largest picture(s) from the same server, measured in the same run.
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { type Browser, chromium, type Page } from '@playwright/test';
import { numberOption } from './lib/args.ts';
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
const viewport = { width: 1280, height: 800 };
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

/** Records the largest contentful paint as the page goes (buffered: entries before the script ran count too). */
const observeLcp = () => {
  const state = { lcp: 0, url: '' };
  (window as unknown as { __lcp: typeof state }).__lcp = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { url?: string })[]) {
      state.lcp = entry.startTime;
      state.url = entry.url ?? '';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
};

interface Visit {
  lcpMs: number;
  lcpUrl: string;
  domNodes: number;
  assets: string[];
}

/** One first visit in a fresh profile: nothing cached, nothing stored. */
async function visit(browser: Browser, url: string, prepare?: (page: Page) => Promise<void>): Promise<Visit> {
  const context = await browser.newContext({ viewport, locale: 'pt-BR' });
  try {
    const page = await context.newPage();
    await page.addInitScript(observeLcp);
    await prepare?.(page);
    const assets = new Set<string>();
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.startsWith('/assets/')) assets.add(path.basename(pathname));
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    // LCP entries stop at the first input; none comes, so a short settle catches late ones.
    await page.waitForTimeout(300);
    const { lcp, url: lcpUrl } = await page.evaluate(
      () => (window as unknown as { __lcp: { lcp: number; url: string } }).__lcp,
    );
    const domNodes = await page.evaluate(() => document.getElementsByTagName('*').length);
    return { lcpMs: lcp, lcpUrl, domNodes, assets: [...assets] };
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
    // Node does not resolve *.localhost: the login goes to 127.0.0.1 with the studio's host name.
    const adminToken = await new Promise<string>((resolve, reject) => {
      const body = JSON.stringify({ email: 'demo@revela.local', senha: 'revela-demo' });
      const request = http.request(
        `${server.url}/api/estudio/login`,
        { method: 'POST', headers: { Host: new URL(base).host, 'Content-Type': 'application/json' } },
        (response) => {
          let text = '';
          response.on('data', (chunk) => {
            text += chunk;
          });
          response.on('end', () => resolve((JSON.parse(text) as { token: string }).token));
        },
      );
      request.on('error', reject);
      request.end(body);
    });

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
    const homeFirst = await visit(browser, `${base}/`);
    const thumbnails = await (async () => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await page.goto(gallery, { waitUntil: 'networkidle' });
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
      home: staticPage(`<img src="${homeFirst.lcpUrl}" style="display:block;width:100%;height:auto" alt="">`),
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
      measured.home!.push(await visit(browser, `${base}/`));
      measured.homeBaseline!.push(await visit(browser, `${base}/__baseline/home`, serveBaseline('home')));
      measured.gallery!.push(await visit(browser, gallery));
      measured.galleryBaseline!.push(
        await visit(browser, `${base}/__baseline/gallery`, serveBaseline('gallery')),
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

    const storefrontJs = Math.max(...weights.filter((row) => row.storefront).map((row) => row['JS gzip KB']));
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
    printTargets(targets);
    await writeResults('web', {
      photos: photoCount,
      runs,
      viewport,
      weights,
      speed,
      samples: Object.fromEntries(Object.entries(measured).map(([name, list]) => [name, lcp(list)])),
      targets,
    });
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
