// The studio turns abandoned-cart reminders on or off; the e-mail's links bring the cart back or stop reminders.

import { builder } from '../../builder.ts';
import { CartClosedError, InvalidQuantityError } from '../../domain/cart.ts';
import { CartReminderSettingsError, ReminderLinkError } from '../../domain/cart-reminders.ts';
import { GalleryClosedError } from '../../domain/event-expiry.ts';
import { PhotosNotForSaleError } from '../../domain/sale-readiness.ts';
import { byRole } from '../../role-gate.ts';
import {
  optOutOfCartReminders,
  resumeRemindedCart,
  setCartReminderDelay,
} from '../../services/cart/cart-reminders.ts';
import type { CartView } from '../../services/cart/cart-view.ts';
import { requireStudio } from '../../services/request-context.ts';
import { CartRef } from '../cart/types.ts';
import { commonErrors } from '../errors/types.ts';
import { messagePayload, studioPayload } from '../payloads.ts';

const UpdateCartReminderSettingsInput = builder.inputType('UpdateCartReminderSettingsInput', {
  fields: (t) => ({
    delayHours: t.int({
      description: 'Hours after the cart was left: 1, 6, 24 or 48; null turns reminders off.',
    }),
  }),
});

builder.mutationField('updateCartReminderSettings', (t) =>
  t.field({
    type: studioPayload('UpdateCartReminderSettingsPayload'),
    authScopes: byRole,
    errors: { types: [CartReminderSettingsError, ...commonErrors] },
    args: { input: t.arg({ type: UpdateCartReminderSettingsInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const studio = requireStudio(context);
      await setCartReminderDelay(context, input.delayHours ?? null);
      return {
        message:
          input.delayHours == null ? 'Lembretes de carrinho desligados' : 'Lembretes de carrinho ativados',
        studioId: studio.id,
      };
    },
  }),
);

const ReminderLinkInput = (name: string) =>
  builder.inputType(name, {
    fields: (t) => ({
      reminderId: t.string({ required: true, description: 'lembrete: from the e-mail link.' }),
      accessCode: t.string({ required: true, description: 'acesso: the link’s signature.' }),
    }),
  });

const ResumeRemindedCartPayload = builder
  .objectRef<{ message: string; cart: CartView }>('ResumeRemindedCartPayload')
  .implement({
    fields: (t) => ({
      message: t.exposeString('message'),
      cart: t.field({ type: CartRef, resolve: (payload) => payload.cart }),
    }),
  });

builder.mutationField('resumeRemindedCart', (t) =>
  t.field({
    type: ResumeRemindedCartPayload,
    description:
      "The reminder e-mail's link: its cart's photos join the viewer's cart (nothing else of that customer shows).",
    authScopes: { isGalleryCustomer: true },
    errors: {
      types: [
        ReminderLinkError,
        GalleryClosedError,
        CartClosedError,
        PhotosNotForSaleError,
        InvalidQuantityError,
        ...commonErrors,
      ],
    },
    args: { input: t.arg({ type: ReminderLinkInput('ResumeRemindedCartInput'), required: true }) },
    resolve: async (_root, { input }, context) => ({
      message: 'Seu carrinho está de volta',
      cart: await resumeRemindedCart(context, input),
    }),
  }),
);

builder.mutationField('optOutOfCartReminders', (t) =>
  t.field({
    type: messagePayload('OptOutOfCartRemindersPayload'),
    description: "The reminder e-mail's opt-out link: no more reminders from this studio to that address.",
    errors: { types: [ReminderLinkError, ...commonErrors] },
    args: { input: t.arg({ type: ReminderLinkInput('OptOutOfCartRemindersInput'), required: true }) },
    resolve: async (_root, { input }, context) => {
      const studio = requireStudio(context);
      await optOutOfCartReminders(context, input);
      return { message: `Pronto: você não receberá mais lembretes de carrinho de ${studio.name}.` };
    },
  }),
);
