// 'Avise-me quando eu aparecer': a customer leaves an e-mail with a race number and/or a selfie's face (the vector,
// never the image). The periodic photo-alerts job compares the photos indexed since each alert's cursor with it
// (numbers equal, faces scored as the selfie search scores them), records the matches, and e-mails each alert the
// photos it has not sent yet, at most once an hour; it also deletes the faces of alerts whose event's selfie search
// closed. The e-mail's links open those photos (the visit is kept on the gallery session, so what it sold counts for
// the alerts) and unsubscribe in one click, deleting the face at once.
import type { Db } from '../../database/database.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { selfieConsentText } from '../../domain/face-match.ts';
import {
  alertFaceThreshold,
  alertSendDue,
  alertSendIntervalMs,
  checkPhotoAlert,
  PhotoAlertLinkError,
  PhotoAlertRateLimitedError,
  photoAlertConsentVersion,
  photoAlertFaceConsentText,
  photoAlertLimits,
  photoAlertMessages,
} from '../../domain/photo-alerts.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { describeSelfie, type FaceFinder } from '../find/face-index.ts';
import { quantise, similarity } from '../find/face-vectors.ts';
import { countFailure } from '../limits/rate-limit.ts';
import { enqueueEmail } from '../mail/outbox.ts';
import { photoAlertEmail } from '../mail/templates/photo-alert.ts';
import { recordConsent } from '../privacy/privacy-policy.ts';
import { type RequestContext, requireGallerySession, requireStudio } from '../request-context.ts';
import type { Secrets } from '../secrets/secrets.ts';
import type { Services } from '../services.ts';

/** What the job needs: the database and the key that signs the e-mail's links. */
export interface AlertJobContext {
  db: Db;
  services: Pick<Services, 'secrets'>;
}

const photosLinkPurpose = 'photo-alert';
const unsubscribePurpose = 'photo-alert-unsubscribe';

/**
 * A photo is compared when indexed after the alert's cursor less this margin: an index write that committed after a
 * later one was read (or a server's clock a little behind) is still seen; a photo matched twice is recorded once.
 */
const cursorOverlapMs = 5 * 60_000;
/** A moment as the columns hold it (UTC, without a zone), whatever the connection's time zone. */
const utcTimestamp = (ms: number) =>
  Prisma.sql`(TIMESTAMP '1970-01-01' + ${Math.round(ms)}::bigint * INTERVAL '1 millisecond')`;

/** Index rows read per query. */
const scansPerPage = 1000;

/** The gallery, showing the photos the alert found (the storefront runs followPhotoAlert with these parameters). */
export function alertPhotosUrl(
  secrets: Secrets,
  alert: { id: string; storefrontUrl: string; eventSlug: string },
): string {
  const code = secrets.sign(photosLinkPurpose, alert.id);
  return `${alert.storefrontUrl}/${alert.eventSlug}?alerta=${alert.id}&acesso=${code}`;
}

export function alertUnsubscribeUrl(secrets: Secrets, alert: { id: string; storefrontUrl: string }): string {
  return `${alert.storefrontUrl}/alertas/cancelar?alerta=${alert.id}&acesso=${secrets.sign(unsubscribePurpose, alert.id)}`;
}

type CustomerRequest = Pick<RequestContext, 'db' | 'viewer' | 'studio' | 'clientAddress'>;

/**
 * Leaves an alert for the viewer's gallery. The selfie, when sent, is read in memory, reduced to its face's vector
 * (what is stored) and dropped. Limited per visitor and per address, counted before the selfie is read.
 */
