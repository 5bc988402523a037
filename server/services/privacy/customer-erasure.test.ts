// A customer's deletion against a studio that sold to them for real (checkout, Mercado Pago's fake, e-mails sent):
// afterwards no column of any table holds their e-mail, CPF, name or phone; another customer's data is untouched;
// the studio's sales figures are the same; and the copy taken before holds every row the deletion removed or changed.
import { randomBytes } from 'node:crypto';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { beforeAll, describe, expect, it } from 'vitest';
import { dayOf } from '../../domain/calendar.ts';
import { anonymisedOrderFields } from '../../domain/privacy.ts';
import type { Photo } from '../../generated/prisma/client.ts';
import {
  addPhoto,
  cardForm,
  pay,
  pixForm,
  saveAddress,
  savePersonalData,
} from '../../test/checkout-steps.ts';
import { type CustomerClient, openGallery } from '../../test/customer-client.ts';
import { factories } from '../../test/factories.ts';
import {
  type DatabaseSnapshot,
  needlesOf,
  scanForPersonalData,
  snapshotChanges,
  snapshotDatabase,
} from '../../test/personal-data-scan.ts';
import { shopOfThisFile } from '../../test/shop.ts';
import { unzip } from '../../test/unzip.ts';
import { enqueueEmail } from '../mail/outbox.ts';
import { sendMyOrdersLinks } from '../orders/my-orders.ts';
import { photographerSalesReport } from '../orders/photographer-sales.ts';
import { studioSalesSummary } from '../orders/studio-orders.ts';
import { eraseCustomerData } from './customer-erasure.ts';
import {
  type CustomerDataExport,
  collectCustomerData,
  renderCustomerDataHtml,
  writeCustomerExportZip,
} from './customer-export.ts';

const shop = shopOfThisFile();

const zuleica = {
  nome: 'Zuleica',
  sobrenome: 'Quintanilha',
  email: 'zuleica.quintanilha@exemplo.test',
  whatsApp: '(21) 99713-2846',
  cpf: '731.845.296-73',
};
const teodoro = {
  nome: 'Teodoro',
  sobrenome: 'Vasconcelos',
  email: 'teodoro.vasconcelos@exemplo.test',
  whatsApp: '(31) 98642-7315',
  cpf: '864.205.173-62',
};
type Person = typeof zuleica;

const needles = (person: Person) =>
  needlesOf({
    email: person.email,
    cpf: person.cpf,
    firstName: person.nome,
    lastName: person.sobrenome,
    whatsApp: person.whatsApp,
  });
const subject = (person: Person) => ({
  studioId: shop.studio.id,
  email: person.email,
  cpf: person.cpf.replace(/\D/g, ''),
});

async function heart(customer: CustomerClient, photo: Photo) {
  const result = await customer.graphql(
    `mutation($input: FavoritePhotoInput!) { addFavoritePhoto(input: $input) { __typename } }`,
    { input: { photo: { id: encodeGlobalID('Photo', photo.id) } } },
  );
  expect(result.data?.addFavoritePhoto.__typename, JSON.stringify(result)).toBe('AddFavoritePhotoPayload');
}

