// The scripts of examples/ as an integrator runs them: the webhook receiver checks Standard Webhooks signatures (the
// specification's test vector and Revela's own deliveries pass; tampered, stale and forged ones do not) and prints
// each event once; the paid-orders listing pages through /graphql with an API token made in 'Integrações'.
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from './paths.ts';
import { webhookHeaders } from './services/integrations/webhooks/signature.ts';
import { type AdminClient, adminOfNewStudio } from './test/admin-client.ts';
import { factories } from './test/factories.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

/** An example's exports (plain JavaScript, loaded as an integrator's Node would). */
async function example(name: string): Promise<any> {
  return import(pathToFileURL(path.join(paths.root, 'examples', name)).href);
}

const vector = {
  secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
  headers: {
    'webhook-id': 'msg_p5jXN8AQM9LWM0D4loKWxJek',
    'webhook-timestamp': '1614265330',
    'webhook-signature': 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
  },
  body: '{"test": 2432232314}',
  now: 1614265330_000,
};

describe('examples/webhook-receiver.mjs', () => {
  let receiver: any;
  beforeAll(async () => {
    receiver = await example('webhook-receiver.mjs');
  });

  const delivery = (secret: string, body: string, timestamp = Math.floor(Date.now() / 1000)) => ({
    body,
    headers: webhookHeaders({ secret, id: 'msg_0001', timestamp, body }),
  });

  it("accepts the Standard Webhooks specification's test vector", () => {
    expect(receiver.verifyWebhook(vector.secret, vector.headers, vector.body, vector.now)).toEqual({
      test: 2432232314,
    });
  });

  it.each([
    ['a changed body', { body: '{"test": 2432232315}' }],
    ['another message id', { headers: { 'webhook-id': 'msg_outro' } }],
    ['another timestamp', { headers: { 'webhook-timestamp': '1614265331' } }],
    [
      'a signature of another version',
      { headers: { 'webhook-signature': vector.headers['webhook-signature'].replace('v1,', 'v2,') } },
    ],
    ['a cut signature', { headers: { 'webhook-signature': 'v1,g0hM9SsE+OTPJTGt' } }],
    ['no signature', { headers: { 'webhook-signature': '' } }],
    ['another secret', { secret: 'whsec_dGhpcyBpcyBub3QgdGhlIHNlY3JldCBhdCBhbGw=' }],
    ['a timestamp 6 minutes old', { now: vector.now + 6 * 60_000 }],
    ['a timestamp 6 minutes ahead', { now: vector.now - 6 * 60_000 }],
  ] as [string, { body?: string; headers?: Record<string, string>; secret?: string; now?: number }][])(
    'refuses %s',
    (_case, change) => {
      expect(() =>
        receiver.verifyWebhook(
          change.secret ?? vector.secret,
          { ...vector.headers, ...change.headers },
          change.body ?? vector.body,
          change.now ?? vector.now,
        ),
      ).toThrow(receiver.WebhookVerificationError);
    },
  );

  it("accepts Revela's own deliveries, also when the header lists an old signature first", () => {
    const secret = 'whsec_c2VncmVkby1kZS10ZXN0ZS1kby1yZWNlcHRvci0xMjM0NTY=';
    const body = JSON.stringify({
      type: 'order.paid',
      timestamp: new Date().toISOString(),
      data: { number: 7 },
    });
    const signed = delivery(secret, body);
    expect(receiver.verifyWebhook(secret, signed.headers, body).data.number).toBe(7);
    const rotated = {
      ...signed.headers,
      'webhook-signature': `v1,AAAA ${signed.headers['webhook-signature']}`,
    };
    expect(receiver.verifyWebhook(secret, rotated, body).type).toBe('order.paid');
  });

  it('as a server: prints an event once, notes its repeat, refuses a forged one with 401', async () => {
    const secret = 'whsec_c2VncmVkby1kZS10ZXN0ZS1kby1yZWNlcHRvci0xMjM0NTY=';
    const printed: string[] = [];
    const server = receiver.webhookReceiver(secret, (line: string) => printed.push(line));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    try {
      const body = JSON.stringify({
        type: 'order.paid',
        timestamp: '2026-01-20T12:00:00.000Z',
        data: { number: 12, eventName: 'Formatura', totalCents: 4500, paymentStatus: 'APPROVED' },
      });
      const signed = delivery(secret, body);
      const post = (headers: Record<string, string>, text = body) =>
        fetch(url, { method: 'POST', headers, body: text });
      expect((await post(signed.headers)).status).toBe(204);
      expect((await post(signed.headers)).status).toBe(204);
      expect((await post(signed.headers, body.replace('4500', '1'))).status).toBe(401);
      expect(printed).toEqual([
        '2026-01-20T12:00:00.000Z  order.paid  pedido #12 de Formatura: R$\u00a045,00, pagamento APPROVED',
        '(repetida) msg_0001',
        'recusada: Assinatura inválida',
      ]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('examples/paid-orders-since.mjs', () => {
  let t: TestApp;
  let admin: AdminClient;
  let token: string;
  const numbers: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp({}, { workers: false });
    const make = factories(t.db, t.services);
    admin = await adminOfNewStudio(t, make);
    const event = await make.event(admin.studio, { name: 'Formatura' });
    const photo = await make.photo(admin.studio, event);
    const order = async (name: string, overrides: Record<string, unknown>) => {
      numbers[name] = (await make.order(admin.studio, event, photo, overrides)).number;
    };
    await order('before', { paidAt: new Date('2026-01-10T12:00:00Z') });
    await order('after', { paidAt: new Date('2026-01-16T12:00:00Z') });
    await order('later', { paidAt: new Date('2026-01-20T12:00:00Z') });
    await order('pending', { paymentStatus: 'PENDING', status: 'AWAITING_PAYMENT', paidAt: null });
    // Another studio's paid order: never in this token's answers.
    const other = await adminOfNewStudio(t, make);
    const otherEvent = await make.event(other.studio);
    await make.order(other.studio, otherEvent, await make.photo(other.studio, otherEvent), {
      paidAt: new Date('2026-01-18T12:00:00Z'),
    });
    // As the owner does it in /adm/integracoes.
    const created = await admin.graphql(
      `mutation($input: CreateApiTokenInput!) {
        createApiToken(input: $input) { __typename ... on CreateApiTokenPayload { secret } ... on Error { message } }
      }`,
      { input: { name: 'Planilha de vendas', scopes: ['ORDERS_READ'] } },
    );
    expect(created.data?.createApiToken, JSON.stringify(created)).toMatchObject({
      secret: expect.any(String),
    });
    token = created.data!.createApiToken.secret;
  });
  afterAll(() => t.close());

  /** The example's requests, to the app in-process at the studio's address. */
  const inProcess = (url: URL, init: { method: string; headers: Record<string, string>; body: string }) =>
    t.fetch(url.pathname, { ...init, host: admin.host });

  /** What the example lists. */
  async function listed(since: string, pageSize?: number): Promise<number[]> {
    const { paidOrdersSince } = await example('paid-orders-since.mjs');
    const numbersListed: number[] = [];
    const orders = paidOrdersSince({
      baseUrl: `http://${admin.host}`,
      token,
      since: new Date(since),
      pageSize,
      fetch: inProcess,
    });
    for await (const order of orders) numbersListed.push(order.number);
    return numbersListed;
  }

  it('lists the orders paid since the date, newest first, page after page', async () => {
    expect(token).toMatch(/^rvk_/);
    expect(await listed('2026-01-15', 1)).toEqual([numbers.later, numbers.after]);
    expect(await listed('2026-01-01')).toEqual([numbers.later, numbers.after, numbers.before]);
    expect(await listed('2026-02-01')).toEqual([]);
  });

  it('says why when the token is refused', async () => {
    const { paidOrdersSince } = await example('paid-orders-since.mjs');
    const orders = paidOrdersSince({
      baseUrl: `http://${admin.host}`,
      token: 'rvk_nao-existe',
      since: new Date('2026-01-01'),
      fetch: inProcess,
    });
    await expect(orders.next()).rejects.toThrow(/^401: /);
  });
});
