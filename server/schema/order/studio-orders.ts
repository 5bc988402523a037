// All of the studio's orders in one list for its admin (/adm/pedidos): filtered by event, payment, delivery and
// days, searched by customer name or e-mail, newest first. GET /api/adm/pedidos.csv exports the same filter.

import { builder } from '../../builder.ts';
import { orderListFilterSchema, searchMaxLength } from '../../domain/order-list.ts';
import { pageSizes } from '../../graphql-limits.ts';
import { byRole } from '../../role-gate.ts';
import { countOrders } from '../../services/orders/order-queries.ts';
import { studioOrdersWhere } from '../../services/orders/studio-orders.ts';
import { DigitalDeliveryStatusEnum, PaymentStatusEnum, PhysicalDeliveryStatusEnum } from '../enums.ts';
import { StudioRef } from '../studio/types.ts';

export const StudioOrdersFilter = builder.inputType('StudioOrdersFilter', {
  description: 'Every field given must match; a list matches any of its values.',
  fields: (t) => ({
    eventSlug: t.string({ description: 'urlEvento of the event the order was placed in.' }),
    paymentStatus: t.field({ type: [PaymentStatusEnum] }),
    digitalDeliveryStatus: t.field({ type: [DigitalDeliveryStatusEnum] }),
    physicalDeliveryStatus: t.field({ type: [PhysicalDeliveryStatusEnum] }),
    needsAction: t.boolean({
      description: 'Only paid orders waiting on the studio (release, ship, pickup notice).',
    }),
    from: t.string({ description: "First day of the order, 'aaaa-mm-dd' in Brazilian time." }),
    to: t.string({ description: "Last day of the order, 'aaaa-mm-dd' in Brazilian time (included)." }),
    paidFrom: t.field({
      type: 'DateTime',
      description: 'Only orders paid at or after this instant (paidAt): what an integrator polls for.',
    }),
    search: t.string({
      description: `Part of the customer's name or e-mail, whatever the case and accents (up to ${searchMaxLength} characters), or the order number.`,
    }),
  }),
  validate: orderListFilterSchema,
});

builder.prismaObjectFields(StudioRef, (t) => ({
  // A query of its own rather than a relation of the studio's row: Prisma's joined relation loads sorted every order
  // of the studio before cutting the page (0.55 s for 20,000 orders against 0.03 s).
  orders: t.prismaConnection({
    type: 'Order',
    description: `Every order of the studio, newest first, in pages of at most ${pageSizes.orders.max}.`,
    authScopes: byRole,
    cursor: 'id',
    defaultSize: pageSizes.orders.default,
    maxSize: pageSizes.orders.max,
    args: { filter: t.arg({ type: StudioOrdersFilter }) },
    resolve: (query, studio, args, context) =>
      context.db.order.findMany({
        ...query,
        where: studioOrdersWhere(studio.id, args.filter),
        orderBy: { id: 'desc' },
      }),
    totalCount: (studio, args, context) => countOrders(context.db, studioOrdersWhere(studio.id, args.filter)),
  }),
}));
