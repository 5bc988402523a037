// Studio admin calls on events (spec 000 section 7): create, delete, photos, cover, key, settings, format; and
// publishing a draft (beyond the spec).

import { uploadFromBytes, uploadFromStream } from '../../schema/upload.ts';
import { graphql } from '../__generated__/gql.ts';
import { mutationAnswer, payloadMessage, uploadedPhotoBody } from '../answers.ts';
import { globalId } from '../ids.ts';
import { eventSettings } from '../portuguese.ts';
import * as json from '../reference/json-schema.ts';
import { imageBody, ref } from '../reference/shapes.ts';
import { operation, RestInputError, type RestRequest, type RestRoute } from '../route.ts';
import {
  bodyOf,
  deliveryFormats,
  digitalDeliveries,
  eventModes,
  headerText,
  shippingPayers,
  sizeUnits,
  text,
} from '../vocabulary.ts';

const admin = 'admin' as const;
const tag = 'Eventos e fotos';

/** configuracoesGaleria, as PUT /api/adm/{urlEvento}/configuracoes reads it (gallerySettings below). */
const gallerySettingsBody = json.object(
  {
    configuracoesGaleria: json.object({
      chaveDeAcesso: json.text('A chave da galeria privada.'),
      modusOperandi: json.object({
        id: json.words(eventModes.words),
        pacote: json.object({ numeroFotos: json.integer('Fotos do pacote pré-pago.') }),
        pessoasAutorizadas: json.list(
          json.object(
            { _id: json.uuid('Uma pessoa que já existe.'), nome: json.text(), senha: json.text() },
            { required: ['nome', 'senha'] },
          ),
        ),
      }),
      formatoEntregaFotos: json.object({
        digital: json.object({
          ativo: json.flag(),
          preco: json.text('Preço da foto digital em reais ("12,50").'),
          opcaoEntrega: json.words(digitalDeliveries.words),
        }),
        impresso: json.object({
          ativo: json.flag(),
          tabelaTamanhoPreco: json.object({
            _id: json.uuid('Uma tabela guardada: sem itens, ela é copiada.'),
            nome: json.text('O nome para guardar a tabela.'),
            salvarParaUsoFuturo: json.flag(),
            itens: json.list(
              json.object(
                {
                  _id: json.uuid('Uma linha que já existe.'),
                  alturaImagem: json.text(),
                  larguraImagem: json.text(),
                  unidadeMedidaImagem: json.words(sizeUnits.words),
                  pesoImagem: json.text('Gramas.'),
                  precoImagem: json.text('Reais ("12,50").'),
                },
                { required: ['alturaImagem', 'larguraImagem'] },
              ),
            ),
          }),
          opcoesEnvio: json.object({
            retirada: json.flag('Retirada no estúdio.'),
            envio: json.object({ ativo: json.flag(), quemPaga: json.words(shippingPayers.words) }),
          }),
        }),
      }),
    }),
  },
  { required: ['configuracoesGaleria'] },
);

const eventMessage = (summary: string, body?: ReturnType<typeof json.object>) => ({
  tag,
  summary,
  ...(body && { body }),
  answers: { 200: { description: 'Feito.', schema: ref('Mensagem') } },
});
const eventOf = (request: RestRequest) => ({ slug: request.params.urlEvento! });

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
const SetEventPublished = graphql(`
  mutation RestSetEventPublished($input: SetEventPublishedInput!) {
    setEventPublished(input: $input) {
      __typename
      ... on Error { message }
      ... on SetEventPublishedPayload { message }
    }
  }
`);

