import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factories } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

describe('studios on their own domains', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ PLATFORM_DOMAIN: 'revela.app', TRUST_PROXY: '1' }, { workers: false });
    const make = factories(t.db, t.services);
    await make.studio({ name: 'Estúdio Aurora', slug: 'aurora', domain: 'www.aurora.com.br' });
    await make.studio({
      name: 'Estúdio Boreal',
      slug: 'boreal',
      domain: 'boreal.com.br',
      domainStatus: 'PENDING',
    });
    await make.studio({
      name: 'Estúdio Cometa',
      slug: 'cometa',
      domain: 'cometa.com.br',
      domainStatus: 'BROKEN',
    });
  });
  afterAll(() => t.close());

  const ask = (query: string, init: Omit<RequestInit, 'headers'> = {}) =>
    t.fetch(`/.well-known/revela/tls-ask${query}`, { host: '127.0.0.1:3001', ...init });

  it.each([
    'revela.app',
    'aurora.revela.app',
    'boreal.revela.app',
    'www.aurora.com.br',
    'aurora.com.br',
    'WWW.Aurora.com.br',
    'cometa.com.br',
    'www.cometa.com.br',
  ])('lets Caddy obtain a certificate for %s', async (domain) => {
    const answer = await ask(`?domain=${domain}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it.each([
    'boreal.com.br',
    'www.boreal.com.br',
    'desconhecido.com.br',
    'naoexiste.revela.app',
    'www.aurora.revela.app',
    'a.b.revela.app',
    'aurora.localhost',
    '127.0.0.1',
  ])('refuses a certificate for %s', async (domain) => {
    const answer = await ask(`?domain=${domain}`);
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ mensagem: { texto: 'Domínio não atendido por esta plataforma.' } });
  });

  it('answers 400 without a domain or with something that is no host name, and 405 to other methods', async () => {
    expect((await ask('')).status).toBe(400);
    expect((await ask('?domain=')).status).toBe(400);
    expect((await ask('?domain=aurora.com.br:443')).status).toBe(400);
    expect((await ask('?domain=%3Cscript%3E.com')).status).toBe(400);
    const posted = await ask('?domain=aurora.com.br', { method: 'POST' });
    expect(posted.status).toBe(405);
    expect(posted.headers.get('allow')).toBe('GET, HEAD');
    const other = await t.fetch('/.well-known/revela/outra-coisa', { host: 'aurora.com.br' });
    expect(other.status).toBe(404);
    expect(other.headers.get('content-type')).toContain('application/json');
  });

  const studioAt = async (host: string) =>
    (await t.graphql('{ studio { slug } }', {}, { host })).data.studio?.slug ?? null;

  it('serves a studio at its own domain while it is ACTIVE or BROKEN, in both forms', async () => {
    expect(await studioAt('www.aurora.com.br')).toBe('aurora');
    expect(await studioAt('aurora.com.br')).toBe('aurora');
    expect(await studioAt('cometa.com.br')).toBe('cometa');
    expect(await studioAt('www.cometa.com.br')).toBe('cometa');
  });

  it('serves no studio at a domain still PENDING, though its platform subdomain serves it', async () => {
    expect(await studioAt('boreal.com.br')).toBeNull();
    expect(await studioAt('boreal.revela.app')).toBe('boreal');
  });

  const page = (
    host: string,
    pathname = '/',
    init: Omit<RequestInit, 'headers'> & { headers?: Record<string, string> } = {},
  ) => t.fetch(pathname, { host, redirect: 'manual', ...init });

  it('sends page requests to the form of the domain its owner registered, path and query kept', async () => {
    const moved = await page('aurora.com.br', '/evento/casamento?foto=12', {
      headers: { 'X-Forwarded-Proto': 'https' },
    });
    expect(moved.status).toBe(308);
    expect(moved.headers.get('location')).toBe('https://www.aurora.com.br/evento/casamento?foto=12');
    const head = await page('aurora.com.br:8443', '/adm', { method: 'HEAD' });
    expect(head.status).toBe(308);
    expect(head.headers.get('location')).toBe('http://www.aurora.com.br:8443/adm');
    expect((await page('www.aurora.com.br')).status).not.toBe(308);
    // The page's files are not pages: they answer where they are asked.
    expect((await page('aurora.com.br', '/assets/index-abc123.js')).status).not.toBe(308);
  });

  it('sends page requests at the platform subdomain to the own domain once it is ACTIVE', async () => {
    const moved = await page('aurora.revela.app', '/e/x?y=1', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(moved.status).toBe(308);
    expect(moved.headers.get('location')).toBe('https://www.aurora.com.br/e/x?y=1');
    for (const host of ['boreal.revela.app', 'cometa.revela.app', 'cometa.com.br', 'www.cometa.com.br'])
      expect((await page(host)).status, host).not.toBe(308);
  });

  it('never redirects the API, GraphQL, webhooks, probes or well-known paths', async () => {
    for (const host of ['aurora.revela.app', 'aurora.com.br']) {
      for (const pathname of ['/api', '/healthz', '/readyz', '/metrics', '/.well-known/security.txt'])
        expect((await page(host, pathname)).status, `${host}${pathname}`).not.toBe(308);
      const webhook = await page(host, '/api/aurora/status-pagamento', { method: 'POST', body: '{}' });
      expect(webhook.status).not.toBe(308);
      expect(await studioAt(host)).toBe('aurora');
    }
    const posted = await page('aurora.com.br', '/evento', { method: 'POST' });
    expect(posted.status).not.toBe(308);
  });
});
