// An event's discounts end to end: the studio's table and all-photos price checked, the cart priced by the server
// at every change, the payment sent to Mercado Pago for the discounted total, and the order keeping what it was sold
// with after the table changes.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminOfNewStudio } from '../../test/admin-client.ts';
import { addPhoto, cardForm, pay, savePersonalData, session } from '../../test/checkout-steps.ts';
import { type CustomerClient, openGallery } from '../../test/customer-client.ts';
import { factories } from '../../test/factories.ts';
import { shopOfThisFile } from '../../test/shop.ts';

const shop = shopOfThisFile();

const updateDiscounts = /* GraphQL */ `
  mutation($input: UpdateEventDiscountsInput!) {
    updateEventDiscounts(input: $input) {
      __typename
      ... on Error { message }
      ... on DiscountSettingsError { field }
      ... on UpdateEventDiscountsPayload {
        message
        event { discountTiers { minimumQuantity percent } allPhotosPriceCents allPhotosOffered }
      }
    }
  }
`;

const cartFields = `
  subtotalCents discountCents shippingChargedCents totalCents exempt
  discount { percent minimumQuantity quantity baseCents amountCents label }
  allPhotos { priceCents photoCount missingPhotoCount applied }
  items { id quantity unitPriceCents lineTotalCents inAllPhotos option { format } photo { name } }
`;

const readCart = async (customer: CustomerClient) =>
  (
    await customer.graphql(
      `query($s: String!) { gallerySession(eventSlug: $s) { cart { ${cartFields} } } }`,
      {
        s: customer.eventSlug,
      },
    )
  ).data.gallerySession.cart;

const providerPayments = (orderId: string) =>
  [...shop.mercadoPago.payments.values()].filter(
    (payment) => payment.resource.external_reference === orderId,
  );

async function setDiscounts(
  slug: string,
  tiers: { minimumQuantity: number; percent: number }[],
  price?: string,
) {
  const admin = await shop.admin();
  return (
    await admin.graphql(updateDiscounts, {
      input: { event: { slug }, tiers, ...(price !== undefined && { allPhotosPrice: price }) },
    })
  ).data.updateEventDiscounts;
}

async function payByGraphql(customer: CustomerClient) {
  const result = await customer.graphql(
    `mutation($input: ProcessPaymentInput!) { processPayment(input: $input) {
      __typename
      ... on Error { message }
      ... on ProcessPaymentPayload { order { orderId totalCents discountCents discount { label amountCents } }
        payment { status amountCents } }
    } }`,
    {
      input: {
        idempotencyKey: randomUUID(),
        paymentMethodId: 'master',
        paymentTypeId: 'credit_card',
        token: `card-APRO-${randomUUID()}`,
        installments: 1,
        payerEmail: 'maria@exemplo.com',
      },
    },
  );
  return result.data.processPayment;
}

describe('the studio sets the discounts of an event', () => {
  it.each([
    [
      'a percent out of range',
      [{ minimumQuantity: 10, percent: 95 }],
      'tiers.0.percent',
      'Faixa 1: o desconto deve ser um número inteiro de 1% a 90%.',
    ],
    [
      'a repeated minimum',
      [
        { minimumQuantity: 10, percent: 10 },
        { minimumQuantity: 10, percent: 15 },
      ],
      'tiers.1.minimumQuantity',
      'Faixa 2: já existe uma faixa a partir de 10 fotos.',
    ],
  ])(
    'refuses %s with its Portuguese message and field, saving nothing',
    async (_case, tiers, field, message) => {
      expect(await setDiscounts(shop.digital.event.slug, tiers)).toEqual({
        __typename: 'DiscountSettingsError',
        message,
        field,
      });
      expect(await shop.t.db.discountTier.count({ where: { eventId: shop.digital.event.id } })).toBe(0);
    },
  );

  it('refuses an all-photos price that is not money', async () => {
    expect(await setDiscounts(shop.digital.event.slug, [], 'muito')).toMatchObject({
      __typename: 'DiscountSettingsError',
      field: 'allPhotosPrice',
      message: 'Informe o preço de todas as fotos com números, como 150,00.',
    });
  });

  it('saves the table smallest minimum first, and replaces it whole', async () => {
    const saved = await setDiscounts(
      shop.digital.event.slug,
      [
        { minimumQuantity: 4, percent: 20 },
        { minimumQuantity: 3, percent: 10 },
      ],
      '',
    );
    expect(saved).toEqual({
      __typename: 'UpdateEventDiscountsPayload',
      message: 'Descontos salvos com sucesso',
      event: {
        discountTiers: [
          { minimumQuantity: 3, percent: 10 },
          { minimumQuantity: 4, percent: 20 },
        ],
        allPhotosPriceCents: null,
        allPhotosOffered: false,
      },
    });
  });

  it("is the studio's own: another studio cannot name this event, a customer cannot call it", async () => {
    const other = await adminOfNewStudio(shop.t, factories(shop.t.db, shop.t.services));
    const result = await other.graphql(updateDiscounts, {
      input: { event: { slug: shop.digital.event.slug }, tiers: [] },
    });
    expect(result.data.updateEventDiscounts.__typename).toBe('NotFoundError');
    const customer = await openGallery(shop.t, shop.host, shop.digital.event.slug);
    const refused = await customer.graphql(updateDiscounts, {
      input: { event: { slug: shop.digital.event.slug }, tiers: [] },
    });
    expect(refused.data?.updateEventDiscounts ?? null).toBeNull();
    expect(await shop.t.db.discountTier.count({ where: { eventId: shop.digital.event.id } })).toBe(2);
  });
});

