// Abandoned-cart reminders end to end: the studio's setting, the job on a clock the test moves, the e-mail and its
// links (back to the cart on any device, stopping reminders), and the figures the studio sees.
import { describe, expect, it } from 'vitest';
import { enqueueJob } from '../../queue/enqueue.ts';
import { addPhoto, cardForm, pay, savePersonalData } from '../../test/checkout-steps.ts';
import { type CustomerClient, openGallery } from '../../test/customer-client.ts';
import { factories } from '../../test/factories.ts';
import { type ShopEvent, shopOfThisFile } from '../../test/shop.ts';
import { remindCart, sendDueCartReminders } from './cart-reminders.ts';

const shop = shopOfThisFile();
const hours = (count: number) => count * 60 * 60_000;
const later = (from: Date, ms: number) => new Date(from.getTime() + ms);
const send = (now: Date) => sendDueCartReminders({ db: shop.t.db, services: shop.t.services }, now);

const setDelay = async (delayHours: number | null) => {
  const admin = await shop.admin();
  const result = await admin.graphql(
    `mutation($input: UpdateCartReminderSettingsInput!) { updateCartReminderSettings(input: $input) {
      __typename
      ... on Error { message }
      ... on UpdateCartReminderSettingsPayload { message studio { cartReminders { delayHours } } }
    } }`,
    { input: { delayHours } },
  );
  return result.data.updateCartReminderSettings;
};

const figures = async () => {
  const admin = await shop.admin();
  const result = await admin.graphql(
    '{ studio { cartReminders { delayHours delayChoices figures { sent recovered recoveredCents } } } }',
  );
  return result.data.studio.cartReminders;
};

/** A customer who chose two photos, saved their data and left. */
async function abandonedCart(email: string, event: ShopEvent = shop.digital) {
  const customer = await openGallery(shop.t, shop.host, event.event.slug);
  await addPhoto(customer, event.photos[0]!.name);
  await addPhoto(customer, event.photos[1]!.name);
  await savePersonalData(customer, { email });
  const cart = await shop.t.db.cart.findFirstOrThrow({
    where: { session: { email: { equals: email, mode: 'insensitive' } } },
    orderBy: { createdAt: 'desc' },
  });
  return { customer, cart };
}

const remindersTo = (email: string) =>
  shop.t.db.emailMessage.findMany({ where: { kind: 'cart-reminder', toAddress: email } });

/** The two links of a reminder e-mail's plain text. */
async function linksTo(email: string) {
  const [message] = await remindersTo(email);
  const cart = message!.textBody.match(/Voltar ao carrinho: (\S+)/)![1]!;
  const optOut = message!.textBody.match(/Cancele aqui: (\S+)/)![1]!;
  const params = (url: string) => {
    const search = new URL(url).searchParams;
    return { reminderId: search.get('lembrete')!, accessCode: search.get('acesso')! };
  };
  return { cart, optOut, cartParams: params(cart), optOutParams: params(optOut) };
}

const resume = (customer: CustomerClient, input: { reminderId: string; accessCode: string }) =>
  customer
    .graphql(
      `mutation($input: ResumeRemindedCartInput!) { resumeRemindedCart(input: $input) {
        __typename
        ... on Error { message }
        ... on ResumeRemindedCartPayload { message cart { itemCount items { quantity photo { name } } } }
      } }`,
      { input },
    )
    .then((result) => result.data?.resumeRemindedCart);

const personalEmail = (customer: CustomerClient) =>
  customer
    .graphql('query($slug: String!) { gallerySession(eventSlug: $slug) { personalData { email } } }', {
      slug: customer.eventSlug,
    })
    .then((result) => result.data.gallerySession.personalData.email);

