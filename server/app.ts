// The whole HTTP application as a fetch handler: GraphQL at /graphql, the REST shims under /api, the client
// everywhere else, plus /healthz, /readyz and /metrics. Exported for tests, which call it in-process; server.ts
// only listens. Every answer carries an X-Request-Id, is logged as one line and timed in the metrics.

import { randomUUID } from 'node:crypto';
import { createServerAdapter } from '@whatwg-node/server';
import { getOperationAST } from 'graphql';
import { createYoga, type Plugin } from 'graphql-yoga';
import { boundedGraphqlRequest } from './body-limits.ts';
import { createCustomerReads, customerReadsPlugin } from './cache/customer-reads.ts';
import { createClientFilesHandler } from './client-files.ts';
import { type AppDependencies, type Context, createContext, type ServerContext } from './context.ts';
import { pingDatabase } from './database/database.ts';
import { graphqlLimitPlugins } from './graphql-limits.ts';
import { createApiTokenGate } from './http/api-token-gate.ts';
import { compressResponse } from './http/compression.ts';
import { createCanonicalRedirects, createTlsAskHandler, tlsAskPath } from './http/custom-domains.ts';
import { createFaviconHandler } from './http/favicon.ts';
import { createGalleryFirstScreen } from './http/gallery-first-screen.ts';
import { createPhoneCovers } from './http/phone-covers.ts';
import { withAnswerCookies } from './http/response-cookies.ts';
import { createHttpSecurity } from './http/security-headers.ts';
import { createSlugRedirects } from './http/slug-redirects.ts';
import { type Logger, silentLogger } from './observability/logger.ts';
import { metricsResponse } from './observability/metrics.ts';
import { graphqlRouteLabel, noteRequest, notesOf } from './observability/request-notes.ts';
import { paths } from './paths.ts';
import { loadPersistedOperations, persistedOperationsPlugin } from './persisted-operations.ts';
import { createRestHandler } from './rest/router.ts';
import { restRoutes } from './rest/routes.ts';
import { schema } from './schema/index.ts';
import { multipartUploadsPlugin } from './schema/upload.ts';
import { largestPlanPhotoBytes } from './services/studios/studio-plan.ts';

export interface AppOptions {
  clientBuildDir?: string;
  logError?: (error: unknown) => void;
  logger?: Logger;
  /** The persisted operations the client sends by id (default: the map relay-compiler wrote). */
  persistedOperations?: ReadonlyMap<string, string>;
}

const requestIdPattern = /^[A-Za-z0-9._:-]{1,128}$/;

/** Everything a readiness probe checks: the database answers and the storage is usable. */
async function readiness(dependencies: AppDependencies): Promise<string | null> {
  try {
    await pingDatabase(dependencies.db);
  } catch {
    return 'banco de dados indisponível';
  }
  try {
    await dependencies.services.storage.check();
  } catch {
    return 'armazenamento de arquivos indisponível';
  }
  return null;
}

/** An operational path that is not served: answered like an unknown API path, never by the web app. */
function notFound(): Response {
  return Response.json(
    { mensagem: { texto: 'Recurso não encontrado' } },
    { status: 404, headers: { 'Cache-Control': 'no-store' } },
  );
}

function withHeader(response: Response, name: string, value: string): Response {
  try {
    response.headers.set(name, value);
    return response;
  } catch {
    // Immutable headers (Response.redirect): copy the answer.
    const copy = new Response(response.body, response);
    copy.headers.set(name, value);
    return copy;
  }
}

