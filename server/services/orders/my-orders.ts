// 'Minhas compras': one e-mail with the signed link to each order the address placed at the studio, queued in the
// outbox; nothing is said to the asker about whether there were any (domain/my-orders.ts).
import { myOrdersDecision, myOrdersPolicy, normaliseOrderEmail } from '../../domain/my-orders.ts';
import { countFailure } from '../limits/rate-limit.ts';
import { enqueueEmail } from '../mail/outbox.ts';
import { myOrdersEmail } from '../mail/templates/my-orders.ts';
import { type RequestContext, requireStudio } from '../request-context.ts';
import { orderPageUrl } from './order-access.ts';

/**
 * Queues the e-mail when the address has orders at this studio; answers whether one was queued (for tests).
 * `baseUrl` (the storefront asked on) stands in for orders placed before they kept their own address.
 */
export async function sendMyOrdersLinks(
  context: Pick<RequestContext, 'db' | 'studio' | 'services' | 'clientAddress'>,
  input: { email: string; baseUrl: string },
  now = new Date(),
): Promise<boolean> {
  const { db } = context;
  const studio = requireStudio(context);
  const email = normaliseOrderEmail(input.email);
  const { windowMs } = myOrdersPolicy;
  const decision = myOrdersDecision({
    clientAddress: await countFailure(db, `my-orders-address:${context.clientAddress}`, windowMs, now),
    email: await countFailure(db, `my-orders:${studio.id}:${email}`, windowMs, now),
  });
  if (decision === 'silent') return false;
  const orders = await db.order.findMany({
    where: { studioId: studio.id, customerEmail: { equals: email, mode: 'insensitive' } },
    orderBy: { createdAt: 'desc' },
    take: myOrdersPolicy.ordersListed,
    select: {
      id: true,
      number: true,
      eventName: true,
      eventSlug: true,
      storefrontUrl: true,
      createdAt: true,
      customerEmail: true,
    },
  });
  if (!orders.length) return false;
  const logo = studio.logoId
    ? await db.asset.findUnique({ where: { id: studio.logoId }, select: { storageKey: true } })
    : null;
  const base = orders[0]!.storefrontUrl || input.baseUrl;
  const content = myOrdersEmail({
    studioName: studio.name,
    accentColor: studio.accentColor,
    logoUrl: logo && base ? `${base}/api/${logo.storageKey}` : null,
    orders: orders.map((order) => ({
      number: order.number,
      eventName: order.eventName,
      createdAt: order.createdAt,
      link: orderPageUrl(context.services.secrets, {
        ...order,
        storefrontUrl: order.storefrontUrl || input.baseUrl,
      }),
    })),
  });
  await db.$transaction((tx) =>
    enqueueEmail(tx, { studioId: studio.id, kind: 'my-orders', to: orders[0]!.customerEmail, ...content }),
  );
  return true;
}
