// The `data` integrators receive with each studio event, one small shape per object (the README's integration guide
// documents them), and the calls the services make inside their transactions to emit them. Ids are given both as
// the GraphQL global id (`id`, for node(id:)) and as the row id the REST paths take. No personal data travels: an
// integrator reads the customer through the API with a token that may.
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { Event, Order, Photo, Prisma } from '../../generated/prisma/client.ts';
import { emitStudioEvent, type WebhookEventType } from './studio-events.ts';

type Tx = Prisma.TransactionClient;

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** order.*: where the order stands and what it costs, in centavos. */
export function orderEventData(order: Order) {
  return {
    id: encodeGlobalID('Order', order.id),
    pedidoId: order.id,
    number: order.number,
    eventSlug: order.eventSlug,
    eventName: order.eventName,
    status: order.status,
    paymentStatus: order.paymentStatus,
    digitalDeliveryStatus: order.digitalDeliveryStatus,
    physicalDeliveryStatus: order.physicalDeliveryStatus,
    deliveryPreference: order.deliveryPreference,
    trackingCode: order.trackingCode,
    subtotalCents: order.subtotalCents,
    discountCents: order.discountCents,
    shippingChargedCents: order.shippingChargedCents,
    totalCents: order.totalCents,
    createdAt: order.createdAt.toISOString(),
    paidAt: iso(order.paidAt),
    digitalReleasedAt: iso(order.digitalReleasedAt),
    shippedAt: iso(order.shippedAt),
    pickupNotifiedAt: iso(order.pickupNotifiedAt),
  };
}

/** event.*: the event as the studio set it up. */
export function eventEventData(event: Event) {
  return {
    id: encodeGlobalID('Event', event.id),
    eventId: event.id,
    slug: event.slug,
    name: event.name,
    published: event.published,
    eventDate: event.eventDate?.toISOString().slice(0, 10) ?? null,
    deliveryFormat: event.deliveryFormat,
    mode: event.mode,
    photoCount: event.photoCount,
    createdAt: event.createdAt.toISOString(),
    updatedAt: event.updatedAt.toISOString(),
  };
}

/** photo.*: the photo and the event it belongs to. */
export function photoEventData(photo: Photo, event: Pick<Event, 'id' | 'slug'>) {
  return {
    id: encodeGlobalID('Photo', photo.id),
    photoId: photo.id,
    eventId: encodeGlobalID('Event', event.id),
    eventSlug: event.slug,
    name: photo.name,
    originalName: photo.originalName,
    width: photo.width,
    height: photo.height,
    status: photo.status,
    createdAt: photo.createdAt.toISOString(),
  };
}

export type OrderEventType = Extract<WebhookEventType, `order.${string}`>;

/** Emits an order.* event with the order as it is now in `tx`. */
export function emitOrderEvent(tx: Tx, type: OrderEventType, order: Order): Promise<void> {
  return emitStudioEvent(tx, {
    studioId: order.studioId,
    type,
    objectId: order.id,
    data: orderEventData(order),
  });
}

/** Emits event.created or event.updated with the event as it is now in `tx`. */
export async function emitEventEvent(
  tx: Tx,
  type: 'event.created' | 'event.updated',
  eventId: string,
): Promise<void> {
  const event = await tx.event.findUnique({ where: { id: eventId } });
  if (event)
    await emitStudioEvent(tx, {
      studioId: event.studioId,
      type,
      objectId: event.id,
      data: eventEventData(event),
    });
}

/** Emits photo.ready for a photo that has just become ready in `tx`. */
export async function emitPhotoReady(tx: Tx, photoId: string): Promise<void> {
  const photo = await tx.photo.findUnique({
    where: { id: photoId },
    include: { event: { select: { id: true, slug: true } } },
  });
  if (photo)
    await emitStudioEvent(tx, {
      studioId: photo.studioId,
      type: 'photo.ready',
      objectId: photo.id,
      data: photoEventData(photo, photo.event),
    });
}
