// An event's invitations ('Convidar clientes'): adding clients (checked again here, duplicates of the event
// skipped, within the limits), sending 'Sua galeria está pronta' (the e-mails queued with the stamps in one
// transaction), inviting a prepaid gallery's authorised people, deleting one; and the tracking: the link's token
// marks the customer's session and its opening, that session's favourites, and a paid order of it or of the
// invitation's e-mail.
import { randomBytes } from 'node:crypto';
import type { Db } from '../../database/database.ts';
import { NotFoundError } from '../../domain/errors.ts';
import {
  checkInvitee,
  InvitationError,
  InvitationLimitError,
  invitationAccess,
  invitationLimits,
  invitationLink,
  invitationMessages,
  inviteeKey,
} from '../../domain/invitations.ts';
import { type Event, type Order, Prisma } from '../../generated/prisma/client.ts';
import { enqueueJobs } from '../../queue/enqueue.ts';
import { studioSender } from '../mail/outbox.ts';
import { eventInvitationEmail } from '../mail/templates/event-invitation.ts';
import {
  type DbClient,
  type RequestContext,
  requireGallerySession,
  requireStudio,
} from '../request-context.ts';

type AdminContext = Pick<RequestContext, 'db' | 'studio'>;

/** 32 random bytes: the link's token names the invitation, it opens nothing. */
const newToken = () => randomBytes(32).toString('base64url');

/** The event's row locked for the rest of the transaction: adds to one event run one at a time (limits, duplicates). */
async function lockEvent(tx: Prisma.TransactionClient, eventId: string): Promise<void> {
  await tx.$queryRaw`SELECT id FROM "Event" WHERE id = ${eventId}::uuid FOR UPDATE`;
}

async function assertRoom(tx: Prisma.TransactionClient, eventId: string, adding: number): Promise<void> {
  const existing = await tx.eventInvitation.count({ where: { eventId } });
  if (existing + adding > invitationLimits.perEvent)
    throw new InvitationLimitError(invitationLimits.perEvent - existing);
}

export interface AddedInvitations {
  added: number;
  /** The entries left out (1-based positions in the list sent) and why, in Portuguese. */
  skipped: { line: number; message: string }[];
}

/** Adds the clients given (nome, e-mail, WhatsApp) to the event; invalid or repeated ones are skipped with the reason. */
export async function addInvitations(
  context: AdminContext,
  event: Event,
  entries: readonly { name?: string | null; email?: string | null; whatsApp?: string | null }[],
): Promise<AddedInvitations> {
  const studioId = requireStudio(context).id;
  if (!entries.length) throw new InvitationError(invitationMessages.empty);
  if (entries.length > invitationLimits.perBatch) throw new InvitationError(invitationMessages.batchTooLarge);
  return context.db.$transaction(async (tx) => {
    await lockEvent(tx, event.id);
    const existing = await tx.eventInvitation.findMany({
      where: { eventId: event.id },
      select: { email: true, whatsApp: true },
    });
    const seen = new Set(existing.filter((row) => row.email || row.whatsApp).map(inviteeKey));
    const skipped: AddedInvitations['skipped'] = [];
    const rows: Prisma.EventInvitationCreateManyInput[] = [];
    for (const [index, entry] of entries.entries()) {
      const invitee = checkInvitee(entry);
      if ('problem' in invitee) {
        skipped.push({ line: index + 1, message: invitee.problem });
        continue;
      }
      const key = inviteeKey(invitee);
      if (seen.has(key)) {
        skipped.push({ line: index + 1, message: invitationMessages.alreadyInvited });
        continue;
      }
      seen.add(key);
      rows.push({ studioId, eventId: event.id, ...invitee, token: newToken() });
    }
    await assertRoom(tx, event.id, rows.length);
    if (rows.length) await tx.eventInvitation.createMany({ data: rows });
    return { added: rows.length, skipped };
  });
}

/**
 * 'Convidar autorizados': an invitation for each person of the prepaid package's list not invited yet. The list
 * holds names and passwords only (no e-mail): each invitation gives the studio a WhatsApp message with that
 * person's own access, and its link tracks them like any other.
 */
