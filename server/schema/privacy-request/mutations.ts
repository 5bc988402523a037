// A customer's LGPD requests: asked and confirmed on the storefront ('Meus dados'), and opened or carried out by the
// studio in /adm 'Privacidade e LGPD'.
import { z } from 'zod';
import { builder } from '../../builder.ts';
import {
  DataRequestError,
  DataRequestLinkError,
  DataRequestRateLimitedError,
  dataRequestAskedMessage,
  dataRequestConfirmedMessages,
  dataRequestMessages,
} from '../../domain/data-requests.ts';
import { uuidOrNil } from '../../domain/ids.ts';
import { isValidCpf } from '../../domain/text-rules.ts';
import type { DataRequestKind } from '../../generated/prisma/enums.ts';
import { byRole } from '../../role-gate.ts';
import {
  askForDataRequest,
  carryOutDataRequest,
  confirmDataRequest,
  startStudioDeletion,
  startStudioExport,
} from '../../services/privacy/data-requests.ts';
import { commonErrors } from '../errors/types.ts';
import { requestOrigin } from '../origin.ts';
import { messagePayload } from '../payloads.ts';
import { DataRequestKindEnum, DataRequestRef } from './types.ts';

const email = z
  .string()
  .trim()
  .min(1, 'Informe o e-mail')
  .max(254, 'E-mail muito longo')
  .pipe(z.email('E-mail inválido'));
const cpf = z
  .string()
  .trim()
  .refine((value) => value === '' || isValidCpf(value), 'CPF inválido');

builder.mutationField('requestCustomerData', (t) =>
  t.field({
    type: messagePayload('RequestCustomerDataPayload'),
    description:
      "'Meus dados' on the storefront: a copy of the customer's data at this studio, or its deletion. A one-time " +
      'link valid 48 hours is e-mailed to confirm it; the answer is the same whether or not the address has data ' +
      'here. Limited per visitor (refused) and per address (silently).',
    errors: { types: [DataRequestRateLimitedError, ...commonErrors] },
    args: {
      input: t.arg({
        type: builder.inputType('RequestCustomerDataInput', {
          fields: (i) => ({
            email: i.string({ required: true, validate: email }),
            cpf: i.string({
              description: 'Optional: helps the studio find orders placed with another e-mail.',
              validate: cpf,
            }),
            kind: i.field({ type: DataRequestKindEnum, required: true }),
          }),
        }),
        required: true,
      }),
    },
    resolve: async (_root, { input }, context) => {
      await askForDataRequest(context, {
        email: input.email,
        cpf: input.cpf ?? '',
        kind: input.kind as DataRequestKind,
        storefrontUrl: requestOrigin(context),
      });
      return { message: dataRequestAskedMessage };
    },
  }),
);

const ConfirmPayload = builder
  .objectRef<{ message: string; kind: DataRequestKind }>('ConfirmCustomerDataRequestPayload')
  .implement({
    fields: (p) => ({
      message: p.exposeString('message'),
      kind: p.expose('kind', { type: DataRequestKindEnum }),
    }),
  });

builder.mutationField('confirmCustomerDataRequest', (t) =>
  t.field({
    type: ConfirmPayload,
    description:
      "The confirmation e-mail's link, opened on the storefront: the request is confirmed (once). A copy is " +
      'prepared at once and its link e-mailed; a deletion waits for the studio (at most until 2 days before its deadline).',
    errors: { types: [DataRequestLinkError, ...commonErrors] },
    args: {
      input: t.arg({
        type: builder.inputType('ConfirmCustomerDataRequestInput', {
          fields: (i) => ({
            token: i.string({
              required: true,
              description: 'codigo: from the e-mail link.',
              validate: z.string().max(200),
            }),
          }),
        }),
        required: true,
      }),
    },
    resolve: async (_root, { input }, context) => {
      const row = await confirmDataRequest(context, {
        token: input.token,
        storefrontUrl: requestOrigin(context),
      });
      return { message: dataRequestConfirmedMessages[row.kind], kind: row.kind };
    },
  }),
);

