// "Baixar todas (ZIP)": the order's digital photos in one streamed ZIP, refused exactly when the photos one by one
// are (before release, another customer's order, another studio), through the page's short-lived link too.
import { beforeAll, describe, expect, it } from 'vitest';
import { orderAccessToken } from '../../services/orders/order-access.ts';
import { archiveEntryNames } from '../../services/orders/order-archive.ts';
import type { AdminClient } from '../../test/admin-client.ts';
import { addPhoto, cardForm, chooseDelivery, pay, savePersonalData } from '../../test/checkout-steps.ts';
import { type CustomerClient, openGallery } from '../../test/customer-client.ts';
import { factories } from '../../test/factories.ts';
import { shopOfThisFile } from '../../test/shop.ts';
import { unzipEntries } from '../../test/unzip.ts';

const shop = shopOfThisFile();

const CreateLink = `mutation($input: CreateOrderArchiveLinkInput!) {
  createOrderArchiveLink(input: $input) {
    __typename
    ... on Error { message }
    ... on CreateOrderArchiveLinkPayload { url fileName }
  }
}`;

let admin: AdminClient;
let customer: CustomerClient;
let orderId: string;
const zipPath = () => `/api/${shop.mixed.event.slug}/entrega/${orderId}/fotos.zip`;

beforeAll(async () => {
  admin = await shop.admin();
  // Two digital photos and a printed one (not in the ZIP), paid by card; the event releases downloads by hand.
  customer = await openGallery(shop.t, shop.host, shop.mixed.event.slug);
  await addPhoto(customer, shop.mixed.photos[0]!.name, '1');
  await addPhoto(customer, shop.mixed.photos[2]!.name, '1');
  await addPhoto(customer, shop.mixed.photos[1]!.name, shop.mixed.sizes[0]!.id);
  await chooseDelivery(customer, 'retirada');
  await savePersonalData(customer, { email: 'zip@exemplo.com' });
  const paid = await pay(customer, cardForm());
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  orderId = paid.body.pedidoId;
});

const release = async () => {
  const released = await admin.rest(
    'POST',
    `/api/adm/${shop.mixed.event.slug}/${orderId}/liberar-entrega-imagens-digitais`,
  );
  expect(released.status, JSON.stringify(released.body)).toBe(200);
};

