// processar-pagamento: the cart becomes an order and is paid through Mercado Pago with the studio's own account.
// The server computes the amount; one idempotency key never makes two payments; a cart has one payment in flight.

import { assertReadyForPayment, CartClosedError } from '../../domain/cart.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { StudioSuspendedError } from '../../domain/operator.ts';
import {
  PaymentFailedError,
  PaymentInProgressError,
  PaymentsNotConfiguredError,
} from '../../domain/payments.ts';
import type { Payment } from '../../generated/prisma/client.ts';
import { enqueueJob } from '../../queue/enqueue.ts';
import { loadCartView } from '../cart/cart-view.ts';
import { assertGalleryOpen } from '../events/event-expiry.ts';
import type { PayerAddress, PaymentGateway, PaymentRequest } from '../payments/gateway.ts';
import { PaymentGatewayError } from '../payments/gateway.ts';
import { recordConsent } from '../privacy/privacy-policy.ts';
import { type CustomerContext, type RequestContext, requireGallerySession } from '../request-context.ts';
import type { Services } from '../services.ts';
import { closeExemptOrder, recordProviderPayment } from './order-results.ts';
import { snapshotOrder } from './order-snapshot.ts';
import { type ReconcileContext, settleStaleAttempts, unknownOutcomeDetail } from './reconcile-payment.ts';

/** How long after an unanswered attempt Mercado Pago is first asked about it. */
const reconcileDelayMs = 30_000;

/** The customer's session, the token secret, the payment gateway and the platform's public address (for
 * Mercado Pago's notification URL). */
export type CheckoutContext = CustomerContext &
  Pick<RequestContext, 'config'> &
  Partial<Pick<RequestContext, 'studio'>> & { services: Pick<Services, 'secrets' | 'payments'> };

export interface PaymentForm {
  paymentMethodId: string;
  paymentTypeId?: string | null;
  token?: string | null;
  issuerId?: string | null;
  installments?: number | null;
  payerEmail?: string | null;
  /** Who pays, when the Brick collected it; else the customer's CPF and delivery address. */
  payerCpf?: string | null;
  payerAddress?: PayerAddress | null;
}

export interface CheckoutResult {
  orderId: string;
  /** Null when the order needed no payment. */
  paymentId: string | null;
}

type Started =
  | { kind: 'exempt'; orderId: string }
  | { kind: 'existing'; payment: Payment }
  | { kind: 'new'; payment: Payment; request: Omit<PaymentRequest, 'form' | 'idempotencyKey'> };

