import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ShippingNotOfferedError,
  type ShippingQuoteRequest,
  ShippingUnavailableError,
} from '../../domain/shipping-quotes.ts';
import { type FakeMelhorEnvio, startFakeMelhorEnvio } from '../../test/fake-shipping.ts';
import { createShippingQuoter } from './shipping-quoter.ts';

let fake: FakeMelhorEnvio;
beforeAll(async () => {
  fake = await startFakeMelhorEnvio({ token: 'me-token' });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.services = null;
  fake.setReply(null);
});

const quoter = (token = 'me-token', timeoutMs?: number) =>
  createShippingQuoter(
    { provider: 'melhor-envio', token, apiUrl: fake.url, contactEmail: 'frete@estudio.com.br' },
    { timeoutMs },
  );
const request: ShippingQuoteRequest = {
  fromCep: '01001-000',
  toCep: '20040020',
  weightGrams: 60,
  heightCm: 1,
  widthCm: 10,
  lengthCm: 15,
};
const unavailableMessage = 'Não foi possível calcular o frete agora. Tente novamente em alguns minutos.';

describe('Melhor Envio quoter', () => {
  it('posts the parcel in cm and kg with the token, JSON headers and the contact e-mail', async () => {
    const quotes = await quoter().quote(request);
    expect(fake.requests).toHaveLength(1);
    const sent = fake.requests[0]!;
    expect(sent.method).toBe('POST');
    expect(sent.path).toBe('/api/v2/me/shipment/calculate');
    expect(sent.headers.authorization).toBe('Bearer me-token');
    expect(sent.headers.accept).toBe('application/json');
    expect(sent.headers['content-type']).toBe('application/json');
    expect(sent.headers['user-agent']).toContain('frete@estudio.com.br');
    expect(sent.body).toEqual({
      from: { postal_code: '01001000' },
      to: { postal_code: '20040020' },
      package: { height: 1, width: 10, length: 15, weight: 0.06 },
    });
    expect(quotes).toEqual([
      { serviceId: '1', serviceName: 'PAC', carrier: 'Correios', priceCents: 2330, deadlineDays: 4 },
      { serviceId: '2', serviceName: 'SEDEX', carrier: 'Correios', priceCents: 3715, deadlineDays: 1 },
    ]);
  });

  it('turns prices into centavos, drops services with an error and sorts cheapest first', async () => {
    fake.services = [
      { id: 2, name: 'SEDEX', price: '45.10', delivery_time: 2, company: { id: 1, name: 'Correios' } },
      { id: 3, name: '.Package', price: '19.9', delivery_time: 6, company: { id: 2, name: 'Jadlog' } },
      { id: 1, name: 'PAC', price: '25.90', delivery_time: 7, company: { id: 1, name: 'Correios' } },
      {
        id: 17,
        name: 'Mini Envios',
        // Some errors come with a price: the error decides.
        price: '9.90',
        delivery_time: 8,
        error: 'Serviço indisponível para o trecho.',
        company: { name: 'Correios' },
      },
      { id: 4, name: '.Com', price: '1234.56', delivery_time: 3, company: { id: 2, name: 'Jadlog' } },
    ];
    expect(await quoter().quote(request)).toEqual([
      { serviceId: '3', serviceName: '.Package', carrier: 'Jadlog', priceCents: 1990, deadlineDays: 6 },
      { serviceId: '1', serviceName: 'PAC', carrier: 'Correios', priceCents: 2590, deadlineDays: 7 },
      { serviceId: '2', serviceName: 'SEDEX', carrier: 'Correios', priceCents: 4510, deadlineDays: 2 },
      { serviceId: '4', serviceName: '.Com', carrier: 'Jadlog', priceCents: 123456, deadlineDays: 3 },
    ]);
  });

  it('says no carrier serves the CEP when every service has an error or none comes', async () => {
    fake.services = [
      { id: 1, name: 'PAC', error: 'Transportadora não atende este trecho.', company: { name: 'Correios' } },
      {
        id: 2,
        name: 'SEDEX',
        error: 'Transportadora não atende este trecho.',
        company: { name: 'Correios' },
      },
    ];
    const error = await quoter()
      .quote(request)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ShippingNotOfferedError);
    expect((error as Error).message).toBe('Nenhuma transportadora atende este CEP.');
    fake.services = [];
    await expect(quoter().quote(request)).rejects.toThrow(ShippingNotOfferedError);
  });

  it.each<[string, Parameters<FakeMelhorEnvio['setReply']>[0]]>([
    ['a server error', { status: 500, body: { message: 'Server Error' } }],
    ['a gateway error', { status: 502, body: '<h1>Bad Gateway</h1>' }],
    ['an answer that is not JSON', { status: 200, body: '<html>manutenção</html>' }],
    ['an answer that is not a list', { status: 200, body: { message: 'ok' } }],
  ])('is unavailable on %s', async (_case, reply) => {
    fake.setReply(reply);
    const error = await quoter()
      .quote(request)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ShippingUnavailableError);
    expect((error as Error).message).toBe(unavailableMessage);
  });

  it('is unavailable when the token is refused', async () => {
    await expect(quoter('wrong-token').quote(request)).rejects.toThrow(ShippingUnavailableError);
    expect(fake.requests[0]!.headers.authorization).toBe('Bearer wrong-token');
  });

  it('gives up after the timeout when the provider does not answer', async () => {
    fake.setReply('hang');
    const started = Date.now();
    await expect(quoter('me-token', 300).quote(request)).rejects.toThrow(ShippingUnavailableError);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('is unavailable on a network error', async () => {
    const failing = createShippingQuoter(
      { provider: 'melhor-envio', token: 'me-token', apiUrl: fake.url, contactEmail: 'a@b.c' },
      {
        fetch: async () => {
          throw new TypeError('fetch failed');
        },
      },
    );
    const error = await failing.quote(request).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ShippingUnavailableError);
    expect(String(((error as Error).cause as Error).message)).toContain('fetch failed');
  });
});
