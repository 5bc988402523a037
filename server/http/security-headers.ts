// The security headers of every answer (Content-Security-Policy, nosniff, Referrer-Policy, HSTS) and the API's CORS.
import { clientScriptHashes } from '../client-files.ts';
import type { AppConfig } from '../config.ts';
import type { AppDependencies } from '../context.ts';
import { paths } from '../paths.ts';
import { findStudioForHost } from '../services/studios/studio-queries.ts';
import { createCors, isPreflight } from './cors.ts';

/**
 * What Mercado Pago's Payment Brick loads in the checkout: the SDK and its bundles, its APIs (card data, Pix and
 * boleto, metrics), the card fields' iframes, and the anti-fraud device fingerprint of Mercado Livre. Exact hosts,
 * no wildcard: a new host the SDK starts using shows up as a CSP violation in the browser's console.
 */
export const mercadoPagoSources = {
  script: ['https://sdk.mercadopago.com', 'https://http2.mlstatic.com'],
  connect: [
    'https://api.mercadopago.com',
    'https://api-static.mercadopago.com',
    'https://secure-fields.mercadopago.com',
    'https://events.mercadopago.com',
    'https://api.mercadolibre.com',
    'https://www.mercadolibre.com',
    'https://www.mercadolivre.com',
    'https://http2.mlstatic.com',
  ],
  frame: [
    'https://secure-fields.mercadopago.com',
    'https://www.mercadolibre.com',
    'https://www.mercadolivre.com',
  ],
  img: ['https://http2.mlstatic.com', 'https://www.mercadolibre.com', 'https://www.mercadolivre.com'],
  font: ['https://http2.mlstatic.com'],
};

/** Answers that are not pages: nothing may run or load in them, and no page may frame them. */
const resourcePolicy = "default-src 'none'; frame-ancestors 'none'";

/** Whoever follows a link off a page learns our origin only, never a path (gallery and reset links carry keys). */
const referrerPolicy = 'strict-origin-when-cross-origin';

/** A year; no includeSubDomains: a studio's own domain has subdomains that are not ours to hold to https. */
const strictTransportSecurity = 'max-age=31536000';

/** Where the browser loads photos from when they are redirected to object storage: the CDN, the bucket. */
export function storageOrigins(storage: AppConfig['storage']): string[] {
  if (storage.kind !== 's3') return [];
  const origins = storage.publicUrl ? [new URL(storage.publicUrl).origin] : [];
  const base = new URL(storage.endpoint ?? `https://s3.${storage.region}.amazonaws.com`);
  // The AWS SDK presigns virtual-hosted addresses (bucket.host) when the bucket's name allows it.
  const virtualHosted = !storage.forcePathStyle && /^[a-z0-9][a-z0-9-]{1,61}[a-z0-9]$/.test(storage.bucket);
  origins.push(virtualHosted ? `${base.protocol}//${storage.bucket}.${base.host}` : base.origin);
  return origins;
}

/**
 * The policy of our HTML pages: the built client (inline scripts only by the hashes the build listed: the gallery's
 * early query), its images, the Payment Brick.
 */
export function pagePolicy(config: Pick<AppConfig, 'storage'>, scriptHashes: string[] = []): string {
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...scriptHashes, ...mercadoPagoSources.script]],
    // The Brick injects its own <style> elements; the privacy page carries its stylesheet inline.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // data: is the Pix QR code the payment page draws from Mercado Pago's base64 PNG; blob: the preview of the
    // customer's own selfie, read from the file they picked and never uploaded anywhere else.
    ['img-src', ["'self'", 'data:', 'blob:', ...mercadoPagoSources.img, ...storageOrigins(config.storage)]],
    ['font-src', ["'self'", ...mercadoPagoSources.font]],
    ['connect-src', ["'self'", ...mercadoPagoSources.connect]],
    ['frame-src', mercadoPagoSources.frame],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** Over https: directly, or through a trusted proxy that says so. */
export function overHttps(request: Request, trustProxy: boolean): boolean {
  if (new URL(request.url).protocol === 'https:') return true;
  const forwarded = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return trustProxy && forwarded === 'https';
}

const isApiPath = (pathname: string) =>
  pathname === '/graphql' || pathname === '/api' || pathname.startsWith('/api/');

/** The answer with headers that can be changed (Response.redirect's cannot). */
function editable(response: Response): Response {
  try {
    response.headers.set('X-Content-Type-Options', 'nosniff');
    return response;
  } catch {
    return new Response(response.body, response);
  }
}

/**
 * Wraps the app's routing: preflights are answered here, every other answer leaves with the headers. Pages allow the
 * inline scripts of the client built in `clientBuildDir`.
 */
export function createHttpSecurity(dependencies: AppDependencies, options: { clientBuildDir?: string } = {}) {
  const { config, db } = dependencies;
  const cors = createCors(config, (host) => findStudioForHost(db, host, config));
  const page = pagePolicy(config, clientScriptHashes(options.clientBuildDir ?? paths.clientBuild));

  return async (request: Request, next: () => Promise<Response>): Promise<Response> => {
    const api = isApiPath(new URL(request.url).pathname);
    const origin = api ? await cors.allowedOrigin(request) : null;
    const preflight = api && isPreflight(request);
    const response = editable(preflight ? cors.preflight(origin) : await next());
    const { headers } = response;
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('Referrer-Policy', referrerPolicy);
    const html = headers.get('content-type')?.startsWith('text/html') ?? false;
    headers.set('Content-Security-Policy', html ? page : resourcePolicy);
    if (overHttps(request, config.trustProxy))
      headers.set('Strict-Transport-Security', strictTransportSecurity);
    if (api && !preflight) cors.decorate(headers, origin);
    return response;
  };
}