export async function createPhotoAlert(
  context: CustomerRequest & { findFaces?: FaceFinder },
  input: {
    email: string;
    raceNumber?: string | null;
    selfie?: (() => Promise<Buffer>) | null;
    selfieConsent: boolean;
    keepFaceConsent: boolean;
    storefrontUrl: string;
  },
  now = new Date(),
): Promise<{ id: string }> {
  const { db, viewer } = context;
  const studio = requireStudio(context);
  requireGallerySession(context);
  if (viewer.kind !== 'gallery') throw new NotFoundError('Sessão da galeria não encontrada');
  const event = await db.event.findFirstOrThrow({
    where: { id: viewer.eventId, studioId: studio.id },
    select: {
      id: true,
      bibSearch: true,
      faceSearch: true,
      studio: { select: { name: true, plan: { select: { raceNumbers: true, selfieSearch: true } } } },
    },
  });
  const request = checkPhotoAlert(
    { ...input, withSelfie: Boolean(input.selfie) },
    {
      number: event.bibSearch && event.studio.plan.raceNumbers,
      selfie: event.faceSearch && event.studio.plan.selfieSearch,
    },
  );
  const { perVisitor, perEmail, windowMs, activePerEmailPerEvent } = photoAlertLimits;
  const [byVisitor, byEmail, active] = await Promise.all([
    countFailure(db, `photo-alert:${context.clientAddress}`, windowMs, now),
    countFailure(db, `photo-alert-email:${studio.id}:${request.email}`, windowMs, now),
    db.photoAlert.count({ where: { eventId: event.id, email: request.email, unsubscribedAt: null } }),
  ]);
  if (byVisitor > perVisitor || byEmail > perEmail) throw new PhotoAlertRateLimitedError();
  if (active >= activePerEmailPerEvent)
    throw new PhotoAlertRateLimitedError(photoAlertMessages.tooManyForEmail);

  const face = input.selfie ? quantise(await describeSelfie(await input.selfie(), context.findFaces)) : null;
  const consent = face
    ? [...selfieConsentText(event.studio.name), ...photoAlertFaceConsentText(event.studio.name)]
    : [];
  const alert = await db.$transaction(async (tx) => {
    const created = await tx.photoAlert.create({
      data: {
        studioId: studio.id,
        eventId: event.id,
        email: request.email,
        raceNumber: request.raceNumber,
        embedding: face?.bytes ?? null,
        scale: face?.scale ?? null,
        consentVersion: photoAlertConsentVersion,
        consentText: consent.join('\n\n'),
        consentedAt: now,
        storefrontUrl: input.storefrontUrl,
        checkedUntil: now,
        createdAt: now,
      },
      select: { id: true },
    });
    // The policy in force is accepted with the alert (and, with a selfie, its consents above name it too).
    await recordConsent(
      tx,
      { studioId: studio.id, sessionId: viewer.sessionId, email: request.email, purpose: 'PHOTO_ALERT' },
      now,
    );
    return created;
  });
  return alert;
}

/** The alert a signed link names, in the request's studio. */
async function alertOfLink(
  context: Pick<RequestContext, 'db' | 'studio' | 'services'>,
  purpose: string,
  input: { alertId: string; accessCode: string },
) {
  const studio = requireStudio(context);
  if (!context.services.secrets.verify(purpose, input.alertId, input.accessCode))
    throw new PhotoAlertLinkError();
  const alert = await context.db.photoAlert.findFirst({
    where: { id: input.alertId, studioId: studio.id },
    select: { id: true, eventId: true },
  });
  if (!alert) throw new PhotoAlertLinkError();
  return alert;
}

/** The e-mail's one-click link: no more e-mails from this alert, and its face deleted at once. */
export async function unsubscribePhotoAlert(
  context: Pick<RequestContext, 'db' | 'studio' | 'services'>,
  input: { alertId: string; accessCode: string },
  now = new Date(),
): Promise<void> {
  const alert = await alertOfLink(context, unsubscribePurpose, input);
  await context.db.photoAlert.update({
    where: { id: alert.id },
    data: { embedding: null, scale: null, unsubscribedAt: now },
  });
}

/**
 * The e-mail's link to the photos, opened with a session of the gallery: the photos the alert e-mailed (ready ones,
 * newest match first). The session keeps the alert, so its orders count as sold through alerts.
 */
