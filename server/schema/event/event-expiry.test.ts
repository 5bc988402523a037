// Event expiry over GraphQL and the REST shims: an expired gallery sells nothing (each selling call refused with
// 'Esta galeria foi encerrada...', nothing written) while a paid order still downloads within the studio's period and
// is refused after it; extending or reopening sells again; 'última chance' e-mails go once at 7 and at 1 day, again
// after an extension, only to the event's customers; another studio cannot set the date.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendDueExpiryNotices } from '../../services/events/event-expiry.ts';
import { orderAccessToken } from '../../services/orders/order-access.ts';
import { type AdminClient, adminOfNewStudio } from '../../test/admin-client.ts';
import {
  addPhoto,
  cardForm,
  pay,
  personalData,
  pixForm,
  savePersonalData,
} from '../../test/checkout-steps.ts';
import { type CustomerClient, openGallery } from '../../test/customer-client.ts';
import { factories } from '../../test/factories.ts';
import { shopOfThisFile } from '../../test/shop.ts';

const shop = shopOfThisFile();
const closedMessage = 'Esta galeria foi encerrada e não recebe mais pedidos.';
const dayMs = 24 * 60 * 60 * 1000;

const SetExpiry = `mutation($input: SetEventExpiryInput!) {
  setEventExpiry(input: $input) {
    __typename
    ... on Error { message }
    ... on SetEventExpiryPayload { message event { expiresAt expired } }
  }
}`;

const SetDownloadDays = `mutation($days: Int!) {
  updateDownloadDaysAfterExpiry(input: { days: $days }) {
    __typename
    ... on Error { message }
    ... on UpdateDownloadDaysAfterExpiryPayload { message studio { downloadDaysAfterExpiry } }
  }
}`;

/** Every selling mutation of the customer's GraphQL API, each answering its payload or an error's message. */
const selling = {
  setCartItemQuantity: `mutation($item: ID!) { setCartItemQuantity(input: { itemId: $item, quantity: 2 }) {
    __typename ... on Error { message } } }`,
  removeCartItem: `mutation($item: ID!) { removeCartItem(input: { itemId: $item }) {
    __typename ... on Error { message } } }`,
  applyOptionToAllCartItems: `mutation { applyOptionToAllCartItems(input: { optionId: "1" }) {
    __typename ... on Error { message } } }`,
  addAllPhotosToCart: `mutation { addAllPhotosToCart { __typename ... on Error { message } } }`,
  startNewCart: `mutation { startNewCart { __typename ... on Error { message } } }`,
  shareFavoritePhotos: `mutation { shareFavoritePhotos { __typename ... on Error { message } } }`,
  addFavoritePhotosToCart: `mutation { addFavoritePhotosToCart(input: {}) { __typename ... on Error { message } } }`,
} as const;

const CartItems = `query($slug: String!) { gallerySession(eventSlug: $slug) { cart { items { id } } } }`;
const GalleryClosure = `query($slug: String!) { gallery(slug: $slug) { kind closedAt } }`;
const CustomerOrder = `query($id: String!, $code: String) {
  customerOrder(orderId: $id, accessToken: $code) { downloadsAllowed downloadsUntil downloadsEndedMessage }
}`;

let admin: AdminClient;
let buyer: CustomerClient;
let shopper: CustomerClient;
let orderId: string;
let itemId: string;
let downloadPath: string;
/** A Pix order placed before the expiry, still waiting: our id and Mercado Pago's. */
let pixOrder: { orderId: string; providerId: string };

const eventSlug = () => shop.digital.event.slug;
const eventId = () => encodeGlobalID('Event', shop.digital.event.id);
const setExpiry = (expiresAt: Date | null, client: AdminClient = admin) =>
  client.graphql(SetExpiry, {
    input: { event: { id: eventId() }, expiresAt: expiresAt?.toISOString() ?? null },
  });
/** Time passing: the expiry moved straight in the database (the owner may only set a future one). */
const expireAt = (expiresAt: Date) =>
  shop.t.db.event.update({ where: { id: shop.digital.event.id }, data: { expiresAt } });

