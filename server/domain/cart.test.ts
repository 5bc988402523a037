import { describe, expect, it } from 'vitest';
import {
  assertReadyForCart,
  assertReadyForPayment,
  cartTotals,
  checkDigitalOnce,
  checkQuantity,
  chosenOption,
  type DigitalLine,
  DigitalPhotoOnceError,
  type EventSale,
  extraItemIds,
  findOption,
  keepDigitalOnce,
  saleOptions,
  unitPriceCents,
} from './cart.ts';

const event: EventSale = {
  mode: 'NORMAL',
  deliveryFormat: 'DIGITAL_AND_PRINTED',
  digitalPriceCents: 1250,
  packagePhotoCount: null,
  printedItems: [
    { id: 'p10x15', width: 10, height: 15, unit: 'CM', weightGrams: 10, priceCents: 1500 },
    { id: 'p20x30', width: 20, height: 30, unit: 'CM', weightGrams: 25, priceCents: 4500 },
  ],
};

describe('saleOptions', () => {
  it("offers the digital option as '1' at the photo's pixel size, then each printed size", () => {
    const options = saleOptions(event, { width: 6000, height: 4000 });
    expect(
      options.map((option) => [option.optionId, option.width, option.height, option.unit, option.priceCents]),
    ).toEqual([
      ['1', 6000, 4000, 'PX', 1250],
      ['p10x15', 10, 15, 'CM', 1500],
      ['p20x30', 20, 30, 'CM', 4500],
    ]);
  });

  it('offers only what the delivery format sells', () => {
    expect(saleOptions({ ...event, deliveryFormat: 'DIGITAL' }).map((option) => option.optionId)).toEqual([
      '1',
    ]);
    expect(saleOptions({ ...event, deliveryFormat: 'PRINTED' }).map((option) => option.optionId)).toEqual([
      'p10x15',
      'p20x30',
    ]);
  });

  it('prices nothing in delivery-only mode', () => {
    expect(
      saleOptions({ ...event, mode: 'DELIVERY_ONLY', digitalPriceCents: null }).every(
        (option) => option.priceCents === 0,
      ),
    ).toBe(true);
  });

  it('refuses an option the event does not sell', () => {
    expect(() => findOption(saleOptions(event), 'p40x60')).toThrow(
      'Este tamanho não está disponível nesta galeria',
    );
  });

  it('finds the chosen option of a stored item, or none when it left the table', () => {
    const options = saleOptions(event);
    expect(chosenOption(options, { format: 'PRINTED', priceTableItemId: 'p20x30' })?.priceCents).toBe(4500);
    expect(chosenOption(options, { format: 'PRINTED', priceTableItemId: 'removida' })).toBeNull();
    expect(chosenOption(options, { format: null, priceTableItemId: null })).toBeNull();
  });
});

describe('prepaid package', () => {
  const items = ['a', 'b', 'c', 'd'].map((id) => ({ id }));

  it('includes the first N chosen items and charges the rest as extras', () => {
    expect([...extraItemIds(items, 'PREPAID_PACKAGE', 2)]).toEqual(['c', 'd']);
    expect(extraItemIds(items, 'NORMAL', 2).size).toBe(0);
  });

  it('follows removals: an extra moves into the package when an included item goes', () => {
    expect([
      ...extraItemIds(
        items.filter((item) => item.id !== 'a'),
        'PREPAID_PACKAGE',
        2,
      ),
    ]).toEqual(['d']);
  });

  it('prices included items at zero and extras at their option', () => {
    const [digital] = saleOptions(event);
    expect(unitPriceCents(digital!, 'PREPAID_PACKAGE', false)).toBe(0);
    expect(unitPriceCents(digital!, 'PREPAID_PACKAGE', true)).toBe(1250);
    expect(unitPriceCents(digital!, 'DELIVERY_ONLY', true)).toBe(0);
    expect(unitPriceCents(null, 'NORMAL', false)).toBe(0);
  });
});

describe('cartTotals', () => {
  const lines = [
    { unitPriceCents: 1250, quantity: 2 },
    { unitPriceCents: 1500, quantity: 1 },
  ];

  it.each([
    [
      'no shipping',
      'NORMAL',
      null,
      { subtotalCents: 4000, shippingChargedCents: 0, totalCents: 4000, exempt: false },
    ],
    [
      'shipping the customer pays',
      'NORMAL',
      { priceCents: 2590, payer: 'CUSTOMER' },
      { subtotalCents: 4000, shippingChargedCents: 2590, totalCents: 6590, exempt: false },
    ],
    [
      'shipping the studio pays',
      'NORMAL',
      { priceCents: 2590, payer: 'STUDIO' },
      { subtotalCents: 4000, shippingChargedCents: 0, totalCents: 4000, exempt: false },
    ],
  ] as const)('with %s', (_label, mode, shipping, totals) => {
    expect(cartTotals(lines, mode, shipping)).toMatchObject(totals);
  });

  it('skips payment in delivery-only mode, even with shipping', () => {
    expect(
      cartTotals([{ unitPriceCents: 0, quantity: 3 }], 'DELIVERY_ONLY', {
        priceCents: 2590,
        payer: 'CUSTOMER',
      }).exempt,
    ).toBe(true);
  });

  it('charges a package without extras only when the customer pays shipping', () => {
    const included = [{ unitPriceCents: 0, quantity: 1 }];
    expect(cartTotals(included, 'PREPAID_PACKAGE', null).exempt).toBe(true);
    expect(cartTotals(included, 'PREPAID_PACKAGE', { priceCents: 1990, payer: 'STUDIO' }).exempt).toBe(true);
    expect(cartTotals(included, 'PREPAID_PACKAGE', { priceCents: 1990, payer: 'CUSTOMER' })).toMatchObject({
      totalCents: 1990,
      exempt: false,
    });
  });
});

