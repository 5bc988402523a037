// Orders as the studio follows them: the per-event list with filters and counts, and the detail (Fatura, Cliente,
// delivery, shipping, photos). The order keeps its own copy of what was sold, whatever happened to the photos since.

import { builder } from '../../builder.ts';
import type { Context } from '../../context.ts';
import { addressOf } from '../../domain/address.ts';
import { digitalStatusLabels, physicalStatusLabels } from '../../domain/fulfilment.ts';
import { paymentStatusLabels } from '../../domain/payments.ts';
import type { Order, Prisma } from '../../generated/prisma/client.ts';
import { customerOrderById, paymentsOfOrder } from '../../services/orders/order-queries.ts';
import { AddressRef } from '../address/types.ts';
import {
  DeliveryPreferenceEnum,
  DigitalDeliveryOptionEnum,
  DigitalDeliveryStatusEnum,
  EventModeEnum,
  OrderStatusEnum,
  PaymentStatusEnum,
  PhysicalDeliveryStatusEnum,
  ShippingPayerEnum,
} from '../enums.ts';
import { inStudio } from '../node/tenant-where.ts';
import { OrderPhotoRef } from './customer-order.ts';
import { PaymentAttemptRef } from './payment-attempt.ts';

const OrderCustomerRef = builder.objectRef<Order>('OrderCustomer').implement({
  description: 'Cliente: the personal data given at checkout.',
  fields: (t) => ({
    firstName: t.exposeString('customerFirstName'),
    lastName: t.exposeString('customerLastName'),
    fullName: t.string({ resolve: (order) => `${order.customerFirstName} ${order.customerLastName}`.trim() }),
    email: t.exposeString('customerEmail'),
    whatsApp: t.exposeString('customerWhatsApp', { description: 'With the country code 55.' }),
    cpf: t.exposeString('customerCpf', { description: '11 digits.' }),
  }),
});

const OrderShippingRef = builder.objectRef<Order>('OrderShipping').implement({
  description: 'frete: the quote the customer accepted.',
  fields: (t) => ({
    serviceName: t.string({ resolve: (order) => order.shippingServiceName ?? '' }),
    provider: t.exposeString('shippingProvider', { nullable: true }),
    priceCents: t.exposeInt('shippingPriceCents', { description: 'What the carrier quoted.' }),
    chargedCents: t.exposeInt('shippingChargedCents', {
      description: 'What the customer paid (0 when the studio pays).',
    }),
    deadlineDays: t.exposeInt('shippingDeadlineDays', { nullable: true }),
    payer: t.expose('shippingPayer', { type: ShippingPayerEnum, nullable: true }),
    trackingCode: t.exposeString('trackingCode', { nullable: true }),
  }),
});

const OrderPackageRef = builder.objectRef<Order>('OrderPackage').implement({
  description: 'pacote: the parcel the quote was for (grams and centimetres).',
  fields: (t) => ({
    weightGrams: t.int({ resolve: (order) => order.packageWeightGrams ?? 0 }),
    heightCm: t.float({ resolve: (order) => order.packageHeightCm ?? 0 }),
    widthCm: t.float({ resolve: (order) => order.packageWidthCm ?? 0 }),
    lengthCm: t.float({ resolve: (order) => order.packageLengthCm ?? 0 }),
  }),
});

async function photosOf(order: Order, context: Context) {
  const shape = await customerOrderById(context.db, order.id);
  return shape.items.map((item) => ({ order: shape, item, context }));
}

