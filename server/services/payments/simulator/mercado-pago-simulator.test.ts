import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyWebhookSignature } from '../webhook-signature.ts';
import { type FakeMercadoPago, startFakeMercadoPago } from './mercado-pago-simulator.ts';

describe("the simulator's controls", () => {
  let fake: FakeMercadoPago;
  let store: http.Server;
  const received: { url: string; signature: string | undefined; requestId: string | undefined }[] = [];

  beforeAll(async () => {
    fake = await startFakeMercadoPago();
    store = http.createServer((request, response) => {
      received.push({
        url: request.url ?? '',
        signature: request.headers['x-signature'] as string | undefined,
        requestId: request.headers['x-request-id'] as string | undefined,
      });
      response.end('{}');
    });
    await new Promise<void>((resolve) => store.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await fake.close();
    await new Promise((resolve) => store.close(resolve));
  });

  async function pix(email: string) {
    const response = await fetch(`${fake.url}/v1/payments`, {
      method: 'POST',
      headers: {
        Authorization: 'Bearer TEST-token',
        'Content-Type': 'application/json',
        'X-Idempotency-Key': email,
      },
      body: JSON.stringify({
        transaction_amount: 10,
        payment_method_id: 'pix',
        payer: { email },
        external_reference: 'pedido-1',
        notification_url: `http://127.0.0.1:${(store.address() as AddressInfo).port}/api/loja/status-pagamento`,
      }),
    });
    return (await response.json()) as { id: number };
  }

  it('lists the payments and approves one, notifying the store with a signed request', async () => {
    const payment = await pix('lista@exemplo.com');
    const list = (await (await fetch(`${fake.url}/simulador/pagamentos`)).json()) as {
      id: string;
      payer_email: string;
      status: string;
    }[];
    expect(list).toContainEqual(
      expect.objectContaining({
        id: String(payment.id),
        payer_email: 'lista@exemplo.com',
        status: 'pending',
      }),
    );

    const answer = await fetch(`${fake.url}/simulador/pagamentos/${payment.id}`, {
      method: 'POST',
      body: JSON.stringify({ status: 'approved', notify: true, secret: 'segredo' }),
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({
      status: 'approved',
      status_detail: 'accredited',
      notification_status: 200,
    });
    const notice = received.at(-1)!;
    expect(notice.url).toContain(`data.id=${payment.id}`);
    expect(
      verifyWebhookSignature({
        xSignature: notice.signature,
        xRequestId: notice.requestId,
        dataId: String(payment.id),
        secret: 'segredo',
      }),
    ).toEqual({ ok: true });
  });

  it('refuses unknown payments and statuses', async () => {
    const payment = await pix('erro@exemplo.com');
    expect(
      (await fetch(`${fake.url}/simulador/pagamentos/1`, { method: 'POST', body: '{"status":"approved"}' }))
        .status,
    ).toBe(404);
    expect(
      (
        await fetch(`${fake.url}/simulador/pagamentos/${payment.id}`, {
          method: 'POST',
          body: '{"status":"pago"}',
        })
      ).status,
    ).toBe(400);
  });
});
