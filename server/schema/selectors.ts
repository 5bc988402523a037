// Ways to name a studio's rows in inputs: an event by id or by its address (urlEvento), as the REST paths do.

import { builder } from '../builder.ts';
import type { Context } from '../context.ts';
import { NotFoundError } from '../domain/errors.ts';
import type { Event } from '../generated/prisma/client.ts';
import { EventRef } from './event/types.ts';
import { studioIdOf, uuidOrNil } from './node/tenant-where.ts';

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
export async function findEvent(context: Context, selector: EventSelectorValue): Promise<Event> {
  const studioId = studioIdOf(context);
  const event = selector.id
    ? await context.db.event.findFirst({ where: { id: uuidOrNil(selector.id.id), studioId } })
    : await context.db.event.findFirst({ where: { slug: selector.slug ?? '', studioId } });
  if (!event) throw new NotFoundError('Evento não encontrado');
  return event;
}

/** The request's studio; NotFoundError when the host names none. */
export function requireStudio(context: Context) {
  if (!context.studio) throw new NotFoundError('Estúdio não encontrado');
  return context.studio;
}
