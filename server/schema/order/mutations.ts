// The studio's fulfilment actions (spec 000 section 7): release downloads, move printed photos along, notify the
// customer of shipping or pickup.

import type { InputObjectRef } from '@pothos/core';
import { builder } from '../../builder.ts';
import type { Context } from '../../context.ts';
import { FulfilmentError, type PhysicalDeliveryStatus, trackingCodeSchema } from '../../domain/fulfilment.ts';
import { uuidOrNil } from '../../domain/ids.ts';
import { byRole } from '../../role-gate.ts';
import {
  type FulfilmentResult,
  notifyShipment,
  type OrderReference,
  releaseDigitalDelivery,
  resendPickupNotice,
  setPhysicalDeliveryStatus,
} from '../../services/orders/fulfilment.ts';
import { PhysicalDeliveryStatusEnum } from '../enums.ts';
import { commonErrors } from '../errors/types.ts';
import { OrderRef } from './types.ts';

interface FulfilmentPayload {
  message: string;
  orderId: string;
  notified: boolean;
}

const FulfilmentPayloadRef = builder.objectRef<FulfilmentPayload>('FulfilmentPayload').implement({
  fields: (t) => ({
    message: t.exposeString('message'),
    customerNotified: t.exposeBoolean('notified', {
      description: 'The customer was sent an e-mail about it.',
    }),
    order: t.prismaField({
      type: 'Order',
      resolve: (query, payload, _args, context) =>
        context.db.order.findUniqueOrThrow({ ...query, where: { id: payload.orderId } }),
    }),
  }),
});

function fulfilmentMutation<Input extends OrderInput>(
  name: string,
  description: string,
  input: InputObjectRef<typeof builder.$inferSchemaTypes, Input>,
  run: (context: Context, reference: OrderReference, input: Input) => Promise<FulfilmentResult>,
  message: (result: FulfilmentResult) => string,
) {
  builder.mutationField(name, (t) =>
    t.field({
      type: FulfilmentPayloadRef,
      description,
      authScopes: byRole,
      errors: { types: [FulfilmentError, ...commonErrors] },
      args: { input: t.arg({ type: input, required: true }) },
      resolve: async (_root, args, context) => {
        // The ref's type says the input is Input; Pothos's args type does not resolve for a generic Input.
        const { input: values } = args as { input: Input };
        const reference = {
          // Not a UUID: no order (the raw SQL's cast would refuse it with a 500).
          orderId: uuidOrNil(values.order.id),
          eventSlug: values.eventSlug ?? null,
        };
        const result = await run(context, reference, values);
        return { message: message(result), orderId: result.order.id, notified: result.notified };
      },
    }),
  );
}

interface OrderInput {
  order: { id: string };
  eventSlug?: string | null;
}

/** The fields every fulfilment input has: the order, and optionally the event it must belong to. */
const orderFields = (t: Parameters<Parameters<typeof builder.inputType>[1]['fields']>[0]) => ({
  order: t.globalID({ for: OrderRef, required: true }),
  eventSlug: t.string({ description: 'urlEvento: when given, the order must be of this event.' }),
});

const orderOnly = (name: string) => builder.inputType(name, { fields: orderFields });

fulfilmentMutation(
  'releaseDigitalDelivery',
  'liberar-entrega-imagens-digitais: opens the downloads of a paid order and e-mails the customer.',
  orderOnly('ReleaseDigitalDeliveryInput'),
  (context, reference) => releaseDigitalDelivery(context, reference),
  () => 'Fotos digitais liberadas. Cliente avisado com sucesso',
);

fulfilmentMutation<OrderInput & { status: PhysicalDeliveryStatus }>(
  'setPhysicalDeliveryStatus',
  'status-entrega-fisica: preparacao -> enviado (delivery) or aguardando-retirada (pickup, e-mails the customer).',
  builder.inputType('SetPhysicalDeliveryStatusInput', {
    fields: (t) => ({
      ...orderFields(t),
      status: t.field({ type: PhysicalDeliveryStatusEnum, required: true }),
    }),
  }),
  (context, reference, input) => setPhysicalDeliveryStatus(context, reference, input.status),
  (result) => (result.notified ? 'Cliente avisado com sucesso' : 'Status da entrega atualizado'),
);

fulfilmentMutation<OrderInput & { trackingCode?: string | null }>(
  'notifyShipment',
  'notificar-sobre-envio-entrega-fisica: the photos were shipped (optional tracking code); e-mails the customer.',
  builder.inputType('NotifyShipmentInput', {
    fields: (t) => ({
      ...orderFields(t),
      trackingCode: t.string({ description: 'codigoDeRastreio (optional).', validate: trackingCodeSchema }),
    }),
  }),
  (context, reference, input) => notifyShipment(context, reference, input.trackingCode ?? null),
  () => 'Cliente avisado com sucesso',
);

fulfilmentMutation(
  'resendPickupNotice',
  'E-mails the customer again that the photos wait for pickup.',
  orderOnly('ResendPickupNoticeInput'),
  (context, reference) => resendPickupNotice(context, reference),
  () => 'Cliente avisado com sucesso',
);
