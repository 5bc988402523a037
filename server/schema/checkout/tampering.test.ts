// What a customer cannot do by editing requests: touch another session's cart, buy photos of another event, read
// another customer's order or files, or get two payments out of one cart.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addPhoto,
  cardForm,
  chooseDelivery,
  pay,
  pixForm,
  savePersonalData,
  session,
} from '../../test/checkout-steps.ts';
import { type CustomerClient, openGallery } from '../../test/customer-client.ts';
import { shopOfThisFile } from '../../test/shop.ts';

const shop = shopOfThisFile();

const providerPaymentsOf = (orderId: string) =>
  [...shop.mercadoPago.payments.values()].filter(
    (payment) => payment.resource.external_reference === orderId,
  );

describe('cart items and photos of others', () => {
  let ana: CustomerClient;
  let bia: CustomerClient;
  let anaItemId: string;

  beforeAll(async () => {
    ana = await openGallery(shop.t, shop.host, shop.printed.event.slug);
    bia = await openGallery(shop.t, shop.host, shop.printed.event.slug);
    const added = await addPhoto(ana, shop.printed.photos[0]!.name, shop.printed.sizes[0]!.id);
    anaItemId = added.body.carrinho.itens[0]._id;
    await addPhoto(bia, shop.printed.photos[1]!.name, shop.printed.sizes[0]!.id);
  });

  it.each([
    ['PATCH', 'item/quantidade', { quantidade: 50 }],
    ['PATCH', 'item/tamanho-preco', { itemDoCarrinhoId: undefined, opcaoSelecionada: 'x' }],
    ['POST', 'duplicar-item', {}],
    ['DELETE', 'item', {}],
  ] as const)(
    '%s carrinho/%s on another session\'s item is "not found" and changes nothing',
    async (method, path, body) => {
      const answer = await bia.rest(method, `/api/${bia.eventSlug}/carrinho/${path}`, {
        body: {
          itemId: anaItemId,
          itemDoCarrinhoId: anaItemId,
          ...body,
          ...(path.includes('tamanho') && { opcaoSelecionada: shop.printed.sizes[1]!.id }),
        },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(404);
      const anaCart = (await session(ana)).carrinho;
      expect(anaCart.itens).toMatchObject([
        { _id: anaItemId, quantidade: 1, tamanhoPrecoEscolhido: { _id: shop.printed.sizes[0]!.id } },
      ]);
    },
  );

  it('GraphQL: the item id of another session is not found either', async () => {
    const result = await bia.graphql(
      `mutation($id: ID!) { removeCartItem(input: { itemId: $id }) { __typename ... on Error { message } } }`,
      { id: Buffer.from(`CartItem:${anaItemId}`).toString('base64') },
    );
    expect(result.data.removeCartItem.__typename).toBe('NotFoundError');
    expect((await session(ana)).carrinho.itens).toHaveLength(1);
  });

  it('photos and price-table lines of another event cannot be added', async () => {
    const otherPhoto = await bia.rest('POST', `/api/${bia.eventSlug}/carrinho/adicionar-imagem`, {
      body: { nomeImagem: shop.mixed.photos[0]!.name, idItemTabelaPreco: shop.printed.sizes[0]!.id },
    });
    expect(otherPhoto).toMatchObject({ status: 404, body: { mensagem: { texto: 'Imagem não encontrada' } } });
    const otherSize = await bia.rest('POST', `/api/${bia.eventSlug}/carrinho/adicionar-imagem`, {
      body: { nomeImagem: shop.printed.photos[2]!.name, idItemTabelaPreco: shop.mixed.sizes[0]!.id },
    });
    expect(otherSize.status).toBe(400);
    expect(otherSize.body.mensagem.texto).toBe('Este tamanho não está disponível nesta galeria');
    // Digital is not sold in this event.
    const digital = await bia.rest('POST', `/api/${bia.eventSlug}/carrinho/adicionar-imagem`, {
      body: { nomeImagem: shop.printed.photos[2]!.name, idItemTabelaPreco: '1' },
    });
    expect(digital.status).toBe(400);
    expect((await session(bia)).carrinho.itens).toHaveLength(1);
  });

  it("a session of one gallery does not open another gallery's calls", async () => {
    const answer = await ana.rest('POST', `/api/${shop.digital.event.slug}/carrinho/adicionar-imagem`, {
      body: { nomeImagem: shop.digital.photos[0]!.name },
    });
    expect(answer.status).toBe(401);
  });
});

describe('orders and files of others', () => {
  let buyer: CustomerClient;
  let other: CustomerClient;
  let orderId: string;
  let boughtFileId: string;
  let accessCode: string;

  beforeAll(async () => {
    buyer = await openGallery(shop.t, shop.host, shop.digital.event.slug);
    other = await openGallery(shop.t, shop.host, shop.digital.event.slug);
    await addPhoto(buyer, shop.digital.photos[0]!.name);
    await savePersonalData(buyer);
    const paid = await pay(buyer, cardForm());
    expect(paid.body.status).toBe('approved');
    orderId = paid.body.pedidoId;
    const page = await buyer.rest('GET', `/api/${buyer.eventSlug}/entrega/${orderId}`);
    const link = new URL(page.body.fotosDigitais[0].urlDownload, 'http://x');
    boughtFileId = link.pathname.split('/').pop()!;
    accessCode = link.searchParams.get('acesso')!;
  });

  const download = (client: CustomerClient | null, fileId: string, query = '') =>
    client
      ? client.rest('GET', `/api/${shop.digital.event.slug}/download/${fileId}${query}`)
      : shop.t.rest('GET', `/api/${shop.digital.event.slug}/download/${fileId}${query}`, { host: shop.host });

  it('another session sees neither the order page nor the file', async () => {
    expect((await other.rest('GET', `/api/${other.eventSlug}/entrega/${orderId}`)).status).toBe(404);
    expect(
      (await shop.t.rest('GET', `/api/${other.eventSlug}/entrega/${orderId}`, { host: shop.host })).status,
    ).toBe(404);
    const answer = await download(other, boughtFileId);
    expect(answer).toMatchObject({
      status: 404,
      body: { mensagem: { texto: 'Arquivo não disponível para download' } },
    });
  });

  it('the signed link opens only its own order, on its own event', async () => {
    expect((await download(null, boughtFileId, `?pedido=${orderId}&acesso=${accessCode}`)).status).toBe(200);
    expect(
      (await download(null, boughtFileId, `?pedido=${orderId}&acesso=${accessCode.slice(0, -2)}xx`)).status,
    ).toBe(404);
    expect((await download(null, boughtFileId, `?pedido=${randomUUID()}&acesso=${accessCode}`)).status).toBe(
      404,
    );
    const page = await shop.t.rest(
      'GET',
      `/api/${shop.digital.event.slug}/entrega/${orderId}?acesso=${accessCode}`,
      { host: shop.host },
    );
    expect(page.status).toBe(200);
    // The same order under another event's address is not found.
    const elsewhere = await shop.t.rest(
      'GET',
      `/api/${shop.printed.event.slug}/entrega/${orderId}?acesso=${accessCode}`,
      { host: shop.host },
    );
    expect(elsewhere.status).toBe(404);
    // Another studio's host does not serve it.
    expect(
      (
        await shop.t.rest('GET', `/api/${shop.digital.event.slug}/entrega/${orderId}?acesso=${accessCode}`, {
          host: 'demo.localhost',
        })
      ).status,
    ).toBe(404);
  });

  it('a photo the buyer did not buy, or a derived file, is not downloadable', async () => {
    const notBought = await shop.t.db.photoFile.findFirstOrThrow({
      where: { photoId: shop.digital.photos[1]!.id, variant: 'ORIGINAL' },
    });
    expect((await download(buyer, notBought.id)).status).toBe(404);
    expect((await download(null, notBought.id, `?pedido=${orderId}&acesso=${accessCode}`)).status).toBe(404);
    const preview = await shop.t.db.photoFile.findFirstOrThrow({
      where: { photoId: shop.digital.photos[0]!.id, variant: { not: 'ORIGINAL' } },
    });
    expect((await download(buyer, preview.id)).status).toBe(404);
    expect((await download(buyer, 'nao-e-um-id')).status).toBe(404);
  });

  it('a payment id of another session cannot be used to reopen its cart', async () => {
    const paymentId = (await session(buyer)).carrinho.pagamento.id;
    const answer = await other.rest(
      'PATCH',
      `/api/${other.eventSlug}/carrinho/escolher-outro-meio-de-pagamento`,
      {
        body: { pagamentoId: paymentId },
      },
    );
    expect(answer.status).toBe(404);
    // And an approved payment never reopens the buyer's own cart.
    const own = await buyer.rest(
      'PATCH',
      `/api/${buyer.eventSlug}/carrinho/escolher-outro-meio-de-pagamento`,
      {
        body: { pagamentoId: paymentId },
      },
    );
    expect(own.status).toBe(409);
    expect((await session(buyer)).carrinho.status).toBe('preparando-entrega');
  });

  it('a closed cart takes no more changes', async () => {
    const answer = await buyer.rest('POST', `/api/${buyer.eventSlug}/carrinho/adicionar-imagem`, {
      body: { nomeImagem: shop.digital.photos[2]!.name },
    });
    expect(answer.status).toBe(409);
    expect((await pay(buyer, cardForm())).status).toBe(409);
    expect(providerPaymentsOf(orderId)).toHaveLength(1);
  });
});

describe('one cart, one payment', () => {
  async function readyCustomer() {
    const customer = await openGallery(shop.t, shop.host, shop.mixed.event.slug);
    await addPhoto(customer, shop.mixed.photos[2]!.name, shop.mixed.sizes[0]!.id);
    await chooseDelivery(customer, 'retirada');
    await savePersonalData(customer);
    return customer;
  }

  it('a repeated submission with the same key answers the same payment', async () => {
    const customer = await readyCustomer();
    const key = randomUUID();
    const first = await pay(customer, pixForm(), key);
    const again = await pay(customer, pixForm(), key);
    expect(first.status).toBe(200);
    expect(again.body).toMatchObject({ id: first.body.id, pedidoId: first.body.pedidoId, status: 'pending' });
    expect(providerPaymentsOf(first.body.pedidoId)).toHaveLength(1);
  });

  it('the same key sent twice at once makes one payment', async () => {
    const customer = await readyCustomer();
    const key = randomUUID();
    const answers = await Promise.all([pay(customer, cardForm(), key), pay(customer, cardForm(), key)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers[0]!.body.id).toBe(answers[1]!.body.id);
    expect(providerPaymentsOf(answers[0]!.body.pedidoId)).toHaveLength(1);
  });

  it('two keys at once (two tabs): one payment, the other is told a payment is in progress', async () => {
    const customer = await readyCustomer();
    const answers = await Promise.all([pay(customer, cardForm()), pay(customer, cardForm())]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.status === 409)!;
    expect(refused.body.mensagem.texto).toBe(
      'Já existe um pagamento em andamento para este pedido. Aguarde a confirmação ou escolha outro meio de pagamento.',
    );
    const orderId = answers.find((answer) => answer.status === 200)!.body.pedidoId;
    expect(providerPaymentsOf(orderId)).toHaveLength(1);
  });

  it("another cart's key does not return its payment", async () => {
    const first = await readyCustomer();
    const key = randomUUID();
    const paid = await pay(first, pixForm(), key);
    expect(paid.status).toBe(200);
    const second = await readyCustomer();
    const answer = await pay(second, pixForm(), key);
    expect(answer.status).toBe(402);
    expect(JSON.stringify(answer.body)).not.toContain(paid.body.id);
  });

  it('a payment Mercado Pago refuses to create (invalid payer e-mail) reopens the cart', async () => {
    const customer = await readyCustomer();
    const answer = await pay(customer, {
      formData: { ...pixForm().formData, payer: { email: 'nao-é-email' } },
    });
    expect(answer).toMatchObject({ status: 402, body: { mensagem: { texto: 'E-mail inválido' } } });
    expect((await session(customer)).carrinho.status).toBe('');
    const retry = await pay(customer, pixForm());
    expect(retry.body.status).toBe('pending');
  });

  it('a processar-pagamento without X-Idempotency-Key is refused', async () => {
    const customer = await readyCustomer();
    const answer = await customer.rest('POST', `/api/${customer.eventSlug}/carrinho/processar-pagamento`, {
      body: pixForm(),
    });
    expect(answer).toMatchObject({
      status: 400,
      body: { mensagem: { texto: 'Envie o cabeçalho X-Idempotency-Key' } },
    });
  });
});
