// Webhooks end to end against a real receiver on loopback that checks every signature with the official
// standardwebhooks library: a paid order reaches it as order.paid; a 500 and a timeout are retried with the same
// webhook-id; the messages of one object keep their order; an endpoint failing for 3 days is turned off and its
// owners e-mailed; a change rolled back sends nothing; 'Reenviar' tries again now; another studio reaches nothing.

import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookRetryDelaysMs } from '../../../domain/webhook-delivery.ts';
import { type AdminClient, adminOfNewStudio } from '../../../test/admin-client.ts';
import { addPhoto, pay, pixForm, savePersonalData } from '../../../test/checkout-steps.ts';
import { openGallery } from '../../../test/customer-client.ts';
import { factories } from '../../../test/factories.ts';
import { openShop, type Shop, shopAdmin } from '../../../test/shop.ts';
import { emitStudioEvent } from '../studio-events.ts';

interface Received {
  path: string;
  id: string;
  timestamp: string;
  type: string;
  data: Record<string, any>;
  userAgent: string;
}

/** What the receiver answers a request: a status, or no answer at all. */
type Answer = number | 'hang';

let shop: Shop;
let admin: AdminClient;
let receiver: http.Server;
let receiverUrl: string;
const received: Received[] = [];
const secrets = new Map<string, string>();
const answers = new Map<string, (body: Received) => Answer>();
const badSignatures: string[] = [];

