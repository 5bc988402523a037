// What every service function takes first: who asks (viewer) for which studio (tenant), the database (or the
// transaction it runs in) and the services, built once per process with their own dependencies. GraphQL and the
// REST shims get one per request; jobs and tests make one with `systemContext`.
import type { AppConfig } from '../config.ts';
import type { Db } from '../database/database.ts';
import { NotFoundError } from '../domain/errors.ts';
import type { AdminRole, ApiTokenScope, Prisma, Studio } from '../generated/prisma/client.ts';
import type { Services } from './services.ts';

export type Viewer =
  | { kind: 'anonymous' }
  | {
      kind: 'admin';
      userId: string;
      sessionId: string;
      role: AdminRole;
      /**
       * An integration's API token rather than a member's session: a manager limited to the token's scopes
       * (domain/token-scopes.ts); userId then names no member and sessionId is the token's id.
       */
      apiToken?: { id: string; scopes: readonly ApiTokenScope[] };
    }
  /** The platform's operator (/plataforma): never a studio's admin, whatever the host. */
  | { kind: 'operator'; operatorId: string; sessionId: string }
  | {
      kind: 'gallery';
      sessionId: string;
      eventId: string;
      /** The event's address, when the session was read with it. */
      eventSlug?: string;
      /** The read versions of everything a customer's read shows; without them nothing is cached. */
      readStamp?: string;
      /** The read versions of what every customer of the event sees (the studio and the event). */
      sharedReadStamp?: string;
    };

/** The member asking, or null (an API token, a customer, a job). */
export function memberIdOf(viewer: Viewer): string | null {
  return viewer.kind === 'admin' && !viewer.apiToken ? viewer.userId : null;
}

/** The database client of a context: the root client, or the transaction the context runs in. */
export type DbClient = Db | Prisma.TransactionClient;

export interface RequestContext {
  readonly db: Db;
  readonly config: AppConfig;
  readonly services: Services;
  /** The studio this request is for; null when the host names no studio (or a job that serves none). */
  readonly studio: Studio | null;
  readonly viewer: Viewer;
  /** The client's address, for per-visitor limits ('unknown' in-process and for jobs). */
  readonly clientAddress: string;
}

export class StudioNotFoundError extends NotFoundError {
  constructor() {
    super('Estúdio não encontrado');
  }
}

/** The studio of the context, or the error every studio-bound call answers without one. */
export function requireStudio(context: Pick<RequestContext, 'studio'>): Studio {
  if (!context.studio) throw new StudioNotFoundError();
  return context.studio;
}

/** A context outside any request: a worker's job, a command-line tool, a test calling a service directly. */
export function systemContext(
  dependencies: Pick<RequestContext, 'db' | 'config' | 'services'>,
  options: { studio?: Studio | null; viewer?: Viewer } = {},
): RequestContext {
  return {
    ...dependencies,
    studio: options.studio ?? null,
    viewer: options.viewer ?? { kind: 'anonymous' },
    clientAddress: 'unknown',
  };
}

/** The same context acting for another studio (a job that loaded the studio it serves). */
export function forStudio(context: RequestContext, studio: Studio): RequestContext {
  return { ...context, studio };
}

/** The viewer's gallery session (of this event, when one is named), or null. */
export function gallerySessionOf(context: Pick<RequestContext, 'viewer'>, eventId?: string): string | null {
  const { viewer } = context;
  return viewer.kind === 'gallery' && (!eventId || viewer.eventId === eventId) ? viewer.sessionId : null;
}

/** The viewer's gallery session, or the error every customer call answers without one. */
export function requireGallerySession(context: Pick<RequestContext, 'viewer'>): string {
  const sessionId = gallerySessionOf(context);
  if (!sessionId) throw new NotFoundError('Sessão da galeria não encontrada');
  return sessionId;
}

/** What a customer's own cart and checkout need: the database and the viewer's session. */
export type CustomerContext = Pick<RequestContext, 'db' | 'viewer'>;

/** What media work needs of a request's (or a worker's) context: the database and the file storage. */
export interface MediaContext {
  db: Db;
  services: Pick<Services, 'storage'> & Partial<Pick<Services, 'archive'>>;
}
/** Media work done for the context's studio. */
export type StudioMediaContext = MediaContext & Pick<RequestContext, 'studio'>;
