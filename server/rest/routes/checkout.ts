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
import { storageFor } from '../../services/storage/archive-storage.ts';
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
import * as json from '../reference/json-schema.ts';
import { ref } from '../reference/shapes.ts';
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

const tag = 'Pagamento e entrega';

/** The Payment Brick's form data, as processar-pagamento reads it. */
const brickForm = json.object({
  payment_method_id: json.text('pix, bolbradesco, visa, master...'),
  payment_type_id: json.text(),
  token: json.text('O token do cartão (Brick).'),
  issuer_id: json.text(),
  installments: json.integer(),
  payer: json.object({
    email: json.text(),
    identification: json.object({ type: json.text(), number: json.text('O CPF.') }),
    address: json.object({
      zip_code: json.text(),
      street_name: json.text(),
      street_number: json.text(),
      neighborhood: json.text(),
      city: json.text(),
      federal_unit: json.text(),
    }),
  }),
});

/** The customer's order page (GET /api/{urlEvento}/entrega/{pedidoId}). */
const customerOrderAnswer = json.whole({
  _id: json.uuid(),
  numero: json.integer(),
  nomeEvento: json.text(),
  status: json.words(orderStatuses.words),
  statusPagamento: json.words(paymentStatuses.words),
  total: json.reais(),
  dataCriacao: json.dateTime(),
  pagamento: json.nullable(ref('Pagamento')),
  entregaDigital: json.whole({ status: json.nullable(json.words(['aguardando-liberacao', 'liberado'])) }),
  entregaFisica: json.whole({
    preferencia: json.words(['retirada', 'entrega', '']),
    status: json.nullable(json.words(['preparacao', 'enviado', 'aguardando-retirada'])),
    codigoDeRastreio: json.nullable(json.text()),
  }),
  fotosDigitais: json.list(ref('FotoPedido')),
  fotosImpressas: json.list(ref('FotoPedido')),
});

const fileAnswers = {
  200: { description: 'O arquivo.', contentType: 'application/octet-stream' },
  302: { description: 'Para um endereço temporário do armazenamento de objetos.' },
  404: { description: 'Arquivo não encontrado (uma página, no navegador).' },
};

