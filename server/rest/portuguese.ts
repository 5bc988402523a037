// The documented Portuguese shapes of images, price-table lines and events, built from GraphQL results.

import { centsToDecimal } from '../domain/money.ts';
import type { PriceItem } from '../domain/price-items.ts';
import { graphql } from './__generated__/gql.ts';
import type {
  RestEventSettingsFragment,
  RestStorefrontContentFragment,
  RestStudioIdentityFragment,
} from './__generated__/graphql.ts';
import { rawId } from './ids.ts';
import {
  deliveryFormats,
  digitalDeliveries,
  eventModes,
  optionFormats,
  shippingPayers,
  sizeUnits,
} from './vocabulary.ts';

interface ImageFields {
  name: string;
  width: number;
  height: number;
}

/** { nome, src, largura, altura }: logos and pictures addressed by their full path. */
export function picture(image: (ImageFields & { url: string }) | null | undefined) {
  return image ? { nome: image.name, src: image.url, largura: image.width, altura: image.height } : null;
}

/** _id, nomeEstudio, urlEstudio, dominio and logoEstudio: how the storefront and the admin both name a studio. */
graphql(`
  fragment RestStudioIdentity on Studio {
    id
    name
    slug
    domain
    logo { name width height url }
  }
`);

graphql(`
  fragment RestStorefrontContent on Studio {
    banners { id title image { path name width height } }
    aboutText
    aboutWhatsApp
    aboutImage { name url width height }
    footerEmail
    footerPhone
    footerLogo { name url width height }
  }
`);

export function studioIdentity(studio: RestStudioIdentityFragment) {
  return {
    _id: rawId(studio.id),
    nomeEstudio: studio.name,
    urlEstudio: studio.slug,
    dominio: studio.domain,
    logoEstudio: picture(studio.logo),
  };
}

/** sobre: the About section. */
export function aboutWords(studio: RestStorefrontContentFragment) {
  return { imagem: picture(studio.aboutImage), texto: studio.aboutText, numeroWhats: studio.aboutWhatsApp };
}

/** rodape: the footer's e-mail, phone and logo. */
export function footerWords(studio: RestStorefrontContentFragment) {
  return { email: studio.footerEmail, telefone: studio.footerPhone, logo: picture(studio.footerLogo) };
}

/** { caminho, nome, largura, altura }: images addressed as /api/{caminho}/{nome}. */
export function storedImage(image: (ImageFields & { path: string }) | null | undefined) {
  return image ? { caminho: image.path, nome: image.name, largura: image.width, altura: image.height } : null;
}

export function banner(item: { id: string; title: string; image: ImageFields & { path: string } }) {
  return { _id: rawId(item.id), titulo: item.title, ...storedImage(item.image)! };
}

/** A price-table line in the spec's words; optionId is its _id (the digital line's is '1'). */
export function priceItem(item: PriceItem & { optionId: string }) {
  return {
    _id: item.optionId,
    formatoEntrega: optionFormats.toWord(item.format),
    alturaImagem: item.height,
    larguraImagem: item.width,
    unidadeMedidaImagem: sizeUnits.toWord(item.unit),
    pesoImagem: item.weightGrams,
    precoImagem: centsToDecimal(item.priceCents),
  };
}

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

/** The event's gallery settings, as the spec's Event entity names them. */
export function eventSettings(event: RestEventSettingsFragment) {
  return {
    _id: rawId(event.id),
    nome: event.name,
    url: event.slug,
    imagemDeCapa: storedImage(event.cover),
    formatoEntregaDasFotos: deliveryFormats.toWord(event.deliveryFormat),
    formatoEntregaFotos: {
      digital: {
        ativo: event.digital.enabled,
        preco: event.digital.priceCents === null ? null : centsToDecimal(event.digital.priceCents),
        opcaoEntrega: digitalDeliveries.toWord(event.digital.delivery),
      },
      impresso: {
        ativo: event.printed.enabled,
        tabelaTamanhoPreco: event.priceTable && {
          _id: rawId(event.priceTable.id),
          nome: event.priceTable.name,
          itens: event.priceTable.items.map(priceItem),
          salvarParaUsoFuturo: false,
        },
        opcoesEnvio: {
          retirada: event.printed.pickup,
          envio: {
            ativo: event.printed.shipping,
            quemPaga: shippingPayers.toWord(event.printed.shippingPayer),
          },
        },
      },
    },
    modusOperandi: {
      id: eventModes.toWord(event.mode),
      pacote: { numeroFotos: event.packagePhotoCount },
    },
  };
}

/** A photo as the spec's imagens[] lists it; `highResolution` is arquivoAltaResolucao as the caller may show it. */
export function photoWords(
  photo: { id: string; name: string; originalName: string; width: number; height: number },
  selected: boolean,
  highResolution: Record<string, unknown>,
) {
  return {
    _id: rawId(photo.id),
    nome: photo.name,
    nomeOriginal: photo.originalName,
    largura: photo.width,
    altura: photo.height,
    selecionado: selected,
    arquivoAltaResolucao: highResolution,
  };
}
