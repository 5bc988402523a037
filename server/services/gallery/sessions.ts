// Customer gallery sessions: opening one (public, by the gallery key, or as an authorised person of a prepaid
// package), renewing its access token with the refresh token, and turning a public session into a private one
// when the gallery gets a key (keeping the cart). A session always has its cart.
import type { Db } from '../../database/database.ts';
import { TooManyAttemptsError } from '../../domain/auth.ts';
import { type DomainError, NotFoundError } from '../../domain/errors.ts';
import {
  AuthorizedPeopleOnlyError,
  assertSessionStillValid,
  GallerySessionExpiredError,
  galleryKind,
  galleryTokenPolicy,
  sameKey,
  WrongGalleryKeyError,
  WrongPersonCredentialsError,
} from '../../domain/gallery-access.ts';
import type { Event, EventMode, GallerySessionKind, Prisma } from '../../generated/prisma/client.ts';
import { hashToken } from '../auth/tokens.ts';
import { openEventAt } from '../events/event-queries.ts';
import { countFailure, failuresInWindow } from '../limits/rate-limit.ts';
import type { RequestContext } from '../request-context.ts';
import type { Services } from '../services.ts';
import { galleryTokenPrefixes, newRefreshToken, readAccessToken, signAccessToken } from './tokens.ts';

/** What gallery sessions need of the request's context: the database, the token secret, the visitor's address. */
export interface GalleryContext {
  db: Db;
  services: Pick<Services, 'secrets'>;
  clientAddress?: string;
}

export interface GalleryTokens {
  accessToken: string;
  refreshToken: string;
  sessionId: string;
}

export async function findEventBySlug(db: Db, studioId: string, slug: string): Promise<Event> {
  const event = await openEventAt(db, studioId, slug);
  if (!event) throw new NotFoundError('Galeria não encontrada');
  return event;
}

async function issueRefreshToken(
  tx: Prisma.TransactionClient,
  session: { id: string; studioId: string; kind: GallerySessionKind; accessKeyVersion: number },
  now: Date,
): Promise<string> {
  const refreshToken = newRefreshToken();
  await tx.galleryRefreshToken.create({
    data: {
      studioId: session.studioId,
      sessionId: session.id,
      tokenHash: hashToken(refreshToken),
      kind: session.kind,
      accessKeyVersion: session.accessKeyVersion,
      expiresAt: new Date(now.getTime() + galleryTokenPolicy.refreshTokenMs),
    },
  });
  return refreshToken;
}

async function createSession(
  { db, services: { secrets }, clientAddress = 'unknown' }: GalleryContext,
  event: Event,
  kind: GallerySessionKind,
  authorizedPersonId: string | null,
  now = new Date(),
): Promise<GalleryTokens> {
  // Each open writes a session and its cart: one address may open so many per window in a studio.
  const { sessionOpens, sessionOpenWindowMs } = galleryTokenPolicy;
  const opened = await countFailure(
    db,
    `gallery-open:${event.studioId}:${clientAddress}`,
    sessionOpenWindowMs,
    now,
  );
  if (opened > sessionOpens) throw new TooManyAttemptsError(sessionOpenWindowMs);
  return db.$transaction(async (tx) => {
    const session = await tx.gallerySession.create({
      data: {
        studioId: event.studioId,
        eventId: event.id,
        kind,
        authorizedPersonId,
        accessKeyVersion: event.accessKeyVersion,
        cart: { create: { studioId: event.studioId, eventId: event.id } },
      },
    });
    return {
      sessionId: session.id,
      refreshToken: await issueRefreshToken(tx, session, now),
      accessToken: signAccessToken(secrets, { sessionId: session.id, eventId: event.id }, now.getTime()),
    };
  });
}

/** GET galeria-publica/criar-sessao: a new session on a gallery without a key. */
export async function openPublicSession(context: GalleryContext, event: Event): Promise<GalleryTokens> {
  const kind = galleryKind(event);
  if (kind === 'AUTHORIZED_PEOPLE') throw new AuthorizedPeopleOnlyError();
  if (kind === 'PRIVATE') throw new WrongGalleryKeyError();
  return createSession(context, event, 'PUBLIC', null);
}