export async function inviteAuthorizedPeople(context: AdminContext, event: Event): Promise<number> {
  const studioId = requireStudio(context).id;
  if (event.mode !== 'PREPAID_PACKAGE') throw new InvitationError(invitationMessages.notPrepaid);
  return context.db.$transaction(async (tx) => {
    await lockEvent(tx, event.id);
    const people = await tx.authorizedPerson.findMany({
      where: { eventId: event.id },
      orderBy: { id: 'asc' },
      select: { id: true, name: true },
    });
    if (!people.length) throw new InvitationError(invitationMessages.noAuthorizedPeople);
    const invited = await tx.eventInvitation.findMany({
      where: { eventId: event.id, authorizedPersonId: { not: null } },
      select: { authorizedPersonId: true },
    });
    const already = new Set(invited.map((row) => row.authorizedPersonId));
    const rows = people
      .filter((person) => !already.has(person.id))
      .map((person) => ({
        studioId,
        eventId: event.id,
        name: person.name.trim().slice(0, invitationLimits.nameLength),
        authorizedPersonId: person.id,
        token: newToken(),
      }));
    await assertRoom(tx, event.id, rows.length);
    if (rows.length) await tx.eventInvitation.createMany({ data: rows });
    return rows.length;
  });
}

/** The event's day as the invitation shows it (the column is a date: read in UTC). */
export function invitationEventDate(event: Pick<Event, 'eventDate'>): string | null {
  return event.eventDate
    ? new Intl.DateTimeFormat('pt-BR', { timeZone: 'UTC' }).format(event.eventDate)
    : null;
}

export interface SentInvitations {
  sent: number;
  /** Invitations without an e-mail among those asked for (shared by WhatsApp instead). */
  withoutEmail: number;
  /** Invitations with an e-mail still not sent: past one batch, the next 'Enviar convites' sends them. */
  left: number;
}

/**
 * 'Enviar convites': the invitations named (again, when sent before), or every one not sent yet. One e-mail each,
 * queued in the same transaction as their stamps (sentAt, sendCount).
 */
export async function sendInvitations(
  context: AdminContext,
  event: Event,
  input: { invitationIds?: readonly string[] | null; storefrontUrl: string },
  now = new Date(),
): Promise<SentInvitations> {
  const studio = requireStudio(context);
  if (!event.published) throw new InvitationError(invitationMessages.unpublished);
  const named = input.invitationIds?.length ? [...new Set(input.invitationIds)] : null;
  return context.db.$transaction(async (tx) => {
    const chosen = await tx.eventInvitation.findMany({
      where: {
        eventId: event.id,
        studioId: studio.id,
        ...(named ? { id: { in: named } } : { sentAt: null, email: { not: '' } }),
      },
      orderBy: { id: 'asc' },
      // One batch per click: a longer list is sent by clicking again, each in a transaction of bounded size.
      take: invitationLimits.perBatch,
      select: {
        id: true,
        name: true,
        email: true,
        token: true,
        authorizedPerson: { select: { name: true, password: true } },
      },
    });
    if (named && chosen.length !== named.length) throw new NotFoundError('Convite não encontrado');
    const withEmail = chosen.filter((invitation) => invitation.email);
    const unsent = (email: Prisma.StringFilter) =>
      named ? 0 : tx.eventInvitation.count({ where: { eventId: event.id, sentAt: null, email } });
    const withoutEmail = named ? chosen.length - withEmail.length : await unsent({ equals: '' });
    if (!withEmail.length)
      throw new InvitationError(
        named || withoutEmail ? invitationMessages.noEmailToSend : invitationMessages.nothingToSend,
      );
    const brand = await tx.studio.findUniqueOrThrow({
      where: { id: studio.id },
      select: { name: true, accentColor: true, logo: { select: { storageKey: true } } },
    });
    const sender = await studioSender(tx, studio.id);
    const messages = await tx.emailMessage.createManyAndReturn({
      select: { id: true },
      data: withEmail.map((invitation) => {
        const content = eventInvitationEmail({
          studioName: brand.name,
          accentColor: brand.accentColor,
          logoUrl: brand.logo ? `${input.storefrontUrl}/api/${brand.logo.storageKey}` : null,
          name: invitation.name,
          eventName: event.name,
          eventDate: invitationEventDate(event),
          link: invitationLink(input.storefrontUrl, event.slug, invitation.token),
          access: invitationAccess(event, invitation.authorizedPerson),
        });
        return {
          studioId: studio.id,
          kind: 'event-invitation',
          toAddress: invitation.email,
          fromName: sender.fromName,
          replyTo: sender.replyTo,
          subject: content.subject,
          textBody: content.text,
          htmlBody: content.html,
        };
      }),
    });
    await enqueueJobs(
      tx,
      'mail-send',
      messages.map((message) => ({ data: { messageId: message.id, attempt: 0 } })),
    );
    await tx.eventInvitation.updateMany({
      where: { id: { in: withEmail.map((invitation) => invitation.id) } },
      data: { sentAt: now, sendCount: { increment: 1 } },
    });
    return { sent: withEmail.length, withoutEmail, left: await unsent({ not: '' }) };
  });
}

