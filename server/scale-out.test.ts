// Revela as several machines: two servers and a separate worker on one PostgreSQL and one S3-compatible storage,
// with nothing held in any process's memory that another needs.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from './database/database.ts';
import { renderLandscapeJpeg } from './services/images/generated-pictures.ts';
import {
  type FakeMercadoPago,
  startFakeMercadoPago,
} from './services/payments/simulator/mercado-pago-simulator.ts';
import { addPhoto, cardForm, pay, savePersonalData } from './test/checkout-steps.ts';
import type { CustomerClient } from './test/customer-client.ts';
import { createTestDatabase } from './test/database.ts';
import { type Started, startEntry, startServerProcess } from './test/processes.ts';
import { startTestS3Server, type TestS3Server } from './test/s3-server.ts';
import type { RestResult } from './test/test-app.ts';

type Server = Started & { url: string };

async function http(
  base: string,
  method: string,
  pathname: string,
  options: { body?: unknown; bytes?: Uint8Array; headers?: Record<string, string> } = {},
): Promise<RestResult> {
  const response = await fetch(`${base}${pathname}`, {
    method,
    headers: {
      ...(options.body !== undefined && { 'Content-Type': 'application/json' }),
      ...options.headers,
    },
    body: options.bytes
      ? Buffer.from(options.bytes)
      : options.body !== undefined
        ? JSON.stringify(options.body)
        : undefined,
  });
  const text = await response.text();
  const json = response.headers.get('content-type')?.includes('application/json');
  return { status: response.status, headers: response.headers, body: json && text ? JSON.parse(text) : text };
}

