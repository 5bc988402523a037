// An event's orders, for the studio admin: the list (filterable) and how many need what.

import { builder } from '../../builder.ts';
import { pageSizes } from '../../graphql-limits.ts';
import { byRole } from '../../role-gate.ts';
import { countEventOrders, type OrderCounts } from '../../services/orders/order-counts.ts';
import { EventRef } from '../event/types.ts';
import { OrderFilter, orderWhere } from './types.ts';

const OrderCountsRef = builder.objectRef<OrderCounts>('OrderCounts').implement({
  fields: (t) => ({
    total: t.exposeInt('total'),
    paid: t.exposeInt('paid', { description: 'Paid or exempt.' }),
    awaitingPayment: t.exposeInt('awaitingPayment'),
    toDeliver: t.exposeInt('toDeliver', {
      description: 'Paid orders with downloads to release or printed photos still in preparation.',
    }),
  }),
});

builder.prismaObjectFields(EventRef, (t) => ({
  orders: t.relatedConnection('orders', {
    description: `The event's orders, newest first, in pages of at most ${pageSizes.orders.max}.`,
    authScopes: byRole,
    cursor: 'id',
    defaultSize: pageSizes.orders.default,
    maxSize: pageSizes.orders.max,
    args: { filter: t.arg({ type: OrderFilter }) },
    query: (args) => ({ where: orderWhere(args.filter), orderBy: { id: 'desc' } }),
  }),
  orderCounts: t.field({
    type: OrderCountsRef,
    authScopes: byRole,
    select: { id: true },
    resolve: (event, _args, context) => countEventOrders(context.db, event.id),
  }),
}));
