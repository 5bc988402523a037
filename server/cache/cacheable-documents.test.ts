import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadPersistedOperations } from '../persisted-operations.ts';
import { schema } from '../schema/index.ts';
import { isCacheableRead } from './cacheable-documents.ts';

const cacheable = (text: string) => isCacheableRead(schema, parse(text));

describe('which reads may be kept', () => {
  it("keeps the storefront's customer screens and reads of the studio's own row, nothing else", () => {
    const operations = loadPersistedOperations();
    expect(operations, 'run npm run relay first').not.toBeNull();
    const kept = [...operations!.values()]
      .map((text) => parse(text))
      .filter((document) => isCacheableRead(schema, document))
      .map((document) => (document.definitions[0] as { name?: { value: string } }).name?.value)
      .filter((name) => name && !name.endsWith('TestQuery'))
      .sort();
    // The two reads of the studio's row alone are kept only when a customer makes them (admins are never cached).
    expect(kept).toEqual([
      'AddressRouteQuery',
      'CartRouteQuery',
      'CheckoutRouteQuery',
      'GalleryRouteQuery',
      'MyOrdersRouteQuery',
      'OrderStatusRouteQuery',
      'ReminderOptOutRouteQuery',
      'authRouteQuery',
    ]);
    // The approved page reads its order's signed download links: never kept (PaymentStatusRouteQuery).
  });

  it.each([
    ['a mutation', 'mutation { deselectPhoto(input: { photo: { id: "x" } }) { __typename } }'],
    ["the studio's banners", '{ studio { banners { id } } }'],
    ["an event's orders", '{ studio { event(slug: "x") { orders(first: 1) { edges { cursor } } } } }'],
    ['a node by id', '{ node(id: "x") { id } }'],
    [
      "an order's download links",
      '{ gallerySession(eventSlug: "x") { cart { order { digitalPhotos { name } } } } }',
    ],
    ['an unknown directive', '{ studio { name @deprecated } }'],
    [
      'a query beside a mutation',
      '{ studio { name } } mutation M { deselectPhoto(input: { photo: { id: "x" } }) { __typename } }',
    ],
  ])('never keeps %s', (_what, text) => {
    expect(cacheable(text)).toBe(false);
  });

  it('keeps a query of covered fields, however it is spelled', () => {
    expect(
      cacheable(
        'query Q($s: String!) { studio { name } gallerySession(eventSlug: $s) { cart { id @include(if: true) } } }',
      ),
    ).toBe(true);
  });
});