/** Wrong keys are limited per visitor and event, and in all per event (against guessing from many addresses). */
async function guardWrongKeys(
  db: Db,
  event: Event,
  clientAddress: string,
  attempt: () => boolean,
): Promise<void> {
  const { maxWrongKeys, wrongKeyWindowMs } = galleryTokenPolicy;
  const visitorKey = `gallery-key:${event.id}:${clientAddress}`;
  const eventKey = `gallery-key:${event.id}`;
  const [byVisitor, byEvent] = await Promise.all([
    failuresInWindow(db, visitorKey, wrongKeyWindowMs),
    failuresInWindow(db, eventKey, wrongKeyWindowMs),
  ]);
  if (byVisitor >= maxWrongKeys || byEvent >= maxWrongKeys * 20)
    throw new TooManyAttemptsError(wrongKeyWindowMs);
  if (attempt()) return;
  await countFailure(db, visitorKey, wrongKeyWindowMs);
  await countFailure(db, eventKey, wrongKeyWindowMs);
}

export interface Credentials {
  accessKey?: string | null;
  name?: string | null;
  password?: string | null;
}

/** Finds the authorised person the name and password identify (the name, when given, must match too). */
async function findPerson(db: Db, event: Event, credentials: Credentials) {
  const password = (credentials.password ?? credentials.accessKey ?? '').trim();
  if (!password) return null;
  const person = await db.authorizedPerson.findFirst({ where: { eventId: event.id, password } });
  const name = (credentials.name ?? '').trim().toLocaleLowerCase('pt-BR');
  if (!person || (name && person.name && person.name.trim().toLocaleLowerCase('pt-BR') !== name)) return null;
  return person;
}

/** POST criar-sessao-galeria-privada: by the gallery key, or as a person of the prepaid package's list. */
export async function openPrivateSession(
  context: GalleryContext,
  event: Event,
  credentials: Credentials,
): Promise<GalleryTokens> {
  const clientAddress = context.clientAddress ?? 'unknown';
  const kind = galleryKind(event);
  if (kind === 'PUBLIC') return createSession(context, event, 'PUBLIC', null);
  if (kind === 'PRIVATE') {
    let accepted = false;
    await guardWrongKeys(context.db, event, clientAddress, () => {
      accepted = sameKey(credentials.accessKey ?? '', event.accessKey!);
      return accepted;
    });
    if (!accepted) throw new WrongGalleryKeyError();
    return createSession(context, event, 'PRIVATE', null);
  }
  const person = await findPerson(context.db, event, credentials);
  await guardWrongKeys(context.db, event, clientAddress, () => Boolean(person));
  if (!person) throw new WrongPersonCredentialsError();
  return createSession(context, event, 'AUTHORIZED_PERSON', person.id);
}

async function findRefreshToken(db: Db, event: Event, refreshToken: string, now: Date) {
  if (!refreshToken.startsWith(galleryTokenPrefixes.refresh)) throw new GallerySessionExpiredError();
  const row = await db.galleryRefreshToken.findFirst({
    where: {
      tokenHash: hashToken(refreshToken),
      revokedAt: null,
      expiresAt: { gt: now },
      session: { eventId: event.id },
    },
    include: { session: true },
  });
  if (!row) throw new GallerySessionExpiredError();
  return row;
}

/** GET galeria-privada/revalidar-sessao: a new access token while the session still opens the gallery. */
export async function revalidateSession(
  { db, services: { secrets } }: GalleryContext,
  event: Event,
  refreshToken: string,
  now = new Date(),
): Promise<GalleryTokens> {
  const row = await findRefreshToken(db, event, refreshToken, now);
  assertSessionStillValid(row.session, event);
  return {
    sessionId: row.sessionId,
    refreshToken,
    accessToken: signAccessToken(secrets, { sessionId: row.sessionId, eventId: event.id }, now.getTime()),
  };
}

/**
 * POST trocar-refresh-token-de-publico-para-privado-mantendo-sessao: the gallery got (or changed) its key; with
 * the key, the same session (and its cart) carries on as a private one under a new refresh token.
 */