describe('abandoned-cart reminders', () => {
  it('are off by default and take only the offered delays', async () => {
    expect(await figures()).toEqual({
      delayHours: null,
      delayChoices: [1, 6, 24, 48],
      figures: { sent: 0, recovered: 0, recoveredCents: 0 },
    });
    expect(await setDelay(5)).toEqual({
      __typename: 'CartReminderSettingsError',
      message:
        'Escolha quando enviar o lembrete: 1 hora, 6 horas, 24 horas ou 48 horas depois, ou desligado.',
    });
    expect(await setDelay(6)).toMatchObject({
      message: 'Lembretes de carrinho ativados',
      studio: { cartReminders: { delayHours: 6 } },
    });
  });

  it('send one e-mail once the cart has been left for the delay, linking back to it', async () => {
    await setDelay(6);
    const { cart } = await abandonedCart('ana@exemplo.com');
    await send(later(cart.updatedAt, hours(6) - 1));
    expect(await remindersTo('ana@exemplo.com')).toHaveLength(0);
    await send(later(cart.updatedAt, hours(6)));
    await send(later(cart.updatedAt, hours(30)));
    const [message, ...more] = await remindersTo('ana@exemplo.com');
    expect(more).toHaveLength(0);
    expect(message).toMatchObject({
      studioId: shop.studio.id,
      subject: 'Suas fotos de Digital estão esperando por você - Estúdio Loja',
    });
    expect(message!.textBody).toContain('Olá, Maria!');
    expect(message!.textBody).toContain('Você escolheu 2 fotos de Digital');
    expect(message!.textBody).toContain('Seu carrinho (R$\u00a025,00) continua guardado');
    const links = await linksTo('ana@exemplo.com');
    expect(links.cart).toMatch(
      new RegExp(
        `^http://loja\\.localhost/${shop.digital.event.slug}/carrinho\\?lembrete=[0-9a-f-]{36}&acesso=`,
      ),
    );
    expect(links.optOut).toMatch(/^http:\/\/loja\.localhost\/lembretes\/cancelar\?lembrete=/);
    const reminded = await shop.t.db.cart.findUniqueOrThrow({ where: { id: cart.id } });
    expect(reminded.reminderId).toBe(links.cartParams.reminderId);

    await shop.t.settle();
    const mail = await shop.smtp.waitFor((candidate) => candidate.subject?.includes('Digital') ?? false);
    expect(mail.html).toContain('Voltar ao carrinho');
    expect(mail.html).toContain('Cancelar lembretes');
  });

  it('send nothing when off, when paid, with nothing to pay or without the customer’s data', async () => {
    await setDelay(null);
    const off = await abandonedCart('desligado@exemplo.com');
    await send(later(off.cart.updatedAt, hours(100)));
    expect(await remindersTo('desligado@exemplo.com')).toHaveLength(0);

    await setDelay(1);
    const paid = await abandonedCart('pago@exemplo.com');
    expect((await pay(paid.customer, cardForm())).status).toBe(200);
    const free = await abandonedCart('entrega@exemplo.com', shop.deliveryOnly);
    const anonymous = await openGallery(shop.t, shop.host, shop.digital.event.slug);
    await addPhoto(anonymous, shop.digital.photos[2]!.name);
    const far = new Date(Date.now() + hours(100));
    await send(far);
    expect(await remindersTo('pago@exemplo.com')).toHaveLength(0);
    expect(await remindersTo('entrega@exemplo.com')).toHaveLength(0);
    const unreminded = await shop.t.db.cart.count({
      where: { id: { in: [paid.cart.id, free.cart.id] }, reminderId: { not: null } },
    });
    expect(unreminded).toBe(0);
    expect(await shop.t.db.cart.count({ where: { session: { email: '' }, reminderId: { not: null } } })).toBe(
      0,
    );
  });

  it('never send twice, however many workers look at once', async () => {
    await setDelay(1);
    const first = await abandonedCart('um@exemplo.com');
    const second = await abandonedCart('dois@exemplo.com');
    const now = later(second.cart.updatedAt, hours(2));
    const context = { db: shop.t.db, services: shop.t.services };
    await Promise.all([
      send(now),
      send(now),
      remindCart(context, first.cart.id, now),
      remindCart(context, first.cart.id, now),
    ]);
    expect(await remindersTo('um@exemplo.com')).toHaveLength(1);
    expect(await remindersTo('dois@exemplo.com')).toHaveLength(1);
    expect(
      await shop.t.db.cartReminder.count({ where: { cartId: { in: [first.cart.id, second.cart.id] } } }),
    ).toBe(2);
  });

  it('bring the photos back on another device, without the customer’s data, and count the sale', async () => {
    await setDelay(1);
    const { customer, cart } = await abandonedCart('bia@exemplo.com');
    await send(later(cart.updatedAt, hours(1)));
    const { cartParams, optOutParams } = await linksTo('bia@exemplo.com');
    const before = (await figures()).figures;

    // The customer's own session: the cart is already theirs, nothing changes.
    expect(await resume(customer, cartParams)).toMatchObject({ cart: { itemCount: 2 } });

    // Another device (or whoever the e-mail was forwarded to) opens the gallery and follows the link.
    const phone = await openGallery(shop.t, shop.host, shop.digital.event.slug);
    expect(await resume(phone, { ...cartParams, accessCode: optOutParams.accessCode })).toEqual({
      __typename: 'ReminderLinkError',
      message: 'Este link de lembrete não é válido ou expirou. Abra a galeria e escolha as fotos novamente.',
    });
    const resumed = await resume(phone, cartParams);
    expect(resumed).toMatchObject({ __typename: 'ResumeRemindedCartPayload', cart: { itemCount: 2 } });
    expect(resumed.cart.items.map((item: { photo: { name: string } }) => item.photo.name).sort()).toEqual(
      [shop.digital.photos[0]!.name, shop.digital.photos[1]!.name].sort(),
    );
    // Following it twice adds nothing more; the first customer's data stays theirs.
    expect(await resume(phone, cartParams)).toMatchObject({ cart: { itemCount: 2 } });
    expect(await personalEmail(phone)).toBe('');
    expect(await personalEmail(customer)).toBe('bia@exemplo.com');

    // A cart that has been reminded (or brought back by a reminder) is never reminded again.
    await savePersonalData(phone, { email: 'bia@exemplo.com' });
    await send(new Date(Date.now() + hours(100)));
    expect(await remindersTo('bia@exemplo.com')).toHaveLength(1);

    // Paid on the other device: a recovered sale.
    expect((await pay(phone, cardForm())).status).toBe(200);
    const after = (await figures()).figures;
    expect(after).toEqual({
      sent: before.sent,
      recovered: before.recovered + 1,
      recoveredCents: before.recoveredCents + 2500,
    });
  });

  it('honour a link only in its own studio and gallery', async () => {
    await setDelay(1);
    const { cart } = await abandonedCart('carla@exemplo.com');
    await send(later(cart.updatedAt, hours(1)));
    const { cartParams } = await linksTo('carla@exemplo.com');

    const otherGallery = await openGallery(shop.t, shop.host, shop.mixed.event.slug);
    expect(await resume(otherGallery, cartParams)).toMatchObject({
      __typename: 'ReminderLinkError',
      message: 'Este lembrete é de outra galeria.',
    });

    const make = factories(shop.t.db, shop.t.services);
    const studio = await make.studio({ slug: 'vizinho' });
    const event = await make.event(studio, { name: 'Vizinho' });
    await shop.t.db.event.update({ where: { id: event.id }, data: { digitalPriceCents: 900 } });
    const stranger = await openGallery(shop.t, 'vizinho.localhost', event.slug);
    expect(await resume(stranger, cartParams)).toMatchObject({ __typename: 'ReminderLinkError' });
  });

  it('stop for an address that opts out, in this studio', async () => {
    await setDelay(1);
    const { cart } = await abandonedCart('dani@exemplo.com');
    await send(later(cart.updatedAt, hours(1)));
    const { optOutParams, cartParams } = await linksTo('dani@exemplo.com');
    const optOut = (input: { reminderId: string; accessCode: string }) =>
      shop.t
        .graphql(
          `mutation($input: OptOutOfCartRemindersInput!) { optOutOfCartReminders(input: $input) {
            __typename ... on Error { message } ... on OptOutOfCartRemindersPayload { message }
          } }`,
          { input },
          { host: shop.host },
        )
        .then((result) => result.data?.optOutOfCartReminders);

    expect(await optOut(cartParams)).toMatchObject({ __typename: 'ReminderLinkError' });
    expect(await optOut(optOutParams)).toEqual({
      __typename: 'OptOutOfCartRemindersPayload',
      message: 'Pronto: você não receberá mais lembretes de carrinho de Estúdio Loja.',
    });
    expect(await optOut(optOutParams)).toMatchObject({ __typename: 'OptOutOfCartRemindersPayload' });

    const again = await abandonedCart('Dani@Exemplo.com');
    await send(later(again.cart.updatedAt, hours(100)));
    expect(await shop.t.db.cartReminder.count({ where: { cartId: again.cart.id } })).toBe(0);
  });

  it('run as the scheduled job', async () => {
    await setDelay(1);
    const { cart } = await abandonedCart('job@exemplo.com');
    const left = new Date(Date.now() - hours(2));
    await shop.t.db
      .$executeRaw`UPDATE "Cart" SET "updatedAt" = ${left}::timestamp WHERE id = ${cart.id}::uuid`;
    await shop.t.db.$transaction((tx) => enqueueJob(tx, 'cart-reminders', {}));
    await shop.t.settle();
    expect(await remindersTo('job@exemplo.com')).toMatchObject([{ status: 'SENT' }]);
  });
});
