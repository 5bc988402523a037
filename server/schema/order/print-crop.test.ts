// Print crop and the lab's ZIP: the customer moves the crop of a print whose shape differs from the photo's, the
// crop goes with the order to the studio, and the studio downloads the prints as one ZIP of originals named by size
// and quantity, cut to the crop at full resolution; nobody else can download it.
import { encodeGlobalID } from '@pothos/plugin-relay';
import sharp, { type Sharp } from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PriceTableItem } from '../../generated/prisma/client.ts';
import { type AdminClient, adminOfNewStudio } from '../../test/admin-client.ts';
import { addPhoto, cardForm, chooseDelivery, pay, savePersonalData } from '../../test/checkout-steps.ts';
import { type CustomerClient, openGallery } from '../../test/customer-client.ts';
import { factories } from '../../test/factories.ts';
import { shopOfThisFile } from '../../test/shop.ts';
import { unzipEntries } from '../../test/unzip.ts';

const shop = shopOfThisFile();

const CartItems = `query($s: String!) { gallerySession(eventSlug: $s) {
  cart { items { id option { optionId } crop { x y width height } cropAdjustable } } } }`;
const SetCrop = `mutation($input: SetCartItemCropInput!) {
  setCartItemCrop(input: $input) {
    __typename
    ... on Error { message }
    ... on SetCartItemCropPayload { message cart { items { id crop { x y width height } } } }
  }
}`;
const CreatePrintLink = `mutation($input: CreatePrintArchiveLinkInput!) {
  createPrintArchiveLink(input: $input) {
    __typename
    ... on Error { message }
    ... on CreatePrintArchiveLinkPayload { url fileName }
  }
}`;

/** The mean difference of two images' pixels (same size), 0 to 255: a re-encoded copy is close to 0. */
async function pixelDifference(a: Sharp, b: Sharp): Promise<number> {
  const [x, y] = await Promise.all([a.removeAlpha().raw().toBuffer(), b.removeAlpha().raw().toBuffer()]);
  let sum = 0;
  for (let index = 0; index < x.length; index++) sum += Math.abs(x[index]! - y[index]!);
  return sum / x.length;
}

let size15x21: PriceTableItem;
let customer: CustomerClient;
let admin: AdminClient;
let orderId: string;
/** The 15 x 21 cm print of a 480 x 320 photo: 448 x 320 px, moved to the left edge. */
const leftCrop = { x: 0, y: 0, width: 448 / 480, height: 1 };

beforeAll(async () => {
  admin = await shop.admin();
  const table = await shop.t.db.priceTable.findFirstOrThrow({ where: { eventId: shop.printed.event.id } });
  size15x21 = await shop.t.db.priceTableItem.create({
    data: {
      studioId: shop.studio.id,
      priceTableId: table.id,
      width: 15,
      height: 21,
      weightGrams: 15,
      priceCents: 2500,
      position: 2,
    },
  });
  customer = await openGallery(shop.t, shop.host, shop.printed.event.slug);
});

describe('the crop of a print', () => {
  it('starts centred where the print cuts the photo, and is none where the shapes match', async () => {
    await addPhoto(customer, shop.printed.photos[0]!.name, size15x21.id);
    await addPhoto(customer, shop.printed.photos[1]!.name, shop.printed.sizes[0]!.id);
    const { data } = await customer.graphql(CartItems, { s: shop.printed.event.slug });
    const [cropped, whole] = data!.gallerySession.cart.items;
    expect(cropped.cropAdjustable).toBe(true);
    expect(cropped.crop.width).toBeCloseTo(448 / 480, 5);
    expect(cropped.crop.height).toBe(1);
    expect(cropped.crop.x).toBeCloseTo(16 / 480, 5);
    expect(whole).toMatchObject({ cropAdjustable: false, crop: { x: 0, y: 0, width: 1, height: 1 } });
  });

  it('moves, and is refused outside the photo or in another shape, in Portuguese', async () => {
    const { data } = await customer.graphql(CartItems, { s: shop.printed.event.slug });
    const [item, whole] = data!.gallerySession.cart.items;
    const outside = await customer.graphql(SetCrop, {
      input: { itemId: item.id, crop: { ...leftCrop, x: 0.2 } },
    });
    expect(outside.data!.setCartItemCrop).toEqual({
      __typename: 'InvalidCropError',
      message: 'O recorte precisa ficar dentro da foto',
    });
    const square = await customer.graphql(SetCrop, {
      input: { itemId: item.id, crop: { x: 0, y: 0, width: 0.5, height: 0.75 } },
    });
    expect(square.data!.setCartItemCrop.message).toBe('O recorte não tem o formato do tamanho escolhido');
    const moved = await customer.graphql(SetCrop, { input: { itemId: item.id, crop: leftCrop } });
    expect(moved.data!.setCartItemCrop.__typename).toBe('SetCartItemCropPayload');
    expect(moved.data!.setCartItemCrop.cart.items[0].crop).toEqual({
      ...leftCrop,
      width: Number(leftCrop.width.toFixed(6)),
    });
    // A print of the photo's own shape is checked the same way.
    const shifted = await customer.graphql(SetCrop, {
      input: { itemId: whole.id, crop: { x: 0.2, y: 0, width: 0.9, height: 0.9 } },
    });
    expect(shifted.data!.setCartItemCrop.message).toBe('O recorte precisa ficar dentro da foto');
  });

  it('goes with the order to the studio', async () => {
    const { data } = await customer.graphql(CartItems, { s: shop.printed.event.slug });
    const whole = data!.gallerySession.cart.items[1];
    const quantity = await customer.graphql(
      `mutation($input: SetCartItemQuantityInput!) { setCartItemQuantity(input: $input) { __typename } }`,
      { input: { itemId: whole.id, quantity: 2 } },
    );
    expect(quantity.data!.setCartItemQuantity.__typename).toBe('SetCartItemQuantityPayload');
    await chooseDelivery(customer, 'retirada');
    await savePersonalData(customer, { email: 'recorte@exemplo.com' });
    const paid = await pay(customer, cardForm());
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    orderId = paid.body.pedidoId;
    const order = await admin.graphql(
      `query($id: ID!) { node(id: $id) { ... on Order { items { width height quantity crop { x y width height } } } } }`,
      { id: encodeGlobalID('Order', orderId) },
    );
    expect(order.data!.node.items).toEqual([
      { width: 15, height: 21, quantity: 1, crop: { ...leftCrop, width: Number(leftCrop.width.toFixed(6)) } },
      { width: 10, height: 15, quantity: 2, crop: null },
    ]);
  });
});

