// What the studio does after a sale, through REST and GraphQL: the orders list and detail, releasing downloads,
// shipping or pickup, the e-mails the customer receives, and orders whose photos were deleted.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminClient } from '../../test/admin-client.ts';
import {
  addPhoto,
  cardForm,
  chooseDelivery,
  pay,
  pixForm,
  quoteShipping,
  saveAddress,
  savePersonalData,
} from '../../test/checkout-steps.ts';
import { type CustomerClient, openGallery } from '../../test/customer-client.ts';
import { factories } from '../../test/factories.ts';
import { shopOfThisFile } from '../../test/shop.ts';

const shop = shopOfThisFile();
let admin: AdminClient;
let customers = 0;

beforeAll(async () => {
  admin = await shop.admin();
  const logo = await factories(shop.t.db, shop.t.services).image(shop.studio, 'STUDIO_LOGO');
  await shop.t.db.studio.update({ where: { id: shop.studio.id }, data: { logoId: logo.id } });
});

interface Placed {
  customer: CustomerClient;
  orderId: string;
  email: string;
  slug: string;
}

/** A customer's order, through the storefront calls: 'pickup' (mixed event, semi-automatic downloads), 'delivery'. */
async function placeOrder(
  kind: 'pickup' | 'delivery',
  form: 'card' | 'pix' = 'card',
  [digital, printed] = [0, 1],
): Promise<Placed> {
  const event = kind === 'pickup' ? shop.mixed : shop.printed;
  const customer = await openGallery(shop.t, shop.host, event.event.slug);
  if (kind === 'pickup') await addPhoto(customer, event.photos[digital]!.name, '1');
  await addPhoto(customer, event.photos[printed]!.name, event.sizes[1]!.id);
  await chooseDelivery(customer, kind === 'pickup' ? 'retirada' : 'entrega');
  const email = `cliente${++customers}@exemplo.com`;
  await savePersonalData(customer, { email });
  if (kind === 'delivery') {
    await quoteShipping(customer);
    await saveAddress(customer);
  }
  const paid = await pay(customer, form === 'card' ? cardForm() : pixForm());
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  return { customer, orderId: paid.body.pedidoId, email, slug: event.event.slug };
}

const gid = (orderId: string) => encodeGlobalID('Order', orderId);
const post = (order: Placed, action: string, body?: unknown) =>
  admin.rest('POST', `/api/adm/${order.slug}/${order.orderId}/${action}`, { body });
const mailTo = (order: Placed, subject: string) =>
  shop.smtp.waitFor((mail) => mail.subject === subject && JSON.stringify(mail.to).includes(order.email));
const deliveryPage = (order: Placed) =>
  order.customer.rest('GET', `/api/${order.slug}/entrega/${order.orderId}`);

