// Webhook notifications as Mercado Pago delivers them: data.id and type in the query, x-request-id and (given a
// secret) x-signature headers, and the notification's body.
import { randomInt, randomUUID } from 'node:crypto';
import { signWebhook } from '../webhook-signature.ts';
import { mpDate } from './api-values.ts';
import type { FakePayment } from './payment-store.ts';

export interface FakeNotifyOptions {
  webhookUrl: string;
  paymentId: string;
  /** Signs x-signature with it; without one no x-signature header is sent. */
  secret?: string;
  requestId?: string;
  /** Seconds since the epoch; default now. */
  ts?: number;
  /** 'signature': a wrong hash; 'timestamp': the header's ts differs from the signed one. */
  tamper?: 'signature' | 'timestamp';
  action?: 'payment.created' | 'payment.updated';
}

function signatureHeader(
  paymentId: string,
  requestId: string,
  secret: string,
  { ts, tamper }: Pick<FakeNotifyOptions, 'ts' | 'tamper'>,
): string {
  const signedTs = ts ?? Math.floor(Date.now() / 1000);
  const signature = signWebhook({ dataId: paymentId, requestId, secret, ts: signedTs });
  if (tamper === 'signature') return signature.replace(/.$/, (last) => (last === '0' ? '1' : '0'));
  if (tamper === 'timestamp') return signature.replace(`ts=${signedTs},`, `ts=${signedTs + 1},`);
  return signature;
}

/** POSTs the notification of a payment (unknown to the simulator: user_id 0) to the webhook's address. */
export function deliverNotification(
  options: FakeNotifyOptions,
  payment: FakePayment | undefined,
): Promise<Response> {
  const { webhookUrl, paymentId, secret, requestId = randomUUID(), action = 'payment.updated' } = options;
  const url = new URL(webhookUrl);
  url.searchParams.set('data.id', paymentId);
  url.searchParams.set('type', 'payment');
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-request-id': requestId };
  if (secret) headers['x-signature'] = signatureHeader(paymentId, requestId, secret, options);
  return fetch(url, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      id: randomInt(100_000_000_000, 200_000_000_000),
      live_mode: false,
      type: 'payment',
      date_created: mpDate(new Date()),
      user_id: payment?.resource.collector_id ?? 0,
      api_version: 'v1',
      action,
      data: { id: paymentId },
    }),
  });
}
