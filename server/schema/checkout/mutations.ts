// Checkout: shipping quote, postal-code lookup, payment, another payment method, and the customer's order.

import { z } from 'zod';
import { builder } from '../../builder.ts';
import type { Context } from '../../context.ts';
import { CartClosedError, CheckoutGuardError } from '../../domain/cart.ts';
import { isValidCpf, payerAddressSchema } from '../../domain/customer-data.ts';
import { GalleryClosedError } from '../../domain/event-expiry.ts';
import { uuidOrNil } from '../../domain/ids.ts';
import { StudioSuspendedError } from '../../domain/operator.ts';
import {
  PaymentFailedError,
  PaymentInProgressError,
  PaymentsNotConfiguredError,
} from '../../domain/payments.ts';
import { CepMalformedError, CepNotFoundError } from '../../domain/postal-codes.ts';
import {
  ShippingNotOfferedError,
  ShippingNotPossibleError,
  ShippingUnavailableError,
} from '../../domain/shipping-quotes.ts';
import { loadCartView } from '../../services/cart/cart-view.ts';
import { type CartShippingQuote, quoteCartShipping } from '../../services/cart/shipping-quote.ts';
import { chooseAnotherPaymentMethod, processPayment } from '../../services/checkout/process-payment.ts';
import { customerOrderById, paymentById } from '../../services/orders/order-queries.ts';
import { requireGallerySession } from '../../services/request-context.ts';
import { CartRef } from '../cart/types.ts';
import { ShippingPayerEnum } from '../enums.ts';
import { commonErrors } from '../errors/types.ts';
import { CustomerOrderRef } from '../order/customer-order.ts';
import { PaymentAttemptRef } from '../order/payment-attempt.ts';
import { requestOrigin } from '../origin.ts';

const customer = { isGalleryCustomer: true } as const;

function cartOfSession(context: Context, sessionId: string) {
  return loadCartView(context.db, { sessionId });
}

const QuoteRef = builder
  .objectRef<CartShippingQuote & { sessionId: string }>('QuoteShippingPayload')
  .implement({
    fields: (t) => ({
      serviceName: t.exposeString('serviceName'),
      carrier: t.exposeString('carrier'),
      priceCents: t.exposeInt('priceCents'),
      chargedCents: t.exposeInt('chargedCents', {
        description: 'What the customer pays (0 when the studio pays).',
      }),
      deadlineDays: t.exposeInt('deadlineDays'),
      payer: t.expose('payer', { type: ShippingPayerEnum }),
      cart: t.field({
        type: CartRef,
        resolve: (quote, _args, context) => cartOfSession(context, quote.sessionId),
      }),
    }),
  });

const QuoteShippingInput = builder.inputType('QuoteShippingInput', {
  fields: (t) => ({ cep: t.string({ required: true }) }),
});

builder.mutationField('quoteShipping', (t) =>
  t.field({
    type: QuoteRef,
    authScopes: customer,
    errors: {
      types: [
        CepMalformedError,
        CepNotFoundError,
        ShippingUnavailableError,
        ShippingNotOfferedError,
        ShippingNotPossibleError,
        GalleryClosedError,
        CartClosedError,
        ...commonErrors,
      ],
    },
    args: { input: t.arg({ type: QuoteShippingInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const quote = await quoteCartShipping(context, input.cep);
      return { ...quote, sessionId: requireGallerySession(context) };
    },
  }),
);

const PayerAddressInput = builder.inputType('PayerAddressInput', {
  fields: (t) => ({
    zipCode: t.string({ required: true }),
    streetName: t.string({ required: true }),
    streetNumber: t.string({ required: true }),
    neighborhood: t.string({ required: true }),
    city: t.string({ required: true }),
    federalUnit: t.string({ required: true }),
  }),
  validate: payerAddressSchema,
});

const ProcessPaymentInput = builder.inputType('ProcessPaymentInput', {
  description: "The Payment Brick's form data; the amount is the server's, whatever the form says.",
  fields: (t) => ({
    idempotencyKey: t.string({
      required: true,
      validate: z
        .string()
        .trim()
        .min(8, 'Chave de idempotência inválida')
        .max(100, 'Chave de idempotência inválida'),
    }),
    paymentMethodId: t.string(),
    paymentTypeId: t.string(),
    token: t.string(),
    issuerId: t.string(),
    installments: t.int(),
    payerEmail: t.string(),
    payerCpf: t.string({
      description: "The payer's CPF when the Brick collected one (boleto, Pix); else the customer's own.",
      validate: z.string().refine(isValidCpf, 'CPF inválido').nullish(),
    }),
    payerAddress: t.field({
      type: PayerAddressInput,
      description: "The payer's address the Brick collects for a boleto; else the delivery address, if any.",
    }),
  }),
});

builder.mutationField('processPayment', (t) =>
  t.field({
    type: builder
      .objectRef<{ orderId: string; paymentId: string | null; sessionId: string }>('ProcessPaymentPayload')
      .implement({
        fields: (p) => ({
          exempt: p.boolean({
            description: 'The order needed no payment (isento).',
            resolve: (payload) => payload.paymentId === null,
          }),
          payment: p.field({
            type: PaymentAttemptRef,
            nullable: true,
            resolve: (payload, _args, context) =>
              payload.paymentId ? paymentById(context.db, payload.paymentId) : null,
          }),
          order: p.field({
            type: CustomerOrderRef,
            resolve: (payload, _args, context) => customerOrderById(context.db, payload.orderId),
          }),
          cart: p.field({
            type: CartRef,
            resolve: (payload, _args, context) => cartOfSession(context, payload.sessionId),
          }),
        }),
      }),
    authScopes: customer,
    errors: {
      types: [
        CheckoutGuardError,
        PaymentFailedError,
        PaymentInProgressError,
        PaymentsNotConfiguredError,
        GalleryClosedError,
        CartClosedError,
        StudioSuspendedError,
        ...commonErrors,
      ],
    },
    args: { input: t.arg({ type: ProcessPaymentInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const { idempotencyKey, ...form } = input;
      const result = await processPayment(context, {
        idempotencyKey: idempotencyKey.trim(),
        form: form.paymentMethodId ? { ...form, paymentMethodId: form.paymentMethodId } : null,
        storefrontUrl: requestOrigin(context),
      });
      return { ...result, sessionId: requireGallerySession(context) };
    },
  }),
);

const ChooseAnotherPaymentMethodInput = builder.inputType('ChooseAnotherPaymentMethodInput', {
  fields: (t) => ({
    paymentId: t.string({ required: true, description: 'The refused or expired payment.' }),
  }),
});

builder.mutationField('chooseAnotherPaymentMethod', (t) =>
  t.field({
    type: builder.objectRef<{ sessionId: string }>('ChooseAnotherPaymentMethodPayload').implement({
      fields: (p) => ({
        message: p.string({ resolve: () => 'Escolha outro meio de pagamento' }),
        cart: p.field({
          type: CartRef,
          resolve: (payload, _args, context) => cartOfSession(context, payload.sessionId),
        }),
      }),
    }),
    authScopes: customer,
    errors: { types: [GalleryClosedError, PaymentInProgressError, ...commonErrors] },
    args: { input: t.arg({ type: ChooseAnotherPaymentMethodInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      await chooseAnotherPaymentMethod(context, { paymentId: uuidOrNil(input.paymentId) });
      return { sessionId: requireGallerySession(context) };
    },
  }),
);
