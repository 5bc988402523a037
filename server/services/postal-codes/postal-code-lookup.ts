// The address of a CEP: ViaCEP in production, or a small local table (simulated) for the demo and tests; answers
// are kept in the database for every server, and each client address may ask the provider only so often.
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../database/database.ts';
import type { PostalAddress } from '../../domain/postal-codes.ts';
import {
  CepLookupUnavailableError,
  CepMalformedError,
  CepNotFoundError,
  PostalCodeRateLimitedError,
} from '../../domain/postal-codes.ts';
import { countFailure } from '../limits/rate-limit.ts';
import { simulatedAddress } from './simulated-postal-codes.ts';

/** Who asks: lookups that reach the provider are counted per client address. */
export interface PostalCodeRequester {
  clientAddress: string;
}

export interface PostalCodeLookup {
  /**
   * Throws CepMalformedError, CepNotFoundError, CepLookupUnavailableError, or PostalCodeRateLimitedError when
   * `requester` has asked the provider too often.
   */
  lookup(cep: string, requester?: PostalCodeRequester): Promise<PostalAddress>;
}

/** A CEP's address rarely changes; one that does not exist may be created, and a failure says nothing. */
export const postalCodeCaching = {
  foundMs: 30 * 24 * 60 * 60 * 1000,
  notFoundMs: 60 * 60 * 1000,
  /** Lookups one client address may send to the provider (answers from the cache are not counted) per window. */
  providerLookupsPerWindow: 30,
  windowMs: 10 * 60 * 1000,
} as const;

export interface PostalCodeLookupOptions {
  /** Where answers are kept and lookups counted; without it every lookup goes to the provider. */
  db?: Db;
  fetch?: typeof fetch;
  /** Per request; default 10 s. */
  timeoutMs?: number;
  now?: () => Date;
}

export function createPostalCodeLookup(
  config: AppConfig['postalCodes'],
  options: PostalCodeLookupOptions = {},
): PostalCodeLookup {
  const provider = createProvider(config, options);
  return options.db ? cachedLookup(provider, options.db, options.now ?? (() => new Date())) : provider;
}

/**
 * The database rather than memory: every server shares one answer (ViaCEP is asked once per CEP, not once per
 * process) and it survives restarts; a primary-key read costs far less than the provider's round trip.
 */
function cachedLookup(provider: PostalCodeLookup, db: Db, now: () => Date): PostalCodeLookup {
  return {
    async lookup(cep, requester) {
      const digits = cepDigits(cep);
      const kept = await db.postalCodeCacheEntry.findUnique({ where: { cep: digits } });
      if (kept && kept.expiresAt > now()) {
        if (!kept.found) throw new CepNotFoundError();
        const { street, neighborhood, city, state } = kept;
        return { cep: formatted(digits), street, neighborhood, city, state };
      }
      if (requester) {
        const { providerLookupsPerWindow, windowMs } = postalCodeCaching;
        const count = await countFailure(db, `postal-code:${requester.clientAddress}`, windowMs, now());
        if (count > providerLookupsPerWindow) throw new PostalCodeRateLimitedError();
      }
      let address: PostalAddress | null;
      try {
        address = await provider.lookup(digits);
      } catch (error) {
        if (!(error instanceof CepNotFoundError)) throw error;
        address = null;
      }
      const at = now();
      const entry = {
        found: address !== null,
        street: address?.street ?? '',
        neighborhood: address?.neighborhood ?? '',
        city: address?.city ?? '',
        state: address?.state ?? '',
        expiresAt: new Date(
          at.getTime() + (address ? postalCodeCaching.foundMs : postalCodeCaching.notFoundMs),
        ),
      };
      await db.$transaction([
        db.postalCodeCacheEntry.deleteMany({ where: { expiresAt: { lte: at } } }),
        db.postalCodeCacheEntry.upsert({
          where: { cep: digits },
          create: { cep: digits, ...entry },
          update: entry,
        }),
      ]);
      if (!address) throw new CepNotFoundError();
      return address;
    },
  };
}

function createProvider(
  config: AppConfig['postalCodes'],
  options: PostalCodeLookupOptions,
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
        cep: formatted(digits),
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

function formatted(digits: string): string {
  return `${digits.slice(0, 5)}-${digits.slice(5)}`;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
