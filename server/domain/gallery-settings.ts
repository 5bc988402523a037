// The event gallery settings of spec 000 section 2 (the gear): mode, access key, prepaid package and its people,
// digital price and release option, printed price table and delivery. One function checks and normalises them; as a
// zod schema it is also the admin form's resolver (this module runs in the browser too: no Node-only imports).
import { z } from 'zod';
import { DomainError } from './errors.ts';
import { parseMoney } from './money.ts';
import { type PriceItem, PriceItemError, type PriceItemInput, parsePriceItem } from './price-items.ts';

export type DeliveryFormat = 'DIGITAL' | 'PRINTED' | 'DIGITAL_AND_PRINTED';
export type EventMode = 'NORMAL' | 'DELIVERY_ONLY' | 'PREPAID_PACKAGE';

/** A settings problem, shown as an alert; some point to the page that solves them. */
export class GallerySettingsError extends DomainError {
  /** The input field it is about ('printedItems.1'), where the admin form shows it. */
  field: string | null = null;

  static on(field: string, message: string): GallerySettingsError {
    return Object.assign(new GallerySettingsError(message), { field });
  }

  constructor(
    message: string,
    readonly link: string | null = null,
    readonly linkText: string | null = null,
  ) {
    super(message);
  }
}

export interface GallerySettingsInput {
  deliveryFormat: DeliveryFormat;
  mode: EventMode;
  packagePhotoCount?: number | null;
  authorizedPeople?: { name?: string | null; password?: string | null }[] | null;
  accessKey?: string | null;
  digitalPrice?: string | number | null;
  digitalDelivery?: 'AUTOMATIC' | 'SEMI_AUTOMATIC' | null;
  printedItems?: PriceItemInput[] | null;
  pickup?: boolean | null;
  shipping?: boolean | null;
  shippingPayer?: 'CUSTOMER' | 'STUDIO' | null;
}

export interface GallerySettings {
  deliveryFormat: DeliveryFormat;
  mode: EventMode;
  packagePhotoCount: number | null;
  authorizedPeople: { name: string; password: string }[];
  accessKey: string | null;
  digitalPriceCents: number | null;
  digitalDelivery: 'AUTOMATIC' | 'SEMI_AUTOMATIC';
  printedItems: PriceItem[];
  pickupEnabled: boolean;
  shippingEnabled: boolean;
  shippingPayer: 'CUSTOMER' | 'STUDIO';
}

const passwordAlphabet = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A 4-character password for an authorised person, without look-alike characters (0/o, 1/l). */
export function suggestGalleryPassword(): string {
  // Bytes from 248 up would favour the alphabet's first letters: they are drawn again.
  const limit = 256 - (256 % passwordAlphabet.length);
  const byte = new Uint8Array(1);
  let password = '';
  while (password.length < 4) {
    crypto.getRandomValues(byte);
    if (byte[0]! < limit) password += passwordAlphabet[byte[0]! % passwordAlphabet.length];
  }
  return password;
}

export function sellsDigital(format: DeliveryFormat): boolean {
  return format !== 'PRINTED';
}

export function sellsPrinted(format: DeliveryFormat): boolean {
  return format !== 'DIGITAL';
}

