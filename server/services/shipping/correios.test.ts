import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppConfig } from '../../config.ts';
import {
  ShippingNotOfferedError,
  type ShippingQuoteRequest,
  ShippingUnavailableError,
} from '../../domain/shipping-quotes.ts';
import { type FakeCorreios, fakeCorreiosCredentials, startFakeCorreios } from '../../test/fake-shipping.ts';
import { createShippingQuoter } from './shipping-quoter.ts';

let fake: FakeCorreios;
beforeAll(async () => {
  fake = await startFakeCorreios();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.issuedTokens.length = 0;
  fake.revokeTokens();
  fake.tokenLifetimeMs = 24 * 3_600_000;
  fake.products = {};
  fake.setReply(null);
  fake.setReply(null, '/token');
  fake.setReply(null, '/preco');
  fake.setReply(null, '/prazo');
});

type CorreiosConfig = Extract<AppConfig['shipping'], { provider: 'correios' }>;
const config = (overrides: Partial<CorreiosConfig> = {}): CorreiosConfig => ({
  provider: 'correios',
  user: fakeCorreiosCredentials.user,
  accessCode: fakeCorreiosCredentials.accessCode,
  cardNumber: fakeCorreiosCredentials.cardNumber,
  apiUrl: fake.url,
  products: ['03298', '03220'],
  ...overrides,
});
const request: ShippingQuoteRequest = {
  fromCep: '01001-000',
  toCep: '20040-020',
  weightGrams: 60,
  heightCm: 1,
  widthCm: 10,
  lengthCm: 15,
};
const byPath = (prefix: string) => fake.requests.filter((sent) => sent.path.startsWith(prefix));

