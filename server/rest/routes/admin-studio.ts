// Studio admin calls of spec 000 section 7: the studio object, logo, footer, banners, About, payment
// credentials, address and watermark.

import { addressWords, placeFromWords } from '../../domain/address.ts';
import { adminStudioPages } from '../../graphql-limits.ts';
import { uploadFromBytes } from '../../schema/upload.ts';
import { graphql } from '../__generated__/gql.ts';
import { message, mutationAnswer, ok, payloadMessage } from '../answers.ts';
import { globalId, rawId } from '../ids.ts';
import { adminOrder } from '../orders.ts';
import {
  aboutWords,
  banner,
  eventSettings,
  footerWords,
  photoWords,
  picture,
  priceItem,
  storedImage,
  studioIdentity,
} from '../portuguese.ts';
import * as json from '../reference/json-schema.ts';
import { imageBody, ref } from '../reference/shapes.ts';
import { type AnswerDoc, operation, type RestRequest, type RestRoute, type RouteDoc } from '../route.ts';
import { bodyOf, headerText, id, planMessageTypes, text } from '../vocabulary.ts';

graphql(`
  fragment RestAdminPriceItem on PriceTableItem {
    optionId
    format
    height
    width
    unit
    weightGrams
    priceCents
  }
`);

graphql(`
  fragment RestAdminEvent on Event {
    ...RestEventSettings
    accessKey
    authorizedPeople { id name password }
    published
    eventDate
  }
`);

// Bounded: the newest events, each with its first photos and newest orders (adminStudioPages); whole lists are
// paged through GraphQL. Page sizes are variables so that the armor cost counts the document's shape.
const AdminStudio = graphql(`
  query RestAdminStudio($events: Int!, $orders: Int!, $photos: Int!) {
    studio {
      ...RestStudioIdentity
      watermark { name width height url }
      address { cep city state street number complement neighborhood }
      plan {
        code name storageLimitBytes limitReached maxPhotoBytes selfieSearch raceNumbers customDomain teamSize
        trialEndsAt trialDaysLeft message { type text }
      }
      storageUsedBytes
      ...RestStorefrontContent
      mercadoPago { publicKey accessTokenPlaceholder }
      printSizes { width height }
      savedPriceTables { id name items { ...RestAdminPriceItem } }
      events(first: $events) {
        edges {
          node {
            ...RestAdminEvent
            orders(first: $orders) {
              edges { node { ...RestAdminOrder } }
            }
            photos(first: $photos) {
              edges { node { id name originalName width height original { fileId width height bytes } } }
            }
          }
        }
      }
    }
  }
`);

/** The raw image of an upload route as the Upload variable, named by its header. */
function uploaded(request: RestRequest, ...nameHeaders: string[]) {
  const name = headerText(request.headers, ...nameHeaders, 'x-nome-arquivo') || 'imagem';
  const type = headerText(request.headers, 'x-tipo', 'tipo', 'tipodoarquivo') || 'application/octet-stream';
  return uploadFromBytes(request.bytes, name, type);
}

