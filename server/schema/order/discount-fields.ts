// The discount an order was sold with (the tier of the time and its amount) and the all-photos price it paid, for
// the studio's order page and the customer's: read from the order's own copy, whatever the event's table says now.
import { builder } from '../../builder.ts';
import { discountLabel } from '../../domain/discounts.ts';
import type { Order } from '../../generated/prisma/client.ts';
import { CustomerOrderRef, OrderPhotoRef } from './customer-order.ts';
import { OrderRef } from './types.ts';

interface SoldDiscount {
  percent: number;
  minimumQuantity: number;
  amountCents: number;
}

const OrderDiscountRef = builder.objectRef<SoldDiscount>('OrderDiscount').implement({
  description: 'The quantity discount as sold.',
  fields: (t) => ({
    percent: t.exposeInt('percent'),
    minimumQuantity: t.exposeInt('minimumQuantity'),
    amountCents: t.exposeInt('amountCents'),
    label: t.string({
      description: "'10% a partir de 10 fotos'",
      resolve: (discount) => discountLabel(discount),
    }),
  }),
});

function soldDiscount(order: Order): SoldDiscount | null {
  if (!order.discountCents || order.discountPercent === null || order.discountMinimumQuantity === null)
    return null;
  return {
    percent: order.discountPercent,
    minimumQuantity: order.discountMinimumQuantity,
    amountCents: order.discountCents,
  };
}

builder.prismaObjectFields(OrderRef, (t) => ({
  discount: t.field({ type: OrderDiscountRef, nullable: true, resolve: soldDiscount }),
  discountCents: t.exposeInt('discountCents'),
  allPhotosPriceCents: t.exposeInt('allPhotosPriceCents', {
    nullable: true,
    description: "The 'todas as fotos' price paid instead of the digital photos one by one.",
  }),
}));

builder.objectFields(CustomerOrderRef, (t) => ({
  discount: t.field({ type: OrderDiscountRef, nullable: true, resolve: soldDiscount }),
  discountCents: t.exposeInt('discountCents'),
  allPhotosPriceCents: t.exposeInt('allPhotosPriceCents', { nullable: true }),
}));

builder.objectFields(OrderPhotoRef, (t) => ({
  inAllPhotos: t.boolean({
    description: "Bought inside the 'todas as fotos' price.",
    resolve: ({ order, item }) => order.allPhotosPriceCents !== null && item.format === 'DIGITAL',
  }),
}));