describe('Correios quoter', () => {
  it('gets a token with the postage card, then price and deadline per product with it', async () => {
    const quotes = await createShippingQuoter(config()).quote(request);

    const [auth, ...others] = byPath('/token');
    expect(others).toHaveLength(0);
    expect(auth!.method).toBe('POST');
    expect(auth!.path).toBe('/token/v1/autentica/cartaopostagem');
    expect(auth!.headers.authorization).toBe(
      `Basic ${Buffer.from('revela:fake-access-code').toString('base64')}`,
    );
    expect(auth!.headers['content-type']).toBe('application/json');
    expect(auth!.body).toEqual({ numero: '0076543210' });

    const prices = byPath('/preco/v1/nacional/');
    expect(prices.map((sent) => sent.path).sort()).toEqual([
      '/preco/v1/nacional/03220',
      '/preco/v1/nacional/03298',
    ]);
    for (const sent of [...prices, ...byPath('/prazo')]) {
      expect(sent.method).toBe('GET');
      expect(sent.headers.authorization).toBe('Bearer fake-correios-token-1');
    }
    // A 10 x 15 cm, 60 g envelope is priced as the Correios minimum box: 11 x 16 x 2 cm, 300 g.
    expect(prices[0]!.query).toEqual({
      cepOrigem: '01001000',
      cepDestino: '20040020',
      psObjeto: '300',
      tpObjeto: '2',
      comprimento: '16',
      largura: '11',
      altura: '2',
    });
    expect(byPath('/prazo/v1/nacional/').map((sent) => [sent.path, sent.query])).toEqual(
      expect.arrayContaining([
        ['/prazo/v1/nacional/03298', { cepOrigem: '01001000', cepDestino: '20040020' }],
        ['/prazo/v1/nacional/03220', { cepOrigem: '01001000', cepDestino: '20040020' }],
      ]),
    );
    // The fake prices by the simulated formula: 300 g (3 steps), regions 01 -> 20 (distance 19).
    expect(quotes).toEqual([
      { serviceId: '03298', serviceName: 'PAC', carrier: 'Correios', priceCents: 2630, deadlineDays: 4 },
      { serviceId: '03220', serviceName: 'SEDEX', carrier: 'Correios', priceCents: 4215, deadlineDays: 1 },
    ]);
  });

  it('sends bigger parcels in whole cm and grams, the length being the longer side', async () => {
    await createShippingQuoter(config({ products: ['03298'] })).quote({
      ...request,
      weightGrams: 1234.5,
      widthCm: 30,
      lengthCm: 20.2,
    });
    expect(byPath('/preco')[0]!.query).toMatchObject({
      psObjeto: '1235',
      comprimento: '30',
      largura: '21',
      altura: '2',
    });
  });

  it('reads comma prices into centavos and names products it does not know', async () => {
    fake.products = {
      '03298': { pcFinal: '25,90', prazoEntrega: 7 },
      '03220': { pcFinal: '1.234,56', prazoEntrega: 2 },
      '04510': { pcFinal: '19,5', prazoEntrega: 9 },
    };
    const quotes = await createShippingQuoter(config({ products: ['03220', '03298', '04510'] })).quote(
      request,
    );
    expect(quotes).toEqual([
      {
        serviceId: '04510',
        serviceName: 'Correios 04510',
        carrier: 'Correios',
        priceCents: 1950,
        deadlineDays: 9,
      },
      { serviceId: '03298', serviceName: 'PAC', carrier: 'Correios', priceCents: 2590, deadlineDays: 7 },
      { serviceId: '03220', serviceName: 'SEDEX', carrier: 'Correios', priceCents: 123456, deadlineDays: 2 },
    ]);
  });

  it('keeps the token between quotes while it is valid', async () => {
    const quoter = createShippingQuoter(config());
    await quoter.quote(request);
    await quoter.quote({ ...request, toCep: '90010-000' });
    expect(fake.issuedTokens).toEqual(['fake-correios-token-1']);
    expect(byPath('/token')).toHaveLength(1);
    expect(byPath('/preco')).toHaveLength(4);
  });

  it('renews the token shortly before it expires', async () => {
    fake.tokenLifetimeMs = 60_000;
    const quoter = createShippingQuoter(config());
    await quoter.quote(request);
    await quoter.quote(request);
    expect(fake.issuedTokens).toEqual(['fake-correios-token-1', 'fake-correios-token-2']);
    const lastPrices = byPath('/preco').slice(-2);
    expect(lastPrices.map((sent) => sent.headers.authorization)).toEqual([
      'Bearer fake-correios-token-2',
      'Bearer fake-correios-token-2',
    ]);
  });

  it('renews a token Correios stopped accepting and asks again', async () => {
    const quoter = createShippingQuoter(config());
    await quoter.quote(request);
    fake.revokeTokens();
    const quotes = await quoter.quote(request);
    expect(quotes).toHaveLength(2);
    expect(fake.issuedTokens).toEqual(['fake-correios-token-1', 'fake-correios-token-2']);
  });

  it('is unavailable when the credentials are refused', async () => {
    const error = await createShippingQuoter(config({ accessCode: 'wrong' }))
      .quote(request)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ShippingUnavailableError);
    expect((error as Error).message).toBe(
      'Não foi possível calcular o frete agora. Tente novamente em alguns minutos.',
    );
    expect(byPath('/preco')).toHaveLength(0);
  });

  it('leaves out a product Correios refuses for the route, and says no carrier serves it when all are refused', async () => {
    const refusal = { status: 400, body: { msgs: ['PRC-112: CEP de destino não atendido pelo serviço'] } };
    fake.products = { '03220': refusal };
    const quotes = await createShippingQuoter(config()).quote(request);
    expect(quotes.map((quote) => quote.serviceName)).toEqual(['PAC']);

    fake.products = { '03220': refusal, '03298': refusal };
    const error = await createShippingQuoter(config())
      .quote(request)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ShippingNotOfferedError);
    expect((error as Error).message).toBe('Nenhuma transportadora atende este CEP.');
    expect(String(((error as Error).cause as Error).message)).toContain('PRC-112');
  });

  it.each([
    ['the token service fails', '/token', { status: 500 }],
    ['the price service fails', '/preco', { status: 503, body: { msgs: ['Serviço indisponível'] } }],
    ['the deadline service fails', '/prazo', { status: 500 }],
    ['the price service does not answer', '/preco', 'hang' as const],
    ['the token service does not answer', '/token', 'hang' as const],
  ])('is unavailable when %s', async (_case, prefix, reply) => {
    fake.setReply(reply, prefix);
    await expect(createShippingQuoter(config(), { timeoutMs: 300 }).quote(request)).rejects.toThrow(
      ShippingUnavailableError,
    );
  });
});
