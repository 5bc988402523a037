// A purchased photo's thumbnail on the order page comes without the watermark, for its buyer only, once paid.
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { addPhoto, cardForm, pay, pixForm, savePersonalData } from '../../test/checkout-steps.ts';
import { type CustomerClient, openGallery } from '../../test/customer-client.ts';
import { shopOfThisFile } from '../../test/shop.ts';

const shop = shopOfThisFile();
const photosOf = `query($id: String!, $token: String) { customerOrder(orderId: $id, accessToken: $token) {
  digitalPhotos { thumbnail { url } purchasedThumbnail { url width height } }
} }`;

async function order(form: unknown) {
  const customer = await openGallery(shop.t, shop.host, shop.digital.event.slug);
  await addPhoto(customer, shop.digital.photos[0]!.name, '1');
  await savePersonalData(customer);
  const paid = await pay(customer, form);
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  return { customer, orderId: paid.body.pedidoId as string };
}

async function photoOf(customer: CustomerClient, orderId: string) {
  const result = await customer.graphql(photosOf, { id: orderId });
  return result.data.customerOrder.digitalPhotos[0];
}

describe('the purchased thumbnail', () => {
  let paid: { customer: CustomerClient; orderId: string };

  beforeAll(async () => {
    paid = await order(cardForm());
  });

  it('is the original, thumbnail-sized, for the buyer of a paid order', async () => {
    const photo = await photoOf(paid.customer, paid.orderId);
    const url = photo.purchasedThumbnail.url as string;
    expect(url).toMatch(`/api/${shop.digital.event.slug}/entrega/${paid.orderId}/miniatura/`);
    expect(url).not.toBe(photo.thumbnail.url);
    const response = await shop.t.fetch(url, { host: shop.host });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('private, max-age=86400');
    const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect({ width: metadata.width, height: metadata.height }).toEqual({
      width: photo.purchasedThumbnail.width,
      height: photo.purchasedThumbnail.height,
    });
  });

  it('needs the order code or the buying session', async () => {
    const url = (await photoOf(paid.customer, paid.orderId)).purchasedThumbnail.url as string;
    const withoutCode = url.replace(/\?acesso=.*/, '');
    expect((await shop.t.fetch(withoutCode, { host: shop.host })).status).toBe(404);
    expect((await shop.t.fetch(`${withoutCode}?acesso=falso`, { host: shop.host })).status).toBe(404);
    const other = await openGallery(shop.t, shop.host, shop.digital.event.slug);
    expect((await other.rest('GET', withoutCode)).status).toBe(404);
    expect((await paid.customer.rest('GET', withoutCode)).status).toBe(200);
  });

  it('is not offered, nor served, before the payment is approved', async () => {
    const pending = await order(pixForm());
    const photo = await photoOf(pending.customer, pending.orderId);
    expect(photo.purchasedThumbnail).toBeNull();
    const items = await shop.t.db.orderItem.findMany({ where: { orderId: pending.orderId } });
    const url = `/api/${shop.digital.event.slug}/entrega/${pending.orderId}/miniatura/${items[0]!.id}`;
    expect((await pending.customer.rest('GET', url)).status).toBe(404);
  });
});
