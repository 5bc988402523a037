import { describe, expect, it } from 'vitest';
import { cartTotals } from './cart.ts';
import {
  coversAllPhotos,
  type DiscountOffer,
  discountHint,
  discountLabel,
  discountSettingsSchema,
  offersAllPhotos,
  percentOfCents,
  planDiscountSettings,
  priceProducts,
  soldPriceNotes,
  tierFor,
} from './discounts.ts';

const tiers = [
  { minimumQuantity: 10, percent: 10 },
  { minimumQuantity: 20, percent: 15 },
];

/** n digital photos at R$ 12,50, one line each. */
const digital = (count: number, from = 0) =>
  Array.from({ length: count }, (_, index) => ({
    id: `d${from + index}`,
    photoId: `p${from + index}`,
    format: 'DIGITAL' as const,
    unitPriceCents: 1250,
    quantity: 1,
  }));

describe('planDiscountSettings', () => {
  it('keeps the tiers by minimum quantity and reads the all-photos price with a comma or a dot', () => {
    expect(
      planDiscountSettings({
        tiers: [
          { minimumQuantity: '20', percent: '15' },
          { minimumQuantity: 10, percent: 10 },
        ],
        allPhotosPrice: '150,00',
      }),
    ).toEqual({ tiers, allPhotosPriceCents: 15000 });
    expect(planDiscountSettings({ tiers: [], allPhotosPrice: '99.9' }).allPhotosPriceCents).toBe(9990);
    expect(planDiscountSettings({ tiers: null, allPhotosPrice: '  ' })).toEqual({
      tiers: [],
      allPhotosPriceCents: null,
    });
  });

  it.each([
    [
      'a minimum of one photo',
      { tiers: [{ minimumQuantity: 1, percent: 5 }] },
      'tiers.0.minimumQuantity',
      'Faixa 1: a quantidade mínima deve ser um número inteiro de 2 a 9999 fotos.',
    ],
    [
      'a minimum that is not a whole number',
      { tiers: [{ minimumQuantity: '10,5', percent: 5 }] },
      'tiers.0.minimumQuantity',
      'Faixa 1: a quantidade mínima deve ser um número inteiro de 2 a 9999 fotos.',
    ],
    [
      'a blank minimum',
      { tiers: [{ minimumQuantity: '', percent: 5 }] },
      'tiers.0.minimumQuantity',
      'Faixa 1: a quantidade mínima deve ser um número inteiro de 2 a 9999 fotos.',
    ],
    [
      'no percent',
      { tiers: [{ minimumQuantity: 10, percent: 0 }] },
      'tiers.0.percent',
      'Faixa 1: o desconto deve ser um número inteiro de 1% a 90%.',
    ],
    [
      'a percent above 90',
      { tiers: [{ minimumQuantity: 10, percent: 91 }] },
      'tiers.0.percent',
      'Faixa 1: o desconto deve ser um número inteiro de 1% a 90%.',
    ],
    [
      'a fractional percent',
      { tiers: [{ minimumQuantity: 10, percent: 7.5 }] },
      'tiers.0.percent',
      'Faixa 1: o desconto deve ser um número inteiro de 1% a 90%.',
    ],
    [
      'a repeated minimum',
      {
        tiers: [
          { minimumQuantity: 10, percent: 10 },
          { minimumQuantity: 10, percent: 20 },
        ],
      },
      'tiers.1.minimumQuantity',
      'Faixa 2: já existe uma faixa a partir de 10 fotos.',
    ],
    [
      'more photos for less discount',
      {
        tiers: [
          { minimumQuantity: 20, percent: 10 },
          { minimumQuantity: 10, percent: 15 },
        ],
      },
      'tiers.0.percent',
      'Faixa 1: a partir de 20 fotos o desconto deve ser maior que os 15% da faixa de 10 fotos.',
    ],
    [
      'more than ten tiers',
      {
        tiers: Array.from({ length: 11 }, (_, index) => ({ minimumQuantity: index + 2, percent: index + 1 })),
      },
      'tiers',
      'Cadastre no máximo 10 faixas de desconto.',
    ],
    [
      'an all-photos price in words',
      { allPhotosPrice: 'cem reais' },
      'allPhotosPrice',
      'Informe o preço de todas as fotos com números, como 150,00.',
    ],
    [
      'an all-photos price of zero',
      { allPhotosPrice: '0,00' },
      'allPhotosPrice',
      'O preço de todas as fotos deve ser maior que zero (deixe em branco para não oferecer).',
    ],
  ])('refuses %s, on its field', (_case, input, field, message) => {
    expect(() => planDiscountSettings(input)).toThrow(message);
    try {
      planDiscountSettings(input);
    } catch (error) {
      expect((error as { field: string }).field).toBe(field);
    }
  });

  it('is the admin form resolver: the refusal lands on its field', () => {
    const result = discountSettingsSchema().safeParse({ tiers: [{ minimumQuantity: 10, percent: 95 }] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['tiers', '0', 'percent'],
      message: 'Faixa 1: o desconto deve ser um número inteiro de 1% a 90%.',
    });
  });
});

