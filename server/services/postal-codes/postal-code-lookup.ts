// The address of a CEP: ViaCEP in production, or a small local table (simulated) for the demo and tests.
import type { AppConfig } from '../../config.ts';
import { DomainError } from '../../domain/errors.ts';
import { simulatedAddress } from './simulated-postal-codes.ts';

export interface PostalAddress {
  /** 01001-000 */
  cep: string;
  street: string;
  neighborhood: string;
  city: string;
  /** UF, two letters. */
  state: string;
}

export class CepMalformedError extends DomainError {
  override name = 'CepMalformedError';
  constructor(options?: ErrorOptions) {
    super('CEP mal formado', options);
  }
}

export class CepNotFoundError extends DomainError {
  override name = 'CepNotFoundError';
  constructor(options?: ErrorOptions) {
    super('CEP inexistente', options);
  }
}

/** The lookup service cannot be asked now (timeout, network, unexpected answer); the cause says why. */
export class CepLookupUnavailableError extends DomainError {
  override name = 'CepLookupUnavailableError';
  constructor(options?: ErrorOptions) {
    super('Não foi possível consultar o CEP agora. Tente novamente em alguns minutos.', options);
  }
}

export interface PostalCodeLookup {
  /** Throws CepMalformedError, CepNotFoundError or CepLookupUnavailableError. */
  lookup(cep: string): Promise<PostalAddress>;
}

export interface PostalCodeLookupOptions {
  fetch?: typeof fetch;
  /** Per request; default 10 s. */
  timeoutMs?: number;
}

export function createPostalCodeLookup(
  config: AppConfig['postalCodes'],
  options: PostalCodeLookupOptions = {},
): PostalCodeLookup {
  if (config.provider === 'simulated') {
    return {
      async lookup(cep) {
        const address = simulatedAddress(cepDigits(cep));
        if (!address) throw new CepNotFoundError();
        return address;
      },
    };
  }
  const fetchFn = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  return {
    async lookup(cep) {
      const digits = cepDigits(cep);
      const url = `${config.apiUrl}/ws/${digits}/json/`;
      let response: Response;
      let body: unknown;
      try {
        response = await fetchFn(url, {
          headers: { Accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (response.status === 400) {
          await response.body?.cancel();
          throw new CepMalformedError({
            cause: new Error(`ViaCEP refused ${digits} as malformed (HTTP 400)`),
          });
        }
        if (!response.ok) throw new Error(`ViaCEP answered HTTP ${response.status} for ${digits}`);
        body = await response.json();
      } catch (error) {
        if (error instanceof CepMalformedError) throw error;
        throw new CepLookupUnavailableError({ cause: error });
      }
      if (!isRecord(body)) {
        throw new CepLookupUnavailableError({ cause: new Error(`ViaCEP answered ${JSON.stringify(body)}`) });
      }
      // ViaCEP writes "erro": "true" now and wrote "erro": true before.
      if (body.erro === true || body.erro === 'true') throw new CepNotFoundError();
      return {
        cep: `${digits.slice(0, 5)}-${digits.slice(5)}`,
        street: text(body.logradouro),
        neighborhood: text(body.bairro),
        city: text(body.localidade),
        state: text(body.uf),
      };
    },
  };
}

/** 5 digits, an optional hyphen and 3 digits (the spec's pattern), else CepMalformedError before any request. */
function cepDigits(cep: string): string {
  const trimmed = cep.trim();
  if (!/^\d{5}-?\d{3}$/.test(trimmed)) throw new CepMalformedError();
  return trimmed.replace('-', '');
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
