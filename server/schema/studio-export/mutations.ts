// 'Exportar dados', 'Encerrar a loja' and its cancelling (owner only), and an event's originals as one ZIP.
import { z } from 'zod';
import { builder } from '../../builder.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { uuidOrNil } from '../../domain/ids.ts';
import { closingDateText, StudioClosureError } from '../../domain/studio-closure.ts';
import { byRole } from '../../role-gate.ts';
import {
  eventOriginalsArchive,
  eventOriginalsLinkCode,
  eventOriginalsPath,
} from '../../services/events/event-originals.ts';
import {
  cancelStudioClosure,
  exportStudioData,
  requestStudioClosure,
} from '../../services/studios/studio-closure.ts';
import { commonErrors } from '../errors/types.ts';
import { EventRef } from '../event/types.ts';
import { studioPayload } from '../payloads.ts';

builder.mutationField('exportStudioData', (t) =>
  t.field({
    type: studioPayload('ExportStudioDataPayload'),
    description:
      'Starts an export of everything (events, originals, price tables, customers, orders); its link is e-mailed.',
    authScopes: byRole,
    errors: { types: [StudioClosureError, ...commonErrors] },
    resolve: async (_root, _args, context) => {
      const row = await exportStudioData(context);
      return {
        message: 'Exportação iniciada. O link para baixar chega por e-mail quando ela ficar pronta.',
        studioId: row.studioId,
      };
    },
  }),
);

builder.mutationField('requestStudioClosure', (t) =>
  t.field({
    type: studioPayload('RequestStudioClosurePayload'),
    description: 'Closes the studio after 30 days (cancellable until then), exporting its data first.',
    authScopes: byRole,
    errors: { types: [StudioClosureError, ...commonErrors] },
    args: {
      input: t.arg({
        type: builder.inputType('RequestStudioClosureInput', {
          fields: (i) => ({
            password: i.string({ required: true, validate: z.string().min(1, 'Informe a senha').max(200) }),
          }),
        }),
        required: true,
      }),
    },
    resolve: async (_root, { input }, context) => {
      const studio = await requestStudioClosure(context, input.password);
      return {
        message: `Encerramento marcado para ${closingDateText(studio.closesAt!)}. A exportação dos dados foi iniciada.`,
        studioId: studio.id,
      };
    },
  }),
);

builder.mutationField('cancelStudioClosure', (t) =>
  t.field({
    type: studioPayload('CancelStudioClosurePayload'),
    authScopes: byRole,
    errors: { types: [StudioClosureError, ...commonErrors] },
    resolve: async (_root, _args, context) => {
      const studio = await cancelStudioClosure(context);
      return { message: 'Encerramento cancelado. A loja continua no ar.', studioId: studio.id };
    },
  }),
);

builder.mutationField('createEventOriginalsLink', (t) =>
  t.field({
    type: builder.objectRef<{ url: string; fileName: string }>('CreateEventOriginalsLinkPayload').implement({
      description: "Every photo's original of the event as one ZIP, valid for a few minutes.",
      fields: (p) => ({ url: p.exposeString('url'), fileName: p.exposeString('fileName') }),
    }),
    authScopes: byRole,
    errors: { types: [NotFoundError] },
    args: {
      input: t.arg({
        type: builder.inputType('CreateEventOriginalsLinkInput', {
          fields: (i) => ({ event: i.globalID({ for: EventRef, required: true }) }),
        }),
        required: true,
      }),
    },
    resolve: async (_root, { input }, context) => {
      const archive = await eventOriginalsArchive(context, uuidOrNil(input.event.id));
      return {
        url: `${eventOriginalsPath(archive.eventId)}?link=${eventOriginalsLinkCode(context.services, archive.eventId)}`,
        fileName: archive.fileName,
      };
    },
  }),
);
