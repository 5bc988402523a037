// Payment attempts whose outcome never came back: the request to Mercado Pago timed out or failed with a 5xx (the
// charge may still have happened), or the process died between saving the attempt and Mercado Pago's answer.
// Mercado Pago is asked for the order's payments (search by external_reference) and the attempt is settled: linked
// to the payment it made, or, once no answer can still be on its way, cancelled, and the cart opens again.
import type { Prisma } from '../../generated/prisma/client.ts';
import { notifyLiveChange } from '../integrations/live/live-changes.ts';
import { PaymentGatewayError, type ProviderPayment } from '../payments/gateway.ts';
import type { RequestContext } from '../request-context.ts';
import type { Services } from '../services.ts';
import { recordProviderPayment } from './order-results.ts';

/** Past this age an unsettled attempt's own request has given up (20 s per try, 3 tries): only a search can tell. */
export const unsettledGraceMs = 2 * 60_000;

/** The statusDetail of an attempt whose request failed without an answer: Mercado Pago may have charged it. */
export const unknownOutcomeDetail = 'unknown';

export type ReconcileContext = Pick<RequestContext, 'db'> & {
  services: Pick<Services, 'secrets' | 'payments'>;
};

export type Settlement =
  /** Linked to the payment Mercado Pago made for it. */
  | 'recorded'
  /** No payment was made: the attempt is cancelled and the cart open again. */
  | 'cancelled'
  /** Nothing found yet, and it is too early to say nothing was made. */
  | 'waiting'
  /** Mercado Pago did not answer: try again later. */
  | 'unavailable'
  /** Settled already (by its own request, a notification, or another settling). */
  | 'settled';

/** Whether the attempt is still without Mercado Pago's answer. */
export function isUnsettled(payment: { status: string; providerPaymentId: string | null }): boolean {
  return payment.status === 'PENDING' && payment.providerPaymentId === null;
}

export async function reconcilePayment(
  context: ReconcileContext,
  paymentId: string,
  now = new Date(),
  /** Written in the settling transaction when the attempt is recorded or cancelled (the operator's audit entry). */
  alsoInTransaction?: (tx: Prisma.TransactionClient, settlement: 'recorded' | 'cancelled') => Promise<void>,
): Promise<Settlement> {
  const { db } = context;
  const { secrets, payments } = context.services;
  const attempt = await db.payment.findUnique({
    where: { id: paymentId },
    include: { order: { include: { studio: { select: { mercadoPagoAccessToken: true } } } } },
  });
  if (!attempt || !isUnsettled(attempt)) return 'settled';
  const { order } = attempt;
  let found: ProviderPayment[] = [];
  if (order.studio.mercadoPagoAccessToken) {
    try {
      found = await payments.findPayments(secrets.decrypt(order.studio.mercadoPagoAccessToken), order.id);
    } catch (error) {
      if (error instanceof PaymentGatewayError && error.reason === 'unavailable') return 'unavailable';
      throw error;
    }
  }
  return db.$transaction(async (tx) => {
    const [locked] = await tx.$queryRaw<{ id: string }[]>`
      SELECT id FROM "Payment" WHERE id = ${attempt.id}::uuid FOR UPDATE`;
    const current = locked && (await tx.payment.findUniqueOrThrow({ where: { id: attempt.id } }));
    if (!current || !isUnsettled(current)) return 'settled';
    const claimed = new Set(
      (
        await tx.payment.findMany({
          where: { orderId: order.id, providerPaymentId: { not: null } },
          select: { providerPaymentId: true },
        })
      ).map((payment) => payment.providerPaymentId),
    );
    const made = found.find(
      (provider) => !claimed.has(provider.id) && provider.amountCents === current.amountCents,
    );
    if (made) {
      await recordProviderPayment(tx, secrets, current, made, now);
      await alsoInTransaction?.(tx, 'recorded');
      return 'recorded';
    }
    if (now.getTime() - current.createdAt.getTime() < unsettledGraceMs) return 'waiting';
    await tx.payment.update({
      where: { id: current.id },
      data: { status: 'CANCELLED', statusDetail: 'not_created:reconciled' },
    });
    await notifyLiveChange(tx, { kind: 'order', studioId: current.studioId, id: current.orderId });
    if (order.cartId && order.status === 'AWAITING_PAYMENT') {
      await tx.cart.updateMany({
        where: { id: order.cartId, status: 'AWAITING_PAYMENT' },
        data: { status: 'SHOPPING' },
      });
    }
    await alsoInTransaction?.(tx, 'cancelled');
    return 'cancelled';
  });
}

/** Settles every attempt of the customer's session that has waited past the grace period (before a new checkout). */
export async function settleStaleAttempts(
  context: ReconcileContext,
  sessionId: string,
  now = new Date(),
): Promise<void> {
  const stale = await context.db.payment.findMany({
    where: {
      status: 'PENDING',
      providerPaymentId: null,
      createdAt: { lte: new Date(now.getTime() - unsettledGraceMs) },
      order: { sessionId },
    },
    select: { id: true },
  });
  for (const payment of stale) await reconcilePayment(context, payment.id, now);
}

/** The periodic sweep: every attempt of any studio left unsettled past the grace period, oldest first. */
export async function settleAllStaleAttempts(context: ReconcileContext, now = new Date()): Promise<number> {
  const stale = await context.db.payment.findMany({
    where: {
      status: 'PENDING',
      providerPaymentId: null,
      createdAt: { lte: new Date(now.getTime() - unsettledGraceMs) },
    },
    orderBy: { createdAt: 'asc' },
    take: 200,
    select: { id: true },
  });
  let settled = 0;
  for (const payment of stale) {
    const result = await reconcilePayment(context, payment.id, now);
    if (result === 'recorded' || result === 'cancelled') settled++;
  }
  return settled;
}
