// deploy/Caddyfile in front of two Revela servers and a worker, with Caddy's internal CA: studios' own domains get
// certificates on demand and answer over HTTPS, names nobody serves get none, and the site outlives one server.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database/database.ts';
import { paths } from './paths.ts';
import { defaultPlanId } from './services/studios/plans.ts';
import { caddyExecutable, curl, type RunningCaddy, startCaddy } from './test/caddy.ts';
import { createTestDatabase } from './test/database.ts';
import { type Started, startEntry, startServerProcess } from './test/processes.ts';
import { testStorage } from './test/test-app.ts';

type Server = Started & { url: string };

const platform = 'revela.test';
const installed = caddyExecutable() !== null;

// CI installs caddy (.ci/run): there a missing one is a failure, elsewhere the test is skipped.
describe.runIf(!installed && process.env.CI)('Caddy in CI', () => {
  it('is installed', () => {
    expect(caddyExecutable(), 'caddy is missing: .ci/run installs the Debian package').not.toBeNull();
  });
});

describe.runIf(installed)('Caddy in front of two servers and a worker (deploy/Caddyfile)', () => {
  let database: Database;
  let dataDir: string;
  let caddy: RunningCaddy;
  let servers: Server[] = [];
  const processes: Started[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'revela-caddy-data-'));
    // One database and one file storage for every process (a folder here, S3 in CI's second pass).
    const environment = {
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      SECRET_KEY: 'uma-chave-secreta-compartilhada-pelos-servidores',
      PLATFORM_DOMAIN: platform,
      // Caddy is the one proxy in front, as in revela.env.example.
      TRUST_PROXY: '1',
      WORKERS: 'false',
      SEED_DEMO: 'false',
      PORT: '0',
      ...testStorage(),
    };
    const worker = startEntry('server/worker.ts', environment);
    processes.push(worker);
    servers = await Promise.all([startServerProcess(environment), startServerProcess(environment)]);
    processes.push(...servers);
    await worker.waitFor(/Revela worker is running/);

    const planId = await defaultPlanId(database.prisma);
    // The owner registered the www. form (canonical); the domain is verified (ACTIVE). Boreal's is still PENDING.
    await database.prisma.studio.create({
      data: {
        name: 'Estúdio Aurora',
        slug: 'aurora',
        planId,
        domain: 'www.aurora-fotos.test',
        domainStatus: 'ACTIVE',
      },
    });
    await database.prisma.studio.create({
      data: {
        name: 'Estúdio Boreal',
        slug: 'boreal',
        planId,
        domain: 'boreal-fotos.test',
        domainStatus: 'PENDING',
      },
    });
    caddy = await startCaddy({ upstreams: servers.map((server) => new URL(server.url).host) });
  }, 180_000);

  afterAll(async () => {
    await caddy?.stop();
    for (const started of processes) if (started.child.exitCode === null) started.child.kill('SIGKILL');
    await Promise.all(processes.map((started) => started.exited));
    await database?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const https = (host: string, pathname = '/') => `https://${host}:${caddy.ports.https}${pathname}`;
  const storefront = (host: string) => curl(caddy, https(host, '/api'));

  it("answers a verified own domain with its studio's storefront, over HTTPS with a certificate for it", async () => {
    const answer = await storefront('www.aurora-fotos.test');
    expect(answer.exitCode, caddy.output()).toBe(0);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ nomeEstudio: 'Estúdio Aurora', urlEstudio: 'aurora' });
    expect(caddy.hasCertificate('www.aurora-fotos.test')).toBe(true);
    // Revela saw https through X-Forwarded-Proto (TRUST_PROXY=1): its HSTS header, no includeSubDomains.
    expect(answer.headers.get('strict-transport-security')).toBe('max-age=31536000');

    const graphql = await curl(caddy, https('www.aurora-fotos.test', '/graphql'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: '{ studio { name } }' }),
    });
    expect(JSON.parse(graphql.body)).toEqual({ data: { studio: { name: 'Estúdio Aurora' } } });
  });

  it('gets the bare form and the platform subdomain certificates too, and redirects their pages to the registered form', async () => {
    for (const host of ['aurora-fotos.test', `aurora.${platform}`]) {
      const page = await curl(caddy, https(host, '/evento/formatura?foto=3'));
      expect(page.exitCode, `${host}\n${caddy.output()}`).toBe(0);
      expect(page.status).toBe(308);
      expect(page.headers.get('location')).toBe(https('www.aurora-fotos.test', '/evento/formatura?foto=3'));
      // The API answers at every address of the studio.
      expect(JSON.parse((await storefront(host)).body)).toMatchObject({ urlEstudio: 'aurora' });
    }
  });

  it('redirects plain http to https', async () => {
    const answer = await curl(caddy, `http://www.aurora-fotos.test:${caddy.ports.http}/api?x=1`);
    expect(answer.status).toBe(308);
    // Caddy leaves out the port it was told is the https one (443 in production, the test's port here).
    expect(answer.headers.get('location')).toBe('https://www.aurora-fotos.test/api?x=1');
  });

  it('obtains no certificate for an unknown name, a PENDING domain or an unknown studio subdomain', async () => {
    for (const host of ['desconhecido.test', 'boreal-fotos.test', `nenhum.${platform}`]) {
      const answer = await storefront(host);
      // 35: the handshake failed, since Caddy has no certificate to present.
      expect(answer.exitCode, host).toBe(35);
      expect(caddy.hasCertificate(host), host).toBe(false);
    }
    // The question itself is not answered to the public.
    const asked = await curl(
      caddy,
      https('www.aurora-fotos.test', '/.well-known/revela/tls-ask?domain=x.test'),
    );
    expect(asked.status).toBe(404);
    expect(asked.body).toBe('');
  });

  it("passes the server's compressed JSON through, for clients that take it", async () => {
    const introspection = (acceptEncoding: string) =>
      curl(caddy, https('www.aurora-fotos.test', '/graphql'), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Accept-Encoding': acceptEncoding },
        body: JSON.stringify({ query: '{ __schema { types { name description } } }' }),
      });
    const gzip = await introspection('gzip');
    expect(gzip.status).toBe(200);
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    const plain = await introspection('identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(JSON.parse(plain.body).data.__schema.types.length).toBeGreaterThan(10);
  });

  it.runIf(existsSync(path.join(paths.clientBuild, 'index.html.br')))(
    "passes the build's Brotli copies through (Caddy itself makes none)",
    async () => {
      const page = await curl(caddy, https('www.aurora-fotos.test', '/'), {
        headers: { 'Accept-Encoding': 'br, gzip' },
      });
      expect(page.status).toBe(200);
      expect(page.headers.get('content-encoding')).toBe('br');
    },
  );

  /** The storefront through Caddy, tagged so the server that answered can be found in its log. */
  const tagged = (requestId: string) =>
    curl(caddy, https('www.aurora-fotos.test', '/api'), { headers: { 'X-Request-Id': requestId } });
  const answeredBy = (requestId: string) => servers.filter((server) => server.output().includes(requestId));

  it('stays up when one server stops', async () => {
    const [stopped, remaining] = servers as [Server, Server];
    // Both servers take requests while both run (least_conn spreads requests in flight together).
    const before = Array.from({ length: 16 }, (_, index) => `antes-${index}-${Date.now()}`);
    const answers = await Promise.all(before.map(tagged));
    expect(answers.map((answer) => answer.status)).toEqual(Array(16).fill(200));
    await new Promise((resolve) => setTimeout(resolve, 300)); // the log lines are written after the answers
    for (const server of servers)
      expect(before.filter((id) => answeredBy(id).includes(server)).length).toBeGreaterThan(0);

    stopped.child.kill('SIGTERM');
    expect(await stopped.exited).toBe(0);
    // At once (before any health check saw it go): a request that cannot reach it goes to the other server.
    const after = Array.from({ length: 12 }, (_, index) => `depois-${index}-${Date.now()}`);
    for (const id of after) expect((await tagged(id)).status, id).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(after.every((id) => answeredBy(id).length === 1 && answeredBy(id)[0] === remaining)).toBe(true);
  });
});
