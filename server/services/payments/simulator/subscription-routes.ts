// The Subscriptions API as the simulator answers it (POST /preapproval_plan, POST/GET/PUT /preapproval, GET
// /authorized_payments/{id}), and its controls: GET /simulador/assinaturas lists the preapprovals; POST
// /simulador/assinaturas/{id}/ciclos { resultado: 'aprovado' | 'recusado' | 'falha' } charges the next cycle and
// notifies the platform (signed); POST /simulador/assinaturas/webhook { url, secret } says where notifications go.
import { ApiError, badRequest } from './api-error.ts';
import { text } from './api-values.ts';
import { readJson, sendJson } from './http-io.ts';
import { callerToken, type Route, type RouteCall } from './route.ts';
import { deliverSubscriptionNotification, type SubscriptionTopic } from './subscription-notifications.ts';
import type { CycleResult, FakeCharge } from './subscription-store.ts';

/** Delivers after the answer (as Mercado Pago does), when the platform's webhook is known; the status, or null. */
async function notify(call: RouteCall, topic: SubscriptionTopic, dataId: string): Promise<number | null> {
  const webhook = call.simulator.subscriptionWebhook;
  if (!webhook) return null;
  try {
    const answer = await deliverSubscriptionNotification(webhook, topic, dataId);
    return answer.status;
  } catch (error) {
    call.simulator.log?.(`subscription notification to ${webhook.url} failed: ${String(error)}`);
    return 0;
  }
}

async function createPlan(call: RouteCall): Promise<string> {
  const token = callerToken(call);
  const plan = call.simulator.subscriptions.createPlan(
    token,
    call.record.idempotencyKey,
    await readJson(call.request),
  );
  sendJson(call.response, 201, plan.resource);
  return `preapproval plan ${plan.id}`;
}

function readPlan(call: RouteCall): string {
  const plan = call.simulator.subscriptions.readPlan(callerToken(call), decodeURIComponent(call.params[0]!));
  sendJson(call.response, 200, plan.resource);
  return `preapproval plan ${plan.id}`;
}

async function createPreapproval(call: RouteCall): Promise<string> {
  const token = callerToken(call);
  const store = call.simulator.subscriptions;
  const before = store.charges.size;
  const preapproval = store.create(token, call.record.idempotencyKey, await readJson(call.request));
  sendJson(call.response, 201, preapproval.resource());
  const first = store.charges.size > before ? preapproval.charges.at(-1) : undefined;
  void notify(call, 'subscription_preapproval', preapproval.id).then(() =>
    first ? notify(call, 'subscription_authorized_payment', first) : null,
  );
  return `preapproval ${preapproval.id} ${preapproval.status}`;
}

function readPreapproval(call: RouteCall): string {
  const preapproval = call.simulator.subscriptions.read(
    callerToken(call),
    decodeURIComponent(call.params[0]!),
  );
  sendJson(call.response, 200, preapproval.resource());
  return `preapproval ${preapproval.id} ${preapproval.status}`;
}

async function updatePreapproval(call: RouteCall): Promise<string> {
  const token = callerToken(call);
  const { preapproval, retried } = call.simulator.subscriptions.update(
    token,
    decodeURIComponent(call.params[0]!),
    await readJson(call.request),
  );
  sendJson(call.response, 200, preapproval.resource());
  void notify(call, 'subscription_preapproval', preapproval.id).then(() =>
    retried ? notify(call, 'subscription_authorized_payment', retried.id) : null,
  );
  return `preapproval ${preapproval.id} ${preapproval.status}${retried ? ` retried ${retried.id} ${retried.status}` : ''}`;
}

function readCharge(call: RouteCall): string {
  const store = call.simulator.subscriptions;
  const charge = store.readCharge(callerToken(call), decodeURIComponent(call.params[0]!));
  sendJson(call.response, 200, store.chargeResource(charge));
  return `authorized payment ${charge.id} ${charge.status}`;
}

function listPreapprovals({ response, simulator }: RouteCall): string {
  sendJson(
    response,
    200,
    [...simulator.subscriptions.preapprovals.values()].map((preapproval) => ({
      ...preapproval.resource(),
      charges: preapproval.charges.map((id) =>
        simulator.subscriptions.chargeResource(simulator.subscriptions.charges.get(id)!),
      ),
    })),
  );
  return 'simulator subscriptions';
}

const cycleResults: Record<string, CycleResult> = {
  aprovado: 'approved',
  recusado: 'refused',
  falha: 'failed',
};

async function runCycle(call: RouteCall): Promise<string> {
  const body = await readJson(call.request);
  const result = cycleResults[text(body.resultado) ?? 'aprovado'];
  if (!result) throw badRequest(1, 'resultado must be aprovado, recusado or falha');
  const store = call.simulator.subscriptions;
  const charge: FakeCharge = store.runCycle(decodeURIComponent(call.params[0]!), result);
  const delivered = await notify(call, 'subscription_authorized_payment', charge.id);
  sendJson(call.response, 200, { ...store.chargeResource(charge), notification_status: delivered });
  return `cycle ${charge.id} ${charge.status}${delivered === null ? '' : ` notified ${delivered}`}`;
}

async function setWebhook(call: RouteCall): Promise<string> {
  const body = await readJson(call.request);
  const url = text(body.url);
  const secret = text(body.secret);
  if (!url || !secret) throw new ApiError(400, 'bad_request', 'url and secret are required');
  call.simulator.subscriptionWebhook = { url, secret };
  sendJson(call.response, 200, { url });
  return `subscription webhook ${url}`;
}

export const subscriptionRoutes: Route[] = [
  { method: 'POST', path: /^\/preapproval_plan\/?$/, handle: createPlan },
  { method: 'GET', path: /^\/preapproval_plan\/([^/]+)$/, handle: readPlan },
  { method: 'POST', path: /^\/preapproval\/?$/, handle: createPreapproval },
  { method: 'GET', path: /^\/preapproval\/([^/]+)$/, handle: readPreapproval },
  { method: 'PUT', path: /^\/preapproval\/([^/]+)$/, handle: updatePreapproval },
  { method: 'GET', path: /^\/authorized_payments\/([^/]+)$/, handle: readCharge },
  { method: 'GET', path: /^\/simulador\/assinaturas$/, handle: listPreapprovals },
  { method: 'POST', path: /^\/simulador\/assinaturas\/webhook$/, handle: setWebhook },
  { method: 'POST', path: /^\/simulador\/assinaturas\/([^/]+)\/ciclos$/, handle: runCycle },
];
