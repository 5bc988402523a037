// What an event's photos can be bought as, for the storefront's option choosers and its header's lowest price.
import { builder } from '../../builder.ts';
import { saleOptions } from '../../domain/cart.ts';
import { type SaleReadiness, saleReadiness } from '../../domain/sale-readiness.ts';
import { startingPriceCents } from '../../domain/starting-price.ts';
import { eventSale } from '../../services/cart/cart-view.ts';
import { EventRef } from '../event/types.ts';
import { SaleOptionRef } from './types.ts';

const saleSelect = {
  mode: true,
  deliveryFormat: true,
  digitalPriceCents: true,
  packagePhotoCount: true,
  priceTable: {
    include: { items: { where: { format: 'PRINTED' as const }, orderBy: { position: 'asc' as const } } },
  },
};

const SaleGapEnum = builder.enumType('SaleGap', {
  description: 'What the event still needs a price for: the digital photo, or a printed size.',
  values: ['DIGITAL_PRICE', 'PRINTED_PRICES'] as const,
});

const SaleReadinessRef = builder.objectRef<SaleReadiness>('SaleReadiness').implement({
  description:
    'Whether customers can choose photos: what the delivery format sells needs a price above zero (delivery-only ' +
    'galleries need none).',
  fields: (t) => ({
    forSale: t.exposeBoolean('forSale', { description: 'At least one option is on sale.' }),
    digital: t.exposeBoolean('digital', { description: 'The digital photo is on sale.' }),
    printed: t.exposeBoolean('printed', { description: 'At least one printed size is on sale.' }),
    missing: t.field({ type: [SaleGapEnum], resolve: (readiness) => readiness.missing }),
  }),
});

builder.prismaObjectFields(EventRef, (t) => ({
  saleReadiness: t.field({
    type: SaleReadinessRef,
    select: saleSelect,
    resolve: (event) => saleReadiness(eventSale(event)),
  }),
  saleOptions: t.field({
    type: [SaleOptionRef],
    description: "What the event's photos can be bought as (the digital option's size is each photo's own).",
    select: saleSelect,
    resolve: (event) => saleOptions(eventSale(event)),
  }),
  startingPriceCents: t.int({
    nullable: true,
    description:
      "The gallery header's 'a partir de': the lowest price of a photo in centavos; null when the gallery names " +
      'no price (delivery only, a prepaid package, nothing priced).',
    select: saleSelect,
    resolve: (event) => startingPriceCents(eventSale(event)),
  }),
}));
