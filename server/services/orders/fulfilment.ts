// The studio's fulfilment actions on one of its orders, each in a transaction holding the order's row: the rule is
// checked on the current state, the change and the e-mail that reports it are written together.
import { NotFoundError } from '../../domain/errors.ts';
import {
  assertCanReleaseDigital,
  assertCanResendPickupNotice,
  normaliseTrackingCode,
  type PhysicalDeliveryStatus,
  physicalTransition,
} from '../../domain/fulfilment.ts';
import type { Order, Prisma } from '../../generated/prisma/client.ts';
import { emitOrderEvent } from '../integrations/studio-event-data.ts';
import { type RequestContext, requireStudio } from '../request-context.ts';
import type { Services } from '../services.ts';
import { enqueueOrderEmail } from './order-emails.ts';

/** The studio's admin context: the database, the studio, and the secret the e-mailed order links are signed with. */
export type FulfilmentContext = Pick<RequestContext, 'db' | 'studio'> & {
  services: Pick<Services, 'secrets'>;
};

export interface OrderReference {
  orderId: string;
  /** The event in the path (REST); the order must belong to it. */
  eventSlug?: string | null;
}

export interface FulfilmentResult {
  order: Order;
  /** The customer was e-mailed about it. */
  notified: boolean;
}

async function lockedOrder(
  tx: Prisma.TransactionClient,
  studioId: string,
  reference: OrderReference,
): Promise<Order> {
  const rows = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM "Order" WHERE id = ${reference.orderId}::uuid AND "studioId" = ${studioId}::uuid
    FOR UPDATE`;
  const order = rows.length ? await tx.order.findUnique({ where: { id: reference.orderId } }) : null;
  if (!order || (reference.eventSlug && order.eventSlug !== reference.eventSlug)) {
    throw new NotFoundError('Pedido não encontrado');
  }
  return order;
}

/** Runs a change on the studio's order under its row lock. */
async function onLockedOrder(
  context: FulfilmentContext,
  reference: OrderReference,
  change: (tx: Prisma.TransactionClient, current: Order) => Promise<FulfilmentResult>,
): Promise<FulfilmentResult> {
  const studioId = requireStudio(context).id;
  return context.db.$transaction(async (tx) => change(tx, await lockedOrder(tx, studioId, reference)));
}

/** liberar-entrega-imagens-digitais: the downloads open and the customer gets the link. */
export function releaseDigitalDelivery(context: FulfilmentContext, reference: OrderReference) {
  return onLockedOrder(context, reference, async (tx, current) => {
    assertCanReleaseDigital(current);
    const order = await tx.order.update({
      where: { id: current.id },
      data: { digitalDeliveryStatus: 'RELEASED', digitalReleasedAt: new Date() },
    });
    await emitOrderEvent(tx, 'order.released', order);
    await enqueueOrderEmail(tx, context.services.secrets, order, 'downloads-released');
    return { order, notified: true };
  });
}

/**
 * status-entrega-fisica: preparacao -> enviado or aguardando-retirada. Waiting for pickup tells the customer (again,
 * when repeated); shipping without a tracking code changes the status only (notifyShipment tells the customer).
 */
export function setPhysicalDeliveryStatus(
  context: FulfilmentContext,
  reference: OrderReference,
  target: PhysicalDeliveryStatus,
) {
  return onLockedOrder(context, reference, async (tx, current) => {
    const transition = physicalTransition(current, target);
    const now = new Date();
    const order =
      transition === 'change'
        ? await tx.order.update({
            where: { id: current.id },
            data: {
              physicalDeliveryStatus: target,
              ...(target === 'SHIPPED' && { shippedAt: now }),
              ...(target === 'AWAITING_PICKUP' && { pickupNotifiedAt: now }),
            },
          })
        : target === 'AWAITING_PICKUP'
          ? await tx.order.update({ where: { id: current.id }, data: { pickupNotifiedAt: now } })
          : current;
    if (transition === 'change')
      await emitOrderEvent(tx, target === 'SHIPPED' ? 'order.shipped' : 'order.ready_for_pickup', order);
    if (target !== 'AWAITING_PICKUP') return { order, notified: false };
    await enqueueOrderEmail(tx, context.services.secrets, order, 'pickup-ready');
    return { order, notified: true };
  });
}

/** notificar-sobre-envio-entrega-fisica: enviado, with an optional tracking code, and the customer is told. */
export function notifyShipment(
  context: FulfilmentContext,
  reference: OrderReference,
  trackingCode: string | null,
) {
  const code = normaliseTrackingCode(trackingCode);
  return onLockedOrder(context, reference, async (tx, current) => {
    physicalTransition(current, 'SHIPPED');
    const order = await tx.order.update({
      where: { id: current.id },
      data: {
        physicalDeliveryStatus: 'SHIPPED',
        shippedAt: current.shippedAt ?? new Date(),
        ...(code && { trackingCode: code }),
      },
    });
    // Told again when repeated: the customer hears of the shipment, and a tracking code may have come with it.
    await emitOrderEvent(tx, 'order.shipped', order);
    await enqueueOrderEmail(tx, context.services.secrets, order, 'shipped');
    return { order, notified: true };
  });
}

/** The pickup notice again (the customer lost it, or has not come). */
export function resendPickupNotice(context: FulfilmentContext, reference: OrderReference) {
  return onLockedOrder(context, reference, async (tx, current) => {
    assertCanResendPickupNotice(current);
    const order = await tx.order.update({
      where: { id: current.id },
      data: { pickupNotifiedAt: new Date() },
    });
    await enqueueOrderEmail(tx, context.services.secrets, order, 'pickup-ready');
    return { order, notified: true };
  });
}
