// 'Minhas compras' (sendMyOrderLinks): one e-mail with a working link to each order of the address at this studio,
// the same answer for an address without orders, and the limits on sends.
import { beforeAll, describe, expect, it } from 'vitest';
import { MyOrdersRateLimitedError, myOrdersPolicy, myOrdersSentMessage } from '../../domain/my-orders.ts';
import { addPhoto, cardForm, pay, savePersonalData } from '../../test/checkout-steps.ts';
import { openGallery } from '../../test/customer-client.ts';
import { shopOfThisFile } from '../../test/shop.ts';

const shop = shopOfThisFile();
const send = `mutation($input: SendMyOrderLinksInput!) {
  sendMyOrderLinks(input: $input) { __typename ... on Error { message } ... on SendMyOrderLinksPayload { message } }
}`;
const ask = async (email: string) =>
  (await shop.t.graphql(send, { input: { email } }, { host: shop.host })).data?.sendMyOrderLinks;
const mailsTo = (address: string) =>
  shop.t.db.emailMessage.findMany({ where: { kind: 'my-orders', toAddress: address } });

async function placeOrder(slug: string, photoName: string, email: string) {
  const customer = await openGallery(shop.t, shop.host, slug);
  await addPhoto(customer, photoName, '1');
  await savePersonalData(customer, { email });
  const paid = await pay(customer, cardForm());
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  return paid.body.pedidoId as string;
}

describe("'Minhas compras'", () => {
  const email = 'compras@exemplo.com';
  let orderIds: string[];

  beforeAll(async () => {
    orderIds = [
      await placeOrder(shop.digital.event.slug, shop.digital.photos[0]!.name, email),
      await placeOrder(shop.mixed.event.slug, shop.mixed.photos[0]!.name, email),
    ];
    // Someone else's order is never listed.
    await placeOrder(shop.digital.event.slug, shop.digital.photos[1]!.name, 'outra@exemplo.com');
  });

  it('e-mails one message whose links open every order of the address, on any device', async () => {
    expect(await ask('  Compras@Exemplo.com ')).toEqual({
      __typename: 'SendMyOrderLinksPayload',
      message: myOrdersSentMessage,
    });
    const [mail, ...more] = await mailsTo(email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`Seus pedidos - ${shop.studio.name}`);
    const links = [...mail!.textBody.matchAll(/https?:\/\/\S+\/([\w-]+)\/([\w-]+)\?acesso=(\S+)/g)];
    expect(links.map((link) => link[2]).sort()).toEqual([...orderIds].sort());
    expect(mail!.htmlBody).toContain('Pedido nº');
    for (const [, , orderId, accessToken] of links) {
      const opened = await shop.t.graphql(
        'query($id: String!, $token: String) { customerOrder(orderId: $id, accessToken: $token) { orderId } }',
        { id: orderId, token: decodeURIComponent(accessToken!) },
        { host: shop.host },
      );
      expect(opened.data?.customerOrder).toEqual({ orderId });
    }
  });

  it('answers an address without orders the same way, and sends nothing', async () => {
    expect(await ask('ninguem@exemplo.com')).toEqual({
      __typename: 'SendMyOrderLinksPayload',
      message: myOrdersSentMessage,
    });
    expect(await mailsTo('ninguem@exemplo.com')).toEqual([]);
  });

  it('refuses what is not an e-mail', async () => {
    expect(await ask('compras')).toMatchObject({ __typename: 'ValidationError', message: 'E-mail inválido' });
  });

  it(`sends one address at most ${myOrdersPolicy.perEmail} e-mails an hour, then refuses the client`, async () => {
    for (let request = 2; request <= myOrdersPolicy.perEmail + 2; request++) {
      expect((await ask(email)).message).toBe(myOrdersSentMessage);
    }
    expect(await mailsTo(email)).toHaveLength(myOrdersPolicy.perEmail);
    let answer = await ask(email);
    while (answer.__typename === 'SendMyOrderLinksPayload') answer = await ask(email);
    expect(answer).toEqual({
      __typename: 'MyOrdersRateLimitedError',
      message: new MyOrdersRateLimitedError().message,
    });
  });
});
