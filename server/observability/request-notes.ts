// What a request turned out to be (its REST route or GraphQL operation, its studio), noted by the layers that know
// it and read by the access log and the latency metric.
export interface RequestNotes {
  route?: string;
  studio?: string;
}

const notes = new WeakMap<Request, RequestNotes>();

export function noteRequest(request: Request, fields: RequestNotes): void {
  const current = notes.get(request);
  if (current) Object.assign(current, fields);
  else notes.set(request, { ...fields });
}

/** A copy of a request (its body read and handed on) shares the original's notes: the log reads the original. */
export function shareNotes(copy: Request, original: Request): void {
  let shared = notes.get(original);
  if (!shared) {
    shared = {};
    notes.set(original, shared);
  }
  notes.set(copy, shared);
}

export function notesOf(request: Request): RequestNotes {
  return notes.get(request) ?? {};
}

const operationName = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
const knownOperations = new Set<string>();
const maxOperations = 300;

/**
 * A metric label for a GraphQL operation: its name while the names seen stay few (our client's operations);
 * anything past that, or not a name, is "other", so a client cannot grow the metrics without bound.
 */
export function graphqlRouteLabel(name: string | null | undefined): string {
  if (!name || !operationName.test(name)) return 'graphql';
  if (!knownOperations.has(name)) {
    if (knownOperations.size >= maxOperations) return 'graphql other';
    knownOperations.add(name);
  }
  return `graphql ${name}`;
}
