// Who may open an order's delivery page: the gallery session that placed it, or anyone with the link the e-mails
// carry (the order id signed by the server), which works on any device.
import type { Prisma } from '../../generated/prisma/client.ts';
import { type RequestContext, requireStudio } from '../request-context.ts';
import type { Secrets } from '../secrets/secrets.ts';
import type { Services } from '../services.ts';

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

/** Whether the viewer may open the order: the gallery session that placed it, or the access code of its e-mailed link. */
export function mayOpenOrder(
  context: Pick<RequestContext, 'viewer'> & { services: Pick<Services, 'secrets'> },
  order: { id: string; sessionId: string | null },
  accessToken: string | null | undefined,
): boolean {
  const ownSession = context.viewer.kind === 'gallery' && order.sessionId === context.viewer.sessionId;
  return ownSession || isOrderAccessToken(context.services.secrets, order.id, accessToken);
}

/**
 * The order the delivery page names (by the order's id, or by the id of the session that placed it: the newest
 * order of that session), when the viewer may open it; null otherwise.
 */
export async function findCustomerOrder<Include extends Prisma.OrderInclude>(
  context: Pick<RequestContext, 'db' | 'studio' | 'viewer'> & { services: Pick<Services, 'secrets'> },
  input: { orderId: string; accessToken?: string | null },
  include: Include,
) {
  const studio = requireStudio(context);
  const order = await context.db.order.findFirst({
    where: { studioId: studio.id, OR: [{ id: input.orderId }, { sessionId: input.orderId }] },
    orderBy: { createdAt: 'desc' },
    include,
  });
  return order && mayOpenOrder(context, order, input.accessToken) ? order : null;
}
