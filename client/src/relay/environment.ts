// The Relay environment: every query and mutation goes to /graphql on the same host (the host picks the studio),
// carrying the admin token or the gallery token of the event on screen. An expired gallery access token is renewed
// with the refresh token once; what still needs the customer (a key, a name and password) surfaces as
// GalleryAccessRequired, and an admin without a valid session as AdminLoginRequired. Operations go by their
// persisted id ({ documentId, variables }): the server holds the texts relay-compiler wrote at build. The gallery's
// route query may already be on its way, started by index.html before this code arrived (early-query.ts).
// Subscriptions go over server-sent events (graphql-sse, one connection each) and open again after a drop or a
// server restart, with backoff (live-connection.ts says when: the hook refetches once then, so nothing is missed).
import {
  type CacheConfig,
  Environment,
  type FetchFunction,
  type GraphQLResponse,
  Network,
  Observable,
  RecordSource,
  type RequestParameters,
  Store,
  type SubscribeFunction,
  type UploadableMap,
  type Variables,
} from 'relay-runtime';
import type { gallerySessionRevalidateMutation$data } from '../__generated__/gallerySessionRevalidateMutation.graphql.ts';
import { adminToken, clearAdminToken } from '../auth/admin-session.ts';
import { galleryTokens, saveGalleryTokens } from '../auth/gallery-tokens.ts';
import { clearOperatorToken, operatorToken } from '../auth/operator-session.ts';
import { authForPath, type RequestAuth } from '../auth/request-auth.ts';
import { takeEarlyResponse } from './early-query.ts';
import { revalidateGallerySession } from './gallery-session.ts';
import { type LiveConnection, liveSubscription } from './live-connection.ts';

export type GalleryKind = 'PUBLIC' | 'PRIVATE' | 'AUTHORIZED_PEOPLE';

export class GalleryAccessRequired extends Error {
  override name = 'GalleryAccessRequired';
  constructor(
    readonly eventSlug: string,
    readonly galleryKind: GalleryKind | null,
    message: string,
  ) {
    super(message);
  }
}

/** The gallery's sales closed ('Galeria encerrada'): its pages show the closed page instead. */
export class GalleryClosed extends Error {
  override name = 'GalleryClosed';
  constructor(
    readonly eventSlug: string,
    readonly closedAt: string | null,
    message: string,
  ) {
    super(message);
  }
}

export class AdminLoginRequired extends Error {
  override name = 'AdminLoginRequired';
}

/** What a route or mutation may pass in cacheConfig.metadata. */
export interface RequestMetadata {
  /** Overrides the credentials chosen from the address bar (a loader runs before the address changes). */
  auth?: RequestAuth;
  /** Upload progress of a multipart request, 0 to 1. */
  onUploadProgress?: (fraction: number) => void;
  /** A subscription's connection: opened, opened again after a drop (refetch what it shows), or lost. */
  onLiveConnection?: (state: LiveConnection) => void;
}

interface GraphQLError {
  message: string;
  extensions?: { code?: string; galleryKind?: GalleryKind; closedAt?: string };
}

interface Result {
  data?: unknown;
  errors?: GraphQLError[];
}

function requestAuth(cacheConfig: CacheConfig): RequestAuth {
  const metadata = cacheConfig.metadata as RequestMetadata | undefined;
  return metadata?.auth ?? authForPath(window.location.pathname);
}

function tokenFor(auth: RequestAuth): string | null {
  if (auth.kind === 'admin') return adminToken();
  if (auth.kind === 'operator') return operatorToken();
  if (auth.kind === 'gallery') return galleryTokens(auth.eventSlug)?.accessTokenGaleria ?? null;
  return null;
}

/** The body of a request: the operation's persisted id and its variables. */
function operation(request: RequestParameters, variables: Variables) {
  if (!request.id) throw new Error(`Operation ${request.name} has no persisted id: run npm run relay`);
  return { documentId: request.id, variables };
}

/** The multipart request of the GraphQL upload spec (operations, map, then the files). */
function multipartBody(request: RequestParameters, variables: Variables, uploadables: UploadableMap) {
  const form = new FormData();
  const map: Record<string, string[]> = {};
  const files = Object.entries(uploadables);
  files.forEach(([path], index) => {
    map[String(index)] = [`variables.${path}`];
  });
  form.set('operations', JSON.stringify(operation(request, variables)));
  form.set('map', JSON.stringify(map));
  files.forEach(([, file], index) => {
    form.set(String(index), file as Blob);
  });
  return form;
}