/** Deletes one invitation of the studio (its sessions stay, untied). */
export async function deleteInvitation(context: AdminContext, invitationId: string): Promise<Event> {
  const studioId = requireStudio(context).id;
  const invitation = await context.db.eventInvitation.findFirst({
    where: { id: invitationId, studioId },
    select: { id: true, event: true },
  });
  if (!invitation) throw new NotFoundError('Convite não encontrado');
  await context.db.eventInvitation.delete({ where: { id: invitation.id } });
  return invitation.event;
}

export interface InvitationCounts {
  total: number;
  sent: number;
  opened: number;
  favorited: number;
  bought: number;
}

export async function invitationCounts(db: DbClient, eventId: string): Promise<InvitationCounts> {
  const [counts] = await db.$queryRaw<InvitationCounts[]>`
    SELECT count(*)::int AS total, count("sentAt")::int AS sent, count("openedAt")::int AS opened,
      count("favoritedAt")::int AS favorited, count("boughtAt")::int AS bought
    FROM "EventInvitation" WHERE "eventId" = ${eventId}::uuid`;
  return counts ?? { total: 0, sent: 0, opened: 0, favorited: 0, bought: 0 };
}

/**
 * The invitation link (?convite=) opened with a session of its gallery: the session keeps the invitation (the
 * first one it followed) and the invitation its first opening. A token of another gallery or studio does nothing.
 */
export async function followInvitation(
  context: Pick<RequestContext, 'db' | 'studio' | 'viewer'>,
  token: string,
  now = new Date(),
): Promise<boolean> {
  const sessionId = requireGallerySession(context);
  const { viewer } = context;
  if (viewer.kind !== 'gallery' || !token || token.length > 100) return false;
  const invitation = await context.db.eventInvitation.findFirst({
    where: { token, eventId: viewer.eventId, studioId: requireStudio(context).id },
    select: { id: true },
  });
  if (!invitation) return false;
  await context.db.$transaction([
    context.db.gallerySession.updateMany({
      where: { id: sessionId, invitationId: null },
      data: { invitationId: invitation.id },
    }),
    context.db.eventInvitation.updateMany({
      where: { id: invitation.id, openedAt: null },
      data: { openedAt: now },
    }),
  ]);
  return true;
}

/** A moment as the columns hold it (UTC, without a zone), whatever the connection's time zone. */
const utc = (moment: Date) => Prisma.sql`(${moment.toISOString()}::timestamptz AT TIME ZONE 'UTC')`;

/** A favourite marked by a session that came through an invitation: the invitation's first favourite. */
export async function stampInvitationFavorite(db: Db, sessionId: string, now = new Date()): Promise<void> {
  await db.$executeRaw`
    UPDATE "EventInvitation" i SET "favoritedAt" = ${utc(now)}
    FROM "GallerySession" s
    WHERE s.id = ${sessionId}::uuid AND i.id = s."invitationId" AND i."favoritedAt" IS NULL`;
}

/** An order just paid: the invitation of its session, and those of its event sent to its e-mail, bought. */
export async function stampInvitationPurchase(
  tx: Prisma.TransactionClient,
  order: Pick<Order, 'eventId' | 'sessionId' | 'customerEmail'>,
  now: Date,
): Promise<void> {
  if (!order.eventId) return;
  const email = order.customerEmail.trim().toLowerCase();
  await tx.$executeRaw`
    UPDATE "EventInvitation" SET "boughtAt" = ${utc(now)}
    WHERE "eventId" = ${order.eventId}::uuid AND "boughtAt" IS NULL
      AND ((${email} <> '' AND email = ${email})
        OR id = (SELECT "invitationId" FROM "GallerySession" WHERE id = ${order.sessionId}::uuid))`;
}