const UpdateStudioLogo = graphql(`
  mutation RestUpdateStudioLogo($input: UpdateStudioLogoInput!) {
    updateStudioLogo(input: $input) { __typename ... on Error { message } ... on UpdateStudioLogoPayload { message } }
  }
`);
const UpdateFooterLogo = graphql(`
  mutation RestUpdateFooterLogo($input: UpdateFooterLogoInput!) {
    updateFooterLogo(input: $input) { __typename ... on Error { message } ... on UpdateFooterLogoPayload { message } }
  }
`);
const UpdateFooterEmail = graphql(`
  mutation RestUpdateFooterEmail($input: UpdateFooterEmailInput!) {
    updateFooterEmail(input: $input) { __typename ... on Error { message } ... on UpdateFooterEmailPayload { message } }
  }
`);
const UpdateFooterPhone = graphql(`
  mutation RestUpdateFooterPhone($input: UpdateFooterPhoneInput!) {
    updateFooterPhone(input: $input) { __typename ... on Error { message } ... on UpdateFooterPhonePayload { message } }
  }
`);
const CreateBanner = graphql(`
  mutation RestCreateBanner($input: CreateBannerInput!) {
    createBanner(input: $input) {
      __typename
      ... on Error { message }
      ... on CreateBannerPayload { message banner { id title image { path name width height } } }
    }
  }
`);
const DeleteBanner = graphql(`
  mutation RestDeleteBanner($input: DeleteBannerInput!) {
    deleteBanner(input: $input) { __typename ... on Error { message } ... on DeleteBannerPayload { message } }
  }
`);
const ReplaceBannerImage = graphql(`
  mutation RestReplaceBannerImage($input: ReplaceBannerImageInput!) {
    replaceBannerImage(input: $input) {
      __typename
      ... on Error { message }
      ... on ReplaceBannerImagePayload { message banner { id title image { path name width height } } }
    }
  }
`);
const RenameBanner = graphql(`
  mutation RestRenameBanner($input: RenameBannerInput!) {
    renameBanner(input: $input) { __typename ... on Error { message } ... on RenameBannerPayload { message } }
  }
`);
const UpdateAboutImage = graphql(`
  mutation RestUpdateAboutImage($input: UpdateAboutImageInput!) {
    updateAboutImage(input: $input) { __typename ... on Error { message } ... on UpdateAboutImagePayload { message } }
  }
`);
const UpdateAboutText = graphql(`
  mutation RestUpdateAboutText($input: UpdateAboutTextInput!) {
    updateAboutText(input: $input) { __typename ... on Error { message } ... on UpdateAboutTextPayload { message } }
  }
`);
const UpdateAboutWhatsApp = graphql(`
  mutation RestUpdateAboutWhatsApp($input: UpdateAboutWhatsAppInput!) {
    updateAboutWhatsApp(input: $input) { __typename ... on Error { message } ... on UpdateAboutWhatsAppPayload { message } }
  }
`);
const UpdateMercadoPagoCredentials = graphql(`
  mutation RestUpdateMercadoPagoCredentials($input: UpdateMercadoPagoCredentialsInput!) {
    updateMercadoPagoCredentials(input: $input) {
      __typename
      ... on Error { message }
      ... on UpdateMercadoPagoCredentialsPayload { message }
    }
  }
`);
const UpdateStudioAddress = graphql(`
  mutation RestUpdateStudioAddress($input: UpdateStudioAddressInput!) {
    updateStudioAddress(input: $input) { __typename ... on Error { message } ... on UpdateStudioAddressPayload { message } }
  }
`);
const SetWatermark = graphql(`
  mutation RestSetWatermark($input: SetWatermarkInput!) {
    setWatermark(input: $input) {
      __typename
      ... on Error { message }
      ... on SetWatermarkPayload { message studio { watermark { url } } }
    }
  }
`);
const RemoveWatermark = graphql(`
  mutation RestRemoveWatermark {
    removeWatermark { __typename ... on Error { message } ... on RemoveWatermarkPayload { message } }
  }
`);

const admin = 'admin' as const;
const tag = 'Estúdio';

/** The doc of a call taking one image as its body, with the headers uploaded() reads. */
function imageDoc(
  summary: string,
  answer: AnswerDoc = { description: 'Imagem trocada.', schema: ref('Mensagem') },
  headers: RouteDoc['headers'] = {},
): RouteDoc {
  return {
    tag,
    summary,
    headers: {
      ...headers,
      'X-Nome-Arquivo': { description: 'O nome do arquivo (codificado como URI se tiver acentos).' },
      'X-Tipo': { description: 'O tipo da imagem (image/jpeg, image/png, image/webp).' },
      Tipo: { description: 'O mesmo que X-Tipo.' },
      TipoDoArquivo: { description: 'O mesmo que X-Tipo.' },
    },
    body: imageBody,
    answers: { 200: answer },
  };
}

const event = json.allOf(
  ref('ConfiguracoesEvento'),
  json.whole({
    chaveDeAcesso: json.text('A chave da galeria privada.'),
    publicado: json.flag('Falso: um rascunho, que nenhum cliente vê.'),
    dataEvento: json.nullable(json.text('O dia do evento, aaaa-mm-dd.')),
    imagens: json.list(ref('FotoGaleria'), 'As primeiras 200 fotos.'),
    pedidos: json.list(ref('Pedido'), 'Os 100 pedidos mais novos.'),
  }),
);

