// An event without prices shows its photos but sells nothing: the server refuses its carts whatever the client
// sends, the gallery's (cached) read says so, and the admin learns what is missing.
import { describe, expect, it } from 'vitest';
import type { Event } from '../../generated/prisma/client.ts';
import type { AdminClient } from '../../test/admin-client.ts';
import { type CustomerClient, openGallery } from '../../test/customer-client.ts';
import { factories } from '../../test/factories.ts';
import { shopOfThisFile } from '../../test/shop.ts';

const shop = shopOfThisFile();

const galleryRead = `query($slug: String!) { gallerySession(eventSlug: $slug) {
  event { saleReadiness { forSale digital printed missing } saleOptions { optionId priceCents } }
  cart { itemCount }
} }`;

const read = async (customer: CustomerClient) => {
  const result = await customer.graphql(galleryRead, { slug: customer.eventSlug });
  expect(result.errors).toBeUndefined();
  return result.data.gallerySession;
};

const addPhoto = (customer: CustomerClient, name: string, optionId?: string) =>
  customer
    .graphql(
      `mutation($input: AddPhotoToCartInput!) { addPhotoToCart(input: $input) {
        __typename ... on Error { message } ... on AddPhotoToCartPayload { cart { itemCount } }
      } }`,
      { input: { photo: { name }, ...(optionId && { optionId }) } },
    )
    .then((result) => result.data.addPhotoToCart);

const notForSale = {
  __typename: 'PhotosNotForSaleError',
  message:
    'As fotos deste evento ainda não estão à venda. Fale com o estúdio para saber quando poderá escolhê-las.',
};

async function newEvent(name: string, deliveryFormat: Event['deliveryFormat']) {
  const make = factories(shop.t.db, shop.t.services);
  const event = await make.event(shop.studio, { name, deliveryFormat });
  const photos = [await make.photo(shop.studio, event), await make.photo(shop.studio, event)];
  return { event, photos };
}

const saveSettings = (admin: AdminClient, input: Record<string, unknown>) =>
  admin
    .graphql(
      `mutation($input: UpdateGallerySettingsInput!) { updateGallerySettings(input: $input) {
        __typename ... on Error { message } ... on UpdateGallerySettingsPayload { message }
      } }`,
      { input },
    )
    .then((result) => result.data.updateGallerySettings);

describe('an event without prices', () => {
  it('shows its photos but takes none into a cart, by GraphQL or REST, until the owner sets a price', async () => {
    const { event, photos } = await newEvent('Sem Preço', 'DIGITAL');
    const customer = await openGallery(shop.t, shop.host, event.slug);
    // Read twice: the second answer comes from the read cache, which the price change below must not outlive.
    await read(customer);
    expect(await read(customer)).toEqual({
      event: {
        saleReadiness: { forSale: false, digital: false, printed: false, missing: ['DIGITAL_PRICE'] },
        saleOptions: [],
      },
      cart: { itemCount: 0 },
    });

    expect(await addPhoto(customer, photos[0]!.name)).toEqual(notForSale);
    expect(await addPhoto(customer, photos[0]!.name, '1')).toEqual(notForSale);
    const rest = await customer.rest('POST', `/api/${event.slug}/carrinho/adicionar-imagem`, {
      body: { nomeImagem: photos[0]!.name, idItemTabelaPreco: '1', formatoEntrega: 'digital' },
    });
    expect(rest).toMatchObject({ status: 409, body: { mensagem: { texto: notForSale.message } } });
    expect(await shop.t.db.cartItem.count({ where: { photoId: { in: photos.map((p) => p.id) } } })).toBe(0);

    // The owner's settings refuse a price of zero, then take a real one.
    const admin = await shop.admin();
    const base = { event: { slug: event.slug }, deliveryFormat: 'DIGITAL', mode: 'NORMAL' };
    expect(await saveSettings(admin, { ...base, digitalPrice: '0' })).toEqual({
      __typename: 'GallerySettingsError',
      message: 'O preço da foto digital deve ser maior que zero.',
    });
    expect(await saveSettings(admin, { ...base, digitalPrice: '12,50' })).toMatchObject({
      __typename: 'UpdateGallerySettingsPayload',
    });
    expect(await read(customer)).toMatchObject({
      event: {
        saleReadiness: { forSale: true, missing: [] },
        saleOptions: [{ optionId: '1', priceCents: 1250 }],
      },
    });
    expect(await addPhoto(customer, photos[0]!.name)).toEqual({
      __typename: 'AddPhotoToCartPayload',
      cart: { itemCount: 1 },
    });
  });

  it('follows its price table: a line priced puts it on sale, every line at R$ 0,00 takes it off', async () => {
    const { event, photos } = await newEvent('Impressas Sem Preço', 'PRINTED');
    const customer = await openGallery(shop.t, shop.host, event.slug);
    await read(customer);
    expect((await read(customer)).event.saleReadiness).toEqual({
      forSale: false,
      digital: false,
      printed: false,
      missing: ['PRINTED_PRICES'],
    });

    const admin = await shop.admin();
    expect(
      await saveSettings(admin, {
        event: { slug: event.slug },
        deliveryFormat: 'PRINTED',
        mode: 'NORMAL',
        printedItems: [{ height: '15', width: '10', price: '20' }],
        pickup: true,
      }),
    ).toMatchObject({ __typename: 'UpdateGallerySettingsPayload' });
    const onSale = await read(customer);
    expect(onSale.event.saleReadiness).toMatchObject({ forSale: true, printed: true });
    await read(customer);

    // A line changed behind the settings' back (an old table, a console): the trigger on the table's lines
    // moves the event's read version, so no server keeps answering "on sale".
    await shop.t.db.priceTableItem.updateMany({
      where: { priceTable: { eventId: event.id } },
      data: { priceCents: 0 },
    });
    expect(await read(customer)).toMatchObject({
      event: { saleReadiness: { forSale: false, missing: ['PRINTED_PRICES'] }, saleOptions: [] },
    });
    expect(await addPhoto(customer, photos[1]!.name)).toEqual(notForSale);
  });

  it('sells the half of a digital-e-impresso event that has prices, and tells the owner about the other', async () => {
    const { event, photos } = await newEvent('Meio Pronto', 'DIGITAL');
    const admin = await shop.admin();
    await saveSettings(admin, {
      event: { slug: event.slug },
      deliveryFormat: 'DIGITAL',
      mode: 'NORMAL',
      digitalPrice: '9,90',
    });
    await admin.graphql(
      `mutation($input: SetEventDeliveryFormatInput!) { setEventDeliveryFormat(input: $input) { __typename } }`,
      { input: { event: { slug: event.slug }, deliveryFormat: 'DIGITAL_AND_PRINTED' } },
    );
    const owner = await admin.graphql(
      `query($slug: String!) { studio { event(slug: $slug) { saleReadiness { forSale digital printed missing } } } }`,
      { slug: event.slug },
    );
    expect(owner.data.studio.event.saleReadiness).toEqual({
      forSale: true,
      digital: true,
      printed: false,
      missing: ['PRINTED_PRICES'],
    });
    const customer = await openGallery(shop.t, shop.host, event.slug);
    expect((await read(customer)).event.saleOptions).toEqual([{ optionId: '1', priceCents: 990 }]);
    // One option: ticking the photo puts it in the cart with it, never an empty size.
    expect(await addPhoto(customer, photos[0]!.name)).toMatchObject({ cart: { itemCount: 1 } });
    const [line] = await shop.t.db.cartItem.findMany({ where: { photoId: photos[0]!.id } });
    expect(line).toMatchObject({ format: 'DIGITAL' });
  });
});