/** Everything a person leaves at the shop: orders paid and unpaid, favourites, an alert, reminders, e-mails... */
async function leaveTraces(person: Person, photoOffset: number) {
  const { t, studio } = shop;
  const make = factories(t.db, t.services);
  const email = person.email;
  const digitalName = shop.digital.photos[photoOffset]!.name;

  // A paid order by card, then an unpaid one by Pix from the new cart of the same session.
  const customer = await openGallery(t, shop.host, shop.digital.event.slug);
  await heart(customer, shop.digital.photos[photoOffset]!);
  await addPhoto(customer, digitalName);
  await savePersonalData(customer, person);
  const paid = await pay(customer, cardForm('APRO', { payer: { email } }));
  expect(paid.body.status, JSON.stringify(paid.body)).toBe('approved');
  const started = await customer.graphql('mutation { startNewCart { __typename } }');
  expect(started.data?.startNewCart.__typename, JSON.stringify(started)).toBe('StartNewCartPayload');
  await addPhoto(customer, shop.digital.photos[photoOffset + 1]!.name);
  await savePersonalData(customer, person);
  const pending = await pay(customer, pixForm());
  expect(pending.status, JSON.stringify(pending.body)).toBe(200);
  // Mercado Pago's notice of the paid one.
  const payment = await t.db.payment.findFirstOrThrow({ where: { orderId: paid.body.pedidoId } });
  expect((await shop.notify(payment.providerPaymentId!)).status).toBe(200);

  // A second gallery: a cart left with the address, reminded, and a refused card.
  const mixed = await openGallery(t, shop.host, shop.mixed.event.slug);
  await addPhoto(mixed, shop.mixed.photos[photoOffset]!.name, shop.mixed.sizes[0]!.id);
  await savePersonalData(mixed, person);
  await saveAddress(mixed, { destinatario: `${person.nome} ${person.sobrenome}` });
  const refused = await pay(mixed, cardForm('OTHE'));
  expect(refused.status, JSON.stringify(refused.body)).not.toBe(500);
  const mixedSession = await t.db.gallerySession.findFirstOrThrow({
    where: { eventId: shop.mixed.event.id, email },
    include: { cart: true },
  });
  const reminder = await t.db.cartReminder.create({
    data: { studioId: studio.id, cartId: mixedSession.cart?.id ?? null, email },
  });
  await t.db.cartReminderOptOut.create({ data: { studioId: studio.id, email } });

  // Orders of earlier seasons, with an address: paid, and cancelled.
  for (const [index, status] of (['APPROVED', 'APPROVED', 'REJECTED'] as const).entries())
    await make.order(studio, shop.printed.event, shop.printed.photos[photoOffset]!, {
      number: 1000 + photoOffset * 10 + index,
      paymentStatus: status,
      status: status === 'APPROVED' ? 'PREPARING_DELIVERY' : 'CANCELLED',
      paidAt: status === 'APPROVED' ? new Date(Date.now() - (index + 1) * 86_400_000) : null,
      customerFirstName: person.nome,
      customerLastName: person.sobrenome,
      customerEmail: email,
      customerWhatsApp: `55${person.whatsApp.replace(/\D/g, '')}`,
      customerCpf: person.cpf.replace(/\D/g, ''),
      addressRecipient: `${person.nome} ${person.sobrenome}`,
    });

  // A photo alert with the face of a selfie, and a photo it found.
  const alert = await t.db.photoAlert.create({
    data: {
      studioId: studio.id,
      eventId: shop.digital.event.id,
      email,
      raceNumber: '4821',
      embedding: new Uint8Array(randomBytes(1024)),
      scale: 0.01,
      consentVersion: 'selfie-1',
      consentText: 'Autorizo o uso do meu rosto para encontrar minhas fotos.',
      consentedAt: new Date(),
      storefrontUrl: 'http://loja.localhost',
      checkedUntil: new Date(),
      // Already e-mailed: the alerts job, whenever it runs, has nothing to send during the test.
      matches: { create: { photoId: shop.digital.photos[photoOffset + 2]!.id, notifiedAt: new Date() } },
      lastSentAt: new Date(),
      sentCount: 1,
    },
  });
  // Invited by name, e-mail and WhatsApp; the invitation's link opened a session that favourited a photo.
  const invitation = await t.db.eventInvitation.create({
    data: {
      studioId: studio.id,
      eventId: shop.printed.event.id,
      name: `${person.nome} ${person.sobrenome}`,
      email,
      whatsApp: `55${person.whatsApp.replace(/\D/g, '')}`,
      token: randomBytes(16).toString('hex'),
      sentAt: new Date(),
      sendCount: 1,
      openedAt: new Date(),
    },
  });
  const invited = await openGallery(t, shop.host, shop.printed.event.slug);
  await heart(invited, shop.printed.photos[photoOffset]!);
  const opened = await t.db.gallerySession.findFirstOrThrow({
    where: { eventId: shop.printed.event.id, email: '', invitationId: null },
    orderBy: { id: 'desc' },
  });
  await t.db.gallerySession.update({ where: { id: opened.id }, data: { invitationId: invitation.id } });
  await t.db.eventExpiryNotice.create({
    data: {
      studioId: studio.id,
      eventId: shop.digital.event.id,
      email,
      daysBefore: 7,
      expiresAt: new Date(Date.now() + 7 * 86_400_000),
    },
  });
  const session = await t.db.gallerySession.findFirstOrThrow({
    where: { eventId: shop.digital.event.id, email },
  });
  for (const purpose of ['CHECKOUT', 'PHOTO_ALERT', 'CART_REMINDER'] as const)
    await t.db.customerConsent.create({
      data: { studioId: studio.id, sessionId: session.id, email, purpose, policyLabel: '2026-11.1' },
    });
  // E-mails of the alert and the reminder, and 'Meus pedidos' (which counts the asks by e-mail).
  await t.db.$transaction(async (tx) => {
    await enqueueEmail(tx, {
      studioId: studio.id,
      kind: 'photo-alert',
      to: email,
      subject: 'Avise-me quando eu aparecer: 1 foto nova',
      text: `Olá, ${person.nome}! Encontramos 1 foto sua (alerta ${alert.id}).`,
      html: `<p>Olá, ${person.nome}!</p>`,
    });
    await enqueueEmail(tx, {
      studioId: studio.id,
      kind: 'cart-reminder',
      to: email,
      subject: 'Suas fotos estão esperando por você',
      text: `${person.nome}, seu carrinho ${reminder.cartId} espera por você.`,
      html: `<p>${person.nome}</p>`,
    });
  });
  await sendMyOrdersLinks(
    { db: t.db, studio, services: t.services, clientAddress: `198.51.100.${photoOffset + 1}` },
    { email, baseUrl: 'http://loja.localhost' },
  );
  // An earlier request of theirs, done.
  await t.db.dataRequest.create({
    data: {
      studioId: studio.id,
      kind: 'EXPORT',
      status: 'DONE',
      source: 'CUSTOMER',
      email,
      cpf: person.cpf.replace(/\D/g, ''),
      dueAt: new Date(Date.now() + 15 * 86_400_000),
      completedAt: new Date(),
    },
  });
}

