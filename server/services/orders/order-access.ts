// A link to an order's delivery page that works on any device: the order id signed by the server.
import type { Secrets } from '../secrets.ts';

export function orderAccessToken(secrets: Secrets, orderId: string): string {
  return secrets.sign('order-access', orderId);
}

export function isOrderAccessToken(
  secrets: Secrets,
  orderId: string,
  token: string | null | undefined,
): boolean {
  return Boolean(token) && secrets.verify('order-access', orderId, token!);
}

/** The delivery page of an order, for e-mails. */
export function orderPageUrl(
  secrets: Secrets,
  order: { id: string; eventSlug: string; storefrontUrl: string },
): string {
  return `${order.storefrontUrl}/${order.eventSlug}/${order.id}?acesso=${orderAccessToken(secrets, order.id)}`;
}
