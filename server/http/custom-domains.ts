// Studios' own domains at the edge: the question Caddy asks before it obtains a certificate on demand
// (GET /.well-known/revela/tls-ask?domain=<name>), and the redirects of page requests to a studio's canonical address.
import type { AppDependencies } from '../context.ts';
import { canonicalHostFor, certificateName, hostName, studioLookupForHost } from '../domain/tenant.ts';
import { findStudioForHost, servesCertificateName } from '../services/studios/studio-queries.ts';
import { overHttps } from './security-headers.ts';

export const tlsAskPath = '/.well-known/revela/tls-ask';

const noStore = { 'Cache-Control': 'no-store' };

function refusal(status: number, texto: string, headers: Record<string, string> = {}): Response {
  return Response.json({ mensagem: { texto } }, { status, headers: { ...noStore, ...headers } });
}

/**
 * Caddy's on-demand TLS `ask`: 200 when the name is served here (the platform domain, an existing studio's
 * subdomain, a studio's own domain that is ACTIVE or BROKEN, in either of its two forms), 404 for any other name, so
 * Caddy never asks a CA for a certificate nobody here serves; 400 when the parameter is missing or no host name.
 */
export function createTlsAskHandler({ db, config }: AppDependencies) {
  return async (request: Request): Promise<Response> => {
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return refusal(405, 'Método não permitido.', { Allow: 'GET, HEAD' });
    const given = new URL(request.url).searchParams.get('domain');
    if (!given) return refusal(400, 'Informe o domínio: ?domain=<nome>.');
    const name = certificateName(given);
    if (!name) return refusal(400, 'Domínio inválido.');
    if (!(await servesCertificateName(db, name, config.platformDomain)))
      return refusal(404, 'Domínio não atendido por esta plataforma.');
    return Response.json({ ok: true }, { headers: noStore });
  };
}

/** How long browsers keep a redirect: short, since an owner may still remove or change the domain. */
const redirectCacheControl = 'public, max-age=3600';

/**
 * A page request (GET or HEAD for the web app) at a studio's other address goes to its canonical one, path and query
 * kept: the www. or bare form of its own domain to the one the owner registered, its platform subdomain to its own
 * domain once that is ACTIVE. Null: serve it here.
 */
export function createCanonicalRedirects({ db, config }: AppDependencies) {
  return async (request: Request): Promise<Response | null> => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return null;
    const url = new URL(request.url);
    // Files (scripts, styles, icons) are fetched by a page already at the right address: no query for them.
    if (/\.[A-Za-z0-9]+$/.test(url.pathname)) return null;
    const lookup = studioLookupForHost(url.host, config);
    // Only own domains and <urlEstudio>.<PLATFORM_DOMAIN> ever redirect: localhost answers without a query.
    if (!lookup || ('slug' in lookup && hostName(url.host) !== `${lookup.slug}.${config.platformDomain}`))
      return null;
    const studio = await findStudioForHost(db, url.host, config);
    const target = studio && canonicalHostFor(url.host, studio, config.platformDomain);
    if (!target) return null;
    const protocol = overHttps(request, config.trustProxy) ? 'https:' : url.protocol;
    // The port stays: in production there is none; behind a proxy on another port (tests) it is the proxy's.
    const port = url.port ? `:${url.port}` : '';
    return new Response(null, {
      status: 308,
      headers: {
        Location: `${protocol}//${target}${port}${url.pathname}${url.search}`,
        'Cache-Control': redirectCacheControl,
      },
    });
  };
}
