// What a route of the simulator is (method, path pattern, handler) and what its handler is given.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { authenticate, type TokenCheck } from './accounts.ts';
import type { FakeNotifyOptions } from './notifications.ts';
import type { PaymentStore } from './payment-store.ts';
import type { SubscriptionWebhook } from './subscription-notifications.ts';
import type { SubscriptionStore } from './subscription-store.ts';

export interface FakeRequestRecord {
  method: string;
  path: string;
  accessToken: string | null;
  idempotencyKey: string | null;
  status: number;
}

/** What the routes share: the payments, the token check, the failures queued by tests, notifications. */
export interface Simulator {
  store: PaymentStore;
  acceptsToken: TokenCheck;
  /** How the next payment creations fail after making the payment, one entry each. */
  createFailures: ('drop' | 'error')[];
  notify(options: FakeNotifyOptions): Promise<Response>;
  /** The platform's subscriptions (preapproval plans, preapprovals, authorised payments). */
  subscriptions: SubscriptionStore;
  /** Where subscription notifications go (the platform's webhook), once known. */
  subscriptionWebhook: SubscriptionWebhook | null;
  log?: (line: string) => void;
}

export interface RouteCall {
  request: IncomingMessage;
  response: ServerResponse;
  record: FakeRequestRecord;
  /** The path pattern's captured parts, as written in the URL. */
  params: string[];
  simulator: Simulator;
}

export interface Route {
  method: 'GET' | 'POST' | 'PUT';
  path: RegExp;
  /** Answers the request; returns what the log line adds. */
  handle(call: RouteCall): Promise<string> | string;
}

/** The caller's access token (else the API's 401), noted in the request's record. */
export function callerToken({ request, record, simulator }: RouteCall): string {
  const token = authenticate(request, simulator.acceptsToken);
  record.accessToken = token;
  return token;
}