describe('a cart reaching a tier (digital at R$ 12,50; 10% from 3 photos, 20% from 4)', () => {
  let customer: CustomerClient;
  let orderId: string;

  beforeAll(async () => {
    await setDiscounts(shop.digital.event.slug, [
      { minimumQuantity: 3, percent: 10 },
      { minimumQuantity: 4, percent: 20 },
    ]);
    customer = await openGallery(shop.t, shop.host, shop.digital.event.slug);
  });

  it('is recomputed by the server at every change: 2, 3 and 4 photos, then one removed', async () => {
    const { photos } = shop.digital;
    await addPhoto(customer, photos[0]!.name);
    await addPhoto(customer, photos[1]!.name);
    expect(await readCart(customer)).toMatchObject({ subtotalCents: 2500, discountCents: 0, discount: null });
    await addPhoto(customer, photos[2]!.name);
    expect(await readCart(customer)).toMatchObject({
      subtotalCents: 3750,
      discountCents: 375,
      totalCents: 3375,
      discount: { percent: 10, minimumQuantity: 3, quantity: 3, label: '10% a partir de 3 fotos' },
    });
    const four = await addPhoto(customer, photos[3]!.name);
    // The REST answer carries the discount beside the documented fields.
    expect(four.body.carrinho).toMatchObject({
      subtotalProdutos: '50.00',
      desconto: { percentual: 20, quantidadeMinima: 4, valor: '10.00' },
      total: '40.00',
    });
    const removed = await customer.rest('PATCH', `/api/${customer.eventSlug}/sessao/imagem-desselecionar`, {
      body: { nomeImagem: photos[3]!.name, estadoDaSelecao: false },
    });
    expect(removed.status).toBe(200);
    expect(await readCart(customer)).toMatchObject({ discountCents: 375, totalCents: 3375 });
  });

  it('sends Mercado Pago the discounted total, whatever the client says, and keeps the tier in the order', async () => {
    await savePersonalData(customer);
    // The Brick's form says R$ 0,01: the server's amount is what is charged.
    const paid = await pay(customer, cardForm('APRO', { transaction_amount: 0.01 }));
    expect(paid.body).toMatchObject({ status: 'approved', valor: '33.75' });
    orderId = paid.body.pedidoId;
    expect(providerPayments(orderId).map((payment) => payment.request.transaction_amount)).toEqual([33.75]);
    const order = await shop.t.db.order.findUniqueOrThrow({
      where: { id: orderId },
      include: { payments: true },
    });
    expect(order).toMatchObject({
      subtotalCents: 3750,
      discountCents: 375,
      discountPercent: 10,
      discountMinimumQuantity: 3,
      totalCents: 3375,
    });
    expect(order.payments.map((payment) => payment.amountCents)).toEqual([3375]);
    const mail = await shop.smtp.waitFor((message) =>
      Boolean(message.subject?.startsWith('Pagamento aprovado') && message.text?.includes('33,75')),
    );
    expect(mail.text).toContain('Desconto (10% a partir de 3 fotos): -R$\u00a03,75.');
  });

  it('keeps the order as sold after the studio edits the table', async () => {
    await setDiscounts(shop.digital.event.slug, [{ minimumQuantity: 2, percent: 50 }]);
    const admin = await shop.admin();
    const read = await admin.graphql(
      `query($id: ID!) { node(id: $id) { ... on Order { subtotalCents discountCents totalCents
        discount { percent minimumQuantity amountCents label } } } }`,
      { id: Buffer.from(`Order:${orderId}`).toString('base64') },
    );
    expect(read.data.node).toEqual({
      subtotalCents: 3750,
      discountCents: 375,
      totalCents: 3375,
      discount: { percent: 10, minimumQuantity: 3, amountCents: 375, label: '10% a partir de 3 fotos' },
    });
    // GET /api/adm lists the orders (pedidos) of each event with the discount as sold.
    const studio = await admin.rest('GET', '/api/adm');
    const sold = JSON.stringify(studio.body);
    expect(sold).toContain(`"_id":"${orderId}"`);
    expect(sold).toContain('"desconto":{"percentual":10,"quantidadeMinima":3,"valor":"3.75"}');
  });

  it('prices a new cart with the new table', async () => {
    const next = await openGallery(shop.t, shop.host, shop.digital.event.slug);
    await addPhoto(next, shop.digital.photos[0]!.name);
    await addPhoto(next, shop.digital.photos[1]!.name);
    expect(await readCart(next)).toMatchObject({
      subtotalCents: 2500,
      discountCents: 1250,
      totalCents: 1250,
    });
    const paid = await payByGraphql(next);
    expect(paid).toMatchObject({ __typename: 'CheckoutGuardError' });
    await savePersonalData(next);
    const done = await payByGraphql(next);
    expect(done).toMatchObject({
      __typename: 'ProcessPaymentPayload',
      order: { totalCents: 1250, discountCents: 1250, discount: { label: '50% a partir de 2 fotos' } },
      payment: { status: 'APPROVED', amountCents: 1250 },
    });
    expect(providerPayments(done.order.orderId)[0]!.request.transaction_amount).toBe(12.5);
  });

  it('leaves the documented cart answer unchanged when no discount applies', async () => {
    const plain = await openGallery(shop.t, shop.host, shop.mixed.event.slug);
    const cart = (await session(plain)).carrinho;
    expect(Object.keys(cart)).toEqual([
      'status',
      'itens',
      'itensExtras',
      'tamanhoPrecoPadrao',
      'subtotalProdutos',
      'total',
      'entregaFisica',
      'pagamento',
      'pedidoId',
    ]);
  });
});

