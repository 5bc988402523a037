// The security headers: the full CSP on pages, a closed one on JSON and files, nosniff and Referrer-Policy on every
// answer, HSTS only over https; the photo storage's origins in img-src.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, createApp } from '../app.ts';
import { clientScriptHashes } from '../client-files.ts';
import { type AppConfig, loadConfig } from '../config.ts';
import { paths } from '../paths.ts';
import { s3ClientConfig } from '../services/storage/s3-storage.ts';
import { factories } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createHttpSecurity, mercadoPagoSources, pagePolicy, storageOrigins } from './security-headers.ts';

/** The policy as directive name → sources. */
function directives(policy: string | null): Record<string, string[]> {
  return Object.fromEntries(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

const closedPolicy = "default-src 'none'; frame-ancestors 'none'";

describe('the page policy', () => {
  const local = loadConfig({ DATA_DIR: os.tmpdir() });

  it('lets pages run our scripts and the Payment Brick, nothing inline, and never be framed', () => {
    const policy = directives(pagePolicy(local));
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['script-src']).toEqual([
      "'self'",
      'https://sdk.mercadopago.com',
      'https://http2.mlstatic.com',
    ]);
    expect(policy['connect-src']).toEqual(["'self'", ...mercadoPagoSources.connect]);
    expect(policy['connect-src']).toEqual(
      expect.arrayContaining(['https://api.mercadopago.com', 'https://secure-fields.mercadopago.com']),
    );
    expect(policy['frame-src']).toContain('https://secure-fields.mercadopago.com');
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', ...mercadoPagoSources.img]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    for (const sources of Object.values(policy)) {
      expect(sources).not.toContain("'unsafe-eval'");
      expect(sources.filter((source) => source.includes('*'))).toEqual([]);
    }
  });

  it('runs inline only the scripts whose hashes the build listed, and nothing else inline', () => {
    const hash = `'sha256-${'A'.repeat(43)}='`;
    const policy = directives(pagePolicy(local, [hash]));
    expect(policy['script-src']).toEqual([
      "'self'",
      hash,
      'https://sdk.mercadopago.com',
      'https://http2.mlstatic.com',
    ]);
    for (const [name, sources] of Object.entries(policy)) {
      if (name !== 'script-src') expect(sources).not.toContain(hash);
    }
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
  });

  it('lets images come from the CDN and the bucket when photos live in object storage', () => {
    const config = loadConfig({
      DATA_DIR: os.tmpdir(),
      STORAGE_URL: 's3://fotos/revela?endpoint=https://conta.r2.cloudflarestorage.com&region=auto',
      STORAGE_PUBLIC_URL: 'https://cdn.fotos.example.com/estaticos',
    });
    expect(directives(pagePolicy(config))['img-src']).toEqual(
      expect.arrayContaining([
        'https://cdn.fotos.example.com',
        'https://fotos.conta.r2.cloudflarestorage.com',
      ]),
    );
  });

  // The origin must be the one the AWS SDK presigns for, in each addressing style it picks.
  it.each([
    ['s3://fotos?region=sa-east-1'],
    ['s3://fotos.revela?region=sa-east-1'],
    ['s3://fotos?region=us-east-1&forcePathStyle=true'],
    ['s3://fotos?endpoint=https://conta.r2.cloudflarestorage.com&region=auto'],
    ['s3://fotos?endpoint=http://127.0.0.1:9000&region=us-east-1&forcePathStyle=true'],
    ['s3://fotos?endpoint=https://minio.example.com:9000/&region=us-east-1'],
  ])('names the origin of presigned addresses for %s', async (storageUrl) => {
    const { storage } = loadConfig({ DATA_DIR: os.tmpdir(), STORAGE_URL: storageUrl });
    if (storage.kind !== 's3') throw new Error('expected object storage');
    const client = new S3Client({
      ...s3ClientConfig(storage),
      credentials: { accessKeyId: 'a', secretAccessKey: 'b' },
    });
    const presigned = await getSignedUrl(
      client,
      new GetObjectCommand({ Bucket: storage.bucket, Key: 'x.webp' }),
    );
    expect(storageOrigins(storage)).toEqual([new URL(presigned).origin]);
  });
});

