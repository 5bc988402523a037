// API tokens at the door of /graphql and the /api paths: a request bearing one (Authorization: Bearer rvk_...) goes
// on only with a live token of the host's studio within its request limit, and every answer to it carries the limit
// (RateLimit-* headers). The token let in travels in the server context; context.ts makes it the request's viewer.
import { type AppDependencies, clientAddressOf, type ServerContext } from '../context.ts';
import { rateLimitedMessage, rateLimitHeaders } from '../domain/api-token-rate-limit.ts';
import { apiTokenPrefix } from '../domain/api-token-secret.ts';
import { invalidApiTokenMessage } from '../domain/api-tokens.ts';
import { admitApiToken } from '../services/api-tokens/token-admission.ts';
import { bearerToken } from '../services/auth/tokens.ts';

/** Runs the request with the server context the gate decided (the admitted token in it, when there is one). */
type Next = (server: ServerContext | undefined) => Promise<Response>;

/** A refusal in the path's own words: GraphQL errors on /graphql, `{ mensagem: { texto } }` on /api. */
function refusal(
  request: Request,
  status: number,
  text: string,
  code: string,
  headers: Record<string, string>,
): Response {
  const graphql = new URL(request.url).pathname === '/graphql';
  const body = graphql
    ? { errors: [{ message: text, extensions: { code } }] }
    : { mensagem: { texto: text } };
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });
}

function withHeaders(response: Response, headers: Record<string, string>): Response {
  try {
    for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
    return response;
  } catch {
    // Immutable headers (Response.redirect): copy the answer.
    const copy = new Response(response.body, response);
    for (const [name, value] of Object.entries(headers)) copy.headers.set(name, value);
    return copy;
  }
}

export function createApiTokenGate(dependencies: AppDependencies) {
  return async (request: Request, server: ServerContext | undefined, next: Next): Promise<Response> => {
    const secret = bearerToken(request);
    if (!secret?.startsWith(apiTokenPrefix)) return next(server);
    const admission = await admitApiToken(dependencies, {
      secret,
      host: new URL(request.url).host,
      clientAddress: clientAddressOf(request, server, dependencies.config.proxyHops),
    });
    if (admission.outcome === 'invalid') {
      return refusal(request, 401, invalidApiTokenMessage, 'UNAUTHENTICATED', {
        'WWW-Authenticate': 'Bearer error="invalid_token"',
      });
    }
    const headers = rateLimitHeaders(admission.window);
    if (admission.outcome === 'limited')
      return refusal(request, 429, rateLimitedMessage(admission.window), 'RATE_LIMITED', headers);
    return withHeaders(await next({ ...server, apiToken: admission.token }), headers);
  };
}
