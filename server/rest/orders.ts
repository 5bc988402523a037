// The documented Portuguese shapes of an order (spec 000 section 3, pedido) and of its photos, for the studio's
// calls and the customer's delivery page.
import { addressWords } from '../domain/address.ts';
import { centsToDecimal } from '../domain/money.ts';
import { graphql } from './__generated__/gql.ts';
import type {
  RestAdminOrderFragment,
  RestOrderPhotoFragment,
  RestPaymentAttemptFragment,
} from './__generated__/graphql.ts';
import { rawId } from './ids.ts';
import { optionFormats, orderStatuses, paymentStatuses, shippingPayers, sizeUnits } from './vocabulary.ts';

graphql(`
  fragment RestPaymentAttempt on PaymentAttempt {
    paymentId
    status
    statusDetail
    rejectionReason
    paymentMethodId
    paymentTypeId
    installments
    amountCents
    pixQrCode
    pixQrCodeBase64
    boletoUrl
    expiresAt
    createdAt
    approvedAt
    updatedAt
    providerPaymentId
  }
`);

graphql(`
  fragment RestOrderPhoto on OrderPhoto {
    name
    originalName
    photoDeleted
    preview { url width height }
    format
    width
    height
    unit
    quantity
    unitPriceCents
    lineTotalCents
    extra
    downloadUrl
  }
`);

graphql(`
  fragment RestAdminOrder on Order {
    id
    number
    sessionId
    eventName
    eventSlug
    status
    paymentStatus
    subtotalCents
    shippingChargedCents
    totalCents
    discount { percent minimumQuantity amountCents }
    allPhotosPriceCents
    createdAt
    paidAt
    deliveryPreference
    digitalDeliveryStatus
    physicalDeliveryStatus
    trackingCode
    customer { firstName lastName email whatsApp cpf }
    deliveryAddress { cep city state street number complement neighborhood recipient }
    shipping { serviceName priceCents chargedCents deadlineDays payer }
    package { weightGrams heightCm widthCm lengthCm }
    items { ...RestOrderPhoto }
    payment { ...RestPaymentAttempt }
  }
`);

/** pagamento{id, status, detalhesStatus, ...} with what the status page and the invoice show. */
export function payment(fields: RestPaymentAttemptFragment) {
  return {
    id: fields.paymentId,
    status: paymentStatuses.toWord(fields.status),
    detalhesStatus: fields.statusDetail,
    motivo: fields.rejectionReason,
    metodoPagamentoId: fields.paymentMethodId,
    tipoDePagamentoId: fields.paymentTypeId,
    parcelas: fields.installments,
    valor: centsToDecimal(fields.amountCents),
    pix: fields.pixQrCode && {
      qrCode: fields.pixQrCode,
      qrCodeBase64: fields.pixQrCodeBase64,
      expiraEm: fields.expiresAt,
    },
    boleto: fields.boletoUrl && { url: fields.boletoUrl },
    dataCriacao: fields.createdAt,
    dataAprovacao: fields.approvedAt,
    dataUltimaAtualizacao: fields.updatedAt,
    idMercadoPago: fields.providerPaymentId,
  };
}

/** A photo as sold: the item of fotosDigitais / fotosImpressas / itens. */
export function orderPhoto(photo: RestOrderPhotoFragment) {
  return {
    nome: photo.name,
    nomeOriginal: photo.originalName,
    imagemDeletada: photo.photoDeleted,
    preview: photo.preview && {
      src: photo.preview.url,
      largura: photo.preview.width,
      altura: photo.preview.height,
    },
    formatoEntrega: optionFormats.toWord(photo.format),
    larguraImagem: photo.width,
    alturaImagem: photo.height,
    unidadeMedidaImagem: sizeUnits.toWord(photo.unit),
    quantidade: photo.quantity,
    precoImagem: centsToDecimal(photo.unitPriceCents),
    precoTotal: centsToDecimal(photo.lineTotalCents),
    extra: photo.extra,
    urlDownload: photo.downloadUrl,
  };
}

const physicalStatuses = {
  PREPARATION: 'preparacao',
  SHIPPED: 'enviado',
  AWAITING_PICKUP: 'aguardando-retirada',
} as const;

const digitalStatuses = { AWAITING_RELEASE: 'aguardando-liberacao', RELEASED: 'liberado' } as const;

/** entregaFisica.status / entregaDigital.status words. */
export const physicalStatusWord = (status: keyof typeof physicalStatuses | null) =>
  status ? physicalStatuses[status] : null;
export const digitalStatusWord = (status: keyof typeof digitalStatuses | null) =>
  status ? digitalStatuses[status] : null;

export const deliveryPreferenceWord = (preference: 'PICKUP' | 'DELIVERY' | null) =>
  preference === 'PICKUP' ? 'retirada' : preference === 'DELIVERY' ? 'entrega' : '';

/**
 * desconto and pacoteTodasAsFotos (no spec word: our own): present only when the order or cart has them, so every
 * other answer keeps the spec's documented shape byte for byte.
 */
export function discountWords(
  discount: { percent: number; minimumQuantity: number; amountCents: number } | null | undefined,
  allPhotosPriceCents: number | null | undefined,
) {
  return {
    ...(discount && {
      desconto: {
        percentual: discount.percent,
        quantidadeMinima: discount.minimumQuantity,
        valor: centsToDecimal(discount.amountCents),
      },
    }),
    ...(allPhotosPriceCents !== null &&
      allPhotosPriceCents !== undefined && {
        pacoteTodasAsFotos: { preco: centsToDecimal(allPhotosPriceCents) },
      }),
  };
}

/** pedido, as the studio sees it. */
export function adminOrder(order: RestAdminOrderFragment) {
  return {
    _id: rawId(order.id),
    numero: order.number,
    sessaoId: order.sessionId,
    nomeEvento: order.eventName,
    urlEvento: order.eventSlug,
    status: orderStatuses.toWord(order.status),
    statusPagamento: paymentStatuses.toWord(order.paymentStatus),
    dataCriacao: order.createdAt,
    dataPagamento: order.paidAt,
    itens: order.items.map(orderPhoto),
    subtotalProdutos: centsToDecimal(order.subtotalCents),
    ...discountWords(order.discount, order.allPhotosPriceCents),
    total: centsToDecimal(order.totalCents),
    pacote: order.package && {
      altura: order.package.heightCm,
      largura: order.package.widthCm,
      comprimento: order.package.lengthCm,
      peso: order.package.weightGrams,
    },
    entregaFisica: {
      preferencia: deliveryPreferenceWord(order.deliveryPreference),
      frete: order.shipping && {
        preco: centsToDecimal(order.shipping.chargedCents),
        precoTransportadora: centsToDecimal(order.shipping.priceCents),
        nome: order.shipping.serviceName,
        prazo: order.shipping.deadlineDays,
        quemPaga: order.shipping.payer && shippingPayers.toWord(order.shipping.payer),
        codigoDeRastreio: order.trackingCode,
      },
      codigoDeRastreio: order.trackingCode,
      status: physicalStatusWord(order.physicalDeliveryStatus),
    },
    entregaDigital: { status: digitalStatusWord(order.digitalDeliveryStatus) },
    pagamento: order.payment && payment(order.payment),
    dadosPessoais: {
      nome: order.customer.firstName,
      sobrenome: order.customer.lastName,
      email: order.customer.email,
      whatsApp: order.customer.whatsApp,
      cpf: order.customer.cpf,
    },
    enderecoEntrega: order.deliveryAddress && addressWords(order.deliveryAddress),
  };
}
