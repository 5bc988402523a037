// The cart's bounds (no total past R$ 10.000.000,00 from a change; a cart past it after a price rise still reads
// and cannot be paid), its items' arquivoAltaResolucao, and the delivery page's status word (spec 001 sections 3, 7).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartTotalTooLargeMessage, maxCartTotalCents } from '../../domain/cart.ts';
import {
  addPhoto,
  cardForm,
  chooseDelivery,
  pay,
  savePersonalData,
  session,
} from '../../test/checkout-steps.ts';
import { type CustomerClient, openGallery } from '../../test/customer-client.ts';
import { shopOfThisFile } from '../../test/shop.ts';

const shop = shopOfThisFile();

const quantity = (customer: CustomerClient, itemId: string, quantidade: number) =>
  customer.rest('PATCH', `/api/${customer.eventSlug}/carrinho/item/quantidade`, {
    body: { itemId, quantidade },
  });

describe('cart bounds', () => {
  let customer: CustomerClient;
  let itemId: string;

  // A print: its quantity and 'Duplicar' count (a digital photo is bought once, digital-once.test.ts).
  const size = () => shop.printed.sizes[0]!;
  const price = (priceCents: number) =>
    shop.t.db.priceTableItem.update({ where: { id: size().id }, data: { priceCents } });

  beforeAll(async () => {
    // The highest price a line can take (R$ 9.999.999,99).
    await price(999_999_999);
    customer = await openGallery(shop.t, shop.host, shop.printed.event.slug);
    const added = await addPhoto(customer, shop.printed.photos[0]!.name, size().id);
    itemId = added.body.carrinho.itens[0]._id;
  });
  afterAll(async () => {
    await price(size().priceCents);
  });

  it('a change that takes the total past the limit is refused with the reason, and the cart stays', async () => {
    const refused = await quantity(customer, itemId, 999);
    expect(refused).toMatchObject({ status: 400, body: { mensagem: { texto: cartTotalTooLargeMessage } } });
    const duplicated = await customer.rest('POST', `/api/${customer.eventSlug}/carrinho/duplicar-item`, {
      body: { itemId },
    });
    expect(duplicated).toMatchObject({
      status: 400,
      body: { mensagem: { texto: cartTotalTooLargeMessage } },
    });
    const cart = (await session(customer)).carrinho;
    expect(cart.itens).toMatchObject([{ quantidade: 1 }]);
    expect(cart.total).toBe('9999999.99');
  });

  it('a cart past 2^31 centavos after the studio raised its price still reads, comes down, and cannot be paid', async () => {
    await price(100);
    expect((await quantity(customer, itemId, 999)).status).toBe(200);
    await price(999_999_999);
    const read = await customer.rest('GET', `/api/${customer.eventSlug}`);
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect(read.body.carrinho.total).toBe('9989999990.01');
    expect(999 * 999_999_999).toBeGreaterThan(2 ** 31);

    await chooseDelivery(customer, 'retirada');
    await savePersonalData(customer);
    const paid = await pay(customer, cardForm());
    expect(paid).toMatchObject({
      status: 409,
      body: { flag: 'total-acima-do-limite', mensagem: { texto: cartTotalTooLargeMessage } },
    });

    const lower = await quantity(customer, itemId, 500);
    expect(lower.status, JSON.stringify(lower.body)).toBe(200);
    expect(lower.body.carrinho.total).toBe('4999999995.00');
    expect(maxCartTotalCents).toBeLessThan(2 ** 31);
  });
});

describe('cart items', () => {
  it('carry arquivoAltaResolucao{_id,largura,altura}: the original the purchase delivers', async () => {
    const customer = await openGallery(shop.t, shop.host, shop.mixed.event.slug);
    const photo = shop.mixed.photos[0]!;
    const added = await addPhoto(customer, photo.name, '1');
    const original = await shop.t.db.photoFile.findFirstOrThrow({
      where: { photoId: photo.id, variant: 'ORIGINAL' },
    });
    const expected = { _id: original.id, largura: original.width, altura: original.height };
    expect(added.body.carrinho.itens[0].arquivoAltaResolucao).toEqual(expected);
    expect((await session(customer)).carrinho.itens[0].arquivoAltaResolucao).toEqual(expected);
  });
});

describe('the customer order page', () => {
  it('answers the status in the word GET /api/adm gives for the same order', async () => {
    const customer = await openGallery(shop.t, shop.host, shop.mixed.event.slug);
    await addPhoto(customer, shop.mixed.photos[1]!.name, shop.mixed.sizes[0]!.id);
    await chooseDelivery(customer, 'retirada');
    await savePersonalData(customer);
    const paid = await pay(customer, cardForm());
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const orderId = paid.body.pedidoId as string;

    const page = await customer.rest('GET', `/api/${customer.eventSlug}/entrega/${orderId}`);
    expect(page.status).toBe(200);
    expect(page.body.status).toBe('preparando-entrega');

    const studio = await (await shop.admin()).rest('GET', '/api/adm');
    const order = studio.body.eventos
      .flatMap((event: { pedidos: { _id: string; status: string }[] }) => event.pedidos)
      .find((candidate: { _id: string }) => candidate._id === orderId);
    expect(order.status).toBe(page.body.status);
  });
});
