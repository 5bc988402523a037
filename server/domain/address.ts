// The address, one value object for the studio's address (origin of shipping quotes), a customer's delivery address
// and an order's: its rules (zod), its Prisma columns (the same names on Studio, GallerySession and Order) and
// the spec's words (endereco, enderecoEntrega). The GraphQL type is in schema/address/types.ts.
import { z } from 'zod';
import { personName } from './customer-data.ts';
import { fields } from './input-filters.ts';

export interface Address {
  cep: string;
  city: string;
  state: string;
  street: string;
  number: string;
  complement: string;
  neighborhood: string;
  /** Who receives it (a delivery or an order); null where nobody receives anything (the studio). */
  recipient: string | null;
}

const placeFields = {
  cep: fields.cep,
  city: fields.city,
  state: fields.state,
  street: fields.addressText('Rua', { max: 120, missing: 'Informe a rua' }),
  number: fields.streetNumber,
  complement: fields.addressText('Complemento', { max: 80 }),
  neighborhood: fields.addressText('Bairro', { max: 80, missing: 'Informe o bairro' }),
};

/** A place, its fields as typed: where nobody in particular receives anything. */
export const placeSchema = z.object(placeFields);

/** A place as an Address: the studio's address. */
export const addressSchema = placeSchema.transform((place): Address => ({ ...place, recipient: null }));

/** A place and who receives there: a customer's delivery address. */
export const deliveryAddressSchema = z.object({
  ...placeFields,
  recipient: personName('Destinatário', 'Informe o nome de quem recebe'),
});

export type DeliveryAddress = Address & { recipient: string };

/** The Prisma columns of an address; every table that keeps one names them alike. */
export interface AddressColumns {
  addressCep: string;
  addressCity: string;
  addressState: string;
  addressStreet: string;
  addressNumber: string;
  addressComplement: string;
  addressNeighborhood: string;
  addressRecipient?: string;
}

/** What to select from a row to read its address. */
export const addressSelect = {
  addressCep: true,
  addressCity: true,
  addressState: true,
  addressStreet: true,
  addressNumber: true,
  addressComplement: true,
  addressNeighborhood: true,
} as const;

export const deliveryAddressSelect = { ...addressSelect, addressRecipient: true } as const;

export function addressOf(row: AddressColumns): Address {
  return {
    cep: row.addressCep,
    city: row.addressCity,
    state: row.addressState,
    street: row.addressStreet,
    number: row.addressNumber,
    complement: row.addressComplement,
    neighborhood: row.addressNeighborhood,
    recipient: row.addressRecipient ?? null,
  };
}

export function addressColumns(address: Address): AddressColumns {
  return {
    addressCep: address.cep,
    addressCity: address.city,
    addressState: address.state,
    addressStreet: address.street,
    addressNumber: address.number,
    addressComplement: address.complement,
    addressNeighborhood: address.neighborhood,
    ...(address.recipient !== null && { addressRecipient: address.recipient }),
  };
}

/** Emptied columns (a delivery address forgotten, say); the recipient too where the table has one. */
export const emptyAddressColumns: Required<AddressColumns> = {
  addressCep: '',
  addressCity: '',
  addressState: '',
  addressStreet: '',
  addressNumber: '',
  addressComplement: '',
  addressNeighborhood: '',
  addressRecipient: '',
};

/** Enough to find the place: what shipping quotes need of the studio's address. */
export function isCompleteAddress(address: Address): boolean {
  return Boolean(address.cep && address.city && address.state && address.street && address.number);
}

/**
 * One line, for e-mails ("Rua X, 10 - Sala 2 - Centro - São Paulo/SP"), or null when the place is not filled in
 * (no street or no city).
 */
export function addressLine(address: Address): string | null {
  if (!address.street || !address.city) return null;
  const street = [address.street, address.number].filter(Boolean).join(', ');
  const place = `${address.city}/${address.state}`;
  return [street, address.complement, address.neighborhood, place].filter(Boolean).join(' - ');
}

/** The spec's words for an address (endereco, enderecoEntrega); destinatario where someone receives it. */
export interface AddressWords {
  cep: string;
  cidade: string;
  uf: string;
  rua: string;
  numeroRua: string;
  complementoRua: string;
  bairro: string;
  destinatario?: string;
}

export function addressWords(
  address: Omit<Address, 'recipient'> & { recipient?: string | null },
): AddressWords {
  return {
    cep: address.cep,
    cidade: address.city,
    uf: address.state,
    rua: address.street,
    numeroRua: address.number,
    complementoRua: address.complement,
    bairro: address.neighborhood,
    ...(typeof address.recipient === 'string' && { destinatario: address.recipient }),
  };
}

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

type PlaceFields = Record<keyof Omit<Address, 'recipient'>, string>;

/** A place sent in the spec's words (enderecoEstudio), as the fields the schemas above check; other words are ignored. */
export function placeFromWords(value: unknown): PlaceFields {
  const words =
    value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  return {
    cep: text(words.cep),
    city: text(words.cidade),
    state: text(words.uf),
    street: text(words.rua),
    number: text(words.numeroRua),
    complement: text(words.complementoRua),
    neighborhood: text(words.bairro),
  };
}

/** A delivery address sent in the spec's words (enderecoEntrega): the place and its destinatario. */
export function deliveryAddressFromWords(value: unknown): PlaceFields & { recipient: string } {
  const words =
    value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  return { ...placeFromWords(words), recipient: text(words.destinatario) };
}
