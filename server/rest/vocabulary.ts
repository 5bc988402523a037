// The spec's Portuguese words for our enums, both ways; an unknown word is a 400 with the accepted ones.
import { RestInputError } from './route.ts';

function vocabulary<const T extends string>(label: string, words: Record<T, string>) {
  const back = new Map(Object.entries(words).map(([value, word]) => [word as string, value as T]));
  return {
    toWord: (value: T): string => words[value],
    fromWord(word: unknown): T {
      const value = back.get(String(word ?? '').trim());
      if (!value) throw new RestInputError(`${label} inválido: use ${[...back.keys()].join(', ')}`);
      return value;
    },
    fromOptionalWord(word: unknown): T | null {
      return word === undefined || word === null || word === '' ? null : this.fromWord(word);
    },
  };
}

export const deliveryFormats = vocabulary('Formato de entrega', {
  DIGITAL: 'digital',
  PRINTED: 'impresso',
  DIGITAL_AND_PRINTED: 'digital-e-impresso',
});

export const eventModes = vocabulary('Modo da galeria', {
  NORMAL: 'normal',
  DELIVERY_ONLY: 'somente-entrega',
  PREPAID_PACKAGE: 'pacote-pre-pago-mais-fotos-extras',
});

export const digitalDeliveries = vocabulary('Opção de entrega digital', {
  AUTOMATIC: 'automatica',
  SEMI_AUTOMATIC: 'semi-automatica',
});

export const shippingPayers = vocabulary('Quem paga o frete', { CUSTOMER: 'cliente', STUDIO: 'estudio' });

export const sizeUnits = vocabulary('Unidade de medida', { CM: 'cm', PX: 'px' });

export const optionFormats = vocabulary('Formato de entrega do item', {
  DIGITAL: 'digital',
  PRINTED: 'impresso',
});

export const planMessageTypes = vocabulary('Tipo de mensagem', { ALERT: 'alerta', FAILURE: 'falha' });

/** A header value that may come percent-encoded (file names and titles with accents). */
export function headerText(headers: Headers, ...names: string[]): string {
  for (const name of names) {
    const value = headers.get(name);
    if (value === null) continue;
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return '';
}

/** A body field as text ('' when missing); numbers are accepted where text is expected. */
export function text(value: unknown): string {
  return value === undefined || value === null ? '' : String(value);
}

/** A body object field ({} when missing or not an object). */
export function object(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

export function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

export const orderStatuses = vocabulary('Status do pedido', {
  AWAITING_PAYMENT: 'aguardando-pagamento',
  PREPARING_DELIVERY: 'preparando-entrega',
  CANCELLED: 'cancelado',
});

/** Payment statuses keep Mercado Pago's words, plus our own "isento" (nothing to pay). */
export const paymentStatuses = vocabulary('Status do pagamento', {
  PENDING: 'pending',
  APPROVED: 'approved',
  REJECTED: 'rejected',
  CANCELLED: 'cancelled',
  REFUNDED: 'refunded',
  CHARGED_BACK: 'charged_back',
  EXEMPT: 'isento',
});

/** The cart status is an empty string while shopping. */
export const cartStatuses = vocabulary('Status do carrinho', {
  SHOPPING: '',
  AWAITING_PAYMENT: 'aguardando-pagamento',
  PREPARING_DELIVERY: 'preparando-entrega',
});

export const formStatuses = vocabulary('Status do formulário', {
  INACTIVE: 'inativo',
  ACTIVE: 'ativo',
  FILLED: 'preenchido',
});

export const deliveryPreferences = vocabulary('Modalidade de entrega', {
  PICKUP: 'retirada',
  DELIVERY: 'entrega',
});

export const galleryKinds = vocabulary('Tipo de galeria', {
  PUBLIC: 'publica',
  PRIVATE: 'privada',
  AUTHORIZED_PEOPLE: 'privada',
});
