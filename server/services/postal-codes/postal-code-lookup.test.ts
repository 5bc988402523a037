import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CepLookupUnavailableError, CepMalformedError, CepNotFoundError } from '../../domain/postal-codes.ts';
import { type FakeViaCep, startFakeViaCep } from '../../test/fake-shipping.ts';
import { createPostalCodeLookup } from './postal-code-lookup.ts';

const malformed = [
  '',
  '1234-567',
  '01310-1000',
  '0131-0100',
  'abcde-fgh',
  '01310 100',
  '01310_100',
  '0131010',
];

describe('ViaCEP lookup', () => {
  let fake: FakeViaCep;
  beforeAll(async () => {
    fake = await startFakeViaCep();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.requests.length = 0;
    fake.setReply(null);
  });
  const lookup = (timeoutMs?: number) =>
    createPostalCodeLookup({ provider: 'viacep', apiUrl: fake.url }, { timeoutMs });

  it.each(['01310-100', '01310100'])('finds %s', async (cep) => {
    expect(await lookup().lookup(cep)).toEqual({
      cep: '01310-100',
      street: 'Avenida Paulista',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
    });
    expect(fake.requests.map((sent) => [sent.method, sent.path])).toEqual([['GET', '/ws/01310100/json/']]);
  });

  it.each(malformed)('refuses %j as malformed without asking', async (cep) => {
    await expect(lookup().lookup(cep)).rejects.toThrow(new CepMalformedError());
    await expect(lookup().lookup(cep)).rejects.toThrow('CEP mal formado');
    expect(fake.requests).toHaveLength(0);
  });

  it('reads an HTTP 400 as a malformed CEP', async () => {
    fake.setReply({ status: 400, body: '<h2>Http 400</h2>' });
    await expect(lookup().lookup('01001-000')).rejects.toThrow(CepMalformedError);
  });

  it('reads "erro": "true" as an unknown CEP', async () => {
    const error = await lookup()
      .lookup('99999-999')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CepNotFoundError);
    expect((error as Error).message).toBe('CEP inexistente');
    expect(fake.requests[0]!.path).toBe('/ws/99999999/json/');
  });

  it('reads the older "erro": true as an unknown CEP', async () => {
    fake.setReply({ status: 200, body: { erro: true } });
    await expect(lookup().lookup('01001-000')).rejects.toThrow(CepNotFoundError);
  });

  it.each<[string, Parameters<FakeViaCep['setReply']>[0]]>([
    ['a server error', { status: 500 }],
    ['a rate limit', { status: 429, body: '<h1>Too Many Requests</h1>' }],
    ['an answer that is not JSON', { status: 200, body: '<html>manutenção</html>' }],
    ['an answer that is not an object', { status: 200, body: ['01001-000'] }],
    ['no answer at all', 'hang'],
  ])('is unavailable on %s', async (_case, reply) => {
    fake.setReply(reply);
    const error = await lookup(300)
      .lookup('01001-000')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CepLookupUnavailableError);
    expect((error as Error).message).toBe(
      'Não foi possível consultar o CEP agora. Tente novamente em alguns minutos.',
    );
  });

  it('is unavailable on a network error', async () => {
    const failing = createPostalCodeLookup(
      { provider: 'viacep', apiUrl: fake.url },
      {
        fetch: async () => {
          throw new TypeError('fetch failed');
        },
      },
    );
    await expect(failing.lookup('01001-000')).rejects.toThrow(CepLookupUnavailableError);
  });
});

describe('simulated lookup', () => {
  const lookup = createPostalCodeLookup({ provider: 'simulated' });

  it.each([
    ['01001-000', 'Praça da Sé', 'Sé', 'São Paulo', 'SP'],
    ['01310100', 'Avenida Paulista', 'Bela Vista', 'São Paulo', 'SP'],
    ['20040-020', 'Praça Floriano', 'Centro', 'Rio de Janeiro', 'RJ'],
    ['30130-010', 'Praça Sete de Setembro', 'Centro', 'Belo Horizonte', 'MG'],
    ['70040-010', 'SBS Quadra 2', 'Asa Sul', 'Brasília', 'DF'],
    ['80010-000', 'Rua José Loureiro', 'Centro', 'Curitiba', 'PR'],
    ['90010-000', 'Rua dos Andradas', 'Centro Histórico', 'Porto Alegre', 'RS'],
    ['40020-000', 'Avenida Estados Unidos', 'Comércio', 'Salvador', 'BA'],
  ])('knows %s', async (cep, street, neighborhood, city, state) => {
    const digits = cep.replace('-', '');
    expect(await lookup.lookup(cep)).toEqual({
      cep: `${digits.slice(0, 5)}-${digits.slice(5)}`,
      street,
      neighborhood,
      city,
      state,
    });
  });

  it.each([
    ['13000-000', 'São Paulo', 'SP'],
    ['22000-000', 'Rio de Janeiro', 'RJ'],
    ['69300-000', 'Boa Vista', 'RR'],
    ['69010-000', 'Manaus', 'AM'],
    ['73000-000', 'Brasília', 'DF'],
    ['75000-000', 'Goiânia', 'GO'],
    ['88010-000', 'Florianópolis', 'SC'],
  ])('makes up a city-wide address for %s', async (cep, city, state) => {
    expect(await lookup.lookup(cep)).toEqual({ cep, street: '', neighborhood: 'Centro', city, state });
  });

  it.each(['99999-999', '00000-000', '01310-200', '00999-000'])('does not know %s', async (cep) => {
    await expect(lookup.lookup(cep)).rejects.toThrow(new CepNotFoundError());
  });

  it.each(malformed)('refuses %j as malformed', async (cep) => {
    await expect(lookup.lookup(cep)).rejects.toThrow(CepMalformedError);
  });

  it('never uses the network', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>();
    await createPostalCodeLookup({ provider: 'simulated' }, { fetch }).lookup('01001-000');
    expect(fetch).not.toHaveBeenCalled();
  });
});
