import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createLogger } from './logger.ts';

describe('health, readiness, metrics and request logs', () => {
  let t: TestApp;
  const lines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: 'um-token-de-metricas-longo' });
  });
  afterAll(() => t.close());

  /** The same app with a logger writing JSON lines into `lines`. */
  const loggedApp = () =>
    createApp(
      { db: t.db, config: t.config, services: t.services },
      {
        logger: createLogger(
          { logLevel: 'info', production: true },
          new Writable({
            write(chunk, _encoding, done) {
              lines.push(JSON.parse(String(chunk)));
              done();
            },
          }),
        ),
      },
    );

  it('answers /healthz always and /readyz while the database and the storage answer', async () => {
    expect(await (await t.fetch('/healthz')).json()).toEqual({ ok: true });
    expect(await (await t.fetch('/readyz')).json()).toEqual({ ok: true });
    const app = loggedApp();
    app.stopAccepting();
    const stopping = await app.fetch(new Request('http://localhost/readyz'));
    expect(stopping.status).toBe(503);
    expect(await stopping.json()).toEqual({ ok: false, motivo: 'encerrando' });
  });

  it('serves Prometheus metrics only with the token', async () => {
    await t.graphql('query Vitrine { studio { name } }');
    expect((await t.fetch('/metrics')).status).toBe(401);
    const metrics = await t.fetch('/metrics', {
      headers: { Authorization: 'Bearer um-token-de-metricas-longo' },
    });
    expect(metrics.status).toBe(200);
    const text = await metrics.text();
    expect(text).toMatch(
      /revela_http_request_duration_seconds_count\{method="POST",route="graphql Vitrine",status="200"\} \d+/,
    );
    expect(text).toMatch(/revela_job_queue_depth\{queue="mail-send",state="waiting"\} \d+/);
    expect(text).toContain('revela_process_resident_memory_bytes');
  });

  it('logs one JSON line per request with its id, studio, operation, status and duration', async () => {
    const app = loggedApp();
    const response = await app.fetch(
      new Request('http://localhost/graphql', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Request-Id': 'pedido-123' },
        body: JSON.stringify({ query: 'query Vitrine { studio { name } }' }),
      }),
    );
    expect(response.headers.get('x-request-id')).toBe('pedido-123');
    await app.fetch(new Request('http://localhost/api/nao-existe/tipo-de-galeria'));
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          msg: 'request',
          reqId: 'pedido-123',
          method: 'POST',
          path: '/graphql',
          status: 200,
          operation: 'graphql Vitrine',
          ms: expect.any(Number),
        }),
        expect.objectContaining({
          operation: 'GET /api/:urlEvento/tipo-de-galeria',
          reqId: expect.any(String),
        }),
      ]),
    );
    // A request id a client makes up is not trusted when it is not a plain token.
    const odd = await app.fetch(
      new Request('http://localhost/healthz', { headers: { 'X-Request-Id': 'a b <script>' } }),
    );
    expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
