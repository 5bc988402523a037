// A studio's webhook endpoints as /adm 'Integrações > Webhooks' shows them, with their delivery log: each message
// (the webhook-id receivers see) and each attempt's status, timing and answer.
import { builder } from '../../builder.ts';
import { WebhookMessageStatus } from '../../generated/prisma/enums.ts';
import { byRole } from '../../role-gate.ts';
import { webhookEventTypes } from '../../services/integrations/studio-events.ts';
import { messageBody } from '../../services/integrations/webhooks/messages.ts';
import { inStudio } from '../node/tenant-where.ts';
import { StudioRef } from '../studio/types.ts';

export const WebhookMessageStatusEnum = builder.enumType(WebhookMessageStatus, {
  name: 'WebhookMessageStatus',
  description:
    'PENDING: waiting for its first attempt or a retry; DELIVERED: a 2xx came back; FAILED: given up.',
});

/** How the admin names each event type. */
const eventTypeLabels: Record<(typeof webhookEventTypes)[number], string> = {
  'order.created': 'Pedido criado (no checkout)',
  'order.paid': 'Pedido pago (pagamento aprovado ou isento)',
  'order.refunded': 'Pagamento estornado ou contestado',
  'order.released': 'Fotos digitais liberadas para download',
  'order.shipped': 'Fotos impressas enviadas',
  'order.ready_for_pickup': 'Fotos impressas aguardando retirada',
  'photo.ready': 'Foto processada e pronta',
  'event.created': 'Evento criado',
  'event.updated': 'Evento alterado',
};

const WebhookEventTypeRef = builder.objectRef<{ type: string; label: string }>('WebhookEventType').implement({
  description: 'An event a webhook endpoint may choose.',
  fields: (t) => ({
    type: t.exposeString('type', { description: "As the message's `type` says it: 'order.paid'." }),
    label: t.exposeString('label', { description: 'What it means, in Portuguese.' }),
  }),
});

builder.prismaObject('WebhookAttempt', {
  description: 'One try at delivering a message.',
  fields: (t) => ({
    id: t.exposeID('id'),
    startedAt: t.expose('startedAt', { type: 'DateTime' }),
    durationMs: t.exposeInt('durationMs'),
    statusCode: t.exposeInt('statusCode', {
      nullable: true,
      description: 'The HTTP status answered; null when none came (timeout, refused connection).',
    }),
    error: t.exposeString('error', {
      nullable: true,
      description: 'Why it failed, in Portuguese; null when a 2xx came back.',
    }),
    responseBody: t.exposeString('responseBody', {
      description: "The first 1,000 characters of the receiver's answer.",
    }),
    manual: t.exposeBoolean('manual', { description: "'Reenviar' or 'Enviar teste', not a scheduled try." }),
  }),
});

export const WebhookMessageRef = builder.prismaNode('WebhookMessage', {
  id: { field: 'id' },
  findUnique: inStudio,
  nullable: true,
  authScopes: { adminCan: 'WebhookMessage' },
  description: 'One event for one endpoint; every attempt carries its webhookId.',
  fields: (t) => ({
    webhookId: t.exposeString('id', {
      description: 'The webhook-id header: the receiver’s idempotency key.',
    }),
    eventType: t.exposeString('eventType'),
    objectId: t.exposeString('objectId', { description: 'The order, photo or event it is about.' }),
    body: t.string({
      description: 'The JSON body sent, byte for byte: { "type", "timestamp", "data" }.',
      select: { payload: true },
      resolve: (message) => messageBody(message.payload),
    }),
    status: t.expose('status', { type: WebhookMessageStatusEnum }),
    attemptCount: t.exposeInt('attemptCount', {
      description: 'Scheduled attempts made (manual ones apart).',
    }),
    nextAttemptAt: t.expose('nextAttemptAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When the next retry is due, while PENDING.',
    }),
    deliveredAt: t.expose('deliveredAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    attempts: t.relation('attempts', {
      description: 'Its attempts, the latest first (at most 50).',
      query: { orderBy: [{ startedAt: 'desc' }, { id: 'desc' }], take: 50 },
    }),
  }),
});

export const WebhookEndpointRef = builder.prismaNode('WebhookEndpoint', {
  id: { field: 'id' },
  findUnique: inStudio,
  nullable: true,
  authScopes: { adminCan: 'WebhookEndpoint' },
  description:
    'Where the studio’s chosen events are delivered, signed with its own secret (Standard Webhooks).',
  fields: (t) => ({
    endpointId: t.exposeString('id', { description: 'The id in /adm/integracoes/webhooks/{endpointId}.' }),
    url: t.exposeString('url'),
    description: t.exposeString('description'),
    events: t.exposeStringList('events'),
    enabled: t.exposeBoolean('enabled'),
    disabledAt: t.expose('disabledAt', {
      type: 'DateTime',
      nullable: true,
      description: 'Set when the platform turned it off (3 days of failures), not the studio.',
    }),
    disabledReason: t.exposeString('disabledReason', { nullable: true }),
    failingSince: t.expose('failingSince', {
      type: 'DateTime',
      nullable: true,
      description: 'The first failure of the current run of failures; null once a delivery succeeds.',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    messages: t.relatedConnection('messages', {
      description: 'Its messages, the newest first, in pages of at most 50.',
      cursor: 'id',
      defaultSize: 20,
      maxSize: 50,
      args: { status: t.arg({ type: WebhookMessageStatusEnum }) },
      query: (args) => ({
        where: args.status ? { status: args.status } : {},
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      }),
    }),
  }),
});

builder.prismaObjectFields(StudioRef, (t) => ({
  webhookEndpoints: t.relation('webhookEndpoints', {
    description: 'The studio’s webhook endpoints, in the order they were registered.',
    authScopes: byRole,
    query: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] },
  }),
  webhookEventTypes: t.field({
    type: [WebhookEventTypeRef],
    description: 'The events an endpoint may choose.',
    authScopes: byRole,
    select: { id: true },
    resolve: () => webhookEventTypes.map((type) => ({ type, label: eventTypeLabels[type] })),
  }),
}));
