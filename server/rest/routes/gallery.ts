// Customer calls of spec 001 section 7: the session object, the gallery type and opening or renewing sessions.

import { addressWords } from '../../domain/address.ts';
import { centsToDecimal } from '../../domain/money.ts';
import { bearerToken } from '../../services/auth/tokens.ts';
import { graphql } from '../__generated__/gql.ts';
import type {
  RestCartFragment,
  RestCartItemFragment,
  RestGalleryPhotosQuery,
} from '../__generated__/graphql.ts';
import { message, mutationAnswer, ok } from '../answers.ts';
import { rawId } from '../ids.ts';
import { deliveryPreferenceWord, discountWords, payment, physicalStatusWord } from '../orders.ts';
import { eventSettings, photoWords, priceItem } from '../portuguese.ts';
import * as json from '../reference/json-schema.ts';
import { ref } from '../reference/shapes.ts';
import {
  type ListPage,
  operation,
  type RestRequest,
  type RestRoute,
  type RouteDoc,
  streamedList,
} from '../route.ts';
import { cartStatuses, formStatuses, galleryKinds, shippingPayers, text } from '../vocabulary.ts';

graphql(`
  fragment RestSaleOption on SaleOption {
    optionId
    format
    width
    height
    unit
    weightGrams
    priceCents
  }
`);

graphql(`
  fragment RestCartItem on CartItem {
    id
    quantity
    extra
    unitPriceCents
    photo { name originalName width height highResolution { fileId width height } }
    option { ...RestSaleOption }
  }
`);

graphql(`
  fragment RestCart on Cart {
    status
    defaultOptionId
    subtotalCents
    totalCents
    discount { percent minimumQuantity amountCents }
    allPhotos { applied priceCents }
    deliveryPreference
    items { ...RestCartItem }
    extraItems { ...RestCartItem }
    shipping { serviceName priceCents chargedCents deadlineDays payer }
    order { orderId physicalDeliveryStatus trackingCode }
    payment { ...RestPaymentAttempt }
  }
`);

const GallerySession = graphql(`
  query RestGallerySession($slug: String!) {
    studio { slug printSizes { width height } }
    gallerySession(eventSlug: $slug) {
      id
      paymentPublicKey
      event {
        ...RestEventSettings
        photos(first: 5000) {
          edges { node { id name originalName width height selected highResolution { width height bytes } } }
          pageInfo { hasNextPage endCursor }
        }
      }
      cart { ...RestCart }
      personalData { status firstName lastName email whatsApp cpf }
      deliveryAddressStatus
      deliveryAddress { cep city state street number complement neighborhood recipient }
    }
  }
`);

/**
 * The gallery's photos after the first 5,000 (GET /api/{urlEvento} streams every photo of the event; up to 5,000 the
 * answer is whole, and the read cache keeps it), in pages of 1,000: pages of 5,000 grew a streaming server by 489 MB
 * at a million photos, pages of 1,000 by 303-329 MB, while what it holds after a full collection grows by 15-24 MB
 * (bench:marathon).
 */
const GalleryPhotos = graphql(`
  query RestGalleryPhotos($slug: String!, $after: String!) {
    gallerySession(eventSlug: $slug) {
      event {
        photos(first: 1000, after: $after) {
          edges { node { id name originalName width height selected highResolution { width height bytes } } }
          pageInfo { hasNextPage endCursor }
        }
      }
    }
  }
`);

/** imagens: a page of the gallery's photos as the answer lists them. */
// Both queries select a page's photos inline, not through a fragment: armor's cost limit counts a fragment spread as one
// more level, which multiplied 5,000 photos past the limit every client is held to (graphql-limits.test.ts).
type GalleryPhotoPage = NonNullable<RestGalleryPhotosQuery['gallerySession']>['event']['photos'];

