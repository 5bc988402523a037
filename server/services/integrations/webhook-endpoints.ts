// A studio's webhook endpoints as its members manage them (/adm Integrações > Webhooks): register one (its secret
// shown once), change its address, events or description, turn it off and on (on again: its failures are forgotten
// and its pending messages go), a new secret, delete it; and from the delivery log, a test message and 'Reenviar'.
// Every call acts for the context's studio only: an id of another studio's endpoint or message finds nothing.
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../database/database.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { manualSendPolicy, WebhookManualSendLimitError } from '../../domain/webhook-delivery.ts';
import {
  checkWebhookDescription,
  checkWebhookEvents,
  checkWebhookUrl,
  InvalidWebhookUrlError,
  WebhookEndpointLimitError,
  webhookEndpointLimits,
} from '../../domain/webhook-endpoints.ts';
import type {
  Studio,
  WebhookAttempt,
  WebhookEndpoint,
  WebhookMessage,
} from '../../generated/prisma/client.ts';
import { countFailure } from '../limits/rate-limit.ts';
import type { Secrets } from '../secrets/secrets.ts';
import { webhookEventTypes } from './studio-events.ts';
import { deliverTestMessage, redeliverNow, webhookPolicy } from './webhooks/delivery.ts';
import { newMessageFields, resumeEndpointLanes } from './webhooks/messages.ts';
import { refusedHost } from './webhooks/outbound-request.ts';
import { newWebhookSecret } from './webhooks/signature.ts';

/** What managing endpoints needs of a request's context. */
export interface WebhookAdminContext {
  db: Db;
  studio: Studio | null;
  config: Pick<AppConfig, 'platformDomain' | 'publicUrl' | 'webhooks'>;
  services: { secrets: Secrets; log: (line: string) => void };
}

/** The type of the message 'Enviar teste' sends; it is not an event an endpoint chooses. */
export const testEventType = 'webhook.test';

function studioOf(context: WebhookAdminContext): Studio {
  if (!context.studio) throw new NotFoundError('Estúdio não encontrado');
  return context.studio;
}

async function endpointOf(context: WebhookAdminContext, endpointId: string): Promise<WebhookEndpoint> {
  const endpoint = await context.db.webhookEndpoint.findFirst({
    where: { id: endpointId, studioId: studioOf(context).id },
  });
  if (!endpoint) throw new NotFoundError('Endpoint de webhook não encontrado');
  return endpoint;
}

/** The address as it will be called: its form, and the addresses its name has now (checked again at each delivery). */
async function checkedUrl(context: WebhookAdminContext, raw: string): Promise<string> {
  const policy = webhookPolicy(context.config);
  const url = checkWebhookUrl(raw, policy);
  const refused = await refusedHost(url.hostname, policy);
  if (refused) throw new InvalidWebhookUrlError(refused);
  return url.toString();
}

export interface NewWebhookEndpoint {
  url: string;
  description?: string | null;
  events: readonly string[];
}

/** Registers an endpoint; its secret (whsec_...) is answered this once and kept only encrypted. */
export async function createWebhookEndpoint(
  context: WebhookAdminContext,
  input: NewWebhookEndpoint,
): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
  const studio = studioOf(context);
  const url = await checkedUrl(context, input.url);
  const events = checkWebhookEvents(input.events, webhookEventTypes);
  const description = checkWebhookDescription(input.description);
  const secret = newWebhookSecret();
  const endpoint = await context.db.$transaction(async (tx) => {
    // The studio's row is locked so that two registrations at once cannot both pass the limit.
    await tx.$queryRaw`SELECT id FROM "Studio" WHERE id = ${studio.id}::uuid FOR UPDATE`;
    const count = await tx.webhookEndpoint.count({ where: { studioId: studio.id } });
    if (count >= webhookEndpointLimits.perStudio) throw new WebhookEndpointLimitError();
    return tx.webhookEndpoint.create({
      data: {
        studioId: studio.id,
        url,
        description,
        events,
        secretEncrypted: context.services.secrets.encrypt(secret),
      },
    });
  });
  return { endpoint, secret };
}

export interface WebhookEndpointChanges {
  url?: string | null;
  description?: string | null;
  events?: readonly string[] | null;
  enabled?: boolean | null;
}

