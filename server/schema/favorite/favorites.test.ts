// Favourites in the customer's gallery: the heart (idempotent, only photos of the session's own gallery), the
// 'Favoritas' filter, the shared link (never a way around a gallery's key), the whole list into the cart by the
// cart's own rules, and the read versions that keep cached gallery reads right.
import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { isCacheableRead } from '../../cache/cacheable-documents.ts';
import { cartTotalTooLargeMessage } from '../../domain/cart.ts';
import { removeStaleAnonymousSessions } from '../../services/gallery/stale-sessions.ts';
import { addPhoto, cardForm, pay, savePersonalData } from '../../test/checkout-steps.ts';
import { type CustomerClient, openGallery } from '../../test/customer-client.ts';
import { factories } from '../../test/factories.ts';
import { shopOfThisFile } from '../../test/shop.ts';
import { schema } from '../index.ts';

const shop = shopOfThisFile();

const photoId = (id: string) => encodeGlobalID('Photo', id);

const heart = (on: boolean) => `mutation($input: FavoritePhotoInput!) {
  ${on ? 'addFavoritePhoto' : 'removeFavoritePhoto'}(input: $input) {
    __typename
    ... on Error { message }
    ... on ${on ? 'Add' : 'Remove'}FavoritePhotoPayload { message photo { id favorite } session { favoriteCount } }
  }
}`;

async function mark(customer: CustomerClient, on: boolean, photo: { id?: string; name?: string }) {
  const field = on ? 'addFavoritePhoto' : 'removeFavoritePhoto';
  const input = photo.id ? { photo: { id: photoId(photo.id) } } : { photo: { name: photo.name } };
  const result = await customer.graphql(heart(on), { input });
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data[field];
}

const galleryRead = `query($slug: String!, $only: Boolean) {
  gallerySession(eventSlug: $slug) {
    id
    favoriteCount
    event {
      photoCount(favoritesOnly: $only)
      photos(first: 50, favoritesOnly: $only) { edges { node { id name favorite selected } } }
    }
  }
}`;

async function gallery(customer: CustomerClient, only = false) {
  const result = await customer.graphql(galleryRead, { slug: customer.eventSlug, only });
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data.gallerySession;
}

const names = (read: { event: { photos: { edges: { node: { name: string } }[] } } }) =>
  read.event.photos.edges.map(({ node }) => node.name);

const share = `mutation { shareFavoritePhotos { __typename ... on Error { message } ... on ShareFavoritePhotosPayload { token } } }`;

async function shareLink(customer: CustomerClient): Promise<string> {
  const result = await customer.graphql(share);
  expect(result.data.shareFavoritePhotos.__typename, JSON.stringify(result)).toBe(
    'ShareFavoritePhotosPayload',
  );
  return result.data.shareFavoritePhotos.token;
}

const sharedRead = `query($slug: String!, $token: String!) {
  sharedFavorites(eventSlug: $slug, token: $token) { own photoCount photos(first: 50) { edges { node { name favorite } } } }
}`;

const toCart = `mutation($input: AddFavoritePhotosToCartInput!) {
  addFavoritePhotosToCart(input: $input) {
    __typename
    ... on Error { message }
    ... on AddFavoritePhotosToCartPayload {
      message addedCount withoutSizeCount alreadyInCartCount notAddedPhotoNames
      cart { itemCount selectedPhotoCount totalCents items { photo { name } option { optionId } } extraItems { photo { name } } }
      photos { name selected }
    }
  }
}`;

async function favoritesToCart(customer: CustomerClient, token?: string) {
  const result = await customer.graphql(toCart, { input: token ? { token } : {} });
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data.addFavoritePhotosToCart;
}

