// Abandoned-cart reminders as the studio sees them: the delay it chose and how many reminders brought sales back.

import { builder } from '../../builder.ts';
import { reminderDelayChoices } from '../../domain/cart-reminders.ts';
import { byRole } from '../../role-gate.ts';
import { cartReminderFigures } from '../../services/cart/cart-reminders.ts';
import { StudioRef } from '../studio/types.ts';

interface CartReminderShape {
  studioId: string;
  delayHours: number | null;
}

const CartReminderFiguresRef = builder
  .objectRef<{ sent: number; recovered: number; recoveredCents: number }>('CartReminderFigures')
  .implement({
    description: 'Since reminders were first turned on.',
    fields: (t) => ({
      sent: t.exposeInt('sent', { description: 'Reminder e-mails sent.' }),
      recovered: t.exposeInt('recovered', {
        description: 'Reminders after which a cart they cover was paid (an approved payment).',
      }),
      recoveredCents: t.exposeInt('recoveredCents', { description: 'What those paid orders came to.' }),
    }),
  });

const CartReminderSettingsRef = builder.objectRef<CartReminderShape>('CartReminderSettings').implement({
  fields: (t) => ({
    delayHours: t.int({
      nullable: true,
      description: 'Hours after the cart was left; null: reminders are off (the default).',
      resolve: (settings) => settings.delayHours,
    }),
    delayChoices: t.intList({ resolve: () => [...reminderDelayChoices] }),
    figures: t.field({
      type: CartReminderFiguresRef,
      resolve: (settings, _args, context) => cartReminderFigures(context.db, settings.studioId),
    }),
  }),
});

builder.prismaObjectFields(StudioRef, (t) => ({
  cartReminders: t.field({
    type: CartReminderSettingsRef,
    authScopes: byRole,
    select: { id: true, cartReminderDelayHours: true },
    resolve: (studio) => ({ studioId: studio.id, delayHours: studio.cartReminderDelayHours }),
  }),
}));
