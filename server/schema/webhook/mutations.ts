// The studio's webhook endpoints: register (the secret answered once), change, a new secret, delete; from the
// delivery log, 'Enviar teste' and 'Reenviar' (services/integrations/webhook-endpoints.ts).
import type { InputObjectRef } from '@pothos/core';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { z } from 'zod';
import { builder } from '../../builder.ts';
import type { Context } from '../../context.ts';
import { WebhookManualSendLimitError } from '../../domain/webhook-delivery.ts';
import {
  InvalidWebhookEventsError,
  InvalidWebhookUrlError,
  WebhookDescriptionTooLongError,
  WebhookEndpointLimitError,
} from '../../domain/webhook-endpoints.ts';
import type { WebhookAttempt } from '../../generated/prisma/client.ts';
import { byRole } from '../../role-gate.ts';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  redeliverWebhookMessage,
  rotateWebhookEndpointSecret,
  sendTestWebhook,
  updateWebhookEndpoint,
} from '../../services/integrations/webhook-endpoints.ts';
import { requireStudio } from '../../services/request-context.ts';
import { commonErrors } from '../errors/types.ts';
import { WebhookEndpointRef, WebhookMessageRef } from './types.ts';

const endpointErrors = [
  InvalidWebhookUrlError,
  InvalidWebhookEventsError,
  WebhookDescriptionTooLongError,
  ...commonErrors,
];

interface EndpointResult {
  message: string;
  endpointId: string;
  /** The signing secret, answered only when it was just made. */
  secret?: string;
}

function endpointPayload(name: string, options: { secret?: boolean } = {}) {
  return builder.objectRef<EndpointResult>(name).implement({
    fields: (t) => ({
      message: t.exposeString('message'),
      ...(options.secret && {
        secret: t.string({
          description: 'The signing secret (whsec_...): shown this once, keep it in the receiver.',
          resolve: (result) => result.secret!,
        }),
      }),
      endpoint: t.prismaField({
        type: 'WebhookEndpoint',
        resolve: (query, result, _args, context) =>
          context.db.webhookEndpoint.findUniqueOrThrow({ ...query, where: { id: result.endpointId } }),
      }),
      studio: t.prismaField({
        type: 'Studio',
        resolve: (query, _result, _args, context) =>
          context.db.studio.findUniqueOrThrow({ ...query, where: { id: requireStudio(context).id } }),
      }),
    }),
  });
}

const CreateWebhookEndpointInput = builder.inputType('CreateWebhookEndpointInput', {
  fields: (t) => ({
    url: t.string({ required: true, description: 'https://... of a public server.' }),
    description: t.string({ description: 'What receives it (up to 200 characters).' }),
    events: t.stringList({
      required: true,
      description: "The event types to receive: 'order.paid', 'photo.ready'... (Studio.webhookEventTypes).",
      validate: z.array(z.string()).max(20, 'Escolha no máximo 20 eventos.'),
    }),
  }),
});

