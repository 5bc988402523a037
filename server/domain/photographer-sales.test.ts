import { describe, expect, it } from 'vitest';
import {
  commissionCents,
  itemShares,
  type PaidOrder,
  PhotographerSalesTally,
  photographerSalesLines,
  type SoldItem,
  splitProportionally,
} from './photographer-sales.ts';

const item = (
  photoName: string,
  lineTotalCents: number,
  photographer: string,
  format: SoldItem['format'] = 'DIGITAL',
): SoldItem => ({
  photoName,
  format,
  lineTotalCents,
  photographerId: photographer.startsWith('m-') ? photographer : null,
  photographerName: photographer,
});

describe('splitting an amount in proportion', () => {
  it.each([
    { amount: 100, weights: [1, 1, 1], parts: [34, 33, 33] },
    { amount: 900, weights: [500, 500], parts: [450, 450] },
    { amount: 1_000, weights: [0, 0], parts: [500, 500] },
    { amount: 0, weights: [3, 7], parts: [0, 0] },
    { amount: 7, weights: [1, 2, 4], parts: [1, 2, 4] },
    { amount: 10, weights: [1, 1, 0], parts: [5, 5, 0] },
  ])('$amount over $weights gives $parts', ({ amount, weights, parts }) => {
    const split = splitProportionally(amount, weights);
    expect(split).toEqual(parts);
    expect(split.reduce((sum, part) => sum + part, 0)).toBe(amount);
  });
});

describe("an order's money per item", () => {
  it('is each line as sold when there is no discount, shipping left out', () => {
    const order: PaidOrder = {
      totalCents: 4_000 + 2_500,
      shippingChargedCents: 2_500,
      allPhotosPriceCents: null,
      items: [item('a', 1_500, 'Ana'), item('b', 2_500, 'Bia', 'PRINTED')],
    };
    expect(itemShares(order)).toEqual([1_500, 2_500]);
  });

  it('lowers every item by the same percentage under a tier discount, to the centavo', () => {
    // Three photos at R$ 10,00 with 10% off: R$ 27,00 shared as 9,00 each.
    const order: PaidOrder = {
      totalCents: 2_700,
      shippingChargedCents: 0,
      allPhotosPriceCents: null,
      items: [item('a', 1_000, 'Ana'), item('b', 1_000, 'Ana'), item('c', 1_000, 'Bia')],
    };
    expect(itemShares(order)).toEqual([900, 900, 900]);
    // An odd total: the centavo left over goes to one item, never lost.
    expect(itemShares({ ...order, totalCents: 1_000 })).toEqual([334, 333, 333]);
  });

  it('shares the all-photos price equally among the photos it covered, beside the prints paid apart', () => {
    // R$ 100,00 for the event's four photos, plus a print of R$ 30,00; 10% off the R$ 130,00 products.
    const order: PaidOrder = {
      totalCents: 11_700,
      shippingChargedCents: 0,
      allPhotosPriceCents: 10_000,
      items: [
        item('a', 0, 'm-ana'),
        item('b', 0, 'm-ana'),
        item('c', 0, 'Carla'),
        item('d', 0, 'Carla'),
        item('a', 3_000, 'm-ana', 'PRINTED'),
      ],
    };
    expect(itemShares(order)).toEqual([2_250, 2_250, 2_250, 2_250, 2_700]);
  });

  it('gives nothing to items sold at no price (a prepaid package) beside the extras paid', () => {
    const order: PaidOrder = {
      totalCents: 2_000,
      shippingChargedCents: 0,
      allPhotosPriceCents: null,
      items: [item('a', 0, 'Ana'), item('b', 2_000, 'Bia')],
    };
    expect(itemShares(order)).toEqual([0, 2_000]);
  });
});

describe('the report per photographer', () => {
  it('adds the money and counts each photo once per order, then applies the commission', () => {
    const tally = new PhotographerSalesTally();
    tally.add({
      totalCents: 11_700,
      shippingChargedCents: 0,
      allPhotosPriceCents: 10_000,
      items: [
        item('a', 0, 'm-ana'),
        item('b', 0, 'm-ana'),
        item('c', 0, 'Carla'),
        item('d', 0, 'Carla'),
        item('a', 3_000, 'm-ana', 'PRINTED'),
      ],
    });
    tally.add({
      totalCents: 1_800,
      shippingChargedCents: 800,
      allPhotosPriceCents: null,
      items: [item('a', 1_000, 'm-ana')],
    });
    const lines = photographerSalesLines(tally.totals(), {
      studioBasisPoints: 3_000,
      memberBasisPoints: new Map([['m-ana', 1_250]]),
    });
    expect(lines).toEqual([
      {
        key: 'membro:m-ana',
        memberId: 'm-ana',
        name: 'm-ana',
        // 'a' twice in the first order (digital and print) counts once; again in the second order.
        photosSold: 3,
        amountCents: 2_250 + 2_250 + 2_700 + 1_000,
        commissionBasisPoints: 1_250,
        commissionCents: 1_025,
      },
      {
        key: 'nome:Carla',
        memberId: null,
        name: 'Carla',
        photosSold: 2,
        amountCents: 4_500,
        commissionBasisPoints: 3_000,
        commissionCents: 1_350,
      },
    ]);
  });

  it('rounds the commission to the nearest centavo', () => {
    expect(commissionCents(1_001, 1_250)).toBe(125);
    expect(commissionCents(1_004, 1_250)).toBe(126);
    expect(commissionCents(999, 0)).toBe(0);
    expect(commissionCents(999, 10_000)).toBe(999);
  });
});
