// GraphQL enums of the domain, from the Prisma enums (names in English; the REST shims speak the spec's words).
import { builder } from '../builder.ts';
import {
  DeliveryPreference,
  DigitalDeliveryOption,
  DigitalDeliveryStatus,
  EventDeliveryFormat,
  EventMode,
  OptionFormat,
  OrderStatus,
  PaymentStatus,
  PhotoStatus,
  PhysicalDeliveryStatus,
  PlanStatus,
  ShippingPayer,
  SizeUnit,
} from '../generated/prisma/enums.ts';

export const EventDeliveryFormatEnum = builder.enumType(EventDeliveryFormat, { name: 'EventDeliveryFormat' });
export const EventModeEnum = builder.enumType(EventMode, { name: 'EventMode' });
export const PhotoStatusEnum = builder.enumType(PhotoStatus, {
  name: 'PhotoStatus',
  description: 'PROCESSING until its preview and thumbnail are rendered; customers see READY photos only.',
});
export const DigitalDeliveryOptionEnum = builder.enumType(DigitalDeliveryOption, {
  name: 'DigitalDeliveryOption',
});
export const ShippingPayerEnum = builder.enumType(ShippingPayer, { name: 'ShippingPayer' });
export const SizeUnitEnum = builder.enumType(SizeUnit, { name: 'SizeUnit' });
export const OptionFormatEnum = builder.enumType(OptionFormat, { name: 'OptionFormat' });
export const PlanStatusEnum = builder.enumType(PlanStatus, { name: 'PlanStatus' });
export const PlanMessageTypeEnum = builder.enumType('PlanMessageType', {
  values: ['ALERT', 'FAILURE'] as const,
});
export const DeliveryPreferenceEnum = builder.enumType(DeliveryPreference, { name: 'DeliveryPreference' });
export const OrderStatusEnum = builder.enumType(OrderStatus, { name: 'OrderStatus' });
export const PaymentStatusEnum = builder.enumType(PaymentStatus, { name: 'PaymentStatus' });
export const DigitalDeliveryStatusEnum = builder.enumType(DigitalDeliveryStatus, {
  name: 'DigitalDeliveryStatus',
});
export const PhysicalDeliveryStatusEnum = builder.enumType(PhysicalDeliveryStatus, {
  name: 'PhysicalDeliveryStatus',
});
