import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  installMercadoPagoApiRedirect,
  redirectingFetch,
  rewriteMercadoPagoUrl,
  withMercadoPagoApiUrl,
} from './mercado-pago-api-redirect.ts';

const fakeBase = 'http://127.0.0.1:4010';

describe('rewriteMercadoPagoUrl', () => {
  it.each([
    ['https://api.mercadopago.com/v1/payments', `${fakeBase}/v1/payments`],
    ['https://api.mercadopago.com/v1/payments/123?expand=x', `${fakeBase}/v1/payments/123?expand=x`],
    ['https://api.mercadopago.com', fakeBase],
  ])('sends %s to the configured base', (url, expected) => {
    expect(rewriteMercadoPagoUrl(url, fakeBase)).toBe(expected);
    expect(rewriteMercadoPagoUrl(url, `${fakeBase}/`)).toBe(expected);
  });

  it.each([
    'https://api.mercadopago.com.evil.example/v1/payments',
    'http://api.mercadopago.com/v1/payments',
    'https://www.mercadopago.com/v1/payments',
    'https://sdk.mercadopago.com/js/v2',
    'https://viacep.com.br/ws/01001000/json/',
    'https://example.com/?next=https://api.mercadopago.com/v1/payments',
  ])('leaves %s alone', (url) => {
    expect(rewriteMercadoPagoUrl(url, fakeBase)).toBe(url);
  });
});

describe('redirectingFetch', () => {
  const calls: string[] = [];
  const recorder: typeof fetch = async (input) => {
    calls.push(typeof input === 'string' || input instanceof URL ? String(input) : `Request ${input.url}`);
    return new Response('ok');
  };

  it('rewrites only Mercado Pago API URLs, and only while a base is set', async () => {
    calls.length = 0;
    let base: string | undefined = fakeBase;
    const wrapped = redirectingFetch(recorder, () => base);
    await wrapped('https://api.mercadopago.com/v1/payments');
    await wrapped(new URL('https://api.mercadopago.com/v1/payments/1'));
    await wrapped(new Request('https://api.mercadopago.com/v1/payments', { method: 'POST', body: '{}' }));
    await wrapped('https://viacep.com.br/ws/01001000/json/');
    base = undefined;
    await wrapped('https://api.mercadopago.com/v1/payments');
    expect(calls).toEqual([
      `${fakeBase}/v1/payments`,
      `${fakeBase}/v1/payments/1`,
      `Request ${fakeBase}/v1/payments`,
      'https://viacep.com.br/ws/01001000/json/',
      'https://api.mercadopago.com/v1/payments',
    ]);
  });
});

describe('withMercadoPagoApiUrl', () => {
  let server: Server;
  let serverUrl: string;

  beforeAll(async () => {
    server = createServer((request, response) => response.end(`seen ${request.url}`));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    serverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('routes Mercado Pago calls made inside the scope, and nothing else', async () => {
    const inside = await withMercadoPagoApiUrl(`${serverUrl}/mp`, async () => {
      const api = await (await fetch('https://api.mercadopago.com/v1/payments/7')).text();
      // Other services reached from the same scope go where they were sent.
      const other = await (await fetch(`${serverUrl}/other`)).text();
      return { api, other };
    });
    expect(inside).toEqual({ api: 'seen /mp/v1/payments/7', other: 'seen /other' });
  });

  it('keeps concurrent scopes apart and installs the wrapper once', async () => {
    installMercadoPagoApiRedirect();
    const wrapper = globalThis.fetch;
    const [a, b] = await Promise.all([
      withMercadoPagoApiUrl(`${serverUrl}/a`, async () =>
        (await fetch('https://api.mercadopago.com/x')).text(),
      ),
      withMercadoPagoApiUrl(`${serverUrl}/b`, async () =>
        (await fetch('https://api.mercadopago.com/x')).text(),
      ),
    ]);
    expect([a, b]).toEqual(['seen /a/x', 'seen /b/x']);
    installMercadoPagoApiRedirect();
    expect(globalThis.fetch).toBe(wrapper);
  });
});
