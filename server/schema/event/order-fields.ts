// An event's orders, for the studio admin: the list (filterable) and how many need what.
import { builder } from '../../builder.ts';
import { countEventOrders, type OrderCounts } from '../../services/orders/order-counts.ts';
import { OrderFilter, orderWhere } from '../order/types.ts';
import { EventRef } from './types.ts';

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
    description: "The event's orders, newest first.",
    authScopes: { isStudioAdmin: true },
    cursor: 'id',
    maxSize: 1000,
    args: { filter: t.arg({ type: OrderFilter }) },
    query: (args) => ({ where: orderWhere(args.filter), orderBy: { id: 'desc' } }),
  }),
  orderCounts: t.field({
    type: OrderCountsRef,
    authScopes: { isStudioAdmin: true },
    select: { id: true },
    resolve: (event, _args, context) => countEventOrders(context.db, event.id),
  }),
}));
