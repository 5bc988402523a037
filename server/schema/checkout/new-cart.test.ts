// After buying, the same gallery session starts a new cart (the order stays its own), and buys again; and the
// checkout's friction points: the address quoted again when its CEP differs, the pickup address, the demo's mode.
import { describe, expect, it } from 'vitest';
import {
  addPhoto,
  cardForm,
  chooseDelivery,
  pay,
  pixForm,
  quoteShipping,
  saveAddress,
  savePersonalData,
  session,
} from '../../test/checkout-steps.ts';
import { type CustomerClient, openGallery } from '../../test/customer-client.ts';
import { shopOfThisFile } from '../../test/shop.ts';

const shop = shopOfThisFile();

const startNewCart = (customer: CustomerClient) =>
  customer.graphql(`mutation { startNewCart {
    __typename
    ... on Error { message }
    ... on StartNewCartPayload { message started cart { id status itemCount } }
  } }`);

const sessionRead = (customer: CustomerClient) =>
  customer.graphql(
    `query($slug: String!) { gallerySession(eventSlug: $slug) {
      cart { id status itemCount order { orderId } }
      orders { orderId number status }
      event { photos(first: 10) { edges { node { name selected } } } }
    } }`,
    { slug: customer.eventSlug },
  );

async function paidDigitalOrder() {
  const customer = await openGallery(shop.t, shop.host, shop.digital.event.slug);
  await addPhoto(customer, shop.digital.photos[0]!.name);
  await savePersonalData(customer);
  const paid = await pay(customer, cardForm());
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  return { customer, orderId: paid.body.pedidoId as string };
}

describe('a new cart after buying', () => {
  it('starts once the order is paid, keeps the order the session’s and buys again', async () => {
    const { customer, orderId } = await paidDigitalOrder();
    const before = (await sessionRead(customer)).data.gallerySession;
    expect(before.cart).toMatchObject({ status: 'PREPARING_DELIVERY', order: { orderId } });

    const started = await startNewCart(customer);
    expect(started.data.startNewCart).toMatchObject({
      __typename: 'StartNewCartPayload',
      message: 'Novo carrinho iniciado',
      started: true,
      cart: { status: 'SHOPPING', itemCount: 0 },
    });
    const after = (await sessionRead(customer)).data.gallerySession;
    expect(after.cart.id).not.toBe(before.cart.id);
    expect(after.cart).toMatchObject({ status: 'SHOPPING', itemCount: 0, order: null });
    expect(after.orders).toEqual([{ orderId, number: expect.any(Number), status: 'PREPARING_DELIVERY' }]);
    // The photos bought are not ticked in the new cart.
    expect(
      after.event.photos.edges.every((edge: { node: { selected: boolean } }) => !edge.node.selected),
    ).toBe(true);
    // The order stays reachable from the session (its delivery page and the REST call).
    const delivery = await customer.rest('GET', `/api/${customer.eventSlug}/entrega/${orderId}`);
    expect(delivery.status).toBe(200);
    // The personal data stays saved for the next checkout.
    expect((await session(customer)).dadosPessoais.statusFormulario).toBe('preenchido');

    // Again (another tab, a repeated click): nothing changes.
    const again = await startNewCart(customer);
    expect(again.data.startNewCart).toMatchObject({ started: false, cart: { id: after.cart.id } });

    await addPhoto(customer, shop.digital.photos[1]!.name);
    const second = await pay(customer, cardForm());
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body.pedidoId).not.toBe(orderId);
    const orders = (await sessionRead(customer)).data.gallerySession.orders;
    expect(orders.map((order: { orderId: string }) => order.orderId)).toEqual([
      second.body.pedidoId,
      orderId,
    ]);
  });

  it('starts one cart when two requests race', async () => {
    const { customer } = await paidDigitalOrder();
    const results = await Promise.all([
      startNewCart(customer),
      startNewCart(customer),
      startNewCart(customer),
    ]);
    const started = results.map((result) => result.data.startNewCart.started);
    expect(started.filter(Boolean)).toHaveLength(1);
    expect(new Set(results.map((result) => result.data.startNewCart.cart.id)).size).toBe(1);
  });

  it('keeps a shopping cart, and refuses while the order waits for its payment', async () => {
    const customer = await openGallery(shop.t, shop.host, shop.digital.event.slug);
    await addPhoto(customer, shop.digital.photos[0]!.name);
    const shopping = await startNewCart(customer);
    expect(shopping.data.startNewCart).toMatchObject({ started: false, cart: { itemCount: 1 } });

    await savePersonalData(customer);
    const pix = await pay(customer, pixForm());
    expect(pix.status, JSON.stringify(pix.body)).toBe(200);
    const waiting = await startNewCart(customer);
    expect(waiting.data.startNewCart).toEqual({
      __typename: 'PaymentInProgressError',
      message:
        'Já existe um pagamento em andamento para este pedido. Aguarde a confirmação ou escolha outro meio de pagamento.',
    });
    expect((await session(customer)).carrinho.status).toBe('aguardando-pagamento');
  });

  it('answers a repeated payment request of the earlier cart with its payment, not a refusal', async () => {
    const customer = await openGallery(shop.t, shop.host, shop.digital.event.slug);
    await addPhoto(customer, shop.digital.photos[0]!.name);
    await savePersonalData(customer);
    const key = 'chave-repetida-depois-do-novo-carrinho';
    const first = await pay(customer, cardForm(), key);
    expect(first.status).toBe(200);
    await startNewCart(customer);
    const repeated = await pay(customer, cardForm(), key);
    expect(repeated.status, JSON.stringify(repeated.body)).toBe(200);
    expect(repeated.body.pedidoId).toBe(first.body.pedidoId);
    expect(repeated.body.id).toBe(first.body.id);
  });

  it('is for gallery customers only', async () => {
    const anonymous = await shop.t.graphql(
      'mutation { startNewCart { __typename } }',
      {},
      { host: shop.host },
    );
    expect(anonymous.data).toBeFalsy();
  });
});

