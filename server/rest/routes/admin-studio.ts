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
import { operation, type RestRequest, type RestRoute } from '../route.ts';
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
  }),
  operation({
    method: 'PUT',
    path: '/api/adm/logo',
    auth: admin,
    body: 'binary',
    operation: UpdateStudioLogo,
    variables: (request) => ({ input: { file: uploaded(request) } }),
    answer: (data) => mutationAnswer(data.updateStudioLogo, payloadMessage),
  }),
  operation({
    method: 'PATCH',
    path: '/api/adm/rodape/logo',
    auth: admin,
    body: 'binary',
    operation: UpdateFooterLogo,
    variables: (request) => ({ input: { file: uploaded(request) } }),
    answer: (data) => mutationAnswer(data.updateFooterLogo, payloadMessage),
  }),
  operation({
    method: 'PATCH',
    path: '/api/adm/rodape/email',
    auth: admin,
    operation: UpdateFooterEmail,
    variables: ({ body }) => ({ input: { email: text(body.emailRodape, 'emailRodape') } }),
    answer: (data) => mutationAnswer(data.updateFooterEmail, payloadMessage),
  }),
  operation({
    method: 'PATCH',
    path: '/api/adm/rodape/telefone',
    auth: admin,
    operation: UpdateFooterPhone,
    variables: ({ body }) => ({ input: { phone: text(body.telefoneRodape, 'telefoneRodape') } }),
    answer: (data) => mutationAnswer(data.updateFooterPhone, payloadMessage),
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
  }),
  operation({
    method: 'DELETE',
    path: '/api/adm/banner-rotativo',
    auth: admin,
    operation: DeleteBanner,
    variables: ({ body }) => ({ input: { bannerId: globalId('Banner', id(body.idBanner, 'idBanner')) } }),
    answer: (data) => mutationAnswer(data.deleteBanner, payloadMessage),
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
  }),
  operation({
    method: 'PATCH',
    path: '/api/adm/sobre/imagem',
    auth: admin,
    body: 'binary',
    operation: UpdateAboutImage,
    variables: (request) => ({ input: { file: uploaded(request) } }),
    answer: (data) => mutationAnswer(data.updateAboutImage, payloadMessage),
  }),
  operation({
    method: 'PATCH',
    path: '/api/adm/sobre/texto',
    auth: admin,
    operation: UpdateAboutText,
    variables: ({ body }) => ({ input: { text: text(body.textoSobre, 'textoSobre') } }),
    answer: (data) => mutationAnswer(data.updateAboutText, payloadMessage),
  }),
  operation({
    method: 'PATCH',
    path: '/api/adm/sobre/telefone',
    auth: admin,
    operation: UpdateAboutWhatsApp,
    variables: ({ body }) => ({ input: { phone: text(body.numero, 'numero') } }),
    answer: (data) => mutationAnswer(data.updateAboutWhatsApp, payloadMessage),
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
  }),
  operation({
    method: 'DELETE',
    path: '/api/adm/marca-dagua',
    auth: admin,
    operation: RemoveWatermark,
    answer: (data) => mutationAnswer(data.removeWatermark, payloadMessage),
  }),
];
