// Checkout, payment, delivery and download calls of spec 001 section 7, and the payment postback address.

import { bodyLimits } from '../../body-limits.ts';
import { uuidOrNil } from '../../domain/ids.ts';
import { centsToDecimal } from '../../domain/money.ts';
import { handleSubscriptionNotification } from '../../services/billing/notifications.ts';
import { subscriptionNotificationPath } from '../../services/billing/subscriptions.ts';
import { handlePaymentNotification } from '../../services/checkout/notifications.ts';
import { renderPurchasedThumbnail } from '../../services/images/pipelines.ts';
import { adminDownload, customerDownload, purchasedOriginal } from '../../services/orders/downloads.ts';
import { customerOrderArchive } from '../../services/orders/order-archive.ts';
import { fileOfDownloadLink } from '../../services/storage/download-links.ts';
import { graphql } from '../__generated__/gql.ts';
import { message, mutationAnswer, ok } from '../answers.ts';
import { sendDownload, sendOrderArchive } from '../downloads.ts';
import {
  deliveryPreferenceWord,
  digitalStatusWord,
  orderPhoto,
  payment,
  physicalStatusWord,
} from '../orders.ts';
import { operation, RestInputError, type RestRoute } from '../route.ts';
import { type BodyReader, bodyOf, id, orderStatuses, paymentStatuses } from '../vocabulary.ts';
import { cart } from './gallery.ts';

const QuoteShipping = graphql(`
  mutation RestQuoteShipping($input: QuoteShippingInput!) {
    quoteShipping(input: $input) {
      __typename
      ... on Error { message }
      ... on QuoteShippingPayload { serviceName chargedCents priceCents deadlineDays payer }
    }
  }
`);

const ProcessPayment = graphql(`
  mutation RestProcessPayment($input: ProcessPaymentInput!) {
    processPayment(input: $input) {
      __typename
      ... on Error { message }
      ... on CheckoutGuardError { flag }
      ... on ProcessPaymentPayload { exempt order { orderId } payment { ...RestPaymentAttempt } }
    }
  }
`);

const ChooseAnother = graphql(`
  mutation RestChooseAnotherPaymentMethod($input: ChooseAnotherPaymentMethodInput!) {
    chooseAnotherPaymentMethod(input: $input) {
      __typename
      ... on Error { message }
      ... on ChooseAnotherPaymentMethodPayload { message cart { ...RestCart } }
    }
  }
`);

const Delivery = graphql(`
  query RestCustomerOrder($orderId: String!, $accessToken: String) {
    customerOrder(orderId: $orderId, accessToken: $accessToken) {
      orderId
      number
      eventName
      eventSlug
      status
      paymentStatus
      totalCents
      trackingCode
      digitalDeliveryStatus
      physicalDeliveryStatus
      deliveryPreference
      createdAt
      payment { ...RestPaymentAttempt }
      digitalPhotos { ...RestOrderPhoto }
      printedPhotos { ...RestOrderPhoto }
    }
  }
`);

