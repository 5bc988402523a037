// What a payment's result does to its order and cart, shared by checkout and payment notifications. A status
// only moves forward, so repeated or late results change nothing; an order is marked paid once.
import { allowsDownloads, movesForward, type PaymentStatus, paymentStatusOf } from '../../domain/payments.ts';
import type { Order, Payment, Prisma } from '../../generated/prisma/client.ts';
import { stampInvitationPurchase } from '../events/invitations.ts';
import { notifyLiveChange } from '../integrations/live/live-changes.ts';
import { emitOrderEvent } from '../integrations/studio-event-data.ts';
import { enqueueOrderEmail, enqueueStudioOrderEmail } from '../orders/order-emails.ts';
import type { ProviderPayment } from '../payments/gateway.ts';
import type { Secrets } from '../secrets/secrets.ts';

type Tx = Prisma.TransactionClient;

/** The paid (or exempt) order moves to delivery: downloads released at once when the studio chose automatic. */
async function closeOrder(
  tx: Tx,
  secrets: Secrets,
  order: Order,
  paymentStatus: 'APPROVED' | 'EXEMPT',
  now: Date,
) {
  const items = await tx.orderItem.findMany({ where: { orderId: order.id }, select: { format: true } });
  const digital = items.some((item) => item.format === 'DIGITAL');
  const printed = items.some((item) => item.format === 'PRINTED');
  const automatic = order.digitalDelivery !== 'SEMI_AUTOMATIC';
  const closed = await tx.order.update({
    where: { id: order.id },
    data: {
      status: 'PREPARING_DELIVERY',
      paymentStatus,
      paidAt: now,
      digitalDeliveryStatus: digital ? (automatic ? 'RELEASED' : 'AWAITING_RELEASE') : null,
      digitalReleasedAt: digital && automatic ? now : null,
      physicalDeliveryStatus: printed ? 'PREPARATION' : null,
    },
  });
  if (order.cartId)
    await tx.cart.update({ where: { id: order.cartId }, data: { status: 'PREPARING_DELIVERY' } });
  await emitOrderEvent(tx, 'order.paid', closed);
  await stampInvitationPurchase(tx, closed, now);
  if (closed.digitalDeliveryStatus === 'RELEASED') await emitOrderEvent(tx, 'order.released', closed);
  await enqueueOrderEmail(tx, secrets, closed, 'order-confirmed');
  await enqueueStudioOrderEmail(tx, closed);
  return closed;
}

/** An order with nothing to pay closes at once ('isento'). */
export function closeExemptOrder(tx: Tx, secrets: Secrets, order: Order, now = new Date()) {
  return closeOrder(tx, secrets, order, 'EXEMPT', now);
}

function providerFields(provider: ProviderPayment) {
  return {
    providerPaymentId: provider.id,
    providerStatus: provider.status,
    statusDetail: provider.statusDetail,
    paymentMethodId: provider.paymentMethodId,
    paymentTypeId: provider.paymentTypeId,
    installments: provider.installments,
    pixQrCode: provider.pix?.qrCode ?? null,
    pixQrCodeBase64: provider.pix?.qrCodeBase64 ?? null,
    ticketUrl: provider.pix?.ticketUrl ?? provider.boletoUrl ?? null,
    expiresAt: provider.dateOfExpiration,
    providerCreatedAt: provider.dateCreated,
    approvedAt: provider.dateApproved,
    providerUpdatedAt: provider.dateLastUpdated,
  };
}

export interface RecordedResult {
  payment: Payment;
  /** The order became paid with this result. */
  orderPaidNow: boolean;
  /** An e-mail to the customer was queued (confirmation, or "order received" for a payment still pending). */
  emailQueued: boolean;
}

/** The first pending result of an order (Pix, boleto, analysis) tells the customer the order was received. */
async function announcePendingOrder(tx: Tx, secrets: Secrets, orderId: string): Promise<boolean> {
  const order = await tx.order.findUniqueOrThrow({ where: { id: orderId } });
  if (order.status !== 'AWAITING_PAYMENT') return false;
  const announced = await tx.emailMessage.count({ where: { orderId, kind: 'order-received' } });
  if (announced) return false;
  await enqueueOrderEmail(tx, secrets, order, 'order-received');
  return true;
}

/**
 * Records Mercado Pago's view of a payment: its details always, its status only when it moves forward; an approval
 * closes the order once. The caller has checked that the payment belongs to the order (reference and amount).
 */
export async function recordProviderPayment(
  tx: Tx,
  secrets: Secrets,
  payment: Payment,
  provider: ProviderPayment,
  now = new Date(),
): Promise<RecordedResult> {
  const next = paymentStatusOf(provider.status);
  const moves = movesForward(payment.status, next);
  const updated = await tx.payment.update({
    where: { id: payment.id },
    data: { ...providerFields(provider), ...(moves && { status: next }) },
  });
  // The payment page shows every result at once (pending, rejected, approved), webhooks or not.
  await notifyLiveChange(tx, { kind: 'order', studioId: payment.studioId, id: payment.orderId });
  if (updated.status === 'PENDING') {
    const emailQueued = await announcePendingOrder(tx, secrets, payment.orderId);
    return { payment: updated, orderPaidNow: false, emailQueued };
  }
  if (!moves) return { payment: updated, orderPaidNow: false, emailQueued: false };
  const order = await tx.order.findUniqueOrThrow({ where: { id: payment.orderId } });
  if (next === 'APPROVED' && order.status === 'AWAITING_PAYMENT') {
    await closeOrder(tx, secrets, order, 'APPROVED', now);
    return { payment: updated, orderPaidNow: true, emailQueued: true };
  }
  if (order.status === 'AWAITING_PAYMENT' || !allowsDownloads(next)) {
    // An unpaid order shows its latest attempt; a paid one only a refund or chargeback of what paid it.
    const paidBy = order.paymentStatus === 'APPROVED' ? await approvedPaymentOf(tx, order.id) : null;
    if (order.status === 'AWAITING_PAYMENT' || paidBy?.id === payment.id) {
      const changed = await tx.order.update({
        where: { id: order.id },
        data: { paymentStatus: next as PaymentStatus },
      });
      // The money of a paid order went back: refunded by the studio, or charged back by the customer's bank.
      if (order.status !== 'AWAITING_PAYMENT' && (next === 'REFUNDED' || next === 'CHARGED_BACK'))
        await emitOrderEvent(tx, 'order.refunded', changed);
    }
  }
  return { payment: updated, orderPaidNow: false, emailQueued: false };
}

function approvedPaymentOf(tx: Tx, orderId: string) {
  return tx.payment.findFirst({
    where: { orderId, status: { in: ['APPROVED', 'REFUNDED', 'CHARGED_BACK'] } },
  });
}