describe('the heart', () => {
  it('marks and unmarks a photo, twice each without harm, by id or by name', async () => {
    const { event, photos } = shop.digital;
    const customer = await openGallery(shop.t, shop.host, event.slug);
    for (let i = 0; i < 2; i++) {
      const added = await mark(customer, true, { id: photos[1]!.id });
      expect(added).toMatchObject({
        __typename: 'AddFavoritePhotoPayload',
        message: 'Foto adicionada às favoritas',
        photo: { id: photoId(photos[1]!.id), favorite: true },
        session: { favoriteCount: 1 },
      });
    }
    await mark(customer, true, { name: photos[2]!.name });
    expect((await gallery(customer)).favoriteCount).toBe(2);
    expect(await shop.t.db.favoritePhoto.count({ where: { photoId: photos[1]!.id } })).toBe(1);

    for (let i = 0; i < 2; i++) {
      const removed = await mark(customer, false, { id: photos[1]!.id });
      expect(removed).toMatchObject({
        __typename: 'RemoveFavoritePhotoPayload',
        message: 'Foto retirada das favoritas',
        photo: { favorite: false },
        session: { favoriteCount: 1 },
      });
    }
    // Favourite is not selection: the cart is untouched.
    const read = await gallery(customer);
    expect(read.event.photos.edges.map(({ node }: any) => [node.name, node.favorite, node.selected])).toEqual(
      photos.map((photo) => [photo.name, photo.id === photos[2]!.id, false]),
    );
  });

  it('refuses a photo of another event or another studio, and the table refuses it whatever writes it', async () => {
    const customer = await openGallery(shop.t, shop.host, shop.digital.event.slug);
    const make = factories(shop.t.db, shop.t.services);
    const otherStudio = await make.studio();
    const otherEvent = await make.event(otherStudio);
    const foreign = await make.photo(otherStudio, otherEvent);
    for (const photo of [
      { id: shop.printed.photos[0]!.id },
      { name: shop.printed.photos[0]!.name },
      { id: foreign.id },
    ]) {
      expect(await mark(customer, true, photo)).toEqual({
        __typename: 'NotFoundError',
        message: 'Imagem não encontrada',
      });
    }
    expect((await gallery(customer)).favoriteCount).toBe(0);

    const sessionId = decodeGlobalID((await gallery(customer)).id).id;
    await expect(
      shop.t.db.favoritePhoto.create({
        data: { studioId: shop.studio.id, sessionId, photoId: shop.printed.photos[0]!.id },
      }),
    ).rejects.toThrow(/not of the session event/);
    await expect(
      shop.t.db.favoritePhoto.create({ data: { studioId: otherStudio.id, sessionId, photoId: foreign.id } }),
    ).rejects.toThrow(/not of the session event/);
  });

  it('the filter shows only the favourites, and a deleted photo leaves them', async () => {
    const make = factories(shop.t.db, shop.t.services);
    const event = await make.event(shop.studio, { name: 'Filtro' });
    await shop.t.db.event.update({ where: { id: event.id }, data: { digitalPriceCents: 500 } });
    const photos = [];
    for (let i = 0; i < 4; i++) photos.push(await make.photo(shop.studio, event));
    const customer = await openGallery(shop.t, shop.host, event.slug);
    await mark(customer, true, { id: photos[3]!.id });
    await mark(customer, true, { id: photos[1]!.id });

    const filtered = await gallery(customer, true);
    expect(filtered.event.photoCount).toBe(2);
    expect(names(filtered)).toEqual([photos[1]!.name, photos[3]!.name]);
    expect((await gallery(customer)).event.photoCount).toBe(4);

    const admin = await shop.admin();
    expect((await admin.rest('DELETE', `/api/adm/${event.slug}/${photos[3]!.name}`)).status).toBe(200);
    const after = await gallery(customer, true);
    expect(after.favoriteCount).toBe(1);
    expect(names(after)).toEqual([photos[1]!.name]);
  });
});

