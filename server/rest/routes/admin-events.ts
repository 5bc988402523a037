// Studio admin calls on events (spec 000 section 7): create, delete, photos, cover, key, settings, format.

import { uploadFromBytes, uploadFromStream } from '../../schema/upload.ts';
import { graphql } from '../__generated__/gql.ts';
import { mutationAnswer, payloadMessage } from '../answers.ts';
import { globalId } from '../ids.ts';
import { eventSettings } from '../portuguese.ts';
import { operation, RestInputError, type RestRequest, type RestRoute } from '../route.ts';
import {
  deliveryFormats,
  digitalDeliveries,
  eventModes,
  headerText,
  list,
  object,
  shippingPayers,
  sizeUnits,
  text,
} from '../vocabulary.ts';

const admin = 'admin' as const;
const eventOf = (request: RestRequest) => ({ slug: request.params.urlEvento! });

graphql(`
  fragment RestEventSettings on Event {
    id
    name
    slug
    deliveryFormat
    mode
    packagePhotoCount
    cover { path name width height }
    digital { enabled priceCents delivery }
    printed { enabled pickup shipping shippingPayer }
    priceTable { id name items { optionId format height width unit weightGrams priceCents } }
  }
`);

const CreateEvent = graphql(`
  mutation RestCreateEvent($input: CreateEventInput!) {
    createEvent(input: $input) {
      __typename
      ... on Error { message }
      ... on CreateEventPayload { message event { ...RestEventSettings } }
    }
  }
`);
const DeleteEvent = graphql(`
  mutation RestDeleteEvent($input: DeleteEventInput!) {
    deleteEvent(input: $input) { __typename ... on Error { message } ... on DeleteEventPayload { message } }
  }
`);
const UploadPhoto = graphql(`
  mutation RestUploadPhoto($input: UploadPhotoInput!) {
    uploadPhoto(input: $input) {
      __typename
      ... on Error { message }
      ... on UploadPhotoPayload { message photo { id name originalName width height } }
    }
  }
`);
const SetEventCover = graphql(`
  mutation RestSetEventCover($input: SetEventCoverInput!) {
    setEventCover(input: $input) {
      __typename
      ... on Error { message }
      ... on SetEventCoverPayload { message event { cover { path name width height } } }
    }
  }
`);
const DeletePhoto = graphql(`
  mutation RestDeletePhoto($input: DeletePhotosInput!) {
    deletePhotos(input: $input) { __typename ... on Error { message } ... on DeletePhotosPayload { message } }
  }
`);
const SetEventAccessKey = graphql(`
  mutation RestSetEventAccessKey($input: SetEventAccessKeyInput!) {
    setEventAccessKey(input: $input) { __typename ... on Error { message } ... on SetEventAccessKeyPayload { message } }
  }
`);
const UpdateGallerySettings = graphql(`
  mutation RestUpdateGallerySettings($input: UpdateGallerySettingsInput!) {
    updateGallerySettings(input: $input) {
      __typename
      ... on Error { message }
      ... on GallerySettingsError { link linkText }
      ... on UpdateGallerySettingsPayload { message }
    }
  }
`);
const SetEventDeliveryFormat = graphql(`
  mutation RestSetEventDeliveryFormat($input: SetEventDeliveryFormatInput!) {
    setEventDeliveryFormat(input: $input) {
      __typename
      ... on Error { message }
      ... on SetEventDeliveryFormatPayload { message }
    }
  }
`);

/** configuracoesGaleria (spec 000 section 7) as UpdateGallerySettingsInput. */
function gallerySettings(request: RestRequest) {
  const settings = object(request.body.configuracoesGaleria);
  const mode = object(settings.modusOperandi);
  const formats = object(settings.formatoEntregaFotos);
  const digital = object(formats.digital);
  const printed = object(formats.impresso);
  const table = object(printed.tabelaTamanhoPreco);
  const shipping = object(object(printed.opcoesEnvio).envio);
  const sellsDigital = Boolean(digital.ativo);
  const sellsPrinted = Boolean(printed.ativo);
  const rawItems = list(table.itens).map(object);
  // A saved table named by its _id with no lines of its own is copied.
  const copyFrom = text(table._id) && !rawItems.length ? globalId('PriceTable', text(table._id)) : null;
  return {
    input: {
      event: eventOf(request),
      deliveryFormat: (sellsDigital && sellsPrinted
        ? 'DIGITAL_AND_PRINTED'
        : sellsPrinted
          ? 'PRINTED'
          : 'DIGITAL') as 'DIGITAL' | 'PRINTED' | 'DIGITAL_AND_PRINTED',
      mode: eventModes.fromWord(mode.id ?? 'normal'),
      packagePhotoCount:
        object(mode.pacote).numeroFotos === undefined || object(mode.pacote).numeroFotos === null
          ? null
          : Number(object(mode.pacote).numeroFotos),
      authorizedPeople: list(mode.pessoasAutorizadas)
        .map(object)
        .map((person) => ({
          id: text(person._id) ? globalId('AuthorizedPerson', text(person._id)) : null,
          name: text(person.nome),
          password: text(person.senha),
        })),
      accessKey: text(settings.chaveDeAcesso),
      digitalPrice: digital.preco === undefined || digital.preco === null ? null : text(digital.preco),
      digitalDelivery: digitalDeliveries.fromOptionalWord(digital.opcaoEntrega),
      printedItems: rawItems.map((item) => ({
        id: /^[0-9a-f-]{36}$/.test(text(item._id)) ? globalId('PriceTableItem', text(item._id)) : null,
        height: text(item.alturaImagem),
        width: text(item.larguraImagem),
        unit: sizeUnits.fromOptionalWord(item.unidadeMedidaImagem),
        weightGrams: text(item.pesoImagem) || null,
        price: text(item.precoImagem) || null,
      })),
      copyPrintedItemsFrom: copyFrom,
      saveTableAs: table.salvarParaUsoFuturo ? text(table.nome) || 'Tabela de preços' : null,
      pickup: Boolean(object(printed.opcoesEnvio).retirada),
      shipping: Boolean(shipping.ativo),
      shippingPayer: shippingPayers.fromOptionalWord(shipping.quemPaga),
    },
  };
}