const notificationDoc = (summary: string) => ({
  tag: 'Notificações',
  summary,
  description: 'Só o Mercado Pago chama: a assinatura (x-signature) é conferida antes de qualquer escrita.',
  headers: {
    'x-signature': { description: 'A assinatura do Mercado Pago.', required: true },
    'x-request-id': { description: 'O id da notificação.', required: true },
  },
  body: json.object({ type: json.text(), action: json.text(), data: json.object({ id: json.text() }) }),
  answers: {
    200: { description: 'Recebida.', schema: ref('Mensagem') },
    401: { description: 'Assinatura inválida.' },
    429: { description: 'Notificações inválidas demais deste endereço.' },
  },
});

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
    doc: {
      tag,
      summary: 'Calcular o frete das fotos impressas até um CEP',
      body: json.object({ cep: json.text(), enderecoEntrega: json.object({ cep: json.text() }) }),
      answers: {
        200: {
          description: 'O frete.',
          schema: json.whole({
            preco: json.reais('O que o cliente paga.'),
            precoTransportadora: json.reais(),
            nome: json.text('O serviço (PAC, SEDEX).'),
            prazo: json.integer('Dias úteis.'),
          }),
        },
      },
    },
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
    doc: {
      tag,
      summary: 'Pagar o carrinho (Pix, boleto ou cartão pelo Payment Brick)',
      description:
        'O servidor calcula o valor; transaction_amount e description do formulário são ignorados. A mesma chave nunca paga duas vezes.',
      headers: {
        'X-Idempotency-Key': {
          description: 'Uma chave por tentativa, repetida se a resposta se perder.',
          required: true,
        },
      },
      body: json.allOf(brickForm, json.object({ formData: brickForm })),
      answers: {
        200: {
          description: 'O pagamento (ou, sem nada a pagar, status isento) e o pedido.',
          schema: json.anyOf(
            json.allOf(ref('Pagamento'), json.whole({ pedidoId: json.uuid() })),
            json.whole({ id: json.uuid(), status: json.words(['isento']), pedidoId: json.uuid() }),
          ),
        },
        409: {
          description: 'O carrinho mudou ou já tem um pagamento em andamento (flag diz qual).',
          schema: json.whole({ mensagem: json.whole({ texto: json.text() }), flag: json.text() }),
        },
      },
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
    doc: {
      tag,
      summary: 'Desistir do pagamento em aberto e escolher outro meio',
      body: json.object({ pagamentoId: json.uuid() }, { required: ['pagamentoId'] }),
      answers: { 200: { description: 'O carrinho aberto de novo.', schema: ref('RespostaCarrinho') } },
    },
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
    doc: {
      tag,
      uses: 'gallery',
      summary: 'A página do pedido do cliente: pagamento, entrega e fotos',
      query: { acesso: { description: 'O código de acesso do link do e-mail (sem a sessão da galeria).' } },
      answers: {
        200: { description: 'O pedido.', schema: customerOrderAnswer },
        404: { description: 'Pedido não encontrado.' },
      },
    },
  }),
  {
    method: 'GET',
    path: '/api/:urlEvento/download/:arquivoId',
    link: true,
    handle: async ({ params, query }, context) =>
      sendDownload(
        context.services,
        context.studio &&
          (await customerDownload(context, {
            eventSlug: params.urlEvento!,
            fileId: uuidOrNil(params.arquivoId!),
            orderId: query.get('pedido') ? uuidOrNil(query.get('pedido')!) : null,
            accessToken: query.get('acesso'),
          })),
      ),
    doc: {
      tag,
      uses: 'gallery',
      summary: 'Baixar uma foto digital comprada',
      query: {
        pedido: { description: 'O _id do pedido.' },
        acesso: { description: 'O código de acesso do link do e-mail.' },
      },
      answers: fileAnswers,
    },
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
      return sendOrderArchive(context.services, archive, request.raw, (error) =>
        context.services.log(`The ZIP of order ${archive.orderId} stopped: ${String(error)}`),
      );
    },
    doc: {
      tag,
      uses: 'gallery',
      summary: "Todas as fotos digitais do pedido num ZIP ('Baixar todas')",
      query: {
        acesso: { description: 'O código de acesso do link do e-mail.' },
        link: { description: 'O link curto de createOrderArchiveLink (GraphQL).' },
      },
      answers: { ...fileAnswers, 200: { description: 'O ZIP.', contentType: 'application/zip' } },
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
      const original = key && (await storageFor(context.services, key.archived).read(key.storageKey));
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
    doc: {
      tag,
      uses: 'gallery',
      summary: 'A miniatura sem marca d’água de uma foto comprada',
      query: { acesso: { description: 'O código de acesso do link do e-mail.' } },
      answers: {
        200: { description: 'A miniatura.', contentType: 'image/*' },
        404: { description: 'Arquivo não encontrado.' },
      },
    },
  },
  {
    method: 'GET',
    path: '/api/adm/:urlEvento/download/:arquivoId',
    auth: 'admin',
    handle: async ({ params }, context) =>
      sendDownload(
        context.services,
        await adminDownload(context, { eventSlug: params.urlEvento!, fileId: uuidOrNil(params.arquivoId!) }),
      ),
    doc: { tag: 'Eventos e fotos', summary: 'Baixar o original de uma foto', answers: fileAnswers },
  },
  {
    // A signed, short-lived download link (createDownloadLink) when files are kept in a local folder.
    method: 'GET',
    path: '/api/arquivos/:token',
    link: true,
    handle: async ({ params }, context) =>
      sendDownload(context.services, fileOfDownloadLink(context.services.secrets, params.token!)),
    doc: {
      tag,
      summary: 'Um download por link assinado e de curta duração (createDownloadLink)',
      answers: fileAnswers,
    },
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
    doc: notificationDoc('Notificação de pagamento de um estúdio (webhook do Mercado Pago)'),
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
    doc: notificationDoc('Notificação da assinatura de um estúdio à plataforma (webhook do Mercado Pago)'),
  },
];