beforeAll(async () => {
  shop = await openShop({ WEBHOOKS_ALLOW_PRIVATE: '1', WEBHOOKS_TIMEOUT_SECONDS: '0.5' });
  admin = await shop.admin();
  receiver = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      const path = request.url!;
      try {
        new Webhook(secrets.get(path)!).verify(raw, request.headers as Record<string, string>);
      } catch (error) {
        badSignatures.push(`${path}: ${(error as Error).message}`);
      }
      const body = JSON.parse(raw);
      const hit: Received = {
        path,
        id: String(request.headers['webhook-id']),
        timestamp: String(request.headers['webhook-timestamp']),
        type: body.type,
        data: body.data,
        userAgent: String(request.headers['user-agent']),
      };
      received.push(hit);
      const answer = answers.get(path)?.(hit) ?? 200;
      if (answer !== 'hang') response.writeHead(answer).end(answer >= 300 ? 'falhou' : 'ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
}, 120_000);

afterAll(async () => {
  receiver?.closeAllConnections();
  await new Promise((resolve) => receiver?.close(resolve));
  await shop?.close();
});

const createMutation = `
  mutation ($input: CreateWebhookEndpointInput!) {
    createWebhookEndpoint(input: $input) {
      __typename
      ... on Error { message }
      ... on CreateWebhookEndpointPayload { message secret endpoint { id endpointId url events enabled } }
    }
  }`;

/** Registers an endpoint at `path` of the receiver, answering as `answer` says. */
async function endpointAt(path: string, events: string[], answer?: (body: Received) => Answer) {
  const { data, errors } = await admin.graphql(createMutation, {
    input: { url: `${receiverUrl}${path}`, description: `Receptor ${path}`, events },
  });
  expect(errors).toBeUndefined();
  const created = data.createWebhookEndpoint;
  expect(created.__typename, created.message).toBe('CreateWebhookEndpointPayload');
  secrets.set(path, created.secret);
  if (answer) answers.set(path, answer);
  return created.endpoint as { id: string; endpointId: string };
}

const at = (path: string) => received.filter((hit) => hit.path === path);

/** An event of the shop's studio, emitted in a transaction of its own. */
function emit(type: 'event.updated' | 'photo.ready', objectId: string, data: Record<string, unknown> = {}) {
  return shop.t.db.$transaction((tx) =>
    emitStudioEvent(tx, { studioId: shop.studio.id, type, objectId, data }),
  );
}

/** Every retry and waiting job due now, then run (production waits minutes to hours). */
async function retriesDueNow() {
  await shop.t.db.webhookMessage.updateMany({
    where: { status: 'PENDING', nextAttemptAt: { gt: new Date() } },
    data: { nextAttemptAt: new Date() },
  });
  await shop.t.retryJobsNow();
  await shop.t.settle();
}

const messagesOf = (endpointId: string) =>
  shop.t.db.webhookMessage.findMany({
    where: { endpointId },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    include: { attempts: { orderBy: { startedAt: 'asc' } } },
  });

describe('webhook deliveries', () => {
  it('tell the receiver of a paid order (Pix approved, Mercado Pago notifies), signed as Standard Webhooks', async () => {
    const endpoint = await endpointAt('/pedidos', ['order.created', 'order.paid', 'order.released']);
    const customer = await openGallery(shop.t, shop.host, shop.digital.event.slug);
    await addPhoto(customer, shop.digital.photos[0]!.name);
    await savePersonalData(customer);
    const answer = await pay(customer, pixForm());
    const orderId = answer.body.pedidoId as string;
    const payment = [...shop.mercadoPago.payments.values()].find(
      (p) => p.resource.external_reference === orderId,
    )!;
    shop.mercadoPago.setStatus(payment.id, 'approved');
    expect((await shop.notify(payment.id)).status).toBe(200);
    await shop.t.settle();

    const hits = at('/pedidos');
    expect(hits.map((hit) => hit.type)).toEqual(['order.created', 'order.paid', 'order.released']);
    expect(badSignatures).toEqual([]);
    const paid = hits[1]!;
    expect(paid.data).toMatchObject({
      id: Buffer.from(`Order:${orderId}`).toString('base64'),
      pedidoId: orderId,
      eventSlug: shop.digital.event.slug,
      status: 'PREPARING_DELIVERY',
      paymentStatus: 'APPROVED',
      totalCents: 1250,
    });
    expect(paid.data.paidAt).toEqual(expect.any(String));
    expect(paid.userAgent).toMatch(/^Revela-Webhooks/);
    const messages = await messagesOf(endpoint.endpointId);
    expect(messages.map((message) => message.id)).toEqual(hits.map((hit) => hit.id));
    expect(messages.every((message) => message.status === 'DELIVERED' && message.attempts.length === 1)).toBe(
      true,
    );
  });

  it('try again after a 500 and after a timeout, with the same webhook-id each time', async () => {
    const script: Answer[] = [500, 'hang', 200];
    const endpoint = await endpointAt('/instavel', ['event.updated'], () => script.shift() ?? 200);
    const objectId = randomUUID();
    await emit('event.updated', objectId, { seq: 1 });
    await shop.t.settle();
    let [message] = await messagesOf(endpoint.endpointId);
    expect(message).toMatchObject({ status: 'PENDING', attemptCount: 1 });
    // The first retry is due 5 s after the failure, and its job waits for then.
    const pause = message!.nextAttemptAt!.getTime() - message!.attempts[0]!.startedAt.getTime();
    expect(pause).toBeGreaterThanOrEqual(webhookRetryDelaysMs[0]!);
    expect(pause).toBeLessThan(webhookRetryDelaysMs[0]! + 2000);
    // The endpoint is failing since that first failure.
    const since = (await failingSince(endpoint.endpointId))!;
    expect(since.getTime()).toBeGreaterThanOrEqual(message!.attempts[0]!.startedAt.getTime());

    await retriesDueNow();
    await retriesDueNow();
    [message] = await messagesOf(endpoint.endpointId);
    expect(message!.status).toBe('DELIVERED');
    expect(message!.attempts.map((attempt) => [attempt.statusCode, attempt.manual])).toEqual([
      [500, false],
      [null, false],
      [200, false],
    ]);
    expect(message!.attempts[1]!.error).toMatch(/^Tempo esgotado/);
    expect(message!.attempts[0]!.responseBody).toBe('falhou');
    const hits = at('/instavel');
    expect(hits).toHaveLength(3);
    expect(new Set(hits.map((hit) => hit.id))).toEqual(new Set([message!.id]));
    expect(badSignatures).toEqual([]);
    expect(await failingSince(endpoint.endpointId)).toBeNull();
  });

  it('send the messages of one object in the order they were made, each after the one before', async () => {
    // The first message of object A fails once; A's second waits for it, object B goes on meanwhile.
    let failedOnce = false;
    const endpoint = await endpointAt('/ordem', ['event.updated'], (hit) => {
      if (hit.data.name === 'A1' && !failedOnce) {
        failedOnce = true;
        return 500;
      }
      return 200;
    });
    const [a, b] = [randomUUID(), randomUUID()];
    await shop.t.db.$transaction(async (tx) => {
      const event = (name: string, objectId: string) =>
        emitStudioEvent(tx, { studioId: shop.studio.id, type: 'event.updated', objectId, data: { name } });
      await event('A1', a);
      await event('A2', a);
      await event('B1', b);
    });
    await event('A3', a);
    await shop.t.settle();
    expect(at('/ordem').map((hit) => hit.data.name)).toEqual(expect.arrayContaining(['A1', 'B1']));
    expect(at('/ordem').map((hit) => hit.data.name)).not.toContain('A2');
    const waiting = await messagesOf(endpoint.endpointId);
    expect(
      waiting.map((message) => [message.payload && (message.payload as any).data.name, message.status]),
    ).toEqual([
      ['A1', 'PENDING'],
      ['A2', 'PENDING'],
      ['B1', 'DELIVERED'],
      ['A3', 'PENDING'],
    ]);

    await retriesDueNow();
    const ofA = at('/ordem').filter((hit) => hit.data.name.startsWith('A'));
    expect(ofA.map((hit) => hit.data.name)).toEqual(['A1', 'A1', 'A2', 'A3']);
    expect((await messagesOf(endpoint.endpointId)).every((message) => message.status === 'DELIVERED')).toBe(
      true,
    );

    function event(name: string, objectId: string) {
      return shop.t.db.$transaction((tx) =>
        emitStudioEvent(tx, { studioId: shop.studio.id, type: 'event.updated', objectId, data: { name } }),
      );
    }
  });

  it('turn off an endpoint failing for 3 days, e-mail its owners, and resume when it is turned on again', async () => {
    let up = false;
    const endpoint = await endpointAt('/fora-do-ar', ['photo.ready'], () => (up ? 200 : 503));
    await emit('photo.ready', randomUUID(), { n: 1 });
    await shop.t.settle();
    expect(await failingSince(endpoint.endpointId)).not.toBeNull();
    // Three days of failures, without waiting them.
    await shop.t.db.webhookEndpoint.update({
      where: { id: endpoint.endpointId },
      data: { failingSince: new Date(Date.now() - 3 * 24 * 3_600_000 - 60_000) },
    });
    await retriesDueNow();
    const off = await shop.t.db.webhookEndpoint.findUniqueOrThrow({ where: { id: endpoint.endpointId } });
    expect(off).toMatchObject({ enabled: false, disabledAt: expect.any(Date) });
    expect(off.disabledReason).toMatch(/^Desativado automaticamente após 3 dias de falhas.*503/);
    const emails = await shop.t.db.emailMessage.findMany({
      where: { studioId: shop.studio.id, kind: 'webhook-endpoint-disabled' },
    });
    expect(emails.map((email) => email.toAddress)).toEqual([shopAdmin.email]);
    expect(emails[0]!.subject).toContain('Webhook desativado');
    expect(emails[0]!.textBody).toContain(`${receiverUrl}/fora-do-ar`);

    // Off: new events do not reach it, the pending one waits.
    await emit('photo.ready', randomUUID(), { n: 2 });
    await retriesDueNow();
    expect(await shop.t.db.webhookMessage.count({ where: { endpointId: endpoint.endpointId } })).toBe(1);
    const attemptsWhileOff = at('/fora-do-ar').length;

    up = true;
    const { data } = await admin.graphql(
      `mutation ($input: UpdateWebhookEndpointInput!) {
        updateWebhookEndpoint(input: $input) {
          __typename
          ... on UpdateWebhookEndpointPayload { message endpoint { enabled failingSince disabledAt disabledReason } }
        }
      }`,
      { input: { endpointId: endpoint.id, enabled: true } },
    );
    expect(data.updateWebhookEndpoint).toEqual({
      __typename: 'UpdateWebhookEndpointPayload',
      message: 'Endpoint ativado',
      endpoint: { enabled: true, failingSince: null, disabledAt: null, disabledReason: null },
    });
    await shop.t.settle();
    expect(at('/fora-do-ar').length).toBe(attemptsWhileOff + 1);
    expect((await messagesOf(endpoint.endpointId)).map((message) => message.status)).toEqual(['DELIVERED']);
  });

  it('are not written nor sent for a change whose transaction rolls back', async () => {
    const endpoint = await endpointAt('/desfeito', ['event.updated']);
    const objectId = randomUUID();
    await expect(
      shop.t.db.$transaction(async (tx) => {
        await emitStudioEvent(tx, { studioId: shop.studio.id, type: 'event.updated', objectId, data: {} });
        throw new Error('a mudança falhou');
      }),
    ).rejects.toThrow('a mudança falhou');
    await shop.t.settle();
    expect(await shop.t.db.webhookMessage.count({ where: { endpointId: endpoint.endpointId } })).toBe(0);
    const jobs = await shop.t.db.$queryRaw<{ count: number }[]>`
      SELECT count(*)::int AS count FROM pgboss.job WHERE name = 'webhook-delivery' AND singleton_key LIKE ${`%${objectId}`}`;
    expect(jobs[0]!.count).toBe(0);
    expect(at('/desfeito')).toEqual([]);
  });
});

describe('the delivery log', () => {
  it("'Reenviar' makes one more attempt now with the same webhook-id, logged as manual", async () => {
    const endpoint = await endpointAt('/reenvio', ['photo.ready']);
    await emit('photo.ready', randomUUID(), { n: 1 });
    await shop.t.settle();
    const log = await admin.graphql(
      `query ($id: ID!) {
        node(id: $id) {
          ... on WebhookEndpoint {
            url
            messages(first: 5) { edges { node { id webhookId eventType status body attempts { statusCode manual durationMs } } } }
          }
        }
      }`,
      { id: endpoint.id },
    );
    expect(log.errors).toBeUndefined();
    const [edge] = log.data.node.messages.edges;
    expect(edge.node).toMatchObject({ eventType: 'photo.ready', status: 'DELIVERED' });
    expect(JSON.parse(edge.node.body)).toMatchObject({ type: 'photo.ready', data: { n: 1 } });
    expect(edge.node.attempts).toEqual([{ statusCode: 200, manual: false, durationMs: expect.any(Number) }]);

    const { data } = await admin.graphql(
      `mutation ($input: RedeliverWebhookMessageInput!) {
        redeliverWebhookMessage(input: $input) {
          __typename
          ... on RedeliverWebhookMessagePayload { message webhookMessage { status attempts { statusCode manual } } }
        }
      }`,
      { input: { messageId: edge.node.id } },
    );
    expect(data.redeliverWebhookMessage.message).toMatch(
      /^Mensagem entregue: o servidor respondeu 200 em \d+ ms$/,
    );
    expect(data.redeliverWebhookMessage.webhookMessage.attempts).toEqual([
      { statusCode: 200, manual: true },
      { statusCode: 200, manual: false },
    ]);
    expect(at('/reenvio').map((hit) => hit.id)).toEqual([edge.node.webhookId, edge.node.webhookId]);
    expect(badSignatures).toEqual([]);
  });

  it('is the studio’s own: another studio finds neither its endpoints nor its messages', async () => {
    const endpoint = await endpointAt('/privado', ['photo.ready']);
    await emit('photo.ready', randomUUID());
    await shop.t.settle();
    const [message] = await messagesOf(endpoint.endpointId);
    const other = await adminOfNewStudio(shop.t, factories(shop.t.db, shop.t.services), {
      slug: 'outro-estudio',
    });
    const read = await other.graphql('query ($ids: [ID!]!) { nodes(ids: $ids) { id } }', {
      ids: [endpoint.id, Buffer.from(`WebhookMessage:${message!.id}`).toString('base64')],
    });
    expect(read.data?.nodes).toEqual([null, null]);
    const changed = await other.graphql(
      `mutation ($input: UpdateWebhookEndpointInput!) {
        updateWebhookEndpoint(input: $input) { __typename ... on Error { message } }
      }`,
      { input: { endpointId: endpoint.id, url: 'https://atacante.exemplo.com/roubo' } },
    );
    expect(changed.data.updateWebhookEndpoint).toEqual({
      __typename: 'NotFoundError',
      message: 'Endpoint de webhook não encontrado',
    });
    for (const field of ['deleteWebhookEndpoint', 'rotateWebhookEndpointSecret', 'sendTestWebhook']) {
      const answer = await other.graphql(
        `mutation ($input: WebhookEndpointInput!) { ${field}(input: $input) { __typename } }`,
        { input: { endpointId: endpoint.id } },
      );
      expect(answer.data[field].__typename, field).toBe('NotFoundError');
    }
    const resent = await other.graphql(
      `mutation ($input: RedeliverWebhookMessageInput!) {
        redeliverWebhookMessage(input: $input) { __typename }
      }`,
      { input: { messageId: Buffer.from(`WebhookMessage:${message!.id}`).toString('base64') } },
    );
    expect(resent.data.redeliverWebhookMessage.__typename).toBe('NotFoundError');
    const list = await other.graphql('{ studio { webhookEndpoints { id } } }');
    expect(list.data.studio.webhookEndpoints).toEqual([]);
    expect(
      (await shop.t.db.webhookEndpoint.findUniqueOrThrow({ where: { id: endpoint.endpointId } })).url,
    ).toBe(`${receiverUrl}/privado`);
  });

  it('refuses unknown events with a clear Portuguese message', async () => {
    const { data } = await admin.graphql(createMutation, {
      input: { url: `${receiverUrl}/x`, events: ['order.paid', 'pedido.pago'] },
    });
    expect(data.createWebhookEndpoint).toEqual({
      __typename: 'InvalidWebhookEventsError',
      message: expect.stringMatching(/^Evento desconhecido: pedido.pago\./),
    });
  });
});

function failingSince(endpointId: string) {
  return shop.t.db.webhookEndpoint
    .findUniqueOrThrow({ where: { id: endpointId } })
    .then((endpoint) => endpoint.failingSince);
}