/**
 * Changes what is given. Turning an endpoint on again forgets its failures (and the platform's reason for turning
 * it off) and sends its pending messages at once; turning it off holds them.
 */
export async function updateWebhookEndpoint(
  context: WebhookAdminContext,
  endpointId: string,
  changes: WebhookEndpointChanges,
): Promise<WebhookEndpoint> {
  const current = await endpointOf(context, endpointId);
  const url = changes.url != null ? await checkedUrl(context, changes.url) : undefined;
  const events = changes.events != null ? checkWebhookEvents(changes.events, webhookEventTypes) : undefined;
  const description = changes.description != null ? checkWebhookDescription(changes.description) : undefined;
  const turnedOn = changes.enabled === true && !current.enabled;
  const turnedOff = changes.enabled === false && current.enabled;
  return context.db.$transaction(async (tx) => {
    const endpoint = await tx.webhookEndpoint.update({
      where: { id: current.id },
      data: {
        ...(url !== undefined && { url }),
        ...(events !== undefined && { events }),
        ...(description !== undefined && { description }),
        ...(turnedOn && { enabled: true, failingSince: null, disabledAt: null, disabledReason: null }),
        ...(turnedOff && { enabled: false, disabledAt: null, disabledReason: null }),
      },
    });
    if (turnedOn) await resumeEndpointLanes(tx, endpoint.id);
    return endpoint;
  });
}

/** A new secret at once: deliveries from now on are signed with it (the old one stops being used). */
export async function rotateWebhookEndpointSecret(
  context: WebhookAdminContext,
  endpointId: string,
): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
  const current = await endpointOf(context, endpointId);
  const secret = newWebhookSecret();
  const endpoint = await context.db.webhookEndpoint.update({
    where: { id: current.id },
    data: { secretEncrypted: context.services.secrets.encrypt(secret) },
  });
  return { endpoint, secret };
}

/** Deletes the endpoint with its messages and their log; its queued deliveries find nothing to send. */
export async function deleteWebhookEndpoint(
  context: WebhookAdminContext,
  endpointId: string,
): Promise<WebhookEndpoint> {
  const endpoint = await endpointOf(context, endpointId);
  await context.db.webhookEndpoint.delete({ where: { id: endpoint.id } });
  return endpoint;
}

async function countManualSend(context: WebhookAdminContext): Promise<void> {
  const sent = await countFailure(
    context.db,
    `webhook-manual:${studioOf(context).id}`,
    manualSendPolicy.windowMs,
  );
  if (sent > manualSendPolicy.perWindow) throw new WebhookManualSendLimitError();
}

/**
 * 'Enviar teste': a webhook.test message to this endpoint (whatever its events, on or off), tried once at once and
 * logged like any other; answers the attempt.
 */
export async function sendTestWebhook(
  context: WebhookAdminContext,
  endpointId: string,
): Promise<{ endpoint: WebhookEndpoint; attempt: WebhookAttempt }> {
  const endpoint = await endpointOf(context, endpointId);
  await countManualSend(context);
  const message = await context.db.webhookMessage.create({
    data: {
      studioId: endpoint.studioId,
      endpointId: endpoint.id,
      eventType: testEventType,
      objectId: endpoint.id,
      ...newMessageFields(testEventType, {
        endpointId: endpoint.id,
        url: endpoint.url,
        mensagem: 'Teste de webhook do Revela: se você recebeu esta mensagem, o endpoint está funcionando.',
      }),
    },
  });
  const attempt = await deliverTestMessage(deliveryContext(context), { ...message, endpoint });
  return { endpoint, attempt };
}

function deliveryContext(context: WebhookAdminContext) {
  return { db: context.db, config: context.config, services: context.services, log: context.services.log };
}

/** 'Reenviar': a new attempt of the studio's message now, logged as manual; answers the attempt. */
export async function redeliverWebhookMessage(
  context: WebhookAdminContext,
  messageId: string,
): Promise<{ message: WebhookMessage; attempt: WebhookAttempt }> {
  const message = await context.db.webhookMessage.findFirst({
    where: { id: messageId, studioId: studioOf(context).id },
    include: { endpoint: true },
  });
  if (!message) throw new NotFoundError('Mensagem de webhook não encontrada');
  await countManualSend(context);
  const attempt = await redeliverNow(deliveryContext(context), message);
  return { message, attempt };
}
