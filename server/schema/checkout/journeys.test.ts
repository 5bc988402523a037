// A customer's whole way from gallery to paid order, in every selling mode, through the documented REST calls and
// through GraphQL, against the local Mercado Pago and a real SMTP server.
import { describe, expect, it } from 'vitest';
import {
  addPhoto,
  boletoForm,
  cardForm,
  chooseDelivery,
  pay,
  personalData,
  savePersonalData,
  session,
} from '../../test/checkout-steps.ts';
import { type CustomerClient, openGallery } from '../../test/customer-client.ts';
import { shopAdmin, shopOfThisFile } from '../../test/shop.ts';

const shop = shopOfThisFile();

const providerPayment = (orderId: string) =>
  [...shop.mercadoPago.payments.values()].filter(
    (payment) => payment.resource.external_reference === orderId,
  );

const providerPayments = () => shop.mercadoPago.payments.size;

async function originalBytes(photoId: string) {
  const file = await shop.t.db.photoFile.findFirstOrThrow({ where: { photoId, variant: 'ORIGINAL' } });
  return { file, bytes: (await shop.t.services.storage.read(file.storageKey))! };
}

function deliveryPage(customer: CustomerClient, orderId: string) {
  return customer.rest('GET', `/api/${customer.eventSlug}/entrega/${orderId}`);
}

describe('a normal digital gallery paid by card (REST)', () => {
  let customer: CustomerClient;
  let orderId: string;

  it('prices the cart on the server and refuses to pay before the personal data', async () => {
    customer = await openGallery(shop.t, shop.host, shop.digital.event.slug);
    // One option only (digital): the photo goes in with it.
    const added = await addPhoto(customer, shop.digital.photos[0]!.name);
    expect(added.body).toMatchObject({
      carrinho: { itens: [{ quantidade: 1, tamanhoPrecoEscolhido: { _id: '1', precoImagem: '12.50' } }] },
    });
    await addPhoto(customer, shop.digital.photos[1]!.name, '1');
    const early = await pay(customer, cardForm());
    expect(early).toMatchObject({
      status: 409,
      body: {
        flag: 'dados-pessoais-ausentes',
        mensagem: { texto: 'Preencha e salve seus dados pessoais antes de pagar' },
      },
    });
    expect(shop.mercadoPago.payments.size).toBe(0);
  });

  it('charges the server amount, whatever the form says, and closes the order on approval', async () => {
    await savePersonalData(customer);
    const paid = await pay(customer, cardForm('APRO', { transaction_amount: 0.01, description: 'grátis' }));
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body).toMatchObject({ status: 'approved', detalhesStatus: 'accredited', valor: '25.00' });
    orderId = paid.body.pedidoId;
    const [sent] = providerPayment(orderId);
    expect(sent!.request).toMatchObject({
      transaction_amount: 25,
      description: 'Fotos do evento Digital',
      external_reference: orderId,
      notification_url: 'https://plataforma.revela.test/api/loja/status-pagamento',
      payer: { email: personalData.email, identification: { type: 'CPF', number: '52998224725' } },
    });
    expect(sent!.accessToken).toBe('TEST-loja-access-token');

    const after = await session(customer);
    expect(after.carrinho).toMatchObject({
      status: 'preparando-entrega',
      pedidoId: orderId,
      pagamento: { status: 'approved' },
    });
  });

  it('shows the order on the delivery page with downloads, and e-mails the customer', async () => {
    const page = await deliveryPage(customer, orderId);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      _id: orderId,
      numero: 1,
      nomeEvento: 'Digital',
      statusPagamento: 'approved',
      total: '25.00',
      entregaDigital: { status: 'liberado' },
      fotosImpressas: [],
    });
    expect(page.body.fotosDigitais).toHaveLength(2);

    // The signed link works without the session (as from the e-mail), and returns the original as uploaded.
    const { file, bytes } = await originalBytes(shop.digital.photos[0]!.id);
    const link = page.body.fotosDigitais[0].urlDownload as string;
    expect(link).toContain(`/api/${shop.digital.event.slug}/download/${file.id}?pedido=${orderId}&acesso=`);
    const download = await shop.t.fetch(link, { host: shop.host });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain('DSC_1.jpg');
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
    // The session that bought it can download by the file id alone.
    const bySession = await customer.rest('GET', `/api/${shop.digital.event.slug}/download/${file.id}`);
    expect(bySession.status).toBe(200);

    // The page is also reachable by the session's id (the spec's second reading of /{urlEvento}/{id}).
    const bySessionId = await customer.graphql(
      `query($id: String!) { customerOrder(orderId: $id) { orderId } }`,
      { id: (await shop.t.db.order.findUniqueOrThrow({ where: { id: orderId } })).sessionId },
    );
    expect(bySessionId.data?.customerOrder).toEqual({ orderId });

    const mail = await shop.smtp.waitFor(
      (message) => message.subject === 'Pagamento aprovado - pedido nº 1 - Estúdio Loja',
    );
    expect(mail.to).toMatchObject({ text: personalData.email });
    expect(mail.text).toContain(`http://loja.localhost/${shop.digital.event.slug}/${orderId}?acesso=`);
  });
});

