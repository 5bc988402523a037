// Event expiry: the owner's 'Encerrar as vendas em' (extend, reopen), the studio's download period after it, the
// refusal every selling operation of a closed gallery answers, and the 'última chance' e-mails 7 and 1 days before.
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../database/database.ts';
import {
  checkDownloadDays,
  checkExpiry,
  downloadDeadline,
  dueNotice,
  GalleryClosedError,
  type GalleryClosing,
  galleryClosedAt,
} from '../../domain/event-expiry.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { enqueueEmail } from '../mail/outbox.ts';
import { expiryNoticeEmail } from '../mail/templates/expiry-notice.ts';
import { type CustomerContext, type RequestContext, requireStudio } from '../request-context.ts';
import { platformAddress } from '../studio-links.ts';
import { updateEvent } from './event-changes.ts';

/** A moment as the columns hold it (UTC, without a zone), whatever the connection's time zone. */
const utcTimestamp = (moment: Date) => Prisma.sql`(${moment.toISOString()}::timestamptz AT TIME ZONE 'UTC')`;

/** 'Encerrar as vendas em': sets (a future instant), extends or clears (null: never expires) the event's expiry. */
export async function setEventExpiry(
  context: Pick<RequestContext, 'db' | 'studio'>,
  eventId: string,
  expiresAt: Date | null,
  now = new Date(),
): Promise<void> {
  checkExpiry(expiresAt, now);
  await updateEvent(context, eventId, { expiresAt });
}

/** Days a paid order keeps its downloads after its event expires. */
export async function setDownloadDaysAfterExpiry(
  context: Pick<RequestContext, 'db' | 'studio'>,
  days: number,
): Promise<void> {
  checkDownloadDays(days);
  await context.db.studio.update({
    where: { id: requireStudio(context).id },
    data: { downloadDaysAfterExpiry: days },
  });
}

/** Refuses a selling operation of the viewer's gallery once its event expired or was archived (GalleryClosedError). */
export async function assertGalleryOpen(context: CustomerContext, now = new Date()): Promise<void> {
  const { viewer } = context;
  if (viewer.kind !== 'gallery') return;
  const event = await context.db.event.findUnique({
    where: { id: viewer.eventId },
    select: { expiresAt: true, archiveStatus: true, archivedAt: true },
  });
  if (event && galleryClosedAt(event, now)) throw new GalleryClosedError();
}

/** Refuses opening a session of an expired or archived gallery. */
export function assertEventOpen(event: GalleryClosing, now = new Date()): void {
  if (galleryClosedAt(event, now)) throw new GalleryClosedError();
}

/** What the notices job needs: the database and where the studios' storefronts are. */
export interface ExpiryNoticeContext {
  db: Db;
  config: Pick<AppConfig, 'platformDomain' | 'publicUrl'>;
}

/**
 * The job: every published event with photos whose expiry is 7 (or 1) days away e-mails 'última chance' once to each
 * address that opened or bought it (sessions with personal data, orders, opened invitations, photo alerts still
 * followed), except addresses that asked the studio for no reminders. The notice rows (unique per address, notice
 * and expiry) and the e-mails commit together, so two workers never send one twice and a new expiry warns again.
 */
export async function sendDueExpiryNotices(context: ExpiryNoticeContext, now = new Date()): Promise<number> {
  const horizon = new Date(now.getTime() + 7 * 24 * 60 * 60 * 1000);
  const events = await context.db.event.findMany({
    where: { published: true, readyPhotoCount: { gt: 0 }, expiresAt: { gt: now, lte: horizon } },
    select: { id: true, expiresAt: true },
    orderBy: { id: 'asc' },
  });
  let sent = 0;
  for (const event of events) {
    const daysBefore = dueNotice(event.expiresAt, now);
    if (daysBefore) sent += await noticeEvent(context, event.id, event.expiresAt!, daysBefore);
  }
  return sent;
}

