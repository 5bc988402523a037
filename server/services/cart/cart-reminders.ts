// Abandoned-cart reminders: the periodic job finds carts left with the customer's data and without payment after
// the studio's delay and sends each one e-mail (the CartReminder row and the outbox row in one transaction, guarded
// so that no two workers send it); the e-mail's link brings those photos into the cart of whoever opens it with a
// session of the gallery, and its opt-out link stops reminders to that address. The studio sees sent and recovered.
import type { Db } from '../../database/database.ts';
import {
  checkReminderDelay,
  normalisedEmail,
  ReminderLinkError,
  reminderDue,
  reminderLinkValid,
} from '../../domain/cart-reminders.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { enqueueEmail } from '../mail/outbox.ts';
import { cartReminderEmail } from '../mail/templates/cart-reminder.ts';
import {
  type CustomerContext,
  type RequestContext,
  requireGallerySession,
  requireStudio,
} from '../request-context.ts';
import type { Secrets } from '../secrets/secrets.ts';
import type { Services } from '../services.ts';
import { changeCart, digitalOnce } from './cart-changes.ts';
import { newRowId } from './cart-store.ts';
import { type CartItemRow, type CartView, cartView, loadCartView, readCartRow } from './cart-view.ts';

/** What the job needs: the database and the key that signs the e-mail's links. */
export interface ReminderContext {
  db: Db;
  services: Pick<Services, 'secrets'>;
}

const cartLinkPurpose = 'cart-reminder';
const optOutPurpose = 'cart-reminder-opt-out';

/** Back to the cart: the storefront's cart page, which brings the reminded photos into the visitor's cart. */
export function reminderCartUrl(
  secrets: Secrets,
  reminder: { id: string; storefrontUrl: string; eventSlug: string },
): string {
  const code = secrets.sign(cartLinkPurpose, reminder.id);
  return `${reminder.storefrontUrl}/${reminder.eventSlug}/carrinho?lembrete=${reminder.id}&acesso=${code}`;
}

export function reminderOptOutUrl(secrets: Secrets, reminder: { id: string; storefrontUrl: string }): string {
  const code = secrets.sign(optOutPurpose, reminder.id);
  return `${reminder.storefrontUrl}/lembretes/cancelar?lembrete=${reminder.id}&acesso=${code}`;
}

/** A moment as the columns hold it (UTC, without a zone), whatever the connection's time zone. */
const utcTimestamp = (moment: Date) =>
  Prisma.sql`(to_timestamp(${moment.getTime()}::double precision / 1000) AT TIME ZONE 'UTC')`;

/** Carts looked at per query; the job goes through all of them in pages. */
const pageSize = 100;

/**
 * The job: every cart due a reminder gets one. Returns how many were sent. `now` is the job's clock (tests move
 * it); the cheap conditions are asked of the database, the rest (totals, payment) of reminderDue per cart.
 */
export async function sendDueCartReminders(context: ReminderContext, now = new Date()): Promise<number> {
  let sent = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const page = await context.db.$queryRaw<{ id: string }[]>`
      SELECT c.id FROM "Cart" c
      JOIN "Studio" s ON s.id = c."studioId"
      JOIN "Event" e ON e.id = c."eventId"
      JOIN "GallerySession" g ON g.id = c."sessionId"
      WHERE s."cartReminderDelayHours" IS NOT NULL
        AND c."reminderId" IS NULL
        AND c.status <> 'PREPARING_DELIVERY'
        AND c."storefrontUrl" <> ''
        AND e.mode <> 'DELIVERY_ONLY'
        AND g.email <> ''
        AND c."updatedAt" <= ${utcTimestamp(now)} - make_interval(hours => s."cartReminderDelayHours")
        AND EXISTS (SELECT 1 FROM "CartItem" i WHERE i."cartId" = c.id)
        AND NOT EXISTS (
          SELECT 1 FROM "CartReminderOptOut" o WHERE o."studioId" = c."studioId" AND o.email = lower(btrim(g.email)))
        AND c.id > ${after}::uuid
      ORDER BY c.id
      LIMIT ${pageSize}`;
    for (const { id } of page) if (await remindCart(context, id, now)) sent++;
    if (page.length < pageSize) return sent;
    after = page[page.length - 1]!.id;
  }
}

