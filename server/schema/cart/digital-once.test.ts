// A digital photo is bought once (domain/cart.ts, checkDigitalOnce): adding it again, a quantity above 1 and
// 'Duplicar' are refused with the catalogue's message, through GraphQL and through the REST calls of spec 001.
import { beforeEach, describe, expect, it } from 'vitest';
import { DigitalPhotoOnceError } from '../../domain/cart.ts';
import { addPhoto, session } from '../../test/checkout-steps.ts';
import { type CustomerClient, openGallery } from '../../test/customer-client.ts';
import { shopOfThisFile } from '../../test/shop.ts';

const shop = shopOfThisFile();
const repeated = new DigitalPhotoOnceError('repeated').message;
const quantity = new DigitalPhotoOnceError('quantity').message;

const cartFields = 'items { id quantity option { format optionId } photo { name } }';
const change = (field: string, input: string) => `mutation($input: ${input}Input!) {
  ${field}(input: $input) { __typename ... on Error { message } ... on ${input}Payload { cart { ${cartFields} } } }
}`;

async function graphqlChange(
  customer: CustomerClient,
  field: string,
  input: string,
  values: Record<string, unknown>,
) {
  const result = await customer.graphql(change(field, input), { input: values });
  expect(result.errors, JSON.stringify(result)).toBeUndefined();
  return result.data[field];
}

async function cartItems(customer: CustomerClient) {
  const result = await customer.graphql(
    `query($slug: String!) { gallerySession(eventSlug: $slug) { cart { ${cartFields} } } }`,
    { slug: customer.eventSlug },
  );
  return result.data.gallerySession.cart.items as {
    id: string;
    quantity: number;
    option: { format: string; optionId: string } | null;
    photo: { name: string };
  }[];
}

describe('GraphQL', () => {
  let customer: CustomerClient;
  const photo = () => shop.mixed.photos[0]!.name;

  beforeEach(async () => {
    customer = await openGallery(shop.t, shop.host, shop.mixed.event.slug);
    await addPhoto(customer, photo(), '1');
  });

  it('refuses the same photo in digital again, a quantity of 2 and Duplicar, and the cart stays', async () => {
    const [item] = await cartItems(customer);
    const again = await graphqlChange(customer, 'addPhotoToCart', 'AddPhotoToCart', {
      photo: { name: photo() },
      optionId: '1',
    });
    expect(again).toEqual({ __typename: 'DigitalPhotoOnceError', message: repeated });
    const twice = await graphqlChange(customer, 'setCartItemQuantity', 'SetCartItemQuantity', {
      itemId: item!.id,
      quantity: 2,
    });
    expect(twice).toEqual({ __typename: 'DigitalPhotoOnceError', message: quantity });
    const duplicated = await graphqlChange(customer, 'duplicateCartItem', 'DuplicateCartItem', {
      itemId: item!.id,
    });
    expect(duplicated).toEqual({ __typename: 'DigitalPhotoOnceError', message: repeated });
    expect(await cartItems(customer)).toEqual([item]);
  });

  it('keeps prints of the same photo free, and turning a print into a second digital line is refused', async () => {
    const print = shop.mixed.sizes[0]!.id;
    const added = await graphqlChange(customer, 'addPhotoToCart', 'AddPhotoToCart', {
      photo: { name: photo() },
      optionId: print,
    });
    expect(added.__typename).toBe('AddPhotoToCartPayload');
    const printLine = added.cart.items[1];
    const copies = await graphqlChange(customer, 'setCartItemQuantity', 'SetCartItemQuantity', {
      itemId: printLine.id,
      quantity: 3,
    });
    expect(copies.cart.items[1]).toMatchObject({ quantity: 3, option: { format: 'PRINTED' } });
    const toDigital = await graphqlChange(customer, 'setCartItemOption', 'SetCartItemOption', {
      itemId: printLine.id,
      optionId: '1',
    });
    expect(toDigital).toEqual({ __typename: 'DigitalPhotoOnceError', message: repeated });
  });

  it('one size for all in digital keeps each photo once, at quantity 1', async () => {
    const print = shop.mixed.sizes[0]!.id;
    const [digital] = await cartItems(customer);
    await addPhoto(customer, photo(), print);
    await addPhoto(customer, shop.mixed.photos[1]!.name, print);
    const printLine = (await cartItems(customer))[2]!;
    await graphqlChange(customer, 'setCartItemQuantity', 'SetCartItemQuantity', {
      itemId: printLine.id,
      quantity: 4,
    });
    const all = await graphqlChange(customer, 'applyOptionToAllCartItems', 'ApplyOptionToAllCartItems', {
      optionId: '1',
    });
    expect(all.__typename, JSON.stringify(all)).toBe('ApplyOptionToAllCartItemsPayload');
    expect(all.cart.items).toEqual([
      { ...digital, quantity: 1 },
      { id: printLine.id, quantity: 1, option: { format: 'DIGITAL', optionId: '1' }, photo: printLine.photo },
    ]);
  });
});

describe('REST calls of spec 001', () => {
  it('answer { mensagem: { texto } } with the reason, and the cart keeps one line at quantity 1', async () => {
    const customer = await openGallery(shop.t, shop.host, shop.digital.event.slug);
    const name = shop.digital.photos[0]!.name;
    const added = await addPhoto(customer, name, '1');
    const itemId = added.body.carrinho.itens[0]._id as string;
    const call = (method: string, path: string, body: unknown) =>
      customer.rest(method, `/api/${customer.eventSlug}/carrinho/${path}`, { body });

    expect(
      await call('POST', 'adicionar-imagem', { nomeImagem: name, idItemTabelaPreco: '1' }),
    ).toMatchObject({
      status: 400,
      body: { mensagem: { texto: repeated } },
    });
    expect(
      await call('PATCH', 'item/quantidade', { itemId, tamanhoPrecoEscolhidoId: '1', quantidade: 2 }),
    ).toMatchObject({ status: 400, body: { mensagem: { texto: quantity } } });
    expect(await call('POST', 'duplicar-item', { itemId })).toMatchObject({
      status: 400,
      body: { mensagem: { texto: repeated } },
    });
    const cart = (await session(customer)).carrinho;
    expect(cart.itens).toMatchObject([{ _id: itemId, nome: name, quantidade: 1 }]);
    expect(cart.itens).toHaveLength(1);
  });
});