describe('the ZIP of an order', () => {
  it('is refused before the studio releases the downloads, with the reason', async () => {
    const early = await customer.rest('GET', zipPath());
    expect(early).toMatchObject({
      status: 403,
      body: { mensagem: { texto: 'O download das fotos deste pedido ainda não foi liberado' } },
    });
    const link = await customer.graphql(CreateLink, { input: { orderId } });
    expect(link.data!.createOrderArchiveLink).toEqual({
      __typename: 'DownloadsNotReleasedError',
      message: 'O download das fotos deste pedido ainda não foi liberado',
    });
  });

  it('holds every purchased digital photo, byte for byte, stored as is, named after the event and the order', async () => {
    await release();
    const answer = await shop.t.fetch(zipPath(), {
      host: shop.host,
      headers: { Authorization: `Bearer ${customer.accessToken}` },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/zip');
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const order = await shop.t.db.order.findUniqueOrThrow({ where: { id: orderId } });
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="Mista - pedido ${order.number}.zip"; filename*=UTF-8''${encodeURIComponent(`Mista - pedido ${order.number}.zip`)}`,
    );
    expect(answer.headers.get('content-length')).toBeNull();

    const entries = await unzipEntries(Buffer.from(await answer.arrayBuffer()));
    expect(entries.map((entry) => entry.name)).toEqual(['DSC_1.jpg', 'DSC_3.jpg']);
    expect(entries.map((entry) => entry.method)).toEqual([0, 0]);
    for (const [index, photo] of [shop.mixed.photos[0]!, shop.mixed.photos[2]!].entries()) {
      const original = await shop.t.db.photoFile.findFirstOrThrow({
        where: { photoId: photo.id, variant: 'ORIGINAL' },
      });
      const bytes = await shop.t.services.storage.read(original.storageKey);
      expect(Buffer.compare(entries[index]!.bytes, bytes!)).toBe(0);
    }
    // The individual links stay.
    const page = await customer.rest('GET', `/api/${shop.mixed.event.slug}/entrega/${orderId}`);
    expect(page.body.fotosDigitais.map((photo: { urlDownload: string }) => photo.urlDownload)).toEqual([
      expect.stringMatching(/^\/api\/.+\/download\//),
      expect.stringMatching(/^\/api\/.+\/download\//),
    ]);
  });

  it('opens from the short-lived link with no token, and from the e-mailed link', async () => {
    const { data } = await customer.graphql(CreateLink, { input: { orderId } });
    const order = await shop.t.db.order.findUniqueOrThrow({ where: { id: orderId } });
    expect(data!.createOrderArchiveLink).toEqual({
      __typename: 'CreateOrderArchiveLinkPayload',
      url: expect.stringMatching(new RegExp(`^${zipPath()}\\?link=\\d+\\.[\\w-]+$`)),
      fileName: `Mista - pedido ${order.number}.zip`,
    });
    const url: string = data!.createOrderArchiveLink.url;
    const byLink = await shop.t.fetch(url, { host: shop.host });
    expect(byLink.status).toBe(200);
    expect((await unzipEntries(Buffer.from(await byLink.arrayBuffer()))).map((entry) => entry.name)).toEqual([
      'DSC_1.jpg',
      'DSC_3.jpg',
    ]);

    // Opened from the e-mail on another device: the access code stands for the session.
    const access = orderAccessToken(shop.t.services.secrets, orderId);
    const fromEmail = await shop.t.graphql(
      CreateLink,
      { input: { orderId, accessToken: access } },
      { host: shop.host },
    );
    expect(fromEmail.data!.createOrderArchiveLink.__typename).toBe('CreateOrderArchiveLinkPayload');
    expect((await shop.t.fetch(`${zipPath()}?acesso=${access}`, { host: shop.host })).status).toBe(200);
  });

  it('refuses another customer, another studio, no credentials, a forged or an expired link', async () => {
    const notFound = { mensagem: { texto: 'Pedido não encontrado' } };
    const other = await openGallery(shop.t, shop.host, shop.mixed.event.slug);
    expect(await other.rest('GET', zipPath())).toMatchObject({ status: 404, body: notFound });
    expect((await other.graphql(CreateLink, { input: { orderId } })).data!.createOrderArchiveLink).toEqual({
      __typename: 'NotFoundError',
      message: 'Pedido não encontrado',
    });
    expect(await shop.t.rest('GET', zipPath(), { host: shop.host })).toMatchObject({
      status: 404,
      body: notFound,
    });
    expect(
      await shop.t.rest(
        'GET',
        `${zipPath()}?acesso=${orderAccessToken(shop.t.services.secrets, shop.studio.id)}`,
        {
          host: shop.host,
        },
      ),
    ).toMatchObject({ status: 404, body: notFound });

    const { data } = await customer.graphql(CreateLink, { input: { orderId } });
    const url: string = data!.createOrderArchiveLink.url;
    // The same address on another studio's host names nothing there.
    await factories(shop.t.db, shop.t.services).studio({ slug: 'outra-loja' });
    expect(await shop.t.rest('GET', url, { host: 'outra-loja.localhost' })).toMatchObject({
      status: 404,
      body: notFound,
    });
    // Under another event of the same studio.
    expect(
      (
        await shop.t.rest(
          'GET',
          url.replace(`/api/${shop.mixed.event.slug}/`, `/api/${shop.digital.event.slug}/`),
          { host: shop.host },
        )
      ).status,
    ).toBe(404);

    const [, code] = url.split('?link=');
    const [expires, signature] = code!.split('.');
    const later = `${Number(expires) + 3600}.${signature}`;
    expect((await shop.t.rest('GET', `${zipPath()}?link=${later}`, { host: shop.host })).status).toBe(404);
    const past = Math.floor(Date.now() / 1000) - 1;
    const expired = `${past}.${shop.t.services.secrets.sign('order-archive-link', `${orderId}.${past}`)}`;
    expect((await shop.t.rest('GET', `${zipPath()}?link=${expired}`, { host: shop.host })).status).toBe(404);
    // A link for this order opens no other order.
    const second = await openGallery(shop.t, shop.host, shop.mixed.event.slug);
    await addPhoto(second, shop.mixed.photos[3]!.name, '1');
    await savePersonalData(second, { email: 'outro-zip@exemplo.com' });
    const secondOrder = (await pay(second, cardForm())).body.pedidoId;
    expect(
      (
        await shop.t.rest(
          'GET',
          `/api/${shop.mixed.event.slug}/entrega/${secondOrder}/fotos.zip?link=${code}`,
          { host: shop.host },
        )
      ).status,
    ).toBe(404);
  });
});

describe('entry names', () => {
  it.each([
    [
      ['a.jpg', 'b.jpg'],
      ['a.jpg', 'b.jpg'],
    ],
    [
      ['IMG_1.jpg', 'IMG_1.jpg', 'img_1.JPG'],
      ['IMG_1.jpg', 'IMG_1 (2).jpg', 'img_1 (3).JPG'],
    ],
    [
      ['../../etc/passwd', 'a/b\\c.jpg', ''],
      ['_.._etc_passwd', 'a_b_c.jpg', 'foto-3.jpg'],
    ],
    [['Noivos no altar.jpg'], ['Noivos no altar.jpg']],
  ])('%j become %j', (names, expected) => {
    expect(archiveEntryNames(names)).toEqual(expected);
  });
});