describe('printed photos delivered by post, paid with Pix (GraphQL)', () => {
  const cartFields = `cart { status subtotalCents shippingChargedCents totalCents items { id quantity } payment { paymentId status } }`;
  let customer: CustomerClient;
  let orderId: string;
  let providerId: string;

  it('needs a delivery choice, a shipping quote for the address CEP and the address before paying', async () => {
    customer = await openGallery(shop.t, shop.host, shop.printed.event.slug);
    const added = await customer.graphql(
      `mutation($input: AddPhotoToCartInput!) { addPhotoToCart(input: $input) { __typename ... on AddPhotoToCartPayload { ${cartFields} } } }`,
      { input: { photo: { name: shop.printed.photos[2]!.name }, optionId: shop.printed.sizes[0]!.id } },
    );
    const itemId = added.data.addPhotoToCart.cart.items[0].id;
    const quantity = await customer.graphql(
      `mutation($input: SetCartItemQuantityInput!) { setCartItemQuantity(input: $input) { __typename ... on SetCartItemQuantityPayload { ${cartFields} } } }`,
      { input: { itemId, quantity: 2 } },
    );
    expect(quantity.data.setCartItemQuantity.cart).toMatchObject({ subtotalCents: 3000, totalCents: 3000 });

    const processPayment = (key: string, form: Record<string, unknown>) =>
      customer.graphql(
        `mutation($input: ProcessPaymentInput!) { processPayment(input: $input) {
          __typename
          ... on Error { message }
          ... on CheckoutGuardError { flag }
          ... on ProcessPaymentPayload { exempt order { orderId number } payment { paymentId status amountCents pixQrCode } }
        } }`,
        { input: { idempotencyKey: key, ...form } },
      );
    expect((await processPayment('chave-pix-1', { paymentMethodId: 'pix' })).data.processPayment).toEqual({
      __typename: 'CheckoutGuardError',
      message: 'Selecione uma modalidade de entrega',
      flag: 'modalidade-entrega-ausente',
    });

    await customer.graphql(
      `mutation { setDeliveryPreference(input: { preference: DELIVERY }) { __typename } }`,
    );
    const quote = await customer.graphql(
      `mutation { quoteShipping(input: { cep: "01001-000" }) { __typename ... on QuoteShippingPayload { priceCents chargedCents payer serviceName deadlineDays } } }`,
    );
    expect(quote.data.quoteShipping).toMatchObject({ __typename: 'QuoteShippingPayload', payer: 'CUSTOMER' });
    const saved = await customer.graphql(
      `mutation($p: SavePersonalDataInput!, $a: SaveDeliveryAddressInput!) {
        savePersonalData(input: $p) { __typename }
        saveDeliveryAddress(input: $a) { __typename ... on Error { message } }
      }`,
      {
        p: {
          firstName: 'João',
          lastName: 'Lima',
          email: 'joao@exemplo.com',
          whatsApp: '21987654321',
          cpf: '12345678909',
        },
        a: {
          cep: '20040-020',
          city: 'Rio de Janeiro',
          state: 'RJ',
          street: 'Praça Floriano',
          number: '7',
          neighborhood: 'Centro',
          recipient: 'João Lima',
        },
      },
    );
    expect(saved.data).toEqual({
      savePersonalData: { __typename: 'SavePersonalDataPayload' },
      saveDeliveryAddress: { __typename: 'SaveDeliveryAddressPayload' },
    });
    // Shipping was quoted for São Paulo, the address is in Rio: saving the address quoted Rio at once.
    const requoted = await customer.graphql(`{ gallerySession(eventSlug: "${shop.printed.event.slug}") {
      cart { shippingCep shipping { chargedCents } } } }`);
    expect(requoted.data.gallerySession.cart.shippingCep).toBe('20040-020');
    const rio = await customer.graphql(
      `mutation { quoteShipping(input: { cep: "20040020" }) { ... on QuoteShippingPayload { priceCents chargedCents } } }`,
    );
    const shippingCents = rio.data.quoteShipping.chargedCents as number;
    expect(shippingCents).toBeGreaterThan(0);
    expect(rio.data.quoteShipping.priceCents).toBe(shippingCents);

    const pix = await processPayment('chave-pix-3', {
      paymentMethodId: 'pix',
      paymentTypeId: 'bank_transfer',
    });
    expect(pix.data.processPayment).toMatchObject({
      __typename: 'ProcessPaymentPayload',
      exempt: false,
      payment: { status: 'PENDING', amountCents: 3000 + shippingCents },
    });
    expect(pix.data.processPayment.payment.pixQrCode).toMatch(/^000201/);
    orderId = pix.data.processPayment.order.orderId;
    const [sent] = providerPayment(orderId);
    providerId = sent!.id;
    expect(sent!.request).toMatchObject({
      transaction_amount: (3000 + shippingCents) / 100,
      payer: { address: { zip_code: '20040020', city: 'Rio de Janeiro', federal_unit: 'RJ' } },
    });

    // The customer is told the order was received and waits for the payment.
    const received = await shop.smtp.waitFor(
      (message) => message.subject === 'Pedido nº 2 recebido - Estúdio Loja',
    );
    expect(received.to).toMatchObject({ text: 'joao@exemplo.com' });
    expect(received.text).toContain('Assim que o pagamento for confirmado');

    // While the Pix waits, no second payment starts.
    expect(
      (await processPayment('chave-pix-4', { paymentMethodId: 'pix' })).data.processPayment,
    ).toMatchObject({
      __typename: 'PaymentInProgressError',
    });
    expect(providerPayment(orderId)).toHaveLength(1);
  });

  it('becomes paid when Mercado Pago notifies the approval, once', async () => {
    shop.mercadoPago.setStatus(providerId, 'approved');
    const answer = await shop.notify(providerId);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ mensagem: { texto: 'Recebido' } });
    const order = await customer.graphql(
      `query($id: String!) { customerOrder(orderId: $id) { status paymentStatus physicalDeliveryStatus digitalDeliveryStatus deliveryPreference shippingChargedCents printedPhotos { quantity width height unit } } }`,
      { id: orderId },
    );
    expect(order.data.customerOrder).toMatchObject({
      status: 'PREPARING_DELIVERY',
      paymentStatus: 'APPROVED',
      physicalDeliveryStatus: 'PREPARATION',
      digitalDeliveryStatus: null,
      deliveryPreference: 'DELIVERY',
      printedPhotos: [{ quantity: 2, width: 10, height: 15, unit: 'CM' }],
    });
    const mail = await shop.smtp.waitFor(
      (message) => message.subject === 'Pagamento aprovado - pedido nº 2 - Estúdio Loja',
    );
    expect(mail.to).toMatchObject({ text: 'joao@exemplo.com' });
    // The studio hears of it too, with what to do next and the order's page in the admin.
    const studioMail = await shop.smtp.waitFor((message) =>
      /^Pedido nº 2 pago \(R\$/.test(message.subject ?? ''),
    );
    expect(studioMail.to).toMatchObject({ text: shopAdmin.email });
    expect(studioMail.text).toContain('Itens: 2 fotos impressas.');
    expect(studioMail.text).toContain('Prepare as fotos impressas e informe o envio no painel.');
    expect(studioMail.text).toContain(`/adm/pedidos/${shop.printed.event.slug}/${orderId}`);

    // Mercado Pago repeats notifications: nothing happens twice.
    expect((await shop.notify(providerId)).status).toBe(200);
    const emails = await shop.t.db.emailMessage.count({ where: { orderId, kind: 'order-confirmed' } });
    expect(emails).toBe(1);
    expect(await shop.t.db.emailMessage.count({ where: { orderId, kind: 'studio-order-paid' } })).toBe(1);
    const stored = await shop.t.db.order.findUniqueOrThrow({ where: { id: orderId } });
    expect(stored).toMatchObject({
      addressCep: '20040-020',
      addressRecipient: 'João Lima',
      shippingPayer: 'CUSTOMER',
    });
  });
});

