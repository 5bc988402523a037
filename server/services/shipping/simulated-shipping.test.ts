import { describe, expect, it, vi } from 'vitest';
import { type ShippingQuoteRequest, ShippingUnavailableError } from '../../domain/shipping-quotes.ts';
import { startFakeMelhorEnvio } from '../../test/fake-shipping.ts';
import { createShippingQuoter } from './shipping-quoter.ts';

const parcel = { heightCm: 1, widthCm: 10, lengthCm: 15 };

describe('simulated quoter', () => {
  it.each<[string, ShippingQuoteRequest, [number, number], [number, number]]>([
    // [PAC cents, days], [SEDEX cents, days] from the documented formula.
    [
      '60 g, São Paulo to Rio (distance 19)',
      { fromCep: '01001-000', toCep: '20040-020', weightGrams: 60, ...parcel },
      [2330, 4],
      [3715, 1],
    ],
    [
      '250 g within São Paulo (distance 0)',
      { fromCep: '01001000', toCep: '01310-100', weightGrams: 250, ...parcel },
      [2250, 3],
      [3550, 1],
    ],
    [
      '1001 g, São Paulo to Porto Alegre (distance 89)',
      { fromCep: '01001-000', toCep: '90010-000', weightGrams: 1001, ...parcel },
      [5230, 11],
      [8665, 5],
    ],
    [
      'no weight counts one step',
      { fromCep: '80010-000', toCep: '80010-000', weightGrams: 0, ...parcel },
      [1950, 3],
      [3050, 1],
    ],
  ])('%s', async (_case, request, [pacCents, pacDays], [sedexCents, sedexDays]) => {
    const fetch = vi.fn<typeof globalThis.fetch>();
    const quoter = createShippingQuoter({ provider: 'simulated' }, { fetch });
    expect(quoter.provider).toBe('simulated');
    expect(await quoter.quote(request)).toEqual([
      {
        serviceId: '03298',
        serviceName: 'PAC',
        carrier: 'Correios',
        priceCents: pacCents,
        deadlineDays: pacDays,
      },
      {
        serviceId: '03220',
        serviceName: 'SEDEX',
        carrier: 'Correios',
        priceCents: sedexCents,
        deadlineDays: sedexDays,
      },
    ]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('does not depend on the dimensions and answers the same every time', async () => {
    const quoter = createShippingQuoter({ provider: 'simulated' });
    const base = { fromCep: '01001-000', toCep: '40020-000', weightGrams: 420 };
    const first = await quoter.quote({ ...base, ...parcel });
    expect(await quoter.quote({ ...base, heightCm: 1, widthCm: 30, lengthCm: 45 })).toEqual(first);
  });

  it('refuses a request without valid CEPs (a caller bug: CEPs are checked first)', async () => {
    const quoter = createShippingQuoter({ provider: 'simulated' });
    await expect(
      quoter.quote({ fromCep: '', toCep: '01001-000', weightGrams: 10, ...parcel }),
    ).rejects.toThrow(RangeError);
  });

  it('asks a Melhor Envio-format server instead when given simulatedBaseUrl', async () => {
    const fake = await startFakeMelhorEnvio({ token: 'simulated' });
    try {
      const quoter = createShippingQuoter({ provider: 'simulated' }, { simulatedBaseUrl: `${fake.url}/` });
      expect(quoter.provider).toBe('simulated');
      const quotes = await quoter.quote({
        fromCep: '01001-000',
        toCep: '20040-020',
        weightGrams: 60,
        ...parcel,
      });
      expect(quotes.map((quote) => [quote.serviceName, quote.priceCents])).toEqual([
        ['PAC', 2330],
        ['SEDEX', 3715],
      ]);
      expect(fake.requests).toHaveLength(1);
      fake.setReply({ status: 500 });
      await expect(
        quoter.quote({ fromCep: '01001-000', toCep: '20040-020', weightGrams: 60, ...parcel }),
      ).rejects.toThrow(ShippingUnavailableError);
    } finally {
      await fake.close();
    }
  });
});

describe('no shipping provider', () => {
  it('says quotes are not configured', async () => {
    const quoter = createShippingQuoter({ provider: 'none' });
    expect(quoter.provider).toBe('none');
    const error = await quoter
      .quote({ fromCep: '01001-000', toCep: '20040-020', weightGrams: 60, ...parcel })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ShippingUnavailableError);
    expect((error as Error).message).toBe('O cálculo de frete não está configurado nesta plataforma.');
  });
});
