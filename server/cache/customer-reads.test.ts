import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';
import { describe, expect, it } from 'vitest';
import { renderLandscapeJpeg } from '../services/images/generated-pictures.ts';
import { addPhoto, cardForm, pay, savePersonalData } from '../test/checkout-steps.ts';
import { type CustomerClient, openGallery } from '../test/customer-client.ts';
import { factories } from '../test/factories.ts';
import { shopOfThisFile } from '../test/shop.ts';

const galleryRead = /* GraphQL */ `
  query CachedGallery($slug: String!) {
    studio { name logo { url } }
    gallerySession(eventSlug: $slug) {
      id
      event {
        name
        isPrivate
        cover { url }
        digital { priceCents }
        photoCount
        photos(first: 120) { edges { node { id name selected } } }
      }
      cart { id selectedPhotoCount totalCents items { id photo { name } } }
    }
  }
`;

describe("customers' reads answered from memory", () => {
  const shop = shopOfThisFile();
  const host = 'loja.localhost';

  async function outcomes() {
    const { values } = await shop.t.services.metrics.readCache.get();
    const count = (outcome: string) => values.find((value) => value.labels.outcome === outcome)?.value ?? 0;
    return { hits: count('hit'), misses: count('miss') };
  }

  /** Reads the gallery twice: the second read must come from memory and say the same. */
  async function readTwice(customer: CustomerClient) {
    const first = await customer.graphql(galleryRead, { slug: customer.eventSlug });
    expect(first.errors).toBeUndefined();
    const before = await outcomes();
    const second = await customer.graphql(galleryRead, { slug: customer.eventSlug });
    const after = await outcomes();
    expect(after.hits).toBe(before.hits + 1);
    expect(second).toEqual(first);
    return second.data;
  }

  const read = async (customer: CustomerClient) =>
    (await customer.graphql(galleryRead, { slug: customer.eventSlug })).data;

  it("every viewer's next read follows the studio's changes: prices, cover, photos, access key", async () => {
    const make = factories(shop.t.db, shop.t.services);
    const event = await make.event(shop.studio, { name: 'Cache' });
    for (let i = 0; i < 3; i++) await make.photo(shop.studio, event);
    const admin = await shop.admin();
    const viewers = [
      await openGallery(shop.t, host, event.slug),
      await openGallery(shop.t, host, event.slug),
    ];
    const settings = (price: string) =>
      admin.rest('PUT', `/api/adm/${event.slug}/configuracoes`, {
        body: {
          configuracoesGaleria: {
            modusOperandi: { id: 'normal' },
            formatoEntregaFotos: { digital: { ativo: true, preco: price, opcaoEntrega: 'automatica' } },
          },
        },
      });
    expect((await settings('10,00')).status).toBe(200);
    for (const viewer of viewers)
      expect((await readTwice(viewer)).gallerySession.event.digital.priceCents).toBe(1000);

    expect((await settings('14,90')).status).toBe(200);
    for (const viewer of viewers)
      expect((await read(viewer)).gallerySession.event.digital.priceCents).toBe(1490);

    for (const viewer of viewers) await readTwice(viewer);
    const cover = await admin.rest('POST', `/api/adm/${event.slug}/capa`, {
      bytes: await renderLandscapeJpeg(600, 400, 4),
      headers: { 'X-Nome-Arquivo': 'capa.jpg' },
    });
    expect(cover.status).toBe(200);
    for (const viewer of viewers) expect((await read(viewer)).gallerySession.event.cover).not.toBeNull();

    for (const viewer of viewers) await readTwice(viewer);
    const uploaded = await admin.rest('POST', `/api/adm/${event.slug}/imagem`, {
      bytes: await renderLandscapeJpeg(800, 600, 7),
      headers: { 'X-Nome-Arquivo': 'nova.jpg', 'Content-Type': 'image/jpeg' },
    });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    await shop.t.settle();
    for (const viewer of viewers) {
      const { photoCount, photos } = (await read(viewer)).gallerySession.event;
      expect(photoCount).toBe(4);
      expect(photos.edges).toHaveLength(4);
    }

    for (const viewer of viewers) await readTwice(viewer);
    const removed = await admin.rest('DELETE', `/api/adm/${event.slug}/${uploaded.body.imagem.nome}`);
    expect(removed.status).toBe(200);
    for (const viewer of viewers) expect((await read(viewer)).gallerySession.event.photoCount).toBe(3);

    for (const viewer of viewers) await readTwice(viewer);
    const key = await admin.rest('POST', `/api/adm/${event.slug}/chave-de-acesso`, {
      body: { chaveDeAcesso: 'turma' },
    });
    expect(key.status).toBe(200);
    for (const viewer of viewers) {
      const after = await viewer.graphql(galleryRead, { slug: event.slug });
      expect(after.data?.gallerySession ?? null).toBeNull();
      expect((await viewer.rest('GET', `/api/${event.slug}`)).status).toBe(401);
    }
  });

  it('two sessions of one gallery never see each other’s cart, by GraphQL or REST', async () => {
    const { event, photos } = shop.digital;
    const ana = await openGallery(shop.t, host, event.slug);
    const bia = await openGallery(shop.t, host, event.slug);
    await readTwice(ana);
    await readTwice(bia);
    const anaRest = await ana.rest('GET', `/api/${event.slug}`);
    expect((await addPhoto(ana, photos[0]!.name)).status).toBe(200);

    const anaRead = (await read(ana)).gallerySession;
    expect(anaRead.cart.selectedPhotoCount).toBe(1);
    expect(anaRead.event.photos.edges.filter(({ node }: any) => node.selected)).toHaveLength(1);
    const biaRead = (await readTwice(bia)).gallerySession;
    expect(biaRead.cart.selectedPhotoCount).toBe(0);
    expect(biaRead.cart.id).not.toBe(anaRead.cart.id);
    expect(biaRead.event.photos.edges.some(({ node }: any) => node.selected)).toBe(false);

    const anaNow = await ana.rest('GET', `/api/${event.slug}`);
    expect(anaNow.body.carrinho.itens).toHaveLength(1);
    expect(anaNow.body).not.toEqual(anaRest.body);
    const biaRest = await bia.rest('GET', `/api/${event.slug}`);
    expect(biaRest.body.carrinho.itens).toHaveLength(0);
    expect(biaRest.body.evento.imagens.some((image: any) => image.selecionado)).toBe(false);
  });

  it('a session that starts a new cart after buying reads the new cart at once, by GraphQL or REST', async () => {
    const { event, photos } = shop.digital;
    const customer = await openGallery(shop.t, host, event.slug);
    await addPhoto(customer, photos[0]!.name);
    await savePersonalData(customer);
    expect((await pay(customer, cardForm())).status).toBe(200);
    const paid = (await readTwice(customer)).gallerySession;
    expect(paid.cart.items).toHaveLength(1);
    const restPaid = await customer.rest('GET', `/api/${event.slug}`);
    expect(restPaid.body.carrinho.status).toBe('preparando-entrega');
    const sessionId = decodeGlobalID(paid.id).id;
    const versionOf = async () =>
      (await shop.t.db.gallerySession.findUniqueOrThrow({ where: { id: sessionId } })).readVersion;
    const versionBefore = await versionOf();

    const started = await customer.graphql('mutation { startNewCart { __typename } }');
    expect(started.data.startNewCart.__typename).toBe('StartNewCartPayload');
    // The session's own version moved: whatever the carts' versions, no read kept under the old cart stands.
    expect(await versionOf()).not.toBe(versionBefore);

    const fresh = (await read(customer)).gallerySession;
    expect(fresh.cart.id).not.toBe(paid.cart.id);
    expect(fresh.cart).toMatchObject({ selectedPhotoCount: 0, items: [] });
    expect(fresh.event.photos.edges.some(({ node }: any) => node.selected)).toBe(false);
    const rest = await customer.rest('GET', `/api/${event.slug}`);
    expect(rest.body.carrinho).toMatchObject({ status: '', itens: [] });
    // And the new answers are kept in turn.
    await readTwice(customer);
  });

  it('a REST answer from memory is the same bytes as the one executed', async () => {
    const { event } = shop.printed;
    const customer = await openGallery(shop.t, host, event.slug);
    const get = () =>
      shop.t.fetch(`/api/${event.slug}`, {
        host,
        headers: { Authorization: `Bearer ${customer.accessToken}` },
      });
    const executed = await get();
    const before = await outcomes();
    const kept = await get();
    expect((await outcomes()).hits).toBe(before.hits + 1);
    expect(kept.status).toBe(executed.status);
    expect(kept.headers.get('content-type')).toBe(executed.headers.get('content-type'));
    expect(kept.headers.get('cache-control')).toBe('no-store');
    expect(await kept.text()).toBe(await executed.text());
  });

  it("queries that read what the versions do not follow, and the studio's own reads, are never kept", async () => {
    const customer = await openGallery(shop.t, host, shop.digital.event.slug);
    const admin = await shop.admin();
    const before = await outcomes();
    for (let i = 0; i < 2; i++) {
      await customer.graphql('{ studio { name banners { id } } }');
      await admin.graphql('{ studio { name } }');
    }
    const after = await outcomes();
    expect(after).toEqual(before);
  });
});

