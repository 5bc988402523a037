import { encodeGlobalID } from '@pothos/plugin-relay';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadPersistedOperations } from '../persisted-operations.ts';
import { schema } from '../schema/index.ts';
import { isCacheableRead, isSharedRead } from './cacheable-documents.ts';

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
    // The reads of the studio's row alone (the opt-out pages, the data request pages, own orders) are kept only when a customer makes them (admins are never cached).
    expect(kept).toEqual([
      'AddressRouteQuery',
      'AlertUnsubscribeRouteQuery',
      'CartRouteQuery',
      'CheckoutRouteQuery',
      'ConfirmDataRequestRouteQuery',
      'DataRequestRouteQuery',
      'GalleryRouteCustomerQuery',
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

describe('which reads one answer may serve every customer of an event', () => {
  const eventId = '11111111-1111-4111-8111-111111111111';
  const shared = (text: string, variables?: Record<string, unknown>) =>
    isSharedRead(schema, parse(text), variables, eventId);

  it("shares the gallery's screen and its next pages, and no other storefront read", () => {
    const operations = loadPersistedOperations()!;
    const variables = { slug: 'x', id: encodeGlobalID('Event', eventId) };
    const kept = [...operations.values()]
      .map((text) => parse(text))
      .filter((document) => isSharedRead(schema, document, variables, eventId))
      .map((document) => (document.definitions[0] as { name?: { value: string } }).name?.value)
      .filter((name) => name && !name.endsWith('TestQuery'))
      .sort();
    // Besides the gallery's: reads of the studio's row alone, and the admin's reads of the event's node (shared
    // only when a customer of that event sends them; admins are never cached).
    expect(kept).toEqual([
      'AdminHomeRouteEventQuery',
      'AdminPhotoGridPaginationQuery',
      'AlertUnsubscribeRouteQuery',
      'ConfirmDataRequestRouteQuery',
      'DataRequestRouteQuery',
      'GalleryRouteQuery',
      'MyOrdersRouteQuery',
      'PhotoGridPaginationQuery',
      'ReminderOptOutRouteQuery',
      'authRouteQuery',
    ]);
  });

  it.each([
    [
      'the selection of each photo',
      '{ galleryEvent(eventSlug: "x") { photos(first: 1) { edges { node { selected } } } } }',
    ],
    [
      'the favourite of each photo',
      '{ galleryEvent(eventSlug: "x") { photos(first: 1) { edges { node { favorite } } } } }',
    ],
    ['the session', '{ gallerySession(eventSlug: "x") { event { name } } }'],
    ['the favourites filter', '{ galleryEvent(eventSlug: "x") { photoCount(favoritesOnly: true) } }'],
    ["the studio's banners", '{ studio { banners { id } } }'],
    ['a mutation', 'mutation { deselectPhoto(input: { photo: { id: "x" } }) { __typename } }'],
    [
      'another node',
      `{ node(id: "${encodeGlobalID('Event', '22222222-2222-4222-8222-222222222222')}") { id } }`,
    ],
    ['a photo by its node', `{ node(id: "${encodeGlobalID('Photo', eventId)}") { id } }`],
  ])('never shares %s', (_what, text) => {
    expect(shared(text)).toBe(false);
  });

  it('follows the variables: the favourites filter and the node asked for', () => {
    const page = `query($id: ID!, $f: Boolean = false) {
      node(id: $id) { ... on Event { photos(first: 2, favoritesOnly: $f) { edges { node { id } } } } }
    }`;
    const id = encodeGlobalID('Event', eventId);
    expect(shared(page, { id })).toBe(true);
    expect(shared(page, { id, f: false })).toBe(true);
    expect(shared(page, { id, f: true })).toBe(false);
    expect(shared(page, { id: encodeGlobalID('Event', '22222222-2222-4222-8222-222222222222') })).toBe(false);
    expect(shared(page, { id: 'not an id' })).toBe(false);
    expect(shared(page.replace('= false', '= true'), { id })).toBe(false);
  });
});