function send(
  request: RequestParameters,
  variables: Variables,
  token: string | null,
  uploadables: UploadableMap | null | undefined,
  onUploadProgress?: (fraction: number) => void,
): Promise<Result> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (!uploadables) {
    headers['Content-Type'] = 'application/json';
    const ask = () =>
      fetch('/graphql', {
        method: 'POST',
        headers,
        body: JSON.stringify(operation(request, variables)),
      }).then((response) => response.json() as Promise<Result>);
    const early = request.id ? takeEarlyResponse(request.id, variables, token) : null;
    // An early request that failed on the way is made again, as if there had been none.
    return early ? (early as Promise<Result>).catch(ask) : ask();
  }
  // Uploads go through XMLHttpRequest: fetch reports no upload progress.
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/graphql');
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onUploadProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      try {
        resolve(JSON.parse(xhr.responseText));
      } catch {
        reject(new Error(xhr.status === 413 ? 'request-too-large' : `HTTP ${xhr.status}`));
      }
    };
    xhr.onerror = () => reject(new Error('network'));
    xhr.send(multipartBody(request, variables, uploadables));
  });
}

const forbidden = (result: Result) => result.errors?.some((error) => error.extensions?.code === 'FORBIDDEN');

const unauthenticated = (result: Result) =>
  result.errors?.find((error) => error.extensions?.code === 'UNAUTHENTICATED');

/** Renews the event's access token with its refresh token; the failure's message when it cannot. */
async function renewGalleryAccess(eventSlug: string): Promise<string | null> {
  const tokens = galleryTokens(eventSlug);
  if (!tokens) return null;
  const response = await fetch('/graphql', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(
      operation(revalidateGallerySession.params, {
        input: { eventSlug, refreshToken: tokens.refreshTokenGaleria },
      }),
    ),
  });
  const result = (await response.json()) as { data?: gallerySessionRevalidateMutation$data };
  const answer = result.data?.revalidateGallerySession;
  if (answer?.__typename === 'GalleryTokens') {
    saveGalleryTokens(eventSlug, { accessToken: answer.accessToken!, refreshToken: answer.refreshToken! });
    return null;
  }
  return answer?.message ?? 'Sua sessão na galeria expirou. Abra a galeria novamente.';
}

/** Screens listen for this to ask for a key or a login, whichever request found out. */
export const accessRequiredEvent = 'revela:access-required';

function announce<T extends Error>(error: T): T {
  window.dispatchEvent(new CustomEvent(accessRequiredEvent, { detail: error }));
  return error;
}

async function execute(
  request: RequestParameters,
  variables: Variables,
  cacheConfig: CacheConfig,
  uploadables: UploadableMap | null | undefined,
): Promise<Result> {
  const auth = requestAuth(cacheConfig);
  const progress = (cacheConfig.metadata as RequestMetadata | undefined)?.onUploadProgress;
  let result = await send(request, variables, tokenFor(auth), uploadables, progress);
  let refusal = unauthenticated(result);
  const closed = result.errors?.find((error) => error.extensions?.code === 'GALLERY_CLOSED');
  if (closed && auth.kind === 'gallery') {
    throw new GalleryClosed(auth.eventSlug, closed.extensions?.closedAt ?? null, closed.message);
  }
  if (refusal && auth.kind === 'gallery') {
    const renewal = await renewGalleryAccess(auth.eventSlug);
    if (renewal === null && galleryTokens(auth.eventSlug)) {
      result = await send(request, variables, tokenFor(auth), uploadables, progress);
      refusal = unauthenticated(result);
    }
    if (refusal) {
      throw announce(
        new GalleryAccessRequired(
          auth.eventSlug,
          refusal.extensions?.galleryKind ?? null,
          renewal ?? refusal.message,
        ),
      );
    }
  }
  if (auth.kind === 'operator' && (refusal || forbidden(result))) {
    // An operator whose session ended signs in again (the console holds nothing a studio session could open).
    clearOperatorToken();
    window.location.assign('/plataforma/entrar');
    throw new Error(refusal?.message ?? 'Faça login novamente.');
  }
  if (refusal && auth.kind === 'admin') {
    clearAdminToken();
    throw announce(new AdminLoginRequired(refusal.message));
  }
  // Expected failures come back as typed results; a response without data is a real failure.
  if (!result.data && result.errors?.length) throw new Error(result.errors[0]!.message);
  return result;
}

const fetchGraphQL: FetchFunction = (request, variables, cacheConfig, uploadables) =>
  Observable.from(execute(request, variables, cacheConfig, uploadables) as Promise<GraphQLResponse>);

const subscribeGraphQL: SubscribeFunction = (request, variables, cacheConfig) => {
  const auth = requestAuth(cacheConfig);
  const metadata = cacheConfig.metadata as RequestMetadata | undefined;
  return Observable.create<GraphQLResponse>((sink) =>
    liveSubscription({
      body: operation(request, variables),
      token: () => tokenFor(auth),
      // An expired gallery access token is renewed once, as for queries; a refusal ends the subscription.
      renew: auth.kind === 'gallery' ? async () => (await renewGalleryAccess(auth.eventSlug)) === null : null,
      onResult: (result) => sink.next(result as GraphQLResponse),
      onRefused: (message) => sink.error(new Error(message)),
      onConnection: (state) => metadata?.onLiveConnection?.(state),
    }),
  );
};

export function createEnvironment(): Environment {
  return new Environment({
    network: Network.create(fetchGraphQL, subscribeGraphQL),
    store: new Store(new RecordSource()),
  });
}
