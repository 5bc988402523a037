// A public gallery's page with its first screen already in the HTML: the studio's bar, the event's header (cover,
// name, date, photo count, lowest price) and the first photos as plain <img>, before any JS has arrived. The app
// takes over when its own gallery is drawn (client/src/first-screen.ts removes this copy). Private galleries and
// prepaid packages get the plain page: nothing of them is in the HTML.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../config.ts';
import { formatCount, formatLongDay } from '../domain/display-text.ts';
import { formatBrl } from '../domain/money.ts';
import { phoneCoverMedia, phoneCoverUrl } from '../domain/phone-cover.ts';
import {
  type FirstScreenPhoto,
  type GalleryFirstScreen,
  galleryFirstScreen,
  type StoredImage,
} from '../services/gallery/first-screen.ts';
import { escapeHtml } from '../services/mail/templates/html.ts';
import type { DbClient } from '../services/request-context.ts';
import { findStudioForHost } from '../services/studios/studio-queries.ts';
import { compressResponse } from './compression.ts';

/**
 * Photos in the HTML: what a phone's first screen shows under the header, about two rows on a desktop. Each one
 * shares the phone's link with the app's JS (bench:web: 18 tiles brought the JS in ~1.5 s later), so no more.
 */
export const firstScreenPhotoCount = 12;

/** The element the app removes when it has drawn the page (client/src/first-screen.ts). */
export const firstScreenId = 'first-screen';

const url = (image: StoredImage) => escapeHtml(`/api/${image.storageKey}`);

/**
 * The first screen's own styles, close to the app's (global.css, GalleryHero, StorefrontHeader, JustifiedGrid), so
 * the page keeps its place when the app replaces it. Justified rows without script: each photo keeps its shape
 * (aspect-ratio) and grows in proportion to it, so a row's photos share one height; a row takes photos while they fit
 * at 0.8 of the target height (~120 px on phones, 180 px from 600 px up), which lands near the target as the app's
 * layout does; the last row is not stretched.
 */
const styles = `
#first-screen .fs-bar{display:flex;align-items:center;justify-content:space-between;gap:1rem;padding:.75rem clamp(1rem,4vw,3rem);border-bottom:1px solid var(--border)}
#first-screen .fs-brand{display:flex;align-items:center;gap:.75rem;color:var(--text);text-decoration:none;font-weight:700;font-size:1.2rem}
#first-screen .fs-brand img{height:45px;width:auto}
#first-screen .fs-hero{margin-bottom:1.25rem}
#first-screen .fs-cover{display:block;width:100%;height:clamp(9rem,28vw,16rem);object-fit:cover;border-radius:var(--radius);background:var(--surface-muted);margin-bottom:1rem}
#first-screen .fs-hero h1{margin:0 0 .35rem}
#first-screen .fs-facts{display:flex;flex-wrap:wrap;column-gap:.5em;margin:0;color:var(--text-muted)}
#first-screen .fs-facts>*+*::before{content:"·" / "";margin-right:.5em}
#first-screen .fs-price{margin:.25rem 0 0;font-weight:700;font-size:1.1rem}
#first-screen .fs-grid{--row:120px;display:flex;flex-wrap:wrap;gap:8px;list-style:none;margin:0;padding:0}
#first-screen .fs-grid li{flex:var(--a) 1 calc(var(--a) * var(--row) * .8);aspect-ratio:var(--a);overflow:hidden;border-radius:6px;background:var(--surface-muted)}
#first-screen .fs-grid li.fs-end{flex:1000 1 0;aspect-ratio:auto;height:0;background:none}
#first-screen .fs-grid img{display:block;width:100%;height:100%;object-fit:cover}
@media (min-width:600px){#first-screen .fs-grid{--row:180px}}
`.trim();

/** What the grid's srcset offers (client grid-image.ts): the tile, and the thumbnail for a 3x phone's landscape. */
function tileImage(photo: FirstScreenPhoto, position: number, total: number): string {
  const file = photo.tile ?? photo.thumbnail;
  const aspect = photo.width / photo.height;
  const box = (rowHeight: number) => Math.max(1, Math.round(aspect * rowHeight));
  const image = file
    ? `<img src="${url(file)}" srcset="${[photo.tile, photo.thumbnail]
        .filter((candidate) => candidate != null)
        .map((candidate) => `${url(candidate)} ${candidate.width}w`)
        .join(', ')}" sizes="(min-width: 600px) ${box(180)}px, ${box(120)}px" width="${file.width}" height="${
        file.height
      }" alt="Foto ${position} de ${total}" decoding="async" fetchpriority="low">`
    : '';
  return `<li style="--a:${aspect.toFixed(4)}">${image}</li>`;
}

