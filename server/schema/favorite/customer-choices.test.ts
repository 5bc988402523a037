// What customers chose, as the studio sees it: each customer's favourites and cart (who, which, when) under the
// admin scope only, never another studio's, and the signed offer link that opens a customer's favourites.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { describe, expect, it } from 'vitest';
import { adminOfNewStudio } from '../../test/admin-client.ts';
import { addPhoto, savePersonalData } from '../../test/checkout-steps.ts';
import { type CustomerClient, openGallery } from '../../test/customer-client.ts';
import { factories } from '../../test/factories.ts';
import { shopOfThisFile } from '../../test/shop.ts';

const shop = shopOfThisFile();

const choicesRead = `query($slug: String!) {
  studio {
    event(slug: $slug) {
      customerChoices(first: 10) {
        totalCount
        edges {
          node {
            id label email openedAt favoriteCount offerPath
            favorites { chosenAt photo { name } }
            cart { bought itemCount items { quantity chosenAt photo { name } } }
          }
        }
      }
    }
  }
}`;

async function heart(customer: CustomerClient, photoId: string) {
  const result = await customer.graphql(
    `mutation($input: FavoritePhotoInput!) { addFavoritePhoto(input: $input) { __typename } }`,
    { input: { photo: { id: encodeGlobalID('Photo', photoId) } } },
  );
  expect(result.data?.addFavoritePhoto.__typename, JSON.stringify(result)).toBe('AddFavoritePhotoPayload');
}

const sharedRead = `query($slug: String!, $token: String!) {
  sharedFavorites(eventSlug: $slug, token: $token) { own photoCount photos(first: 50) { edges { node { name } } } }
}`;

describe("the studio's view of what customers chose", () => {
  it('lists each customer with their favourites and cart, named when they said who they are', async () => {
    const make = factories(shop.t.db, shop.t.services);
    const event = await make.event(shop.studio, { name: 'Escolhas' });
    await shop.t.db.event.update({ where: { id: event.id }, data: { digitalPriceCents: 900 } });
    const photos = [];
    for (let i = 0; i < 4; i++) photos.push(await make.photo(shop.studio, event));

    const maria = await openGallery(shop.t, shop.host, event.slug);
    await heart(maria, photos[2]!.id);
    await heart(maria, photos[0]!.id);
    await addPhoto(maria, photos[1]!.name, '1');
    await savePersonalData(maria, { email: 'maria.escolhas@exemplo.com' });
    const visitor = await openGallery(shop.t, shop.host, event.slug);
    await heart(visitor, photos[3]!.id);
    // Who only looked is not listed.
    await openGallery(shop.t, shop.host, event.slug);

    const admin = await shop.admin();
    const result = await admin.graphql(choicesRead, { slug: event.slug });
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    const choices = result.data.studio.event.customerChoices;
    expect(choices.totalCount).toBe(2);
    const byLabel = Object.fromEntries(choices.edges.map(({ node }: any) => [node.label, node]));
    const mariaRow = byLabel['Maria Souza'];
    expect(mariaRow).toMatchObject({
      email: 'maria.escolhas@exemplo.com',
      favoriteCount: 2,
      cart: { bought: false, itemCount: 1, items: [{ quantity: 1, photo: { name: photos[1]!.name } }] },
    });
    // Newest favourite first, each with when it was marked.
    expect(mariaRow.favorites.map((favorite: any) => favorite.photo.name)).toEqual([
      photos[0]!.name,
      photos[2]!.name,
    ]);
    expect(Number.isNaN(Date.parse(mariaRow.favorites[0].chosenAt))).toBe(false);
    const visitorRow = choices.edges.find(({ node }: any) => node.label.startsWith('Visitante '))?.node;
    expect(visitorRow).toMatchObject({ email: null, favoriteCount: 1, cart: { itemCount: 0 } });

    // The offer link opens Maria's favourites for another customer of the gallery, who can put them in a cart.
    const token = mariaRow.offerPath.split('/favoritas/')[1];
    expect(mariaRow.offerPath).toBe(`/${event.slug}/favoritas/${token}`);
    const shared = await visitor.graphql(sharedRead, { slug: event.slug, token });
    expect(shared.errors, JSON.stringify(shared.errors)).toBeUndefined();
    expect(shared.data.sharedFavorites).toMatchObject({ own: false, photoCount: 2 });
    const toCart = await visitor.graphql(
      `mutation($input: AddFavoritePhotosToCartInput!) { addFavoritePhotosToCart(input: $input) {
        __typename ... on AddFavoritePhotosToCartPayload { addedCount } } }`,
      { input: { token } },
    );
    expect(toCart.data.addFavoritePhotosToCart).toEqual({
      __typename: 'AddFavoritePhotosToCartPayload',
      addedCount: 2,
    });

    // A token whose signature was changed, or signed for another session, opens nothing.
    const [sessionId, signature] = [token.slice(0, 36), token.slice(36)];
    const forged = [`${sessionId}${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`];
    forged.push(`${visitorRow.id}${signature}`);
    for (const bad of forged) {
      const read = await visitor.graphql(sharedRead, { slug: event.slug, token: bad });
      expect(read.data.sharedFavorites).toBeNull();
    }
  });

  it('is for the admin of the event’s studio only', async () => {
    const { event, photos } = shop.digital;
    const customer = await openGallery(shop.t, shop.host, event.slug);
    await heart(customer, photos[0]!.id);

    // A customer of the gallery cannot read it.
    const asCustomer = await customer.graphql(
      `query($slug: String!) { gallerySession(eventSlug: $slug) { event { customerChoices(first: 5) { totalCount } } } }`,
      { slug: event.slug },
    );
    expect(asCustomer.data?.gallerySession?.event ?? null).toBeNull();
    expect(asCustomer.errors?.length).toBeGreaterThan(0);

    // Another studio's admin finds no such event in their studio, and their token does not work on this one.
    const make = factories(shop.t.db, shop.t.services);
    const other = await adminOfNewStudio(shop.t, make);
    const fromOther = await other.graphql(choicesRead, { slug: event.slug });
    expect(fromOther.data?.studio?.event ?? null).toBeNull();
    const foreignToken = await shop.t.graphql(
      choicesRead,
      { slug: event.slug },
      {
        host: shop.host,
        headers: { Authorization: `Bearer ${other.token}` },
      },
    );
    expect(foreignToken.data?.studio?.event?.customerChoices ?? null).toBeNull();
    expect(foreignToken.errors?.length).toBeGreaterThan(0);

    // Its own admin sees the customer.
    const own = await (await shop.admin()).graphql(choicesRead, { slug: event.slug });
    expect(own.data.studio.event.customerChoices.totalCount).toBeGreaterThan(0);
  });
});