/** configuracoesGaleria (spec 000 section 7) as UpdateGallerySettingsInput. */
function gallerySettings(request: RestRequest) {
  const settings = bodyOf(request).object('configuracoesGaleria');
  const mode = settings.object('modusOperandi');
  const formats = settings.object('formatoEntregaFotos');
  const digital = formats.object('digital');
  const printed = formats.object('impresso');
  const table = printed.object('tabelaTamanhoPreco');
  const shippingOptions = printed.object('opcoesEnvio');
  const shipping = shippingOptions.object('envio');
  const sellsDigital = digital.flag('ativo');
  const sellsPrinted = printed.flag('ativo');
  const rawItems = table.objects('itens');
  const tableId = table.optionalId('_id');
  // A saved table named by its _id with no lines of its own is copied.
  const copyFrom = tableId && !rawItems.length ? globalId('PriceTable', tableId) : null;
  return {
    input: {
      event: eventOf(request),
      deliveryFormat: (sellsDigital && sellsPrinted
        ? 'DIGITAL_AND_PRINTED'
        : sellsPrinted
          ? 'PRINTED'
          : 'DIGITAL') as 'DIGITAL' | 'PRINTED' | 'DIGITAL_AND_PRINTED',
      mode: eventModes.fromWord(mode.raw('id') ?? 'normal'),
      packagePhotoCount: mode.object('pacote').optionalInteger('numeroFotos'),
      authorizedPeople: mode.objects('pessoasAutorizadas').map((person) => {
        const personId = person.optionalId('_id');
        return {
          id: personId && globalId('AuthorizedPerson', personId),
          name: person.text('nome'),
          password: person.text('senha'),
        };
      }),
      accessKey: settings.text('chaveDeAcesso'),
      digitalPrice: digital.has('preco') ? digital.text('preco') : null,
      digitalDelivery: digitalDeliveries.fromOptionalWord(digital.raw('opcaoEntrega')),
      printedItems: rawItems.map((item) => {
        const itemId = item.optionalId('_id');
        return {
          id: itemId && globalId('PriceTableItem', itemId),
          height: item.text('alturaImagem'),
          width: item.text('larguraImagem'),
          unit: sizeUnits.fromOptionalWord(item.raw('unidadeMedidaImagem')),
          weightGrams: item.optionalText('pesoImagem'),
          price: item.optionalText('precoImagem'),
        };
      }),
      copyPrintedItemsFrom: copyFrom,
      saveTableAs: table.flag('salvarParaUsoFuturo') ? table.text('nome') || 'Tabela de preços' : null,
      pickup: shippingOptions.flag('retirada'),
      shipping: shipping.flag('ativo'),
      shippingPayer: shippingPayers.fromOptionalWord(shipping.raw('quemPaga')),
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
        name: text(body.nomeEvento, 'nomeEvento'),
        deliveryFormat: deliveryFormats.fromOptionalWord(body.formatoEntregaDasFotos) ?? 'DIGITAL',
      },
    }),
    answer: (data) =>
      mutationAnswer(data.createEvent, (result) => ({
        status: 201,
        body: { mensagem: { texto: result.message }, ...eventSettings(result.event) },
      })),
    doc: {
      tag,
      summary: 'Criar um evento (um rascunho até ser publicado)',
      body: json.object(
        {
          nomeEvento: json.text(),
          formatoEntregaDasFotos: json.words(deliveryFormats.words, 'Padrão: digital.'),
        },
        { required: ['nomeEvento'] },
      ),
      answers: {
        201: {
          description: 'O evento criado; o seu url é o urlEvento das outras chamadas.',
          schema: json.allOf(
            json.whole({ mensagem: json.whole({ texto: json.text() }) }),
            ref('ConfiguracoesEvento'),
          ),
        },
      },
    },
  }),
  operation({
    method: 'DELETE',
    path: '/api/adm/:urlEvento',
    auth: admin,
    operation: DeleteEvent,
    variables: (request) => ({ input: { event: eventOf(request) } }),
    answer: (data) => mutationAnswer(data.deleteEvent, payloadMessage),
    doc: eventMessage('Apagar um evento, com as suas fotos'),
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
          // Who shot it: a member (X-Fotografo-Id) or a typed name (X-Fotografo, URI-encoded); none: the uploader.
          photographer: {
            memberId: headerText(request.headers, 'x-fotografo-id') || null,
            name: headerText(request.headers, 'x-fotografo') || null,
          },
        },
      };
    },
    answer: (data) =>
      mutationAnswer(data.uploadPhoto, (result) => ({
        status: 201,
        body: uploadedPhotoBody(result.message, result.photo),
      })),
    doc: {
      tag,
      summary: 'Enviar uma foto ao evento',
      description:
        'Para fotos grandes em conexões instáveis, use os envios retomáveis (POST /api/adm/envios).',
      headers: {
        'X-Nome-Arquivo': { description: 'O nome do arquivo (codificado como URI).', required: true },
        'X-Tipo': { description: 'O tipo da imagem (image/jpeg...).' },
        'X-Fotografo-Id': { description: 'O membro da equipe que fotografou (padrão: quem envia).' },
        'X-Fotografo': { description: 'Ou o nome de quem fotografou (codificado como URI).' },
      },
      body: { contentType: 'application/octet-stream', description: 'Os bytes da foto, sem multipart.' },
      answers: {
        201: {
          description:
            'A foto foi guardada; as versões com marca d’água ficam prontas em seguida (webhook photo.ready).',
          schema: json.whole({
            mensagem: json.whole({ texto: json.text() }),
            imagem: json.whole({
              nome: json.text('O nome da foto no evento.'),
              nomeOriginal: json.text(),
              largura: json.integer(),
              altura: json.integer(),
            }),
          }),
        },
      },
    },
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
    doc: {
      ...eventMessage('Trocar a capa do evento'),
      headers: {
        'X-Nome-Arquivo': { description: 'O nome do arquivo (codificado como URI).' },
        NomeDoArquivo: { description: 'O mesmo que X-Nome-Arquivo.' },
        'X-Tipo': { description: 'O tipo da imagem (image/jpeg...).' },
        Tipo: { description: 'O mesmo que X-Tipo.' },
      },
      body: imageBody,
    },
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
    doc: eventMessage('Apagar uma foto do evento'),
  }),
  operation({
    method: 'POST',
    path: '/api/adm/:urlEvento/chave-de-acesso',
    auth: admin,
    operation: SetEventAccessKey,
    variables: (request) => ({
      input: { event: eventOf(request), accessKey: text(request.body.chaveDeAcesso, 'chaveDeAcesso') },
    }),
    answer: (data) => mutationAnswer(data.setEventAccessKey, payloadMessage),
    doc: eventMessage(
      'Trocar a chave da galeria privada',
      json.object({ chaveDeAcesso: json.text() }, { required: ['chaveDeAcesso'] }),
    ),
  }),
  operation({
    method: 'PUT',
    path: '/api/adm/:urlEvento/configuracoes',
    auth: admin,
    operation: UpdateGallerySettings,
    variables: gallerySettings,
    answer: (data) => mutationAnswer(data.updateGallerySettings, payloadMessage),
    doc: {
      ...eventMessage(
        'Configurar a galeria: modo, chave, pessoas autorizadas, preços e entrega',
        gallerySettingsBody,
      ),
      description: 'Um erro de configuração pode trazer link e textoDoLink: a página que o resolve.',
    },
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
    doc: eventMessage(
      'Trocar o formato de entrega das fotos',
      json.object(
        { formatoEntregaDasFotos: json.words(deliveryFormats.words) },
        { required: ['formatoEntregaDasFotos'] },
      ),
    ),
  }),
  // Beyond the spec: a new event is a draft until published (publicado true), or made one again (false).
  operation({
    method: 'PATCH',
    path: '/api/adm/:urlEvento/publicacao',
    auth: admin,
    operation: SetEventPublished,
    variables: (request) => ({
      input: { event: eventOf(request), published: bodyOf(request).flag('publicado') },
    }),
    answer: (data) => mutationAnswer(data.setEventPublished, payloadMessage),
    doc: eventMessage(
      'Publicar o evento (ou voltá-lo a rascunho)',
      json.object({ publicado: json.flag() }, { required: ['publicado'] }),
    ),
  }),
];