/** What a selling call may have written: the event's cart lines, orders, payments and share tokens. */
async function written() {
  const { db } = shop.t;
  const eventId = shop.digital.event.id;
  return {
    items: await db.cartItem.count({ where: { cart: { eventId } } }),
    orders: await db.order.count({ where: { eventId } }),
    payments: await db.payment.count({ where: { order: { eventId } } }),
    carts: await db.cart.count({ where: { eventId } }),
    shared: await db.gallerySession.count({ where: { eventId, favoritesShareToken: { not: null } } }),
  };
}

beforeAll(async () => {
  admin = await shop.admin();
  // A buyer with a paid digital order (released at once: automatic delivery).
  buyer = await openGallery(shop.t, shop.host, eventSlug());
  await addPhoto(buyer, shop.digital.photos[0]!.name);
  await savePersonalData(buyer, { email: 'compradora@exemplo.com' });
  const paid = await pay(buyer, cardForm());
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  orderId = paid.body.pedidoId;
  const item = await shop.t.db.orderItem.findFirstOrThrow({ where: { orderId } });
  downloadPath = `/api/${eventSlug()}/download/${item.originalFileId}?pedido=${orderId}&acesso=${orderAccessToken(shop.t.services.secrets, orderId)}`;
  // A shopper with a photo in the cart, a favourite and their data saved.
  shopper = await openGallery(shop.t, shop.host, eventSlug());
  await addPhoto(shopper, shop.digital.photos[1]!.name);
  await savePersonalData(shopper, { email: 'Cliente@Exemplo.com' });
  await shopper.graphql(
    `mutation($photo: ID!) { addFavoritePhoto(input: { photo: { id: $photo } }) { __typename } }`,
    { photo: encodeGlobalID('Photo', shop.digital.photos[2]!.id) },
  );
  const { data } = await shopper.graphql(CartItems, { slug: eventSlug() });
  itemId = data.gallerySession.cart.items[0].id;
  const pixCustomer = await openGallery(shop.t, shop.host, eventSlug());
  await addPhoto(pixCustomer, shop.digital.photos[2]!.name);
  await savePersonalData(pixCustomer, { email: 'pix@exemplo.com' });
  const pending = await pay(pixCustomer, pixForm());
  expect(pending.body.status).toBe('pending');
  const payment = [...shop.mercadoPago.payments.values()].find(
    (p) => p.resource.external_reference === pending.body.pedidoId,
  )!;
  pixOrder = { orderId: pending.body.pedidoId, providerId: payment.id };
});

describe('setting the expiry', () => {
  it('takes a future instant only, and the studio the event belongs to', async () => {
    const past = await setExpiry(new Date(Date.now() - 60_000));
    expect(past.data.setEventExpiry).toEqual({
      __typename: 'EventExpiryError',
      message: 'A data de encerramento deve estar no futuro',
    });
    const other = await adminOfNewStudio(shop.t, factories(shop.t.db, shop.t.services));
    const foreign = await setExpiry(new Date(Date.now() + dayMs), other);
    expect(foreign.data.setEventExpiry.__typename).toBe('NotFoundError');
    const later = new Date(Date.now() + dayMs);
    const set = await setExpiry(later);
    expect(set.data.setEventExpiry).toEqual({
      __typename: 'SetEventExpiryPayload',
      message: 'Data de encerramento salva',
      event: { expiresAt: later.toISOString(), expired: false },
    });
    const stored = await shop.t.db.event.findUniqueOrThrow({ where: { id: shop.digital.event.id } });
    expect(stored.expiresAt).toEqual(later);
  });

  it('keeps the download days between 0 and 365', async () => {
    const wrong = await admin.graphql(SetDownloadDays, { days: 366 });
    expect(wrong.data.updateDownloadDaysAfterExpiry).toEqual({
      __typename: 'DownloadDaysError',
      message: 'O prazo para baixar deve ser de 0 a 365 dias',
    });
    const right = await admin.graphql(SetDownloadDays, { days: 30 });
    expect(right.data.updateDownloadDaysAfterExpiry.studio).toEqual({ downloadDaysAfterExpiry: 30 });
  });
});

