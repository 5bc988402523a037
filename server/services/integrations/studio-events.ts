// What happens in a studio that integrators hear about: each change is emitted inside the transaction that makes it,
// so a webhook message (services/integrations/webhooks/) and a live update (services/integrations/live/) exist
// exactly when the change does.
import type { Prisma } from '../../generated/prisma/client.ts';
import { liveChangeOfStudioEvent, notifyLiveChange } from './live/live-changes.ts';
import { queueWebhookMessages } from './webhooks/messages.ts';

/** The events a webhook endpoint can choose (and the README's integration guide lists). */
export const webhookEventTypes = [
  'order.created',
  'order.paid',
  'order.refunded',
  'order.released',
  'order.shipped',
  'order.ready_for_pickup',
  'photo.ready',
  'event.created',
  'event.updated',
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];

export interface StudioEvent {
  studioId: string;
  type: WebhookEventType;
  /** The order, photo or event the event is about: messages about one object go out in the order they were made. */
  objectId: string;
  /** The event's `data` as integrators receive it. */
  data: Record<string, unknown>;
}

/**
 * Reports a change inside the transaction `tx` that makes it: a webhook message for each enabled endpoint of the
 * studio that chose this event type, with its delivery job. Nothing is sent if the transaction rolls back.
 */
export async function emitStudioEvent(tx: Prisma.TransactionClient, event: StudioEvent): Promise<void> {
  await queueWebhookMessages(tx, event);
  await notifyLiveChange(tx, liveChangeOfStudioEvent(event));
}
