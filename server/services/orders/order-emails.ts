// Queues an e-mail about an order to its customer, in the transaction of the change it reports: the outbox sends
// and retries it later, and a failed send never undoes the change.
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
import type { Secrets } from '../secrets.ts';
import { orderPageUrl } from './order-access.ts';

type Tx = Prisma.TransactionClient;

export type OrderEmailKind =
  | 'order-received'
  | 'order-confirmed'
  | 'downloads-released'
  | 'shipped'
  | 'pickup-ready';

/** The studio's address on one line ("Rua X, 10 - Sala 2 - Centro, São Paulo/SP"), or null when not filled in. */
export function studioAddressLine(studio: {
  addressStreet: string;
  addressNumber: string;
  addressComplement: string;
  addressNeighborhood: string;
  addressCity: string;
  addressState: string;
}): string | null {
  if (!studio.addressStreet || !studio.addressCity) return null;
  const street = [studio.addressStreet, studio.addressNumber].filter(Boolean).join(', ');
  const place = `${studio.addressCity}/${studio.addressState}`;
  return [street, studio.addressComplement, studio.addressNeighborhood, place].filter(Boolean).join(' - ');
}

export async function enqueueOrderEmail(tx: Tx, secrets: Secrets, order: Order, kind: OrderEmailKind) {
  if (!order.customerEmail) return;
  const studio = await tx.studio.findUniqueOrThrow({
    where: { id: order.studioId },
    include: { logo: { select: { storageKey: true } } },
  });
  const input: OrderEmailInput = {
    studioName: studio.name,
    logoUrl:
      studio.logo && order.storefrontUrl ? `${order.storefrontUrl}/api/${studio.logo.storageKey}` : null,
    eventName: order.eventName,
    orderNumber: order.number,
    customerName: order.customerFirstName,
    totalCents: order.totalCents,
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
        studioAddress: studioAddressLine(studio),
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