describe('the headers of every answer', () => {
  let t: TestApp;
  let clientDir: string;
  let app: App;
  let logoPath: string;
  const appWith = (config: Partial<AppConfig>) =>
    createApp(
      { db: t.db, config: { ...t.config, ...config }, services: t.services },
      { clientBuildDir: clientDir },
    );
  const get = (target: App, url: string, headers: Record<string, string> = {}) =>
    target.fetch(new Request(url, { headers, redirect: 'manual' }));

  beforeAll(async () => {
    t = await createTestApp({}, { workers: false });
    clientDir = await mkdtemp(path.join(os.tmpdir(), 'revela-client-'));
    await mkdir(path.join(clientDir, 'assets'));
    await writeFile(path.join(clientDir, 'index.html'), '<!doctype html><title>Revela</title>');
    await writeFile(path.join(clientDir, 'assets', 'app-1a2b.js'), 'console.log(1)');
    app = appWith({});
    const studio = await factories(t.db, t.services).studio({ slug: 'aurora' });
    logoPath = `/api/${(await factories(t.db, t.services).image(studio, 'STUDIO_LOGO')).storageKey}`;
  });
  afterAll(async () => {
    await rm(clientDir, { recursive: true, force: true });
    await t.close();
  });

  const expectCommonHeaders = (response: Response) => {
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  };

  it('gives pages the full policy', async () => {
    // The app allows the inline scripts of the client it was built with (build/client), whatever folder it serves.
    const policy = pagePolicy(t.config, clientScriptHashes(paths.clientBuild));
    for (const pathname of ['/', '/aurora/galeria', '/adm']) {
      const response = await get(app, `http://aurora.localhost${pathname}`);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('content-security-policy')).toBe(policy);
      expectCommonHeaders(response);
    }
  });

  it("allows on pages the inline scripts the client's build listed, only on pages", async () => {
    const hash = `'sha256-${'B'.repeat(43)}='`;
    await writeFile(
      path.join(clientDir, 'csp.json'),
      JSON.stringify({ scriptHashes: [hash, "'unsafe-inline'", 'sha256-sem-aspas'] }),
    );
    try {
      expect(clientScriptHashes(clientDir)).toEqual([hash]);
      const security = createHttpSecurity(
        { db: t.db, config: t.config, services: t.services },
        { clientBuildDir: clientDir },
      );
      const answer = (contentType: string) => async () =>
        new Response('x', { headers: { 'Content-Type': contentType } });
      const request = new Request('http://aurora.localhost/aurora');
      const page = await security(request, answer('text/html; charset=utf-8'));
      expect(page.headers.get('content-security-policy')).toBe(pagePolicy(t.config, [hash]));
      const script = await security(request, answer('text/javascript'));
      expect(script.headers.get('content-security-policy')).toBe(closedPolicy);
    } finally {
      await rm(path.join(clientDir, 'csp.json'));
    }
    expect(clientScriptHashes(clientDir)).toEqual([]);
  });

  it('gives JSON, scripts and photos a policy that loads nothing and frames nowhere', async () => {
    const graphql = await app.fetch(
      new Request('http://aurora.localhost/graphql', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ query: '{ studio { name } }' }),
      }),
    );
    const rest = await get(app, 'http://aurora.localhost/api/nao-existe/tipo-de-galeria');
    const script = await get(app, 'http://aurora.localhost/assets/app-1a2b.js');
    const logo = await get(app, `http://aurora.localhost${logoPath}`);
    const missing = await get(app, 'http://aurora.localhost/assets/nao-existe.js');
    const health = await get(app, 'http://aurora.localhost/healthz');
    expect([graphql.status, script.status, missing.status]).toEqual([200, 200, 404]);
    expect([200, 302]).toContain(logo.status);
    for (const response of [graphql, rest, script, logo, missing, health]) {
      expect(response.headers.get('content-security-policy')).toBe(closedPolicy);
      expectCommonHeaders(response);
    }
  });

  it('asks for https (HSTS) only on answers that went over https', async () => {
    const hsts = (response: Response) => response.headers.get('strict-transport-security');
    expect(hsts(await get(app, 'http://aurora.localhost/'))).toBeNull();
    expect(hsts(await get(app, 'https://aurora.localhost/'))).toBe('max-age=31536000');
    expect(hsts(await get(app, 'https://aurora.localhost/healthz'))).toBe('max-age=31536000');
    // X-Forwarded-Proto counts only from a proxy we were told to trust.
    const forwarded = { 'X-Forwarded-Proto': 'https' };
    expect(hsts(await get(app, 'http://aurora.localhost/', forwarded))).toBeNull();
    const behindProxy = appWith({ trustProxy: true });
    expect(hsts(await get(behindProxy, 'http://aurora.localhost/', forwarded))).toBe('max-age=31536000');
    expect(
      hsts(await get(behindProxy, 'http://aurora.localhost/', { 'X-Forwarded-Proto': 'http' })),
    ).toBeNull();
  });
});
