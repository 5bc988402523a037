// The studio's e-mails as the 'E-mails' page shows them: every kind, rendered with sample data.

import { builder } from '../../builder.ts';
import { byRole } from '../../role-gate.ts';
import {
  type EmailKind,
  type EmailSample,
  emailKinds,
  emailSamples,
  sampleStudio,
  testEmailRecipient,
} from '../../services/email-samples/email-samples.ts';
import { requestOrigin } from '../origin.ts';
import { StudioRef } from '../studio/types.ts';

export const EmailKindRef = builder.enumType('EmailKind', {
  values: Object.fromEntries(
    emailKinds.map((kind) => [kind.toUpperCase().replaceAll('-', '_'), { value: kind }]),
  ) as Record<string, { value: EmailKind }>,
});

const EmailRecipientRef = builder.enumType('EmailRecipient', {
  values: {
    CUSTOMER: { value: 'CUSTOMER', description: "The studio's customer." },
    STUDIO: { value: 'STUDIO', description: "The studio's admins." },
  } as const,
});

const EmailSampleRef = builder.objectRef<EmailSample>('EmailSample').implement({
  description: 'One e-mail the studio sends, rendered with sample data in its name, logo and accent colour.',
  fields: (t) => ({
    kind: t.field({ type: EmailKindRef, resolve: (sample) => sample.kind }),
    title: t.exposeString('title'),
    description: t.exposeString('description', { description: 'When it is sent.' }),
    recipient: t.field({ type: EmailRecipientRef, resolve: (sample) => sample.recipient }),
    subject: t.exposeString('subject'),
    text: t.exposeString('text'),
    html: t.exposeString('html', { description: 'Show it only in a sandboxed frame (sandbox="").' }),
  }),
});

builder.prismaObjectFields(StudioRef, (t) => ({
  emailSamples: t.field({
    type: [EmailSampleRef],
    authScopes: byRole,
    select: { id: true },
    resolve: async (_studio, _args, context) =>
      emailSamples(await sampleStudio(context, requestOrigin(context))),
  }),
  testEmailRecipient: t.string({
    description: "The signed-in admin's e-mail, where sendTestEmail sends.",
    authScopes: byRole,
    nullable: true,
    select: { id: true },
    resolve: (_studio, _args, context) => testEmailRecipient(context),
  }),
}));