describe('prints count and shipping is never discounted', () => {
  it('takes the percent off digital and printed items alike, not off shipping', async () => {
    await setDiscounts(shop.printed.event.slug, [{ minimumQuantity: 3, percent: 10 }]);
    const customer = await openGallery(shop.t, shop.host, shop.printed.event.slug);
    const added = await addPhoto(customer, shop.printed.photos[0]!.name, shop.printed.sizes[0]!.id);
    const itemId = added.body.carrinho.itens[0]._id;
    await customer.rest('PATCH', `/api/${customer.eventSlug}/carrinho/item/quantidade`, {
      body: { itemId, quantidade: 3 },
    });
    await customer.rest('PATCH', `/api/${customer.eventSlug}/carrinho/modalidade-de-entrega`, {
      body: { preferenciaEntregaFisica: 'entrega' },
    });
    const quote = await customer.graphql(
      `mutation { quoteShipping(input: { cep: "01001-000" }) { ... on QuoteShippingPayload { chargedCents } } }`,
    );
    const shippingCents = quote.data.quoteShipping.chargedCents as number;
    expect(shippingCents).toBeGreaterThan(0);
    expect(await readCart(customer)).toMatchObject({
      subtotalCents: 4500,
      discountCents: 450,
      shippingChargedCents: shippingCents,
      totalCents: 4500 - 450 + shippingCents,
    });
  });
});