describe('a mixed gallery with pickup: a refused card, another method, then approval', () => {
  let customer: CustomerClient;
  let orderId: string;

  it('shows the refusal reason and keeps the cart waiting until the customer chooses another method', async () => {
    customer = await openGallery(shop.t, shop.host, shop.mixed.event.slug);
    await addPhoto(customer, shop.mixed.photos[0]!.name, '1');
    await addPhoto(customer, shop.mixed.photos[1]!.name, shop.mixed.sizes[1]!.id);
    expect((await pay(customer, cardForm())).body).toMatchObject({ flag: 'modalidade-entrega-ausente' });
    await chooseDelivery(customer, 'retirada');
    await savePersonalData(customer);

    const refused = await pay(customer, cardForm('FUND'));
    expect(refused.status).toBe(200);
    expect(refused.body).toMatchObject({
      status: 'rejected',
      detalhesStatus: 'cc_rejected_insufficient_amount',
      motivo: 'Saldo ou limite insuficiente',
      valor: '55.00',
    });
    orderId = refused.body.pedidoId;
    expect((await session(customer)).carrinho).toMatchObject({
      status: 'aguardando-pagamento',
      pagamento: { id: refused.body.id, status: 'rejected' },
    });
    const blocked = await pay(customer, cardForm());
    expect(blocked).toMatchObject({ status: 409 });

    const back = await customer.rest(
      'PATCH',
      `/api/${customer.eventSlug}/carrinho/escolher-outro-meio-de-pagamento`,
      {
        body: { pagamentoId: refused.body.id },
      },
    );
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body.carrinho.status).toBe('');
  });

  it('pays the same order with the next card, and waits for the studio to release the downloads', async () => {
    const approved = await pay(customer, cardForm('APRO'));
    expect(approved.body).toMatchObject({ status: 'approved', pedidoId: orderId, valor: '55.00' });
    expect(providerPayment(orderId)).toHaveLength(2);

    const page = await deliveryPage(customer, orderId);
    expect(page.body).toMatchObject({
      statusPagamento: 'approved',
      entregaDigital: { status: 'aguardando-liberacao' },
      entregaFisica: { preferencia: 'retirada', status: 'preparacao' },
      fotosDigitais: [{ urlDownload: null, formatoEntrega: 'digital' }],
      fotosImpressas: [
        { larguraImagem: 20, alturaImagem: 30, unidadeMedidaImagem: 'cm', precoImagem: '45.00' },
      ],
    });
    const { file } = await originalBytes(shop.mixed.photos[0]!.id);
    expect((await customer.rest('GET', `/api/${customer.eventSlug}/download/${file.id}`)).status).toBe(404);
  });
});

