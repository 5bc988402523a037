// A cart change reads the cart once and writes it once (services/cart/cart-store.ts): the statements one change
// sends, two tabs changing one cart at once keeping both changes, and the answer being the cart as stored.
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import type { Prisma } from '../../generated/prisma/client.ts';
import { readCartRow } from '../../services/cart/cart-view.ts';
import { addPhoto } from '../../test/checkout-steps.ts';
import { type CustomerClient, openGallery } from '../../test/customer-client.ts';
import { shopOfThisFile } from '../../test/shop.ts';

const shop = shopOfThisFile();

const line = `id quantity extra unitPriceCents lineTotalCents
  option { optionId format width height unit weightGrams priceCents }
  photo { photoId name originalName width height thumbnail { url width height } highResolution { fileId width height } }`;

const cartFields = `id status itemCount selectedPhotoCount defaultOptionId subtotalCents shippingChargedCents totalCents
  exempt deliveryPreference needsDeliveryPreference items { ${line} } extraItems { ${line} }
  shipping { serviceName priceCents chargedCents deadlineDays payer }
  shippingPackage { weightGrams heightCm widthCm lengthCm }`;

const change = (field: string, input: string) => `mutation($input: ${input}Input!) {
  ${field}(input: $input) { __typename ... on Error { message } ... on ${input}Payload { cart { ${cartFields} } } }
}`;

async function changed(
  customer: CustomerClient,
  field: string,
  input: string,
  values: Record<string, unknown>,
) {
  const result = await customer.graphql(change(field, input), { input: values });
  const payload = result.data?.[field];
  expect(payload?.cart, JSON.stringify(result)).toBeDefined();
  return payload.cart;
}

async function storedCart(customer: CustomerClient) {
  const result = await customer.graphql(
    `query($slug: String!) { gallerySession(eventSlug: $slug) { cart { ${cartFields} } } }`,
    { slug: customer.eventSlug },
  );
  return result.data.gallerySession.cart;
}

/** The SQL statements the app sends while `action` runs (background jobs finished first, the queue's polls aside). */
async function statementsOf(action: () => Promise<unknown>): Promise<string[]> {
  await shop.t.settle();
  const query = vi.spyOn(pg.Client.prototype, 'query');
  try {
    await action();
    return query.mock.calls
      .map(([sent]) => (typeof sent === 'string' ? sent : ((sent as { text?: string })?.text ?? '')))
      .filter((text) => !text.includes('pgboss'));
  } finally {
    query.mockRestore();
  }
}

