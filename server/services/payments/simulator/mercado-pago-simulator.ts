// A local Mercado Pago for tests and the demo: a real HTTP server on 127.0.0.1 speaking the Payments API's format
// (POST /v1/payments, GET /v1/payments/:id and /search, GET /users/me), plus the simulator's own controls. Card
// payments end as Mercado Pago's test cardholder names say (card-outcomes.ts); Pix and boleto stay pending until
// setStatus() or the controls change them.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ProviderStatus } from '../../../domain/payments.ts';
import { looksLikeAccessToken, type TokenCheck } from './accounts.ts';
import { deliverNotification, type FakeNotifyOptions } from './notifications.ts';
import { createPaymentStore, type FakePayment } from './payment-store.ts';
import { requestHandler } from './request-handler.ts';
import type { FakeRequestRecord, Simulator } from './route.ts';
import { deliverSubscriptionNotification, type SubscriptionWebhook } from './subscription-notifications.ts';
import {
  type CycleResult,
  createSubscriptionStore,
  type FakeCharge,
  type SubscriptionStore,
} from './subscription-store.ts';

export interface FakeMercadoPago {
  /** http://127.0.0.1:PORT, to use as the API base URL. */
  url: string;
  payments: Map<string, FakePayment>;
  requests: FakeRequestRecord[];
  /** Changes a payment as Mercado Pago would (a Pix paid, a boleto expired...); statusDetail defaults per status. */
  setStatus(paymentId: string, status: ProviderStatus, statusDetail?: string): FakePayment;
  /** Delivers a webhook notification for a payment, the way Mercado Pago does. */
  notify(options: FakeNotifyOptions): Promise<Response>;
  /**
   * The next `count` payment creations make the payment and then fail: 'drop' cuts the connection (as a timeout
   * does), 'error' answers 500. The payment stays made; a retry with the same idempotency key gets it back.
   */
  failNextCreates(count: number, how: 'drop' | 'error'): void;
  /** The platform's subscriptions (preapproval plans, preapprovals and each cycle's authorised payment). */
  subscriptions: SubscriptionStore;
  /** Says where subscription notifications go (signed with the secret). */
  setSubscriptionWebhook(webhook: SubscriptionWebhook | null): void;
  /** Charges a preapproval's next cycle and notifies the platform: what the control route does. */
  runCycle(
    preapprovalId: string,
    result: CycleResult,
  ): Promise<{ charge: FakeCharge; notified: number | null }>;
  close(): Promise<void>;
}

export interface FakeMercadoPagoOptions {
  port?: number;
  host?: string;
  log?: (line: string) => void;
  /** Default: tokens shaped like Mercado Pago's (TEST-... or APP_USR-...). */
  acceptsToken?: TokenCheck;
  /** Where subscription notifications go from the start (the platform's webhook and secret). */
  subscriptionWebhook?: SubscriptionWebhook;
}

export async function startFakeMercadoPago(options: FakeMercadoPagoOptions = {}): Promise<FakeMercadoPago> {
  const { port = 0, host = '127.0.0.1', log, acceptsToken = looksLikeAccessToken } = options;
  const subscriptions = createSubscriptionStore();
  let baseUrl = '';
  const store = createPaymentStore(() => baseUrl);
  const simulator: Simulator = {
    store,
    acceptsToken,
    createFailures: [],
    notify: (notice) => deliverNotification(notice, store.payments.get(notice.paymentId)),
    subscriptions,
    subscriptionWebhook: options.subscriptionWebhook ?? null,
    log,
  };
  const requests: FakeRequestRecord[] = [];
  const server = createServer(requestHandler(simulator, requests, log));

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  baseUrl = `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`;

  return {
    url: baseUrl,
    payments: store.payments,
    requests,
    setStatus: store.setStatus,
    notify: simulator.notify,
    failNextCreates(count, how) {
      for (let i = 0; i < count; i++) simulator.createFailures.push(how);
    },
    subscriptions,
    setSubscriptionWebhook(webhook) {
      simulator.subscriptionWebhook = webhook;
    },
    async runCycle(preapprovalId, result) {
      const charge = subscriptions.runCycle(preapprovalId, result);
      const webhook = simulator.subscriptionWebhook;
      const notified = webhook
        ? (await deliverSubscriptionNotification(webhook, 'subscription_authorized_payment', charge.id))
            .status
        : null;
      return { charge, notified };
    },
    close() {
      return new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
    },
  };
}
