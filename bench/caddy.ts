// bench:caddy: the time Caddy adds to a request. Two Revela servers and deploy/Caddyfile in front of them (with
// Caddy's internal CA, as server/caddy.test.ts runs it); each request is sent once straight to a server over plain
// HTTP and once through Caddy over HTTPS, taking turns, for a storefront page (GET /, the built index.html) and the
// storefront's GraphQL query (HomeRouteQuery, as the client sends it). Connections are kept open, as a browser
// keeps them; a last pair of rows opens a new connection per request (Caddy's side then includes the TLS
// handshake). The client asks for `br, gzip` like a browser. Options: --requests=N (per row), --db=pglite|postgres.

import { mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import homeRouteQuery from '../client/src/__generated__/HomeRouteQuery.graphql.ts';
import { createPrismaClient } from '../server/database/database.ts';
import { startEmbeddedPostgres } from '../server/database/embedded-postgres.ts';
import { applyMigrations } from '../server/database/migrations.ts';
import { defaultPlanId } from '../server/services/studios/plans.ts';
import { freePort, type RunningCaddy, startCaddy } from '../server/test/caddy.ts';
import { type Started, startEntry } from '../server/test/processes.ts';
import { numberOption, option } from './lib/args.ts';
import { createPostgresDatabase } from './lib/bench-app.ts';
import { percentile, printTable, type Row, round, writeResults } from './lib/results.ts';

const requests = numberOption('requests', 400);
const warmup = 50;
const database = option('db') ?? 'postgres';
const domain = 'www.aurora-fotos.test';

interface Answer {
  ms: number;
  status: number;
  bytes: number;
  encoding: string;
}

type Send = (agent: http.Agent | https.Agent) => Promise<Answer>;

function send(
  transport: typeof http | typeof https,
  options: https.RequestOptions,
  body: string | undefined,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const request = transport.request(options, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () =>
        resolve({
          ms: Number(process.hrtime.bigint() - started) / 1e6,
          status: response.statusCode ?? 0,
          bytes,
          encoding: String(response.headers['content-encoding'] ?? 'none'),
        }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

const graphqlBody = JSON.stringify({ documentId: homeRouteQuery.params.id, variables: {} });

/** The two kinds of request, addressed straight to a server (plain HTTP) or through Caddy (HTTPS). */
function senders(serverPort: number, caddy: RunningCaddy, ca: Buffer) {
  const direct =
    (method: string, pathname: string, body?: string): Send =>
    (agent) =>
      send(
        http,
        {
          host: '127.0.0.1',
          port: serverPort,
          method,
          path: pathname,
          agent,
          headers: {
            Host: domain,
            'Accept-Encoding': 'br, gzip',
            ...(body && { 'Content-Type': 'application/json' }),
          },
        },
        body,
      );
  const proxied =
    (method: string, pathname: string, body?: string): Send =>
    (agent) =>
      send(
        https,
        {
          host: '127.0.0.1',
          port: caddy.ports.https,
          servername: domain,
          ca,
          method,
          path: pathname,
          agent,
          headers: {
            Host: `${domain}:${caddy.ports.https}`,
            'Accept-Encoding': 'br, gzip',
            ...(body && { 'Content-Type': 'application/json' }),
          },
        },
        body,
      );
  return {
    page: { direct: direct('GET', '/'), caddy: proxied('GET', '/') },
    graphql: {
      direct: direct('POST', '/graphql', graphqlBody),
      caddy: proxied('POST', '/graphql', graphqlBody),
    },
  };
}

/** Waits until the server on `port` answers /readyz. */
async function ready(port: number): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const status = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    if (Date.now() > deadline) throw new Error(`The server on port ${port} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'revela-bench-caddy-'));
  const postgres = database === 'postgres' ? await createPostgresDatabase() : null;
  const embedded = postgres ? null : await startEmbeddedPostgres();
  const databaseUrl = postgres?.url ?? embedded!.url;
  await applyMigrations(databaseUrl);
  const servers: Started[] = [];
  let caddy: RunningCaddy | undefined;
  try {
    const environment = {
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      SECRET_KEY: 'uma-chave-secreta-do-benchmark-do-caddy',
      PLATFORM_DOMAIN: 'revela.test',
      TRUST_PROXY: '1',
      SEED_DEMO: 'false',
      // Request lines are not written (so not timed): the servers are found ready by their /readyz.
      LOG_LEVEL: 'warn',
    };
    const ports = [await freePort(), await freePort()];
    servers.push(
      ...ports.map((port) => startEntry('server/server.ts', { ...environment, PORT: String(port) })),
    );
    await Promise.all(ports.map((port) => ready(port)));
    const db = createPrismaClient(databaseUrl, { embedded: !postgres });
    await db.studio.create({
      data: {
        name: 'Estúdio Aurora',
        slug: 'aurora',
        planId: await defaultPlanId(db),
        domain,
        domainStatus: 'ACTIVE',
        aboutText: 'Fotografia de formaturas e eventos',
      },
    });
    await db.$disconnect();
    caddy = await startCaddy({ upstreams: ports.map((port) => `127.0.0.1:${port}`) });
    const ca = await readFile(caddy.rootCertificate);
    const kinds = senders(ports[0]!, caddy, ca);

    const rows: Row[] = [];
    const figures: Record<string, unknown> = {};
    const measure = async (label: string, keepAlive: boolean) => {
      for (const [request, sendBy] of Object.entries(kinds)) {
        const agents = { direct: new http.Agent({ keepAlive }), caddy: new https.Agent({ keepAlive }) };
        const samples = { direct: [] as number[], caddy: [] as number[] };
        const last: Record<string, Answer> = {};
        for (let index = 0; index < warmup + requests; index++) {
          // Taking turns, so both sides see the same moments of a busy machine.
          for (const side of ['direct', 'caddy'] as const) {
            const answer = await sendBy[side](agents[side]);
            if (answer.status !== 200) throw new Error(`${request} ${side}: status ${answer.status}`);
            if (index >= warmup) samples[side].push(answer.ms);
            last[side] = answer;
          }
        }
        agents.direct.destroy();
        agents.caddy.destroy();
        const p = (side: 'direct' | 'caddy', at: number) => round(percentile(samples[side], at), 2);
        rows.push({
          request: `${request === 'page' ? 'GET / (page)' : 'HomeRouteQuery'}, ${label}`,
          'direct p50 ms': p('direct', 50),
          'Caddy p50 ms': p('caddy', 50),
          'added p50 ms': round(p('caddy', 50) - p('direct', 50), 2),
          'direct p95 ms': p('direct', 95),
          'Caddy p95 ms': p('caddy', 95),
          'added p95 ms': round(p('caddy', 95) - p('direct', 95), 2),
          'bytes direct / Caddy': `${last.direct!.bytes} ${last.direct!.encoding} / ${last.caddy!.bytes} ${last.caddy!.encoding}`,
        });
        figures[`${request}-${keepAlive ? 'kept' : 'new'}`] = {
          direct: { p50: p('direct', 50), p95: p('direct', 95) },
          caddy: { p50: p('caddy', 50), p95: p('caddy', 95) },
        };
      }
    };
    await measure('connection kept', true);
    await measure('new connection', false);
    printTable(
      `Caddy in front (deploy/Caddyfile, 2 servers, ${requests} requests per side and row, ${database})`,
      rows,
    );
    await writeResults('caddy', { requests, database, figures });
  } finally {
    await caddy?.stop();
    for (const server of servers) server.child.kill('SIGTERM');
    await Promise.all(servers.map((server) => server.exited));
    await postgres?.drop();
    await embedded?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
