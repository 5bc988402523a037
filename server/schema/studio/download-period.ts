// The days an order paid before its event expired keeps its downloads after the expiry (event/expiry.ts closes sales).

import { builder } from '../../builder.ts';
import { DownloadDaysError } from '../../domain/event-expiry.ts';
import { byRole } from '../../role-gate.ts';
import { setDownloadDaysAfterExpiry } from '../../services/events/event-expiry.ts';
import { requireStudio } from '../../services/request-context.ts';
import { commonErrors } from '../errors/types.ts';
import { studioPayload } from '../payloads.ts';
import { StudioRef } from './types.ts';

builder.prismaObjectFields(StudioRef, (t) => ({
  downloadDaysAfterExpiry: t.exposeInt('downloadDaysAfterExpiry', {
    authScopes: byRole,
    description:
      'Days an order paid before its event expired keeps its downloads after the expiry (0 to 365).',
  }),
}));

builder.mutationField('updateDownloadDaysAfterExpiry', (t) =>
  t.field({
    type: studioPayload('UpdateDownloadDaysAfterExpiryPayload'),
    authScopes: byRole,
    errors: { types: [DownloadDaysError, ...commonErrors] },
    args: {
      input: t.arg({
        type: builder.inputType('UpdateDownloadDaysAfterExpiryInput', {
          fields: (i) => ({ days: i.int({ required: true, description: '0 to 365.' }) }),
        }),
        required: true,
      }),
    },
    resolve: async (_root, { input }, context) => {
      await setDownloadDaysAfterExpiry(context, input.days);
      return { message: 'Prazo para baixar salvo', studioId: requireStudio(context).id };
    },
  }),
);
