// CEP lookups kept in the database and counted per client address: what is kept and for how long, what never
// is, and the Portuguese refusal once a client has asked the provider too often (also through GraphQL).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../database/database.ts';
import {
  CepLookupUnavailableError,
  CepNotFoundError,
  PostalCodeRateLimitedError,
} from '../../domain/postal-codes.ts';
import { createTestDatabase } from '../../test/database.ts';
import { type FakeViaCep, startFakeViaCep } from '../../test/fake-shipping.ts';
import { createTestApp } from '../../test/test-app.ts';
import { createPostalCodeLookup, type PostalCodeLookup, postalCodeCaching } from './postal-code-lookup.ts';

const paulista = {
  cep: '01310-100',
  street: 'Avenida Paulista',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
};

describe('CEP cache and rate limit', () => {
  let fake: FakeViaCep;
  let database: Database;
  let clock: number;
  let lookup: PostalCodeLookup;
  const customer = { clientAddress: '203.0.113.7' };
  const later = (ms: number) => {
    clock += ms;
  };

  beforeAll(async () => {
    fake = await startFakeViaCep();
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await fake.close();
    await database.close();
  });
  beforeEach(async () => {
    fake.requests.length = 0;
    fake.setReply(null);
    clock = Date.parse('2026-11-25T12:00:00Z');
    await database.prisma.postalCodeCacheEntry.deleteMany();
    await database.prisma.rateLimitBucket.deleteMany();
    lookup = createPostalCodeLookup(
      { provider: 'viacep', apiUrl: fake.url },
      { db: database.prisma, now: () => new Date(clock), timeoutMs: 300 },
    );
  });

  it('asks the provider once for an address, for 30 days, whatever the spelling', async () => {
    expect(await lookup.lookup('01310-100', customer)).toEqual(paulista);
    expect(await lookup.lookup('01310100', customer)).toEqual(paulista);
    expect(fake.requests).toHaveLength(1);
    later(postalCodeCaching.foundMs - 1000);
    expect(await lookup.lookup('01310-100')).toEqual(paulista);
    expect(fake.requests).toHaveLength(1);
    later(2000);
    expect(await lookup.lookup('01310-100')).toEqual(paulista);
    expect(fake.requests).toHaveLength(2);
  });

  it('keeps a CEP that does not exist for an hour', async () => {
    await expect(lookup.lookup('99999-999')).rejects.toThrow(new CepNotFoundError());
    await expect(lookup.lookup('99999-999')).rejects.toThrow(CepNotFoundError);
    expect(fake.requests).toHaveLength(1);
    later(postalCodeCaching.notFoundMs + 1000);
    await expect(lookup.lookup('99999-999')).rejects.toThrow(CepNotFoundError);
    expect(fake.requests).toHaveLength(2);
  });

  it('never keeps a failure of the provider', async () => {
    fake.setReply({ status: 500 });
    await expect(lookup.lookup('01310-100')).rejects.toThrow(CepLookupUnavailableError);
    expect(await database.prisma.postalCodeCacheEntry.count()).toBe(0);
    fake.setReply(null);
    expect(await lookup.lookup('01310-100')).toEqual(paulista);
    expect(fake.requests).toHaveLength(2);
  });

  it('sweeps expired entries when it writes a new one', async () => {
    await expect(lookup.lookup('99999-999')).rejects.toThrow(CepNotFoundError);
    later(postalCodeCaching.notFoundMs + 1000);
    await lookup.lookup('01310-100');
    expect(await database.prisma.postalCodeCacheEntry.findMany({ select: { cep: true } })).toEqual([
      { cep: '01310100' },
    ]);
  });

  it('refuses a client that asked the provider too often, in Portuguese', async () => {
    const { providerLookupsPerWindow, windowMs } = postalCodeCaching;
    await lookup.lookup('01310-100', customer);
    for (let index = 1; index < providerLookupsPerWindow; index += 1) {
      await expect(lookup.lookup(`${10_000 + index}-000`, customer)).rejects.toThrow(CepNotFoundError);
    }
    const refused = await lookup.lookup('20000-000', customer).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PostalCodeRateLimitedError);
    expect((refused as Error).message).toBe(
      'Muitas consultas de CEP em pouco tempo. Aguarde alguns minutos e tente novamente.',
    );
    expect(fake.requests).toHaveLength(providerLookupsPerWindow);
    // What is kept still answers, other clients are not affected, and the window passes.
    expect(await lookup.lookup('01310-100', customer)).toEqual(paulista);
    await expect(lookup.lookup('20000-000', { clientAddress: '198.51.100.1' })).rejects.toThrow(
      CepNotFoundError,
    );
    later(windowMs + 1000);
    await expect(lookup.lookup('20000-001', customer)).rejects.toThrow(CepNotFoundError);
  });

  it('answers PostalCodeRateLimitedError through GraphQL', async () => {
    const t = await createTestApp({}, { workers: false });
    try {
      const ask = (cep: string) =>
        t.graphql(`query($cep: String!) { postalCode(cep: $cep) { __typename ... on Error { message } } }`, {
          cep,
        });
      for (let index = 0; index < postalCodeCaching.providerLookupsPerWindow; index += 1) {
        expect((await ask(`${10_000 + index}-000`)).data?.postalCode.__typename).toBe('Address');
      }
      expect((await ask('10000-000')).data?.postalCode.__typename).toBe('Address');
      expect((await ask('20000-000')).data?.postalCode).toEqual({
        __typename: 'PostalCodeRateLimitedError',
        message: 'Muitas consultas de CEP em pouco tempo. Aguarde alguns minutos e tente novamente.',
      });
    } finally {
      await t.close();
    }
  });
});
