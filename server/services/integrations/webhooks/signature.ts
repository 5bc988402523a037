// Standard Webhooks signing (https://www.standardwebhooks.com): an endpoint's secret is `whsec_` and the base64 of
// random bytes; each delivery carries webhook-id, webhook-timestamp (unix seconds) and webhook-signature, the
// base64 HMAC-SHA256 of "id.timestamp.body" with the secret's bytes, as `v1,<signature>`.
import { createHmac, randomBytes } from 'node:crypto';

const secretPrefix = 'whsec_';

/** A new signing secret: 32 random bytes. */
export function newWebhookSecret(): string {
  return `${secretPrefix}${randomBytes(32).toString('base64')}`;
}

/** The `v1,<base64>` signature of one delivery. */
export function signWebhook(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(
    secret.startsWith(secretPrefix) ? secret.slice(secretPrefix.length) : secret,
    'base64',
  );
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

export const webhookUserAgent = 'Revela-Webhooks/1.0';

/** Every header a delivery carries. */
export function webhookHeaders(input: {
  secret: string;
  id: string;
  /** Unix seconds of this attempt. */
  timestamp: number;
  body: string;
}): Record<string, string> {
  return {
    'content-type': 'application/json',
    'user-agent': webhookUserAgent,
    'webhook-id': input.id,
    'webhook-timestamp': String(input.timestamp),
    'webhook-signature': signWebhook(input.secret, input.id, input.timestamp, input.body),
  };
}
