// What the studio's side of both photo searches shares: the event's switch and progress fields and the per-event
// switch mutation (setEventBibSearch, setEventFaceSearch), each with its own input, payload and Portuguese messages.

import { builder } from '../../builder.ts';
import { byRole } from '../../role-gate.ts';
import { type SearchKind, searchProgress, setEventSearch } from '../../services/find/search-scans.ts';
import { commonErrors } from '../errors/types.ts';
import { EventSelector, findEvent } from '../event/selectors.ts';
import { EventRef } from '../event/types.ts';
import { eventPayload } from '../payloads.ts';

const SearchProgressRef = builder
  .objectRef<{ indexed: number; total: number; processing: number }>('SearchProgress')
  .implement({
    description: "How many of the event's ready photos have been read for a kind of search.",
    fields: (t) => ({
      indexed: t.exposeInt('indexed'),
      total: t.exposeInt('total'),
      processing: t.exposeInt('processing', {
        description: 'Photos still being processed after upload: read once ready.',
      }),
    }),
  });

/**
 * Declares Event.<field> (whether the gallery offers the search), Event.<field>Progress (the studio's view of the
 * reading) and `setEvent<Field>` (input `SetEvent<Field>Input`, payload `SetEvent<Field>Payload`) turning it on or off.
 */
export function searchSwitch(options: {
  field: 'bibSearch' | 'faceSearch';
  kind: SearchKind;
  descriptions: { field: string; progress: string; mutation: string };
  messages: { on: string; off: string };
}) {
  const { field, kind, descriptions, messages } = options;
  builder.prismaObjectFields(EventRef, (t) => ({
    [field]: t.exposeBoolean(field, { description: descriptions.field }),
    [`${field}Progress`]: t.field({
      type: SearchProgressRef,
      authScopes: byRole,
      description: descriptions.progress,
      resolve: (event, _args, context) => searchProgress(context.db, event.id, kind),
    }),
  }));
  const noun = `Event${field[0]!.toUpperCase()}${field.slice(1)}`;
  const input = builder.inputType(`Set${noun}Input`, {
    fields: (t) => ({
      event: t.field({ type: EventSelector, required: true }),
      enabled: t.boolean({ required: true }),
    }),
  });
  builder.mutationField(`set${noun}`, (t) =>
    t.field({
      type: eventPayload(`Set${noun}Payload`),
      description: descriptions.mutation,
      authScopes: byRole,
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
