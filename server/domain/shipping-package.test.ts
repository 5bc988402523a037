import { describe, expect, it } from 'vitest';
import { type ShippingPackageItem, shippingPackage } from './shipping-package.ts';

const print = (
  widthCm: number,
  heightCm: number,
  weightGrams: number | null,
  quantity = 1,
): ShippingPackageItem => ({
  format: 'PRINTED',
  widthCm,
  heightCm,
  weightGrams,
  quantity,
});
const digital = (quantity = 1): ShippingPackageItem => ({
  format: 'DIGITAL',
  widthCm: 4000,
  heightCm: 6000,
  weightGrams: null,
  quantity,
});

describe('shippingPackage', () => {
  it.each<[string, ShippingPackageItem[], ReturnType<typeof shippingPackage>]>([
    ['no items', [], null],
    ['digital only', [digital(), digital(3)], null],
    ['printed items with no quantity', [print(10, 15, 10, 0)], null],
    ['one 10 x 15 print', [print(10, 15, 10)], { weightGrams: 10, heightCm: 1, widthCm: 10, lengthCm: 15 }],
    [
      'weight times quantity, summed',
      [print(10, 15, 10, 3), print(20, 30, 25, 2)],
      { weightGrams: 80, heightCm: 1, widthCm: 20, lengthCm: 30 },
    ],
    [
      'a printed item without weight counts the default 10 g',
      [print(13, 18, null, 2)],
      { weightGrams: 20, heightCm: 1, widthCm: 13, lengthCm: 18 },
    ],
    [
      'digital items add nothing (neither weight nor size)',
      [digital(5), print(15, 21, 12)],
      { weightGrams: 12, heightCm: 1, widthCm: 15, lengthCm: 21 },
    ],
    [
      'a landscape print is turned: width is the short side, length the long side',
      [print(30, 20, 20)],
      { weightGrams: 20, heightCm: 1, widthCm: 20, lengthCm: 30 },
    ],
    [
      'the largest short side and the largest long side of different prints',
      [print(10, 40, 10), print(25, 30, 10)],
      { weightGrams: 20, heightCm: 1, widthCm: 25, lengthCm: 40 },
    ],
    [
      'portrait and landscape of the same size fit the same envelope',
      [print(10, 15, 10), print(15, 10, 10)],
      { weightGrams: 20, heightCm: 1, widthCm: 10, lengthCm: 15 },
    ],
    [
      'no carrier minimums: a tiny light print stays tiny',
      [print(5, 7, 2)],
      { weightGrams: 2, heightCm: 1, widthCm: 5, lengthCm: 7 },
    ],
    [
      'fractional sizes are kept',
      [print(12.7, 17.8, 10)],
      { weightGrams: 10, heightCm: 1, widthCm: 12.7, lengthCm: 17.8 },
    ],
  ])('%s', (_case, items, expected) => {
    expect(shippingPackage(items)).toEqual(expected);
  });
});