export function planGallerySettings(
  input: GallerySettingsInput,
  studio: { hasAddress: boolean },
): GallerySettings {
  const { mode, deliveryFormat } = input;
  const prices = mode !== 'DELIVERY_ONLY';

  let packagePhotoCount: number | null = null;
  let authorizedPeople: GallerySettings['authorizedPeople'] = [];
  if (mode === 'PREPAID_PACKAGE') {
    if (
      !input.packagePhotoCount ||
      input.packagePhotoCount < 1 ||
      !Number.isInteger(input.packagePhotoCount)
    ) {
      throw GallerySettingsError.on(
        'packagePhotoCount',
        'Informe quantas fotos o pacote pré-pago inclui (um número a partir de 1).',
      );
    }
    packagePhotoCount = input.packagePhotoCount;
    authorizedPeople = (input.authorizedPeople ?? []).map((person) => ({
      name: (person.name ?? '').trim().slice(0, 120),
      password: (person.password ?? '').trim() || suggestGalleryPassword(),
    }));
    if (!authorizedPeople.length) {
      throw GallerySettingsError.on(
        'authorizedPeople',
        'Adicione pelo menos uma pessoa autorizada a acessar a galeria do pacote.',
      );
    }
    const passwords = authorizedPeople.map((person) => person.password);
    const long = passwords.findIndex((password) => password.length > 32);
    if (long >= 0) {
      throw GallerySettingsError.on(
        `authorizedPeople.${long}.password`,
        'A senha de uma pessoa autorizada pode ter até 32 caracteres.',
      );
    }
    const repeated = passwords.findIndex((password, index) => passwords.indexOf(password) !== index);
    if (repeated >= 0) {
      throw GallerySettingsError.on(
        `authorizedPeople.${repeated}.password`,
        'Cada pessoa autorizada precisa de uma senha diferente.',
      );
    }
  }

  // The prepaid package has its own per-person passwords: no gallery key there.
  const accessKey = mode === 'PREPAID_PACKAGE' ? null : (input.accessKey ?? '').trim() || null;
  if (accessKey && accessKey.length > 64)
    throw GallerySettingsError.on('accessKey', 'A senha da galeria pode ter até 64 caracteres.');

  let digitalPriceCents: number | null = null;
  if (sellsDigital(deliveryFormat) && prices) {
    digitalPriceCents =
      input.digitalPrice === null || input.digitalPrice === undefined ? null : parseMoney(input.digitalPrice);
    if (digitalPriceCents === null) {
      throw GallerySettingsError.on(
        'digitalPrice',
        'Informe o preço da foto digital com números, como 12,50.',
      );
    }
    // A photo at R$ 0,00 is never offered (sale-readiness.ts): say so here rather than hide it from customers.
    if (digitalPriceCents === 0) {
      throw GallerySettingsError.on('digitalPrice', 'O preço da foto digital deve ser maior que zero.');
    }
  }

  let printedItems: PriceItem[] = [];
  let pickupEnabled = false;
  let shippingEnabled = false;
  if (sellsPrinted(deliveryFormat)) {
    printedItems = (input.printedItems ?? []).map((item, index) => {
      try {
        const where = `Tabela de preços, linha ${index + 1}`;
        const parsed = parsePriceItem({ ...item, format: 'PRINTED' }, { where, pricesRequired: prices });
        if (prices && parsed.priceCents === 0)
          throw new PriceItemError(`${where}: o preço deve ser maior que zero`);
        return parsed;
      } catch (error) {
        if (error instanceof PriceItemError)
          throw GallerySettingsError.on(`printedItems.${index}`, error.message);
        throw error;
      }
    });
    if (!printedItems.length) {
      throw GallerySettingsError.on(
        'printedItems',
        'Adicione pelo menos um tamanho à tabela de preços das fotos impressas.',
      );
    }
    pickupEnabled = Boolean(input.pickup);
    shippingEnabled = Boolean(input.shipping);
    if (!pickupEnabled && !shippingEnabled) {
      throw GallerySettingsError.on(
        'pickup',
        'Escolha como o cliente recebe as fotos impressas: retirada, envio ou os dois.',
      );
    }
    if (shippingEnabled && !studio.hasAddress) {
      throw Object.assign(
        new GallerySettingsError(
          'Para oferecer envio, cadastre o endereço do estúdio: é dele que as fotos saem e o frete é calculado.',
          '/adm/dados-cadastrais',
          'Cadastrar endereço',
        ),
        { field: 'shipping' },
      );
    }
  }

  return {
    deliveryFormat,
    mode,
    packagePhotoCount,
    authorizedPeople,
    accessKey,
    digitalPriceCents,
    digitalDelivery: input.digitalDelivery ?? 'AUTOMATIC',
    printedItems,
    pickupEnabled,
    shippingEnabled,
    shippingPayer: shippingEnabled ? (input.shippingPayer ?? 'CUSTOMER') : 'CUSTOMER',
  };
}

/**
 * planGallerySettings as a zod schema (the admin form's resolver): its first refusal becomes an issue on the field
 * it names, with the same Portuguese message the server answers.
 */
export function gallerySettingsSchema(studio: { hasAddress: boolean }) {
  return z.custom<GallerySettingsInput>().transform((input, context) => {
    try {
      return planGallerySettings(input, studio);
    } catch (error) {
      if (!(error instanceof GallerySettingsError)) throw error;
      context.addIssue({ code: 'custom', message: error.message, path: error.field?.split('.') ?? [] });
      return z.NEVER;
    }
  });
}
