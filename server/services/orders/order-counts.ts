// How an event's orders stand, for the admin's event list: one counting statement over the event's orders.
import type { DbClient } from '../request-context.ts';

export interface OrderCounts {
  total: number;
  /** Paid or exempt. */
  paid: number;
  awaitingPayment: number;
  /** Paid orders with downloads to release or printed photos still in preparation. */
  toDeliver: number;
}

export async function countEventOrders(db: DbClient, eventId: string): Promise<OrderCounts> {
  const [row] = await db.$queryRaw<Record<keyof OrderCounts, bigint>[]>`
    SELECT count(*) AS "total",
      count(*) FILTER (WHERE "paymentStatus" IN ('APPROVED', 'EXEMPT')) AS "paid",
      count(*) FILTER (WHERE status = 'AWAITING_PAYMENT') AS "awaitingPayment",
      count(*) FILTER (WHERE "paymentStatus" IN ('APPROVED', 'EXEMPT')
        AND ("digitalDeliveryStatus" = 'AWAITING_RELEASE' OR "physicalDeliveryStatus" = 'PREPARATION')) AS "toDeliver"
    FROM "Order" WHERE "eventId" = ${eventId}::uuid`;
  return {
    total: Number(row!.total),
    paid: Number(row!.paid),
    awaitingPayment: Number(row!.awaitingPayment),
    toDeliver: Number(row!.toDeliver),
  };
}
