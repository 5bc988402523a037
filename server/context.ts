// Per-request context: the studio the request is for (tenant), who is asking (viewer), the database and services.
// Viewer and RequestContext live in services/request-context.ts, which services take; this file finds them for a
// request.

import type { AppConfig } from './config.ts';
import type { Db } from './database/database.ts';
import { apiTokenPrefix } from './domain/api-token-secret.ts';
import { noRowId } from './domain/ids.ts';
import type { Studio } from './generated/prisma/client.ts';
import { noteRequest } from './observability/request-notes.ts';
import type { AdmittedApiToken } from './services/api-tokens/token-admission.ts';
import { findAdminSession } from './services/auth/admin-sessions.ts';
import { bearerToken } from './services/auth/tokens.ts';
import { findGallerySession } from './services/gallery/sessions.ts';
import { galleryTokenPrefixes } from './services/gallery/tokens.ts';
import { findOperatorSession, operatorTokenPrefix } from './services/operators/operator-sessions.ts';
import type { RequestContext, Viewer } from './services/request-context.ts';
import type { Services } from './services/services.ts';
import { findStudioForHost } from './services/studios/studio-queries.ts';

export interface AppDependencies {
  db: Db;
  config: AppConfig;
  services: Services;
}

/** The GraphQL and REST context: the request's RequestContext (what services take) and the request itself. */
export interface Context extends RequestContext {
  request: Request;
}

async function findViewer(
  dependencies: AppDependencies,
  studio: Studio | null,
  request: Request,
  server: ServerContext | undefined,
): Promise<Viewer> {
  const { db } = dependencies;
  const token = bearerToken(request);
  if (token?.startsWith(apiTokenPrefix)) {
    // Let in at the door (http/api-token-gate.ts) for this host's studio, or nobody.
    const admitted = server?.apiToken;
    return admitted && studio && admitted.studio.id === studio.id
      ? {
          kind: 'admin',
          userId: noRowId,
          sessionId: admitted.id,
          role: 'MANAGER',
          apiToken: { id: admitted.id, scopes: admitted.scopes },
        }
      : { kind: 'anonymous' };
  }
  if (token?.startsWith(operatorTokenPrefix)) {
    const operator = await findOperatorSession(db, token);
    return operator
      ? { kind: 'operator', operatorId: operator.operatorId, sessionId: operator.id }
      : { kind: 'anonymous' };
  }
  if (!studio || !token) return { kind: 'anonymous' };
  if (token.startsWith(galleryTokenPrefixes.access)) {
    const gallery = await findGallerySession({ db, services: dependencies.services }, studio.id, token);
    if (!gallery) return { kind: 'anonymous' };
    const { sessionId, eventId, eventSlug, readVersions, eventReadVersion } = gallery;
    return {
      kind: 'gallery',
      sessionId,
      eventId,
      eventSlug,
      readStamp: `${studio.readVersion}.${readVersions}`,
      sharedReadStamp: `${studio.readVersion}.${eventReadVersion}`,
    };
  }
  const session = await findAdminSession(db, studio.id, token);
  return session
    ? { kind: 'admin', userId: session.userId, sessionId: session.id, role: session.user.role }
    : { kind: 'anonymous' };
}

/** What the Node server adapter passes along with each request, and the API token the door let in. */
export interface ServerContext {
  req?: { socket?: { remoteAddress?: string } };
  apiToken?: AdmittedApiToken;
}

/**
 * The client's address: the connection's, or behind `hops` proxies the address that many places from the right of
 * X-Forwarded-For (each proxy appends the address it saw; what the client itself sent stays on the left).
 */
export function clientAddressOf(request: Request, server: ServerContext | undefined, hops: number): string {
  const connection = server?.req?.socket?.remoteAddress;
  if (hops > 0) {
    const chain = (request.headers.get('x-forwarded-for') ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    // Fewer entries than proxies: the request did not come through all of them, so nothing in it is trusted.
    if (chain.length >= hops) return chain[chain.length - hops]!;
  }
  return connection || 'unknown';
}

export async function createContext(
  dependencies: AppDependencies,
  request: Request,
  server?: ServerContext,
): Promise<Context> {
  // The server adapter builds the URL from the Host header; in-process callers (tests) name the host in the URL.
  // A request the API token gate let in: the gate read the host's studio already.
  const studio =
    server?.apiToken?.studio ??
    (await findStudioForHost(dependencies.db, new URL(request.url).host, dependencies.config));
  if (studio) noteRequest(request, { studio: studio.slug });
  const viewer = await findViewer(dependencies, studio, request, server);
  const clientAddress = clientAddressOf(request, server, dependencies.config.proxyHops);
  return { ...dependencies, request, clientAddress, studio, viewer };
}
