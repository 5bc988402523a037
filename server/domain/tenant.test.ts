import { describe, expect, it } from 'vitest';
import {
  canonicalHostFor,
  certificateName,
  certificateSubject,
  counterpartDomain,
  hostName,
  isPlatformHost,
  studioLookupForHost,
} from './tenant.ts';

const options = { defaultStudio: 'demo', platformDomain: 'revela.app' };

describe('studioLookupForHost', () => {
  it.each([
    ['localhost:3000', { slug: 'demo' }],
    ['127.0.0.1:3000', { slug: 'demo' }],
    ['[::1]:3000', { slug: 'demo' }],
    ['LOCALHOST', { slug: 'demo' }],
    ['estudio-luz.localhost:3000', { slug: 'estudio-luz' }],
    ['www.estudio-luz.localhost', { slug: 'estudio-luz' }],
    ['estudio-luz.revela.app', { slug: 'estudio-luz' }],
    ['revela.app', null],
    ['www.revela.app', { slug: 'www' }],
    ['fotos.estudioluz.com.br', { domains: ['fotos.estudioluz.com.br', 'www.fotos.estudioluz.com.br'] }],
    ['www.estudioluz.com.br:443', { domains: ['estudioluz.com.br', 'www.estudioluz.com.br'] }],
    ['estudioluz.com.br.', { domains: ['estudioluz.com.br', 'www.estudioluz.com.br'] }],
  ])('%s', (host, expected) => {
    expect(studioLookupForHost(host, options)).toEqual(expected);
  });

  it('finds studios under a platform domain that is itself under localhost', () => {
    const local = { defaultStudio: 'demo', platformDomain: 'revela.localhost' };
    expect(studioLookupForHost('luz.revela.localhost:4410', local)).toEqual({ slug: 'luz' });
    expect(studioLookupForHost('revela.localhost:4410', local)).toBeNull();
    expect(studioLookupForHost('luz.localhost', local)).toEqual({ slug: 'luz' });
  });

  it('uses the default studio when there is no Host header', () => {
    expect(studioLookupForHost(null, options)).toEqual({ slug: 'demo' });
  });

  it('finds no studio for a sub-domain that cannot be a studio address', () => {
    expect(studioLookupForHost('under_score.localhost', options)).toBeNull();
  });

  it('ignores the platform domain when none is configured', () => {
    expect(studioLookupForHost('x.revela.app', { defaultStudio: 'demo' })).toEqual({
      domains: ['x.revela.app', 'www.x.revela.app'],
    });
  });
});

describe('isPlatformHost', () => {
  it.each([
    ['revela.app', true],
    ['localhost:3000', true],
    ['127.0.0.1', true],
    ['luz.revela.app', false],
    ['luz.localhost', false],
    ['fotos.luz.com.br', false],
  ])('%s: %s', (host, expected) => {
    expect(isPlatformHost(host, options)).toBe(expected);
  });
});

describe('hostName', () => {
  it('drops port and brackets', () => {
    expect(hostName('[::1]:8080')).toBe('::1');
    expect(hostName('Example.COM:80')).toBe('example.com');
  });
});

describe('certificateName', () => {
  it.each([
    ['Aurora.com.BR', 'aurora.com.br'],
    ['www.fotos-aurora.com.br', 'www.fotos-aurora.com.br'],
    ['xn--estdio-fya.com.br', 'xn--estdio-fya.com.br'],
    ['aurora', null],
    ['aurora.com.br:443', null],
    ['-aurora.com.br', null],
    ['aurora-.com.br', null],
    ['aurora..com.br', null],
    ['auro ra.com.br', null],
    ['*.revela.app', null],
    [`${'a'.repeat(64)}.com`, null],
    [`${'a.'.repeat(127)}com`, null],
  ])('%s', (text, expected) => {
    expect(certificateName(text)).toBe(expected);
  });
});

describe('certificateSubject', () => {
  it.each([
    ['revela.app', { kind: 'platform' }],
    ['aurora.revela.app', { kind: 'platform-studio', slug: 'aurora' }],
    ['www.aurora.revela.app', { kind: 'none' }],
    ['sub_x.revela.app', { kind: 'none' }],
    ['aurora.localhost', { kind: 'none' }],
    ['127.0.0.1', { kind: 'none' }],
    ['aurora.com.br', { kind: 'own-domain', domains: ['aurora.com.br', 'www.aurora.com.br'] }],
    ['www.aurora.com.br', { kind: 'own-domain', domains: ['www.aurora.com.br', 'aurora.com.br'] }],
  ])('%s', (name, expected) => {
    expect(certificateSubject(name, 'revela.app')).toEqual(expected);
  });

  it('takes names under an unconfigured platform domain for own domains', () => {
    expect(certificateSubject('aurora.revela.app', undefined)).toMatchObject({ kind: 'own-domain' });
  });
});

describe('counterpartDomain', () => {
  it('adds or removes www.', () => {
    expect(counterpartDomain('aurora.com.br')).toBe('www.aurora.com.br');
    expect(counterpartDomain('www.aurora.com.br')).toBe('aurora.com.br');
  });
});

describe('canonicalHostFor', () => {
  const active = { slug: 'aurora', domain: 'www.aurora.com.br', domainStatus: 'ACTIVE' as const };

  it.each([
    ['www.aurora.com.br', null],
    ['aurora.com.br', 'www.aurora.com.br'],
    ['AURORA.com.br:8443', 'www.aurora.com.br'],
    ['aurora.revela.app', 'www.aurora.com.br'],
    ['aurora.localhost:3000', null],
    ['localhost', null],
  ])('%s, domain ACTIVE', (host, expected) => {
    expect(canonicalHostFor(host, active, 'revela.app')).toBe(expected);
  });

  it('keeps the registered apex canonical', () => {
    const apex = { ...active, domain: 'aurora.com.br' };
    expect(canonicalHostFor('www.aurora.com.br', apex, 'revela.app')).toBe('aurora.com.br');
    expect(canonicalHostFor('aurora.com.br', apex, 'revela.app')).toBeNull();
  });

  it.each(['PENDING', 'BROKEN'] as const)('does not redirect while the domain is %s', (status) => {
    const studio = { ...active, domainStatus: status };
    expect(canonicalHostFor('aurora.revela.app', studio, 'revela.app')).toBeNull();
    expect(canonicalHostFor('aurora.com.br', studio, 'revela.app')).toBeNull();
  });

  it('does not redirect a studio without its own domain', () => {
    const studio = { slug: 'aurora', domain: null, domainStatus: null };
    expect(canonicalHostFor('aurora.revela.app', studio, 'revela.app')).toBeNull();
  });
});