describe("the lab's ZIP of an order's prints", () => {
  const zipPath = () => `/api/adm/pedidos/${orderId}/impressao.zip`;

  it('holds the originals named by size and quantity, the crop applied at full resolution', async () => {
    const link = await admin.graphql(CreatePrintLink, { input: { order: encodeGlobalID('Order', orderId) } });
    const order = await shop.t.db.order.findUniqueOrThrow({ where: { id: orderId } });
    expect(link.data!.createPrintArchiveLink).toEqual({
      __typename: 'CreatePrintArchiveLinkPayload',
      url: expect.stringMatching(new RegExp(`^${zipPath()}\\?link=\\d+\\.[\\w-]+$`)),
      fileName: `Impressas - pedido ${order.number} - impressão.zip`,
    });
    // The link opens with no token at all (the browser's download).
    const answer = await shop.t.fetch(link.data!.createPrintArchiveLink.url, { host: shop.host });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/zip');
    const entries = await unzipEntries(Buffer.from(await answer.arrayBuffer()));
    expect(entries.map((entry) => entry.name)).toEqual(['15x21cm-1x-DSC_1.jpg', '10x15cm-2x-DSC_2.jpg']);

    const [cropped, whole] = entries;
    const meta = await sharp(cropped!.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 448, 320]);
    expect(meta.width! / meta.height!).toBeCloseTo(21 / 15, 2);
    // The part kept is the left one the customer chose, not the centre.
    const original = await shop.t.db.photoFile.findFirstOrThrow({
      where: { photoId: shop.printed.photos[0]!.id, variant: 'ORIGINAL' },
    });
    const source = (await shop.t.services.storage.read(original.storageKey))!;
    const left = { left: 0, top: 0, width: 448, height: 320 };
    const centre = { ...left, left: 16 };
    const kept = await pixelDifference(sharp(cropped!.bytes), sharp(source).extract(left));
    expect(kept).toBeLessThan(2);
    expect(kept).toBeLessThan(await pixelDifference(sharp(cropped!.bytes), sharp(source).extract(centre)));
    // A print of the photo's own shape is the original, byte for byte.
    const wholeOriginal = await shop.t.db.photoFile.findFirstOrThrow({
      where: { photoId: shop.printed.photos[1]!.id, variant: 'ORIGINAL' },
    });
    const wholeBytes = (await shop.t.services.storage.read(wholeOriginal.storageKey))!;
    expect(Buffer.compare(whole!.bytes, wholeBytes)).toBe(0);
  });

  it("downloads with the admin's own token too", async () => {
    const answer = await shop.t.fetch(zipPath(), {
      host: shop.host,
      headers: { Authorization: `Bearer ${admin.token}` },
    });
    expect(answer.status).toBe(200);
    expect((await unzipEntries(Buffer.from(await answer.arrayBuffer()))).length).toBe(2);
  });

  it("is the studio admin's only: not the customer's, not a forged link, not another studio's", async () => {
    const refused = { status: 404, body: { mensagem: { texto: 'Pedido não encontrado' } } };
    expect(await customer.rest('GET', zipPath())).toMatchObject(refused);
    expect(await shop.t.rest('GET', zipPath(), { host: shop.host })).toMatchObject(refused);
    expect(
      await shop.t.rest('GET', `${zipPath()}?link=9999999999.forjado`, { host: shop.host }),
    ).toMatchObject(refused);
    const link = await customer.graphql(CreatePrintLink, {
      input: { order: encodeGlobalID('Order', orderId) },
    });
    expect(link.data?.createPrintArchiveLink ?? null).toBeNull();
    expect(link.errors?.length).toBeGreaterThan(0);
    // Another studio's admin does not find this studio's order.
    const other = await adminOfNewStudio(shop.t, factories(shop.t.db, shop.t.services));
    expect(await other.rest('GET', zipPath())).toMatchObject(refused);
  });

  it('says so when an order has no prints', async () => {
    const digital = await openGallery(shop.t, shop.host, shop.digital.event.slug);
    await addPhoto(digital, shop.digital.photos[0]!.name, '1');
    await savePersonalData(digital, { email: 'sem-impressas@exemplo.com' });
    const paid = await pay(digital, cardForm());
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const link = await admin.graphql(CreatePrintLink, {
      input: { order: encodeGlobalID('Order', paid.body.pedidoId) },
    });
    expect(link.data!.createPrintArchiveLink).toEqual({
      __typename: 'NotFoundError',
      message: 'Este pedido não tem fotos impressas para baixar',
    });
  });
});