export const checkoutRoutes: RestRoute[] = [
  operation({
    method: 'POST',
    path: '/api/:urlEvento/carrinho/calcular-frete',
    auth: 'gallery',
    operation: QuoteShipping,
    variables: (request) => {
      const body = bodyOf(request);
      const address = body.object('enderecoEntrega');
      return { input: { cep: address.has('cep') ? address.text('cep') : body.text('cep') } };
    },
    answer: (data) =>
      mutationAnswer(data.quoteShipping, (quote) =>
        ok({
          preco: centsToDecimal(quote.chargedCents),
          precoTransportadora: centsToDecimal(quote.priceCents),
          nome: quote.serviceName,
          prazo: quote.deadlineDays,
        }),
      ),
  }),
  operation({
    method: 'POST',
    path: '/api/:urlEvento/carrinho/processar-pagamento',
    auth: 'gallery',
    operation: ProcessPayment,
    variables: (request) => {
      const idempotencyKey = request.headers.get('x-idempotency-key')?.trim();
      if (!idempotencyKey) throw new RestInputError('Envie o cabeçalho X-Idempotency-Key');
      // The Brick's form data; transaction_amount and description are ignored: the server prices the order.
      const body = bodyOf(request);
      const form: BodyReader = body.has('formData') ? body.object('formData') : body;
      const installments = form.optionalInteger('installments');
      const payer = form.object('payer');
      const address = payer.object('address');
      return {
        input: {
          idempotencyKey,
          paymentMethodId: form.optionalText('payment_method_id'),
          paymentTypeId: form.optionalText('payment_type_id'),
          token: form.optionalText('token'),
          issuerId: form.optionalText('issuer_id'),
          installments: installments !== null && installments > 0 ? installments : null,
          payerEmail: payer.optionalText('email'),
          payerCpf: payer.object('identification').optionalText('number'),
          // The Brick sends the payer's address for a boleto.
          payerAddress: address.text('zip_code')
            ? {
                zipCode: address.text('zip_code'),
                streetName: address.text('street_name'),
                streetNumber: address.text('street_number'),
                neighborhood: address.text('neighborhood'),
                city: address.text('city'),
                federalUnit: address.text('federal_unit'),
              }
            : null,
        },
      };
    },
    answer: (data) => {
      const result = data.processPayment;
      if (result.__typename === 'CheckoutGuardError') {
        return { status: 409, body: { mensagem: { texto: result.message }, flag: result.flag } };
      }
      return mutationAnswer(result, (success) =>
        ok(
          success.payment
            ? { ...payment(success.payment), pedidoId: success.order.orderId }
            : { id: success.order.orderId, status: 'isento', pedidoId: success.order.orderId },
        ),
      );
    },
  }),
  operation({
    method: 'PATCH',
    path: '/api/:urlEvento/carrinho/escolher-outro-meio-de-pagamento',
    auth: 'gallery',
    operation: ChooseAnother,
    variables: ({ body }) => ({ input: { paymentId: id(body.pagamentoId, 'pagamentoId') } }),
    answer: (data) =>
      mutationAnswer(data.chooseAnotherPaymentMethod, (success) =>
        ok({ mensagem: { texto: success.message }, carrinho: cart(success.cart) }),
      ),
  }),
  operation({
    method: 'GET',
    path: '/api/:urlEvento/entrega/:pedidoId',
    operation: Delivery,
    variables: ({ params, query }) => ({
      orderId: id(params.pedidoId, 'pedidoId'),
      accessToken: query.get('acesso'),
    }),
    answer: ({ customerOrder: order }, { params }) => {
      if (!order || order.eventSlug !== params.urlEvento) return message(404, 'Pedido não encontrado');
      return ok({
        _id: order.orderId,
        numero: order.number,
        nomeEvento: order.eventName,
        status: orderStatuses.toWord(order.status),
        statusPagamento: paymentStatuses.toWord(order.paymentStatus),
        total: centsToDecimal(order.totalCents),
        dataCriacao: order.createdAt,
        pagamento: order.payment && payment(order.payment),
        entregaDigital: { status: digitalStatusWord(order.digitalDeliveryStatus) },
        entregaFisica: {
          preferencia: deliveryPreferenceWord(order.deliveryPreference),
          status: physicalStatusWord(order.physicalDeliveryStatus),
          codigoDeRastreio: order.trackingCode,
        },
        fotosDigitais: order.digitalPhotos.map(orderPhoto),
        fotosImpressas: order.printedPhotos.map(orderPhoto),
      });
    },
  }),
  {
    method: 'GET',
    path: '/api/:urlEvento/download/:arquivoId',
    link: true,
    handle: async ({ params, query }, context) =>
      sendDownload(
        context.services.storage,
        context.studio &&
          (await customerDownload(context, {
            eventSlug: params.urlEvento!,
            fileId: uuidOrNil(params.arquivoId!),
            orderId: query.get('pedido') ? uuidOrNil(query.get('pedido')!) : null,
            accessToken: query.get('acesso'),
          })),
      ),
  },
  {
    // Every digital photo of the order as one ZIP ("Baixar todas"): the gallery session, the e-mailed link's
    // ?acesso= or the page's short-lived ?link= (createOrderArchiveLink).
    method: 'GET',
    path: '/api/:urlEvento/entrega/:pedidoId/fotos.zip',
    link: true,
    handle: async (request, context) => {
      if (!context.studio) return Response.json(message(404, 'Pedido não encontrado').body, { status: 404 });
      const archive = await customerOrderArchive(context, {
        eventSlug: request.params.urlEvento!,
        orderId: uuidOrNil(request.params.pedidoId!),
        accessToken: request.query.get('acesso'),
        linkCode: request.query.get('link'),
      });
      return sendOrderArchive(context.services.storage, archive, request.raw, (error) =>
        context.services.log(`The ZIP of order ${archive.orderId} stopped: ${String(error)}`),
      );
    },
  },
  {
    // A purchased photo without the watermark, thumbnail-sized, for its buyer's order page (paid or exempt).
    method: 'GET',
    path: '/api/:urlEvento/entrega/:pedidoId/miniatura/:itemId',
    handle: async ({ params, query }, context) => {
      const key =
        context.studio &&
        (await purchasedOriginal(context, {
          eventSlug: params.urlEvento!,
          orderId: uuidOrNil(params.pedidoId!),
          itemId: uuidOrNil(params.itemId!),
          accessToken: query.get('acesso'),
        }));
      const original = key && (await context.services.storage.read(key));
      if (!original) return Response.json(message(404, 'Arquivo não encontrado').body, { status: 404 });
      const thumbnail = await renderPurchasedThumbnail(original);
      return new Response(new Uint8Array(thumbnail.data), {
        headers: {
          'Content-Type': thumbnail.mimeType,
          // The address carries the order's code: kept by the buyer's browser only.
          'Cache-Control': 'private, max-age=86400',
          'X-Content-Type-Options': 'nosniff',
        },
      });
    },
  },
  {
    method: 'GET',
    path: '/api/adm/:urlEvento/download/:arquivoId',
    auth: 'admin',
    handle: async ({ params }, context) =>
      sendDownload(
        context.services.storage,
        await adminDownload(context, { eventSlug: params.urlEvento!, fileId: uuidOrNil(params.arquivoId!) }),
      ),
  },
  {
    // A signed, short-lived download link (createDownloadLink) when files are kept in a local folder.
    method: 'GET',
    path: '/api/arquivos/:token',
    link: true,
    handle: async ({ params }, context) =>
      sendDownload(context.services.storage, fileOfDownloadLink(context.services.secrets, params.token!)),
  },
  {
    method: 'POST',
    path: '/api/:urlEstudio/status-pagamento',
    maxBodyBytes: bodyLimits.paymentNotification,
    handle: async (request, context) => {
      const answer = await handlePaymentNotification(context, {
        studioSlug: request.params.urlEstudio!,
        signature: request.headers.get('x-signature'),
        requestId: request.headers.get('x-request-id'),
        query: request.query,
        body: request.body,
      });
      return Response.json({ mensagem: { texto: answer.message } }, { status: answer.status });
    },
  },
  {
    // The platform's own notifications: a studio's subscription (its cycles' charges) changed at Mercado Pago.
    method: 'POST',
    path: subscriptionNotificationPath,
    maxBodyBytes: bodyLimits.paymentNotification,
    handle: async (request, context) => {
      const answer = await handleSubscriptionNotification(context, {
        signature: request.headers.get('x-signature'),
        requestId: request.headers.get('x-request-id'),
        query: request.query,
        body: request.body,
      });
      return Response.json({ mensagem: { texto: answer.message } }, { status: answer.status });
    },
  },
];
