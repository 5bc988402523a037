// The simulator's payments: made once per idempotency key, read back only by the account that made them, searched,
// and changed as the payer or the bank would.
import type { ProviderStatus } from '../../../domain/payments.ts';
import { ApiError } from './api-error.ts';
import { checkPaymentRequest } from './payment-request.ts';
import { paymentResource } from './payment-resource.ts';
import type { FakePaymentResource } from './payment-shape.ts';
import { changeStatus } from './payment-status.ts';
import { pixTransactionData } from './pix.ts';

export interface FakePayment {
  id: string;
  /** Token of the account that created it; only that token can read it back. */
  accessToken: string;
  idempotencyKey: string | null;
  /** The request body as received. */
  request: Record<string, unknown>;
  /** What GET /v1/payments/:id answers. */
  resource: FakePaymentResource;
}

export interface PaymentStore {
  payments: Map<string, FakePayment>;
  /** Makes a payment, or gives back the one this token made with this idempotency key. */
  create(token: string, idempotencyKey: string | null, body: Record<string, unknown>): Promise<FakePayment>;
  /** The token's payment; another account's is the API's 404, as a missing one is. */
  read(token: string, id: string): FakePayment;
  /** The token's payments, newest first, with this external_reference when one is given. */
  search(token: string, reference: string | null): FakePaymentResource[];
  setStatus(id: string, status: ProviderStatus, statusDetail?: string): FakePayment;
}

/** `baseUrl` is the simulator's address, known once it listens. */
export function createPaymentStore(baseUrl: () => string): PaymentStore {
  const payments = new Map<string, FakePayment>();
  // Promises, so that a retry arriving while the first is still drawing its Pix QR gets the same payment.
  const byIdempotencyKey = new Map<string, Promise<FakePayment>>();
  let nextId = Date.now();

  async function make(
    id: string,
    token: string,
    idempotencyKey: string | null,
    body: Record<string, unknown>,
  ) {
    const request = checkPaymentRequest(body);
    const url = baseUrl();
    const pix = request.kind === 'pix' ? await pixTransactionData(request.amount, id, url) : null;
    const resource = paymentResource({ id, token, request, pix, baseUrl: url, now: new Date() });
    const payment: FakePayment = {
      id: String(resource.id),
      accessToken: token,
      idempotencyKey,
      request: body,
      resource,
    };
    payments.set(payment.id, payment);
    return payment;
  }

  return {
    payments,
    create(token, idempotencyKey, body) {
      const replayKey = idempotencyKey && `${token}\u0000${idempotencyKey}`;
      const existing = replayKey ? byIdempotencyKey.get(replayKey) : undefined;
      if (existing) return existing;
      const made = make(String(nextId++), token, idempotencyKey, body);
      if (!replayKey) return made;
      byIdempotencyKey.set(replayKey, made);
      // A refused request leaves no payment behind, so the same key may try again.
      made.catch(() => byIdempotencyKey.delete(replayKey));
      return made;
    },
    read(token, id) {
      const payment = payments.get(id);
      if (!payment || payment.accessToken !== token) {
        throw new ApiError(404, 'not_found', 'Payment not found', [
          { code: 2000, description: 'Payment not found' },
        ]);
      }
      return payment;
    },
    search(token, reference) {
      return [...payments.values()]
        .filter((payment) => payment.accessToken === token)
        .filter((payment) => reference === null || payment.resource.external_reference === reference)
        .map((payment) => payment.resource)
        .sort((a, b) => Number(b.id) - Number(a.id));
    },
    setStatus(id, status, statusDetail) {
      const payment = payments.get(id);
      if (!payment) throw new Error(`The fake Mercado Pago has no payment ${id}`);
      changeStatus(payment.resource, status, statusDetail);
      return payment;
    },
  };
}