describe('checkQuantity', () => {
  it.each([
    [1, 1],
    ['3', 3],
    [999, 999],
  ])('accepts %j', (input, output) => {
    expect(checkQuantity(input)).toBe(output);
  });
  it.each([0, -1, 1.5, '2a', '', null, 1000])('refuses %j', (input) => {
    expect(() => checkQuantity(input)).toThrow('A quantidade deve ser um número inteiro de 1 a 999');
  });
});

describe('checkout guards', () => {
  const [digital, printed] = saleOptions(event);
  const ready = {
    items: [{ option: printed! }],
    deliveryPreference: 'DELIVERY' as const,
    hasShippingQuote: true,
    personalDataFilled: true,
    addressFilled: true,
    shippingCep: '20040020',
    addressCep: '20040-020',
  };

  it.each([
    [
      'an item without a size',
      { ...ready, items: [{ option: null }] },
      'tamanho-imgs-ausente',
      'Uma ou mais imagens estão sem um tamanho selecionado',
    ],
    [
      'printed items without a delivery choice',
      { ...ready, deliveryPreference: null },
      'modalidade-entrega-ausente',
      'Selecione uma modalidade de entrega',
    ],
    [
      'delivery without a shipping quote',
      { ...ready, hasShippingQuote: false },
      'frete-ausente',
      'Calcule o frete com o CEP de entrega antes de pagar',
    ],
    [
      'no personal data',
      { ...ready, personalDataFilled: false },
      'dados-pessoais-ausentes',
      'Preencha e salve seus dados pessoais antes de pagar',
    ],
    [
      'delivery without an address',
      { ...ready, addressFilled: false },
      'endereco-ausente',
      'Preencha e salve o endereço de entrega antes de pagar',
    ],
    [
      'shipping quoted for another CEP',
      { ...ready, addressCep: '01001-000' },
      'frete-ausente',
      'O frete foi calculado para outro CEP. Calcule o frete para o CEP do endereço de entrega',
    ],
    ['an empty cart', { ...ready, items: [] }, 'carrinho-vazio', 'Seu carrinho está vazio'],
  ])('stops at %s', (_label, state, flag, message) => {
    expect(() => assertReadyForPayment(state)).toThrow(message);
    try {
      assertReadyForPayment(state);
    } catch (error) {
      expect(error).toMatchObject({ flag });
    }
  });

  it('asks no delivery choice, shipping or address for digital photos', () => {
    expect(() =>
      assertReadyForPayment({
        items: [{ option: digital! }],
        deliveryPreference: null,
        hasShippingQuote: false,
        personalDataFilled: true,
        addressFilled: false,
      }),
    ).not.toThrow();
    expect(() =>
      assertReadyForCart({ items: [{ option: digital! }], deliveryPreference: null }),
    ).not.toThrow();
  });

  it('asks no address for pickup', () => {
    expect(() =>
      assertReadyForPayment({
        ...ready,
        deliveryPreference: 'PICKUP',
        hasShippingQuote: false,
        addressFilled: false,
      }),
    ).not.toThrow();
  });
});

describe('a digital photo is bought once', () => {
  const digital = (photoId: string, quantity = 1): DigitalLine => ({ photoId, format: 'DIGITAL', quantity });
  const printed = (photoId: string, quantity = 1): DigitalLine => ({ photoId, format: 'PRINTED', quantity });
  const repeated = 'Esta foto já está no seu carrinho em digital. Uma foto digital é comprada uma vez só.';
  const quantity = 'Uma foto digital é um arquivo só: ela é comprada uma vez, sem quantidade.';

  it.each([
    ['the same photo in digital twice', [digital('a')], [digital('a'), digital('a')], repeated],
    ['a digital line at quantity 2', [digital('a')], [digital('a', 2)], quantity],
    [
      'a print turned digital beside its digital line',
      [digital('a'), printed('a')],
      [digital('a'), digital('a')],
      repeated,
    ],
  ])('refuses %s', (_case, before, after, message) => {
    expect(() => checkDigitalOnce(after, before)).toThrow(DigitalPhotoOnceError);
    expect(() => checkDigitalOnce(after, before)).toThrow(message);
  });

  it.each([
    ['one digital line per photo', [], [digital('a'), digital('b')]],
    [
      'prints of the same photo in any number and quantity',
      [],
      [printed('a', 3), printed('a', 2), digital('a')],
    ],
    ['lines still waiting for a size', [], [{ photoId: 'a', format: null, quantity: 1 }, digital('a')]],
    [
      'a cart that broke the rule before, coming down',
      [digital('a', 3), digital('a')],
      [digital('a', 2), digital('a')],
    ],
  ] as [string, DigitalLine[], DigitalLine[]][])('allows %s', (_case, before, after) => {
    expect(() => checkDigitalOnce(after, before)).not.toThrow();
  });

  it('keeps the first digital line of each photo, at quantity 1, when lines turn digital in bulk', () => {
    const lines = [
      { id: 1, ...digital('a', 3) },
      { id: 2, ...printed('a', 2) },
      { id: 3, ...digital('a') },
      { id: 4, ...digital('b') },
    ];
    expect(keepDigitalOnce(lines, (line) => line.photoId).map((line) => [line.id, line.quantity])).toEqual([
      [1, 1],
      [2, 2],
      [4, 1],
    ]);
  });
});