builder.mutationField('createWebhookEndpoint', (t) =>
  t.field({
    type: endpointPayload('CreateWebhookEndpointPayload', { secret: true }),
    description: 'Registers an endpoint; the answer carries its signing secret, shown this once.',
    authScopes: byRole,
    errors: { types: [...endpointErrors, WebhookEndpointLimitError] },
    args: { input: t.arg({ type: CreateWebhookEndpointInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const { endpoint, secret } = await createWebhookEndpoint(context, input);
      return {
        message: 'Endpoint cadastrado: guarde o segredo, ele não será mostrado de novo',
        endpointId: endpoint.id,
        secret,
      };
    },
  }),
);

const UpdateWebhookEndpointInput = builder.inputType('UpdateWebhookEndpointInput', {
  fields: (t) => ({
    endpointId: t.globalID({ for: WebhookEndpointRef, required: true }),
    url: t.string(),
    description: t.string(),
    events: t.stringList(),
    enabled: t.boolean({
      description: 'false holds its deliveries; true again forgets its failures and sends what is pending.',
    }),
  }),
});

builder.mutationField('updateWebhookEndpoint', (t) =>
  t.field({
    type: endpointPayload('UpdateWebhookEndpointPayload'),
    description: 'Changes what is given; omitted fields stay as they are.',
    authScopes: byRole,
    errors: { types: endpointErrors },
    args: { input: t.arg({ type: UpdateWebhookEndpointInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const endpoint = await updateWebhookEndpoint(context, input.endpointId.id, input);
      const message =
        input.enabled === true
          ? 'Endpoint ativado'
          : input.enabled === false
            ? 'Endpoint desativado: os eventos não serão enviados até ele ser ativado de novo'
            : 'Endpoint salvo';
      return { message, endpointId: endpoint.id };
    },
  }),
);

const WebhookEndpointInput = builder.inputType('WebhookEndpointInput', {
  fields: (t) => ({ endpointId: t.globalID({ for: WebhookEndpointRef, required: true }) }),
});

builder.mutationField('rotateWebhookEndpointSecret', (t) =>
  t.field({
    type: endpointPayload('RotateWebhookEndpointSecretPayload', { secret: true }),
    description: 'A new signing secret, used from the next delivery on (the old one stops at once).',
    authScopes: byRole,
    errors: { types: commonErrors },
    args: { input: t.arg({ type: WebhookEndpointInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const { endpoint, secret } = await rotateWebhookEndpointSecret(context, input.endpointId.id);
      return {
        message: 'Novo segredo criado: guarde-o, ele não será mostrado de novo',
        endpointId: endpoint.id,
        secret,
      };
    },
  }),
);

const DeleteWebhookEndpointPayload = builder
  .objectRef<{ message: string; deletedEndpointId: string }>('DeleteWebhookEndpointPayload')
  .implement({
    fields: (t) => ({
      message: t.exposeString('message'),
      deletedEndpointId: t.exposeID('deletedEndpointId', {
        description: 'The Relay id of the deleted endpoint.',
      }),
      studio: t.prismaField({
        type: 'Studio',
        resolve: (query, _result, _args, context) =>
          context.db.studio.findUniqueOrThrow({ ...query, where: { id: requireStudio(context).id } }),
      }),
    }),
  });

builder.mutationField('deleteWebhookEndpoint', (t) =>
  t.field({
    type: DeleteWebhookEndpointPayload,
    description: 'Deletes the endpoint with its messages and their log.',
    authScopes: byRole,
    errors: { types: commonErrors },
    args: { input: t.arg({ type: WebhookEndpointInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      await deleteWebhookEndpoint(context, input.endpointId.id);
      return {
        message: 'Endpoint excluído',
        deletedEndpointId: encodeGlobalID('WebhookEndpoint', input.endpointId.id),
      };
    },
  }),
);

/** The toast after a manual attempt: what the receiver did with it. */
function attemptMessage(attempt: WebhookAttempt, what: string): string {
  return attempt.statusCode !== null && attempt.statusCode >= 200 && attempt.statusCode <= 299
    ? `${what} entregue: o servidor respondeu ${attempt.statusCode} em ${attempt.durationMs} ms`
    : `${what} não entregue: ${attempt.error ?? 'sem resposta'}`;
}

interface AttemptResult {
  attempt: WebhookAttempt;
  endpointId: string;
  messageId?: string;
}

/**
 * 'Enviar teste' and 'Reenviar': one attempt now (within the manual sends' limit), logged, answered with what the
 * receiver did, the attempt, its endpoint and, with `webhookMessage`, its message.
 */
function manualSendMutation<Input extends object>(
  name: string,
  options: {
    payload: string;
    description: string;
    input: InputObjectRef<typeof builder.$inferSchemaTypes, Input>;
    /** The start of the toast: 'Teste entregue...', 'Mensagem entregue...'. */
    what: string;
    webhookMessage?: boolean;
    send: (context: Context, input: Input) => Promise<AttemptResult>;
  },
) {
  const payload = builder.objectRef<AttemptResult & { message: string }>(options.payload).implement({
    fields: (t) => ({
      message: t.exposeString('message'),
      attempt: t.prismaField({
        type: 'WebhookAttempt',
        resolve: (query, result, _args, context) =>
          context.db.webhookAttempt.findUniqueOrThrow({ ...query, where: { id: result.attempt.id } }),
      }),
      ...(options.webhookMessage && {
        webhookMessage: t.prismaField({
          type: 'WebhookMessage',
          resolve: (query, result, _args, context) =>
            context.db.webhookMessage.findUniqueOrThrow({ ...query, where: { id: result.messageId! } }),
        }),
      }),
      endpoint: t.prismaField({
        type: 'WebhookEndpoint',
        resolve: (query, result, _args, context) =>
          context.db.webhookEndpoint.findUniqueOrThrow({ ...query, where: { id: result.endpointId } }),
      }),
    }),
  });
  builder.mutationField(name, (t) =>
    t.field({
      type: payload,
      description: options.description,
      authScopes: byRole,
      errors: { types: [WebhookManualSendLimitError, ...commonErrors] },
      args: { input: t.arg({ type: options.input, required: true }) },
      resolve: async (_root, args, context) => {
        // The ref's type says the input is Input; Pothos's args type does not resolve for a generic Input.
        const result = await options.send(context, (args as { input: Input }).input);
        return { ...result, message: attemptMessage(result.attempt, options.what) };
      },
    }),
  );
}

manualSendMutation('sendTestWebhook', {
  payload: 'SendTestWebhookPayload',
  description: "'Enviar teste': a webhook.test message to the endpoint, tried once now and logged.",
  input: WebhookEndpointInput,
  what: 'Teste',
  send: async (context, input) => {
    const { endpoint, attempt } = await sendTestWebhook(context, input.endpointId.id);
    return { attempt, endpointId: endpoint.id };
  },
});

const RedeliverWebhookMessageInput = builder.inputType('RedeliverWebhookMessageInput', {
  fields: (t) => ({ messageId: t.globalID({ for: WebhookMessageRef, required: true }) }),
});

manualSendMutation('redeliverWebhookMessage', {
  payload: 'RedeliverWebhookMessagePayload',
  description: "'Reenviar': one more attempt of the message now (same webhook-id), logged as manual.",
  input: RedeliverWebhookMessageInput,
  what: 'Mensagem',
  webhookMessage: true,
  send: async (context, input) => {
    const { message, attempt } = await redeliverWebhookMessage(context, input.messageId.id);
    return { attempt, endpointId: message.endpointId, messageId: message.id };
  },
});