export async function followPhotoAlert(
  context: Pick<RequestContext, 'db' | 'studio' | 'services' | 'viewer'>,
  input: { alertId: string; accessCode: string },
): Promise<string[]> {
  const sessionId = requireGallerySession(context);
  const alert = await alertOfLink(context, photosLinkPurpose, input);
  const { viewer } = context;
  if (viewer.kind !== 'gallery' || viewer.eventId !== alert.eventId) throw new PhotoAlertLinkError();
  await context.db.gallerySession.updateMany({
    where: { id: sessionId, photoAlertId: null },
    data: { photoAlertId: alert.id },
  });
  const matches = await context.db.photoAlertMatch.findMany({
    where: { alertId: alert.id, notifiedAt: { not: null }, photo: { status: 'READY' } },
    orderBy: [{ notifiedAt: 'desc' }, { photoId: 'asc' }],
    select: { photoId: true },
  });
  return matches.map((match) => match.photoId);
}

/** The job: faces of closed searches deleted, new photos compared, due e-mails sent. */
export async function runPhotoAlerts(
  context: AlertJobContext,
  now = new Date(),
): Promise<{ forgotten: number; matched: number; sent: number }> {
  const forgotten = await forgetClosedSearchFaces(context.db);
  const matched = await matchNewPhotos(context.db);
  const sent = await sendDueAlerts(context, now);
  return { forgotten, matched, sent };
}

/**
 * Deletes the faces of alerts whose event no longer offers the selfie search (turned off, plan without it, the
 * event unpublished); turning the search off also does it at once (search-scans.ts).
 */
export async function forgetClosedSearchFaces(db: Db): Promise<number> {
  return db.$executeRaw`
    UPDATE "PhotoAlert" a SET embedding = NULL, scale = NULL
    FROM "Event" e JOIN "Studio" s ON s.id = e."studioId" JOIN "Plan" p ON p.id = s."planId"
    WHERE e.id = a."eventId" AND a.embedding IS NOT NULL
      AND NOT (e."faceSearch" AND e.published AND p."selfieSearch")`;
}

interface ActiveAlert {
  id: string;
  raceNumber: string | null;
  embedding: Uint8Array | null;
  scale: number | null;
  checkedUntil: Date;
}

/**
 * Compares, for every event with active alerts, the photos indexed since the earliest alert's cursor (less the
 * overlap) with each alert, and records the matches. Each alert's cursor moves to the newest index row read.
 * Returns how many matches were new.
 */
export async function matchNewPhotos(db: Db): Promise<number> {
  const events = await db.$queryRaw<{ eventId: string }[]>`
    SELECT DISTINCT a."eventId" FROM "PhotoAlert" a JOIN "Event" e ON e.id = a."eventId"
    WHERE a."unsubscribedAt" IS NULL AND e.published
      AND (a."raceNumber" IS NOT NULL OR a.embedding IS NOT NULL)`;
  let matched = 0;
  for (const { eventId } of events) matched += await matchEventPhotos(db, eventId);
  return matched;
}

