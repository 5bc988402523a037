// Event expiry for the studio: 'Encerrar as vendas em' on an event (set, extend, reopen); the event tells anyone whether
// its gallery is closed. The days paid orders keep downloading after it are the studio's (studio/download-period.ts).

import { builder } from '../../builder.ts';
import { EventExpiryError, isExpired } from '../../domain/event-expiry.ts';
import { byRole } from '../../role-gate.ts';
import { setEventExpiry } from '../../services/events/event-expiry.ts';
import { commonErrors } from '../errors/types.ts';
import { eventPayload } from '../payloads.ts';
import { EventSelector, findEvent } from './selectors.ts';
import { EventRef } from './types.ts';

builder.prismaObjectFields(EventRef, (t) => ({
  expiresAt: t.expose('expiresAt', {
    type: 'DateTime',
    nullable: true,
    description: "Sales close at this instant ('Encerrar as vendas em'); null: never.",
  }),
  expired: t.boolean({
    description: "The gallery is closed ('Galeria encerrada'): it sells nothing.",
    select: { expiresAt: true },
    resolve: (event) => isExpired(event.expiresAt),
  }),
}));

const SetEventExpiryInput = builder.inputType('SetEventExpiryInput', {
  fields: (t) => ({
    event: t.field({ type: EventSelector, required: true }),
    expiresAt: t.field({
      type: 'DateTime',
      description: 'When sales close (in the future); null reopens the gallery for good (never expires).',
    }),
  }),
});

builder.mutationField('setEventExpiry', (t) =>
  t.field({
    type: eventPayload('SetEventExpiryPayload'),
    authScopes: byRole,
    errors: { types: [EventExpiryError, ...commonErrors] },
    args: { input: t.arg({ type: SetEventExpiryInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const event = await findEvent(context, input.event);
      const expiresAt = input.expiresAt ?? null;
      await setEventExpiry(context, event.id, expiresAt);
      const message = !expiresAt
        ? isExpired(event.expiresAt)
          ? 'Galeria reaberta'
          : 'A galeria não tem mais data de encerramento'
        : isExpired(event.expiresAt)
          ? 'Galeria prorrogada'
          : 'Data de encerramento salva';
      return { message, eventId: event.id };
    },
  }),
);