export async function processPayment(
  context: CheckoutContext,
  input: { idempotencyKey: string; form: PaymentForm | null; storefrontUrl: string },
): Promise<CheckoutResult> {
  const { db } = context;
  const { secrets, payments } = context.services;
  const sessionId = requireGallerySession(context);
  // A studio the platform suspended takes no new payments (its storefront says so; docs/operator-console.md).
  if (context.studio?.suspendedAt) throw new StudioSuspendedError();
  await assertGalleryOpen(context);
  // An attempt left without an answer (a crash, a timeout long ago) is settled first: paid, or the cart open again.
  await settleStaleAttempts(context, sessionId);
  const started = await db.$transaction(async (tx): Promise<Started> => {
    const [locked] = await tx.$queryRaw<{ id: string; status: string }[]>`
      SELECT id, status::text FROM "Cart" WHERE "sessionId" = ${sessionId}::uuid FOR UPDATE`;
    if (!locked) throw new NotFoundError('Carrinho não encontrado');
    // A repeated submission (same key) answers the payment it already made.
    const repeated = await tx.payment.findUnique({ where: { idempotencyKey: input.idempotencyKey } });
    if (repeated) {
      // The key's own session only: the cart it paid may no longer be the current one (a new cart started).
      const owner = await tx.order.findUnique({
        where: { id: repeated.orderId },
        select: { cartId: true, sessionId: true },
      });
      if (owner?.cartId !== locked.id && owner?.sessionId !== sessionId) throw new PaymentFailedError();
      return { kind: 'existing', payment: repeated };
    }
    if (locked.status === 'AWAITING_PAYMENT') throw new PaymentInProgressError();
    if (locked.status !== 'SHOPPING') throw new CartClosedError();

    const view = await loadCartView(tx, { id: locked.id });
    const session = await tx.gallerySession.findUniqueOrThrow({ where: { id: sessionId } });
    assertReadyForPayment({
      items: view.lines,
      deliveryPreference: view.cart.deliveryPreference,
      hasShippingQuote: view.shipping !== null,
      personalDataFilled: session.personalDataStatus === 'FILLED',
      addressFilled: session.addressStatus === 'FILLED',
      shippingCep: view.cart.shippingCep,
      addressCep: session.addressCep,
    });
    const order = await snapshotOrder(tx, view, session, input.storefrontUrl);
    // Placing the order accepts the privacy policy in force (the checkout form says so, with its link).
    await recordConsent(tx, {
      studioId: view.cart.studioId,
      sessionId,
      email: order.customerEmail,
      purpose: 'CHECKOUT',
    });
    if (view.totals.exempt) {
      await closeExemptOrder(tx, secrets, order);
      return { kind: 'exempt', orderId: order.id };
    }
    const studio = await tx.studio.findUniqueOrThrow({ where: { id: view.cart.studioId } });
    if (!studio.mercadoPagoPublicKey || !studio.mercadoPagoAccessToken)
      throw new PaymentsNotConfiguredError();
    if (!input.form?.paymentMethodId) throw new PaymentFailedError('Escolha um meio de pagamento.');
    const payment = await tx.payment.create({
      data: {
        studioId: studio.id,
        orderId: order.id,
        idempotencyKey: input.idempotencyKey,
        amountCents: order.totalCents,
        status: 'PENDING',
      },
    });
    await tx.cart.update({ where: { id: locked.id }, data: { status: 'AWAITING_PAYMENT' } });
    const delivering = Boolean(order.addressCep);
    return {
      kind: 'new',
      payment,
      request: {
        accessToken: secrets.decrypt(studio.mercadoPagoAccessToken),
        amountCents: order.totalCents,
        description: `Fotos do evento ${order.eventName}`,
        externalReference: order.id,
        notificationUrl: `${context.config.publicUrl}/api/${studio.slug}/status-pagamento`,
        payer: {
          email: input.form.payerEmail?.trim() || order.customerEmail,
          firstName: order.customerFirstName,
          lastName: order.customerLastName,
          cpf: input.form.payerCpf || order.customerCpf,
          ...(input.form.payerAddress
            ? { address: input.form.payerAddress }
            : delivering && {
                address: {
                  zipCode: order.addressCep,
                  streetName: order.addressStreet,
                  streetNumber: order.addressNumber,
                  neighborhood: order.addressNeighborhood,
                  city: order.addressCity,
                  federalUnit: order.addressState,
                },
              }),
        },
      },
    };
  });

  if (started.kind === 'exempt') return { orderId: started.orderId, paymentId: null };
  if (started.kind === 'existing') return { orderId: started.payment.orderId, paymentId: started.payment.id };

  const { payment, request } = started;
  let provider: Awaited<ReturnType<PaymentGateway['createPayment']>>;
  try {
    provider = await payments.createPayment({
      ...request,
      idempotencyKey: input.idempotencyKey,
      form: input.form!,
    });
  } catch (error) {
    if (error instanceof PaymentGatewayError && error.reason === 'unavailable') {
      // No answer (a timeout, a cut connection, a 5xx after retries): Mercado Pago may have made the payment. The
      // attempt stays pending as 'unknown' and the cart waits; a job asks Mercado Pago soon and settles it.
      await db.$transaction(async (tx) => {
        await tx.payment.update({ where: { id: payment.id }, data: { statusDetail: unknownOutcomeDetail } });
        await enqueueJob(
          tx,
          'payment-reconcile',
          { paymentId: payment.id },
          { startAfter: new Date(Date.now() + reconcileDelayMs) },
        );
      });
      return { orderId: payment.orderId, paymentId: payment.id };
    }
    // Refused before anything was made (bad request, bad credentials): the attempt is closed and the cart opens
    // again for another try.
    const reason = error instanceof PaymentGatewayError ? error.reason : 'error';
    await db.$transaction([
      db.payment.update({
        where: { id: payment.id },
        data: { status: 'CANCELLED', statusDetail: `not_created:${reason}` },
      }),
      db.cart.updateMany({
        where: { sessionId, status: 'AWAITING_PAYMENT' },
        data: { status: 'SHOPPING' },
      }),
    ]);
    if (error instanceof PaymentGatewayError && error.reason === 'invalid-payer-email')
      throw new PaymentFailedError('E-mail inválido');
    if (error instanceof PaymentGatewayError) throw new PaymentFailedError();
    throw error;
  }
  await db.$transaction((tx) => recordProviderPayment(tx, secrets, payment, provider));
  return { orderId: payment.orderId, paymentId: payment.id };
}

/** escolher-outro-meio-de-pagamento: after a rejected or expired payment, the customer goes back to checkout. */
export async function chooseAnotherPaymentMethod(
  context: CustomerContext & ReconcileContext,
  input: { paymentId: string },
): Promise<void> {
  const sessionId = requireGallerySession(context);
  await assertGalleryOpen(context);
  await settleStaleAttempts(context, sessionId);
  await context.db.$transaction(async (tx) => {
    const payment = await tx.payment.findFirst({
      where: { id: input.paymentId, order: { sessionId } },
      include: { order: { select: { cartId: true, status: true } } },
    });
    if (!payment?.order.cartId) throw new NotFoundError('Pagamento não encontrado');
    if (
      payment.order.status !== 'AWAITING_PAYMENT' ||
      (payment.status !== 'REJECTED' && payment.status !== 'CANCELLED')
    ) {
      throw new PaymentInProgressError();
    }
    await tx.cart.update({ where: { id: payment.order.cartId }, data: { status: 'SHOPPING' } });
  });
}