describe('all the favourites into the cart', () => {
  it('puts in each favourite not in the cart yet with its only option, and says so', async () => {
    const { event, photos } = shop.digital;
    const customer = await openGallery(shop.t, shop.host, event.slug);
    expect(await favoritesToCart(customer)).toEqual({
      __typename: 'NoFavoritesError',
      message: 'Nenhuma foto favorita ainda. Toque no coração de uma foto para guardá-la.',
    });
    await addPhoto(customer, photos[0]!.name, '1');
    for (const photo of [photos[2]!, photos[0]!, photos[1]!]) await mark(customer, true, { id: photo.id });

    const added = await favoritesToCart(customer);
    expect(added).toMatchObject({
      __typename: 'AddFavoritePhotosToCartPayload',
      message: '2 fotos adicionadas ao carrinho. 1 foto já estava no carrinho.',
      addedCount: 2,
      withoutSizeCount: 0,
      alreadyInCartCount: 1,
      notAddedPhotoNames: [],
      cart: { itemCount: 3, selectedPhotoCount: 3, totalCents: 3 * 1250 },
    });
    // In the order they were marked, after what was in the cart.
    expect(added.cart.items.map((item: any) => [item.photo.name, item.option.optionId])).toEqual([
      [photos[0]!.name, '1'],
      [photos[2]!.name, '1'],
      [photos[1]!.name, '1'],
    ]);
    expect(added.photos.every((photo: any) => photo.selected)).toBe(true);

    const again = await favoritesToCart(customer);
    expect(again).toMatchObject({ message: 'Todas as favoritas já estão no carrinho.', addedCount: 0 });
    expect(again.cart.itemCount).toBe(3);
  });

  it('leaves the size to choose when a photo has several, unless one was applied to every item', async () => {
    const { event, photos, sizes } = shop.printed;
    const customer = await openGallery(shop.t, shop.host, event.slug);
    for (const photo of photos.slice(0, 2)) await mark(customer, true, { id: photo.id });
    const waiting = await favoritesToCart(customer);
    expect(waiting).toMatchObject({
      message: '2 fotos adicionadas ao carrinho. Escolha o tamanho de cada uma no carrinho.',
      withoutSizeCount: 2,
    });
    expect(waiting.cart.items.map((item: any) => item.option)).toEqual([null, null]);

    const applied = await customer.graphql(
      `mutation($input: ApplyOptionToAllCartItemsInput!) { applyOptionToAllCartItems(input: $input) { __typename } }`,
      { input: { optionId: sizes[1]!.id } },
    );
    expect(applied.data.applyOptionToAllCartItems.__typename).toBe('ApplyOptionToAllCartItemsPayload');
    await mark(customer, true, { id: photos[2]!.id });
    const sized = await favoritesToCart(customer);
    expect(sized).toMatchObject({
      message: '1 foto adicionada ao carrinho. 2 fotos já estavam no carrinho.',
    });
    expect(sized.cart.items.map((item: any) => item.option?.optionId)).toEqual([
      sizes[1]!.id,
      sizes[1]!.id,
      sizes[1]!.id,
    ]);
  });

  it('splits a prepaid package as one photo at a time would', async () => {
    const { event, photos } = shop.prepaid;
    const customer = await openGallery(shop.t, shop.host, event.slug, { nome: 'Ana', senha: 'a1b2' });
    for (const photo of photos.slice(0, 3)) await mark(customer, true, { id: photo.id });
    const added = await favoritesToCart(customer);
    expect(added.cart.items.map((item: any) => item.photo.name)).toEqual([photos[0]!.name, photos[1]!.name]);
    expect(added.cart.extraItems.map((item: any) => item.photo.name)).toEqual([photos[2]!.name]);
    expect(added.cart.totalCents).toBe(800);
  });

  it('leaves out, and names, the photos that would take the cart past its limit', async () => {
    const make = factories(shop.t.db, shop.t.services);
    const event = await make.event(shop.studio, { name: 'Caro' });
    await shop.t.db.event.update({ where: { id: event.id }, data: { digitalPriceCents: 400_000_000 } });
    const photos = [];
    for (let i = 0; i < 3; i++) photos.push(await make.photo(shop.studio, event));
    const customer = await openGallery(shop.t, shop.host, event.slug);
    for (const photo of photos) await mark(customer, true, { id: photo.id });
    const added = await favoritesToCart(customer);
    expect(added).toMatchObject({
      addedCount: 2,
      notAddedPhotoNames: [photos[2]!.name],
      message: `2 fotos adicionadas ao carrinho. Não coube 1 foto (${photos[2]!.name}): ${cartTotalTooLargeMessage}`,
      cart: { totalCents: 800_000_000 },
    });
  });

  it('leaves a cart sent to payment alone', async () => {
    const { event, photos } = shop.digital;
    const customer = await openGallery(shop.t, shop.host, event.slug);
    await addPhoto(customer, photos[0]!.name, '1');
    await mark(customer, true, { id: photos[1]!.id });
    await savePersonalData(customer);
    const paid = await pay(customer, cardForm());
    expect(paid.status).toBe(200);
    expect(await favoritesToCart(customer)).toMatchObject({ __typename: 'CartClosedError' });
  });
});

