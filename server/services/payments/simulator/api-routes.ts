// Mercado Pago's own API as the simulator answers it: create, read and search payments, and the caller's account.
import { userOf } from './accounts.ts';
import { ApiError } from './api-error.ts';
import { readJson, sendJson } from './http-io.ts';
import type { FakePayment } from './payment-store.ts';
import { callerToken, type Route, type RouteCall } from './route.ts';

const paymentNote = (payment: FakePayment) =>
  `payment ${payment.id} ${payment.resource.status}/${payment.resource.status_detail}`;

/** The payment is made before a queued failure strikes: a retry with the same idempotency key gets it back. */
async function createPayment(call: RouteCall): Promise<string> {
  const { request, response, record, simulator } = call;
  const token = callerToken(call);
  const body = await readJson(request);
  const payment = await simulator.store.create(token, record.idempotencyKey, body);
  const failure = simulator.createFailures.shift();
  if (failure === 'drop') {
    response.socket?.destroy();
    return `payment ${payment.id} made, connection cut`;
  }
  if (failure === 'error') throw new ApiError(500, 'internal_error', 'Internal server error');
  sendJson(response, 201, payment.resource);
  return paymentNote(payment);
}

function searchPayments(call: RouteCall): string {
  const token = callerToken(call);
  const reference = new URL(call.request.url ?? '/', 'http://fake').searchParams.get('external_reference');
  const results = call.simulator.store.search(token, reference);
  sendJson(call.response, 200, { paging: { total: results.length, limit: 30, offset: 0 }, results });
  return `search ${reference ?? ''} ${results.length}`;
}

function readPayment(call: RouteCall): string {
  const token = callerToken(call);
  const payment = call.simulator.store.read(token, decodeURIComponent(call.params[0]!));
  sendJson(call.response, 200, payment.resource);
  return paymentNote(payment);
}

function currentUser(call: RouteCall): string {
  sendJson(call.response, 200, userOf(callerToken(call)));
  return 'user';
}

export const apiRoutes: Route[] = [
  { method: 'POST', path: /^\/v1\/payments$/, handle: createPayment },
  { method: 'GET', path: /^\/users\/me$/, handle: currentUser },
  { method: 'GET', path: /^\/v1\/payments\/search$/, handle: searchPayments },
  { method: 'GET', path: /^\/v1\/payments\/([^/]+)$/, handle: readPayment },
];
