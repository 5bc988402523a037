// The rules of a studio's own domain: what may be typed, the records it needs, what the answers mean.
import { describe, expect, it } from 'vitest';
import {
  answerKey,
  type DnsRecordType,
  domainTokenFrom,
  evaluateRecords,
  InvalidDomainError,
  lookupsFor,
  parseDomain,
  requiredRecords,
  statusAfterCheck,
} from './custom-domains.ts';

const platform = { platformDomain: 'revela.app' };
const targets = { target: 'dominios.revela.app', addresses: ['203.0.113.10', '2001:db8::10'] };
const token = 'revela-verificacao=0123456789abcdef';

describe('parseDomain', () => {
  it.each([
    ['www.seuestudio.com.br', 'www.seuestudio.com.br', 'seuestudio.com.br', false, 'seuestudio.com.br'],
    ['  WWW.SeuEstudio.com.br. ', 'www.seuestudio.com.br', 'seuestudio.com.br', false, 'seuestudio.com.br'],
    [
      'https://www.seuestudio.com.br/loja?x=1',
      'www.seuestudio.com.br',
      'seuestudio.com.br',
      false,
      'seuestudio.com.br',
    ],
    ['seuestudio.com.br', 'seuestudio.com.br', 'seuestudio.com.br', true, 'www.seuestudio.com.br'],
    ['fotos.seuestudio.com.br', 'fotos.seuestudio.com.br', 'seuestudio.com.br', false, null],
    ['seuestudio.fot.br', 'seuestudio.fot.br', 'seuestudio.fot.br', true, 'www.seuestudio.fot.br'],
    ['seuestudio.com', 'seuestudio.com', 'seuestudio.com', true, 'www.seuestudio.com'],
    ['fotos.seuestudio.com', 'fotos.seuestudio.com', 'seuestudio.com', false, null],
    ['estudio.br', 'estudio.br', 'estudio.br', true, 'www.estudio.br'],
    [
      'fotografiaçã.com.br',
      'xn--fotografia-o5a1c.com.br',
      'xn--fotografia-o5a1c.com.br',
      true,
      'www.xn--fotografia-o5a1c.com.br',
    ],
  ])('%s', (typed, name, apex, isApex, twin) => {
    expect(parseDomain(typed, platform)).toEqual({ name, apex, isApex, twin });
  });

  it.each([
    ['', 'Digite o domínio, como www.seuestudio.com.br.'],
    ['203.0.113.10', 'Digite um domínio, como www.seuestudio.com.br, e não um endereço IP ou uma porta.'],
    ['[2001:db8::1]', 'Digite um domínio, como www.seuestudio.com.br, e não um endereço IP ou uma porta.'],
    [
      'www.seuestudio.com.br:8080',
      'Digite um domínio, como www.seuestudio.com.br, e não um endereço IP ou uma porta.',
    ],
    [
      'seuestudio',
      '"seuestudio" não é um domínio válido: use letras, números, hífens e pontos, como www.seuestudio.com.br.',
    ],
    [
      '-estudio.com.br',
      '"-estudio.com.br" não é um domínio válido: use letras, números, hífens e pontos, como www.seuestudio.com.br.',
    ],
    [
      'estudio_luz.com.br',
      '"estudio_luz.com.br" não é um domínio válido: use letras, números, hífens e pontos, como www.seuestudio.com.br.',
    ],
    [
      'estudio..com.br',
      '"estudio..com.br" não é um domínio válido: use letras, números, hífens e pontos, como www.seuestudio.com.br.',
    ],
    [
      `${'a'.repeat(64)}.com.br`,
      `"${'a'.repeat(64)}.com.br" não é um domínio válido: use letras, números, hífens e pontos, como www.seuestudio.com.br.`,
    ],
    ['com.br', 'Digite o domínio completo, como www.seuestudio.com.br.'],
    [
      'revela.app',
      'Esse endereço é da própria plataforma: digite um domínio registrado em nome do seu estúdio.',
    ],
    [
      'aurora.revela.app',
      'Esse endereço é da própria plataforma: digite um domínio registrado em nome do seu estúdio.',
    ],
    [
      'aurora.localhost',
      'Esse endereço é da própria plataforma: digite um domínio registrado em nome do seu estúdio.',
    ],
  ])('refuses %j', (typed, message) => {
    expect(() => parseDomain(typed, platform)).toThrow(new InvalidDomainError(message));
  });
});

describe('requiredRecords', () => {
  it('www: a CNAME to the target, the TXT proof, and the apex to redirect', () => {
    const records = requiredRecords(parseDomain('www.luz.com.br', platform), token, targets);
    expect(records.map(({ type, host, value, purpose }) => [type, host, value, purpose])).toEqual([
      ['CNAME', 'www', 'dominios.revela.app', 'serve'],
      ['TXT', '_revela.www', token, 'proof'],
      ['A', '@', '203.0.113.10', 'twin'],
      ['AAAA', '@', '2001:db8::10', 'twin'],
    ]);
    expect(records[1]!.name).toBe('_revela.www.luz.com.br');
  });

  it('apex: the addresses, the TXT proof, and www to redirect', () => {
    const records = requiredRecords(parseDomain('luz.com.br', platform), token, targets);
    expect(records.map(({ type, host, value, purpose }) => [type, host, value, purpose])).toEqual([
      ['A', '@', '203.0.113.10', 'serve'],
      ['AAAA', '@', '2001:db8::10', 'serve'],
      ['TXT', '_revela', token, 'proof'],
      ['CNAME', 'www', 'dominios.revela.app', 'twin'],
    ]);
  });

  it('another subdomain has no twin', () => {
    const records = requiredRecords(parseDomain('fotos.luz.com.br', platform), token, targets);
    expect(records.map(({ type, host }) => `${type} ${host}`)).toEqual(['CNAME fotos', 'TXT _revela.fotos']);
  });

  it('www without platform addresses: no apex record to suggest', () => {
    const records = requiredRecords(parseDomain('www.luz.com.br', platform), token, {
      ...targets,
      addresses: [],
    });
    expect(records.map(({ type }) => type)).toEqual(['CNAME', 'TXT']);
  });
});

