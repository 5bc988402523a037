// One request through the simulator: recorded, routed, expected failures answered as the API's errors, logged.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApiError, errorBody } from './api-error.ts';
import { apiRoutes } from './api-routes.ts';
import { controlRoutes } from './control-routes.ts';
import { headerValue, sendJson } from './http-io.ts';
import type { FakeRequestRecord, Route, RouteCall, Simulator } from './route.ts';
import { subscriptionRoutes } from './subscription-routes.ts';

const routes: Route[] = [...apiRoutes, ...subscriptionRoutes, ...controlRoutes];

async function route(call: Omit<RouteCall, 'params'>): Promise<string> {
  for (const candidate of routes) {
    const match = call.request.method === candidate.method ? candidate.path.exec(call.record.path) : null;
    if (match) return candidate.handle({ ...call, params: match.slice(1) });
  }
  throw new ApiError(404, 'not_found', 'resource not found');
}

/** A node:http request listener; every request is added to `requests`. */
export function requestHandler(
  simulator: Simulator,
  requests: FakeRequestRecord[],
  log?: (line: string) => void,
): (request: IncomingMessage, response: ServerResponse) => void {
  return (request, response) => {
    const record: FakeRequestRecord = {
      method: request.method ?? 'GET',
      path: new URL(request.url ?? '/', 'http://fake').pathname,
      accessToken: null,
      idempotencyKey: headerValue(request.headers['x-idempotency-key']),
      status: 0,
    };
    requests.push(record);
    route({ request, response, record, simulator })
      .catch((error: unknown) => {
        if (!(error instanceof ApiError)) throw error;
        sendJson(response, error.status, errorBody(error));
        return error.message;
      })
      .catch((error: unknown) => {
        sendJson(response, 500, { message: String(error), error: 'internal_error', status: 500, cause: [] });
        return String(error);
      })
      .then((note) => {
        record.status = response.statusCode;
        log?.(`${record.method} ${record.path} ${response.statusCode}${note ? ` ${note}` : ''}`);
      });
  };
}
