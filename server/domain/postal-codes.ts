// Refusals of a postal-code (CEP) lookup, with the spec's texts ('CEP inexistente', 'CEP mal formado').
import { DomainError } from './errors.ts';

export class CepMalformedError extends DomainError {
  constructor(options?: ErrorOptions) {
    super('CEP mal formado', options);
  }
}

export class CepNotFoundError extends DomainError {
  constructor(options?: ErrorOptions) {
    super('CEP inexistente', options);
  }
}

/** The lookup service cannot be asked now (timeout, network, unexpected answer); the cause says why. */
export class CepLookupUnavailableError extends DomainError {
  static override readonly status = 503;
  constructor(options?: ErrorOptions) {
    super('Não foi possível consultar o CEP agora. Tente novamente em alguns minutos.', options);
  }
}

export class PostalCodeRateLimitedError extends DomainError {
  constructor(options?: ErrorOptions) {
    super('Muitas consultas de CEP em pouco tempo. Aguarde alguns minutos e tente novamente.', options);
  }
}

export interface PostalAddress {
  /** 01001-000 */
  cep: string;
  street: string;
  neighborhood: string;
  city: string;
  /** UF, two letters. */
  state: string;
}