describe('an expired gallery', () => {
  beforeAll(() => expireAt(new Date(Date.now() - 1000)));

  it('refuses every selling mutation with its message and writes nothing', async () => {
    const before = await written();
    for (const [name, document] of Object.entries(selling)) {
      const { data, errors } = await shopper.graphql(document, { item: itemId });
      expect(errors, name).toBeUndefined();
      expect(data[name], name).toEqual({ __typename: 'GalleryClosedError', message: closedMessage });
    }
    expect(await written()).toEqual(before);
  });

  it('refuses the REST shims of the same actions with the same mensagem.texto (410)', async () => {
    const before = await written();
    const calls = [
      ['POST', `/api/${eventSlug()}/carrinho/adicionar-imagem`, { nomeImagem: shop.digital.photos[3]!.name }],
      [
        'PATCH',
        `/api/${eventSlug()}/sessao/imagem-desselecionar`,
        { nomeImagem: shop.digital.photos[1]!.name },
      ],
      ['POST', `/api/${eventSlug()}/carrinho/calcular-frete`, { enderecoEntrega: { cep: '01310-100' } }],
      ['POST', `/api/${eventSlug()}/carrinho/processar-pagamento`, cardForm().formData],
      [
        'POST',
        `/api/${eventSlug()}/carrinho/finalizar-pedido/dados-pessoais`,
        { dadosPessoais: personalData },
      ],
    ] as const;
    for (const [method, path, body] of calls) {
      const answer = await shopper.rest(method, path, {
        body,
        headers: { 'X-Idempotency-Key': crypto.randomUUID() },
      });
      expect([path, answer.status, answer.body]).toEqual([path, 410, { mensagem: { texto: closedMessage } }]);
    }
    const pix = await pay(shopper, {
      formData: { payment_method_id: 'pix', payment_type_id: 'bank_transfer' },
    });
    expect(pix.body).toEqual({ mensagem: { texto: closedMessage } });
    expect(await written()).toEqual(before);
  });

  it("closes the gallery's pages and new sessions, saying when", async () => {
    const { data } = await shopper.graphql(GalleryClosure, { slug: eventSlug() });
    const stored = await shop.t.db.event.findUniqueOrThrow({ where: { id: shop.digital.event.id } });
    expect(data.gallery).toEqual({ kind: 'PUBLIC', closedAt: stored.expiresAt!.toISOString() });
    const session = await shopper.graphql(CartItems, { slug: eventSlug() });
    expect(session.errors?.[0]?.extensions?.code).toBe('GALLERY_CLOSED');
    const page = await shopper.rest('GET', `/api/${eventSlug()}`);
    expect([page.status, page.body]).toEqual([410, { mensagem: { texto: closedMessage } }]);
    const open = await shop.t.rest('GET', `/api/${eventSlug()}/galeria-publica/criar-sessao`, {
      host: shop.host,
    });
    expect([open.status, open.body]).toEqual([410, { mensagem: { texto: closedMessage } }]);
  });

  it('honours a payment approved after the expiry for an order placed before it', async () => {
    shop.mercadoPago.setStatus(pixOrder.providerId, 'approved');
    const notified = await shop.notify(pixOrder.providerId);
    expect(notified.status).toBe(200);
    const order = await shop.t.db.order.findUniqueOrThrow({ where: { id: pixOrder.orderId } });
    expect(order.paymentStatus).toBe('APPROVED');
  });

  it('still downloads a paid order within the period, then refuses it with the deadline', async () => {
    const within = await shop.t.rest('GET', downloadPath, { host: shop.host });
    expect(within.status).toBe(200);
    const code = orderAccessToken(shop.t.services.secrets, orderId);
    const order = await shop.t.graphql(CustomerOrder, { id: orderId, code }, { host: shop.host });
    expect(order.data!.customerOrder).toMatchObject({ downloadsAllowed: true, downloadsEndedMessage: null });

    const expiresAt = new Date(Date.UTC(2026, 0, 10, 15));
    await expireAt(expiresAt);
    const ended =
      'O prazo para baixar as fotos deste pedido terminou em 9 de fevereiro de 2026. Fale com o estúdio.';
    const after = await shop.t.rest('GET', downloadPath, { host: shop.host });
    expect([after.status, after.body]).toEqual([410, { mensagem: { texto: ended } }]);
    const zip = await shop.t.rest('GET', `/api/${eventSlug()}/entrega/${orderId}/fotos.zip?acesso=${code}`, {
      host: shop.host,
    });
    expect([zip.status, zip.body]).toEqual([410, { mensagem: { texto: ended } }]);
    const page = await shop.t.graphql(CustomerOrder, { id: orderId, code }, { host: shop.host });
    expect(page.data!.customerOrder).toEqual({
      downloadsAllowed: false,
      downloadsUntil: new Date(expiresAt.getTime() + 30 * dayMs).toISOString(),
      downloadsEndedMessage: ended,
    });

    // A longer period the studio sets opens them again.
    await admin.graphql(SetDownloadDays, { days: 365 });
    expect((await shop.t.rest('GET', downloadPath, { host: shop.host })).status).toBe(200);
    await admin.graphql(SetDownloadDays, { days: 30 });
  });

  it('sells again once extended, and once reopened', async () => {
    await expireAt(new Date(Date.now() - 1000));
    const extended = await setExpiry(new Date(Date.now() + 2 * dayMs));
    expect(extended.data.setEventExpiry).toMatchObject({
      message: 'Galeria prorrogada',
      event: { expired: false },
    });
    await addPhoto(shopper, shop.digital.photos[3]!.name);

    await expireAt(new Date(Date.now() - 1000));
    const closed = await shopper.graphql(selling.addAllPhotosToCart);
    expect(closed.data!.addAllPhotosToCart.__typename).toBe('GalleryClosedError');
    const reopened = await setExpiry(null);
    expect(reopened.data.setEventExpiry).toEqual({
      __typename: 'SetEventExpiryPayload',
      message: 'Galeria reaberta',
      event: { expiresAt: null, expired: false },
    });
    const { data } = await shopper.graphql(selling.removeCartItem, { item: itemId });
    expect(data.removeCartItem.__typename).toBe('RemoveCartItemPayload');
  });
});

