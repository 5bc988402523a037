// An event's discounts: the quantity tiers (the percentage table of the gallery settings) and the 'todas as fotos'
// price. Customers read them (the gallery's hint, the all-photos button); the studio sets them.

import { builder } from '../../builder.ts';
import { DiscountSettingsError, type DiscountTier, offersAllPhotos } from '../../domain/discounts.ts';
import { byRole } from '../../role-gate.ts';
import { updateEventDiscounts } from '../../services/events/discounts.ts';
import { commonErrors } from '../errors/types.ts';
import { eventPayload } from '../payloads.ts';
import { EventSelector, findEvent } from './selectors.ts';
import { EventRef } from './types.ts';

export const DiscountTierRef = builder.objectRef<DiscountTier>('DiscountTier').implement({
  description: 'From minimumQuantity units charged one by one, percent off the products (never shipping).',
  fields: (t) => ({
    minimumQuantity: t.exposeInt('minimumQuantity'),
    percent: t.exposeInt('percent'),
  }),
});

builder.prismaObjectFields(EventRef, (t) => ({
  discountTiers: t.field({
    type: [DiscountTierRef],
    description: 'The quantity discounts, smallest minimum first.',
    select: { discountTiers: { orderBy: { minimumQuantity: 'asc' } } },
    resolve: (event) => event.discountTiers,
  }),
  allPhotosPriceCents: t.exposeInt('allPhotosPriceCents', {
    nullable: true,
    description: "The 'todas as fotos' price as the studio set it (offered only where allPhotosOffered).",
  }),
  allPhotosOffered: t.boolean({
    description:
      'Customers can buy every photo in digital for allPhotosPriceCents (normal mode, digital on sale).',
    select: { mode: true, deliveryFormat: true, digitalPriceCents: true, allPhotosPriceCents: true },
    resolve: (event) => offersAllPhotos(event),
  }),
}));

const DiscountTierInput = builder.inputType('DiscountTierInput', {
  fields: (t) => ({
    minimumQuantity: t.int({ required: true }),
    percent: t.int({ required: true, description: 'Whole percent, 1 to 90.' }),
  }),
});

const UpdateEventDiscountsInput = builder.inputType('UpdateEventDiscountsInput', {
  fields: (t) => ({
    event: t.field({ type: EventSelector, required: true }),
    tiers: t.field({
      type: [DiscountTierInput],
      required: true,
      description: 'The whole table (replaces it).',
    }),
    allPhotosPrice: t.string({
      description: 'Reais with a comma or a dot (150,00); blank or null: not offered.',
    }),
  }),
});

builder.mutationField('updateEventDiscounts', (t) =>
  t.field({
    type: eventPayload('UpdateEventDiscountsPayload'),
    authScopes: byRole,
    errors: { types: [DiscountSettingsError, ...commonErrors] },
    args: { input: t.arg({ type: UpdateEventDiscountsInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const event = await findEvent(context, input.event);
      await updateEventDiscounts(context, event.id, input);
      return { message: 'Descontos salvos com sucesso', eventId: event.id };
    },
  }),
);
