// Delivering webhook messages: the webhook-delivery job sends a lane's messages one after the other (the order rule
// of domain/webhook-delivery.ts), each attempt signed and logged; a failure waits for its retry, a message is given
// up after its last one, and an endpoint failing for 3 days is turned off and its owners e-mailed. Delivery is at
// least once: a worker killed during an attempt has its job put back, and the message goes again with the same
// webhook-id (the receiver's idempotency key). No transaction is held while the receiver is called.
import type { AppConfig } from '../../../config.ts';
import type { Db } from '../../../database/database.ts';
import {
  afterFailedAttempt,
  deliveryTimeoutMs,
  disabledReason,
  endpointDisableDue,
  isDelivered,
  nextInLane,
} from '../../../domain/webhook-delivery.ts';
import type { WebhookUrlPolicy } from '../../../domain/webhook-endpoints.ts';
import type {
  Prisma,
  WebhookAttempt,
  WebhookEndpoint,
  WebhookMessage,
} from '../../../generated/prisma/client.ts';
import { enqueueEmail } from '../../mail/outbox.ts';
import { webhookEndpointDisabledEmail } from '../../mail/templates/webhook-endpoint-disabled.ts';
import type { Secrets } from '../../secrets/secrets.ts';
import { type Lane, messageBody, scheduleLane } from './messages.ts';
import { type OutboundResult, postWebhook } from './outbound-request.ts';
import { webhookHeaders } from './signature.ts';

export interface WebhookDeliveryContext {
  db: Db;
  config: Pick<AppConfig, 'platformDomain' | 'publicUrl'> & Partial<Pick<AppConfig, 'webhooks'>>;
  services: { secrets: Pick<Secrets, 'decrypt'> };
  log: (line: string) => void;
  /** The studio's address on the platform, for the e-mail's link (services/studio-links.ts). */
  studioAddress?: (slug: string) => string;
  /** The clock (tests move it). */
  now?: () => Date;
}

/** What the operator allows (config.ts WEBHOOKS_*): without a configuration, https to public servers only. */
export function webhookPolicy(config: Partial<Pick<AppConfig, 'webhooks'>>): WebhookUrlPolicy {
  return config.webhooks ?? { allowHttp: false, allowPrivate: false };
}

/** How long one attempt may take (WEBHOOKS_TIMEOUT_SECONDS). */
function attemptTimeoutMs(config: Partial<Pick<AppConfig, 'webhooks'>>): number {
  return config.webhooks?.timeoutMs ?? deliveryTimeoutMs;
}

/** One job sends its lane's messages for this long at most, then queues its lane again. */
const perJobMs = 60_000;

/** Calls the endpoint with one message, signed with the endpoint's secret at this attempt's time. */
async function callEndpoint(
  context: WebhookDeliveryContext,
  endpoint: WebhookEndpoint,
  message: WebhookMessage,
): Promise<OutboundResult & { startedAt: Date }> {
  const startedAt = context.now?.() ?? new Date();
  const body = messageBody(message.payload);
  const headers = webhookHeaders({
    secret: context.services.secrets.decrypt(endpoint.secretEncrypted),
    id: message.id,
    timestamp: Math.floor(startedAt.getTime() / 1000),
    body,
  });
  const policy = webhookPolicy(context.config);
  const result = await postWebhook(endpoint.url, headers, body, policy, {
    timeoutMs: attemptTimeoutMs(context.config),
  });
  return { ...result, startedAt };
}

function attemptRow(
  message: WebhookMessage,
  result: OutboundResult & { startedAt: Date },
  manual: boolean,
): Prisma.WebhookAttemptUncheckedCreateInput {
  return {
    messageId: message.id,
    startedAt: result.startedAt,
    durationMs: result.durationMs,
    statusCode: result.statusCode,
    error: result.error,
    responseBody: result.body,
    manual,
  };
}

/** Turns the endpoint off when it has failed for 3 days, and e-mails the studio's owners (once: the first to see it). */
async function disableIfDue(
  context: WebhookDeliveryContext,
  tx: Prisma.TransactionClient,
  endpoint: WebhookEndpoint,
  failingSince: Date,
  now: Date,
  lastError: string,
): Promise<boolean> {
  if (!endpointDisableDue(failingSince, now)) return false;
  const reason = disabledReason(lastError);
  const off = await tx.webhookEndpoint.updateMany({
    where: { id: endpoint.id, enabled: true },
    data: { enabled: false, disabledAt: now, disabledReason: reason },
  });
  if (!off.count) return true;
  const studio = await tx.studio.findUniqueOrThrow({
    where: { id: endpoint.studioId },
    select: {
      name: true,
      slug: true,
      accentColor: true,
      adminUsers: { where: { role: 'OWNER' }, select: { email: true } },
    },
  });
  const content = webhookEndpointDisabledEmail({
    studioName: studio.name,
    url: endpoint.url,
    lastError,
    link: `${context.studioAddress?.(studio.slug) ?? context.config.publicUrl}/adm/integracoes/webhooks`,
    accentColor: studio.accentColor,
  });
  for (const owner of studio.adminUsers)
    await enqueueEmail(tx, {
      studioId: endpoint.studioId,
      kind: 'webhook-endpoint-disabled',
      to: owner.email,
      ...content,
    });
  context.log(`Webhook endpoint ${endpoint.id} (${endpoint.url}) turned off after 3 days of failures`);
  return true;
}

type Step = 'next' | 'wait' | 'stop';

