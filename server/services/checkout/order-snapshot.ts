// The order a cart becomes at checkout: a copy of what is sold (photos, options, prices, customer, address) that
// stays readable whatever later happens to the event, its photos or its price table.

import { printedItemsIn } from '../../domain/cart.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { isWholePhoto } from '../../domain/print-crop.ts';
import type { GallerySession, Order, Prisma } from '../../generated/prisma/client.ts';
import type { CartView } from '../cart/cart-view.ts';
import { emitOrderEvent } from '../integrations/studio-event-data.ts';

type Tx = Prisma.TransactionClient;

async function nextOrderNumber(tx: Tx, studioId: string): Promise<number> {
  const [row] = await tx.$queryRaw<{ number: number }[]>`
    UPDATE "Studio" SET "nextOrderNumber" = "nextOrderNumber" + 1 WHERE id = ${studioId}::uuid
    RETURNING "nextOrderNumber" - 1 AS number`;
  return Number(row!.number);
}

export async function snapshotOrder(
  tx: Tx,
  view: CartView,
  session: GallerySession,
  storefrontUrl: string,
): Promise<Order> {
  const delivering = printedItemsIn(view.lines) && view.cart.deliveryPreference === 'DELIVERY';
  const photoIds = view.lines.map((line) => line.photo.id);
  const originals = await tx.photoFile.findMany({
    where: { photoId: { in: photoIds }, variant: 'ORIGINAL' },
    select: { id: true, photoId: true },
  });
  const originalOf = new Map(originals.map((file) => [file.photoId, file.id]));
  // Who shot each photo, kept with the item: the photographers' report counts the sale even if the photo goes.
  const shotBy = await tx.photo.findMany({
    where: { id: { in: photoIds } },
    select: { id: true, photographerId: true, photographerName: true },
  });
  const photographerOf = new Map(shotBy.map(({ id, ...photographer }) => [id, photographer]));
  const sellsDigital = view.lines.some((line) => line.option?.format === 'DIGITAL');
  const data = {
    eventId: view.event.id,
    eventName: view.event.name,
    eventSlug: view.event.slug,
    sessionId: session.id,
    mode: view.event.mode,
    storefrontUrl,
    subtotalCents: view.totals.subtotalCents,
    shippingPriceCents: delivering ? (view.shipping?.priceCents ?? 0) : 0,
    shippingChargedCents: view.totals.shippingChargedCents,
    // The tier as sold: editing the event's table later changes no order.
    discountCents: view.totals.discountCents,
    discountPercent: view.totals.discount?.percent ?? null,
    discountMinimumQuantity: view.totals.discount?.minimumQuantity ?? null,
    allPhotosPriceCents: view.totals.allPhotosCents,
    totalCents: view.totals.totalCents,
    packageHeightCm: view.package?.heightCm ?? null,
    packageWidthCm: view.package?.widthCm ?? null,
    packageLengthCm: view.package?.lengthCm ?? null,
    packageWeightGrams: view.package?.weightGrams ?? null,
    deliveryPreference: printedItemsIn(view.lines) ? view.cart.deliveryPreference : null,
    shippingProvider: delivering ? view.cart.shippingProvider : null,
    shippingServiceName: delivering ? view.cart.shippingServiceName : null,
    shippingDeadlineDays: delivering ? view.cart.shippingDeadlineDays : null,
    shippingPayer: delivering ? view.cart.shippingPayer : null,
    digitalDelivery: sellsDigital ? view.event.digitalDelivery : null,
    customerFirstName: session.firstName,
    customerLastName: session.lastName,
    customerEmail: session.email,
    customerWhatsApp: session.whatsApp,
    customerCpf: session.cpf,
    addressCep: delivering ? session.addressCep : '',
    addressCity: delivering ? session.addressCity : '',
    addressState: delivering ? session.addressState : '',
    addressStreet: delivering ? session.addressStreet : '',
    addressNumber: delivering ? session.addressNumber : '',
    addressComplement: delivering ? session.addressComplement : '',
    addressNeighborhood: delivering ? session.addressNeighborhood : '',
    addressRecipient: delivering ? session.addressRecipient : '',
  };
  const items = view.lines.map((line, position) => {
    const option = line.option!;
    return {
      studioId: view.cart.studioId,
      photoId: line.photo.id,
      originalFileId: originalOf.get(line.photo.id) ?? null,
      photoName: line.photo.name,
      photoOriginalName: line.photo.originalName,
      photoWidth: line.photo.width,
      photoHeight: line.photo.height,
      format: option.format,
      optionId: option.optionId,
      optionWidth: option.width,
      optionHeight: option.height,
      optionUnit: option.unit,
      weightGrams: option.weightGrams,
      unitPriceCents: line.unitPriceCents,
      quantity: line.quantity,
      lineTotalCents: line.lineTotalCents,
      extra: line.extra,
      // The lab's crop: only where the print cuts part of the photo away.
      ...(line.crop && !isWholePhoto(line.crop) && { crop: { ...line.crop } }),
      position,
      ...photographerOf.get(line.photo.id),
    };
  });
  const existing = await tx.order.findUnique({ where: { cartId: view.cart.id } });
  if (existing) {
    if (existing.status !== 'AWAITING_PAYMENT') throw new NotFoundError('Este pedido já foi fechado');
    await tx.orderItem.deleteMany({ where: { orderId: existing.id } });
    return tx.order.update({
      where: { id: existing.id },
      data: { ...data, paymentStatus: 'PENDING', items: { create: items } },
    });
  }
  const order = await tx.order.create({
    data: {
      ...data,
      studioId: view.cart.studioId,
      cartId: view.cart.id,
      number: await nextOrderNumber(tx, view.cart.studioId),
      items: { create: items },
    },
  });
  await emitOrderEvent(tx, 'order.created', order);
  return order;
}