async function eventually<T>(
  probe: () => Promise<T | null | undefined | false>,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('Not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe.runIf(inject('postgresUrl'))(
  'two servers and a worker on one PostgreSQL and one object storage',
  () => {
    let s3: TestS3Server;
    let database: Database;
    let mercadoPago: FakeMercadoPago;
    let serverA: Server;
    let serverB: Server;
    let worker: Started;
    const folders: string[] = [];
    const processes: Started[] = [];

    const environment = async (extra: Record<string, string> = {}) => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'revela-scale-'));
      folders.push(dataDir);
      return {
        DATABASE_URL: database.url,
        STORAGE_URL: s3.storageUrl('escala'),
        SECRET_KEY: 'uma-chave-secreta-compartilhada-por-todas-as-maquinas',
        MERCADO_PAGO_MODE: 'simulated',
        MERCADO_PAGO_API_URL: mercadoPago.url,
        SHIPPING_PROVIDER: 'simulated',
        CEP_PROVIDER: 'simulated',
        METRICS_TOKEN: 'token-das-metricas-de-teste',
        JOB_POLL_SECONDS: '0.5',
        WORKERS: 'false',
        DATA_DIR: dataDir,
        PORT: '0',
        ...extra,
      };
    };
    const track = <T extends Started>(started: T) => {
      processes.push(started);
      return started;
    };
    const startWorker = async (extra: Record<string, string> = {}) => {
      const started = track(startEntry('server/worker.ts', await environment(extra)));
      await started.waitFor(/Revela worker is running/);
      return started;
    };

    beforeAll(async () => {
      s3 = await startTestS3Server();
      database = await createTestDatabase();
      mercadoPago = await startFakeMercadoPago();
      // The first server migrates the database and creates the demo studio; the second finds both done.
      serverA = track(await startServerProcess(await environment()));
      serverB = track(await startServerProcess(await environment()));
      worker = await startWorker();
    }, 180_000);

    afterAll(async () => {
      for (const started of processes) if (started.child.exitCode === null) started.child.kill('SIGKILL');
      await Promise.all(processes.map((started) => started.exited));
      await mercadoPago?.close();
      await database?.close();
      await s3?.close();
      await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
    });

    it('answers /healthz, /readyz and (with the token) /metrics on every server', async () => {
      for (const server of [serverA, serverB]) {
        expect((await http(server.url, 'GET', '/healthz')).status).toBe(200);
        expect(await http(server.url, 'GET', '/readyz')).toMatchObject({ status: 200, body: { ok: true } });
        expect((await http(server.url, 'GET', '/metrics')).status).toBe(401);
        const metrics = await http(server.url, 'GET', '/metrics', {
          headers: { Authorization: 'Bearer token-das-metricas-de-teste' },
        });
        expect(metrics.status).toBe(200);
        expect(metrics.body).toContain('revela_http_request_duration_seconds_bucket');
        expect(metrics.body).toMatch(/revela_job_queue_depth\{queue="photo-render",state="waiting"\} \d+/);
      }
      expect(serverB.output()).not.toContain('creating the demo studio');
    });

    it('sells to a customer whose requests alternate between the two servers', async () => {
      const studio = (await http(serverA.url, 'GET', '/api')).body;
      const eventSlug = studio.eventosConsolidados[0].url as string;
      const session = await http(serverB.url, 'GET', `/api/${eventSlug}/galeria-publica/criar-sessao`);
      expect(session.status).toBe(200);
      let turn = 0;
      const customer: CustomerClient = {
        host: 'localhost',
        eventSlug,
        accessToken: session.body.accessTokenGaleria,
        refreshToken: session.body.refreshTokenGaleria,
        graphql: () => Promise.reject(new Error('REST only')),
        upload: () => Promise.reject(new Error('REST only')),
        // Each call goes to the other server, as a round-robin load balancer would send it.
        rest: (method, pathname, options = {}) =>
          http([serverA, serverB][turn++ % 2]!.url, method, pathname, {
            body: options.body,
            headers: { Authorization: `Bearer ${customer.accessToken}`, ...options.headers },
          }),
      };
      const gallery = await customer.rest('GET', `/api/${eventSlug}`);
      expect(gallery.status).toBe(200);
      const photoName = gallery.body.evento.imagens[0].nome as string;
      await addPhoto(customer, photoName, '1');
      await savePersonalData(customer);
      const paid = await pay(customer, cardForm('APRO'));
      expect(paid.status, JSON.stringify(paid.body)).toBe(200);
      expect(paid.body.status).toBe('approved');
      const order = await customer.rest('GET', `/api/${eventSlug}/entrega/${paid.body.pedidoId}`);
      expect(order.status).toBe(200);
      expect(order.body.fotosDigitais).toHaveLength(1);
      // The order e-mail was queued by a server and delivered by the worker process.
      const sent = await eventually(async () => {
        const client = new pg.Client({ connectionString: database.url });
        await client.connect();
        const { rows } = await client.query(
          `SELECT status FROM "EmailMessage" WHERE "orderId" = $1 AND status = 'SENT'`,
          [paid.body.pedidoId],
        );
        await client.end();
        return rows.length > 0;
      });
      expect(sent).toBe(true);
    });

    async function adminToken(server: Server): Promise<string> {
      const login = await http(server.url, 'POST', '/api/estudio/login', {
        body: { email: 'demo@revela.local', senha: 'revela-demo' },
      });
      expect(login.status).toBe(200);
      return login.body.token;
    }

    async function photoStatus(server: Server, token: string, eventSlug: string, name: string) {
      const answer = await http(server.url, 'POST', '/graphql', {
        headers: { Authorization: `Bearer ${token}` },
        body: {
          query: `query($slug: String!) { studio { event(slug: $slug) { photos(first: 500) { edges { node { name status } } } } } }`,
          variables: { slug: eventSlug },
        },
      });
      return answer.body.data.studio.event.photos.edges.find(
        (edge: { node: { name: string } }) => edge.node.name === name,
      )?.node.status as string | undefined;
    }

    it('renders on the worker a photo uploaded to one server, and the other server shows it from the storage', async () => {
      const token = await adminToken(serverB);
      const eventSlug = (await http(serverA.url, 'GET', '/api')).body.eventosConsolidados[0].url as string;
      const bytes = await renderLandscapeJpeg(2400, 1600, 77);
      const uploaded = await http(serverA.url, 'POST', `/api/adm/${eventSlug}/imagem`, {
        bytes,
        headers: {
          Authorization: `Bearer ${token}`,
          'X-Nome-Arquivo': 'chegada.jpg',
          'X-Tipo': 'image/jpeg',
        },
      });
      expect(uploaded.status).toBe(201);
      const name = uploaded.body.imagem.nome as string;
      await eventually(async () => (await photoStatus(serverB, token, eventSlug, name)) === 'READY');
      const preview = await fetch(
        `${serverB.url}/api/estaticos/estudios/demo/eventos/${eventSlug}/imagens/${name}`,
      );
      expect(preview.url).toMatch(new RegExp(`^${s3.endpoint}/`));
      expect((await sharp(Buffer.from(await preview.arrayBuffer())).metadata()).format).toBe('webp');
      expect(worker.output()).not.toContain('failed');
    });

    it('retries the render of a worker killed with SIGKILL in the middle of it', async () => {
      const token = await adminToken(serverA);
      const eventSlug = (await http(serverA.url, 'GET', '/api')).body.eventosConsolidados[0].url as string;
      worker.child.kill('SIGTERM');
      expect(await worker.exited).toBe(0);
      const stalling = track(startEntry('server/test/stalling-worker.ts', { DATABASE_URL: database.url }));
      await stalling.waitFor(/stalling worker ready/);

      const uploaded = await http(serverB.url, 'POST', `/api/adm/${eventSlug}/imagem`, {
        bytes: await renderLandscapeJpeg(1600, 1200, 78),
        headers: { Authorization: `Bearer ${token}`, 'X-Nome-Arquivo': 'morto.jpg', 'X-Tipo': 'image/jpeg' },
      });
      expect(uploaded.status).toBe(201);
      await stalling.waitFor(/rendering [0-9a-f-]{36}/);
      stalling.child.kill('SIGKILL');
      await stalling.exited;
      expect(await photoStatus(serverA, token, eventSlug, uploaded.body.imagem.nome)).toBe('PROCESSING');

      // A new worker finds the job expired, and runs it again.
      worker = await startWorker({ JOB_MAINTENANCE_SECONDS: '1' });
      const admin = new pg.Client({ connectionString: database.url });
      await admin.connect();
      try {
        await eventually(async () => {
          // Retries wait seconds to minutes in production; bring them forward.
          await admin.query(`UPDATE pgboss.job SET start_after = now() WHERE state = 'retry'`);
          return (await photoStatus(serverA, token, eventSlug, uploaded.body.imagem.nome)) === 'READY';
        }, 60_000);
      } finally {
        await admin.end();
      }
    }, 90_000);

    it('finishes a request in flight when told to stop, then exits', async () => {
      const token = await adminToken(serverB);
      const eventSlug = (await http(serverA.url, 'GET', '/api')).body.eventosConsolidados[0].url as string;
      const bytes = await renderLandscapeJpeg(1200, 900, 79);
      const created = await http(serverB.url, 'POST', '/api/adm/envios', {
        headers: {
          Authorization: `Bearer ${token}`,
          'Tus-Resumable': '1.0.0',
          'Upload-Length': String(bytes.length),
          'Upload-Metadata': `evento ${Buffer.from(eventSlug).toString('base64')},filename ${Buffer.from('fim.jpg').toString('base64')}`,
        },
      });
      expect(created.status).toBe(201);
      let send!: (chunk: Uint8Array | null) => void;
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          send = (chunk) => (chunk ? controller.enqueue(chunk) : controller.close());
        },
      });
      const patching = fetch(`${serverB.url}${created.headers.get('location')}`, {
        method: 'PATCH',
        headers: {
          Authorization: `Bearer ${token}`,
          'Tus-Resumable': '1.0.0',
          'Upload-Offset': '0',
          'Content-Type': 'application/offset+octet-stream',
        },
        body,
        duplex: 'half',
      } as RequestInit);
      send(bytes.subarray(0, 1000));
      await new Promise((resolve) => setTimeout(resolve, 300));
      serverB.child.kill('SIGTERM');
      await serverB.waitFor(/SIGTERM: finishing requests and jobs in flight/);
      send(bytes.subarray(1000));
      send(null);
      const finished = await patching;
      expect(finished.status, await finished.clone().text()).toBe(200);
      expect(await finished.json()).toMatchObject({ mensagem: { texto: 'Imagem enviada com sucesso' } });
      expect(await serverB.exited).toBe(0);
      // The other server goes on serving.
      expect((await http(serverA.url, 'GET', '/readyz')).status).toBe(200);
    }, 60_000);
  },
);
