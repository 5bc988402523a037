// GET /favicon.ico: the icon of the studio the host names (its logo, else Revela's mark), rendered once per logo.
import { createHash } from 'node:crypto';
import type { AppDependencies } from '../context.ts';
import { renderFavicon } from '../services/images/favicon.ts';
import { findStudioForHost, studioLogoKey } from '../services/studios/studio-queries.ts';

/** Studios whose icons are kept rendered in memory (a few kilobytes each). */
const keptIcons = 500;

/** Short: a new logo reaches open tabs within minutes; the ETag makes each check a 304 meanwhile. */
const cacheControl = 'public, max-age=300';

export function createFaviconHandler({ db, config, services }: AppDependencies) {
  // By the logo's storage key: a new logo is a new asset under a new key, so a change never serves the old icon.
  const rendered = new Map<string, Promise<Buffer>>();

  const iconOf = (storageKey: string | null): Promise<Buffer> => {
    const key = storageKey ?? '';
    const kept = rendered.get(key);
    if (kept) return kept;
    const icon = (async () => {
      const logo = storageKey ? await services.storage.read(storageKey) : null;
      return renderFavicon(logo).catch(() => renderFavicon(null));
    })();
    rendered.set(key, icon);
    icon.catch(() => rendered.delete(key));
    if (rendered.size > keptIcons) rendered.delete(rendered.keys().next().value!);
    return icon;
  };

  return async (request: Request): Promise<Response> => {
    const studio = await findStudioForHost(db, new URL(request.url).host, config);
    const storageKey = studio ? await studioLogoKey(db, studio) : null;
    const etag = `"${createHash('sha256')
      .update(storageKey ?? 'revela')
      .digest('base64url')
      .slice(0, 22)}"`;
    const headers = {
      'Content-Type': 'image/png',
      'Cache-Control': cacheControl,
      ETag: etag,
      'X-Content-Type-Options': 'nosniff',
    };
    if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
    const icon = await iconOf(storageKey);
    return new Response(request.method === 'HEAD' ? null : new Uint8Array(icon), {
      status: 200,
      headers: { ...headers, 'Content-Length': String(icon.length) },
    });
  };
}