function photoPage(photos: GalleryPhotoPage): ListPage {
  return {
    items: photos.edges.map(({ node: photo }) =>
      photoWords(photo, photo.selected, {
        largura: photo.highResolution.width,
        altura: photo.highResolution.height,
        tamanhoArquivoEmByte: photo.highResolution.bytes,
        urlDownload: null,
      }),
    ),
    after: photos.pageInfo.hasNextPage ? photos.pageInfo.endCursor! : null,
  };
}

type SaleOptionFields = {
  optionId: string;
  format: 'DIGITAL' | 'PRINTED';
  width: number;
  height: number;
  unit: 'CM' | 'PX';
  weightGrams: number | null;
  priceCents: number;
};

/** tamanhoPrecoEscolhido: the chosen option as a price-table line. */
export function chosenOption(option: SaleOptionFields | null) {
  return option && priceItem({ ...option, height: option.height, width: option.width });
}

export function cartItem(item: RestCartItemFragment) {
  return {
    _id: rawId(item.id),
    nome: item.photo.name,
    nomeOriginal: item.photo.originalName,
    largura: item.photo.width,
    altura: item.photo.height,
    quantidade: item.quantity,
    arquivoAltaResolucao: item.photo.highResolution && {
      _id: item.photo.highResolution.fileId,
      largura: item.photo.highResolution.width,
      altura: item.photo.highResolution.height,
    },
    precoUnitario: centsToDecimal(item.unitPriceCents),
    tamanhoPrecoEscolhido: chosenOption(item.option),
  };
}

/** carrinho (spec 001 section 3). */
export function cart(fields: RestCartFragment) {
  return {
    status: cartStatuses.toWord(fields.status),
    itens: fields.items.map(cartItem),
    itensExtras: fields.extraItems.map(cartItem),
    tamanhoPrecoPadrao: fields.defaultOptionId,
    subtotalProdutos: centsToDecimal(fields.subtotalCents),
    ...discountWords(fields.discount, fields.allPhotos?.applied ? fields.allPhotos.priceCents : null),
    total: centsToDecimal(fields.totalCents),
    entregaFisica: {
      preferencia: deliveryPreferenceWord(fields.deliveryPreference),
      frete: fields.shipping && {
        preco: centsToDecimal(fields.shipping.chargedCents),
        precoTransportadora: centsToDecimal(fields.shipping.priceCents),
        nome: fields.shipping.serviceName,
        prazo: fields.shipping.deadlineDays,
        quemPaga: shippingPayers.toWord(fields.shipping.payer),
        codigoDeRastreio: fields.order?.trackingCode ?? null,
      },
      status: physicalStatusWord(fields.order?.physicalDeliveryStatus ?? null),
    },
    pagamento: fields.payment && payment(fields.payment),
    pedidoId: fields.order?.orderId ?? null,
  };
}

const GalleryType = graphql(`
  query RestGalleryType($slug: String!) {
    gallery(slug: $slug) { kind }
  }
`);

graphql(`
  fragment RestGalleryTokens on GalleryTokens {
    accessToken
    refreshToken
  }
`);

const OpenPublicSession = graphql(`
  mutation RestOpenPublicGallerySession($input: OpenPublicGallerySessionInput!) {
    openPublicGallerySession(input: $input) { __typename ... on Error { message } ... on GalleryTokens { ...RestGalleryTokens } }
  }
`);
const OpenPrivateSession = graphql(`
  mutation RestOpenPrivateGallerySession($input: OpenPrivateGallerySessionInput!) {
    openPrivateGallerySession(input: $input) { __typename ... on Error { message } ... on GalleryTokens { ...RestGalleryTokens } }
  }
`);
const RevalidateSession = graphql(`
  mutation RestRevalidateGallerySession($input: RevalidateGallerySessionInput!) {
    revalidateGallerySession(input: $input) { __typename ... on Error { message } ... on GalleryTokens { ...RestGalleryTokens } }
  }
`);
const UpgradeSession = graphql(`
  mutation RestUpgradeGallerySession($input: UpgradeGallerySessionInput!) {
    upgradeGallerySession(input: $input) { __typename ... on Error { message } ... on GalleryTokens { ...RestGalleryTokens } }
  }
`);

