// The simulator's own routes, not Mercado Pago's API: GET /simulador/pagamentos lists the payments; POST
// /simulador/pagamentos/{id} { status, status_detail?, notify?, secret? } changes one as the payer or the bank would
// and, with notify, delivers the notification to its notification_url (signed when a secret is given); /pix/{id} and
// /boletos/{id} are the payer's pages. Tests and the demo use them; production never starts the simulator.
import { ApiError, badRequest } from './api-error.ts';
import { text } from './api-values.ts';
import { readJson, sendHtml, sendJson } from './http-io.ts';
import { payerPage } from './payer-page.ts';
import { isProviderStatus } from './payment-status.ts';
import type { Route, RouteCall } from './route.ts';

function listPayments({ response, simulator }: RouteCall): string {
  sendJson(
    response,
    200,
    [...simulator.store.payments.values()].map(({ resource }) => ({
      id: String(resource.id),
      status: resource.status,
      status_detail: resource.status_detail,
      external_reference: resource.external_reference,
      transaction_amount: resource.transaction_amount,
      payment_method_id: resource.payment_method_id,
      payer_email: resource.payer.email,
      date_created: resource.date_created,
    })),
  );
  return 'simulator list';
}

async function simulatePayment({ request, response, params, simulator }: RouteCall): Promise<string> {
  const id = decodeURIComponent(params[0]!);
  if (!simulator.store.payments.has(id)) throw new ApiError(404, 'not_found', 'Payment not found');
  const body = await readJson(request);
  const status = text(body.status);
  if (!isProviderStatus(status)) throw badRequest(1, 'status must be a Mercado Pago payment status');
  const payment = simulator.store.setStatus(id, status, text(body.status_detail) ?? undefined);
  const webhookUrl = payment.resource.notification_url;
  let delivered: number | null = null;
  if (body.notify && webhookUrl) {
    const answer = await simulator.notify({
      webhookUrl,
      paymentId: id,
      secret: text(body.secret) ?? undefined,
    });
    delivered = answer.status;
  }
  sendJson(response, 200, { ...payment.resource, notification_status: delivered });
  return `simulated ${id} ${status}${delivered === null ? '' : ` notified ${delivered}`}`;
}

function showPayerPage({ response, params, simulator }: RouteCall): string {
  const payment = simulator.store.payments.get(params[1]!);
  if (!payment) throw new ApiError(404, 'not_found', 'resource not found');
  sendHtml(response, payerPage(payment.resource));
  return '';
}

export const controlRoutes: Route[] = [
  { method: 'GET', path: /^\/simulador\/pagamentos$/, handle: listPayments },
  { method: 'POST', path: /^\/simulador\/pagamentos\/([^/]+)$/, handle: simulatePayment },
  { method: 'GET', path: /^\/(pix|boletos)\/(\d+)$/, handle: showPayerPage },
];