export async function upgradeSession(
  context: GalleryContext,
  event: Event,
  refreshToken: string,
  credentials: Credentials,
  now = new Date(),
): Promise<GalleryTokens> {
  const { db } = context;
  const { secrets } = context.services;
  const clientAddress = context.clientAddress ?? 'unknown';
  const row = await findRefreshToken(db, event, refreshToken, now);
  const kind = galleryKind(event);
  let person: { id: string } | null = null;
  if (kind === 'PRIVATE') {
    let accepted = false;
    await guardWrongKeys(db, event, clientAddress, () => {
      accepted = sameKey(credentials.accessKey ?? '', event.accessKey!);
      return accepted;
    });
    if (!accepted) throw new WrongGalleryKeyError();
  } else if (kind === 'AUTHORIZED_PEOPLE') {
    person = await findPerson(db, event, credentials);
    await guardWrongKeys(db, event, clientAddress, () => Boolean(person));
    if (!person) throw new WrongPersonCredentialsError();
  }
  return db.$transaction(async (tx) => {
    const session = await tx.gallerySession.update({
      where: { id: row.sessionId },
      data: {
        kind: kind === 'PRIVATE' ? 'PRIVATE' : kind === 'AUTHORIZED_PEOPLE' ? 'AUTHORIZED_PERSON' : 'PUBLIC',
        accessKeyVersion: event.accessKeyVersion,
        authorizedPersonId: person?.id ?? null,
      },
    });
    await tx.galleryRefreshToken.update({ where: { id: row.id }, data: { revokedAt: now } });
    return {
      sessionId: session.id,
      refreshToken: await issueRefreshToken(tx, session, now),
      accessToken: signAccessToken(secrets, { sessionId: session.id, eventId: event.id }, now.getTime()),
    };
  });
}

/** The session an access token opens in this studio, if it still opens its gallery; null otherwise. */
export interface FoundGallerySession {
  sessionId: string;
  eventId: string;
  eventSlug: string;
  /** The read versions of the session's event, the session and its cart (server/cache/read-cache.ts). */
  readVersions: string;
  /** The read version of the event alone: what every customer of the event sees (server/cache/customer-reads.ts). */
  eventReadVersion: string;
}

export async function findGallerySession(
  { db, services: { secrets } }: GalleryContext,
  studioId: string,
  token: string,
): Promise<FoundGallerySession | null> {
  const claims = readAccessToken(secrets, token);
  if (!claims) return null;
  // Every customer request runs this: one statement with the join (a Prisma relation select would send two). A
  // session of an event turned back into a draft is no session at all. Reads after the event expired are stamped
  // apart: its row does not change when the expiry passes, but every answer of a closed gallery does.
  const [session] = await db.$queryRaw<
    {
      kind: GallerySessionKind;
      accessKeyVersion: number;
      eventAccessKey: string | null;
      eventAccessKeyVersion: number;
      mode: EventMode;
      eventSlug: string;
      readVersions: string;
      eventReadVersion: string;
    }[]
  >`
    SELECT s.kind::text AS kind, s."accessKeyVersion", e."accessKey" AS "eventAccessKey",
      e."accessKeyVersion" AS "eventAccessKeyVersion", e.mode::text AS mode, e.slug AS "eventSlug",
      concat_ws('.', e."readVersion", s."readVersion", c."readVersion", CASE WHEN e."expiresAt" <= (now() AT TIME ZONE 'UTC') THEN 'closed' END) AS "readVersions",
      concat_ws('.', e."readVersion", CASE WHEN e."expiresAt" <= (now() AT TIME ZONE 'UTC') THEN 'closed' END) AS "eventReadVersion"
    FROM "GallerySession" s JOIN "Event" e ON e.id = s."eventId" LEFT JOIN "Cart" c ON c."sessionId" = s.id
    WHERE s.id = ${claims.sessionId}::uuid AND s."eventId" = ${claims.eventId}::uuid
      AND s."studioId" = ${studioId}::uuid AND e.published`;
  if (!session) return null;
  try {
    assertSessionStillValid(session, {
      accessKey: session.eventAccessKey,
      accessKeyVersion: session.eventAccessKeyVersion,
      mode: session.mode,
    });
  } catch {
    return null;
  }
  return {
    sessionId: claims.sessionId,
    eventId: claims.eventId,
    eventSlug: session.eventSlug,
    readVersions: session.readVersions,
    eventReadVersion: session.eventReadVersion,
  };
}

/**
 * Customer calls under /api/{urlEvento}/... name the event in the path: the viewer must hold a session of that
 * same event. The refusal to answer (the gallery's 401 message, or not found), or null when the session fits.
 */
export async function gallerySessionRefusal(
  context: Pick<RequestContext, 'db' | 'studio' | 'viewer'>,
  eventSlug: string,
): Promise<DomainError | null> {
  // The viewer's session was found with its event's address: a match needs no second look.
  if (context.viewer.kind === 'gallery' && context.viewer.eventSlug === eventSlug) return null;
  const event = context.studio && (await openEventAt(context.db, context.studio.id, eventSlug));
  if (!event) return new NotFoundError('Evento não encontrado');
  if (context.viewer.kind === 'gallery' && context.viewer.eventId === event.id) return null;
  return galleryKind(event) === 'AUTHORIZED_PEOPLE'
    ? new AuthorizedPeopleOnlyError()
    : new GallerySessionExpiredError();
}