describe('tierFor', () => {
  it.each([
    [0, null],
    [9, null],
    [10, 10],
    [11, 10],
    [19, 10],
    [20, 15],
    [500, 15],
  ])('%i units reach %s%%', (quantity, percent) => {
    expect(tierFor(tiers, quantity)?.percent ?? null).toBe(percent);
  });

  it('does not depend on the order the tiers come in', () => {
    expect(tierFor([...tiers].reverse(), 25)?.percent).toBe(15);
  });
});

describe('percentOfCents', () => {
  it.each([
    [10000, 10, 1000],
    // 10% of R$ 12,35 is 123,5 centavos: the half goes to the customer.
    [1235, 10, 124],
    [1234, 10, 123],
    // 15% of R$ 0,03 is 0,45 centavo.
    [3, 15, 0],
    [1_000_000_000, 90, 900_000_000],
  ])('%i centavos at %i%% take %i off', (amount, percent, discount) => {
    expect(percentOfCents(amount, percent)).toBe(discount);
  });
});

describe('priceProducts: the tier', () => {
  it.each([
    [9, 11250, 0],
    [10, 12500, 1250],
    [11, 13750, 1375],
  ])('%i photos at R$ 12,50: subtotal %i, discount %i', (count, subtotal, discount) => {
    const price = priceProducts(digital(count), { tiers, allPhotos: null });
    expect(price.subtotalCents).toBe(subtotal);
    expect(price.discount?.amountCents ?? 0).toBe(discount);
  });

  it('counts copies and prints, not lines; items charged nothing do not count', () => {
    const lines = [
      { id: 'a', photoId: 'p1', format: 'PRINTED' as const, unitPriceCents: 1500, quantity: 6 },
      { id: 'b', photoId: 'p2', format: 'DIGITAL' as const, unitPriceCents: 1250, quantity: 4 },
      // Inside the prepaid package: charged nothing.
      { id: 'c', photoId: 'p3', format: 'DIGITAL' as const, unitPriceCents: 0, quantity: 5 },
    ];
    expect(priceProducts(lines, { tiers, allPhotos: null }).discount).toEqual({
      minimumQuantity: 10,
      percent: 10,
      quantity: 10,
      baseCents: 14000,
      amountCents: 1400,
    });
    expect(priceProducts(lines.slice(1), { tiers, allPhotos: null }).discount).toBeNull();
  });

  it('never discounts shipping', () => {
    const totals = cartTotals(
      digital(10),
      'NORMAL',
      { priceCents: 2590, payer: 'CUSTOMER' },
      {
        tiers,
        allPhotos: null,
      },
    );
    expect(totals).toMatchObject({
      subtotalCents: 12500,
      discountCents: 1250,
      shippingChargedCents: 2590,
      totalCents: 12500 - 1250 + 2590,
    });
  });

  it('gives nothing in a delivery-only gallery', () => {
    const free = digital(12).map((line) => ({ ...line, unitPriceCents: 0 }));
    expect(cartTotals(free, 'DELIVERY_ONLY', null, { tiers, allPhotos: null })).toMatchObject({
      discount: null,
      totalCents: 0,
      exempt: true,
    });
  });
});