describe('a boleto', () => {
  it("is sent with the payer's CPF and address from the form and answers its link", async () => {
    const customer = await openGallery(shop.t, shop.host, shop.digital.event.slug);
    await addPhoto(customer, shop.digital.photos[3]!.name);
    await savePersonalData(customer, { email: 'boleto@exemplo.com' });
    const badCpf = await pay(customer, boletoForm('11111111111'));
    expect(badCpf).toMatchObject({ status: 400, body: { mensagem: { texto: 'CPF inválido' } } });

    const boleto = await pay(customer, boletoForm());
    expect(boleto.status, JSON.stringify(boleto.body)).toBe(200);
    expect(boleto.body).toMatchObject({
      status: 'pending',
      detalhesStatus: 'pending_waiting_payment',
      valor: '12.50',
    });
    expect(boleto.body.boleto.url).toMatch(/^https?:\/\//);
    const [sent] = providerPayment(boleto.body.pedidoId);
    expect(sent!.request).toMatchObject({
      payment_method_id: 'bolbradesco',
      payer: {
        identification: { type: 'CPF', number: '12345678909' },
        address: { zip_code: '01310100', city: 'São Paulo', federal_unit: 'SP', street_number: '1000' },
      },
    });
  });
});

describe('a prepaid package', () => {
  it('closes an order within the package without payment ("isento")', async () => {
    const ana = await openGallery(shop.t, shop.host, shop.prepaid.event.slug, { nome: 'Ana', senha: 'a1b2' });
    const before = providerPayments();
    await addPhoto(ana, shop.prepaid.photos[0]!.name);
    const cart = (await addPhoto(ana, shop.prepaid.photos[1]!.name)).body.carrinho;
    expect(cart).toMatchObject({ subtotalProdutos: '0.00', itensExtras: [] });
    expect(cart.itens).toHaveLength(2);
    await savePersonalData(ana, { email: 'ana@exemplo.com' });
    const closed = await pay(ana, {});
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body).toMatchObject({ status: 'isento' });
    expect(providerPayments()).toBe(before);
    const page = await deliveryPage(ana, closed.body.pedidoId);
    expect(page.body).toMatchObject({ statusPagamento: 'isento', entregaDigital: { status: 'liberado' } });
    expect(page.body.fotosDigitais.every((photo: { urlDownload: string | null }) => photo.urlDownload)).toBe(
      true,
    );
    const mail = await shop.smtp.waitFor((message) => JSON.stringify(message.to).includes('ana@'));
    expect(mail.subject).toMatch(/^Pedido nº \d+ confirmado - Estúdio Loja$/);
    expect(mail.text).toContain(closed.body.pedidoId);
  });

  it('charges only the photos beyond the package, and the split follows removals', async () => {
    const bruno = await openGallery(shop.t, shop.host, shop.prepaid.event.slug, {
      nome: 'Bruno',
      senha: 'c3d4',
    });
    for (const photo of shop.prepaid.photos.slice(0, 3)) await addPhoto(bruno, photo.name);
    let cart = (await session(bruno)).carrinho;
    expect(cart.itens.map((item: { nome: string }) => item.nome)).toEqual(
      shop.prepaid.photos.slice(0, 2).map((photo) => photo.name),
    );
    expect(cart.itensExtras.map((item: { nome: string }) => item.nome)).toEqual([
      shop.prepaid.photos[2]!.name,
    ]);
    expect(cart.subtotalProdutos).toBe('8.00');

    const removed = await bruno.rest('DELETE', `/api/${bruno.eventSlug}/carrinho/item`, {
      body: { itemId: cart.itens[0]._id },
    });
    cart = removed.body.carrinho;
    expect(cart.itensExtras).toEqual([]);
    expect(cart.subtotalProdutos).toBe('0.00');

    await addPhoto(bruno, shop.prepaid.photos[3]!.name);
    await addPhoto(bruno, shop.prepaid.photos[4]!.name);
    cart = (await session(bruno)).carrinho;
    expect(cart.itensExtras).toHaveLength(2);
    await savePersonalData(bruno, { email: 'bruno@exemplo.com' });
    const paid = await pay(bruno, cardForm());
    expect(paid.body).toMatchObject({ status: 'approved', valor: '16.00' });
    expect(providerPayment(paid.body.pedidoId)[0]!.request.transaction_amount).toBe(16);
    const page = await deliveryPage(bruno, paid.body.pedidoId);
    expect(page.body.fotosDigitais).toHaveLength(4);
  });
});

describe('a delivery-only gallery', () => {
  it('has no prices and never asks for payment', async () => {
    const customer = await openGallery(shop.t, shop.host, shop.deliveryOnly.event.slug);
    const before = providerPayments();
    const cart = (await addPhoto(customer, shop.deliveryOnly.photos[0]!.name)).body.carrinho;
    expect(cart.itens[0].tamanhoPrecoEscolhido).toMatchObject({ _id: '1', precoImagem: '0.00' });
    await savePersonalData(customer, { email: 'entrega@exemplo.com' });
    // A form sent anyway is ignored: nothing is charged.
    const closed = await pay(customer, cardForm());
    expect(closed.body).toMatchObject({ status: 'isento' });
    expect(providerPayments()).toBe(before);
    expect((await deliveryPage(customer, closed.body.pedidoId)).body).toMatchObject({
      statusPagamento: 'isento',
      total: '0.00',
    });
  });
});
