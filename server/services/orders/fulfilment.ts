// The studio's fulfilment actions on one of its orders, each in a transaction holding the order's row: the rule is
// checked on the current state, the change and the e-mail that reports it are written together.
import type { Db } from '../../database/database.ts';
import { NotFoundError } from '../../domain/errors.ts';
import {
  assertCanReleaseDigital,
  assertCanResendPickupNotice,
  normaliseTrackingCode,
  type PhysicalDeliveryStatus,
  physicalTransition,
} from '../../domain/fulfilment.ts';
import type { Order, Prisma } from '../../generated/prisma/client.ts';
import type { Secrets } from '../secrets.ts';
import { enqueueOrderEmail } from './order-emails.ts';

export interface FulfilmentDependencies {
  db: Db;
  secrets: Secrets;
}

export interface OrderReference {
  studioId: string;
  orderId: string;
  /** The event in the path (REST); the order must belong to it. */
  eventSlug?: string | null;
}

export interface FulfilmentResult {
  order: Order;
  /** The customer was e-mailed about it. */
  notified: boolean;
}

async function lockedOrder(tx: Prisma.TransactionClient, reference: OrderReference): Promise<Order> {
  const rows = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM "Order" WHERE id = ${reference.orderId}::uuid AND "studioId" = ${reference.studioId}::uuid
    FOR UPDATE`;
  const order = rows.length ? await tx.order.findUnique({ where: { id: reference.orderId } }) : null;
  if (!order || (reference.eventSlug && order.eventSlug !== reference.eventSlug)) {
    throw new NotFoundError('Pedido não encontrado');
  }
  return order;
}

async function inTransaction(
  dependencies: FulfilmentDependencies,
  change: (tx: Prisma.TransactionClient) => Promise<FulfilmentResult>,
): Promise<FulfilmentResult> {
  return dependencies.db.$transaction(change);
}

/** liberar-entrega-imagens-digitais: the downloads open and the customer gets the link. */
export function releaseDigitalDelivery(dependencies: FulfilmentDependencies, reference: OrderReference) {
  return inTransaction(dependencies, async (tx) => {
    const current = await lockedOrder(tx, reference);
    assertCanReleaseDigital(current);
    const order = await tx.order.update({
      where: { id: current.id },
      data: { digitalDeliveryStatus: 'RELEASED', digitalReleasedAt: new Date() },
    });
    await enqueueOrderEmail(tx, dependencies.secrets, order, 'downloads-released');
    return { order, notified: true };
  });
}

/**
 * status-entrega-fisica: preparacao -> enviado or aguardando-retirada. Waiting for pickup tells the customer (again,
 * when repeated); shipping without a tracking code changes the status only (notifyShipment tells the customer).
 */
export function setPhysicalDeliveryStatus(
  dependencies: FulfilmentDependencies,
  reference: OrderReference,
  target: PhysicalDeliveryStatus,
) {
  return inTransaction(dependencies, async (tx) => {
    const current = await lockedOrder(tx, reference);
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
    if (target !== 'AWAITING_PICKUP') return { order, notified: false };
    await enqueueOrderEmail(tx, dependencies.secrets, order, 'pickup-ready');
    return { order, notified: true };
  });
}

/** notificar-sobre-envio-entrega-fisica: enviado, with an optional tracking code, and the customer is told. */
export function notifyShipment(
  dependencies: FulfilmentDependencies,
  reference: OrderReference,
  trackingCode: string | null,
) {
  const code = normaliseTrackingCode(trackingCode);
  return inTransaction(dependencies, async (tx) => {
    const current = await lockedOrder(tx, reference);
    physicalTransition(current, 'SHIPPED');
    const order = await tx.order.update({
      where: { id: current.id },
      data: {
        physicalDeliveryStatus: 'SHIPPED',
        shippedAt: current.shippedAt ?? new Date(),
        ...(code && { trackingCode: code }),
      },
    });
    await enqueueOrderEmail(tx, dependencies.secrets, order, 'shipped');
    return { order, notified: true };
  });
}

/** The pickup notice again (the customer lost it, or has not come). */
export function resendPickupNotice(dependencies: FulfilmentDependencies, reference: OrderReference) {
  return inTransaction(dependencies, async (tx) => {
    const current = await lockedOrder(tx, reference);
    assertCanResendPickupNotice(current);
    const order = await tx.order.update({
      where: { id: current.id },
      data: { pickupNotifiedAt: new Date() },
    });
    await enqueueOrderEmail(tx, dependencies.secrets, order, 'pickup-ready');
    return { order, notified: true };
  });
}