/** The gallery's tokens; every refusal of gallery access is a 401 carrying the message the client acts on. */
function tokensAnswer(result: { __typename?: string; accessToken?: string; refreshToken?: string }) {
  return mutationAnswer(result, (tokens) =>
    ok({ accessTokenGaleria: tokens.accessToken, refreshTokenGaleria: tokens.refreshToken }),
  );
}

/** The refresh token comes as the bearer token (or in the body as refreshTokenGaleria). */
function refreshTokenOf(request: RestRequest): string {
  return text(request.body.refreshTokenGaleria, 'refreshTokenGaleria') || bearerToken(request.raw) || '';
}

function credentials(request: RestRequest) {
  return {
    accessKey: text(request.body.chaveDeAcesso, 'chaveDeAcesso') || null,
    name: text(request.body.nome, 'nome') || null,
    password: text(request.body.senha, 'senha') || null,
  };
}

const tag = 'Galeria';

/** The doc of a call that opens or renews a gallery session. */
function sessionDoc(summary: string, description: string, body?: RouteDoc['body']): RouteDoc {
  return {
    tag,
    summary,
    description,
    ...(body && { body }),
    answers: {
      200: {
        description: 'A sessão: accessTokenGaleria vai nas chamadas do carrinho.',
        schema: ref('TokensGaleria'),
      },
    },
  };
}

const credentialsBody = json.object({
  chaveDeAcesso: json.text('A chave da galeria privada.'),
  nome: json.text('Ou o nome de uma pessoa autorizada...'),
  senha: json.text('...e a sua senha.'),
});

/** The customer's gallery (GET /api/{urlEvento}). */
const galleryAnswer = json.whole({
  _id: json.uuid('A sessão.'),
  urlEstudio: json.text(),
  chavePublicaPagamento: json.nullable(json.text('A chave pública do Mercado Pago do estúdio.')),
  evento: json.allOf(
    ref('ConfiguracoesEvento'),
    json.whole({
      imagens: json.list(ref('FotoGaleria'), 'Todas as fotos do evento, escritas à medida que são lidas.'),
    }),
  ),
  tabelaDimensoes: json.list(json.whole({ largura: json.number(), altura: json.number() })),
  carrinho: ref('Carrinho'),
  dadosPessoais: json.whole({
    statusFormulario: ref('FormularioStatus'),
    email: json.nullable(json.text()),
    whatsApp: json.nullable(json.text()),
    nome: json.nullable(json.text()),
    sobrenome: json.nullable(json.text()),
    cpf: json.nullable(json.text()),
  }),
  enderecoEntrega: json.allOf(json.whole({ statusFormulario: ref('FormularioStatus') }), ref('Endereco')),
});

