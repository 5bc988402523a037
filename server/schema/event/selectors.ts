// Ways to name a studio's rows in inputs: an event by id or by its address (urlEvento), as the REST paths do.
import { builder } from '../../builder.ts';
import type { Context } from '../../context.ts';
import type { Event } from '../../generated/prisma/client.ts';
import { findStudioEvent } from '../../services/events/event-queries.ts';
import { requireStudio } from '../../services/request-context.ts';
import { EventRef } from './types.ts';

export const EventSelector = builder.inputType('EventSelector', {
  isOneOf: true,
  description: 'An event of the studio: by its global id or by its address (urlEvento).',
  fields: (t) => ({
    id: t.globalID({ for: EventRef }),
    slug: t.string(),
  }),
});

export type EventSelectorValue = typeof EventSelector.$inferInput;

/** The event of the request's studio the selector names; NotFoundError otherwise. */
export function findEvent(context: Context, selector: EventSelectorValue): Promise<Event> {
  return findStudioEvent(context, { id: selector.id?.id, slug: selector.slug });
}

export { requireStudio };