export const OrderRef = builder.prismaNode('Order', {
  id: { field: 'id' },
  findUnique: inStudio,
  nullable: true,
  authScopes: { adminCan: 'Order' },
  fields: (t) => ({
    orderId: t.exposeString('id', { description: 'pedidoId, as in /adm/pedidos/{urlEvento}/{pedidoId}.' }),
    number: t.exposeInt('number'),
    sessionId: t.exposeString('sessionId', {
      nullable: true,
      description: 'sessaoId: the gallery session that placed it (null once the session is gone).',
    }),
    eventName: t.exposeString('eventName'),
    eventSlug: t.exposeString('eventSlug'),
    event: t.relation('event', {
      nullable: true,
      description: 'Null when the event was deleted after the sale.',
    }),
    mode: t.expose('mode', { type: EventModeEnum }),
    status: t.expose('status', { type: OrderStatusEnum }),
    paymentStatus: t.expose('paymentStatus', { type: PaymentStatusEnum }),
    paymentStatusLabel: t.string({
      description: 'Pendente, Aprovado, Rejeitado, Expirado, Isento...',
      resolve: (order) => paymentStatusLabels[order.paymentStatus],
    }),
    subtotalCents: t.exposeInt('subtotalCents'),
    shippingChargedCents: t.exposeInt('shippingChargedCents'),
    totalCents: t.exposeInt('totalCents'),
    customerName: t.string({
      resolve: (order) => `${order.customerFirstName} ${order.customerLastName}`.trim(),
    }),
    customer: t.field({ type: OrderCustomerRef, resolve: (order) => order }),
    deliveryPreference: t.expose('deliveryPreference', { type: DeliveryPreferenceEnum, nullable: true }),
    deliveryAddress: t.field({
      type: AddressRef,
      nullable: true,
      description: 'enderecoEntrega: only for printed photos sent by post.',
      resolve: (order) => (order.addressCep ? addressOf(order) : null),
    }),
    shipping: t.field({
      type: OrderShippingRef,
      nullable: true,
      resolve: (order) =>
        order.deliveryPreference === 'DELIVERY' && order.shippingServiceName ? order : null,
    }),
    package: t.field({
      type: OrderPackageRef,
      nullable: true,
      resolve: (order) => (order.packageWeightGrams !== null ? order : null),
    }),
    trackingCode: t.exposeString('trackingCode', { nullable: true }),
    digitalDelivery: t.expose('digitalDelivery', { type: DigitalDeliveryOptionEnum, nullable: true }),
    digitalDeliveryStatus: t.expose('digitalDeliveryStatus', {
      type: DigitalDeliveryStatusEnum,
      nullable: true,
    }),
    digitalDeliveryStatusLabel: t.string({
      nullable: true,
      resolve: (order) => order.digitalDeliveryStatus && digitalStatusLabels[order.digitalDeliveryStatus],
    }),
    physicalDeliveryStatus: t.expose('physicalDeliveryStatus', {
      type: PhysicalDeliveryStatusEnum,
      nullable: true,
    }),
    physicalDeliveryStatusLabel: t.string({
      nullable: true,
      resolve: (order) => order.physicalDeliveryStatus && physicalStatusLabels[order.physicalDeliveryStatus],
    }),
    itemCount: t.relationCount('items'),
    items: t.field({
      type: [OrderPhotoRef],
      description: 'Every line sold, in order, with previews while the photos exist.',
      resolve: (order, _args, context) => photosOf(order, context),
    }),
    payment: t.field({
      type: PaymentAttemptRef,
      nullable: true,
      description: 'The latest payment attempt.',
      resolve: async (order, _args, context) => (await paymentsOfOrder(context.db, order.id, 1))[0] ?? null,
    }),
    payments: t.field({
      type: [PaymentAttemptRef],
      description: 'Every attempt, newest first.',
      resolve: (order, _args, context) => paymentsOfOrder(context.db, order.id),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    paidAt: t.expose('paidAt', { type: 'DateTime', nullable: true }),
    digitalReleasedAt: t.expose('digitalReleasedAt', { type: 'DateTime', nullable: true }),
    shippedAt: t.expose('shippedAt', { type: 'DateTime', nullable: true }),
    pickupNotifiedAt: t.expose('pickupNotifiedAt', { type: 'DateTime', nullable: true }),
  }),
});

export const OrderFilter = builder.inputType('OrderFilter', {
  description: 'Every field given must match (any of its values).',
  fields: (t) => ({
    status: t.field({ type: [OrderStatusEnum] }),
    paymentStatus: t.field({ type: [PaymentStatusEnum] }),
    digitalDeliveryStatus: t.field({ type: [DigitalDeliveryStatusEnum] }),
    physicalDeliveryStatus: t.field({ type: [PhysicalDeliveryStatusEnum] }),
  }),
});

type OrderFilterInput = {
  status?: Order['status'][] | null;
  paymentStatus?: Order['paymentStatus'][] | null;
  digitalDeliveryStatus?: NonNullable<Order['digitalDeliveryStatus']>[] | null;
  physicalDeliveryStatus?: NonNullable<Order['physicalDeliveryStatus']>[] | null;
};

export function orderWhere(filter: OrderFilterInput | null | undefined): Prisma.OrderWhereInput {
  if (!filter) return {};
  return {
    ...(filter.status?.length && { status: { in: filter.status } }),
    ...(filter.paymentStatus?.length && { paymentStatus: { in: filter.paymentStatus } }),
    ...(filter.digitalDeliveryStatus?.length && {
      digitalDeliveryStatus: { in: filter.digitalDeliveryStatus },
    }),
    ...(filter.physicalDeliveryStatus?.length && {
      physicalDeliveryStatus: { in: filter.physicalDeliveryStatus },
    }),
  };
}