/** What every customer of the event sees, as the storefront's gallery asks it (GalleryRouteQuery's shape). */
const sharedRead = /* GraphQL */ `
  query SharedGallery($slug: String!) {
    studio { name logo { url } }
    galleryEvent(eventSlug: $slug) {
      id
      name
      isPrivate
      cover { url }
      digital { priceCents }
      photoCount
      photos(first: 120) { edges { node { id name tile { url } } } pageInfo { hasNextPage endCursor } }
    }
  }
`;

/** The customer's own part, as the storefront asks it beside the shared one. */
const ownRead = /* GraphQL */ `
  query OwnGallery($slug: String!) {
    gallerySession(eventSlug: $slug) {
      id
      favoritePhotoIds
      favoriteCount
      cart { id selectedPhotoIds selectedPhotoCount }
    }
  }
`;

/** The grid's next page, as Relay asks it (the event's node). */
const nextPage = /* GraphQL */ `
  query NextPage($id: ID!, $cursor: String, $favoritesOnly: Boolean = false) {
    node(id: $id) {
      __typename
      ... on Event {
        photoCount(favoritesOnly: $favoritesOnly)
        photos(first: 2, after: $cursor, favoritesOnly: $favoritesOnly) {
          edges { node { id name } }
          pageInfo { endCursor }
        }
      }
      id
    }
  }
`;

