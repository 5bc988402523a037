import { describe, expect, it } from 'vitest';
import { type SetupFacts, setupChecklistOf } from './setup-checklist.ts';

const ready: SetupFacts = {
  savedPriceItems: 3,
  address: {
    cep: '01001-000',
    city: 'São Paulo',
    state: 'SP',
    street: 'Praça da Sé',
    number: '1',
    complement: '',
    neighborhood: 'Sé',
    recipient: null,
  },
  mercadoPagoPublicKey: 'TEST-public',
  mercadoPagoAccessToken: true,
  watermark: true,
  logo: true,
};

const pending = (facts: SetupFacts) =>
  setupChecklistOf(facts)
    .filter((item) => !item.done)
    .map((item) => item.step);

describe('the setup checklist', () => {
  it('lists the five steps, all done for a studio ready to sell', () => {
    const items = setupChecklistOf(ready);
    expect(items.map((item) => item.step)).toEqual([
      'PRICES',
      'ADDRESS',
      'MERCADO_PAGO',
      'WATERMARK',
      'LOGO',
    ]);
    expect(items.every((item) => item.done)).toBe(true);
  });

  it.each([
    [{ savedPriceItems: 0 }, ['PRICES']],
    [{ address: { ...ready.address, number: '' } }, ['ADDRESS']],
    [{ mercadoPagoPublicKey: null }, ['MERCADO_PAGO']],
    [{ mercadoPagoAccessToken: false }, ['MERCADO_PAGO']],
    [{ watermark: false, logo: false }, ['WATERMARK', 'LOGO']],
  ] as const)('%o leaves %o to do', (change, steps) => {
    expect(pending({ ...ready, ...change })).toEqual(steps);
  });
});