/** Records an automatic attempt and what follows it, in one transaction. */
async function recordAttempt(
  context: WebhookDeliveryContext,
  endpoint: WebhookEndpoint,
  message: WebhookMessage,
  result: OutboundResult & { startedAt: Date },
): Promise<Step> {
  const now = context.now?.() ?? new Date();
  const attempts = message.attemptCount + 1;
  const delivered = isDelivered(result.statusCode);
  const decision = delivered ? null : afterFailedAttempt(attempts, now);
  return context.db.$transaction(async (tx) => {
    await tx.webhookAttempt.create({ data: attemptRow(message, result, false) });
    // Only the attempt this job made moves the message: one delivered meanwhile by 'Reenviar' stays delivered.
    const moved = await tx.webhookMessage.updateMany({
      where: { id: message.id, status: 'PENDING', attemptCount: message.attemptCount },
      data: !decision
        ? { status: 'DELIVERED', deliveredAt: now, attemptCount: attempts, nextAttemptAt: null }
        : decision.kind === 'give-up'
          ? { status: 'FAILED', attemptCount: attempts, nextAttemptAt: null }
          : { attemptCount: attempts, nextAttemptAt: decision.at },
    });
    if (!decision) {
      // As read before the attempt: a failure recorded since by another lane is cleared by its next success.
      if (endpoint.failingSince)
        await tx.webhookEndpoint.updateMany({
          where: { id: endpoint.id, failingSince: { not: null } },
          data: { failingSince: null },
        });
      return 'next';
    }
    const current = await tx.webhookEndpoint.findUnique({
      where: { id: endpoint.id },
      select: { failingSince: true },
    });
    if (!current) return 'stop';
    const failingSince = current.failingSince ?? now;
    if (!current.failingSince)
      await tx.webhookEndpoint.update({ where: { id: endpoint.id }, data: { failingSince } });
    const error = result.error ?? 'sem resposta';
    if (decision.kind === 'give-up')
      context.log(
        `Webhook message ${message.id} (${message.eventType}) given up after ${attempts} attempts: ${error}`,
      );
    const off = await disableIfDue(context, tx, endpoint, failingSince, now, error);
    if (moved.count && decision.kind === 'retry') {
      await scheduleLane(tx, message, decision.at);
      return 'wait';
    }
    return off ? 'stop' : 'next';
  });
}

/**
 * The webhook-delivery job: sends the lane's messages in order while they are due. A message waiting for its retry
 * holds the lane (its job is queued for then); an endpoint turned off or deleted stops it (turning it on again
 * queues its lanes).
 */
export async function deliverLane(context: WebhookDeliveryContext, lane: Lane): Promise<void> {
  const { db } = context;
  const started = Date.now();
  for (;;) {
    // The head of the lane and the one after it (when there is none, a message made meanwhile queues its own job).
    const pending = await db.webhookMessage.findMany({
      where: { endpointId: lane.endpointId, objectId: lane.objectId, status: 'PENDING' },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      take: 2,
      include: { endpoint: true },
    });
    const now = context.now?.() ?? new Date();
    const next = nextInLane(pending, now);
    if (!next?.message.endpoint.enabled) return;
    if (!next.due) {
      await db.$transaction((tx) => scheduleLane(tx, lane, next.message.nextAttemptAt!));
      return;
    }
    if (Date.now() - started >= perJobMs) {
      await db.$transaction((tx) => scheduleLane(tx, lane, now));
      return;
    }
    const { endpoint, ...message } = next.message;
    const result = await callEndpoint(context, endpoint, message);
    const step = await recordAttempt(context, endpoint, message, result);
    if (step !== 'next' || (pending.length < 2 && isDelivered(result.statusCode))) return;
  }
}

/**
 * 'Reenviar': one more attempt now, whatever the message's state, logged as manual. A delivery marks a pending or
 * given-up message delivered (and lets the next of its lane go); a failure changes nothing of its retries.
 */
export async function redeliverNow(
  context: WebhookDeliveryContext,
  message: WebhookMessage & { endpoint: WebhookEndpoint },
): Promise<WebhookAttempt> {
  const result = await callEndpoint(context, message.endpoint, message);
  const now = context.now?.() ?? new Date();
  return context.db.$transaction(async (tx) => {
    const attempt = await tx.webhookAttempt.create({ data: attemptRow(message, result, true) });
    if (!isDelivered(result.statusCode)) return attempt;
    const moved = await tx.webhookMessage.updateMany({
      where: { id: message.id, status: { in: ['PENDING', 'FAILED'] } },
      data: { status: 'DELIVERED', deliveredAt: now, nextAttemptAt: null },
    });
    await tx.webhookEndpoint.updateMany({
      where: { id: message.endpointId, failingSince: { not: null } },
      data: { failingSince: null },
    });
    if (moved.count && message.status === 'PENDING') await scheduleLane(tx, message, now);
    return attempt;
  });
}

/** 'Enviar teste': the test message's one attempt, now; it is delivered or failed, never retried. */
export async function deliverTestMessage(
  context: WebhookDeliveryContext,
  message: WebhookMessage & { endpoint: WebhookEndpoint },
): Promise<WebhookAttempt> {
  const result = await callEndpoint(context, message.endpoint, message);
  const now = context.now?.() ?? new Date();
  const delivered = isDelivered(result.statusCode);
  return context.db.$transaction(async (tx) => {
    const attempt = await tx.webhookAttempt.create({ data: attemptRow(message, result, true) });
    await tx.webhookMessage.update({
      where: { id: message.id },
      data: delivered
        ? { status: 'DELIVERED', deliveredAt: now, attemptCount: 1 }
        : { status: 'FAILED', attemptCount: 1 },
    });
    return attempt;
  });
}