export function createApp(dependencies: AppDependencies, options: AppOptions = {}) {
  const logger = options.logger ?? silentLogger();
  const metrics = dependencies.services.metrics;
  const logError = options.logError ?? ((error: unknown) => logger.error({ err: error }, 'Unexpected error'));
  const contextFor = (request: Request, server?: ServerContext) =>
    createContext(dependencies, request, server);
  let accepting = true;
  const persistedOperations = options.persistedOperations ?? loadPersistedOperations();
  if (!persistedOperations)
    logger.warn('No persisted operations (run npm run build): the client cannot call /graphql');

  const customerReads = createCustomerReads(schema, dependencies.config.readCacheBytes, metrics);
  const yoga = createYoga<ServerContext, Context>({
    schema,
    graphqlEndpoint: '/graphql',
    context: ({ request, req, apiToken }) => contextFor(request, { req, apiToken }),
    landingPage: false,
    // CORS is answered for every API path from an allow-list (server/http/cors.ts), not reflected.
    cors: false,
    // GraphiQL loads its scripts from unpkg.com and inline: the pages' Content-Security-Policy refuses both, and
    // the schema is documented in schema.graphql.
    graphiql: false,
    plugins: [
      ...graphqlLimitPlugins({ introspection: dependencies.config.graphqlIntrospection }),
      persistedOperationsPlugin(persistedOperations ?? new Map()),
      multipartUploadsPlugin(() => largestPlanPhotoBytes(dependencies.db)),
      {
        // The operation's own name (clients need not send operationName), for the log line and the metric.
        onExecute({ args }) {
          const operation = getOperationAST(args.document, args.operationName);
          noteRequest(args.contextValue.request, { route: graphqlRouteLabel(operation?.name?.value) });
        },
      } satisfies Plugin<Context>,
      customerReadsPlugin(customerReads),
    ],
    logging: dependencies.config.production ? 'warn' : 'error',
  });
  const rest = createRestHandler({
    schema,
    routes: restRoutes,
    createContext: contextFor,
    db: dependencies.db,
    storage: dependencies.services.storage,
    secrets: dependencies.services.secrets,
    customerReads,
    logError,
  });
  const client = createClientFilesHandler(options.clientBuildDir ?? paths.clientBuild);
  const phoneCovers = createPhoneCovers({ db: dependencies.db, storage: dependencies.services.storage });
  const galleryPage = createGalleryFirstScreen(dependencies, options.clientBuildDir ?? paths.clientBuild);
  const favicon = createFaviconHandler(dependencies);
  const tlsAsk = createTlsAskHandler(dependencies);
  const canonicalRedirect = createCanonicalRedirects(dependencies);
  const slugRedirect = createSlugRedirects(dependencies);
  const metricsToken = dependencies.config.metrics.token;
  const security = createHttpSecurity(dependencies);
  const apiTokenGate = createApiTokenGate(dependencies);

  const route = async (request: Request, server?: ServerContext): Promise<Response> => {
    const { pathname } = new URL(request.url);
    if (pathname === '/graphql') {
      return apiTokenGate(request, server, async (gated) => {
        const bounded = await boundedGraphqlRequest(request);
        return compressResponse(
          request,
          bounded instanceof Response
            ? bounded
            : withAnswerCookies(bounded, await yoga.fetch(bounded, gated ?? {})),
        );
      });
    }
    if (pathname.startsWith('/api/estaticos/')) {
      const phoneCover = await phoneCovers(request);
      if (phoneCover) return phoneCover;
    }
    if (pathname === '/api' || pathname.startsWith('/api/'))
      return (
        (await slugRedirect(request)) ??
        apiTokenGate(request, server, async (gated) => compressResponse(request, await rest(request, gated)))
      );
    if (pathname === '/favicon.ico' && (request.method === 'GET' || request.method === 'HEAD'))
      return favicon(request);
    if (pathname === tlsAskPath) return tlsAsk(request);
    if (pathname === '/healthz') return Response.json({ ok: true });
    if (pathname === '/readyz') {
      const problem = accepting ? await readiness(dependencies) : 'encerrando';
      return Response.json(problem ? { ok: false, motivo: problem } : { ok: true }, {
        status: problem ? 503 : 200,
        headers: { 'Cache-Control': 'no-store' },
      });
    }
    if (pathname === '/metrics') {
      // Without its token configured /metrics does not exist here (it may be served on METRICS_PORT).
      if (!metricsToken) return notFound();
      if (request.headers.get('authorization') !== `Bearer ${metricsToken}`)
        return new Response('Unauthorized', { status: 401, headers: { 'WWW-Authenticate': 'Bearer' } });
      return metricsResponse(metrics);
    }
    if (pathname.startsWith('/.well-known/revela/')) return notFound();
    // Only the web app's pages move to a studio's canonical address: the API, webhooks, probes and well-known
    // files answer at every address.
    if (pathname.startsWith('/.well-known/')) return client(request);
    // The fixed policy page of old, still linked from e-mails sent before: the studio's own policy took its place.
    if (pathname === '/politicas.html')
      return new Response(null, { status: 301, headers: { Location: '/privacidade' } });
    return (
      (await slugRedirect(request)) ??
      (await canonicalRedirect(request)) ??
      (await galleryPage(request)) ??
      client(request)
    );
  };

  const handle = async (request: Request, server?: ServerContext): Promise<Response> => {
    const started = performance.now();
    const given = request.headers.get('x-request-id');
    const requestId = given && requestIdPattern.test(given) ? given : randomUUID();
    const response = withAnswerCookies(request, await security(request, () => route(request, server)));
    const seconds = (performance.now() - started) / 1000;
    const { pathname } = new URL(request.url);
    const notes = notesOf(request);
    const label =
      notes.route ??
      (pathname === '/graphql'
        ? 'graphql'
        : pathname.startsWith('/api/')
          ? 'api unmatched'
          : ['/healthz', '/readyz', '/metrics', tlsAskPath].includes(pathname)
            ? pathname
            : 'client');
    metrics.httpDuration.observe(
      { method: request.method, route: label, status: String(response.status) },
      seconds,
    );
    const entry = {
      reqId: requestId,
      method: request.method,
      path: pathname,
      status: response.status,
      ms: Math.round(seconds * 10_000) / 10,
      operation: label,
      ...(notes.studio && { studio: notes.studio }),
    };
    // Images and the client's files are many and dull: only at debug level.
    if (label.startsWith('GET /api/estaticos') || label === 'client') logger.debug(entry, 'request');
    else logger.info(entry, 'request');
    return withHeader(response, 'X-Request-Id', requestId);
  };

  return Object.assign(createServerAdapter<ServerContext>(handle), {
    /** After SIGTERM: /readyz answers 503 so load balancers stop sending new requests; subscriptions end. */
    stopAccepting() {
      accepting = false;
      // Open subscriptions would hold the drain until its timeout: they end now and reconnect elsewhere.
      dependencies.services.live.endAll();
    },
  });
}

export type App = ReturnType<typeof createApp>;
