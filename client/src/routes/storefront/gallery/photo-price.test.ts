// The price in the viewer's bar, for each way a gallery sells.
import { describe, expect, it } from 'vitest';
import { photoPrice } from './photo-price.ts';

const cents = (...prices: number[]) => prices.map((priceCents) => ({ priceCents }));

describe('photoPrice', () => {
  it.each([
    ['one price (digital only)', cents(1000), 'NORMAL', 'R$ 10,00'],
    ['several sizes', cents(4500, 1500, 2500), 'NORMAL', 'a partir de R$ 15,00'],
    ['several options of one price', cents(1500, 1500), 'NORMAL', 'R$ 15,00'],
    ['a prepaid package (the price of a photo beyond it)', cents(800), 'PREPAID_PACKAGE', 'R$ 8,00'],
    ['delivery only: no prices anywhere', cents(1000), 'DELIVERY_ONLY', null],
    ['nothing on sale', cents(), 'NORMAL', null],
  ])('%s', (_case, options, mode, expected) => {
    expect(photoPrice(options, mode)).toBe(expected);
  });
});