describe('an archived gallery', () => {
  const archive = (archiveStatus: 'ARCHIVED' | null, archivedAt: Date | null) =>
    shop.t.db.event.update({
      where: { id: shop.digital.event.id },
      data: { expiresAt: null, archiveStatus, archivedAt },
    });
  afterAll(() => archive(null, null));

  it('sells nothing from the start of its archive until a restore ends, saying since when', async () => {
    const archivedAt = new Date(Date.now() - 60_000);
    await archive('ARCHIVED', archivedAt);
    const before = await written();
    const closed = await shopper.graphql(selling.addAllPhotosToCart);
    expect(closed.data!.addAllPhotosToCart).toEqual({
      __typename: 'GalleryClosedError',
      message: closedMessage,
    });
    const add = await shopper.rest('POST', `/api/${eventSlug()}/carrinho/adicionar-imagem`, {
      body: { nomeImagem: shop.digital.photos[0]!.name },
    });
    expect([add.status, add.body]).toEqual([410, { mensagem: { texto: closedMessage } }]);
    const { data } = await shopper.graphql(GalleryClosure, { slug: eventSlug() });
    expect(data.gallery).toEqual({ kind: 'PUBLIC', closedAt: archivedAt.toISOString() });
    const open = await shop.t.rest('GET', `/api/${eventSlug()}/galeria-publica/criar-sessao`, {
      host: shop.host,
    });
    expect([open.status, open.body]).toEqual([410, { mensagem: { texto: closedMessage } }]);
    expect(await written()).toEqual(before);

    await archive(null, null);
    const restored = await shopper.graphql(selling.applyOptionToAllCartItems);
    expect(restored.data!.applyOptionToAllCartItems.__typename).not.toBe('GalleryClosedError');
  });
});

