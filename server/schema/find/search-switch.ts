// What the studio's side of both photo searches shares: the event's switch and progress fields and the per-event
// switch mutation (setEventBibSearch, setEventFaceSearch), each with its own input, payload and Portuguese messages.

import { builder } from '../../builder.ts';
import type { Backlog } from '../../domain/indexing-backlog.ts';
import { PlanFeatureUnavailableError } from '../../domain/plan.ts';
import { byRole } from '../../role-gate.ts';
import {
  type SearchKind,
  searchBacklog,
  searchProgress,
  setEventSearch,
} from '../../services/find/search-scans.ts';
import { requireStudio } from '../../services/request-context.ts';
import { requirePlanFeature } from '../../services/studios/studio-plan.ts';
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

const SearchBacklogRef = builder.objectRef<Backlog>('SearchBacklog').implement({
  description:
    "How far behind the reading of an event's photos is, from the database (whichever server or worker reads them).",
  fields: (t) => ({
    waiting: t.exposeInt('waiting', {
      description: 'Photos not read yet, those still being processed included.',
    }),
    photosPerMinute: t.exposeFloat('photosPerMinute', {
      nullable: true,
      description: 'The recent pace the estimate goes by; null when no photo was read lately.',
    }),
    secondsLeft: t.exposeInt('secondsLeft', {
      nullable: true,
      description: 'Seconds until the last photo is read at that pace; null without a pace to go by.',
    }),
  }),
});

/** The plan feature each search needs: without it the gallery does not offer it and the studio cannot turn it on. */
const planFeatures = { bibSearch: 'raceNumbers', faceSearch: 'selfieSearch' } as const;

/**
 * Declares Event.<field> (whether the gallery offers the search: switched on, and included in the studio's plan),
 * Event.<field>Progress (the studio's view of the reading), Event.<field>Backlog (how far behind it is) and `setEvent<Field>` (input `SetEvent<Field>Input`,
 * payload `SetEvent<Field>Payload`) turning it on (only when the plan includes it) or off.
 */
export function searchSwitch(options: {
  field: 'bibSearch' | 'faceSearch';
  kind: SearchKind;
  descriptions: { field: string; progress: string; backlog: string; mutation: string };
  messages: { on: string; off: string };
}) {
  const { field, kind, descriptions, messages } = options;
  const feature = planFeatures[field];
  builder.prismaObjectFields(EventRef, (t) => ({
    [field]: t.boolean({
      description: descriptions.field,
      select: { [field]: true, studio: { select: { plan: { select: { [feature]: true } } } } },
      resolve: (event) => {
        // The select's keys are computed, so its row type is not inferred: the two columns it reads.
        const row = event as unknown as Record<typeof field, boolean> & {
          studio: { plan: Record<typeof feature, boolean> };
        };
        return row[field] && row.studio.plan[feature];
      },
    }),
    [`${field}Progress`]: t.field({
      type: SearchProgressRef,
      authScopes: byRole,
      description: descriptions.progress,
      resolve: (event, _args, context) => searchProgress(context.db, event.id, kind),
    }),
    [`${field}Backlog`]: t.field({
      type: SearchBacklogRef,
      authScopes: byRole,
      description: descriptions.backlog,
      resolve: (event, _args, context) => searchBacklog(context.db, event.id, kind),
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
      errors: { types: [PlanFeatureUnavailableError, ...commonErrors] },
      args: { input: t.arg({ type: input, required: true }) },
      resolve: async (_root, args, context) => {
        const event = await findEvent(context, args.input.event);
        // Turning off is always allowed (a studio that changed plan clears what it no longer has).
        if (args.input.enabled) await requirePlanFeature(context.db, requireStudio(context).id, feature);
        await setEventSearch(context, event.id, kind, args.input.enabled);
        return { message: args.input.enabled ? messages.on : messages.off, eventId: event.id };
      },
    }),
  );
}