describe('what every customer of an event sees, kept once for all of them', () => {
  const shop = shopOfThisFile();
  const host = 'loja.localhost';

  async function hits() {
    const { values } = await shop.t.services.metrics.readCache.get();
    return values.find((value) => value.labels.outcome === 'hit')?.value ?? 0;
  }

  /** A read that must come from memory: the hit counter moves by one. */
  async function fromMemory(customer: CustomerClient, document: string, variables: Record<string, unknown>) {
    const before = await hits();
    const answer = await customer.graphql(document, variables);
    expect(answer.errors).toBeUndefined();
    expect(await hits(), 'answered from memory').toBe(before + 1);
    return answer.data;
  }

  it("answers a brand-new customer's first read from memory, and follows prices, cover, photos and key", async () => {
    const make = factories(shop.t.db, shop.t.services);
    const event = await make.event(shop.studio, { name: 'Manada' });
    for (let i = 0; i < 3; i++) await make.photo(shop.studio, event);
    const admin = await shop.admin();
    const settings = (price: string) =>
      admin.rest('PUT', `/api/adm/${event.slug}/configuracoes`, {
        body: {
          configuracoesGaleria: {
            modusOperandi: { id: 'normal' },
            formatoEntregaFotos: { digital: { ativo: true, preco: price, opcaoEntrega: 'automatica' } },
          },
        },
      });
    const slug = { slug: event.slug };
    const newcomer = () => openGallery(shop.t, host, event.slug);
    expect((await settings('10,00')).status).toBe(200);
    const first = await (await newcomer()).graphql(sharedRead, slug);
    expect(first.data.galleryEvent.digital.priceCents).toBe(1000);
    expect(await fromMemory(await newcomer(), sharedRead, slug)).toEqual(first.data);

    expect((await settings('14,90')).status).toBe(200);
    const repriced = await (await newcomer()).graphql(sharedRead, slug);
    expect(repriced.data.galleryEvent.digital.priceCents).toBe(1490);
    expect((await fromMemory(await newcomer(), sharedRead, slug)).galleryEvent.digital.priceCents).toBe(1490);

    const cover = await admin.rest('POST', `/api/adm/${event.slug}/capa`, {
      bytes: await renderLandscapeJpeg(600, 400, 4),
      headers: { 'X-Nome-Arquivo': 'capa.jpg' },
    });
    expect(cover.status).toBe(200);
    expect((await (await newcomer()).graphql(sharedRead, slug)).data.galleryEvent.cover).not.toBeNull();

    const uploaded = await admin.rest('POST', `/api/adm/${event.slug}/imagem`, {
      bytes: await renderLandscapeJpeg(800, 600, 7),
      headers: { 'X-Nome-Arquivo': 'nova.jpg', 'Content-Type': 'image/jpeg' },
    });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    await shop.t.settle();
    const grown = (await (await newcomer()).graphql(sharedRead, slug)).data.galleryEvent;
    expect(grown.photoCount).toBe(4);
    expect(grown.photos.edges).toHaveLength(4);
    expect((await fromMemory(await newcomer(), sharedRead, slug)).galleryEvent.photoCount).toBe(4);

    const removed = await admin.rest('DELETE', `/api/adm/${event.slug}/${uploaded.body.imagem.nome}`);
    expect(removed.status).toBe(200);
    expect((await (await newcomer()).graphql(sharedRead, slug)).data.galleryEvent.photoCount).toBe(3);

    const kept = await newcomer();
    await fromMemory(kept, sharedRead, slug);
    const key = await admin.rest('POST', `/api/adm/${event.slug}/chave-de-acesso`, {
      body: { chaveDeAcesso: 'turma' },
    });
    expect(key.status).toBe(200);
    const after = await kept.graphql(sharedRead, slug);
    expect(after.data?.galleryEvent ?? null).toBeNull();
    expect(after.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it("never shows a customer another's cart, selection or favourites", async () => {
    const { event, photos } = shop.digital;
    const slug = { slug: event.slug };
    const ana = await openGallery(shop.t, host, event.slug);
    await ana.graphql(sharedRead, slug);
    expect((await addPhoto(ana, photos[0]!.name)).status).toBe(200);
    const photoId = encodeGlobalID('Photo', photos[1]!.id);
    const favorite = await ana.graphql(
      'mutation($input: FavoritePhotoInput!) { addFavoritePhoto(input: $input) { __typename } }',
      { input: { photo: { id: photoId } } },
    );
    expect(favorite.data?.addFavoritePhoto.__typename).toBe('AddFavoritePhotoPayload');
    const anaShared = (await ana.graphql(sharedRead, slug)).data;
    const anaOwn = (await ana.graphql(ownRead, slug)).data.gallerySession;
    expect(anaOwn.cart.selectedPhotoIds).toEqual([encodeGlobalID('Photo', photos[0]!.id)]);
    expect(anaOwn.favoritePhotoIds).toEqual([photoId]);

    // Bia's first read of the event is Ana's answer from memory: it carries nothing of Ana's.
    const bia = await openGallery(shop.t, host, event.slug);
    const biaShared = await fromMemory(bia, sharedRead, slug);
    expect(biaShared).toEqual(anaShared);
    const text = JSON.stringify(biaShared);
    for (const own of [anaOwn.id, anaOwn.cart.id, decodeGlobalID(anaOwn.id).id])
      expect(text).not.toContain(own);
    const biaOwn = (await bia.graphql(ownRead, slug)).data.gallerySession;
    expect(biaOwn).toMatchObject({ favoritePhotoIds: [], favoriteCount: 0, cart: { selectedPhotoIds: [] } });
    expect(biaOwn.id).not.toBe(anaOwn.id);

    // A read that asks for the viewer's own marks beside the event's is never shared, however it is spelled.
    const marked = /* GraphQL */ `
      query Marked($slug: String!) {
        galleryEvent(eventSlug: $slug) { photos(first: 120) { edges { node { id selected favorite } } } }
      }
    `;
    const marks = async (customer: CustomerClient) =>
      (await customer.graphql(marked, slug)).data.galleryEvent.photos.edges
        .filter(({ node }: any) => node.selected || node.favorite)
        .map(({ node }: any) => node.id);
    expect(await marks(ana)).toHaveLength(2);
    expect(await marks(bia)).toEqual([]);
    const favoritesOnly = await bia.graphql(nextPage, {
      id: encodeGlobalID('Event', event.id),
      favoritesOnly: true,
    });
    expect(favoritesOnly.data.node).toMatchObject({ photoCount: 0, photos: { edges: [] } });
    const anaFavorites = await ana.graphql(nextPage, {
      id: encodeGlobalID('Event', event.id),
      favoritesOnly: true,
    });
    expect(anaFavorites.data.node.photoCount).toBe(1);
    const biaAgain = await bia.graphql(nextPage, {
      id: encodeGlobalID('Event', event.id),
      favoritesOnly: true,
    });
    expect(biaAgain.data.node.photoCount).toBe(0);
  });

  it("keeps the grid's next pages once per event, for that event's customers only", async () => {
    const { event } = shop.digital;
    const id = encodeGlobalID('Event', event.id);
    const ana = await openGallery(shop.t, host, event.slug);
    const first = await ana.graphql(nextPage, { id });
    expect(first.errors).toBeUndefined();
    const second = await ana.graphql(nextPage, { id, cursor: first.data.node.photos.pageInfo.endCursor });
    expect(second.errors).toBeUndefined();
    const bia = await openGallery(shop.t, host, event.slug);
    expect(await fromMemory(bia, nextPage, { id })).toEqual(first.data);

    // A customer of another gallery asking this event's node reads nothing from memory.
    const other = await openGallery(shop.t, host, shop.printed.event.slug);
    const before = await hits();
    await other.graphql(nextPage, { id });
    expect(await hits()).toBe(before);
  });

  it("serves a private gallery's shared answer only to sessions of that gallery", async () => {
    const make = factories(shop.t.db, shop.t.services);
    const event = await make.event(shop.studio, { name: 'Reservada' });
    await make.photo(shop.studio, event);
    const admin = await shop.admin();
    const key = await admin.rest('POST', `/api/adm/${event.slug}/chave-de-acesso`, {
      body: { chaveDeAcesso: 'segredo' },
    });
    expect(key.status).toBe(200);
    const slug = { slug: event.slug };
    const guest = await openGallery(shop.t, host, event.slug, { chaveDeAcesso: 'segredo' });
    expect((await guest.graphql(sharedRead, slug)).data.galleryEvent.photoCount).toBe(1);
    await fromMemory(
      await openGallery(shop.t, host, event.slug, { chaveDeAcesso: 'segredo' }),
      sharedRead,
      slug,
    );

    const stranger = await openGallery(shop.t, host, shop.digital.event.slug);
    const refused = await stranger.graphql(sharedRead, slug);
    expect(refused.data?.galleryEvent ?? null).toBeNull();
    expect(refused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const anonymous = await shop.t.graphql(sharedRead, slug, { host });
    expect(anonymous.data?.galleryEvent ?? null).toBeNull();
  });
});

describe('read versions follow every write, whatever made it', () => {
  const shop = shopOfThisFile();
  const host = 'loja.localhost';

  async function versions(sessionId: string) {
    const [row] = await shop.t.db.$queryRaw<
      { studio: number; event: number; session: number; cart: number }[]
    >`
      SELECT st."readVersion" AS studio, e."readVersion" AS event, s."readVersion" AS session, c."readVersion" AS cart
      FROM "GallerySession" s JOIN "Studio" st ON st.id = s."studioId" JOIN "Event" e ON e.id = s."eventId"
      JOIN "Cart" c ON c."sessionId" = s.id WHERE s.id = ${sessionId}::uuid`;
    return row!;
  }

  it.each([
    [
      'the studio',
      'studio',
      (db: any, ids: any) =>
        db.studio.update({ where: { id: ids.studioId }, data: { footerPhone: '11 5555-0000' } }),
    ],
    [
      'the event',
      'event',
      (db: any, ids: any) =>
        db.event.update({ where: { id: ids.eventId }, data: { digitalPriceCents: 999 } }),
    ],
    [
      'a photo',
      'event',
      (db: any, ids: any) =>
        db.photo.update({ where: { id: ids.photoId }, data: { originalName: 'renomeada.jpg' } }),
    ],
    [
      'a photo file',
      'event',
      (db: any, ids: any) =>
        db.photoFile.updateMany({ where: { photoId: ids.photoId }, data: { width: 321 } }),
    ],
    ['a photo deleted', 'event', (db: any, ids: any) => db.photo.delete({ where: { id: ids.otherPhotoId } })],
    [
      'a price',
      'event',
      (db: any, ids: any) =>
        db.priceTableItem.updateMany({
          where: { priceTable: { eventId: ids.eventId } },
          data: { priceCents: 2500 },
        }),
    ],
    [
      'the price table',
      'event',
      (db: any, ids: any) =>
        db.priceTable.update({ where: { eventId: ids.eventId }, data: { name: 'Nova' } }),
    ],
    [
      'a discount tier added',
      'event',
      (db: any, ids: any) =>
        db.discountTier.create({
          data: { studioId: ids.studioId, eventId: ids.eventId, minimumQuantity: 50, percent: 5 },
        }),
    ],
    [
      'a discount tier changed',
      'event',
      async (db: any, ids: any) => {
        await db.discountTier.create({
          data: { studioId: ids.studioId, eventId: ids.eventId, minimumQuantity: 60, percent: 6 },
        });
        const before = await db.event.findUniqueOrThrow({ where: { id: ids.eventId } });
        await db.discountTier.updateMany({ where: { eventId: ids.eventId }, data: { percent: 7 } });
        const after = await db.event.findUniqueOrThrow({ where: { id: ids.eventId } });
        expect(after.readVersion).toBeGreaterThan(before.readVersion);
      },
    ],
    [
      'a discount tier removed',
      'event',
      async (db: any, ids: any) => {
        await db.discountTier.create({
          data: { studioId: ids.studioId, eventId: ids.eventId, minimumQuantity: 70, percent: 8 },
        });
        const before = await db.event.findUniqueOrThrow({ where: { id: ids.eventId } });
        await db.discountTier.deleteMany({ where: { eventId: ids.eventId } });
        const after = await db.event.findUniqueOrThrow({ where: { id: ids.eventId } });
        expect(after.readVersion).toBeGreaterThan(before.readVersion);
      },
    ],
    [
      'the all-photos price',
      'event',
      (db: any, ids: any) =>
        db.event.update({ where: { id: ids.eventId }, data: { allPhotosPriceCents: 9900 } }),
    ],
    [
      'the session',
      'session',
      (db: any, ids: any) =>
        db.gallerySession.update({ where: { id: ids.sessionId }, data: { firstName: 'Ana' } }),
    ],
    [
      'the cart',
      'cart',
      (db: any, ids: any) =>
        db.cart.update({ where: { id: ids.cartId }, data: { deliveryPreference: 'PICKUP' } }),
    ],
    [
      'a cart item',
      'cart',
      (db: any, ids: any) =>
        db.cartItem.create({ data: { studioId: ids.studioId, cartId: ids.cartId, photoId: ids.photoId } }),
    ],
    [
      'an order',
      'cart',
      (db: any, ids: any) =>
        db.order.updateMany({ where: { cartId: ids.cartId }, data: { trackingCode: 'BR123' } }),
    ],
    [
      'a payment',
      'session',
      (db: any, ids: any) =>
        db.payment.updateMany({
          where: { order: { cartId: ids.cartId } },
          data: { statusDetail: 'accredited' },
        }),
    ],
  ])('a change to %s bumps the %s version', async (_what, bumped, write) => {
    const { studio, printed } = shop;
    const make = factories(shop.t.db, shop.t.services);
    const customer = await openGallery(shop.t, host, printed.event.slug);
    const session = await shop.t.db.gallerySession.findFirstOrThrow({
      where: { eventId: printed.event.id },
      orderBy: { createdAt: 'desc' },
      include: { cart: true },
    });
    expect(customer.accessToken).toBeTruthy();
    const photo = printed.photos[0]!;
    const other = await make.photo(studio, printed.event);
    const order = await make.order(studio, printed.event, photo, {
      cartId: session.cart!.id,
      sessionId: session.id,
    });
    await shop.t.db.payment.create({
      data: { studioId: studio.id, orderId: order.id, amountCents: 100, idempotencyKey: `k-${order.id}` },
    });
    const ids = {
      studioId: studio.id,
      eventId: printed.event.id,
      photoId: photo.id,
      otherPhotoId: other.id,
      sessionId: session.id,
      cartId: session.cart!.id,
    };
    const before = await versions(session.id);
    await write(shop.t.db, ids);
    const after = await versions(session.id);
    expect(after[bumped as keyof typeof after]).toBeGreaterThan(before[bumped as keyof typeof before]);
  });
});
