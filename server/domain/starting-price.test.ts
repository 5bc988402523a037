import { describe, expect, it } from 'vitest';
import type { EventSale } from './cart.ts';
import { startingPriceCents } from './starting-price.ts';

const printedItems: EventSale['printedItems'] = [
  { id: 'p20x30', width: 20, height: 30, unit: 'CM', weightGrams: 25, priceCents: 4500 },
  { id: 'p10x15', width: 10, height: 15, unit: 'CM', weightGrams: 10, priceCents: 1500 },
];

const event = (overrides: Partial<EventSale>): EventSale => ({
  mode: 'NORMAL',
  deliveryFormat: 'DIGITAL_AND_PRINTED',
  digitalPriceCents: null,
  packagePhotoCount: null,
  printedItems: [],
  ...overrides,
});

describe('startingPriceCents', () => {
  it.each<[string, Partial<EventSale>, number | null]>([
    ['digital only: its price', { deliveryFormat: 'DIGITAL', digitalPriceCents: 1250 }, 1250],
    [
      'printed only: the cheapest size, wherever it is in the table',
      { deliveryFormat: 'PRINTED', printedItems },
      1500,
    ],
    [
      'both, digital cheaper',
      { deliveryFormat: 'DIGITAL_AND_PRINTED', digitalPriceCents: 1000, printedItems },
      1000,
    ],
    [
      'both, a print cheaper',
      { deliveryFormat: 'DIGITAL_AND_PRINTED', digitalPriceCents: 2000, printedItems },
      1500,
    ],
    ['both, digital without a price: the prints', { digitalPriceCents: null, printedItems }, 1500],
    [
      'digital only: a price table left from another format does not count',
      { deliveryFormat: 'DIGITAL', digitalPriceCents: 3000, printedItems },
      3000,
    ],
    [
      'printed only: a digital price left from another format does not count',
      { deliveryFormat: 'PRINTED', digitalPriceCents: 500, printedItems },
      1500,
    ],
  ])('%s', (_case, overrides, expected) => {
    expect(startingPriceCents(event(overrides))).toBe(expected);
  });

  it.each<[string, Partial<EventSale>]>([
    ['digital without a price', { deliveryFormat: 'DIGITAL', digitalPriceCents: null }],
    ['printed without sizes', { deliveryFormat: 'PRINTED', printedItems: [] }],
    ['both without any price', { deliveryFormat: 'DIGITAL_AND_PRINTED' }],
    [
      'delivery only (no prices shown)',
      { mode: 'DELIVERY_ONLY', deliveryFormat: 'DIGITAL', digitalPriceCents: 900 },
    ],
    [
      'a prepaid package (its photos are paid for)',
      { mode: 'PREPAID_PACKAGE', packagePhotoCount: 2, deliveryFormat: 'DIGITAL', digitalPriceCents: 800 },
    ],
  ])('names no price: %s', (_case, overrides) => {
    expect(startingPriceCents(event(overrides))).toBeNull();
  });
});