describe("'última chance' e-mails", () => {
  const notices = () =>
    shop.t.db.emailMessage.findMany({
      where: { kind: 'event-expiry-notice', studioId: shop.studio.id },
      orderBy: [{ createdAt: 'asc' }, { toAddress: 'asc' }],
    });
  const run = (now: Date) => sendDueExpiryNotices(shop.t, now);

  beforeAll(async () => {
    const { db } = shop.t;
    const { studio } = shop;
    const event = shop.digital.event;
    // An opened invitation counts, one never opened does not; an alert still followed counts, one cancelled not;
    // an address that asked for no reminders is left alone; another event's customer is not this event's.
    await db.eventInvitation.createMany({
      data: [
        {
          studioId: studio.id,
          eventId: event.id,
          email: 'convidada@exemplo.com',
          token: 'convite-aberto',
          openedAt: new Date(),
        },
        {
          studioId: studio.id,
          eventId: event.id,
          email: 'nunca-abriu@exemplo.com',
          token: 'convite-fechado',
        },
      ],
    });
    const alert = {
      studioId: studio.id,
      eventId: event.id,
      consentVersion: 'v1',
      consentText: 'ok',
      consentedAt: new Date(),
      storefrontUrl: 'https://loja.revela.test',
      checkedUntil: new Date(),
    };
    await db.photoAlert.createMany({
      data: [
        { ...alert, email: 'alerta@exemplo.com', raceNumber: '42' },
        { ...alert, email: 'cancelou@exemplo.com', raceNumber: '43', unsubscribedAt: new Date() },
      ],
    });
    await db.cartReminderOptOut.create({ data: { studioId: studio.id, email: 'compradora@exemplo.com' } });
    const other = await openGallery(shop.t, shop.host, shop.printed.event.slug);
    await savePersonalData(other, { email: 'outro-evento@exemplo.com' });
  });

  it('warns 7 days and 1 day before, once each, the customers who opened or bought', async () => {
    const expiresAt = new Date(Date.now() + 20 * dayMs);
    await expireAt(expiresAt);
    expect(await run(new Date(expiresAt.getTime() - 8 * dayMs))).toBe(0);
    expect(await run(new Date(expiresAt.getTime() - 6 * dayMs))).toBe(4);
    const week = await notices();
    expect(week.map((mail) => mail.toAddress).sort()).toEqual([
      'alerta@exemplo.com',
      'cliente@exemplo.com',
      'convidada@exemplo.com',
      'pix@exemplo.com',
    ]);
    expect(week[0]!.subject).toBe(
      `Última chance: a galeria ${shop.digital.event.name} será encerrada - Estúdio Loja`,
    );
    expect(week[0]!.textBody).toContain(`https://loja.revela.test/${eventSlug()}`);
    expect(await run(new Date(expiresAt.getTime() - 5 * dayMs))).toBe(0);
    expect(await run(new Date(expiresAt.getTime() - 12 * 60 * 60 * 1000))).toBe(4);
    expect(await run(new Date(expiresAt.getTime() - 6 * 60 * 60 * 1000))).toBe(0);
    const rows = await shop.t.db.eventExpiryNotice.findMany({ where: { eventId: shop.digital.event.id } });
    expect(rows.map((row) => row.daysBefore).sort()).toEqual([1, 1, 1, 1, 7, 7, 7, 7]);
  });

  it('warns again after an extension, and never for a draft', async () => {
    const extended = new Date(Date.now() + 40 * dayMs);
    await setExpiry(extended);
    await shop.t.db.event.update({ where: { id: shop.digital.event.id }, data: { published: false } });
    expect(await run(new Date(extended.getTime() - 6 * dayMs))).toBe(0);
    await shop.t.db.event.update({ where: { id: shop.digital.event.id }, data: { published: true } });
    expect(await run(new Date(extended.getTime() - 6 * dayMs))).toBe(4);
    expect(await notices()).toHaveLength(12);
  });
});
