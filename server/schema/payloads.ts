// Mutation payload shapes shared by many mutations: a message (for the REST mensagem.texto) and the changed row.
import { builder } from '../builder.ts';

export interface MessageResult {
  message: string;
}

export function messagePayload(name: string) {
  return builder.objectRef<MessageResult>(name).implement({
    fields: (t) => ({ message: t.exposeString('message') }),
  });
}

export interface StudioResult extends MessageResult {
  studioId: string;
}

/** A payload carrying the updated studio, so Relay refreshes every screen that shows it. */
export function studioPayload(name: string) {
  return builder.objectRef<StudioResult>(name).implement({
    fields: (t) => ({
      message: t.exposeString('message'),
      studio: t.prismaField({
        type: 'Studio',
        resolve: (query, payload, _args, context) =>
          context.db.studio.findUniqueOrThrow({ ...query, where: { id: payload.studioId } }),
      }),
    }),
  });
}

export interface EventResult extends MessageResult {
  eventId: string;
}

/** A payload carrying the changed event, so Relay refreshes every screen that shows it. */
export function eventPayload(name: string) {
  return builder.objectRef<EventResult>(name).implement({
    fields: (t) => ({
      message: t.exposeString('message'),
      event: t.prismaField({
        type: 'Event',
        resolve: (query, payload, _args, context) =>
          context.db.event.findUniqueOrThrow({ ...query, where: { id: payload.eventId } }),
      }),
    }),
  });
}
