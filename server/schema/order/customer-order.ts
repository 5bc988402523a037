// What the customer sees of a payment attempt and of their order (the delivery page).

import { builder } from '../../builder.ts';
import type { Context } from '../../context.ts';
import {
  DownloadPeriodEndedError,
  downloadDeadline,
  downloadsOpen as periodOpen,
} from '../../domain/event-expiry.ts';
import { uuidOrNil } from '../../domain/ids.ts';
import { allowsDownloads, paymentStatusLabels } from '../../domain/payments.ts';
import { parseCrop } from '../../domain/print-crop.ts';
import { purchasedThumbnailSize } from '../../services/images/pipelines.ts';
import { findCustomerOrder, orderAccessToken } from '../../services/orders/order-access.ts';
import {
  type CustomerOrderShape,
  customerOrderInclude,
  customerOrderOfCart,
  customerOrderOfSession,
  customerOrderShape,
  latestPaymentOfCart,
} from '../../services/orders/order-queries.ts';
import { gallerySessionOf } from '../../services/request-context.ts';
import { CartRef, PrintCropRef } from '../cart/types.ts';
import {
  DeliveryPreferenceEnum,
  DigitalDeliveryStatusEnum,
  OptionFormatEnum,
  OrderStatusEnum,
  PaymentStatusEnum,
  PhysicalDeliveryStatusEnum,
  SizeUnitEnum,
} from '../enums.ts';
import { ImageRef } from '../image/types.ts';
import { PaymentAttemptRef } from './payment-attempt.ts';

export interface OrderPhotoShape {
  order: CustomerOrderShape;
  item: CustomerOrderShape['items'][number];
  context: Context;
}

function previewOf(item: CustomerOrderShape['items'][number], variant: 'PREVIEW' | 'THUMBNAIL') {
  const photo = item.photo;
  if (!photo || photo.watermarkRevision !== photo.studio.watermarkRevision) return null;
  return photo.files.find((file) => file.variant === variant) ?? null;
}

/** Paid (or exempt), released, and within the period after the event's expiry. */
function downloadsOpen(order: CustomerOrderShape): boolean {
  return (
    allowsDownloads(order.paymentStatus) &&
    order.digitalDeliveryStatus === 'RELEASED' &&
    periodOpen(order.event?.expiresAt, order.studio.downloadDaysAfterExpiry)
  );
}

const deadlineOf = (order: CustomerOrderShape) =>
  downloadDeadline(order.event?.expiresAt, order.studio.downloadDaysAfterExpiry);

export const OrderPhotoRef = builder.objectRef<OrderPhotoShape>('OrderPhoto').implement({
  description:
    'A photo as sold in an order; it stays listed even after the photo is deleted from the gallery.',
  fields: (t) => ({
    name: t.string({ resolve: ({ item }) => item.photoName }),
    originalName: t.string({ resolve: ({ item }) => item.photoOriginalName }),
    photoDeleted: t.boolean({
      description: 'Its preview is gone: show "Preview não disponível, pois a imagem foi deletada".',
      resolve: ({ item }) => item.photoId === null,
    }),
    preview: t.field({ type: ImageRef, nullable: true, resolve: ({ item }) => previewOf(item, 'PREVIEW') }),
    thumbnail: t.field({
      type: ImageRef,
      nullable: true,
      resolve: ({ item }) => previewOf(item, 'THUMBNAIL'),
    }),
    purchasedThumbnail: t.field({
      type: ImageRef,
      nullable: true,
      description:
        "For the buyer of a paid (or exempt) order: the photo's thumbnail without the watermark, rendered from the original.",
      resolve: ({ order, item, context }) => {
        if (context.viewer.kind === 'admin' || !item.originalFileId || !allowsDownloads(order.paymentStatus))
          return null;
        const code = orderAccessToken(context.services.secrets, order.id);
        return {
          storageKey: '',
          ...purchasedThumbnailSize({ width: item.photoWidth, height: item.photoHeight }),
          url: `/api/${order.eventSlug}/entrega/${order.id}/miniatura/${item.id}?acesso=${code}`,
        };
      },
    }),
    format: t.field({ type: OptionFormatEnum, resolve: ({ item }) => item.format }),
    optionId: t.string({ resolve: ({ item }) => item.optionId }),
    width: t.float({ resolve: ({ item }) => item.optionWidth }),
    height: t.float({ resolve: ({ item }) => item.optionHeight }),
    unit: t.field({ type: SizeUnitEnum, resolve: ({ item }) => item.optionUnit }),
    quantity: t.int({ resolve: ({ item }) => item.quantity }),
    unitPriceCents: t.int({ resolve: ({ item }) => item.unitPriceCents }),
    lineTotalCents: t.int({ resolve: ({ item }) => item.lineTotalCents }),
    extra: t.boolean({ resolve: ({ item }) => item.extra }),
    crop: t.field({
      type: PrintCropRef,
      nullable: true,
      description: 'A print whose shape differs from the photo: the part the customer chose to print.',
      resolve: ({ item }) => parseCrop(item.crop),
    }),
    originalFileId: t.string({
      nullable: true,
      description:
        'For the studio: the original to download with createDownloadLink, while the photo exists.',
      resolve: ({ item, context }) => (context.viewer.kind === 'admin' ? item.originalFileId : null),
    }),
    downloadUrl: t.string({
      nullable: true,
      description:
        'The high-resolution file: for the customer once the order is paid (or exempt) and the download released; for the studio whenever the photo still exists.',
      resolve: ({ order, item, context }) => {
        if (!item.originalFileId) return null;
        if (context.viewer.kind === 'admin')
          return `/api/adm/${order.eventSlug}/download/${item.originalFileId}`;
        return item.format === 'DIGITAL' && downloadsOpen(order)
          ? `/api/${order.eventSlug}/download/${item.originalFileId}?pedido=${order.id}&acesso=${orderAccessToken(context.services.secrets, order.id)}`
          : null;
      },
    }),
  }),
});

