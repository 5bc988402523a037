// The studio admin's dashboard on /adm: sales figures with the chart's days, the orders waiting on the studio, and
// the setup checklist.

import { builder } from '../../builder.ts';
import { type OrderAction, orderActionLabels, pendingActionsOf } from '../../domain/order-actions.ts';
import type { DailySales, SalesFigure, SalesSummary } from '../../domain/sales.ts';
import type { SetupItem, SetupStep } from '../../domain/setup-checklist.ts';
import { pageSizes } from '../../graphql-limits.ts';
import { byRole } from '../../role-gate.ts';
import { countOrders } from '../../services/orders/order-queries.ts';
import {
  ordersNeedingActionWhere,
  studioSalesSummary,
  studioSetupChecklist,
} from '../../services/orders/studio-orders.ts';
import { OrderRef } from '../order/types.ts';
import { StudioRef } from '../studio/types.ts';

const SalesFigureRef = builder.objectRef<SalesFigure>('SalesFigure').implement({
  description: 'Paid orders (approved payments) and their total.',
  fields: (t) => ({
    orderCount: t.exposeInt('orderCount'),
    totalCents: t.exposeInt('totalCents'),
  }),
});

const DailySalesRef = builder.objectRef<DailySales>('DailySales').implement({
  fields: (t) => ({
    day: t.exposeString('day', { description: "'aaaa-mm-dd' in Brazilian time (America/Sao_Paulo)." }),
    orderCount: t.exposeInt('orderCount'),
    totalCents: t.exposeInt('totalCents'),
  }),
});

const SalesSummaryRef = builder.objectRef<SalesSummary>('SalesSummary').implement({
  description: 'Sales by the day the payment was approved, in Brazilian time.',
  fields: (t) => ({
    today: t.field({ type: SalesFigureRef, resolve: (summary) => summary.today }),
    last7Days: t.field({ type: SalesFigureRef, resolve: (summary) => summary.last7Days }),
    last30Days: t.field({ type: SalesFigureRef, resolve: (summary) => summary.last30Days }),
    daily: t.field({
      type: [DailySalesRef],
      description: 'The last 30 days, oldest first, today last; days without sales at zero.',
      resolve: (summary) => summary.daily,
    }),
  }),
});

export const OrderActionEnum = builder.enumType('OrderAction', {
  values: Object.fromEntries(
    (Object.keys(orderActionLabels) as OrderAction[]).map((action) => [
      action,
      { value: action, description: orderActionLabels[action] },
    ]),
  ) as Record<OrderAction, { value: OrderAction; description: string }>,
});

const SetupStepEnum = builder.enumType('SetupStep', {
  values: ['PRICES', 'ADDRESS', 'MERCADO_PAGO', 'WATERMARK', 'LOGO'] as const satisfies readonly SetupStep[],
});

const SetupItemRef = builder.objectRef<SetupItem>('SetupItem').implement({
  fields: (t) => ({
    step: t.expose('step', { type: SetupStepEnum }),
    label: t.exposeString('label'),
    done: t.exposeBoolean('done'),
  }),
});

const SetupChecklistRef = builder.objectRef<SetupItem[]>('SetupChecklist').implement({
  fields: (t) => ({
    complete: t.boolean({ resolve: (items) => items.every((item) => item.done) }),
    items: t.field({ type: [SetupItemRef], resolve: (items) => items }),
  }),
});

builder.prismaObjectFields(OrderRef, (t) => ({
  pendingActions: t.field({
    type: [OrderActionEnum],
    description: 'What the paid order still waits on the studio for; empty when nothing.',
    select: {
      paymentStatus: true,
      digitalDeliveryStatus: true,
      physicalDeliveryStatus: true,
      deliveryPreference: true,
    },
    resolve: (order) => pendingActionsOf(order),
  }),
}));

builder.prismaObjectFields(StudioRef, (t) => ({
  salesSummary: t.field({
    type: SalesSummaryRef,
    authScopes: byRole,
    resolve: (_studio, _args, context) => studioSalesSummary(context),
  }),
  setupChecklist: t.field({
    type: SetupChecklistRef,
    authScopes: byRole,
    select: { id: true },
    resolve: (studio, _args, context) => studioSetupChecklist(context.db, studio.id),
  }),
  // Its own query, as Studio.orders (schema/order/studio-orders.ts) for the same reason.
  ordersNeedingAction: t.prismaConnection({
    type: 'Order',
    description:
      'Paid orders waiting on the studio (release, ship, pickup notice), those waiting longest first.',
    authScopes: byRole,
    cursor: 'id',
    defaultSize: pageSizes.orders.default,
    maxSize: pageSizes.orders.max,
    resolve: (query, studio, _args, context) =>
      context.db.order.findMany({
        ...query,
        where: ordersNeedingActionWhere(studio.id),
        orderBy: [{ paidAt: 'asc' }, { id: 'asc' }],
      }),
    totalCount: (studio, _args, context) => countOrders(context.db, ordersNeedingActionWhere(studio.id)),
  }),
}));
