// The studio's order calls of spec 000 section 7: release digital downloads, the physical delivery status and the
// shipping notice; plus the pickup notice again (the spec's "notice can be resent"). Each answers its message and
// the order as it now is.
import { graphql } from '../__generated__/gql.ts';
import type { RestAdminOrderFragment } from '../__generated__/graphql.ts';
import { mutationAnswer, ok } from '../answers.ts';
import { globalId } from '../ids.ts';
import { adminOrder } from '../orders.ts';
import * as json from '../reference/json-schema.ts';
import { ref } from '../reference/shapes.ts';
import { operation, RestInputError, type RestRequest, type RestRoute, type RouteDoc } from '../route.ts';
import { id, text } from '../vocabulary.ts';

graphql(`
  fragment RestFulfilmentPayload on FulfilmentPayload {
    message
    customerNotified
    order { ...RestAdminOrder }
  }
`);

const Release = graphql(`
  mutation RestReleaseDigitalDelivery($input: ReleaseDigitalDeliveryInput!) {
    releaseDigitalDelivery(input: $input) { __typename ... on Error { message } ... on FulfilmentPayload { ...RestFulfilmentPayload } }
  }
`);
const SetPhysical = graphql(`
  mutation RestSetPhysicalDeliveryStatus($input: SetPhysicalDeliveryStatusInput!) {
    setPhysicalDeliveryStatus(input: $input) { __typename ... on Error { message } ... on FulfilmentPayload { ...RestFulfilmentPayload } }
  }
`);
const NotifyShipment = graphql(`
  mutation RestNotifyShipment($input: NotifyShipmentInput!) {
    notifyShipment(input: $input) { __typename ... on Error { message } ... on FulfilmentPayload { ...RestFulfilmentPayload } }
  }
`);
const ResendPickup = graphql(`
  mutation RestResendPickupNotice($input: ResendPickupNoticeInput!) {
    resendPickupNotice(input: $input) { __typename ... on Error { message } ... on FulfilmentPayload { ...RestFulfilmentPayload } }
  }
`);

const physicalStatuses = {
  preparacao: 'PREPARATION',
  enviado: 'SHIPPED',
  'aguardando-retirada': 'AWAITING_PICKUP',
} as const;

function physicalStatusOf(word: unknown) {
  const status = physicalStatuses[text(word, 'statusEntregafisica').trim() as keyof typeof physicalStatuses];
  if (!status) {
    throw new RestInputError(
      `Status da entrega física inválido: use ${Object.keys(physicalStatuses).join(', ')}`,
    );
  }
  return status;
}

// The id reaches a row lock taken in SQL: anything but a UUID is refused here.
const orderOf = ({ params }: RestRequest) => ({
  order: globalId('Order', id(params.pedidoId, 'pedidoId')),
  eventSlug: params.urlEvento!,
});

function fulfilmentAnswer(result: {
  __typename?: string;
  message?: string;
  customerNotified?: boolean;
  order?: RestAdminOrderFragment;
}) {
  return mutationAnswer(result, (success) =>
    ok({
      mensagem: { texto: success.message },
      clienteAvisado: success.customerNotified,
      pedido: adminOrder(success.order!),
    }),
  );
}

const path = (action: string) => `/api/adm/:urlEvento/:pedidoId/${action}`;

/** The doc of a fulfilment call: its message, whether the customer was told, and the order as it now is. */
function fulfilmentDoc(summary: string, body?: RouteDoc['body']): RouteDoc {
  return {
    tag: 'Pedidos',
    summary,
    ...(body && { body }),
    answers: {
      200: {
        description: 'Feito; clienteAvisado diz se o cliente recebeu o e-mail.',
        schema: json.whole({
          mensagem: json.whole({ texto: json.text() }),
          clienteAvisado: json.flag(),
          pedido: ref('Pedido'),
        }),
      },
    },
  };
}

export const adminOrderRoutes: RestRoute[] = [
  operation({
    method: 'POST',
    path: path('liberar-entrega-imagens-digitais'),
    auth: 'admin',
    operation: Release,
    variables: (request) => ({ input: orderOf(request) }),
    answer: (data) => fulfilmentAnswer(data.releaseDigitalDelivery),
    doc: fulfilmentDoc('Liberar os downloads das fotos digitais do pedido'),
  }),
  operation({
    method: 'POST',
    path: path('status-entrega-fisica'),
    auth: 'admin',
    operation: SetPhysical,
    variables: (request) => ({
      input: {
        ...orderOf(request),
        status: physicalStatusOf(request.body.statusEntregafisica ?? request.body.statusEntregaFisica),
      },
    }),
    answer: (data) => fulfilmentAnswer(data.setPhysicalDeliveryStatus),
    doc: fulfilmentDoc(
      'Trocar a situação da entrega das fotos impressas',
      json.object({
        statusEntregafisica: json.words(Object.keys(physicalStatuses)),
        statusEntregaFisica: json.words(Object.keys(physicalStatuses), 'O mesmo, com F maiúsculo.'),
      }),
    ),
  }),
  operation({
    method: 'POST',
    path: path('notificar-sobre-envio-entrega-fisica'),
    auth: 'admin',
    operation: NotifyShipment,
    variables: (request) => {
      if (request.body.status !== undefined && text(request.body.status, 'status') !== 'enviado') {
        throw new RestInputError('Status inválido: este aviso é de envio (enviado)');
      }
      return {
        input: {
          ...orderOf(request),
          trackingCode: text(request.body.codigoDeRastreio, 'codigoDeRastreio') || null,
        },
      };
    },
    answer: (data) => fulfilmentAnswer(data.notifyShipment),
    doc: fulfilmentDoc(
      'Avisar o cliente de que as fotos impressas foram enviadas',
      json.object({ codigoDeRastreio: json.text(), status: json.words(['enviado']) }),
    ),
  }),
  operation({
    method: 'POST',
    path: path('reenviar-aviso-retirada'),
    auth: 'admin',
    operation: ResendPickup,
    variables: (request) => ({ input: orderOf(request) }),
    answer: (data) => fulfilmentAnswer(data.resendPickupNotice),
    doc: fulfilmentDoc('Mandar de novo o aviso de que as fotos esperam retirada'),
  }),
];
