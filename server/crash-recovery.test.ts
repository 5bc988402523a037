// What a kill -9 leaves behind, and how the next process takes it up: renders held by a dead worker run again within
// a minute (not after pg-boss's 5-minute expiry), and partial originals of a cut upload are swept at the next start.
import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database/database.ts';
import { queueOptions } from './queue/queues.ts';
import { renderLandscapeJpeg } from './services/images/generated-pictures.ts';
import {
  type FakeMercadoPago,
  startFakeMercadoPago,
} from './services/payments/simulator/mercado-pago-simulator.ts';
import { createTestDatabase } from './test/database.ts';
import { type Started, startEntry, startServerProcess } from './test/processes.ts';

type Server = Started & { url: string };

/** Polls until `probe` gives something; the timeout is generous, it only stops a test that would hang. */
async function eventually<T>(
  probe: () => Promise<T | null | undefined | false>,
  timeoutMs: number,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('Not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function scrapsUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true }).catch(() => []);
  return entries.filter((entry) => entry.endsWith('.tmp')).map((entry) => path.join(folder, entry));
}

describe('a process killed with SIGKILL', () => {
  let database: Database;
  let mercadoPago: FakeMercadoPago;
  let dataDir: string;
  let server: Server;
  let token: string;
  let eventSlug: string;
  const processes: Started[] = [];
  const track = <T extends Started>(started: T) => {
    processes.push(started);
    return started;
  };

  const environment = () => ({
    DATABASE_URL: database.url,
    SECRET_KEY: 'uma-chave-secreta-para-o-teste-de-quedas',
    MERCADO_PAGO_MODE: 'simulated',
    MERCADO_PAGO_API_URL: mercadoPago.url,
    SHIPPING_PROVIDER: 'simulated',
    CEP_PROVIDER: 'simulated',
    JOB_POLL_SECONDS: '0.5',
    // Renders run only where the test says: the server takes uploads, the workers render.
    WORKERS: 'false',
    DATA_DIR: dataDir,
    PORT: '0',
  });
  const startServer = async () => track(await startServerProcess(environment()));

  async function http(method: string, pathname: string, init: RequestInit = {}) {
    return fetch(`${server.url}${pathname}`, {
      method,
      ...init,
      headers: { Authorization: `Bearer ${token}`, ...init.headers },
    });
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    mercadoPago = await startFakeMercadoPago();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'revela-crash-'));
    server = await startServer();
    const login = await fetch(`${server.url}/api/estudio/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'demo@revela.local', senha: 'revela-demo' }),
    });
    token = ((await login.json()) as { token: string }).token;
    const studio = (await (await fetch(`${server.url}/api`)).json()) as {
      eventosConsolidados: { url: string }[];
    };
    eventSlug = studio.eventosConsolidados[0]!.url;
  }, 180_000);

  afterAll(async () => {
    for (const started of processes) if (started.child.exitCode === null) started.child.kill('SIGKILL');
    await Promise.all(processes.map((started) => started.exited));
    await mercadoPago?.close();
    await database?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('in the middle of an upload leaves a partial original that the next start sweeps once it is old', async () => {
    const originals = path.join(dataDir, 'files', 'originais');
    const bytes = await renderLandscapeJpeg(2400, 1600, 91);
    let send!: (chunk: Uint8Array) => void;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        send = (chunk) => controller.enqueue(chunk);
      },
    });
    const uploading = http('POST', `/api/adm/${eventSlug}/imagem`, {
      headers: { 'X-Nome-Arquivo': 'cortada.jpg', 'X-Tipo': 'image/jpeg' },
      body,
      duplex: 'half',
    } as RequestInit).catch(() => null);
    send(bytes.subarray(0, bytes.length / 2));
    const [partial] = await eventually(async () => {
      const found = await scrapsUnder(originals);
      return found.length ? found : null;
    }, 60_000);
    server.child.kill('SIGKILL');
    await server.exited;
    await uploading;
    expect(await scrapsUnder(originals)).toEqual([partial]);

    // Left 20 minutes ago; another write, young, may still be in flight in a process sharing the folder.
    const old = new Date(Date.now() - 20 * 60_000);
    await utimes(partial!, old, old);
    const young = `${path.join(path.dirname(partial!), 'outra')}.4242.${Date.now()}.9f3a.tmp`;
    await writeFile(young, 'em andamento');

    server = await startServer();
    await server.waitFor(/Start: 1 partial files of interrupted writes removed/);
    expect(await scrapsUnder(originals)).toEqual([young]);
  }, 180_000);

  it('in the middle of photo renders has them rendered by the next worker within a minute', async () => {
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    try {
      // The demo's photos are rendered as it is created; their queued renders have nothing to do.
      await admin.query(`DELETE FROM pgboss.job WHERE name = 'photo-render'`);
      const stalling = track(
        startEntry('server/test/stalling-worker.ts', {
          DATABASE_URL: database.url,
          STALLING_RENDERS: '3',
          // pg-boss's own expiry stays at its production 5 minutes: only the liveness check can beat it.
          STALLING_EXPIRE_SECONDS: 'keep',
        }),
      );
      await stalling.waitFor(/stalling worker ready/);
      const names: string[] = [];
      for (let index = 0; index < 3; index++) {
        const uploaded = await http('POST', `/api/adm/${eventSlug}/imagem`, {
          headers: { 'X-Nome-Arquivo': `queda-${index}.jpg`, 'X-Tipo': 'image/jpeg' },
          body: Buffer.from(await renderLandscapeJpeg(1600, 1200, 92 + index)),
        });
        expect(uploaded.status).toBe(201);
        names.push(((await uploaded.json()) as { imagem: { nome: string } }).imagem.nome);
      }
      await eventually(async () => stalling.output().match(/rendering [0-9a-f-]{36}/g)?.length === 3, 60_000);
      // A job is written down as held as its handler starts, without waiting (a crash before that write lands leaves
      // the job to pg-boss's expiry): killed before the three writes landed, the test was flaky under load.
      await eventually(async () => {
        const { rows } = await admin.query<{ held: number }>(
          `SELECT count(*)::int AS held FROM pgboss.revela_job_holder WHERE name = 'photo-render'`,
        );
        return rows[0]!.held === 3;
      }, 60_000);
      stalling.child.kill('SIGKILL');
      await stalling.exited;

      const renders = async () =>
        (
          await admin.query<{ state: string; retry_count: number }>(
            `SELECT state::text, retry_count FROM pgboss.job WHERE name = 'photo-render'`,
          )
        ).rows;
      expect((await renders()).map((job) => job.state)).toEqual(['active', 'active', 'active']);
      expect(queueOptions['photo-render'].expireInSeconds).toBe(300);

      const metricsPort = await freePort();
      const worker = track(
        startEntry('server/worker.ts', { ...environment(), METRICS_PORT: String(metricsPort) }),
      );
      await worker.waitFor(/Revela worker is running/, 120_000);
      // The dead worker was last heard from less than 20 s ago: the new one puts its renders back when it is due.
      await worker.waitFor(/Jobs: \d photo-render put back to run again/, 60_000);
      const statuses = async () =>
        (
          await admin.query<{ status: string }>(`SELECT status FROM "Photo" WHERE name = ANY($1)`, [names])
        ).rows.map((row) => row.status);
      await eventually(async () => (await statuses()).every((status) => status === 'READY'), 60_000);
      expect(await statuses()).toEqual(['READY', 'READY', 'READY']);
      // Cut by a crash, not failed: the put-back cost the renders none of their retries. A photo is READY as its
      // handler ends, and pg-boss marks the job completed a moment later (CI read one still 'active').
      await eventually(async () => (await renders()).every((job) => job.state === 'completed'), 30_000);
      expect(await renders()).toEqual([
        { state: 'completed', retry_count: 0 },
        { state: 'completed', retry_count: 0 },
        { state: 'completed', retry_count: 0 },
      ]);
      const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
      expect(metrics).toMatch(/revela_jobs_put_back_total\{queue="photo-render"\} 3\n/);
    } finally {
      await admin.end();
    }
  }, 300_000);
});
