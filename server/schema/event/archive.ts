// Studio admin: an event's archive (Event.archive, for the progress bar) and the archiveEvent/restoreEvent mutations
// that start the jobs moving its originals (services/events/event-archive.ts).
import { builder } from '../../builder.ts';
import { archiveMessages, EventArchiveError } from '../../domain/event-archive.ts';
import { EventArchiveStatus } from '../../generated/prisma/enums.ts';
import { byRole } from '../../role-gate.ts';
import { startEventArchive, startEventRestore } from '../../services/events/event-archive.ts';
import { requireStudio } from '../../services/request-context.ts';
import { commonErrors } from '../errors/types.ts';
import { eventPayload } from '../payloads.ts';
import { EventSelector, findEvent } from './selectors.ts';
import { EventRef } from './types.ts';

const EventArchiveStatusEnum = builder.enumType(EventArchiveStatus, {
  name: 'EventArchiveStatus',
  description:
    'ARCHIVING and RESTORING while a job moves the originals; ARCHIVED once they are all in the archive.',
});

interface ArchiveShape {
  archiveStatus: EventArchiveStatus | null;
  archivedAt: Date | null;
  previewsDropped: boolean;
  archiveTotal: number;
  archiveDone: number;
  archiveError: string | null;
}

const EventArchiveRef = builder.objectRef<ArchiveShape>('EventArchive').implement({
  description:
    "Where an event's originals are: the platform's storage (status null), the archive, or on their way.",
  fields: (t) => ({
    status: t.expose('archiveStatus', { type: EventArchiveStatusEnum, nullable: true }),
    archivedAt: t.expose('archivedAt', { type: 'DateTime', nullable: true }),
    previewsDropped: t.exposeBoolean('previewsDropped', {
      description: 'The public images were deleted with the archive: the gallery is empty until restored.',
    }),
    total: t.exposeInt('archiveTotal', { description: 'Originals the running (or last) job moves.' }),
    done: t.exposeInt('archiveDone', { description: 'Of those, how many are where the job takes them.' }),
    error: t.exposeString('archiveError', {
      nullable: true,
      description: 'Why the last run failed, in Portuguese; the job tries again by itself.',
    }),
  }),
});

builder.prismaObjectFields(EventRef, (t) => ({
  archive: t.field({
    type: EventArchiveRef,
    authScopes: byRole,
    select: {
      archiveStatus: true,
      archivedAt: true,
      previewsDropped: true,
      archiveTotal: true,
      archiveDone: true,
      archiveError: true,
    },
    resolve: (event) => event,
  }),
}));

const ArchiveEventInput = builder.inputType('ArchiveEventInput', {
  fields: (t) => ({
    event: t.field({ type: EventSelector, required: true }),
    dropPreviews: t.boolean({
      defaultValue: false,
      description: "'Apagar também as prévias': the public images go too, and are rendered again on restore.",
    }),
  }),
});

builder.mutationField('archiveEvent', (t) =>
  t.field({
    type: eventPayload('ArchiveEventPayload'),
    authScopes: byRole,
    errors: { types: [EventArchiveError, ...commonErrors] },
    args: { input: t.arg({ type: ArchiveEventInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const event = await findEvent(context, input.event);
      await startEventArchive(context.db, {
        studioId: requireStudio(context).id,
        eventId: event.id,
        dropPreviews: input.dropPreviews ?? false,
      });
      return { message: archiveMessages.archiving, eventId: event.id };
    },
  }),
);

const RestoreEventInput = builder.inputType('RestoreEventInput', {
  fields: (t) => ({ event: t.field({ type: EventSelector, required: true }) }),
});

builder.mutationField('restoreEvent', (t) =>
  t.field({
    type: eventPayload('RestoreEventPayload'),
    authScopes: byRole,
    errors: { types: [EventArchiveError, ...commonErrors] },
    args: { input: t.arg({ type: RestoreEventInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const event = await findEvent(context, input.event);
      await startEventRestore(context.db, { studioId: requireStudio(context).id, eventId: event.id });
      return { message: archiveMessages.restoring, eventId: event.id };
    },
  }),
);