/** Thrown inside the transaction to undo a reminder another worker (or the customer) got to first. */
class Overtaken extends Error {}

/**
 * One cart's reminder, if it is still due when read: the reminder row (unique per cart: a second worker's insert
 * does nothing), the cart's mark (only on the cart as read: a change by the customer since wins) and the e-mail
 * in the outbox commit together or not at all.
 */
export async function remindCart(
  context: ReminderContext,
  cartId: string,
  now = new Date(),
): Promise<boolean> {
  try {
    return await context.db.$transaction(async (tx) => {
      const row = await readCartRow<{ version: string }>(
        tx,
        { id: cartId },
        Prisma.sql`, c.xmin::text AS "version"`,
      );
      if (!row?.sessionId) return false;
      const [session, studio, order] = await Promise.all([
        tx.gallerySession.findUniqueOrThrow({
          where: { id: row.sessionId },
          select: { email: true, firstName: true },
        }),
        tx.studio.findUniqueOrThrow({
          where: { id: row.studioId },
          select: {
            name: true,
            accentColor: true,
            cartReminderDelayHours: true,
            logo: { select: { storageKey: true } },
          },
        }),
        tx.order.findUnique({ where: { cartId: row.id }, select: { paymentStatus: true } }),
      ]);
      const email = normalisedEmail(session.email);
      const optedOut = await tx.cartReminderOptOut.findUnique({
        where: { studioId_email: { studioId: row.studioId, email } },
        select: { id: true },
      });
      const view = cartView(row);
      const due = reminderDue(
        {
          status: row.status,
          email,
          itemCount: view.lines.length,
          totalCents: view.totals.totalCents,
          paid: order?.paymentStatus === 'APPROVED' || order?.paymentStatus === 'EXEMPT',
          reminded: row.reminderId !== null,
          optedOut: Boolean(optedOut),
          lastChangeAt: row.updatedAt,
        },
        studio.cartReminderDelayHours,
        now,
      );
      if (!due || !row.storefrontUrl) return false;

      const reminderId = newRowId(now.getTime());
      const inserted = await tx.$executeRaw`
        INSERT INTO "CartReminder" (id, "studioId", "cartId", email, "sentAt")
        VALUES (${reminderId}::uuid, ${row.studioId}::uuid, ${row.id}::uuid, ${email}, ${utcTimestamp(now)})
        ON CONFLICT ("cartId") DO NOTHING`;
      if (!inserted) return false;
      const marked = await tx.$executeRaw`
        UPDATE "Cart" SET "reminderId" = ${reminderId}::uuid
        WHERE id = ${row.id}::uuid AND xmin = ${row.version}::xid AND "reminderId" IS NULL`;
      if (!marked) throw new Overtaken();

      const link = { id: reminderId, storefrontUrl: row.storefrontUrl, eventSlug: row.event.slug };
      await enqueueEmail(tx, {
        studioId: row.studioId,
        kind: 'cart-reminder',
        to: session.email.trim(),
        ...cartReminderEmail({
          studioName: studio.name,
          accentColor: studio.accentColor,
          logoUrl: studio.logo ? `${row.storefrontUrl}/api/${studio.logo.storageKey}` : null,
          eventName: row.event.name,
          customerName: session.firstName,
          photoCount: new Set(view.lines.map((line) => line.photo.id)).size,
          totalCents: view.totals.totalCents,
          cartLink: reminderCartUrl(context.services.secrets, link),
          optOutLink: reminderOptOutUrl(context.services.secrets, link),
        }),
      });
      return true;
    });
  } catch (error) {
    if (error instanceof Overtaken) return false;
    throw error;
  }
}

type CustomerRequest = CustomerContext & Pick<RequestContext, 'studio' | 'services'>;

/** The reminder a signed link names, in the request's studio, while its links work. */
async function findReminder(
  context: Pick<RequestContext, 'db' | 'studio' | 'services'>,
  purpose: string,
  input: { reminderId: string; accessCode: string },
) {
  const studio = requireStudio(context);
  if (!context.services.secrets.verify(purpose, input.reminderId, input.accessCode))
    throw new ReminderLinkError();
  const reminder = await context.db.cartReminder.findFirst({
    where: { id: input.reminderId, studioId: studio.id },
  });
  if (!reminder) throw new ReminderLinkError();
  return reminder;
}