export const adminEventRoutes: RestRoute[] = [
  operation({
    method: 'POST',
    path: '/api/adm/evento',
    auth: admin,
    operation: CreateEvent,
    variables: ({ body }) => ({
      input: {
        name: text(body.nomeEvento),
        deliveryFormat: deliveryFormats.fromOptionalWord(body.formatoEntregaDasFotos) ?? 'DIGITAL',
      },
    }),
    answer: (data) =>
      mutationAnswer(data.createEvent, (result) => ({
        status: 201,
        body: { mensagem: { texto: result.message }, ...eventSettings(result.event) },
      })),
  }),
  operation({
    method: 'DELETE',
    path: '/api/adm/:urlEvento',
    auth: admin,
    operation: DeleteEvent,
    variables: (request) => ({ input: { event: eventOf(request) } }),
    answer: (data) => mutationAnswer(data.deleteEvent, payloadMessage),
  }),
  operation({
    method: 'POST',
    path: '/api/adm/:urlEvento/imagem',
    auth: admin,
    body: 'stream',
    operation: UploadPhoto,
    variables: (request) => {
      const name = headerText(request.headers, 'x-nome-arquivo');
      if (!name) throw new RestInputError('Informe o nome do arquivo no cabeçalho X-Nome-Arquivo');
      const length = Number(request.headers.get('content-length') ?? Number.NaN);
      return {
        input: {
          event: eventOf(request),
          file: uploadFromStream(
            request.stream!,
            name,
            headerText(request.headers, 'x-tipo') || 'application/octet-stream',
            Number.isSafeInteger(length) && length > 0 ? length : undefined,
          ),
        },
      };
    },
    answer: (data) =>
      mutationAnswer(data.uploadPhoto, (result) => ({
        status: 201,
        body: {
          mensagem: { texto: result.message },
          imagem: {
            nome: result.photo.name,
            nomeOriginal: result.photo.originalName,
            largura: result.photo.width,
            altura: result.photo.height,
          },
        },
      })),
  }),
  operation({
    method: 'POST',
    path: '/api/adm/:urlEvento/capa',
    auth: admin,
    body: 'binary',
    operation: SetEventCover,
    variables: (request) => ({
      input: {
        event: eventOf(request),
        file: uploadFromBytes(
          request.bytes,
          headerText(request.headers, 'x-nome-arquivo', 'nomedoarquivo') || 'capa',
          headerText(request.headers, 'x-tipo', 'tipo') || 'application/octet-stream',
        ),
      },
    }),
    answer: (data) => mutationAnswer(data.setEventCover, payloadMessage),
  }),
  operation({
    method: 'DELETE',
    path: '/api/adm/:urlEvento/:nomeImagem',
    auth: admin,
    operation: DeletePhoto,
    variables: (request) => ({
      input: { event: eventOf(request), photoNames: [request.params.nomeImagem!] },
    }),
    answer: (data) => mutationAnswer(data.deletePhotos, payloadMessage),
  }),
  operation({
    method: 'POST',
    path: '/api/adm/:urlEvento/chave-de-acesso',
    auth: admin,
    operation: SetEventAccessKey,
    variables: (request) => ({
      input: { event: eventOf(request), accessKey: text(request.body.chaveDeAcesso) },
    }),
    answer: (data) => mutationAnswer(data.setEventAccessKey, payloadMessage),
  }),
  operation({
    method: 'PUT',
    path: '/api/adm/:urlEvento/configuracoes',
    auth: admin,
    operation: UpdateGallerySettings,
    variables: gallerySettings,
    answer: (data) => mutationAnswer(data.updateGallerySettings, payloadMessage),
  }),
  operation({
    method: 'PATCH',
    path: '/api/adm/:urlEvento/formato-entrega',
    auth: admin,
    operation: SetEventDeliveryFormat,
    variables: (request) => ({
      input: {
        event: eventOf(request),
        deliveryFormat: deliveryFormats.fromWord(request.body.formatoEntregaDasFotos),
      },
    }),
    answer: (data) => mutationAnswer(data.setEventDeliveryFormat, payloadMessage),
  }),
];