describe('digital delivery', () => {
  it('is refused before payment, released once paid, and the customer gets the download link', async () => {
    const pending = await placeOrder('pickup', 'pix');
    const early = await post(pending, 'liberar-entrega-imagens-digitais');
    expect(early).toMatchObject({
      status: 409,
      body: { mensagem: { texto: 'O pagamento deste pedido ainda não foi aprovado' } },
    });

    const order = await placeOrder('pickup');
    const page = await deliveryPage(order);
    expect(page.body.entregaDigital.status).toBe('aguardando-liberacao');
    expect(page.body.fotosDigitais[0].urlDownload).toBeNull();

    const released = await post(order, 'liberar-entrega-imagens-digitais');
    expect(released.status, JSON.stringify(released.body)).toBe(200);
    expect(released.body).toMatchObject({
      mensagem: { texto: 'Fotos digitais liberadas. Cliente avisado com sucesso' },
      clienteAvisado: true,
      pedido: { _id: order.orderId, entregaDigital: { status: 'liberado' } },
    });
    const email = await shop.smtp.waitFor(
      (message) =>
        JSON.stringify(message.to).includes(order.email) &&
        (message.subject ?? '').startsWith('Suas fotos estão prontas para download'),
    );
    expect(email.subject).toMatch(/^Suas fotos estão prontas para download - pedido nº \d+ - Estúdio Loja$/);
    expect(email.text).toContain(`http://loja.localhost/${order.slug}/${order.orderId}?acesso=`);
    expect(email.html).toContain('<img src="http://loja.localhost/api/estaticos/estudios/loja/logos/');

    const link = (await deliveryPage(order)).body.fotosDigitais[0].urlDownload;
    expect(link).toMatch(/^\/api\//);
    expect((await shop.t.fetch(link, { host: shop.host })).status).toBe(200);

    const again = await post(order, 'liberar-entrega-imagens-digitais');
    expect(again).toMatchObject({
      status: 409,
      body: { mensagem: { texto: 'As fotos digitais deste pedido já foram liberadas' } },
    });
  });

  it('through GraphQL, with the same rules', async () => {
    const order = await placeOrder('pickup');
    const release = `mutation($input: ReleaseDigitalDeliveryInput!) { releaseDigitalDelivery(input: $input) {
      __typename ... on Error { message } ... on FulfilmentPayload { message customerNotified order { digitalDeliveryStatus digitalReleasedAt } } } }`;
    const first = await admin.graphql(release, { input: { order: gid(order.orderId) } });
    expect(first.data.releaseDigitalDelivery).toMatchObject({
      __typename: 'FulfilmentPayload',
      customerNotified: true,
      order: { digitalDeliveryStatus: 'RELEASED', digitalReleasedAt: expect.any(String) },
    });
    const second = await admin.graphql(release, { input: { order: gid(order.orderId) } });
    expect(second.data.releaseDigitalDelivery).toEqual({
      __typename: 'FulfilmentError',
      message: 'As fotos digitais deste pedido já foram liberadas',
    });
    // An order of another event, named under this event's address, is not found.
    const wrongEvent = await admin.graphql(release, {
      input: { order: gid(order.orderId), eventSlug: shop.digital.event.slug },
    });
    expect(wrongEvent.data.releaseDigitalDelivery.__typename).toBe('NotFoundError');
    // An id that is not an order's (not even a UUID) is not found either, never an error of the database.
    const malformed = await admin.graphql(release, { input: { order: gid('nao-e-um-pedido') } });
    expect(malformed.errors).toBeUndefined();
    expect(malformed.data.releaseDigitalDelivery.__typename).toBe('NotFoundError');
  });
});

describe('physical delivery', () => {
  it('a pickup order waits for pickup (notice e-mailed, and again on request), never ships, never goes back', async () => {
    const order = await placeOrder('pickup');
    expect(await post(order, 'status-entrega-fisica', { statusEntregafisica: 'enviado' })).toMatchObject({
      status: 409,
      body: { mensagem: { texto: 'Este pedido é para retirada no estúdio: ele não pode ser enviado' } },
    });
    expect(await post(order, 'reenviar-aviso-retirada')).toMatchObject({
      status: 409,
      body: { mensagem: { texto: 'As fotos deste pedido ainda não estão aguardando retirada' } },
    });
    expect((await post(order, 'status-entrega-fisica', { statusEntregafisica: 'voando' })).status).toBe(400);

    const ready = await post(order, 'status-entrega-fisica', { statusEntregafisica: 'aguardando-retirada' });
    expect(ready.body).toMatchObject({
      mensagem: { texto: 'Cliente avisado com sucesso' },
      pedido: { entregaFisica: { preferencia: 'retirada', status: 'aguardando-retirada' } },
    });
    const subject = (ready.body.pedido.numero as number).toString();
    const notice = await mailTo(
      order,
      `Suas fotos estão prontas para retirada - pedido nº ${subject} - Estúdio Loja`,
    );
    expect(notice.text).toContain('Endereço: Praça da Sé, 1 - Sé - São Paulo/SP.');

    expect((await post(order, 'reenviar-aviso-retirada')).body.mensagem.texto).toBe(
      'Cliente avisado com sucesso',
    );
    const notices = await shop.t.db.emailMessage.count({
      where: { orderId: order.orderId, kind: 'pickup-ready' },
    });
    expect(notices).toBe(2);

    expect(await post(order, 'status-entrega-fisica', { statusEntregafisica: 'preparacao' })).toMatchObject({
      status: 409,
      body: {
        mensagem: { texto: 'A entrega já está "Aguardando retirada" e não pode voltar para "Em preparação"' },
      },
    });
    expect((await deliveryPage(order)).body.entregaFisica).toMatchObject({ status: 'aguardando-retirada' });
  });

  it('a delivery order is shipped with a tracking code the customer receives and sees', async () => {
    const order = await placeOrder('delivery');
    expect(
      await post(order, 'status-entrega-fisica', { statusEntregafisica: 'aguardando-retirada' }),
    ).toMatchObject({
      status: 409,
      body: {
        mensagem: { texto: 'Este pedido é para entrega pelos Correios: ele não pode aguardar retirada' },
      },
    });
    expect(
      await post(order, 'notificar-sobre-envio-entrega-fisica', {
        status: 'enviado',
        codigoDeRastreio: 'código!',
      }),
    ).toMatchObject({
      status: 400,
      body: { mensagem: { texto: 'Código de rastreio inválido: use letras e números, como AA123456789BR' } },
    });
    const shipped = await post(order, 'notificar-sobre-envio-entrega-fisica', {
      status: 'enviado',
      codigoDeRastreio: 'aa 123456789 br',
    });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    expect(shipped.body).toMatchObject({
      mensagem: { texto: 'Cliente avisado com sucesso' },
      pedido: {
        entregaFisica: { status: 'enviado', codigoDeRastreio: 'AA123456789BR', frete: { nome: 'PAC' } },
      },
    });
    const mail = await shop.smtp.waitFor(
      (message) =>
        JSON.stringify(message.to).includes(order.email) &&
        (message.subject ?? '').startsWith('Suas fotos foram enviadas'),
    );
    expect(mail.text).toContain('foram enviadas por PAC');
    expect(mail.text).toContain('Código de rastreio: AA123456789BR');
    expect((await deliveryPage(order)).body.entregaFisica).toMatchObject({
      status: 'enviado',
      codigoDeRastreio: 'AA123456789BR',
    });

    // A corrected code is sent again; going back is refused.
    const corrected = await post(order, 'notificar-sobre-envio-entrega-fisica', {
      codigoDeRastreio: 'BB987654321BR',
    });
    expect(corrected.body.pedido.entregaFisica.codigoDeRastreio).toBe('BB987654321BR');
    expect((await post(order, 'status-entrega-fisica', { statusEntregafisica: 'preparacao' })).status).toBe(
      409,
    );
  });

  it('GraphQL: shipping without a code changes the status only; unpaid orders do not move', async () => {
    const order = await placeOrder('delivery');
    const set = `mutation($input: SetPhysicalDeliveryStatusInput!) { setPhysicalDeliveryStatus(input: $input) {
      __typename ... on Error { message } ... on FulfilmentPayload { message customerNotified order { physicalDeliveryStatus physicalDeliveryStatusLabel shippedAt } } } }`;
    const moved = await admin.graphql(set, { input: { order: gid(order.orderId), status: 'SHIPPED' } });
    expect(moved.data.setPhysicalDeliveryStatus).toMatchObject({
      message: 'Status da entrega atualizado',
      customerNotified: false,
      order: {
        physicalDeliveryStatus: 'SHIPPED',
        physicalDeliveryStatusLabel: 'Enviado',
        shippedAt: expect.any(String),
      },
    });
    expect(await shop.t.db.emailMessage.count({ where: { orderId: order.orderId, kind: 'shipped' } })).toBe(
      0,
    );

    const pending = await placeOrder('delivery', 'pix');
    const refused = await admin.graphql(set, { input: { order: gid(pending.orderId), status: 'SHIPPED' } });
    expect(refused.data.setPhysicalDeliveryStatus).toEqual({
      __typename: 'FulfilmentError',
      message: 'O pagamento deste pedido ainda não foi aprovado',
    });
  });
});

describe('the orders list and detail', () => {
  it('counts and lists an event’s orders, newest first, filtered by payment and delivery status', async () => {
    const { data } = await admin.graphql(
      `query($slug: String!) { studio { event(slug: $slug) {
        orderCounts { total paid awaitingPayment toDeliver }
        all: orders(first: 50) { edges { node { number createdAt paymentStatus } } }
        pending: orders(first: 50, filter: { paymentStatus: [PENDING] }) { edges { node { orderId paymentStatusLabel } } }
        toShip: orders(first: 50, filter: { physicalDeliveryStatus: [PREPARATION], paymentStatus: [APPROVED] }) { edges { node { orderId } } }
      } } }`,
      { slug: shop.printed.event.slug },
    );
    const event = data.studio.event;
    const all = event.all.edges.map((edge: { node: { number: number } }) => edge.node.number);
    expect(all).toEqual([...all].sort((a: number, b: number) => b - a));
    const rows = await shop.t.db.order.findMany({ where: { eventId: shop.printed.event.id } });
    const paid = rows.filter((row) => row.paymentStatus === 'APPROVED').length;
    expect(event.orderCounts).toEqual({
      total: rows.length,
      paid,
      awaitingPayment: rows.filter((row) => row.status === 'AWAITING_PAYMENT').length,
      toDeliver: rows.filter(
        (row) => row.paymentStatus === 'APPROVED' && row.physicalDeliveryStatus === 'PREPARATION',
      ).length,
    });
    expect(event.orderCounts.awaitingPayment).toBeGreaterThan(0);
    expect(
      event.pending.edges.every(
        (edge: { node: { paymentStatusLabel: string } }) => edge.node.paymentStatusLabel === 'Pendente',
      ),
    ).toBe(true);
    expect(event.toShip.edges).toHaveLength(event.orderCounts.toDeliver);
  });

  it('shows the invoice, the customer, the shipping quote and the photos', async () => {
    const order = await placeOrder('delivery');
    const { data, errors } = await admin.graphql(
      `query($id: ID!) { node(id: $id) { ... on Order {
        number eventName paymentStatus paymentStatusLabel subtotalCents shippingChargedCents totalCents
        customer { fullName email whatsApp cpf }
        deliveryAddress { cep city state street number recipient }
        shipping { serviceName priceCents chargedCents deadlineDays payer }
        package { weightGrams heightCm widthCm lengthCm }
        items { name originalName photoDeleted format width height unit quantity unitPriceCents lineTotalCents preview { url } downloadUrl }
        payment { status statusLabel paymentMethodId installments providerPaymentId approvedAt rejectionReason amountCents }
        payments { status }
      } } }`,
      { id: gid(order.orderId) },
    );
    expect(errors).toBeUndefined();
    const detail = data.node;
    expect(detail).toMatchObject({
      eventName: 'Impressas',
      paymentStatus: 'APPROVED',
      paymentStatusLabel: 'Aprovado',
      subtotalCents: 4500,
      customer: {
        fullName: 'Maria Souza',
        email: order.email,
        whatsApp: '5511987654321',
        cpf: '52998224725',
      },
      deliveryAddress: { cep: '20040-020', city: 'Rio de Janeiro', state: 'RJ', recipient: 'Maria Souza' },
      shipping: { payer: 'CUSTOMER' },
      package: { weightGrams: 25, heightCm: 1, widthCm: 20, lengthCm: 30 },
      items: [
        {
          name: shop.printed.photos[1]!.name,
          originalName: 'DSC_2.jpg',
          photoDeleted: false,
          format: 'PRINTED',
          width: 20,
          height: 30,
          unit: 'CM',
          quantity: 1,
          unitPriceCents: 4500,
          lineTotalCents: 4500,
          preview: { url: expect.stringMatching(/^\/api\/estaticos\//) },
          downloadUrl: expect.stringMatching(new RegExp(`^/api/adm/${order.slug}/download/`)),
        },
      ],
      payment: {
        status: 'APPROVED',
        statusLabel: 'Aprovado',
        paymentMethodId: 'master',
        installments: 1,
        providerPaymentId: expect.any(String),
        approvedAt: expect.any(String),
        rejectionReason: null,
      },
      payments: [{ status: 'APPROVED' }],
    });
    expect(detail.totalCents).toBe(4500 + detail.shippingChargedCents);
    expect(detail.shipping.chargedCents).toBe(detail.shippingChargedCents);

    // The studio downloads the original, named as uploaded: streamed from a local folder, or redirected to a
    // short-lived presigned address on object storage (the name then also comes in the first answer).
    const authorization = { Authorization: `Bearer ${admin.token}` };
    const answer = await shop.t.fetch(detail.items[0].downloadUrl, {
      host: admin.host,
      headers: authorization,
      redirect: 'manual',
    });
    expect([200, 302]).toContain(answer.status);
    expect(answer.headers.get('x-nome-arquivo')).toBe('DSC_2.jpg');
    const download = await shop.t.fetch(detail.items[0].downloadUrl, {
      host: admin.host,
      headers: authorization,
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="DSC_2.jpg"; filename*=UTF-8''DSC_2.jpg`,
    );
  });

  it('a refused payment shows its reason on the invoice', async () => {
    const customer = await openGallery(shop.t, shop.host, shop.digital.event.slug);
    await addPhoto(customer, shop.digital.photos[2]!.name);
    await savePersonalData(customer, { email: 'recusado@exemplo.com' });
    const refused = await pay(customer, cardForm('CALL'));
    const { data } = await admin.graphql(
      `query($id: ID!) { node(id: $id) { ... on Order { paymentStatusLabel payment { statusLabel statusDetail rejectionReason } } } }`,
      { id: gid(refused.body.pedidoId) },
    );
    expect(data.node).toMatchObject({
      paymentStatusLabel: 'Rejeitado',
      payment: { statusLabel: 'Rejeitado', statusDetail: 'cc_rejected_call_for_authorize' },
    });
    expect(data.node.payment.rejectionReason).toEqual(expect.any(String));
  });

  it('GET /api/adm lists the orders in the spec’s shape', async () => {
    const order = await placeOrder('delivery');
    const { body } = await admin.rest('GET', '/api/adm');
    const event = body.eventosConsolidados.find((item: { url: string }) => item.url === order.slug);
    const pedido = event.pedidos.find((item: { _id: string }) => item._id === order.orderId);
    expect(pedido).toMatchObject({
      sessaoId: expect.any(String),
      status: 'preparando-entrega',
      statusPagamento: 'approved',
      subtotalProdutos: '45.00',
      pacote: { altura: 1, largura: 20, comprimento: 30, peso: 25 },
      entregaFisica: {
        preferencia: 'entrega',
        status: 'preparacao',
        frete: { nome: 'PAC', quemPaga: 'cliente' },
      },
      entregaDigital: { status: null },
      pagamento: {
        status: 'approved',
        metodoPagamentoId: 'master',
        parcelas: 1,
        idMercadoPago: expect.any(String),
      },
      dadosPessoais: { nome: 'Maria', sobrenome: 'Souza', email: order.email, cpf: '52998224725' },
      enderecoEntrega: {
        cep: '20040-020',
        cidade: 'Rio de Janeiro',
        uf: 'RJ',
        numeroRua: '7',
        destinatario: 'Maria Souza',
      },
      itens: [
        {
          formatoEntrega: 'impresso',
          larguraImagem: 20,
          alturaImagem: 30,
          quantidade: 1,
          precoImagem: '45.00',
        },
      ],
    });
  });
});

describe('an order whose photos were deleted', () => {
  it('keeps its items and totals; the previews say the photo is gone', async () => {
    const order = await placeOrder('pickup', 'card', [2, 3]);
    const before = (await admin.rest('GET', '/api/adm')).body.eventosConsolidados
      .flatMap((event: { pedidos: { _id: string }[] }) => event.pedidos)
      .find((item: { _id: string }) => item._id === order.orderId);
    const deleted = await admin.graphql(
      `mutation($input: DeletePhotosInput!) { deletePhotos(input: $input) { __typename ... on Error { message } } }`,
      {
        input: {
          event: { slug: order.slug },
          photoNames: [shop.mixed.photos[2]!.name, shop.mixed.photos[3]!.name],
        },
      },
    );
    expect(deleted.data.deletePhotos.__typename).toBe('DeletePhotosPayload');

    const { data } = await admin.graphql(
      `query($id: ID!) { node(id: $id) { ... on Order { totalCents items { name photoDeleted preview { url } downloadUrl unitPriceCents } } } }`,
      { id: gid(order.orderId) },
    );
    expect(data.node.totalCents).toBe(5500);
    expect(data.node.items).toEqual([
      {
        name: shop.mixed.photos[2]!.name,
        photoDeleted: true,
        preview: null,
        downloadUrl: null,
        unitPriceCents: 1000,
      },
      {
        name: shop.mixed.photos[3]!.name,
        photoDeleted: true,
        preview: null,
        downloadUrl: null,
        unitPriceCents: 4500,
      },
    ]);
    const after = (await admin.rest('GET', '/api/adm')).body.eventosConsolidados
      .flatMap((event: { pedidos: { _id: string }[] }) => event.pedidos)
      .find((item: { _id: string }) => item._id === order.orderId);
    expect(after.total).toBe(before.total);
    expect(after.itens.map((item: { imagemDeletada: boolean }) => item.imagemDeletada)).toEqual([true, true]);
    const page = await deliveryPage(order);
    expect(page.body.fotosImpressas[0]).toMatchObject({
      imagemDeletada: true,
      preview: null,
      precoImagem: '45.00',
    });
  });
});

describe('e-mail failures', () => {
  afterAll(() => shop.smtp.setFailure(null));

  it('a refused send never undoes the release; the message is retried and delivered later', async () => {
    const order = await placeOrder('pickup');
    shop.smtp.setFailure({ code: 451, message: 'Tente mais tarde' });
    const released = await post(order, 'liberar-entrega-imagens-digitais');
    expect(released.status).toBe(200);
    expect(await shop.t.db.order.findUniqueOrThrow({ where: { id: order.orderId } })).toMatchObject({
      digitalDeliveryStatus: 'RELEASED',
    });
    const failed = await waitUntil(() =>
      shop.t.db.emailMessage.findFirst({
        // attempts goes up when a worker takes the message, lastError once its send has failed.
        where: { orderId: order.orderId, kind: 'downloads-released', lastError: { not: null } },
      }),
    );
    expect(failed).toMatchObject({ status: 'PENDING', sentAt: null });
    expect(failed.lastError).toContain('451');

    shop.smtp.setFailure(null);
    await shop.t.settle();
    await shop.t.retryJobsNow();
    await shop.t.settle();
    await mailTo(
      order,
      (await shop.t.db.emailMessage.findUniqueOrThrow({ where: { id: failed.id } })).subject,
    );
    expect(await shop.t.db.emailMessage.findUniqueOrThrow({ where: { id: failed.id } })).toMatchObject({
      status: 'SENT',
    });
  });
});

async function waitUntil<T>(probe: () => Promise<T | null>, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
