// A customer's deletion in one studio (LGPD art. 18, VI), in one transaction: what the law lets go is deleted (gallery
// sessions with their favourites, carts and tokens, photo alerts with their faces, reminders, invitations, expiry
// notices, counters), e-mails are purged of their bodies and recipient, and what the studio must keep for its
// accounts is anonymised (orders keep amounts, dates, items and statuses; consents keep what was accepted, when).
import type { Db } from '../../database/database.ts';
import {
  anonymisedOrderFields,
  type ErasureSummary,
  erasedBeforeSendingReason,
  maskEmail,
  purgedEmailFields,
  scrubbedNotificationBody,
} from '../../domain/privacy.ts';
import { type DataSubject, findSubjectRows } from './customer-export.ts';

/**
 * Erases the person's data (the rows collectCustomerData shows) and answers how many rows of each kind it handled.
 * `keepRequestId`: the data request being fulfilled, whose own e-mail its caller blanks when it completes.
 */
export async function eraseCustomerData(
  db: Db,
  who: DataSubject,
  options: { keepRequestId?: string; now?: Date } = {},
): Promise<ErasureSummary> {
  const now = options.now ?? new Date();
  return db.$transaction(async (tx) => {
    const rows = await findSubjectRows(tx, who);
    const inSessions = { sessionId: { in: rows.sessionIds } };
    const [refreshTokens, favorites, currentCarts] = await Promise.all([
      tx.galleryRefreshToken.count({ where: inSessions }),
      tx.favoritePhoto.count({ where: inSessions }),
      tx.cart.count({ where: inSessions }),
    ]);
    const byId = (list: string[]) => ({ id: { in: list } });

    const orders = await tx.order.updateMany({ where: byId(rows.orderIds), data: anonymisedOrderFields });
    // The carts that became orders outlive the sessions: only the CEP they were quoted for is the person's.
    const orderCarts = await tx.cart.updateMany({
      where: { id: { in: rows.cartIds }, NOT: inSessions },
      data: { shippingCep: null },
    });
    const notifications = await tx.paymentNotification.findMany({
      where: byId(rows.notificationIds),
      select: { id: true, body: true },
    });
    for (const notification of notifications)
      await tx.paymentNotification.update({
        where: { id: notification.id },
        data: { body: scrubbedNotificationBody(notification.body) },
      });

    const emails = byId(rows.emailIds);
    await tx.emailMessage.updateMany({
      where: { ...emails, status: 'PENDING' },
      data: { status: 'FAILED', lastError: erasedBeforeSendingReason },
    });
    await tx.emailMessage.updateMany({
      where: { ...emails, replyTo: { equals: rows.email, mode: 'insensitive' } },
      data: { replyTo: null },
    });
    // The studio's own notices of the person's orders keep their recipient (a member): only the bodies go.
    await tx.emailMessage.updateMany({
      where: { ...emails, toAddress: { equals: rows.email, mode: 'insensitive' } },
      data: { toAddress: purgedEmailFields.toAddress },
    });
    const purged = await tx.emailMessage.updateMany({
      where: emails,
      data: { textBody: purgedEmailFields.textBody, htmlBody: purgedEmailFields.htmlBody, purgedAt: now },
    });

    const consents = await tx.customerConsent.updateMany({
      where: byId(rows.consentIds),
      data: { email: '' },
    });
    const dataRequests = await tx.dataRequest.updateMany({
      where: {
        ...byId(rows.dataRequestIds),
        ...(options.keepRequestId && { NOT: { id: options.keepRequestId } }),
      },
      data: { email: '', cpf: '', emailHint: maskEmail(rows.email) },
    });

    const photoAlerts = await tx.photoAlert.deleteMany({ where: byId(rows.alertIds) });
    const cartReminders = await tx.cartReminder.deleteMany({ where: byId(rows.reminderIds) });
    const cartReminderOptOuts = await tx.cartReminderOptOut.deleteMany({ where: byId(rows.optOutIds) });
    const invitations = await tx.eventInvitation.deleteMany({ where: byId(rows.invitationIds) });
    const expiryNotices = await tx.eventExpiryNotice.deleteMany({ where: byId(rows.noticeIds) });
    const rateLimitCounters = await tx.rateLimitBucket.deleteMany({
      where: { key: { in: rows.counterKeys } },
    });
    // With the sessions go their refresh tokens, favourites and current carts (cascades); orders and consents
    // lose the link (set null).
    const gallerySessions = await tx.gallerySession.deleteMany({ where: byId(rows.sessionIds) });

    return {
      gallerySessions: gallerySessions.count,
      refreshTokens,
      favorites,
      currentCarts,
      orderCarts: orderCarts.count,
      photoAlerts: photoAlerts.count,
      cartReminders: cartReminders.count,
      cartReminderOptOuts: cartReminderOptOuts.count,
      invitations: invitations.count,
      expiryNotices: expiryNotices.count,
      rateLimitCounters: rateLimitCounters.count,
      orders: orders.count,
      paymentNotifications: notifications.length,
      consents: consents.count,
      dataRequests: dataRequests.count,
      emails: purged.count,
    };
  });
}
