// CORS from an allow-list: the studio's own origins, PUBLIC_URL's and CORS_ORIGINS read the API's answers; any
// other origin gets no Access-Control-Allow-Origin and its preflights are refused.
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, createApp } from '../app.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { factories } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

describe('CORS_ORIGINS', () => {
  const load = (value: string) => loadConfig({ DATA_DIR: os.tmpdir(), CORS_ORIGINS: value });

  it('takes origins separated by commas', () => {
    expect(load('https://App.Example.com:443/, http://localhost:5173').corsOrigins).toEqual([
      'https://app.example.com',
      'http://localhost:5173',
    ]);
    expect(loadConfig({ DATA_DIR: os.tmpdir() }).corsOrigins).toEqual([]);
  });

  it.each([
    '*',
    'https://*.example.com',
    'https://app.example.com/api',
    'https://app.example.com?x=1',
    'ftp://app.example.com',
    'app.example.com',
    'https://app.example.com,',
  ])('refuses %s with one clear line', (value) => {
    expect(() => load(value)).toThrow(ConfigError);
    expect(() => load(value)).toThrow(/^Invalid CORS_ORIGINS: must be origins separated by commas/);
  });
});

describe('CORS', () => {
  let t: TestApp;
  let production: App;

  beforeAll(async () => {
    t = await createTestApp(
      {
        PLATFORM_DOMAIN: 'revela.app',
        PUBLIC_URL: 'https://painel.revela.app',
        CORS_ORIGINS: 'https://parceiro.example.com',
      },
      { workers: false },
    );
    await factories(t.db, t.services).studio({ slug: 'aurora', domain: 'fotos-aurora.com.br' });
    await factories(t.db, t.services).studio({
      slug: 'boreal',
      domain: 'boreal-fotos.com.br',
      domainStatus: 'PENDING',
    });
    production = createApp({ db: t.db, config: { ...t.config, production: true }, services: t.services });
  });
  afterAll(() => t.close());

  /** A GraphQL call to `host` from a page of `origin`. */
  const graphqlFrom = (origin: string, host = 'aurora.revela.app', app: App = t.app) =>
    app.fetch(
      new Request(`http://${host}/graphql`, {
        method: 'POST',
        headers: { Origin: origin, 'Content-Type': 'application/json', Authorization: 'Bearer x' },
        body: JSON.stringify({ query: '{ studio { name } }' }),
      }),
    );
  const allowedOrigin = (response: Response) => response.headers.get('access-control-allow-origin');

  it('answers the studio its own origins, PUBLIC_URL and CORS_ORIGINS', async () => {
    for (const origin of [
      'https://aurora.revela.app',
      'https://fotos-aurora.com.br',
      'https://www.fotos-aurora.com.br',
      'http://aurora.localhost:5173',
      'https://painel.revela.app',
      'https://parceiro.example.com',
    ]) {
      const response = await graphqlFrom(origin);
      expect(response.status).toBe(200);
      expect(allowedOrigin(response), origin).toBe(origin);
      expect(response.headers.get('vary')).toMatch(/\bOrigin\b/);
      expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    }
  });

  it('gives any other origin no Access-Control-Allow-Origin (it was reflected)', async () => {
    for (const origin of [
      'https://atacante.example.com',
      'https://boreal.revela.app',
      'https://fotos-aurora.com.br.atacante.example.com',
      'https://boreal-fotos.com.br',
      'null',
    ]) {
      const response = await graphqlFrom(origin);
      expect(allowedOrigin(response), origin).toBeNull();
      expect(response.headers.get('vary')).toMatch(/\bOrigin\b/);
    }
    const rest = await t.app.fetch(
      new Request('http://aurora.revela.app/api/nao-existe/tipo-de-galeria', {
        headers: { Origin: 'https://atacante.example.com' },
      }),
    );
    expect(allowedOrigin(rest)).toBeNull();
  });

  it("takes a studio's own domain as its origin only once the domain serves it", async () => {
    expect(allowedOrigin(await graphqlFrom('https://boreal-fotos.com.br', 'boreal.revela.app'))).toBeNull();
    expect(allowedOrigin(await graphqlFrom('https://boreal.revela.app', 'boreal.revela.app'))).toBe(
      'https://boreal.revela.app',
    );
  });

  it('in production takes studio origins only over https, never from localhost', async () => {
    expect(allowedOrigin(await graphqlFrom('https://fotos-aurora.com.br', undefined, production))).toBe(
      'https://fotos-aurora.com.br',
    );
    expect(allowedOrigin(await graphqlFrom('http://fotos-aurora.com.br', undefined, production))).toBeNull();
    expect(
      allowedOrigin(await graphqlFrom('http://aurora.localhost:5173', undefined, production)),
    ).toBeNull();
    expect(allowedOrigin(await graphqlFrom('https://parceiro.example.com', undefined, production))).toBe(
      'https://parceiro.example.com',
    );
  });

  const preflight = (pathname: string, origin: string, method: string, headers: string) =>
    t.app.fetch(
      new Request(`http://aurora.revela.app${pathname}`, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': method,
          'Access-Control-Request-Headers': headers,
        },
      }),
    );

  it('answers preflights of allowed origins with the headers our client sends', async () => {
    const graphql = await preflight(
      '/graphql',
      'https://fotos-aurora.com.br',
      'POST',
      'authorization,content-type',
    );
    expect(graphql.status).toBe(204);
    expect(allowedOrigin(graphql)).toBe('https://fotos-aurora.com.br');
    const payment = await preflight(
      '/api/festa/carrinho/processar-pagamento',
      'https://parceiro.example.com',
      'POST',
      'authorization,content-type,x-idempotency-key',
    );
    expect(payment.status).toBe(204);
    expect(payment.headers.get('access-control-allow-headers')).toMatch(/\bX-Idempotency-Key\b/);
    const tus = await preflight(
      '/api/adm/envios',
      'https://fotos-aurora.com.br',
      'PATCH',
      'authorization,tus-resumable,upload-offset,content-type',
    );
    expect(tus.status).toBe(204);
    expect(allowedOrigin(tus)).toBe('https://fotos-aurora.com.br');
    expect(tus.headers.get('access-control-allow-methods')).toMatch(/\bPATCH\b/);
    const allowedHeaders = tus.headers.get('access-control-allow-headers')!.split(', ');
    expect(allowedHeaders).toEqual(
      expect.arrayContaining([
        'Authorization',
        'Content-Type',
        'Tus-Resumable',
        'Upload-Length',
        'Upload-Offset',
        'Upload-Metadata',
      ]),
    );
  });

  it('refuses preflights of other origins', async () => {
    for (const pathname of ['/graphql', '/api/adm/envios', '/api/festa/carrinho']) {
      const response = await preflight(pathname, 'https://atacante.example.com', 'POST', 'authorization');
      expect(response.status).toBe(403);
      expect(allowedOrigin(response)).toBeNull();
      expect(response.headers.get('access-control-allow-headers')).toBeNull();
    }
  });

  it('lets a tus client of an allowed origin read where the upload is and how far it got', async () => {
    const upload = (origin: string) =>
      t.app.fetch(
        new Request('http://aurora.revela.app/api/adm/envios', {
          method: 'POST',
          headers: { Origin: origin, 'Tus-Resumable': '1.0.0', 'Upload-Length': '10' },
        }),
      );
    // Not logged in: the refusal itself must be readable by the page.
    const allowed = await upload('https://fotos-aurora.com.br');
    expect(allowed.status).toBe(401);
    expect(allowedOrigin(allowed)).toBe('https://fotos-aurora.com.br');
    const exposed = allowed.headers.get('access-control-expose-headers')!.split(', ');
    expect(exposed).toEqual(expect.arrayContaining(['Location', 'Upload-Offset', 'Tus-Resumable']));
    const refused = await upload('https://atacante.example.com');
    expect(allowedOrigin(refused)).toBeNull();
    expect(refused.headers.get('access-control-expose-headers')).toBeNull();
  });
});
