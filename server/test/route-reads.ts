// What a REST route's `variables` reads of a request (body fields, nested ones too; query parameters; headers), found
// by running it on recording requests: for tests that walk the whole route table.
import { isFileRoute, isHandlerRoute, type RestRequest, type RestRoute } from '../rest/route.ts';

export type Path = string[];

/** A body that records which fields a route reads; `nested` and the fields on its way are recording objects too. */
function recordingBody(
  seen: Map<string, Path>,
  nested: Path | null,
  prefix: Path = [],
): Record<string, unknown> {
  return new Proxy({} as Record<string, unknown>, {
    get(_target, key) {
      if (typeof key !== 'string') return undefined;
      const path = [...prefix, key];
      seen.set(path.join('.'), path);
      const leadsToNested = nested && path.every((part, index) => nested[index] === part);
      return leadsToNested ? recordingBody(seen, nested, path) : undefined;
    },
    has: () => false,
  });
}

export interface RouteReads {
  /** Body fields by their path. */
  fields: Path[];
  query: string[];
  /** Header names, lower case. */
  headers: string[];
}

/** What the route's variables read (nothing for file and handler routes, which read in their own code). */
export function routeReads(route: RestRoute): RouteReads {
  const reads: RouteReads = { fields: [], query: [], headers: [] };
  if (isFileRoute(route) || isHandlerRoute(route) || !route.variables) return reads;
  const seen = new Map<string, Path>();
  const query = new Set<string>();
  const headers = new Set<string>();
  // A GET has no body; binary routes read headers only.
  const readsBody = route.method !== 'GET' && !route.body;
  const run = (nested: Path | null) => {
    const request = {
      params: new Proxy({}, { get: () => 'x' }),
      query: {
        get: (name: string) => {
          query.add(name);
          return null;
        },
        has: () => false,
      },
      headers: {
        get: (name: string) => {
          headers.add(name.toLowerCase());
          return name.toLowerCase() === 'x-idempotency-key' ? 'k' : null;
        },
        has: () => false,
      },
      body: readsBody ? recordingBody(seen, nested) : {},
      bytes: Buffer.alloc(0),
      stream: null,
      raw: new Request('http://localhost/api'),
    } as unknown as RestRequest;
    try {
      route.variables!(request);
    } catch {}
  };
  run(null);
  for (let round = 0; round < 10; round++) {
    const known = [...seen.values()];
    for (const path of known) run(path);
    if (seen.size === known.length) break;
  }
  return { fields: [...seen.values()], query: [...query], headers: [...headers] };
}

/** The body fields a route reads (nested ones too). */
export function fieldsRead(route: RestRoute): Path[] {
  return routeReads(route).fields;
}