describe('a shared list', () => {
  it('shows one person’s favourites to another of the gallery, who copies them or puts them in the cart', async () => {
    const { event, photos } = shop.mixed;
    const ana = await openGallery(shop.t, shop.host, event.slug);
    expect((await ana.graphql(share)).data.shareFavoritePhotos).toEqual({
      __typename: 'NoFavoritesError',
      message: 'Marque ao menos uma foto com o coração para compartilhar suas favoritas.',
    });
    for (const photo of photos.slice(0, 2)) await mark(ana, true, { id: photo.id });
    const token = await shareLink(ana);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await shareLink(ana)).toBe(token);

    const bia = await openGallery(shop.t, shop.host, event.slug);
    const seen = await bia.graphql(sharedRead, { slug: event.slug, token });
    expect(seen.data.sharedFavorites).toEqual({
      own: false,
      photoCount: 2,
      photos: {
        edges: photos.slice(0, 2).map((photo) => ({ node: { name: photo.name, favorite: false } })),
      },
    });
    expect((await ana.graphql(sharedRead, { slug: event.slug, token })).data.sharedFavorites.own).toBe(true);
    // Ana's list follows her changes.
    await mark(ana, true, { id: photos[3]!.id });
    expect((await bia.graphql(sharedRead, { slug: event.slug, token })).data.sharedFavorites.photoCount).toBe(
      3,
    );

    const copied = await bia.graphql(
      `mutation($input: CopySharedFavoritePhotosInput!) { copySharedFavoritePhotos(input: $input) {
        __typename ... on CopySharedFavoritePhotosPayload { message addedCount session { favoriteCount } } } }`,
      { input: { token } },
    );
    expect(copied.data.copySharedFavoritePhotos).toEqual({
      __typename: 'CopySharedFavoritePhotosPayload',
      message: '3 fotos adicionadas às suas favoritas',
      addedCount: 3,
      session: { favoriteCount: 3 },
    });

    await mark(bia, false, { id: photos[0]!.id });
    const inCart = await favoritesToCart(bia, token);
    expect(inCart).toMatchObject({ addedCount: 3, withoutSizeCount: 3 });
    expect(inCart.cart.items.map((item: any) => item.photo.name)).toEqual(
      [photos[0]!, photos[1]!, photos[3]!].map((photo) => photo.name),
    );
    // Ana's own cart is her own.
    expect((await favoritesToCart(ana)).addedCount).toBe(3);
  });

  it('does not open a private gallery, nor a list of another gallery or studio', async () => {
    const make = factories(shop.t.db, shop.t.services);
    const event = await make.event(shop.studio, { name: 'Formatura' });
    await shop.t.db.event.update({
      where: { id: event.id },
      data: { accessKey: 'turma2026', digitalPriceCents: 900 },
    });
    const photo = await make.photo(shop.studio, event);
    const ana = await openGallery(shop.t, shop.host, event.slug, { chaveDeAcesso: 'turma2026' });
    await mark(ana, true, { id: photo.id });
    const token = await shareLink(ana);

    // A visitor with a session of another gallery of the studio, and a visitor with none.
    const stranger = await openGallery(shop.t, shop.host, shop.digital.event.slug);
    const refused = await stranger.graphql(sharedRead, { slug: event.slug, token });
    expect(refused.data?.sharedFavorites ?? null).toBeNull();
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Sua sessão na galeria expirou. Abra a galeria novamente.',
      extensions: { code: 'UNAUTHENTICATED', galleryKind: 'PRIVATE' },
    });
    const anonymous = await shop.t.graphql(sharedRead, { slug: event.slug, token }, { host: shop.host });
    expect(anonymous.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
    // Its own gallery's address with another gallery's list, and the mutations: nothing found.
    expect(
      (await stranger.graphql(sharedRead, { slug: shop.digital.event.slug, token })).data.sharedFavorites,
    ).toBeNull();
    expect(await favoritesToCart(stranger, token)).toEqual({
      __typename: 'SharedFavoritesNotFoundError',
      message: 'Lista de favoritas não encontrada. Peça um novo link a quem compartilhou.',
    });
    const copied = await stranger.graphql(
      `mutation($input: CopySharedFavoritePhotosInput!) { copySharedFavoritePhotos(input: $input) { __typename } }`,
      { input: { token } },
    );
    expect(copied.data.copySharedFavoritePhotos.__typename).toBe('SharedFavoritesNotFoundError');

    // With the key, the link opens.
    const bia = await openGallery(shop.t, shop.host, event.slug, { chaveDeAcesso: 'turma2026' });
    expect((await bia.graphql(sharedRead, { slug: event.slug, token })).data.sharedFavorites.photoCount).toBe(
      1,
    );

    // Another studio's host never finds this studio's gallery or list.
    const other = await make.studio({ slug: 'outro-estudio' });
    const otherEvent = await make.event(other, { name: 'Outra' });
    const outsider = await openGallery(shop.t, 'outro-estudio.localhost', otherEvent.slug);
    expect(
      (await outsider.graphql(sharedRead, { slug: otherEvent.slug, token })).data.sharedFavorites,
    ).toBeNull();
    expect((await outsider.graphql(sharedRead, { slug: event.slug, token })).data.sharedFavorites).toBeNull();
  });

  it('is read only: queries that read another session’s list are never cached', () => {
    const cacheable = (text: string) => isCacheableRead(schema, parse(text));
    expect(cacheable('{ sharedFavorites(eventSlug: "x", token: "y") { photoCount } }')).toBe(false);
    expect(
      cacheable(
        '{ gallerySession(eventSlug: "x") { favoriteCount event { photoCount(favoritesOnly: true) photos(first: 1, favoritesOnly: true) { edges { node { favorite } } } } } }',
      ),
    ).toBe(true);
  });
});

