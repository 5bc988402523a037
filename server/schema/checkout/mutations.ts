// Checkout: shipping quote, postal-code lookup, payment, another payment method, and the customer's order.
import { z } from 'zod';
import { builder } from '../../builder.ts';
import type { Context } from '../../context.ts';
import { CheckoutGuardError } from '../../domain/cart.ts';
import { isValidCpf, payerAddressSchema } from '../../domain/customer-data.ts';
import {
  PaymentFailedError,
  PaymentInProgressError,
  PaymentsNotConfiguredError,
} from '../../domain/payments.ts';
import { CartClosedError } from '../../services/cart/cart-changes.ts';
import { loadCartView } from '../../services/cart/cart-view.ts';
import {
  type CartShippingQuote,
  quoteCartShipping,
  ShippingNotPossibleError,
} from '../../services/cart/shipping-quote.ts';
import { chooseAnotherPaymentMethod, processPayment } from '../../services/checkout/process-payment.ts';
import { isOrderAccessToken } from '../../services/orders/order-access.ts';
import {
  CepLookupUnavailableError,
  CepMalformedError,
  CepNotFoundError,
  type PostalAddress,
} from '../../services/postal-codes/postal-code-lookup.ts';
import {
  ShippingNotOfferedError,
  ShippingUnavailableError,
} from '../../services/shipping/shipping-quoter.ts';
import { sessionOf } from '../cart/mutations.ts';
import { CartRef } from '../cart/types.ts';
import { ShippingPayerEnum } from '../enums.ts';
import { commonErrors } from '../errors/types.ts';
import { uuidOrNil } from '../node/tenant-where.ts';
import { PaymentAttemptRef } from '../order/payment-attempt.ts';
import { requestOrigin } from '../origin.ts';
import { requireStudio } from '../selectors.ts';
import { CustomerOrderRef, customerOrderInclude, customerOrderShape } from './types.ts';

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
        CartClosedError,
        ...commonErrors,
      ],
    },
    args: { input: t.arg({ type: QuoteShippingInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const sessionId = sessionOf(context);
      const quote = await quoteCartShipping(
        { db: context.db, shipping: context.services.shipping, postalCodes: context.services.postalCodes },
        sessionId,
        input.cep,
      );
      return { ...quote, sessionId };
    },
  }),
);

const PostalAddressRef = builder.objectRef<PostalAddress>('PostalAddress').implement({
  fields: (t) => ({
    cep: t.exposeString('cep'),
    street: t.exposeString('street'),
    neighborhood: t.exposeString('neighborhood'),
    city: t.exposeString('city'),
    state: t.exposeString('state'),
  }),
});

builder.queryField('postalCode', (t) =>
  t.field({
    type: PostalAddressRef,
    description: "The address of a CEP ('CEP inexistente' / 'CEP mal formado' otherwise).",
    errors: { types: [CepMalformedError, CepNotFoundError, CepLookupUnavailableError] },
    args: { cep: t.arg.string({ required: true }) },
    resolve: (_root, { cep }, context) => context.services.postalCodes.lookup(cep),
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
              payload.paymentId ? context.db.payment.findUnique({ where: { id: payload.paymentId } }) : null,
          }),
          order: p.field({
            type: CustomerOrderRef,
            resolve: async (payload, _args, context) =>
              customerOrderShape(
                await context.db.order.findUniqueOrThrow({
                  where: { id: payload.orderId },
                  include: customerOrderInclude,
                }),
              ),
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
        CartClosedError,
        ...commonErrors,
      ],
    },
    args: { input: t.arg({ type: ProcessPaymentInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const sessionId = sessionOf(context);
      const { idempotencyKey, ...form } = input;
      const result = await processPayment(
        {
          db: context.db,
          secrets: context.services.secrets,
          payments: context.services.payments,
          publicUrl: context.config.publicUrl,
        },
        {
          sessionId,
          idempotencyKey: idempotencyKey.trim(),
          form: form.paymentMethodId ? { ...form, paymentMethodId: form.paymentMethodId } : null,
          storefrontUrl: requestOrigin(context),
        },
      );
      return { ...result, sessionId };
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
    errors: { types: [PaymentInProgressError, ...commonErrors] },
    args: { input: t.arg({ type: ChooseAnotherPaymentMethodInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const sessionId = sessionOf(context);
      await chooseAnotherPaymentMethod(context.db, { sessionId, paymentId: uuidOrNil(input.paymentId) });
      return { sessionId };
    },
  }),
);

builder.queryField('customerOrder', (t) =>
  t.field({
    type: CustomerOrderRef,
    nullable: true,
    description:
      "An order, for its customer's session or with the access code of its e-mailed link. The delivery page's address names it by the order id or by the id of the session that placed it.",
    args: { orderId: t.arg.string({ required: true }), accessToken: t.arg.string() },
    resolve: async (_root, { orderId, accessToken }, context) => {
      const studio = requireStudio(context);
      const id = uuidOrNil(orderId);
      const order = await context.db.order.findFirst({
        where: { studioId: studio.id, OR: [{ id }, { sessionId: id }] },
        orderBy: { createdAt: 'desc' },
        include: customerOrderInclude,
      });
      if (!order) return null;
      const ownSession = context.viewer.kind === 'gallery' && order.sessionId === context.viewer.sessionId;
      if (!ownSession && !isOrderAccessToken(context.services.secrets, order.id, accessToken)) return null;
      return customerOrderShape(order);
    },
  }),
);
