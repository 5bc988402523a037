// CORS for the API (/graphql, /api): only the studio's own origins, PUBLIC_URL's and CORS_ORIGINS get an answer.
import type { AppConfig } from '../config.ts';
import { hostName, servingDomainStatuses } from '../domain/tenant.ts';
import type { DomainStatus } from '../generated/prisma/enums.ts';

export type CorsConfig = Pick<
  AppConfig,
  'publicUrl' | 'corsOrigins' | 'platformDomain' | 'defaultStudio' | 'production'
>;

export interface StudioAddress {
  slug: string;
  domain: string | null;
  domainStatus: DomainStatus | null;
}

const allowedMethods = 'GET, HEAD, POST, PUT, PATCH, DELETE';
/** What our client sends: tokens, JSON, the payment's idempotency key, and the tus protocol's headers. */
const allowedHeaders = [
  'Authorization',
  'Content-Type',
  'X-Idempotency-Key',
  'X-Request-Id',
  'Tus-Resumable',
  'Upload-Length',
  'Upload-Offset',
  'Upload-Metadata',
  'Upload-Defer-Length',
  'Upload-Concat',
].join(', ');
/**
 * What a tus client reads from the answers (where the upload lives and how far it got), and an API token's
 * request limit (http/api-token-gate.ts).
 */
const exposedHeaders = [
  'Location',
  'Upload-Offset',
  'Upload-Length',
  'Upload-Metadata',
  'Upload-Defer-Length',
  'Upload-Expires',
  'Tus-Resumable',
  'Tus-Version',
  'Tus-Extension',
  'Tus-Max-Size',
  'X-Request-Id',
  'RateLimit',
  'RateLimit-Policy',
  'RateLimit-Limit',
  'RateLimit-Remaining',
  'RateLimit-Reset',
  'Retry-After',
].join(', ');

/** The host names the studio's pages are served at (the same rules as server/domain/tenant.ts). */
export function studioHostNames(studio: StudioAddress, config: CorsConfig): string[] {
  const names: string[] = [];
  // Its own domain only while the studio is served there (a PENDING one may still belong to someone else).
  if (studio.domain && servingDomainStatuses.some((status) => status === studio.domainStatus)) {
    const bare = studio.domain.toLowerCase().replace(/^www\./, '');
    names.push(bare, `www.${bare}`);
  }
  if (config.platformDomain) names.push(`${studio.slug}.${config.platformDomain}`);
  if (!config.production) names.push(`${studio.slug}.localhost`);
  if (studio.slug === config.defaultStudio) {
    if (!config.production) names.push('localhost', '127.0.0.1', '::1');
  }
  return names;
}

export function isPreflight(request: Request): boolean {
  return (
    request.method === 'OPTIONS' &&
    request.headers.has('origin') &&
    request.headers.has('access-control-request-method')
  );
}

export function createCors(
  config: CorsConfig,
  studioForHost: (host: string) => Promise<StudioAddress | null>,
) {
  const listed = new Set([new URL(config.publicUrl).origin, ...config.corsOrigins]);

  /** The request's Origin when it may read the answer, else null. */
  async function allowedOrigin(request: Request): Promise<string | null> {
    const origin = request.headers.get('origin');
    if (!origin || !URL.canParse(origin)) return null;
    const url = new URL(origin);
    if (url.origin !== origin || (url.protocol !== 'https:' && url.protocol !== 'http:')) return null;
    if (listed.has(origin)) return origin;
    const requestHost = new URL(request.url).host;
    if (url.host === requestHost) return origin;
    // In production a studio's pages are https on the standard port; anything else is not one of them.
    if (config.production && (url.protocol !== 'https:' || url.port)) return null;
    const studio = await studioForHost(requestHost);
    return studio && studioHostNames(studio, config).includes(hostName(url.host)) ? origin : null;
  }

  return {
    allowedOrigin,
    /** The answer to a preflight: the allow-list's headers, or a refusal the browser reports as a CORS error. */
    preflight(origin: string | null): Response {
      if (!origin) return new Response(null, { status: 403, headers: { Vary: 'Origin' } });
      return new Response(null, {
        status: 204,
        headers: {
          'Access-Control-Allow-Origin': origin,
          'Access-Control-Allow-Methods': allowedMethods,
          'Access-Control-Allow-Headers': allowedHeaders,
          'Access-Control-Max-Age': '3600',
          'Content-Length': '0',
          Vary: 'Origin',
        },
      });
    },
    /** Replaces whatever CORS headers a handler set (tus sets its own) with the allow-list's verdict. */
    decorate(headers: Headers, origin: string | null): void {
      for (const name of [...headers.keys()]) if (name.startsWith('access-control-')) headers.delete(name);
      headers.append('Vary', 'Origin');
      if (!origin) return;
      headers.set('Access-Control-Allow-Origin', origin);
      headers.set('Access-Control-Expose-Headers', exposedHeaders);
    },
  };
}