/** The first screen's markup. */
export function firstScreenHtml(screen: GalleryFirstScreen, slug: string): string {
  const { studio, event } = screen;
  const accent = studio.accentColor && /^#[0-9a-f]{6}$/i.test(studio.accentColor) ? studio.accentColor : null;
  const logo = studio.logo
    ? `<img src="${url(studio.logo)}" width="${studio.logo.width}" height="${studio.logo.height}" alt="">`
    : '';
  // Phones take the cover's 720 px copy, as the app's header does (GalleryHero).
  const cover = event.cover
    ? `<picture><source media="${phoneCoverMedia}" srcset="${phoneCoverUrl(url(event.cover))}"><img class="fs-cover" src="${url(event.cover)}" width="${event.cover.width}" height="${
        event.cover.height
      }" alt="Capa do evento" fetchpriority="high"></picture>`
    : '';
  const price =
    event.startingPriceCents != null
      ? `<p class="fs-price">a partir de ${escapeHtml(formatBrl(event.startingPriceCents).replace(/\u00a0/g, ' '))}</p>`
      : '';
  const tiles = screen.photos.map((photo, index) => tileImage(photo, index + 1, event.photoCount)).join('');
  // Named apart from the app's grid ('Fotos da galeria', which tests find by a part of its name): what finds that one
  // finds the app's page, never this copy.
  const grid = screen.photos.length
    ? `<ul class="fs-grid" aria-label="Primeiras fotos">${tiles}<li class="fs-end" aria-hidden="true"></li></ul>`
    : '';
  return [
    `<div id="${firstScreenId}"${accent ? ` style="--accent:${accent}"` : ''}>`,
    `<style>${styles}</style>`,
    `<header class="fs-bar"><a href="/" class="fs-brand">${logo}<span>${escapeHtml(studio.name)}</span></a>`,
    `<a class="button" href="/${escapeHtml(encodeURIComponent(slug))}/carrinho">Ver Carrinho</a></header>`,
    '<main><div class="page"><header class="fs-hero">',
    cover,
    `<h1>${escapeHtml(event.name)}</h1>`,
    `<p class="fs-facts"><time datetime="${event.day}">${escapeHtml(formatLongDay(event.day))}</time>`,
    `<span>${escapeHtml(formatCount(event.photoCount, 'foto', 'fotos'))}</span></p>`,
    price,
    `</header>${grid}</div></main></div>`,
  ].join('');
}

/**
 * index.html with the first screen after the app's root (empty until the app draws, so the first screen's place is
 * the top; the root coming first, it does not move when the first screen goes, which the browser would count as a
 * layout shift of the whole page), the cover fetched first and the page titled.
 */
export function withFirstScreen(indexHtml: string, screen: GalleryFirstScreen, slug: string): string | null {
  const root = '<div id="root"></div>';
  if (!indexHtml.includes(root)) return null;
  const title = `<title>${escapeHtml(`${screen.event.name} - ${screen.studio.name}`)}</title>`;
  const cover = screen.event.cover && url(screen.event.cover);
  const preload = cover
    ? `<link rel="preload" as="image" href="${phoneCoverUrl(cover)}" media="${phoneCoverMedia}" fetchpriority="high">` +
      `<link rel="preload" as="image" href="${cover}" media="not all and ${phoneCoverMedia}" fetchpriority="high">`
    : '';
  // Replaced by functions: an event's name may hold `$&`, which a replacement string would expand.
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, () => `${title}${preload}`)
    .replace(root, () => `${root}${firstScreenHtml(screen, slug)}`);
}

/** The event address of a page path (/{urlEvento} or /{urlEvento}/), or null for any other page. */
export function galleryPathSlug(pathname: string): string | null {
  const match = /^\/([^/.]+)\/?$/.exec(pathname);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
}

/**
 * Answers a public gallery's page with its first screen, or null (the client's files answer as before): not a
 * gallery address, no such public gallery, the client not built.
 */
export function createGalleryFirstScreen(
  dependencies: { db: DbClient; config: Pick<AppConfig, 'defaultStudio' | 'platformDomain'> },
  clientRoot: string,
) {
  const indexPath = path.join(clientRoot, 'index.html');
  let index: { mtimeMs: number; text: string } | null = null;
  const indexHtml = async () => {
    const info = await stat(indexPath).catch(() => null);
    if (!info) return null;
    if (index?.mtimeMs !== info.mtimeMs)
      index = { mtimeMs: info.mtimeMs, text: await readFile(indexPath, 'utf8') };
    return index.text;
  };

  return async (request: Request): Promise<Response | null> => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return null;
    const url = new URL(request.url);
    const slug = galleryPathSlug(url.pathname);
    if (!slug) return null;
    // The server adapter builds the URL from the Host header (as the request context reads it).
    const studio = await findStudioForHost(dependencies.db, url.host, dependencies.config);
    // A storefront not open yet (its owner has not confirmed the sign-up e-mail) shows no gallery.
    if (!studio?.emailVerifiedAt) return null;
    let page: string | null = null;
    try {
      const screen = await galleryFirstScreen(dependencies.db, studio, slug, firstScreenPhotoCount);
      const html = screen && (await indexHtml());
      page = html && withFirstScreen(html, screen!, slug);
    } catch {
      // The plain page still works: the app asks for everything itself.
      return null;
    }
    if (!page) return null;
    const response = new Response(request.method === 'HEAD' ? null : page, {
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-cache',
        'X-Content-Type-Options': 'nosniff',
      },
    });
    return compressResponse(request, response);
  };
}
