// POST /api/plataforma/assinaturas/notificacoes: Mercado Pago tells the platform a subscription, one of its cycles'
// charges or a preapproval plan changed. The signature is checked exactly as payments' are (x-signature over data.id,
// x-request-id and ts, with the platform's webhook secret); then the object is read back with the platform's token
// and only that answer is acted on. Deliveries repeat and come out of order: recording a charge is idempotent.
import { countFailure } from '../limits/rate-limit.ts';
import { BillingGatewayError } from '../payments/billing-gateway.ts';
import { verifyWebhookSignature } from '../payments/webhook-signature.ts';
import { type BillingContext, recordCharge, recordSubscriptionStatus } from './subscriptions.ts';

export interface SubscriptionNotification {
  signature: string | null;
  requestId: string | null;
  query: URLSearchParams;
  body: Record<string, unknown>;
}

export interface SubscriptionNotificationAnswer {
  status: number;
  message: string;
}

const refused = { windowMs: 60_000, perWindow: 30 };

export async function handleSubscriptionNotification(
  context: BillingContext & { clientAddress: string },
  notification: SubscriptionNotification,
): Promise<SubscriptionNotificationAnswer> {
  const billing = context.config.billing;
  if (!billing || !context.services.billing) return { status: 404, message: 'Assinaturas desativadas' };
  const data = notification.body.data as { id?: unknown } | undefined;
  const rawId = data?.id ?? notification.query.get('data.id') ?? notification.query.get('id');
  const dataId = rawId === undefined || rawId === null || rawId === '' ? null : String(rawId);
  const topic = String(
    notification.body.type ?? notification.query.get('type') ?? notification.query.get('topic') ?? '',
  );
  const check = verifyWebhookSignature({
    xSignature: notification.signature,
    xRequestId: notification.requestId,
    dataId,
    secret: billing.webhookSecret,
  });
  if (!check.ok) {
    const seen = await countFailure(
      context.db,
      `subscription-notification:${context.clientAddress}`,
      refused.windowMs,
    );
    if (seen > refused.perWindow) return { status: 429, message: 'Muitas notificações. Tente mais tarde.' };
    context.services.log(`Subscription notification refused: ${check.reason}`);
    return { status: 401, message: 'Assinatura inválida' };
  }
  if (!dataId) return { status: 200, message: 'Notificação ignorada' };
  try {
    if (topic === 'subscription_authorized_payment') {
      const charge = await context.services.billing.getCharge(dataId);
      const result = await recordCharge(context, charge);
      return { status: 200, message: result === 'recorded' ? 'Recebido' : 'Assinatura desconhecida' };
    }
    if (topic === 'subscription_preapproval') {
      await recordSubscriptionStatus(context, dataId);
      return { status: 200, message: 'Recebido' };
    }
    // subscription_preapproval_plan: our plans are made by us and never changed at Mercado Pago's side.
    return { status: 200, message: 'Notificação ignorada' };
  } catch (error) {
    if (error instanceof BillingGatewayError) {
      // Unavailable: Mercado Pago retries a delivery that did not succeed; unknown ids are not ours.
      if (error.reason === 'unavailable') return { status: 503, message: 'Tente novamente' };
      return { status: 200, message: 'Objeto desconhecido' };
    }
    throw error;
  }
}