describe('checkout: the address, the pickup and the demo', () => {
  it('quotes the shipping again when the delivery address is in another CEP than the quote', async () => {
    const customer = await openGallery(shop.t, shop.host, shop.printed.event.slug);
    await addPhoto(customer, shop.printed.photos[0]!.name, shop.printed.sizes[1]!.id);
    await chooseDelivery(customer, 'entrega');
    const saoPaulo = await quoteShipping(customer, '01001-000');
    await savePersonalData(customer);
    // The address is in Rio: saving it quotes Rio, so paying is not refused for a quote of another CEP.
    await saveAddress(customer, { cep: '20040-020' });
    const read = await customer.graphql(
      `query($slug: String!) { gallerySession(eventSlug: $slug) { cart { shippingCep totalCents shipping { chargedCents } } } }`,
      { slug: customer.eventSlug },
    );
    const cart = read.data.gallerySession.cart;
    expect(cart.shippingCep).toBe('20040-020');
    expect(cart.shipping.chargedCents).toBeGreaterThan(0);
    expect(saoPaulo.body.preco).toBeDefined();
    const paid = await pay(customer, cardForm());
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const order = await shop.t.db.order.findUniqueOrThrow({ where: { id: paid.body.pedidoId } });
    expect(order.addressCep).toBe('20040-020');
    expect(order.totalCents).toBe(cart.totalCents);
  });

  it('refuses an address whose CEP no carrier serves, keeping the address unsaved', async () => {
    const customer = await openGallery(shop.t, shop.host, shop.printed.event.slug);
    await addPhoto(customer, shop.printed.photos[0]!.name, shop.printed.sizes[1]!.id);
    await chooseDelivery(customer, 'entrega');
    await quoteShipping(customer, '01001-000');
    await savePersonalData(customer);
    const refused = await customer.rest(
      'POST',
      `/api/${customer.eventSlug}/carrinho/finalizar-pedido/dados-endereco`,
      {
        body: {
          enderecoEntrega: {
            cep: '99999-999',
            cidade: 'Lugar Nenhum',
            uf: 'RS',
            rua: 'Rua Um',
            numeroRua: '1',
            complementoRua: '',
            bairro: 'Centro',
            destinatario: 'Maria Souza',
          },
        },
      },
    );
    expect(refused.status).not.toBe(200);
    expect(refused.body.mensagem.texto).toBe('CEP inexistente');
    expect((await session(customer)).enderecoEntrega.statusFormulario).toBe('ativo');
    expect((await session(customer)).carrinho.entregaFisica.frete.preco).toBeDefined();
  });

  it("shows the studio's address where pickup is offered, and says whether payments are simulated", async () => {
    await shop.t.db.studio.update({
      where: { id: shop.studio.id },
      data: {
        addressCep: '01310-100',
        addressCity: 'São Paulo',
        addressState: 'SP',
        addressStreet: 'Avenida Paulista',
        addressNumber: '1000',
        addressNeighborhood: 'Bela Vista',
      },
    });
    const read = (customer: CustomerClient) =>
      customer.graphql(
        `query($slug: String!) { gallerySession(eventSlug: $slug) { paymentTestMode pickupAddress { street number city state cep } } }`,
        { slug: customer.eventSlug },
      );
    const pickup = await read(await openGallery(shop.t, shop.host, shop.printed.event.slug));
    expect(pickup.data.gallerySession).toEqual({
      // The shop's server pays through a Mercado Pago at an address: it is live, not the demo's simulation.
      paymentTestMode: false,
      pickupAddress: {
        street: 'Avenida Paulista',
        number: '1000',
        city: 'São Paulo',
        state: 'SP',
        cep: '01310-100',
      },
    });
    const digitalOnly = await read(await openGallery(shop.t, shop.host, shop.digital.event.slug));
    expect(digitalOnly.data.gallerySession.pickupAddress).toBeNull();
  });
});
