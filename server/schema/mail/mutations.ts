// An admin sends itself one of the studio's e-mails, with sample data, to see it as customers do.

import { builder } from '../../builder.ts';
import { TestEmailRateLimitedError } from '../../domain/mail-delivery.ts';
import { byRole } from '../../role-gate.ts';
import { sendTestEmail } from '../../services/email-samples/email-samples.ts';
import { commonErrors } from '../errors/types.ts';
import { requestOrigin } from '../origin.ts';
import { EmailKindRef } from './types.ts';

const SendTestEmailInput = builder.inputType('SendTestEmailInput', {
  fields: (t) => ({ kind: t.field({ type: EmailKindRef, required: true }) }),
});

const SendTestEmailPayload = builder
  .objectRef<{ message: string; to: string }>('SendTestEmailPayload')
  .implement({
    fields: (t) => ({
      message: t.exposeString('message'),
      to: t.exposeString('to', { description: "The signed-in admin's e-mail, where the test goes." }),
    }),
  });

builder.mutationField('sendTestEmail', (t) =>
  t.field({
    type: SendTestEmailPayload,
    description: 'Queues the sample of one e-mail to the signed-in admin (5 an hour per studio).',
    authScopes: byRole,
    errors: { types: [TestEmailRateLimitedError, ...commonErrors] },
    args: { input: t.arg({ type: SendTestEmailInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const { to } = await sendTestEmail(context, { kind: input.kind, baseUrl: requestOrigin(context) });
      return { message: `E-mail de teste enviado para ${to}`, to };
    },
  }),
);
