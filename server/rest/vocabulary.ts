// The spec's Portuguese words for our enums, both ways; an unknown word is a 400 with the accepted ones.
import { isUuid } from '../domain/ids.ts';
import { RestInputError } from './route.ts';

function vocabulary<const T extends string>(label: string, words: Record<T, string>) {
  const back = new Map(Object.entries(words).map(([value, word]) => [word as string, value as T]));
  return {
    /** Every word, as the API reference lists them. */
    words: [...back.keys()],
    toWord: (value: T): string => words[value],
    fromWord(word: unknown): T {
      const value = typeof word === 'string' ? back.get(word.trim()) : undefined;
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

/** A body field as text ('' when missing); a number is taken as its digits, anything else is refused. */
export function text(value: unknown, field: string): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  throw new RestInputError(`O campo ${field} deve ser um texto`);
}

/** A database id (_id) as the answers give it: a UUID; refused when missing or malformed. */
export function id(value: unknown, field: string): string {
  const given = text(value, field).trim();
  if (!given) throw new RestInputError(`Informe o campo ${field}`);
  if (!isUuid(given)) throw new RestInputError(`O campo ${field} não é um identificador válido`);
  return given;
}

/** An id that may be left out (null when missing or blank). */
export function optionalId(value: unknown, field: string): string | null {
  return text(value, field).trim() ? id(value, field) : null;
}

/** A sale option's id: '1' for digital (the spec's constant), else a price-table line's UUID. */
export function optionId(value: unknown, field: string): string {
  const given = text(value, field).trim();
  return given === '1' ? given : id(given, field);
}

/**
 * A JSON body (or part of one) read field by field with the types the spec documents; a field of another type is
 * a RestInputError naming it by its path (configuracoesGaleria.modusOperandi.id).
 */
export class BodyReader {
  constructor(
    readonly fields: Record<string, unknown>,
    readonly path = '',
  ) {}

  name(field: string): string {
    return this.path ? `${this.path}.${field}` : field;
  }

  raw(field: string): unknown {
    return this.fields[field];
  }

  has(field: string): boolean {
    return this.fields[field] !== undefined && this.fields[field] !== null;
  }

  text(field: string): string {
    return text(this.fields[field], this.name(field));
  }

  /** Text, or null when missing or blank. */
  optionalText(field: string): string | null {
    return this.text(field) || null;
  }

  id(field: string): string {
    return id(this.fields[field], this.name(field));
  }

  optionalId(field: string): string | null {
    return optionalId(this.fields[field], this.name(field));
  }

  /** true or false; missing is false. */
  flag(field: string): boolean {
    const value = this.fields[field];
    if (value === undefined || value === null) return false;
    if (typeof value === 'boolean') return value;
    throw new RestInputError(`O campo ${this.name(field)} deve ser verdadeiro ou falso`);
  }

  /** A whole number (or its digits as text), null when missing or blank. */
  optionalInteger(field: string): number | null {
    const value = this.fields[field];
    if (value === undefined || value === null || value === '') return null;
    const number = typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value;
    if (typeof number !== 'number' || !Number.isSafeInteger(number)) {
      throw new RestInputError(`O campo ${this.name(field)} deve ser um número inteiro`);
    }
    return number;
  }

  /** A nested object (empty when missing). */
  object(field: string): BodyReader {
    const value = this.fields[field];
    if (value === undefined || value === null) return new BodyReader({}, this.name(field));
    if (typeof value !== 'object' || Array.isArray(value)) {
      throw new RestInputError(`O campo ${this.name(field)} deve ser um objeto`);
    }
    return new BodyReader(value as Record<string, unknown>, this.name(field));
  }

  /** A list of objects (empty when missing). */
  objects(field: string): BodyReader[] {
    const value = this.fields[field];
    if (value === undefined || value === null) return [];
    if (!Array.isArray(value)) throw new RestInputError(`O campo ${this.name(field)} deve ser uma lista`);
    return value.map((entry, index) => {
      const name = `${this.name(field)}[${index}]`;
      if (!entry || typeof entry !== 'object' || Array.isArray(entry)) {
        throw new RestInputError(`O campo ${name} deve ser um objeto`);
      }
      return new BodyReader(entry as Record<string, unknown>, name);
    });
  }

  /** Only the named text fields, each checked (what a function taking loose words may be handed). */
  texts<const Name extends string>(names: readonly Name[]): Record<Name, string> {
    return Object.fromEntries(names.map((name) => [name, this.text(name)])) as Record<Name, string>;
  }
}

/** The request's JSON body, to read with its documented types. */
export function bodyOf(request: { body: Record<string, unknown> }): BodyReader {
  return new BodyReader(request.body);
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
