// Notifications of the subscription topics as Mercado Pago delivers them to the platform's webhook: data.id and type
// in the query, x-request-id and x-signature (the same manifest as payments), and the notification's body.
import { randomInt, randomUUID } from 'node:crypto';
import { signWebhook } from '../webhook-signature.ts';
import { mpDate } from './api-values.ts';

export type SubscriptionTopic =
  | 'subscription_preapproval'
  | 'subscription_authorized_payment'
  | 'subscription_preapproval_plan';

/** Where the platform wants its subscription notifications, and the secret they are signed with. */
export interface SubscriptionWebhook {
  url: string;
  secret: string;
}

export function deliverSubscriptionNotification(
  webhook: SubscriptionWebhook,
  topic: SubscriptionTopic,
  dataId: string,
  action: 'created' | 'updated' = 'updated',
): Promise<Response> {
  const requestId = randomUUID();
  const url = new URL(webhook.url);
  url.searchParams.set('data.id', dataId);
  url.searchParams.set('type', topic);
  return fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-request-id': requestId,
      'x-signature': signWebhook({ dataId, requestId, secret: webhook.secret }),
    },
    body: JSON.stringify({
      id: randomInt(100_000_000_000, 200_000_000_000),
      live_mode: false,
      type: topic,
      date_created: mpDate(new Date()),
      application_id: 0,
      version: 0,
      action,
      data: { id: dataId },
    }),
  });
}
