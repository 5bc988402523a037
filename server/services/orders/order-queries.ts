// Reading orders and their payment attempts: the customer's order as its pages show it (items with their photos'
// previews, the latest payment), by session, cart, access code or id; and a studio's order counts.
import type { Order, OrderItem, Payment, PhotoVariant, Prisma } from '../../generated/prisma/client.ts';
import type { DbClient } from '../request-context.ts';

export type CustomerOrderShape = Order & {
  items: (OrderItem & { photo: PhotoOfItem | null })[];
  latestPayment: Payment | null;
  /** What the download period after the event's expiry needs (domain/event-expiry.ts). */
  event: { expiresAt: Date | null } | null;
  studio: { downloadDaysAfterExpiry: number };
};

interface PhotoOfItem {
  watermarkRevision: number;
  studio: { watermarkRevision: number };
  files: { variant: string; storageKey: string; width: number; height: number }[];
}

export const customerOrderInclude = {
  items: {
    orderBy: { position: 'asc' as const },
    include: {
      photo: {
        select: {
          watermarkRevision: true,
          studio: { select: { watermarkRevision: true } },
          files: {
            where: { variant: { in: ['PREVIEW', 'THUMBNAIL'] as PhotoVariant[] } },
            select: { variant: true, storageKey: true, width: true, height: true },
          },
        },
      },
    },
  },
  payments: { orderBy: { createdAt: 'desc' as const }, take: 1 },
  event: { select: { expiresAt: true } },
  studio: { select: { downloadDaysAfterExpiry: true } },
} satisfies Prisma.OrderInclude;

export function customerOrderShape(
  order: Order & Pick<CustomerOrderShape, 'items' | 'event' | 'studio'> & { payments: Payment[] },
): CustomerOrderShape {
  const { payments, ...rest } = order;
  return { ...rest, latestPayment: payments[0] ?? null };
}

/** A customer's order by id, within the session that placed it, or null. */
export async function customerOrderOfSession(
  db: DbClient,
  orderId: string,
  sessionId: string,
): Promise<CustomerOrderShape | null> {
  const order = await db.order.findFirst({
    where: { id: orderId, sessionId },
    include: customerOrderInclude,
  });
  return order && customerOrderShape(order);
}

/** The order a cart became at checkout, or null. */
export async function customerOrderOfCart(db: DbClient, cartId: string): Promise<CustomerOrderShape | null> {
  const order = await db.order.findUnique({ where: { cartId }, include: customerOrderInclude });
  return order && customerOrderShape(order);
}

/** An order known to exist (just written), as its customer sees it. */
export async function customerOrderById(db: DbClient, orderId: string): Promise<CustomerOrderShape> {
  return customerOrderShape(
    await db.order.findUniqueOrThrow({ where: { id: orderId }, include: customerOrderInclude }),
  );
}

/** The session's orders that were paid or needed no payment, newest first. */
export async function deliveredOrdersOfSession(
  db: DbClient,
  sessionId: string,
  take: number,
): Promise<CustomerOrderShape[]> {
  const orders = await db.order.findMany({
    where: { sessionId, status: 'PREPARING_DELIVERY' },
    orderBy: { createdAt: 'desc' },
    take,
    include: customerOrderInclude,
  });
  return orders.map(customerOrderShape);
}

export function countOrders(db: DbClient, where: Prisma.OrderWhereInput): Promise<number> {
  return db.order.count({ where });
}

/** The order's payment attempts, newest first (`take: 1` for the latest). */
export function paymentsOfOrder(db: DbClient, orderId: string, take?: number): Promise<Payment[]> {
  return db.payment.findMany({ where: { orderId }, orderBy: { createdAt: 'desc' }, take });
}

/** The latest payment attempt of the order a cart became, or null. */
export function latestPaymentOfCart(db: DbClient, cartId: string): Promise<Payment | null> {
  return db.payment.findFirst({ where: { order: { cartId } }, orderBy: { createdAt: 'desc' } });
}

/** A payment attempt of one of the session's orders, or null. */
export function paymentOfSession(
  db: DbClient,
  paymentId: string,
  sessionId: string,
): Promise<Payment | null> {
  return db.payment.findFirst({ where: { id: paymentId, order: { sessionId } } });
}

export function paymentById(db: DbClient, paymentId: string): Promise<Payment | null> {
  return db.payment.findUnique({ where: { id: paymentId } });
}
