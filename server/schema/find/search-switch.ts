// What the studio's side of both photo searches shares: the progress type and the per-event switch mutation
// (setEventBibSearch, setEventFaceSearch), each with its own input, payload and Portuguese messages.
import { builder } from '../../builder.ts';
import { type SearchKind, setEventSearch } from '../../services/find/search-scans.ts';
import { commonErrors } from '../errors/types.ts';
import { EventSelector, findEvent } from '../event/selectors.ts';

export const SearchProgressRef = builder
  .objectRef<{ indexed: number; total: number }>('SearchProgress')
  .implement({
    description: "How many of the event's ready photos have been read for a kind of search.",
    fields: (t) => ({
      indexed: t.exposeInt('indexed'),
      total: t.exposeInt('total'),
    }),
  });

/** Declares `set<Noun>` (input `Set<Noun>Input`, payload `Set<Noun>Payload`) turning the kind's search on or off. */
export function searchSwitchMutation(options: {
  noun: 'EventBibSearch' | 'EventFaceSearch';
  kind: SearchKind;
  description: string;
  messages: { on: string; off: string };
}) {
  const { noun, kind, description, messages } = options;
  const input = builder.inputType(`Set${noun}Input`, {
    fields: (t) => ({
      event: t.field({ type: EventSelector, required: true }),
      enabled: t.boolean({ required: true }),
    }),
  });
  builder.mutationField(`set${noun}`, (t) =>
    t.field({
      type: builder.objectRef<{ message: string; eventId: string }>(`Set${noun}Payload`).implement({
        fields: (p) => ({
          message: p.exposeString('message'),
          event: p.prismaField({
            type: 'Event',
            resolve: (query, payload, _args, context) =>
              context.db.event.findUniqueOrThrow({ ...query, where: { id: payload.eventId } }),
          }),
        }),
      }),
      description,
      authScopes: { isStudioAdmin: true },
      errors: { types: commonErrors },
      args: { input: t.arg({ type: input, required: true }) },
      resolve: async (_root, args, context) => {
        const event = await findEvent(context, args.input.event);
        await setEventSearch(context, event.id, kind, args.input.enabled);
        return { message: args.input.enabled ? messages.on : messages.off, eventId: event.id };
      },
    }),
  );
}