async function matchEventPhotos(db: Db, eventId: string): Promise<number> {
  const alerts: ActiveAlert[] = await db.photoAlert.findMany({
    where: {
      eventId,
      unsubscribedAt: null,
      OR: [{ raceNumber: { not: null } }, { embedding: { not: null } }],
    },
    select: { id: true, raceNumber: true, embedding: true, scale: true, checkedUntil: true },
  });
  if (!alerts.length) return 0;
  const byNumber = alerts.filter((alert) => alert.raceNumber !== null);
  // The stored face as a query vector (the selfie was unit length; its bytes times the scale give it back).
  const byFace = alerts.flatMap((alert) =>
    alert.embedding && alert.scale !== null
      ? [{ alert, query: Float32Array.from(new Int8Array(alert.embedding), (byte) => byte * alert.scale!) }]
      : [],
  );
  const since = (alert: ActiveAlert) => alert.checkedUntil.getTime() - cursorOverlapMs;
  const from = Math.min(...alerts.map(since));
  let newest: number | null = null;
  let matched = 0;
  for (const kind of ['BIB', 'FACE'] as const) {
    if (kind === 'BIB' ? !byNumber.length : !byFace.length) continue;
    let after = { at: from, photoId: '00000000-0000-0000-0000-000000000000' };
    for (;;) {
      const scans = await db.$queryRaw<{ photoId: string; scannedAt: number }[]>`
        SELECT s."photoId", (extract(epoch FROM s."scannedAt") * 1000)::float8 AS "scannedAt" FROM "PhotoSearchScan" s JOIN "Photo" p ON p.id = s."photoId"
        WHERE s."eventId" = ${eventId}::uuid AND s.kind = ${kind}::"PhotoSearchKind" AND p.status = 'READY'
          AND (s."scannedAt", s."photoId") > (${utcTimestamp(after.at)}, ${after.photoId}::uuid)
        ORDER BY s."scannedAt", s."photoId"
        LIMIT ${scansPerPage}`;
      if (!scans.length) break;
      const scannedAt = new Map(scans.map((scan) => [scan.photoId, scan.scannedAt]));
      const ids = scans.map((scan) => scan.photoId);
      const found: { alertId: string; photoId: string }[] = [];
      if (kind === 'BIB') {
        const numbers = await db.photoBibNumber.findMany({
          where: { photoId: { in: ids }, number: { in: byNumber.map((alert) => alert.raceNumber!) } },
          select: { photoId: true, number: true },
        });
        for (const row of numbers)
          for (const alert of byNumber)
            if (alert.raceNumber === row.number && scannedAt.get(row.photoId)! > since(alert))
              found.push({ alertId: alert.id, photoId: row.photoId });
      } else {
        const faces = await db.photoFace.findMany({
          where: { photoId: { in: ids } },
          select: { photoId: true, embedding: true, scale: true },
        });
        for (const face of faces)
          for (const { alert, query } of byFace)
            if (
              scannedAt.get(face.photoId)! > since(alert) &&
              similarity(query, face.embedding, face.scale) >= alertFaceThreshold
            )
              found.push({ alertId: alert.id, photoId: face.photoId });
      }
      if (found.length)
        matched += (await db.photoAlertMatch.createMany({ data: found, skipDuplicates: true })).count;
      const last = scans.at(-1)!;
      newest = Math.max(newest ?? last.scannedAt, last.scannedAt);
      if (scans.length < scansPerPage) break;
      after = { at: last.scannedAt, photoId: last.photoId };
    }
  }
  if (newest !== null)
    await db.photoAlert.updateMany({
      where: { id: { in: alerts.map((alert) => alert.id) }, checkedUntil: { lt: new Date(newest) } },
      data: { checkedUntil: new Date(newest) },
    });
  return matched;
}

/** Alerts looked at per query when sending. */
const sendPage = 100;

/**
 * Every active alert with photos not sent yet, and none sent in the last hour, gets one e-mail listing them. Returns
 * how many were sent.
 */
export async function sendDueAlerts(context: AlertJobContext, now = new Date()): Promise<number> {
  let sent = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  const lastAllowed = utcTimestamp(now.getTime() - alertSendIntervalMs);
  for (;;) {
    const page = await context.db.$queryRaw<{ id: string }[]>`
      SELECT a.id FROM "PhotoAlert" a JOIN "Event" e ON e.id = a."eventId"
      WHERE a."unsubscribedAt" IS NULL AND e.published
        AND (a."lastSentAt" IS NULL OR a."lastSentAt" <= ${lastAllowed})
        AND EXISTS (SELECT 1 FROM "PhotoAlertMatch" m JOIN "Photo" p ON p.id = m."photoId"
                    WHERE m."alertId" = a.id AND m."notifiedAt" IS NULL AND p.status = 'READY')
        AND a.id > ${after}::uuid
      ORDER BY a.id LIMIT ${sendPage}`;
    for (const { id } of page) if (await sendAlert(context, id, now)) sent++;
    if (page.length < sendPage) return sent;
    after = page.at(-1)!.id;
  }
}