/** The studio as the admin reads it (GET /api/adm). */
const adminStudioAnswer = json.whole({
  _id: json.uuid(),
  nomeEstudio: json.text(),
  urlEstudio: json.text(),
  dominio: json.nullable(json.text()),
  logoEstudio: ref('Imagem'),
  marcaDagua: ref('Imagem'),
  endereco: ref('Endereco'),
  eventos: json.list(event, 'Os 100 eventos mais novos.'),
  eventosConsolidados: json.list(
    json.whole({
      _id: json.uuid(),
      nome: json.text(),
      url: json.text(),
      imagemDeCapa: ref('ImagemArmazenada'),
      pedidos: json.list(ref('Pedido')),
    }),
  ),
  bannerRotativo: json.list(ref('Banner')),
  planoVigente: json.whole({
    nome_amigavel: json.text(),
    limiteArmazenamentoAltaResolucao: json.nullable(json.number('Bytes; nulo: sem limite.')),
    limiteAtingido: json.flag(),
    mensagem: json.nullable(json.whole({ tipo: json.words(['alerta', 'falha']), texto: json.text() })),
    codigo: json.text(),
    tamanhoMaximoFotoEmByte: json.number(),
    recursos: json.whole({
      buscaPorSelfie: json.flag(),
      buscaPorNumero: json.flag(),
      dominioProprio: json.flag(),
      tamanhoEquipe: json.integer(),
    }),
    testeTerminaEm: json.nullable(json.dateTime()),
    diasDeTesteRestantes: json.nullable(json.integer()),
  }),
  armazenamentoAltaResolucao: json.whole({ espacoUsado: json.number('Bytes.') }),
  sobre: ref('Sobre'),
  tabelaDimensoes: json.list(json.whole({ largura: json.number(), altura: json.number() })),
  tabelasTamanhoPreco: json.list(
    json.whole({ _id: json.uuid(), nome: json.text(), itens: json.list(ref('ItemTabelaPreco')) }),
  ),
  credenciaisMercadoPago: json.whole({
    publicKey: json.nullable(json.text()),
    accessToken: json.text('Sempre vazio: o token nunca sai do servidor.'),
    accessTokenPlaceholder: json.nullable(json.text()),
  }),
  rodape: ref('Rodape'),
});

/** The words of enderecoEstudio (spec 000 section 3), each checked as text before the address rules run. */
const placeWords = ['cep', 'cidade', 'uf', 'rua', 'numeroRua', 'complementoRua', 'bairro'] as const;

