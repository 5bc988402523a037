// How webhook messages are delivered: what counts as delivered, when a failed message is tried again and when it is
// given up (about three and a half days of retries), the order of the messages about one object, and when an
// endpoint failing without a break is turned off.
import { DomainError } from './errors.ts';

const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;
const day = 24 * hour;

/**
 * The pause after each failed attempt: after the 1st, 5 s; after the 2nd, 5 min; ... after the 11th the message is
 * given up. Twelve attempts spread over 3 days, 11 hours and 35 minutes.
 */
export const webhookRetryDelaysMs: readonly number[] = [
  5 * second,
  5 * minute,
  30 * minute,
  2 * hour,
  5 * hour,
  10 * hour,
  10 * hour,
  14 * hour,
  14 * hour,
  14 * hour,
  14 * hour,
];

/** An endpoint whose deliveries have failed without one success for this long is turned off. */
export const endpointFailureWindowMs = 3 * day;

/** How long one attempt may take (connection, answer and the start of its body). */
export const deliveryTimeoutMs = 10 * second;

/** How much of the receiver's answer the delivery log keeps. */
export const responseExcerptChars = 1000;

/** A 2xx answer delivers the message; any other status, no answer or a timeout is a failure. */
export function isDelivered(statusCode: number | null): boolean {
  return statusCode !== null && statusCode >= 200 && statusCode <= 299;
}

export type RetryDecision = { kind: 'retry'; at: Date } | { kind: 'give-up' };

/** After the `attempts`-th automatic attempt failed (1 for the first), at `now`. */
export function afterFailedAttempt(attempts: number, now: Date): RetryDecision {
  const pause = webhookRetryDelaysMs[attempts - 1];
  return pause === undefined ? { kind: 'give-up' } : { kind: 'retry', at: new Date(now.getTime() + pause) };
}

/** Whether an endpoint failing since `failingSince` is turned off by a failure at `now`. */
export function endpointDisableDue(failingSince: Date | null, now: Date): boolean {
  return failingSince !== null && now.getTime() - failingSince.getTime() >= endpointFailureWindowMs;
}

export interface LaneMessage {
  id: string;
  createdAt: Date;
  status: 'PENDING' | 'DELIVERED' | 'FAILED';
  /** When the next automatic attempt is due; null: at once. */
  nextAttemptAt: Date | null;
}

/** The creation order of messages: createdAt, then id. */
export function creationOrder(a: Pick<LaneMessage, 'id' | 'createdAt'>, b: typeof a): number {
  return a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * THE ORDER RULE. The messages of one endpoint about one object (an order, a photo, an event) form a lane: a
 * message is sent only once every message of its lane created before it was delivered or given up. So the next to
 * send is the lane's earliest pending message, even while it waits for a retry and a later one could go; null when
 * nothing is pending. `due` says whether its attempt may be made at `now`.
 */
export function nextInLane<M extends LaneMessage>(
  lane: readonly M[],
  now: Date,
): { message: M; due: boolean } | null {
  const head = lane.filter((message) => message.status === 'PENDING').sort(creationOrder)[0];
  if (!head) return null;
  return { message: head, due: !head.nextAttemptAt || head.nextAttemptAt.getTime() <= now.getTime() };
}

/** 'Reenviar' and 'Enviar teste' pressed by a studio's members: how many a minute. */
export const manualSendPolicy = { perWindow: 30, windowMs: minute };

export class WebhookManualSendLimitError extends DomainError {
  static override readonly status = 429;
  constructor() {
    super('Muitos envios manuais em pouco tempo. Aguarde um minuto e tente de novo.');
  }
}

/** The reason an endpoint turned off by the platform shows (and its owners read by e-mail). */
export function disabledReason(lastError: string): string {
  return `Desativado automaticamente após 3 dias de falhas seguidas nas entregas. Último erro: ${lastError}`.slice(
    0,
    500,
  );
}