describe('a cart change', () => {
  it('is at most five statements: the tenant, the session, one read of the cart and one write', async () => {
    const customer = await openGallery(shop.t, shop.host, shop.mixed.event.slug);
    const [small, large] = shop.mixed.sizes;
    let cart: { items: { id: string }[] } | undefined;
    const add = (index: number, optionId: string) =>
      changed(customer, 'addPhotoToCart', 'AddPhotoToCart', {
        photo: { name: shop.mixed.photos[index]!.name },
        optionId,
      }).then((answer) => (cart = answer));
    const counts = {
      add: await statementsOf(() => add(0, '1')),
      another: await statementsOf(() => add(1, small!.id)),
      quantity: await statementsOf(() =>
        changed(customer, 'setCartItemQuantity', 'SetCartItemQuantity', {
          // The print: a digital photo is bought once.
          itemId: cart!.items[1]!.id,
          quantity: 3,
        }),
      ),
      option: await statementsOf(() =>
        changed(customer, 'setCartItemOption', 'SetCartItemOption', {
          itemId: cart!.items[1]!.id,
          optionId: large!.id,
        }),
      ),
      remove: await statementsOf(() =>
        changed(customer, 'removeCartItem', 'RemoveCartItem', { itemId: cart!.items[0]!.id }),
      ),
    };
    for (const [name, statements] of Object.entries(counts))
      expect(statements.length, `${name}:\n${statements.join('\n')}`).toBeLessThanOrEqual(5);
  });

  it('from two tabs at once keeps both: the package split is that of every photo chosen', async () => {
    // A prepaid package of 2 photos: whichever tab writes second must see the first's line to split right.
    const customer = await openGallery(shop.t, shop.host, shop.prepaid.event.slug, {
      nome: 'Ana',
      senha: 'a1b2',
    });
    const photos = shop.prepaid.photos.slice(0, 5);
    const answers = await Promise.all(photos.map((photo) => addPhoto(customer, photo.name, '1')));
    for (const answer of answers) expect(answer.status).toBe(200);
    const cart = await storedCart(customer);
    expect(cart.itemCount).toBe(5);
    expect(cart.items).toHaveLength(2);
    expect(cart.extraItems).toHaveLength(3);
    expect(cart.subtotalCents).toBe(3 * 800);
    expect(new Set(cart.items.concat(cart.extraItems).map((item: any) => item.photo.name))).toEqual(
      new Set(photos.map((photo) => photo.name)),
    );

    // Three removals at once (a digital photo has no quantity to change): each lands, and the split is redone.
    const lines: { id: string }[] = [...cart.items, ...cart.extraItems];
    await Promise.all(
      lines
        .filter((_item, index) => index % 2 === 0)
        .map((item) => changed(customer, 'removeCartItem', 'RemoveCartItem', { itemId: item.id })),
    );
    const after = await storedCart(customer);
    expect([...after.items, ...after.extraItems].map((item: { id: string }) => item.id)).toEqual(
      lines.filter((_item, index) => index % 2 === 1).map((item) => item.id),
    );
    expect(after.extraItems).toHaveLength(0);
    expect(after.subtotalCents).toBe(0);
  });

  it('answers the cart as it is stored', async () => {
    const customer = await openGallery(shop.t, shop.host, shop.mixed.event.slug);
    const [small] = shop.mixed.sizes;
    await changed(customer, 'addPhotoToCart', 'AddPhotoToCart', {
      photo: { name: shop.mixed.photos[2]!.name },
    });
    const answered = await changed(customer, 'addPhotoToCart', 'AddPhotoToCart', {
      photo: { name: shop.mixed.photos[3]!.name },
      optionId: small!.id,
    });
    expect(answered.items).toHaveLength(2);
    expect(answered).toEqual(await storedCart(customer));

    const prepaid = await openGallery(shop.t, shop.host, shop.prepaid.event.slug, {
      nome: 'Bruno',
      senha: 'c3d4',
    });
    let last: any;
    for (const photo of shop.prepaid.photos.slice(0, 3))
      last = await changed(prepaid, 'addPhotoToCart', 'AddPhotoToCart', { photo: { name: photo.name } });
    expect(last.extraItems).toHaveLength(1);
    const removed = await changed(prepaid, 'removeCartItem', 'RemoveCartItem', { itemId: last.items[0].id });
    expect(removed).toMatchObject({ itemCount: 2, extraItems: [] });
    expect(removed).toEqual(await storedCart(prepaid));
  });

  it("reads the cart's rows as Prisma reads them", async () => {
    // With discounts set, so their parts of the read are compared too.
    await shop.t.db.event.update({
      where: { id: shop.mixed.event.id },
      data: {
        allPhotosPriceCents: 3000,
        discountTiers: { create: [{ studioId: shop.studio.id, minimumQuantity: 5, percent: 10 }] },
      },
    });
    const customer = await openGallery(shop.t, shop.host, shop.mixed.event.slug);
    await addPhoto(customer, shop.mixed.photos[0]!.name, '1');
    await addPhoto(customer, shop.mixed.photos[1]!.name, shop.mixed.sizes[1]!.id);
    await addPhoto(customer, shop.mixed.photos[1]!.name);
    const { sessionId } = await shop.t.db.cart.findFirstOrThrow({
      where: { eventId: shop.mixed.event.id },
      orderBy: { createdAt: 'desc' },
    });
    const photo = {
      select: {
        id: true,
        name: true,
        originalName: true,
        width: true,
        height: true,
        watermarkRevision: true,
        studio: { select: { watermarkRevision: true } },
        files: {
          where: { variant: { in: ['THUMBNAIL', 'ORIGINAL'] } },
          select: { id: true, variant: true, storageKey: true, width: true, height: true },
        },
      },
    } satisfies Prisma.PhotoDefaultArgs;
    const prisma = await shop.t.db.cart.findUniqueOrThrow({
      where: { sessionId: sessionId! },
      include: {
        event: {
          select: {
            id: true,
            name: true,
            slug: true,
            mode: true,
            deliveryFormat: true,
            digitalPriceCents: true,
            packagePhotoCount: true,
            digitalDelivery: true,
            pickupEnabled: true,
            shippingEnabled: true,
            shippingPayer: true,
            allPhotosPriceCents: true,
            discountTiers: {
              orderBy: { minimumQuantity: 'asc' },
              select: { minimumQuantity: true, percent: true },
            },
            _count: { select: { photos: { where: { status: 'READY' } } } },
            priceTable: {
              select: {
                items: {
                  where: { format: 'PRINTED' },
                  orderBy: [{ position: 'asc' }, { id: 'asc' }],
                  select: {
                    id: true,
                    width: true,
                    height: true,
                    unit: true,
                    weightGrams: true,
                    priceCents: true,
                  },
                },
              },
            },
          },
        },
        items: {
          orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
          select: {
            id: true,
            quantity: true,
            extra: true,
            format: true,
            priceTableItemId: true,
            crop: true,
            createdAt: true,
            photo,
          },
        },
      },
    });
    const read = await readCartRow(shop.t.db, { sessionId: sessionId! });
    expect(read!.items).toHaveLength(3);
    const { _count, ...event } = prisma.event;
    const asRead = { ...prisma, event: { ...event, readyPhotoCount: _count.photos } };
    // Files come in no particular order either way.
    const byVariant = <T extends { items: { photo: { files: { variant: string }[] } }[] }>(row: T) => ({
      ...row,
      items: row.items.map((item) => ({
        ...item,
        photo: {
          ...item.photo,
          files: [...item.photo.files].sort((a, b) => a.variant.localeCompare(b.variant)),
        },
      })),
    });
    expect(byVariant(read!)).toEqual(byVariant(asRead));
  });
});
