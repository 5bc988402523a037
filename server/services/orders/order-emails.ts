// Queues an e-mail about an order to its customer, in the transaction of the change it reports: the outbox sends
// and retries it later, and a failed send never undoes the change.
import { addressLine, addressOf } from '../../domain/address.ts';
import { soldPriceNotes } from '../../domain/discounts.ts';
import type { Order, Prisma } from '../../generated/prisma/client.ts';
import { enqueueEmail } from '../mail/outbox.ts';
import {
  downloadsReleasedEmail,
  type EmailContent,
  type OrderEmailInput,
  orderConfirmedEmail,
  orderReceivedEmail,
  pickupReadyEmail,
  shippedEmail,
} from '../mail/templates/order-emails.ts';
import { studioOrderPaidEmail } from '../mail/templates/studio-order-paid.ts';
import type { Secrets } from '../secrets/secrets.ts';
import { orderPageUrl } from './order-access.ts';

type Tx = Prisma.TransactionClient;

export type OrderEmailKind =
  | 'order-received'
  | 'order-confirmed'
  | 'downloads-released'
  | 'shipped'
  | 'pickup-ready';

export async function enqueueOrderEmail(tx: Tx, secrets: Secrets, order: Order, kind: OrderEmailKind) {
  if (!order.customerEmail) return;
  const studio = await tx.studio.findUniqueOrThrow({
    where: { id: order.studioId },
    include: { logo: { select: { storageKey: true } } },
  });
  const input: OrderEmailInput = {
    studioName: studio.name,
    accentColor: studio.accentColor,
    logoUrl:
      studio.logo && order.storefrontUrl ? `${order.storefrontUrl}/api/${studio.logo.storageKey}` : null,
    eventName: order.eventName,
    orderNumber: order.number,
    customerName: order.customerFirstName,
    totalCents: order.totalCents,
    priceNotes: soldPriceNotes(order),
    link: orderPageUrl(secrets, order),
  };
  const contents: Record<OrderEmailKind, () => EmailContent> = {
    'order-received': () => orderReceivedEmail(input),
    'order-confirmed': () => orderConfirmedEmail({ ...input, exempt: order.paymentStatus === 'EXEMPT' }),
    'downloads-released': () => downloadsReleasedEmail(input),
    shipped: () =>
      shippedEmail({ ...input, trackingCode: order.trackingCode, serviceName: order.shippingServiceName }),
    'pickup-ready': () =>
      pickupReadyEmail({
        ...input,
        studioAddress: addressLine(addressOf(studio)),
        studioPhone: studio.footerPhone || null,
      }),
  };
  await enqueueEmail(tx, {
    studioId: order.studioId,
    orderId: order.id,
    kind,
    to: order.customerEmail,
    ...contents[kind](),
  });
}

/** What the studio does after a paid order, from its delivery statuses. */
function studioNextStep(order: Order): string {
  if (order.digitalDeliveryStatus === 'AWAITING_RELEASE')
    return 'Libere as fotos digitais no painel quando estiverem prontas.';
  if (order.physicalDeliveryStatus === 'PREPARATION')
    return order.deliveryPreference === 'PICKUP'
      ? 'Prepare as fotos impressas e avise o cliente quando estiverem prontas para retirada.'
      : 'Prepare as fotos impressas e informe o envio no painel.';
  return 'As fotos digitais já foram liberadas ao cliente.';
}

/** Tells the studio's admins that an order was paid (or closed with nothing to pay), in the same transaction. */
export async function enqueueStudioOrderEmail(tx: Tx, order: Order) {
  const studio = await tx.studio.findUniqueOrThrow({
    where: { id: order.studioId },
    select: { name: true, accentColor: true, adminUsers: { select: { email: true } } },
  });
  const items = await tx.orderItem.groupBy({
    by: ['format'],
    where: { orderId: order.id },
    _sum: { quantity: true },
  });
  const count = (format: 'DIGITAL' | 'PRINTED') =>
    items.find((item) => item.format === format)?._sum.quantity ?? 0;
  const content = studioOrderPaidEmail({
    studioName: studio.name,
    accentColor: studio.accentColor,
    eventName: order.eventName,
    orderNumber: order.number,
    customerName: `${order.customerFirstName} ${order.customerLastName}`.trim() || 'Um cliente',
    customerEmail: order.customerEmail,
    totalCents: order.totalCents,
    priceNotes: soldPriceNotes(order),
    exempt: order.paymentStatus === 'EXEMPT',
    digitalCount: count('DIGITAL'),
    printedCount: count('PRINTED'),
    nextStep: studioNextStep(order),
    link: `${order.storefrontUrl}/adm/pedidos/${order.eventSlug}/${order.id}`,
  });
  for (const admin of studio.adminUsers) {
    await enqueueEmail(tx, {
      studioId: order.studioId,
      orderId: order.id,
      kind: 'studio-order-paid',
      to: admin.email,
      // The studio's reply goes to the customer.
      replyTo: order.customerEmail || null,
      ...content,
    });
  }
}