/** Who the notice goes to: lower-case addresses of the event's customers not warned of this expiry yet. */
async function recipients(
  db: Prisma.TransactionClient,
  eventId: string,
  expiresAt: Date,
  daysBefore: number,
) {
  const rows = await db.$queryRaw<{ email: string }[]>`
    SELECT DISTINCT x.email FROM (
      SELECT lower(btrim(email)) AS email FROM "GallerySession" WHERE "eventId" = ${eventId}::uuid
      UNION SELECT lower(btrim("customerEmail")) FROM "Order" WHERE "eventId" = ${eventId}::uuid
      UNION SELECT lower(btrim(email)) FROM "EventInvitation"
        WHERE "eventId" = ${eventId}::uuid AND "openedAt" IS NOT NULL
      UNION SELECT lower(btrim(email)) FROM "PhotoAlert"
        WHERE "eventId" = ${eventId}::uuid AND "unsubscribedAt" IS NULL
    ) x
    JOIN "Event" e ON e.id = ${eventId}::uuid
    WHERE x.email LIKE '%_@_%'
      AND NOT EXISTS (SELECT 1 FROM "CartReminderOptOut" o WHERE o."studioId" = e."studioId" AND o.email = x.email)
      AND NOT EXISTS (SELECT 1 FROM "EventExpiryNotice" n WHERE n."eventId" = e.id AND n.email = x.email
        AND n."daysBefore" = ${daysBefore} AND n."expiresAt" = ${utcTimestamp(expiresAt)})
    ORDER BY x.email`;
  return rows.map((row) => row.email);
}

async function noticeEvent(
  context: ExpiryNoticeContext,
  eventId: string,
  expiresAt: Date,
  daysBefore: number,
): Promise<number> {
  return context.db.$transaction(async (tx) => {
    // Read again inside: an owner extending or reopening meanwhile wins.
    const event = await tx.event.findUnique({
      where: { id: eventId },
      select: {
        name: true,
        slug: true,
        studioId: true,
        expiresAt: true,
        studio: {
          select: {
            name: true,
            slug: true,
            accentColor: true,
            downloadDaysAfterExpiry: true,
            logo: { select: { storageKey: true } },
          },
        },
      },
    });
    if (event?.expiresAt?.getTime() !== expiresAt.getTime()) return 0;
    const emails = await recipients(tx, eventId, expiresAt, daysBefore);
    if (!emails.length) return 0;
    const storefrontUrl = await storefrontOf(context, tx, eventId, event.studio.slug);
    let sent = 0;
    for (const email of emails) {
      const inserted = await tx.$executeRaw`
        INSERT INTO "EventExpiryNotice" (id, "studioId", "eventId", email, "daysBefore", "expiresAt")
        VALUES (gen_random_uuid(), ${event.studioId}::uuid, ${eventId}::uuid, ${email}, ${daysBefore}, ${utcTimestamp(expiresAt)})
        ON CONFLICT ("eventId", email, "daysBefore", "expiresAt") DO NOTHING`;
      if (!inserted) continue;
      await enqueueEmail(tx, {
        studioId: event.studioId,
        kind: 'event-expiry-notice',
        to: email,
        ...expiryNoticeEmail({
          studioName: event.studio.name,
          accentColor: event.studio.accentColor,
          logoUrl: event.studio.logo ? `${storefrontUrl}/api/${event.studio.logo.storageKey}` : null,
          eventName: event.name,
          expiresAt,
          downloadsUntil:
            event.studio.downloadDaysAfterExpiry > 0
              ? downloadDeadline(expiresAt, event.studio.downloadDaysAfterExpiry)
              : null,
          galleryLink: `${storefrontUrl}/${event.slug}`,
          myOrdersLink: `${storefrontUrl}/minhas-compras`,
        }),
      });
      sent++;
    }
    return sent;
  });
}

/** The storefront address customers used for this event (its latest cart or alert), else the platform's. */
async function storefrontOf(
  context: ExpiryNoticeContext,
  tx: Prisma.TransactionClient,
  eventId: string,
  studioSlug: string,
): Promise<string> {
  const [used] = await tx.$queryRaw<{ url: string }[]>(Prisma.sql`
    SELECT url FROM (
      SELECT "storefrontUrl" AS url, "updatedAt" AS at FROM "Cart" WHERE "eventId" = ${eventId}::uuid
      UNION ALL SELECT "storefrontUrl", "createdAt" FROM "PhotoAlert" WHERE "eventId" = ${eventId}::uuid
    ) u WHERE url <> '' ORDER BY at DESC LIMIT 1`);
  return used?.url ?? platformAddress(context.config, studioSlug);
}
