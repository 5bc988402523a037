// POST /api/{urlEstudio}/status-pagamento: Mercado Pago says a payment changed. The signature is checked first with
// the studio's webhook secret (when it has one); every delivery is recorded, a refused one only as a short excerpt
// and at most 30 a minute per address (the body itself is at most 64 KB); then the payment is always fetched from
// Mercado Pago with the studio's token and only that answer is acted on. Deliveries repeat and come out of order:
// the provider payment id is unique and statuses only move forward.
import type { NotificationSignature, Prisma } from '../../generated/prisma/client.ts';
import { countFailure } from '../limits/rate-limit.ts';
import { type PaymentGateway, PaymentGatewayError } from '../payments/gateway.ts';
import { verifyWebhookSignature } from '../payments/webhook-signature.ts';
import type { RequestContext } from '../request-context.ts';
import type { Services } from '../services.ts';
import { recordProviderPayment } from './order-results.ts';

/** The notification path names its studio itself: what it needs is the database, secrets, gateway and log. */
export type NotificationContext = Pick<RequestContext, 'db' | 'clientAddress'> & {
  services: Pick<Services, 'secrets' | 'payments' | 'log'>;
};

/** Refused notifications: how many an address may send per window, and how much of each is kept. */
const unsigned = { windowMs: 60_000, perWindow: 30, excerptChars: 2_000 };

export interface Notification {
  studioSlug: string;
  signature: string | null;
  requestId: string | null;
  query: URLSearchParams;
  body: Record<string, unknown>;
}

export interface NotificationAnswer {
  status: number;
  message: string;
}

function dataIdOf(notification: Notification): string | null {
  const data = notification.body.data as { id?: unknown } | undefined;
  const id = data?.id ?? notification.query.get('data.id') ?? notification.query.get('id');
  return id === undefined || id === null || id === '' ? null : String(id);
}

export async function handlePaymentNotification(
  context: NotificationContext,
  notification: Notification,
): Promise<NotificationAnswer> {
  const { db } = context;
  const { secrets, log } = context.services;
  const studio = await db.studio.findUnique({ where: { slug: notification.studioSlug } });
  const dataId = dataIdOf(notification);
  const topic = String(
    notification.body.type ?? notification.query.get('type') ?? notification.query.get('topic') ?? '',
  );
  let signature: NotificationSignature = 'NOT_CONFIGURED';
  if (studio?.mercadoPagoWebhookSecret) {
    const check = verifyWebhookSignature({
      xSignature: notification.signature ?? undefined,
      xRequestId: notification.requestId ?? undefined,
      dataId: dataId ?? undefined,
      secret: secrets.decrypt(studio.mercadoPagoWebhookSecret),
    });
    signature = check.ok ? 'VALID' : notification.signature ? 'INVALID' : 'MISSING';
  } else if (studio) {
    log(
      `Payment notification for ${studio.slug} accepted without a signature check: the studio has no webhook secret.`,
    );
  }
  // What is not Mercado Pago's (a wrong or missing signature, a studio that does not exist) is counted per address
  // and kept only as a short excerpt, for the studio to see that someone tried.
  const refused = !studio || signature === 'INVALID' || signature === 'MISSING';
  if (refused) {
    const seen = await countFailure(db, `payment-notification:${context.clientAddress}`, unsigned.windowMs);
    if (seen > unsigned.perWindow) return { status: 429, message: 'Muitas notificações. Tente mais tarde.' };
  }
  const record = await db.paymentNotification.create({
    data: {
      studioId: studio?.id ?? null,
      topic: topic.slice(0, 100),
      action: String(notification.body.action ?? '').slice(0, 100),
      dataId: dataId?.slice(0, 100) ?? null,
      requestId: notification.requestId?.slice(0, 200) ?? null,
      signature,
      body: refused
        ? { trecho: JSON.stringify(notification.body).slice(0, unsigned.excerptChars) }
        : (notification.body as Prisma.InputJsonValue),
      query: Object.fromEntries(notification.query),
    },
  });
  const finish = async (answer: NotificationAnswer, error?: string) => {
    await db.paymentNotification.update({
      where: { id: record.id },
      data: { processedAt: new Date(), error: error ?? null },
    });
    return answer;
  };
  if (!studio) return finish({ status: 404, message: 'Estúdio não encontrado' }, 'unknown studio');
  if (signature === 'INVALID' || signature === 'MISSING') {
    return finish({ status: 401, message: 'Assinatura inválida' }, `signature ${signature.toLowerCase()}`);
  }
  if (topic !== 'payment' || !dataId)
    return finish({ status: 200, message: 'Notificação ignorada' }, 'not a payment');
  if (!studio.mercadoPagoAccessToken)
    return finish({ status: 200, message: 'Notificação ignorada' }, 'no access token');

  let provider: Awaited<ReturnType<PaymentGateway['getPayment']>>;
  try {
    provider = await context.services.payments.getPayment(
      secrets.decrypt(studio.mercadoPagoAccessToken),
      dataId,
    );
  } catch (error) {
    if (error instanceof PaymentGatewayError && error.reason === 'unavailable') {
      // Mercado Pago retries a delivery that did not succeed.
      return finish({ status: 503, message: 'Tente novamente' }, 'provider unavailable');
    }
    return finish(
      { status: 200, message: 'Pagamento desconhecido' },
      `payment not found: ${(error as Error).message}`,
    );
  }
  const order = provider.externalReference
    ? await db.order.findFirst({ where: { id: provider.externalReference, studioId: studio.id } })
    : null;
  if (!order) return finish({ status: 200, message: 'Pedido desconhecido' }, 'unknown order');
  if (provider.amountCents !== order.totalCents) {
    log(
      `Payment ${provider.id} of order ${order.id} is for ${provider.amountCents} centavos, the order for ${order.totalCents}: ignored.`,
    );
    return finish({ status: 200, message: 'Valor não confere' }, 'amount mismatch');
  }
  const recorded = await db.$transaction(async (tx) => {
    const payment =
      (await tx.payment.findFirst({ where: { provider: 'MERCADO_PAGO', providerPaymentId: provider.id } })) ??
      // A payment Mercado Pago made while our request timed out: it belongs to the order all the same.
      (await tx.payment.create({
        data: {
          studioId: studio.id,
          orderId: order.id,
          idempotencyKey: `mercado-pago:${provider.id}`,
          amountCents: provider.amountCents,
          providerPaymentId: provider.id,
        },
      }));
    if (payment.orderId !== order.id) return null;
    return recordProviderPayment(tx, secrets, payment, provider);
  });
  if (!recorded) return finish({ status: 200, message: 'Pedido não confere' }, 'payment of another order');
  return finish({ status: 200, message: 'Recebido' });
}
