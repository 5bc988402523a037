// What an event's photos can be bought as, for the storefront's option choosers.
import { builder } from '../../builder.ts';
import { saleOptions } from '../../domain/cart.ts';
import { eventSale } from '../../services/cart/cart-view.ts';
import { SaleOptionRef } from '../cart/types.ts';
import { EventRef } from './types.ts';

builder.prismaObjectFields(EventRef, (t) => ({
  saleOptions: t.field({
    type: [SaleOptionRef],
    description: "What the event's photos can be bought as (the digital option's size is each photo's own).",
    select: {
      mode: true,
      deliveryFormat: true,
      digitalPriceCents: true,
      packagePhotoCount: true,
      priceTable: { include: { items: { where: { format: 'PRINTED' }, orderBy: { position: 'asc' } } } },
    },
    resolve: (event) => saleOptions(eventSale(event as never)),
  }),
}));