export const adminStudioRoutes: RestRoute[] = [
  operation({
    method: 'GET',
    path: '/api/adm',
    auth: admin,
    operation: AdminStudio,
    variables: () => ({ ...adminStudioPages }),
    answer: ({ studio }) => {
      if (!studio) return message(404, 'Estúdio não encontrado');
      const events = studio.events.edges.map(({ node: event }) => {
        const pedidos = event.orders.edges.map(({ node }) => adminOrder(node));
        return { event, pedidos };
      });
      return ok({
        ...studioIdentity(studio),
        marcaDagua: studio.watermark && { ...picture(studio.watermark) },
        endereco: addressWords(studio.address),
        eventos: events.map(({ event, pedidos }) => ({
          ...eventSettings(event),
          modusOperandi: {
            ...eventSettings(event).modusOperandi,
            pessoasAutorizadas: event.authorizedPeople.map((person) => ({
              _id: rawId(person.id),
              nome: person.name,
              senha: person.password,
            })),
          },
          chaveDeAcesso: event.accessKey ?? '',
          // Beyond the spec's Event: a draft (false) is not open to customers; the day the event took place.
          publicado: event.published,
          dataEvento: event.eventDate,
          imagens: event.photos.edges.map(({ node: photo }) =>
            photoWords(photo, false, {
              _id: photo.original.fileId,
              largura: photo.original.width,
              altura: photo.original.height,
              tamanhoArquivoEmByte: photo.original.bytes,
              urlDownload: `/api/adm/${event.slug}/download/${photo.original.fileId}`,
            }),
          ),
          pedidos,
        })),
        eventosConsolidados: events.map(({ event, pedidos }) => ({
          _id: rawId(event.id),
          nome: event.name,
          url: event.slug,
          imagemDeCapa: storedImage(event.cover),
          pedidos,
        })),
        bannerRotativo: studio.banners.map(banner),
        planoVigente: {
          nome_amigavel: studio.plan.name,
          limiteArmazenamentoAltaResolucao: studio.plan.storageLimitBytes,
          limiteAtingido: studio.plan.limitReached,
          mensagem: studio.plan.message && {
            tipo: planMessageTypes.toWord(studio.plan.message.type),
            texto: studio.plan.message.text,
          },
          // Beyond the spec's planoVigente: the plan's code, its largest photo, features and the trial.
          codigo: studio.plan.code,
          tamanhoMaximoFotoEmByte: studio.plan.maxPhotoBytes,
          recursos: {
            buscaPorSelfie: studio.plan.selfieSearch,
            buscaPorNumero: studio.plan.raceNumbers,
            dominioProprio: studio.plan.customDomain,
            tamanhoEquipe: studio.plan.teamSize,
          },
          testeTerminaEm: studio.plan.trialEndsAt,
          diasDeTesteRestantes: studio.plan.trialDaysLeft,
        },
        armazenamentoAltaResolucao: { espacoUsado: studio.storageUsedBytes },
        sobre: aboutWords(studio),
        tabelaDimensoes: studio.printSizes.map((size) => ({ largura: size.width, altura: size.height })),
        tabelasTamanhoPreco: studio.savedPriceTables.map((table) => ({
          _id: rawId(table.id),
          nome: table.name,
          itens: table.items.map(priceItem),
        })),
        credenciaisMercadoPago: {
          publicKey: studio.mercadoPago.publicKey,
          accessToken: '',
          accessTokenPlaceholder: studio.mercadoPago.accessTokenPlaceholder,
        },
        rodape: footerWords(studio),
      });
    },
    doc: {
      tag,
      summary: 'O estúdio inteiro como o painel o vê: eventos, pedidos, plano, preços, loja',
      description:
        'Traz os 100 eventos mais novos, cada um com as primeiras 200 fotos e os 100 pedidos mais novos; listas inteiras pela API GraphQL.',
      answers: {
        200: { description: 'O estúdio.', schema: adminStudioAnswer },
        404: { description: 'Estúdio não encontrado.' },
      },
    },
  }),
  operation({
    method: 'PUT',
    path: '/api/adm/logo',
    auth: admin,
    body: 'binary',
    operation: UpdateStudioLogo,
    variables: (request) => ({ input: { file: uploaded(request) } }),
    answer: (data) => mutationAnswer(data.updateStudioLogo, payloadMessage),
    doc: imageDoc('Trocar o logo do estúdio'),
  }),
  operation({
    method: 'PATCH',
    path: '/api/adm/rodape/logo',
    auth: admin,
    body: 'binary',
    operation: UpdateFooterLogo,
    variables: (request) => ({ input: { file: uploaded(request) } }),
    answer: (data) => mutationAnswer(data.updateFooterLogo, payloadMessage),
    doc: imageDoc('Trocar o logo do rodapé'),
  }),
  operation({
    method: 'PATCH',
    path: '/api/adm/rodape/email',
    auth: admin,
    operation: UpdateFooterEmail,
    variables: ({ body }) => ({ input: { email: text(body.emailRodape, 'emailRodape') } }),
    answer: (data) => mutationAnswer(data.updateFooterEmail, payloadMessage),
    doc: {
      tag,
      summary: 'Trocar o e-mail do rodapé',
      body: json.object({ emailRodape: json.text() }, { required: ['emailRodape'] }),
      answers: { 200: { description: 'Feito.', schema: ref('Mensagem') } },
    },
  }),
  operation({
    method: 'PATCH',
    path: '/api/adm/rodape/telefone',
    auth: admin,
    operation: UpdateFooterPhone,
    variables: ({ body }) => ({ input: { phone: text(body.telefoneRodape, 'telefoneRodape') } }),
    answer: (data) => mutationAnswer(data.updateFooterPhone, payloadMessage),
    doc: {
      tag,
      summary: 'Trocar o telefone do rodapé',
      body: json.object({ telefoneRodape: json.text() }, { required: ['telefoneRodape'] }),
      answers: { 200: { description: 'Feito.', schema: ref('Mensagem') } },
    },
  }),
  operation({
    method: 'POST',
    path: '/api/adm/banner-rotativo',
    auth: admin,
    body: 'binary',
    operation: CreateBanner,
    variables: (request) => ({
      input: { title: headerText(request.headers, 'titulobanner'), file: uploaded(request) },
    }),
    answer: (data) =>
      mutationAnswer(data.createBanner, (result) => ({
        status: 200,
        body: { mensagem: { texto: result.message }, banner: banner(result.banner) },
      })),
    doc: imageDoc(
      'Criar um banner da loja',
      {
        description: 'Banner criado.',
        schema: json.whole({ mensagem: json.whole({ texto: json.text() }), banner: ref('Banner') }),
      },
      { TituloBanner: { description: 'O título do banner (codificado como URI se tiver acentos).' } },
    ),
  }),
  operation({
    method: 'DELETE',
    path: '/api/adm/banner-rotativo',
    auth: admin,
    operation: DeleteBanner,
    variables: ({ body }) => ({ input: { bannerId: globalId('Banner', id(body.idBanner, 'idBanner')) } }),
    answer: (data) => mutationAnswer(data.deleteBanner, payloadMessage),
    doc: {
      tag,
      summary: 'Apagar um banner',
      body: json.object({ idBanner: json.uuid() }, { required: ['idBanner'] }),
      answers: { 200: { description: 'Banner apagado.', schema: ref('Mensagem') } },
    },
  }),
  operation({
    method: 'PATCH',
    path: '/api/adm/banner-rotativo/imagem',
    auth: admin,
    body: 'binary',
    operation: ReplaceBannerImage,
    variables: (request) => ({
      input: {
        bannerId: globalId('Banner', id(headerText(request.headers, 'targetid'), 'targetid')),
        file: uploaded(request),
      },
    }),
    answer: (data) =>
      mutationAnswer(data.replaceBannerImage, (result) => ({
        status: 200,
        body: { mensagem: { texto: result.message }, banner: banner(result.banner) },
      })),
    doc: imageDoc(
      'Trocar a imagem de um banner',
      {
        description: 'Imagem trocada.',
        schema: json.whole({ mensagem: json.whole({ texto: json.text() }), banner: ref('Banner') }),
      },
      { TargetId: { description: 'O _id do banner.', required: true } },
    ),
  }),
  operation({
    method: 'POST',
    path: '/api/adm/banner-rotativo/titulo',
    auth: admin,
    operation: RenameBanner,
    variables: ({ body }) => ({
      input: {
        bannerId: globalId('Banner', id(body.targetId, 'targetId')),
        title: text(body.titulo, 'titulo'),
      },
    }),
    answer: (data) => mutationAnswer(data.renameBanner, payloadMessage),
    doc: {
      tag,
      summary: 'Trocar o título de um banner',
      body: json.object(
        { targetId: json.uuid('O _id do banner.'), titulo: json.text() },
        { required: ['targetId', 'titulo'] },
      ),
      answers: { 200: { description: 'Feito.', schema: ref('Mensagem') } },
    },
  }),
  operation({
    method: 'PATCH',
    path: '/api/adm/sobre/imagem',
    auth: admin,
    body: 'binary',
    operation: UpdateAboutImage,
    variables: (request) => ({ input: { file: uploaded(request) } }),
    answer: (data) => mutationAnswer(data.updateAboutImage, payloadMessage),
    doc: imageDoc('Trocar a imagem do Sobre'),
  }),
  operation({
    method: 'PATCH',
    path: '/api/adm/sobre/texto',
    auth: admin,
    operation: UpdateAboutText,
    variables: ({ body }) => ({ input: { text: text(body.textoSobre, 'textoSobre') } }),
    answer: (data) => mutationAnswer(data.updateAboutText, payloadMessage),
    doc: {
      tag,
      summary: 'Trocar o texto do Sobre',
      body: json.object({ textoSobre: json.text() }, { required: ['textoSobre'] }),
      answers: { 200: { description: 'Feito.', schema: ref('Mensagem') } },
    },
  }),
  operation({
    method: 'PATCH',
    path: '/api/adm/sobre/telefone',
    auth: admin,
    operation: UpdateAboutWhatsApp,
    variables: ({ body }) => ({ input: { phone: text(body.numero, 'numero') } }),
    answer: (data) => mutationAnswer(data.updateAboutWhatsApp, payloadMessage),
    doc: {
      tag,
      summary: 'Trocar o WhatsApp do Sobre',
      body: json.object({ numero: json.text('O número com DDD.') }, { required: ['numero'] }),
      answers: { 200: { description: 'Feito.', schema: ref('Mensagem') } },
    },
  }),
  operation({
    method: 'PUT',
    path: '/api/adm/meio-de-pagamento/mercado-pago/credenciais',
    auth: admin,
    operation: UpdateMercadoPagoCredentials,
    variables: (request) => {
      const credentials = bodyOf(request).object('credenciais');
      return {
        input: {
          publicKey: credentials.text('publicKey'),
          accessToken: credentials.text('accessToken'),
          webhookSecret: credentials.optionalText('webhookSecret'),
        },
      };
    },
    answer: (data) => mutationAnswer(data.updateMercadoPagoCredentials, payloadMessage),
    doc: {
      tag,
      summary: 'Trocar as credenciais do Mercado Pago',
      body: json.object(
        {
          credenciais: json.object(
            {
              publicKey: json.text(),
              accessToken: json.text(),
              webhookSecret: json.text('A assinatura secreta das notificações do Mercado Pago.'),
            },
            { required: ['publicKey', 'accessToken'] },
          ),
        },
        { required: ['credenciais'] },
      ),
      answers: { 200: { description: 'Credenciais conferidas e guardadas.', schema: ref('Mensagem') } },
    },
  }),
  operation({
    method: 'PUT',
    path: '/api/adm/endereco',
    auth: admin,
    operation: UpdateStudioAddress,
    variables: (request) => ({
      input: placeFromWords(bodyOf(request).object('enderecoEstudio').texts(placeWords)),
    }),
    answer: (data) => mutationAnswer(data.updateStudioAddress, payloadMessage),
    doc: {
      tag,
      summary: 'Trocar o endereço do estúdio',
      body: json.object({ enderecoEstudio: ref('Endereco') }, { required: ['enderecoEstudio'] }),
      answers: { 200: { description: 'Feito.', schema: ref('Mensagem') } },
    },
  }),
  operation({
    method: 'POST',
    path: '/api/adm/marca-dagua',
    auth: admin,
    body: 'binary',
    operation: SetWatermark,
    variables: (request) => ({ input: { file: uploaded(request) } }),
    answer: (data) =>
      mutationAnswer(data.setWatermark, (result) => ({
        status: 200,
        body: {
          mensagem: { texto: result.message },
          marcaDagua: { src: result.studio.watermark?.url ?? null },
        },
      })),
    doc: imageDoc('Trocar a marca d’água das fotos', {
      description: 'Marca d’água trocada.',
      schema: json.whole({
        mensagem: json.whole({ texto: json.text() }),
        marcaDagua: json.whole({ src: json.nullable(json.text()) }),
      }),
    }),
  }),
  operation({
    method: 'DELETE',
    path: '/api/adm/marca-dagua',
    auth: admin,
    operation: RemoveWatermark,
    answer: (data) => mutationAnswer(data.removeWatermark, payloadMessage),
    doc: {
      tag,
      summary: 'Tirar a marca d’água (as fotos voltam à marca da plataforma)',
      answers: { 200: { description: 'Marca d’água tirada.', schema: ref('Mensagem') } },
    },
  }),
];