describe('priceProducts: the all-photos price', () => {
  const offer = (priceCents: number, photoCount = 12): DiscountOffer => ({
    tiers,
    allPhotos: { priceCents, photoCount },
  });

  it('applies when every photo is in the cart as digital and it is cheaper', () => {
    // 12 x R$ 12,50 = R$ 150,00, minus 10% = R$ 135,00; the package is R$ 100,00.
    const price = priceProducts(digital(12), offer(10000));
    expect(price).toMatchObject({ subtotalCents: 10000, discount: null, allPhotosCents: 10000 });
    expect(price.packagedLineIds.size).toBe(12);
  });

  it('is not applied when the photos priced one by one, with their tier, cost less', () => {
    // R$ 135,00 with the tier against R$ 140,00.
    const price = priceProducts(digital(12), offer(14000));
    expect(price).toMatchObject({ subtotalCents: 15000, allPhotosCents: null });
    expect(price.discount?.amountCents).toBe(1500);
    expect(price.packagedLineIds.size).toBe(0);
  });

  it('is applied at the same price, since it is what the customer chose', () => {
    expect(priceProducts(digital(12), offer(13500)).allPhotosCents).toBe(13500);
  });

  it('needs every photo of the event: one missing, or one printed only, prices per photo', () => {
    expect(priceProducts(digital(11), offer(10000)).allPhotosCents).toBeNull();
    const oneAsPrint = [
      ...digital(11),
      { id: 'x', photoId: 'p11', format: 'PRINTED' as const, unitPriceCents: 1500, quantity: 1 },
    ];
    expect(priceProducts(oneAsPrint, offer(10000)).allPhotosCents).toBeNull();
    expect(coversAllPhotos(digital(3), 0)).toBe(false);
  });

  it('charges prints apart, with the tier their own quantity reaches, and never discounts the package', () => {
    const prints = Array.from({ length: 10 }, (_, index) => ({
      id: `i${index}`,
      photoId: `p${index}`,
      format: 'PRINTED' as const,
      unitPriceCents: 1500,
      quantity: 1,
    }));
    const price = priceProducts([...digital(12), ...prints], offer(10000));
    expect(price).toMatchObject({
      allPhotosCents: 10000,
      subtotalCents: 10000 + 15000,
      discount: { quantity: 10, baseCents: 15000, amountCents: 1500 },
    });
    expect(price.packagedLineIds.has('i0')).toBe(false);
  });

  it('takes repeated digital copies of a photo into the package', () => {
    const copies = [...digital(12), { ...digital(1)[0]!, id: 'again', quantity: 3 }];
    const price = priceProducts(copies, offer(10000));
    expect(price.allPhotosCents).toBe(10000);
    expect(price.packagedLineIds.has('again')).toBe(true);
  });

  it('makes the cart totals: the package, shipping apart', () => {
    expect(
      cartTotals(digital(12), 'NORMAL', { priceCents: 2000, payer: 'CUSTOMER' }, offer(10000)),
    ).toMatchObject({ subtotalCents: 10000, discountCents: 0, allPhotosCents: 10000, totalCents: 12000 });
  });
});

describe('labels', () => {
  it('names the tier in the cart and sums the table up in the gallery', () => {
    expect(discountLabel({ minimumQuantity: 10, percent: 10 })).toBe('10% a partir de 10 fotos');
    expect(discountHint([tiers[1]!, tiers[0]!])).toBe(
      'Leve 10 ou mais e ganhe 10% de desconto; 20 ou mais, 15%',
    );
    expect(discountHint([])).toBeNull();
  });
});

describe('offersAllPhotos', () => {
  const normal = {
    mode: 'NORMAL' as const,
    deliveryFormat: 'DIGITAL_AND_PRINTED' as const,
    digitalPriceCents: 1250,
    allPhotosPriceCents: 10000,
  };

  it.each([
    ['a normal gallery selling digital', normal, true],
    ['no all-photos price', { ...normal, allPhotosPriceCents: null }, false],
    ['prints only', { ...normal, deliveryFormat: 'PRINTED' as const }, false],
    ['digital without a price', { ...normal, digitalPriceCents: null }, false],
    ['the prepaid package mode', { ...normal, mode: 'PREPAID_PACKAGE' as const }, false],
    ['delivery only', { ...normal, mode: 'DELIVERY_ONLY' as const }, false],
  ])('%s: %s', (_case, event, offered) => {
    expect(offersAllPhotos(event)).toBe(offered);
  });
});

describe('soldPriceNotes', () => {
  it("tells how an order's total was made, from the order's own copy", () => {
    expect(
      soldPriceNotes({
        discountCents: 1500,
        discountPercent: 10,
        discountMinimumQuantity: 10,
        allPhotosPriceCents: 15000,
      }),
    ).toEqual([
      'Todas as fotos em digital: R$\u00a0150,00',
      'Desconto (10% a partir de 10 fotos): -R$\u00a015,00',
    ]);
    expect(
      soldPriceNotes({
        discountCents: 0,
        discountPercent: null,
        discountMinimumQuantity: null,
        allPhotosPriceCents: null,
      }),
    ).toEqual([]);
  });
});