/** The studio's figures: the dashboard's, the photographers' report, and every order's amounts and statuses. */
async function salesFigures() {
  const { t, studio } = shop;
  const owner = await t.db.adminUser.findFirstOrThrow({ where: { studioId: studio.id } });
  const today = dayOf(new Date());
  const orders = await t.db.order.findMany({
    where: { studioId: studio.id },
    orderBy: { number: 'asc' },
    select: {
      id: true,
      number: true,
      eventName: true,
      status: true,
      paymentStatus: true,
      subtotalCents: true,
      discountCents: true,
      shippingChargedCents: true,
      totalCents: true,
      createdAt: true,
      paidAt: true,
      items: { orderBy: { position: 'asc' }, select: { id: true, lineTotalCents: true, photoName: true } },
      payments: { orderBy: { createdAt: 'asc' }, select: { id: true, status: true, amountCents: true } },
    },
  });
  return {
    dashboard: await studioSalesSummary({ db: t.db, studio }),
    photographers: await photographerSalesReport(
      { db: t.db, studio, viewer: { kind: 'admin', userId: owner.id, sessionId: owner.id, role: 'OWNER' } },
      { from: dayOf(new Date(Date.now() - 60 * 86_400_000)), to: today },
    ),
    orders,
  };
}

/** Every id (and face match's photo, and counter key) the copy names. */
function idsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) idsIn(item, found);
  else if (value && typeof value === 'object')
    for (const [key, field] of Object.entries(value)) {
      if (/^id$|Id$/.test(key) && typeof field === 'string') found.add(field);
      else idsIn(field, found);
    }
  return found;
}

/** Columns a trigger or Prisma moves by itself (read versions, update stamps): not a change of the person's data. */
const bookkeeping = new Set(['readVersion', 'updatedAt']);