export const galleryRoutes: RestRoute[] = [
  operation({
    method: 'GET',
    path: '/api/:urlEvento',
    operation: GallerySession,
    variables: (request) => ({ slug: request.params.urlEvento! }),
    answer: ({ studio, gallerySession: session }) => {
      if (!studio) return message(404, 'Estúdio não encontrado');
      if (!session) return message(404, 'Galeria não encontrada');
      const event = session.event;
      return ok({
        _id: rawId(session.id),
        urlEstudio: studio.slug,
        chavePublicaPagamento: session.paymentPublicKey,
        // Every photo of the event: written page after page as they are read (a marathon has a million).
        evento: { ...eventSettings(event), imagens: streamedList },
        tabelaDimensoes: studio.printSizes.map((size) => ({ largura: size.width, altura: size.height })),
        carrinho: cart(session.cart),
        dadosPessoais: {
          statusFormulario: formStatuses.toWord(session.personalData.status),
          email: session.personalData.email,
          whatsApp: session.personalData.whatsApp,
          nome: session.personalData.firstName,
          sobrenome: session.personalData.lastName,
          cpf: session.personalData.cpf,
        },
        enderecoEntrega: {
          statusFormulario: formStatuses.toWord(session.deliveryAddressStatus),
          ...addressWords(session.deliveryAddress),
        },
      });
    },
    list: {
      first: (data) => photoPage(data.gallerySession!.event.photos),
      operation: GalleryPhotos,
      variables: (request, after) => ({ slug: request.params.urlEvento!, after }),
      next: (data) => (data.gallerySession ? photoPage(data.gallerySession.event.photos) : null),
    },
    doc: {
      tag,
      uses: 'gallery',
      summary: 'A galeria do cliente: o evento com todas as fotos, o carrinho e os dados do pedido',
      answers: {
        200: { description: 'A galeria da sessão.', schema: galleryAnswer },
        404: { description: 'Estúdio ou galeria não encontrados (ou sem sessão desta galeria).' },
      },
    },
  }),
  operation({
    method: 'GET',
    path: '/api/:urlEvento/tipo-de-galeria',
    operation: GalleryType,
    variables: (request) => ({ slug: request.params.urlEvento! }),
    answer: ({ gallery }) =>
      gallery ? ok(galleryKinds.toWord(gallery.kind)) : message(404, 'Galeria não encontrada'),
    doc: {
      tag,
      summary: 'Se a galeria é pública ou privada',
      answers: {
        200: { description: 'O tipo.', schema: json.words(galleryKinds.words) },
        404: { description: 'Galeria não encontrada.' },
      },
    },
  }),
  operation({
    method: 'GET',
    path: '/api/:urlEvento/galeria-publica/criar-sessao',
    operation: OpenPublicSession,
    variables: (request) => ({ input: { eventSlug: request.params.urlEvento! } }),
    answer: (data) => tokensAnswer(data.openPublicGallerySession),
    doc: sessionDoc('Abrir uma sessão numa galeria pública', 'Sem chave: qualquer um abre.'),
  }),
  operation({
    method: 'POST',
    path: '/api/:urlEvento/criar-sessao-galeria-privada',
    operation: OpenPrivateSession,
    variables: (request) => ({ input: { eventSlug: request.params.urlEvento!, ...credentials(request) } }),
    answer: (data) => tokensAnswer(data.openPrivateGallerySession),
    doc: sessionDoc(
      'Abrir uma sessão numa galeria privada',
      'Com a chave da galeria, ou com o nome e a senha de uma pessoa autorizada.',
      credentialsBody,
    ),
  }),
  operation({
    method: 'GET',
    path: '/api/:urlEvento/galeria-privada/revalidar-sessao',
    operation: RevalidateSession,
    variables: (request) => ({
      input: { eventSlug: request.params.urlEvento!, refreshToken: refreshTokenOf(request) },
    }),
    answer: (data) => tokensAnswer(data.revalidateGallerySession),
    doc: sessionDoc(
      'Renovar a sessão',
      'O refreshTokenGaleria vai como Authorization: Bearer; a chave trocada pelo estúdio encerra a sessão.',
    ),
  }),
  operation({
    method: 'POST',
    path: '/api/:urlEvento/trocar-refresh-token-de-publico-para-privado-mantendo-sessao',
    operation: UpgradeSession,
    variables: (request) => ({
      input: {
        eventSlug: request.params.urlEvento!,
        refreshToken: refreshTokenOf(request),
        ...credentials(request),
      },
    }),
    answer: (data) => tokensAnswer(data.upgradeGallerySession),
    doc: sessionDoc(
      'Passar uma sessão pública a privada, mantendo o carrinho',
      'O refreshTokenGaleria vai como Authorization: Bearer (ou no corpo).',
      json.allOf(credentialsBody, json.object({ refreshTokenGaleria: json.text() })),
    ),
  }),
];