describe("'todas as fotos' (mixed event: digital R$ 10,00, prints from R$ 15,00)", () => {
  const addAll = /* GraphQL */ `
    mutation { addAllPhotosToCart { __typename ... on Error { message } ... on AddAllPhotosToCartPayload { message cart { ${cartFields} } } } }
  `;

  it('is refused where the event does not offer it', async () => {
    const customer = await openGallery(shop.t, shop.host, shop.deliveryOnly.event.slug);
    expect((await customer.graphql(addAll)).data.addAllPhotosToCart).toEqual({
      __typename: 'AllPhotosNotOfferedError',
      message: 'Esta galeria não vende todas as fotos por um preço único.',
    });
  });

  it('puts every photo in the cart as digital at the package price; prints stay charged apart', async () => {
    const saved = await setDiscounts(shop.mixed.event.slug, [], '30,00');
    expect(saved.event).toMatchObject({ allPhotosPriceCents: 3000, allPhotosOffered: true });
    const customer = await openGallery(shop.t, shop.host, shop.mixed.event.slug);
    await addPhoto(customer, shop.mixed.photos[0]!.name, shop.mixed.sizes[0]!.id);
    const result = (await customer.graphql(addAll)).data.addAllPhotosToCart;
    expect(result.message).toBe('Todas as fotos foram adicionadas ao carrinho');
    expect(result.cart).toMatchObject({
      subtotalCents: 3000 + 1500,
      discountCents: 0,
      totalCents: 4500,
      allPhotos: { priceCents: 3000, photoCount: 4, missingPhotoCount: 0, applied: true },
    });
    const digital = result.cart.items.filter((item: any) => item.option.format === 'DIGITAL');
    expect(digital).toHaveLength(4);
    expect(digital.every((item: any) => item.inAllPhotos && item.lineTotalCents === 0)).toBe(true);
    expect(result.cart.items.find((item: any) => item.option.format === 'PRINTED')).toMatchObject({
      inAllPhotos: false,
      lineTotalCents: 1500,
    });
    // Twice adds nothing.
    expect((await customer.graphql(addAll)).data.addAllPhotosToCart.cart.items).toHaveLength(5);

    // A photo uploaded afterwards is not in the cart: the package no longer covers it, per-photo prices return.
    const added = await factories(shop.t.db, shop.t.services).photo(shop.studio, shop.mixed.event);
    expect(await readCart(customer)).toMatchObject({
      subtotalCents: 4000 + 1500,
      allPhotos: { photoCount: 5, missingPhotoCount: 1, applied: false },
    });
    const again = (await customer.graphql(addAll)).data.addAllPhotosToCart.cart;
    expect(again).toMatchObject({ subtotalCents: 4500, allPhotos: { applied: true, missingPhotoCount: 0 } });
    expect(again.items.some((item: any) => item.photo.name === added.name)).toBe(true);

    await savePersonalData(customer);
    await customer.rest('PATCH', `/api/${customer.eventSlug}/carrinho/modalidade-de-entrega`, {
      body: { preferenciaEntregaFisica: 'retirada' },
    });
    const paid = await pay(customer, cardForm());
    expect(paid.body).toMatchObject({ status: 'approved', valor: '45.00' });
    expect(providerPayments(paid.body.pedidoId)[0]!.request.transaction_amount).toBe(45);
    const order = await shop.t.db.order.findUniqueOrThrow({
      where: { id: paid.body.pedidoId },
      include: { items: true },
    });
    expect(order).toMatchObject({ allPhotosPriceCents: 3000, subtotalCents: 4500, totalCents: 4500 });
    expect(
      order.items.filter((item) => item.format === 'DIGITAL').every((item) => item.unitPriceCents === 0),
    ).toBe(true);
  });

  it('is not applied when the photos one by one, with their tier, cost less', async () => {
    await setDiscounts(shop.mixed.event.slug, [{ minimumQuantity: 2, percent: 50 }], '30,00');
    const customer = await openGallery(shop.t, shop.host, shop.mixed.event.slug);
    const cart = (await customer.graphql(addAll)).data.addAllPhotosToCart.cart;
    // Five photos at R$ 10,00 less 50% = R$ 25,00, below the R$ 30,00 package.
    expect(cart).toMatchObject({
      subtotalCents: 5000,
      discountCents: 2500,
      totalCents: 2500,
      allPhotos: { applied: false, missingPhotoCount: 0 },
    });
  });
});