interface DataRequestResult {
  message: string;
  requestId: string;
  studioId: string;
}

function dataRequestPayload(name: string) {
  return builder.objectRef<DataRequestResult>(name).implement({
    fields: (p) => ({
      message: p.exposeString('message'),
      dataRequest: p.prismaField({
        type: 'DataRequest',
        resolve: (query, payload, _args, context) =>
          context.db.dataRequest.findUniqueOrThrow({ ...query, where: { id: payload.requestId } }),
      }),
      studio: p.prismaField({
        type: 'Studio',
        resolve: (query, payload, _args, context) =>
          context.db.studio.findUniqueOrThrow({ ...query, where: { id: payload.studioId } }),
      }),
    }),
  });
}

const customerEmail = { required: true, validate: email } as const;
const customerCpf = {
  description: 'Also finds the orders and visits with this CPF.',
  validate: cpf,
} as const;

const ExportCustomerDataInput = builder.inputType('ExportCustomerDataInput', {
  fields: (i) => ({ email: i.string(customerEmail), cpf: i.string(customerCpf) }),
});

const DeleteCustomerDataInput = builder.inputType('DeleteCustomerDataInput', {
  fields: (i) => ({
    email: i.string(customerEmail),
    cpf: i.string(customerCpf),
    confirmEmail: i.string({
      required: true,
      description: "The customer's e-mail typed again: a deletion cannot be undone.",
      validate: z.string().max(254),
    }),
  }),
});

builder.mutationField('exportCustomerData', (t) =>
  t.field({
    type: dataRequestPayload('ExportCustomerDataPayload'),
    description:
      "A copy of a customer's data (dados.json and dados.html in a ZIP), opened by the studio: no confirmation, " +
      'nothing e-mailed; its link shows in /adm for 7 days.',
    authScopes: byRole,
    errors: { types: [DataRequestError, ...commonErrors] },
    args: { input: t.arg({ type: ExportCustomerDataInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const row = await startStudioExport(context, { email: input.email, cpf: input.cpf ?? '' });
      return { message: dataRequestMessages.exportStarted, requestId: row.id, studioId: row.studioId };
    },
  }),
);

builder.mutationField('deleteCustomerData', (t) =>
  t.field({
    type: dataRequestPayload('DeleteCustomerDataPayload'),
    description:
      "Deletes a customer's data at once (what the law lets go), anonymising their orders: amounts, dates and items " +
      'stay. Cannot be undone; confirmEmail must repeat the e-mail.',
    authScopes: byRole,
    errors: { types: [DataRequestError, ...commonErrors] },
    args: { input: t.arg({ type: DeleteCustomerDataInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const row = await startStudioDeletion(context, {
        email: input.email,
        cpf: input.cpf ?? '',
        typedEmail: input.confirmEmail,
        storefrontUrl: requestOrigin(context),
      });
      return { message: dataRequestMessages.deletionStarted, requestId: row.id, studioId: row.studioId };
    },
  }),
);

builder.mutationField('carryOutDataRequest', (t) =>
  t.field({
    type: dataRequestPayload('CarryOutDataRequestPayload'),
    description:
      "Carries out a customer's confirmed deletion (or one that failed): their data is deleted and they are told " +
      'by e-mail. confirmEmail must repeat the e-mail.',
    authScopes: byRole,
    errors: { types: [DataRequestError, ...commonErrors] },
    args: {
      input: t.arg({
        type: builder.inputType('CarryOutDataRequestInput', {
          fields: (i) => ({
            request: i.globalID({ for: DataRequestRef, required: true }),
            confirmEmail: i.string({ required: true, validate: z.string().max(254) }),
          }),
        }),
        required: true,
      }),
    },
    resolve: async (_root, { input }, context) => {
      const row = await carryOutDataRequest(context, {
        requestId: uuidOrNil(input.request.id),
        typedEmail: input.confirmEmail,
        storefrontUrl: requestOrigin(context),
      });
      return { message: dataRequestMessages.deletionStarted, requestId: row.id, studioId: row.studioId };
    },
  }),
);
