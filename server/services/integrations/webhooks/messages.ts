// Webhook messages written in the transaction of the change they report: one per enabled endpoint of the studio
// that chose the event, with its delivery job. The messages of one endpoint about one object form a lane
// (domain/webhook-delivery.ts nextInLane): one job per lane at a time (the queue's stately policy) sends them in
// the order they were made.
import type { Prisma } from '../../../generated/prisma/client.ts';
import { enqueueJob, enqueueJobs, queuedJobs } from '../../../queue/enqueue.ts';

type Tx = Prisma.TransactionClient;

/** A change to report: the Standard Webhooks body is `{ type, timestamp, data }`. */
export interface NewWebhookMessage {
  studioId: string;
  type: string;
  objectId: string;
  data: Record<string, unknown>;
}

/** The body every attempt of a message sends, byte for byte (the signature covers it). */
export function messageBody(payload: Prisma.JsonValue): string {
  const { type, timestamp, data } = payload as { type: string; timestamp: string; data: unknown };
  return JSON.stringify({ type, timestamp, data });
}

export interface Lane {
  endpointId: string;
  objectId: string;
}

/** The queue's singleton key of a lane: one delivery job per lane waits and one runs. */
export function laneKey(lane: Lane): string {
  return `${lane.endpointId}:${lane.objectId}`;
}

let lastCreatedAt = 0;

/** Creation times that never repeat in this process: two messages of one transaction keep their order. */
function nextCreatedAt(): Date {
  lastCreatedAt = Math.max(Date.now(), lastCreatedAt + 1);
  return new Date(lastCreatedAt);
}

/** A new message's creation time and its body `{ type, timestamp, data }` (the timestamp is the creation's). */
export function newMessageFields(type: string, data: Record<string, unknown>) {
  const createdAt = nextCreatedAt();
  const payload = { type, timestamp: createdAt.toISOString(), data } as Prisma.InputJsonValue;
  return { createdAt, payload };
}

/**
 * Writes the messages of a change and queues their delivery, in the caller's transaction: nothing is sent if it
 * rolls back. Answers how many endpoints will hear of it.
 */
export async function queueWebhookMessages(tx: Tx, change: NewWebhookMessage): Promise<number> {
  const endpoints = await tx.webhookEndpoint.findMany({
    where: { studioId: change.studioId, enabled: true, events: { has: change.type } },
    select: { id: true },
  });
  if (!endpoints.length) return 0;
  const fields = newMessageFields(change.type, change.data);
  await tx.webhookMessage.createMany({
    data: endpoints.map((endpoint) => ({
      studioId: change.studioId,
      endpointId: endpoint.id,
      eventType: change.type,
      objectId: change.objectId,
      ...fields,
    })),
  });
  // A lane whose job already waits (for a retry of an earlier message) keeps it: this message goes after that one.
  await enqueueJobs(
    tx,
    'webhook-delivery',
    endpoints.map((endpoint) => {
      const lane = { endpointId: endpoint.id, objectId: change.objectId };
      return { data: lane, singletonKey: laneKey(lane) };
    }),
  );
  return endpoints.length;
}

/**
 * Has the lane's job run at `at`: the waiting one is moved (earlier for a 'Reenviar' that delivered the head, later
 * for a retry), or one is queued.
 */
export async function scheduleLane(tx: Tx, lane: Lane, at: Date): Promise<void> {
  const moved = await tx.$executeRaw`
    UPDATE pgboss.job SET start_after = ${at}
    WHERE name = 'webhook-delivery' AND singleton_key = ${laneKey(lane)} AND state = 'created'`;
  if (moved) {
    if (at.getTime() <= Date.now())
      for (const delay of [5, 50, 250])
        setTimeout(() => queuedJobs.emit('queued', 'webhook-delivery'), delay).unref();
    return;
  }
  await enqueueJob(tx, 'webhook-delivery', lane, { singletonKey: laneKey(lane), startAfter: at });
}

/** Queues every lane of the endpoint with pending messages, due at once (an endpoint turned on again). */
export async function resumeEndpointLanes(tx: Tx, endpointId: string): Promise<number> {
  await tx.webhookMessage.updateMany({
    where: { endpointId, status: 'PENDING', nextAttemptAt: { not: null } },
    data: { nextAttemptAt: null },
  });
  const lanes = await tx.webhookMessage.findMany({
    where: { endpointId, status: 'PENDING' },
    distinct: ['objectId'],
    select: { objectId: true },
  });
  const now = new Date();
  for (const { objectId } of lanes) await scheduleLane(tx, { endpointId, objectId }, now);
  return lanes.length;
}
