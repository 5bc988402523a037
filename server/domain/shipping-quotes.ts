// Refusals of a shipping quote: the carrier cannot be asked, takes no parcel to the CEP, or the cart cannot ship.
import { DomainError } from './errors.ts';

/** The provider cannot be asked now (not configured, timeout, network, 5xx, refused credentials); the cause says why. */
export class ShippingUnavailableError extends DomainError {
  static override readonly status = 503;
  constructor(
    message = 'Não foi possível calcular o frete agora. Tente novamente em alguns minutos.',
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** The provider answered, but no service takes this parcel to this CEP. */
export class ShippingNotOfferedError extends DomainError {
  constructor(options?: ErrorOptions) {
    super('Nenhuma transportadora atende este CEP.', options);
  }
}

export class ShippingNotPossibleError extends DomainError {}

export interface ShippingQuoteRequest {
  /** 8 digits, with or without the hyphen. */
  fromCep: string;
  toCep: string;
  weightGrams: number;
  heightCm: number;
  widthCm: number;
  lengthCm: number;
}

export interface ShippingQuote {
  serviceId: string;
  serviceName: string;
  carrier: string;
  priceCents: number;
  deadlineDays: number;
}