/**
 * One alert's e-mail, if still due when its row is locked: the photos marked sent, the alert's last sending and the
 * e-mail in the outbox commit together (a second worker waits on the lock, then finds it sent).
 */
async function sendAlert(context: AlertJobContext, alertId: string, now: Date): Promise<boolean> {
  return context.db.$transaction(async (tx) => {
    const [locked] = await tx.$queryRaw<{ id: string }[]>`
      SELECT id FROM "PhotoAlert" WHERE id = ${alertId}::uuid AND "unsubscribedAt" IS NULL FOR UPDATE`;
    if (!locked) return false;
    const alert = await tx.photoAlert.findUniqueOrThrow({
      where: { id: alertId },
      select: {
        id: true,
        studioId: true,
        email: true,
        lastSentAt: true,
        storefrontUrl: true,
        event: { select: { name: true, slug: true } },
        studio: { select: { name: true, accentColor: true, logo: { select: { storageKey: true } } } },
      },
    });
    if (!alertSendDue(alert.lastSentAt, now)) return false;
    const fresh = await tx.photoAlertMatch.findMany({
      where: { alertId, notifiedAt: null, photo: { status: 'READY' } },
      select: { photoId: true },
    });
    if (!fresh.length) return false;
    await tx.photoAlertMatch.updateMany({
      where: { alertId, photoId: { in: fresh.map((match) => match.photoId) } },
      data: { notifiedAt: now },
    });
    await tx.photoAlert.update({
      where: { id: alertId },
      data: { lastSentAt: now, sentCount: { increment: 1 } },
    });
    const link = { id: alert.id, storefrontUrl: alert.storefrontUrl, eventSlug: alert.event.slug };
    const unsubscribe = alertUnsubscribeUrl(context.services.secrets, link);
    await enqueueEmail(tx, {
      studioId: alert.studioId,
      kind: 'photo-alert',
      to: alert.email,
      listUnsubscribe: unsubscribe,
      ...photoAlertEmail({
        studioName: alert.studio.name,
        accentColor: alert.studio.accentColor,
        logoUrl: alert.studio.logo ? `${alert.storefrontUrl}/api/${alert.studio.logo.storageKey}` : null,
        eventName: alert.event.name,
        photoCount: fresh.length,
        photosLink: alertPhotosUrl(context.services.secrets, link),
        unsubscribeLink: unsubscribe,
      }),
    });
    return true;
  });
}

export interface PhotoAlertFigures {
  /** Alerts left for the event, and those still active (not unsubscribed). */
  total: number;
  active: number;
  /** E-mails sent by them. */
  emailsSent: number;
  /** Paid orders of gallery sessions that came through an alert's link, and what they came to. */
  orders: number;
  soldCents: number;
}

/** The studio's figures of an event's alerts. */
export async function photoAlertFigures(db: Db, eventId: string): Promise<PhotoAlertFigures> {
  const [alerts] = await db.$queryRaw<{ total: number; active: number; sent: number }[]>`
    SELECT count(*)::int AS total, count(*) FILTER (WHERE "unsubscribedAt" IS NULL)::int AS active,
      COALESCE(sum("sentCount"), 0)::int AS sent
    FROM "PhotoAlert" WHERE "eventId" = ${eventId}::uuid`;
  const [sold] = await db.$queryRaw<{ orders: number; cents: bigint }[]>`
    SELECT count(*)::int AS orders, COALESCE(sum(o."totalCents"), 0)::bigint AS cents
    FROM "Order" o JOIN "GallerySession" g ON g.id = o."sessionId" JOIN "PhotoAlert" a ON a.id = g."photoAlertId"
    WHERE a."eventId" = ${eventId}::uuid AND o."paymentStatus" = 'APPROVED'`;
  return {
    total: alerts?.total ?? 0,
    active: alerts?.active ?? 0,
    emailsSent: alerts?.sent ?? 0,
    orders: sold?.orders ?? 0,
    soldCents: Number(sold?.cents ?? 0),
  };
}