describe('erasing a customer', () => {
  let copy: CustomerDataExport;
  let otherBefore: CustomerDataExport;
  let before: DatabaseSnapshot;
  let figuresBefore: Awaited<ReturnType<typeof salesFigures>>;

  beforeAll(async () => {
    // The selfie search open, or the alerts job forgets the faces at once.
    await shop.t.db.event.update({ where: { id: shop.digital.event.id }, data: { faceSearch: true } });
    await leaveTraces(zuleica, 0);
    await leaveTraces(teodoro, 1);
    await shop.t.settle();
  }, 120_000);

  it('finds the person everywhere before, and collects every kind of row in the copy', async () => {
    const hits = await scanForPersonalData(shop.t.db, needles(zuleica));
    const places = hits.map((hit) => hit.place);
    for (const place of [
      'GallerySession.email',
      'GallerySession.addressRecipient',
      'Order.customerCpf',
      'Order.customerSearch',
      'EmailMessage.textBody',
      'EmailMessage.toAddress',
      'EmailMessage.replyTo',
      'PhotoAlert.email',
      'EventInvitation.whatsApp',
      'CustomerConsent.email',
      'DataRequest.cpf',
      'RateLimitBucket.key',
    ])
      expect(places).toContain(place);

    copy = await collectCustomerData(shop.t.db, subject(zuleica));
    otherBefore = await collectCustomerData(shop.t.db, subject(teodoro));
    expect(copy.sessoes).toHaveLength(3);
    expect(copy.pedidos.length).toBeGreaterThanOrEqual(5);
    expect(copy.pedidos.filter((order) => order.pagamento === 'APPROVED')).toHaveLength(3);
    expect(copy.favoritas).toHaveLength(2);
    expect(copy.alertasDeFotos).toMatchObject([{ rostoGuardado: true, fotosEncontradas: [{}] }]);
    expect(JSON.stringify(copy.alertasDeFotos)).not.toContain('embedding');
    expect(copy.lembretesDeCarrinho).toHaveLength(1);
    expect(copy.recusasDeLembretes).toHaveLength(1);
    // Ours, and the checkout's own.
    expect(copy.consentimentos.length).toBeGreaterThanOrEqual(3);
    expect(copy.convites).toHaveLength(1);
    expect(copy.avisosDeExpiracao).toHaveLength(1);
    expect(copy.solicitacoes).toHaveLength(1);
    expect(copy.notificacoesDePagamento).toHaveLength(1);
    expect(copy.contadoresDeTentativas).toHaveLength(1);
    // Hers, and the studio's notices of her paid orders (they name her).
    expect(copy.emails.map((message) => message.tipo)).toEqual(
      expect.arrayContaining(['photo-alert', 'cart-reminder', 'my-orders', 'studio-order-paid']),
    );
    expect(copy.emails.every((message) => message.texto)).toBe(true);
    // Nothing of the other customer.
    expect(JSON.stringify(copy)).not.toContain(teodoro.email);
    expect(JSON.stringify(copy)).not.toContain(teodoro.sobrenome);

    const html = renderCustomerDataHtml(copy, '<Estúdio> & "Loja"');
    expect(html).toContain('&#60;Estúdio&#62; &#38; &#34;Loja&#34;');
    expect(html).toContain('Zuleica');
    expect(html).toContain('Pedidos (');
    expect(html).not.toMatch(/<p>Olá/);
  });

  it('refuses a subject without an e-mail, which would match every anonymised row', async () => {
    const nobody = { studioId: shop.studio.id, email: ' ', cpf: '' };
    await expect(eraseCustomerData(shop.t.db, nobody)).rejects.toThrow('found by their e-mail');
    await expect(collectCustomerData(shop.t.db, nobody)).rejects.toThrow('found by their e-mail');
  });

  it('writes the copy as a ZIP with dados.json and dados.html into storage', async () => {
    const key = `privacidade/${shop.studio.id}/teste.zip`;
    const { sizeBytes } = await writeCustomerExportZip(
      { db: shop.t.db, storage: shop.t.services.storage },
      key,
      subject(zuleica),
    );
    const zip = (await shop.t.services.storage.read(key))!;
    expect(zip.length).toBe(sizeBytes);
    const entries = await unzip(zip);
    expect([...entries.keys()]).toEqual(['dados.json', 'dados.html']);
    const json = JSON.parse(entries.get('dados.json')!.toString());
    expect({ ...json, geradoEm: '' }).toEqual({ ...copy, geradoEm: '' });
    expect(entries.get('dados.html')!.toString()).toContain('<h1>Seus dados em Estúdio Loja</h1>');
    await shop.t.services.storage.delete([key]);
  });

  it('leaves nothing of the person in any column of any table', async () => {
    figuresBefore = await salesFigures();
    before = await snapshotDatabase(shop.t.db);
    const summary = await eraseCustomerData(shop.t.db, subject(zuleica));
    expect(summary).toMatchObject({
      gallerySessions: 3,
      favorites: 2,
      photoAlerts: 1,
      cartReminders: 1,
      cartReminderOptOuts: 1,
      invitations: 1,
      expiryNotices: 1,
      consents: copy.consentimentos.length,
      dataRequests: 1,
      paymentNotifications: 1,
      rateLimitCounters: 1,
      orders: copy.pedidos.length,
      emails: copy.emails.length,
    });
    expect(JSON.stringify(summary)).not.toContain('zuleica');
    expect(await scanForPersonalData(shop.t.db, needles(zuleica))).toEqual([]);
  });

  it("keeps the orders anonymised and the studio's figures unchanged", async () => {
    expect(await salesFigures()).toEqual(figuresBefore);
    const orders = await shop.t.db.order.findMany({
      where: { id: { in: copy.pedidos.map((order) => order.id) } },
    });
    expect(orders).toHaveLength(copy.pedidos.length);
    for (const order of orders) expect(order).toMatchObject(anonymisedOrderFields);
    const request = await shop.t.db.dataRequest.findUniqueOrThrow({
      where: { id: copy.solicitacoes[0]!.id },
    });
    expect(request).toMatchObject({ email: '', cpf: '', emailHint: 'z***@e***.test', status: 'DONE' });
    const purged = await shop.t.db.emailMessage.findMany({
      where: { id: { in: copy.emails.map((m) => m.id) } },
    });
    for (const message of purged)
      expect(message).toMatchObject({ textBody: '', htmlBody: '', purgedAt: expect.any(Date) });
  });

  it("leaves the other customer's rows as they were", async () => {
    const otherAfter = await collectCustomerData(shop.t.db, subject(teodoro));
    expect({ ...otherAfter, geradoEm: '' }).toEqual({ ...otherBefore, geradoEm: '' });
    expect((await scanForPersonalData(shop.t.db, needles(teodoro))).length).toBeGreaterThan(5);
  });

  it('had every row it removed or changed in the copy taken before', async () => {
    const changes = snapshotChanges(before, await snapshotDatabase(shop.t.db)).filter(
      (change) => change.kind !== 'changed' || change.columns.some((column) => !bookkeeping.has(column)),
    );
    expect(changes.filter((change) => change.kind === 'added')).toEqual([]);
    const named = idsIn(copy);
    const missing = changes.filter((change) => !change.key.split('|').every((part) => named.has(part)));
    expect(missing).toEqual([]);
    // It did remove and change rows of every kind the copy lists.
    const tables = new Set(changes.map((change) => change.table));
    for (const table of [
      'GallerySession',
      'GalleryRefreshToken',
      'FavoritePhoto',
      'Cart',
      'CartItem',
      'Order',
      'PhotoAlert',
      'PhotoAlertMatch',
      'CartReminder',
      'CartReminderOptOut',
      'CustomerConsent',
      'EventInvitation',
      'EventExpiryNotice',
      'EmailMessage',
      'DataRequest',
      'PaymentNotification',
      'RateLimitBucket',
    ])
      expect(tables).toContain(table);
  });
});
