import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebhookSignatureValidator } from 'mercadopago';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeMercadoPago, startFakeMercadoPago } from './simulator/mercado-pago-simulator.ts';
import { signWebhook, verifyWebhookSignature } from './webhook-signature.ts';

const secret = 'segredo-do-webhook-do-estudio';
const now = new Date('2025-03-01T12:00:00Z');
const ts = Math.floor(now.getTime() / 1000);

describe('signWebhook', () => {
  it("signs Mercado Pago's manifest with HMAC-SHA256 in hex", () => {
    const expected = createHmac('sha256', secret)
      .update(`id:123456;request-id:req-1;ts:${ts};`)
      .digest('hex');
    expect(signWebhook({ dataId: '123456', requestId: 'req-1', secret, ts })).toBe(`ts=${ts},v1=${expected}`);
  });

  it('leaves absent parts out of the manifest', () => {
    const expected = createHmac('sha256', secret).update(`ts:${ts};`).digest('hex');
    expect(signWebhook({ dataId: null, requestId: undefined, secret, ts })).toBe(`ts=${ts},v1=${expected}`);
  });

  it("is accepted by the SDK's own validator", () => {
    const xSignature = signWebhook({ dataId: '123456', requestId: 'req-1', secret, ts });
    expect(() =>
      WebhookSignatureValidator.validate({
        xSignature,
        xRequestId: 'req-1',
        dataId: '123456',
        secret,
        toleranceSeconds: 300,
        now: () => now.getTime(),
      }),
    ).not.toThrow();
  });
});

describe('verifyWebhookSignature', () => {
  const signed = {
    xSignature: signWebhook({ dataId: '123456', requestId: 'req-1', secret, ts }),
    xRequestId: 'req-1',
    dataId: '123456',
    secret,
    now,
  };

  it('accepts a fresh, correctly signed notification', () => {
    expect(verifyWebhookSignature(signed)).toEqual({ ok: true });
    expect(verifyWebhookSignature({ ...signed, now: new Date(now.getTime() + 299_000) })).toEqual({
      ok: true,
    });
  });

  it.each([
    ['another secret', { secret: 'outro-segredo' }],
    ['another payment id', { dataId: '654321' }],
    ['another request id', { xRequestId: 'req-2' }],
    ['a changed timestamp', { xSignature: signed.xSignature.replace(`ts=${ts}`, `ts=${ts + 1}`) }],
  ])('rejects %s as a mismatch', (_, change) => {
    expect(verifyWebhookSignature({ ...signed, ...change })).toEqual({
      ok: false,
      reason: 'SignatureMismatch',
    });
  });

  it('rejects a stale or future timestamp', () => {
    expect(verifyWebhookSignature({ ...signed, now: new Date(now.getTime() + 301_000) })).toEqual({
      ok: false,
      reason: 'TimestampOutOfTolerance',
    });
    expect(verifyWebhookSignature({ ...signed, now: new Date(now.getTime() - 3_600_000) })).toMatchObject({
      ok: false,
    });
    expect(
      verifyWebhookSignature({
        ...signed,
        now: new Date(now.getTime() + 3_600_000),
        toleranceSeconds: 7_200,
      }),
    ).toEqual({
      ok: true,
    });
  });

  it.each([
    [undefined, 'MissingSignatureHeader'],
    ['', 'MissingSignatureHeader'],
    ['garbage', 'MalformedSignatureHeader'],
    ['v1=abc', 'MissingTimestamp'],
    [`ts=${ts}`, 'MissingHash'],
    [`ts=${ts}000,v1=abc`, 'SignatureMismatch'],
  ])('rejects the header %j with %s', (xSignature, reason) => {
    expect(verifyWebhookSignature({ ...signed, xSignature })).toEqual({ ok: false, reason });
  });

  it('refuses to check without a secret', () => {
    expect(verifyWebhookSignature({ ...signed, secret: '' })).toEqual({ ok: false, reason: 'MissingSecret' });
  });
});

describe('notifications from the fake Mercado Pago', () => {
  let fake: FakeMercadoPago;
  let receiver: Server;
  let webhookUrl: string;
  const received: { url: string; headers: IncomingHttpHeaders; body: unknown }[] = [];

  beforeAll(async () => {
    fake = await startFakeMercadoPago();
    receiver = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({
          url: request.url!,
          headers: request.headers,
          body: JSON.parse(Buffer.concat(chunks).toString()),
        });
        response.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    webhookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/aurora/status-pagamento`;
  });
  afterAll(async () => {
    await fake.close();
    await new Promise((resolve) => receiver.close(resolve));
  });

  function check(delivery: (typeof received)[number], at = new Date()) {
    const dataId = new URL(delivery.url, 'http://x').searchParams.get('data.id');
    return verifyWebhookSignature({
      xSignature: delivery.headers['x-signature'] as string | undefined,
      xRequestId: delivery.headers['x-request-id'] as string | undefined,
      dataId,
      secret,
      now: at,
    });
  }

  it("delivers Mercado Pago's notification, signed so that verification passes", async () => {
    const response = await fake.notify({ webhookUrl, paymentId: '1234567890', secret, requestId: 'req-42' });
    expect(response.status).toBe(200);
    const delivery = received.at(-1)!;
    expect(delivery.url).toBe('/api/aurora/status-pagamento?data.id=1234567890&type=payment');
    expect(delivery.headers['x-request-id']).toBe('req-42');
    expect(delivery.body).toMatchObject({
      live_mode: false,
      type: 'payment',
      action: 'payment.updated',
      data: { id: '1234567890' },
    });
    expect(check(delivery)).toEqual({ ok: true });
  });

  it('can tamper with the signature or the timestamp, send a stale one, or send none', async () => {
    await fake.notify({ webhookUrl, paymentId: '1', secret, tamper: 'signature' });
    expect(check(received.at(-1)!)).toEqual({ ok: false, reason: 'SignatureMismatch' });
    await fake.notify({ webhookUrl, paymentId: '1', secret, tamper: 'timestamp' });
    expect(check(received.at(-1)!)).toEqual({ ok: false, reason: 'SignatureMismatch' });
    await fake.notify({ webhookUrl, paymentId: '1', secret, ts: Math.floor(Date.now() / 1000) - 3_600 });
    expect(check(received.at(-1)!)).toEqual({ ok: false, reason: 'TimestampOutOfTolerance' });
    await fake.notify({ webhookUrl, paymentId: '1' });
    expect(received.at(-1)!.headers).not.toHaveProperty('x-signature');
    expect(check(received.at(-1)!)).toEqual({ ok: false, reason: 'MissingSignatureHeader' });
  });
});