describe('domainTokenFrom', () => {
  it('is the prefix and the bytes in hex', () => {
    expect(domainTokenFrom(new Uint8Array([0, 15, 255]))).toBe('revela-verificacao=000fff');
  });
});

type Table = Partial<Record<string, Partial<Record<DnsRecordType, string[] | null>>>>;

function judge(typed: string, table: Table) {
  const records = requiredRecords(parseDomain(typed, platform), token, targets);
  const answers = new Map(
    lookupsFor(records).map(({ type, name }) => {
      const values = table[name]?.[type];
      return [answerKey(type, name), values === undefined ? [] : values];
    }),
  );
  return evaluateRecords(records, answers, targets);
}

describe('evaluateRecords', () => {
  const proof = { TXT: [token] };

  it('www holds with its CNAME and the TXT', () => {
    expect(
      judge('www.luz.com.br', {
        'www.luz.com.br': { CNAME: ['Dominios.Revela.App.'], A: ['203.0.113.10'] },
        '_revela.www.luz.com.br': proof,
      }),
    ).toMatchObject({ outcome: 'holds', problem: null });
  });

  it('a flattened CNAME (the platform addresses, no CNAME) holds', () => {
    expect(
      judge('www.luz.com.br', {
        'www.luz.com.br': { A: ['203.0.113.10'] },
        '_revela.www.luz.com.br': proof,
      }).outcome,
    ).toBe('holds');
  });

  it('nothing created yet: both records are missing', () => {
    expect(judge('www.luz.com.br', {})).toEqual(
      expect.objectContaining({
        outcome: 'fails',
        problem:
          'Falta o registro CNAME www apontando para dominios.revela.app. Falta o registro TXT _revela.www com o valor revela-verificacao=0123456789abcdef.',
      }),
    );
  });

  it('a TXT with another token fails (it proves nothing)', () => {
    const result = judge('www.luz.com.br', {
      'www.luz.com.br': { CNAME: ['dominios.revela.app'] },
      '_revela.www.luz.com.br': { TXT: ['revela-verificacao=outro'] },
    });
    expect(result.outcome).toBe('fails');
    expect(result.problem).toBe(
      `O registro TXT _revela.www tem outro valor (revela-verificacao=outro): ele deve ser exatamente ${token}.`,
    );
  });

  it('a CNAME elsewhere fails, naming where it points', () => {
    const result = judge('www.luz.com.br', {
      'www.luz.com.br': { CNAME: ['parking.registrar.com'], A: ['192.0.2.1'] },
      '_revela.www.luz.com.br': proof,
    });
    expect(result.problem).toBe(
      'O nome www.luz.com.br aponta para parking.registrar.com: o registro CNAME www deve apontar para dominios.revela.app.',
    );
  });

  it('the apex holds with the A record even without the AAAA', () => {
    expect(
      judge('luz.com.br', { 'luz.com.br': { A: ['203.0.113.10'] }, '_revela.luz.com.br': proof }).outcome,
    ).toBe('holds');
  });

  it('an apex that also points elsewhere fails once, naming the address to remove', () => {
    const result = judge('luz.com.br', {
      'luz.com.br': { A: ['203.0.113.10', '192.0.2.1'], AAAA: ['2001:db8::10'] },
      '_revela.luz.com.br': proof,
    });
    expect(result.outcome).toBe('fails');
    expect(result.problem).toBe(
      'O nome luz.com.br também aponta para 192.0.2.1: exclua os registros A/AAAA @ com esse valor.',
    );
  });

  it('the twin (www) record is recommended, not required', () => {
    const result = judge('luz.com.br', {
      'luz.com.br': { A: ['203.0.113.10'] },
      '_revela.luz.com.br': proof,
    });
    expect(result.states.find(({ record }) => record.purpose === 'twin')?.state).toBe('missing');
    expect(result.outcome).toBe('holds');
  });

  it('a lookup that failed makes the outcome unknown', () => {
    expect(
      judge('www.luz.com.br', {
        'www.luz.com.br': { CNAME: ['dominios.revela.app'] },
        '_revela.www.luz.com.br': { TXT: null },
      }).outcome,
    ).toBe('unknown');
  });
});

describe('statusAfterCheck', () => {
  it.each([
    ['PENDING', 'holds', 'ACTIVE'],
    ['PENDING', 'fails', 'PENDING'],
    ['ACTIVE', 'fails', 'BROKEN'],
    ['ACTIVE', 'holds', 'ACTIVE'],
    ['BROKEN', 'holds', 'ACTIVE'],
    ['BROKEN', 'fails', 'BROKEN'],
    ['ACTIVE', 'unknown', 'ACTIVE'],
    ['PENDING', 'unknown', 'PENDING'],
  ] as const)('%s, records %s: %s', (current, outcome, next) => {
    expect(statusAfterCheck(current, outcome)).toBe(next);
  });
});