/**
 * The e-mail's link, opened with a session of the gallery (the storefront opens one first, asking for the key
 * where there is one): the reminded cart's photos, with their sizes and quantities, join the visitor's cart. On the
 * customer's own session that is their cart already. Personal data, address and orders stay with the session
 * that saved them, so a forwarded e-mail shows no more than which photos were chosen.
 */
export async function resumeRemindedCart(
  context: CustomerRequest,
  input: { reminderId: string; accessCode: string },
  now = new Date(),
): Promise<CartView> {
  const sessionId = requireGallerySession(context);
  const reminder = await findReminder(context, cartLinkPurpose, input);
  if (!reminderLinkValid(reminder.sentAt, now) || !reminder.cartId) throw new ReminderLinkError();
  const source = await readCartRow(context.db, { id: reminder.cartId });
  if (!source) throw new ReminderLinkError();
  if (source.status === 'PREPARING_DELIVERY')
    throw new ReminderLinkError(
      'As fotos deste lembrete já foram compradas. Acompanhe o pedido pelo link do e-mail de confirmação.',
    );
  if (source.sessionId === sessionId) return loadCartView(context.db, { sessionId });
  return changeCart(context, (open) => {
    if (open.row.eventId !== source.eventId) throw new ReminderLinkError('Este lembrete é de outra galeria.');
    const present = new Set(open.row.items.map((item) => item.photo.id));
    const missing = source.items.filter((item) => !present.has(item.photo.id));
    // Ids in ascending order keep the reminded cart's order among lines made in the same millisecond.
    const ids = missing.map(() => newRowId()).sort();
    const createdAt = new Date();
    const copies = missing.map(
      (item, index): CartItemRow => ({ ...item, id: ids[index]!, extra: false, createdAt }),
    );
    return {
      // A reminded cart from before digital photos were bought once keeps each of them once here.
      items: digitalOnce([...open.row.items, ...copies]),
      cart: open.row.reminderId ? {} : { reminderId: reminder.id },
    };
  });
}

/** The e-mail's opt-out link: no more reminders from this studio to the address it was sent to. */
export async function optOutOfCartReminders(
  context: Pick<RequestContext, 'db' | 'studio' | 'services'>,
  input: { reminderId: string; accessCode: string },
): Promise<void> {
  const reminder = await findReminder(context, optOutPurpose, input);
  await context.db.cartReminderOptOut.upsert({
    where: { studioId_email: { studioId: reminder.studioId, email: reminder.email } },
    create: { studioId: reminder.studioId, email: reminder.email },
    update: {},
  });
}

export async function setCartReminderDelay(
  context: Pick<RequestContext, 'db' | 'studio'>,
  hours: number | null,
): Promise<void> {
  const studio = requireStudio(context);
  await context.db.studio.update({
    where: { id: studio.id },
    data: { cartReminderDelayHours: checkReminderDelay(hours) },
  });
}

export interface CartReminderFigures {
  sent: number;
  /** Reminders after which a cart they cover was paid (an approved payment). */
  recovered: number;
  /** What those paid orders came to. */
  recoveredCents: number;
}

export async function cartReminderFigures(db: Db, studioId: string): Promise<CartReminderFigures> {
  const [row] = await db.$queryRaw<{ sent: number; recovered: number; recoveredCents: bigint }[]>`
    SELECT count(*)::int AS sent,
      count(paid.total)::int AS recovered,
      COALESCE(sum(paid.total), 0)::bigint AS "recoveredCents"
    FROM "CartReminder" r
    LEFT JOIN LATERAL (
      SELECT sum(o."totalCents") AS total FROM "Cart" c JOIN "Order" o ON o."cartId" = c.id
      WHERE c."reminderId" = r.id AND o."paymentStatus" = 'APPROVED'
    ) paid ON true
    WHERE r."studioId" = ${studioId}::uuid`;
  return {
    sent: row?.sent ?? 0,
    recovered: row?.recovered ?? 0,
    recoveredCents: Number(row?.recoveredCents ?? 0),
  };
}
