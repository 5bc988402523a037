import { describe, expect, it } from 'vitest';
import { hostName, studioLookupForHost } from './tenant.ts';

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
    ['revela.app', { slug: 'demo' }],
    ['fotos.estudioluz.com.br', { domains: ['fotos.estudioluz.com.br', 'www.fotos.estudioluz.com.br'] }],
    ['www.estudioluz.com.br:443', { domains: ['estudioluz.com.br', 'www.estudioluz.com.br'] }],
    ['estudioluz.com.br.', { domains: ['estudioluz.com.br', 'www.estudioluz.com.br'] }],
  ])('%s', (host, expected) => {
    expect(studioLookupForHost(host, options)).toEqual(expected);
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

describe('hostName', () => {
  it('drops port and brackets', () => {
    expect(hostName('[::1]:8080')).toBe('::1');
    expect(hostName('Example.COM:80')).toBe('example.com');
  });
});