export const CustomerOrderRef = builder.objectRef<CustomerOrderShape>('CustomerOrder');

builder.node(CustomerOrderRef, {
  id: { resolve: (order) => order.id },
  loadOne: async (id, context) => {
    const sessionId = gallerySessionOf(context);
    const order = sessionId ? await customerOrderOfSession(context.db, id, sessionId) : null;
    return order;
  },
  isTypeOf: (value) => typeof value === 'object' && value !== null && 'latestPayment' in value,
  fields: (t) => ({
    orderId: t.exposeString('id', { description: 'pedidoId: the delivery page is /{urlEvento}/{orderId}.' }),
    number: t.exposeInt('number'),
    eventName: t.exposeString('eventName'),
    eventSlug: t.exposeString('eventSlug'),
    status: t.expose('status', { type: OrderStatusEnum }),
    paymentStatus: t.expose('paymentStatus', { type: PaymentStatusEnum }),
    paymentStatusLabel: t.string({ resolve: (order) => paymentStatusLabels[order.paymentStatus] }),
    subtotalCents: t.exposeInt('subtotalCents'),
    shippingChargedCents: t.exposeInt('shippingChargedCents'),
    totalCents: t.exposeInt('totalCents'),
    deliveryPreference: t.expose('deliveryPreference', { type: DeliveryPreferenceEnum, nullable: true }),
    shippingServiceName: t.exposeString('shippingServiceName', { nullable: true }),
    shippingDeadlineDays: t.exposeInt('shippingDeadlineDays', { nullable: true }),
    trackingCode: t.exposeString('trackingCode', { nullable: true }),
    digitalDeliveryStatus: t.expose('digitalDeliveryStatus', {
      type: DigitalDeliveryStatusEnum,
      nullable: true,
    }),
    physicalDeliveryStatus: t.expose('physicalDeliveryStatus', {
      type: PhysicalDeliveryStatusEnum,
      nullable: true,
    }),
    downloadsAllowed: t.boolean({ resolve: downloadsOpen }),
    downloadsUntil: t.field({
      type: 'DateTime',
      nullable: true,
      description:
        "The last instant the order's photos download: its event's expiry plus the studio's days; null: no end.",
      resolve: deadlineOf,
    }),
    downloadsEndedMessage: t.string({
      nullable: true,
      description:
        "Once the period after the event's expiry ended: 'O prazo para baixar as fotos deste pedido terminou em ...'.",
      resolve: (order) => {
        const deadline = deadlineOf(order);
        return deadline && !periodOpen(order.event?.expiresAt, order.studio.downloadDaysAfterExpiry)
          ? new DownloadPeriodEndedError(deadline).message
          : null;
      },
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    paidAt: t.expose('paidAt', { type: 'DateTime', nullable: true }),
    payment: t.field({ type: PaymentAttemptRef, nullable: true, resolve: (order) => order.latestPayment }),
    digitalPhotos: t.field({
      type: [OrderPhotoRef],
      description: 'fotosDigitais',
      resolve: (order, _args, context) =>
        order.items.filter((item) => item.format === 'DIGITAL').map((item) => ({ order, item, context })),
    }),
    printedPhotos: t.field({
      type: [OrderPhotoRef],
      description: 'fotosImpressas',
      resolve: (order, _args, context) =>
        order.items.filter((item) => item.format === 'PRINTED').map((item) => ({ order, item, context })),
    }),
  }),
});

builder.queryField('customerOrder', (t) =>
  t.field({
    type: CustomerOrderRef,
    nullable: true,
    description:
      "An order, for its customer's session or with the access code of its e-mailed link. The delivery page's address names it by the order id or by the id of the session that placed it.",
    args: { orderId: t.arg.string({ required: true }), accessToken: t.arg.string() },
    resolve: async (_root, { orderId, accessToken }, context) => {
      const order = await findCustomerOrder(
        context,
        { orderId: uuidOrNil(orderId), accessToken },
        customerOrderInclude,
      );
      return order && customerOrderShape(order);
    },
  }),
);

builder.objectFields(CartRef, (t) => ({
  order: t.field({
    type: CustomerOrderRef,
    nullable: true,
    description: 'The order this cart became at checkout.',
    resolve: (view, _args, context) => customerOrderOfCart(context.db, view.cart.id),
  }),
  payment: t.field({
    type: PaymentAttemptRef,
    nullable: true,
    description: 'The latest payment attempt (pagamento).',
    resolve: (view, _args, context) => latestPaymentOfCart(context.db, view.cart.id),
  }),
}));
