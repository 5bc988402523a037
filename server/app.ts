// The whole HTTP application as a fetch handler: GraphQL at /graphql, the REST shims under /api, the client
// everywhere else. Exported for tests, which call it in-process; server.ts only listens.
import { createServerAdapter } from '@whatwg-node/server';
import { createYoga } from 'graphql-yoga';
import { createClientFilesHandler } from './client-files.ts';
import { type AppDependencies, type Context, createContext, type ServerContext } from './context.ts';
import { paths } from './paths.ts';
import { createRestHandler } from './rest/router.ts';
import { restRoutes } from './rest/routes.ts';
import { schema } from './schema/index.ts';
import { multipartUploadsPlugin } from './schema/upload.ts';

export interface AppOptions {
  clientBuildDir?: string;
  logError?: (error: unknown) => void;
}

export function createApp(dependencies: AppDependencies, options: AppOptions = {}) {
  const logError = options.logError ?? ((error: unknown) => console.error(error));
  const contextFor = (request: Request, server?: ServerContext) =>
    createContext(dependencies, request, server);

  const yoga = createYoga<ServerContext, Context>({
    schema,
    graphqlEndpoint: '/graphql',
    context: ({ request, req }) => contextFor(request, { req }),
    landingPage: false,
    plugins: [multipartUploadsPlugin()],
    logging: dependencies.config.production ? 'warn' : 'error',
  });
  const rest = createRestHandler({
    schema,
    routes: restRoutes,
    createContext: contextFor,
    storage: dependencies.services.storage,
    logError,
  });
  const client = createClientFilesHandler(options.clientBuildDir ?? paths.clientBuild);

  const handle = async (request: Request, server?: ServerContext): Promise<Response> => {
    const { pathname } = new URL(request.url);
    if (pathname === '/graphql') return yoga.fetch(request, server ?? {});
    if (pathname === '/api' || pathname.startsWith('/api/')) return rest(request, server);
    if (pathname === '/healthz') return Response.json({ ok: true });
    return client(request);
  };

  return createServerAdapter<ServerContext>(handle);
}

export type App = ReturnType<typeof createApp>;
