import { describe, expect, it } from 'vitest';
import { type EventSale, saleOptions } from './cart.ts';
import { planGallerySettings } from './gallery-settings.ts';
import { assertForSale, PhotosNotForSaleError, type SaleReadiness, saleReadiness } from './sale-readiness.ts';

const sizes: EventSale['printedItems'] = [
  { id: 'p10x15', width: 10, height: 15, unit: 'CM', weightGrams: 10, priceCents: 1500 },
  { id: 'p20x30', width: 20, height: 30, unit: 'CM', weightGrams: 25, priceCents: 4500 },
];
const unpriced = sizes.map((item) => ({ ...item, priceCents: 0 }));

const event = (overrides: Partial<EventSale>): EventSale => ({
  mode: 'NORMAL',
  deliveryFormat: 'DIGITAL',
  digitalPriceCents: null,
  packagePhotoCount: null,
  printedItems: [],
  ...overrides,
});

const ready = (digital: boolean, printed: boolean, missing: SaleReadiness['missing'] = []) => ({
  forSale: digital || printed,
  digital,
  printed,
  missing,
});

describe('saleReadiness', () => {
  it.each<[string, Partial<EventSale>, SaleReadiness]>([
    ['a new digital event (no price)', {}, ready(false, false, ['DIGITAL_PRICE'])],
    ['digital at R$ 0,00', { digitalPriceCents: 0 }, ready(false, false, ['DIGITAL_PRICE'])],
    ['digital at R$ 0,01', { digitalPriceCents: 1 }, ready(true, false)],
    [
      'digital with a price table left from another format',
      { digitalPriceCents: null, printedItems: sizes },
      ready(false, false, ['DIGITAL_PRICE']),
    ],
    [
      'a new printed event (empty table)',
      { deliveryFormat: 'PRINTED' },
      ready(false, false, ['PRINTED_PRICES']),
    ],
    [
      'printed, every line at R$ 0,00',
      { deliveryFormat: 'PRINTED', printedItems: unpriced },
      ready(false, false, ['PRINTED_PRICES']),
    ],
    [
      'printed, one line priced',
      { deliveryFormat: 'PRINTED', printedItems: [unpriced[0]!, sizes[1]!] },
      ready(false, true),
    ],
    [
      'printed with a digital price left from another format',
      { deliveryFormat: 'PRINTED', digitalPriceCents: 1000 },
      ready(false, false, ['PRINTED_PRICES']),
    ],
    [
      'digital and printed, nothing set',
      { deliveryFormat: 'DIGITAL_AND_PRINTED' },
      ready(false, false, ['DIGITAL_PRICE', 'PRINTED_PRICES']),
    ],
    [
      'digital and printed, only the digital price: sells digital',
      { deliveryFormat: 'DIGITAL_AND_PRINTED', digitalPriceCents: 1250 },
      ready(true, false, ['PRINTED_PRICES']),
    ],
    [
      'digital and printed, only the table: sells prints',
      { deliveryFormat: 'DIGITAL_AND_PRINTED', printedItems: sizes },
      ready(false, true, ['DIGITAL_PRICE']),
    ],
    [
      'digital and printed, both',
      { deliveryFormat: 'DIGITAL_AND_PRINTED', digitalPriceCents: 1250, printedItems: sizes },
      ready(true, true),
    ],
    [
      'prepaid package without the extra photos’ price',
      { mode: 'PREPAID_PACKAGE', packagePhotoCount: 5 },
      ready(false, false, ['DIGITAL_PRICE']),
    ],
    [
      'prepaid package with it',
      { mode: 'PREPAID_PACKAGE', packagePhotoCount: 5, digitalPriceCents: 900 },
      ready(true, false),
    ],
    ['delivery only, digital: nothing to price', { mode: 'DELIVERY_ONLY' }, ready(true, false)],
    [
      'delivery only, printed: the table’s sizes, without prices',
      { mode: 'DELIVERY_ONLY', deliveryFormat: 'PRINTED', printedItems: unpriced },
      ready(false, true),
    ],
    [
      'delivery only, printed without a table',
      { mode: 'DELIVERY_ONLY', deliveryFormat: 'PRINTED' },
      ready(false, false, ['PRINTED_PRICES']),
    ],
  ])('%s', (_case, overrides, expected) => {
    expect(saleReadiness(event(overrides))).toEqual(expected);
  });

  it('refuses with the Portuguese message when nothing is on sale', () => {
    expect(() => assertForSale(event({}))).toThrow(PhotosNotForSaleError);
    expect(() => assertForSale(event({}))).toThrow('As fotos deste evento ainda não estão à venda.');
    expect(() => assertForSale(event({ digitalPriceCents: 500 }))).not.toThrow();
  });
});

describe('the options a chooser offers', () => {
  const offered = (overrides: Partial<EventSale>) =>
    saleOptions(event(overrides)).map((option) => `${option.optionId} ${option.priceCents}`);

  it('never offers an unpriced digital option or a line at R$ 0,00', () => {
    expect(offered({})).toEqual([]);
    expect(offered({ digitalPriceCents: 0 })).toEqual([]);
    expect(
      offered({
        deliveryFormat: 'DIGITAL_AND_PRINTED',
        digitalPriceCents: 0,
        printedItems: [unpriced[0]!, sizes[1]!],
      }),
    ).toEqual(['p20x30 4500']);
  });

  it('offers only the configured half of a digital-e-impresso event', () => {
    expect(offered({ deliveryFormat: 'DIGITAL_AND_PRINTED', digitalPriceCents: 1250 })).toEqual(['1 1250']);
    expect(offered({ deliveryFormat: 'DIGITAL_AND_PRINTED', printedItems: sizes })).toEqual([
      'p10x15 1500',
      'p20x30 4500',
    ]);
  });

  it('offers everything free in a delivery-only gallery', () => {
    expect(
      offered({ mode: 'DELIVERY_ONLY', deliveryFormat: 'DIGITAL_AND_PRINTED', printedItems: unpriced }),
    ).toEqual(['1 0', 'p10x15 0', 'p20x30 0']);
  });
});

describe('the gallery settings', () => {
  const studio = { hasAddress: true };
  const base = { mode: 'NORMAL', deliveryFormat: 'DIGITAL_AND_PRINTED', pickup: true } as const;
  const line = (price: string) => ({ height: '15', width: '10', price });

  it('refuse a price of zero, which would leave the photo off sale', () => {
    expect(() =>
      planGallerySettings({ ...base, digitalPrice: '0,00', printedItems: [line('15')] }, studio),
    ).toThrow('O preço da foto digital deve ser maior que zero.');
    expect(() =>
      planGallerySettings({ ...base, digitalPrice: '12', printedItems: [line('15'), line('0')] }, studio),
    ).toThrow('Tabela de preços, linha 2: o preço deve ser maior que zero');
  });

  it('need no price in a delivery-only gallery', () => {
    const settings = planGallerySettings(
      { ...base, mode: 'DELIVERY_ONLY', printedItems: [line('')] },
      studio,
    );
    expect(saleReadiness({ ...settings, printedItems: settings.printedItems })).toMatchObject({
      forSale: true,
    });
  });
});