describe('read versions', () => {
  async function outcomes() {
    const { values } = await shop.t.services.metrics.readCache.get();
    return values.find((value) => value.labels.outcome === 'hit')?.value ?? 0;
  }

  it("a change to the favourites moves the session's version, so a kept gallery read is read again", async () => {
    const make = factories(shop.t.db, shop.t.services);
    const event = await make.event(shop.studio, { name: 'Versões' });
    const photos = [];
    for (let i = 0; i < 2; i++) photos.push(await make.photo(shop.studio, event));
    const customer = await openGallery(shop.t, shop.host, event.slug);
    const sessionId = decodeGlobalID((await gallery(customer)).id).id;
    const version = async () =>
      (await shop.t.db.gallerySession.findUniqueOrThrow({ where: { id: sessionId } })).readVersion;

    const readTwice = async () => {
      const first = await gallery(customer);
      const hits = await outcomes();
      expect(await gallery(customer)).toEqual(first);
      expect(await outcomes()).toBe(hits + 1);
      return first;
    };
    await readTwice();
    let before = await version();
    await mark(customer, true, { id: photos[0]!.id });
    expect(await version()).not.toBe(before);
    expect((await readTwice()).favoriteCount).toBe(1);

    // Marking it again writes nothing: the version stays, and so does the kept read.
    before = await version();
    await mark(customer, true, { id: photos[0]!.id });
    expect(await version()).toBe(before);

    await mark(customer, false, { id: photos[0]!.id });
    expect(await version()).not.toBe(before);
    expect((await readTwice()).favoriteCount).toBe(0);

    await mark(customer, true, { id: photos[1]!.id });
    await readTwice();
    before = await version();
    await shop.t.db.photo.delete({ where: { id: photos[1]!.id } });
    expect(await version()).not.toBe(before);
    expect((await gallery(customer)).favoriteCount).toBe(0);
  });

  it('a session holding favourites is not swept as an empty one', async () => {
    const make = factories(shop.t.db, shop.t.services);
    const event = await make.event(shop.studio, { name: 'Guardadas' });
    const photo = await make.photo(shop.studio, event);
    const keeper = await openGallery(shop.t, shop.host, event.slug);
    await mark(keeper, true, { id: photo.id });
    const empty = await openGallery(shop.t, shop.host, event.slug);
    const ids = await Promise.all(
      [keeper, empty].map(async (customer) => decodeGlobalID((await gallery(customer)).id).id),
    );
    await removeStaleAnonymousSessions(shop.t.db, new Date(Date.now() + 2 * 24 * 60 * 60_000));
    const left = await shop.t.db.gallerySession.findMany({
      where: { id: { in: ids } },
      select: { id: true },
    });
    expect(left.map((session) => session.id)).toEqual([ids[0]]);
  });
});
