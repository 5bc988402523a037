// At least once: a worker killed with SIGKILL in the middle of a delivery has its job put back, and another worker
// delivers the message again with the same webhook-id (the receiver sees it twice and keeps it once).
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type JobQueue, startJobQueue } from '../../../queue/job-queue.ts';
import { factories } from '../../../test/factories.ts';
import { idleHandlers } from '../../../test/idle-handlers.ts';
import { type Started, startEntry } from '../../../test/processes.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { emitStudioEvent } from '../studio-events.ts';
import { createWebhookEndpoint } from '../webhook-endpoints.ts';
import { deliverLane } from './delivery.ts';

const secretKey = 'uma-chave-secreta-para-o-teste-de-webhooks';

let t: TestApp;
let receiver: http.Server;
let child: Started | undefined;
let queue: JobQueue | undefined;
const hits: { id: string; verified: boolean }[] = [];

beforeAll(async () => {
  t = await createTestApp({ SECRET_KEY: secretKey, WEBHOOKS_ALLOW_PRIVATE: '1' }, { workers: false });
  receiver = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      let verified = true;
      try {
        new Webhook(secret).verify(raw, request.headers as Record<string, string>);
      } catch {
        verified = false;
      }
      hits.push({ id: String(request.headers['webhook-id']), verified });
      // The first delivery is never answered: its worker is killed while it waits.
      if (hits.length > 1) response.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
}, 60_000);

afterAll(async () => {
  if (child && child.child.exitCode === null) child.child.kill('SIGKILL');
  await child?.exited;
  await queue?.stop({ timeoutMs: 1000 });
  receiver?.closeAllConnections();
  await new Promise((resolve) => receiver?.close(resolve));
  await t?.close();
});

let secret = '';

async function eventually<T>(probe: () => Promise<T | null | undefined | false>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('Not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

it('a worker killed mid-delivery: the message goes again, with the same webhook-id', async () => {
  const studio = await factories(t.db, t.services).studio();
  const created = await createWebhookEndpoint(
    { db: t.db, studio, config: t.config, services: t.services },
    {
      url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/revela`,
      events: ['order.paid'],
    },
  );
  secret = created.secret;
  child = startEntry('server/test/webhook-worker.ts', { DATABASE_URL: t.databaseUrl, SECRET_KEY: secretKey });
  await child.waitFor(/webhook worker ready/, 60_000);

  const orderId = randomUUID();
  await t.db.$transaction((tx) =>
    emitStudioEvent(tx, {
      studioId: studio.id,
      type: 'order.paid',
      objectId: orderId,
      data: { pedidoId: orderId },
    }),
  );
  await child.waitFor(/delivering/);
  await eventually(async () => hits.length === 1);
  // Held by the child, as the queue records it: killed now, the job is still 'active' there.
  await eventually(async () => {
    const rows = await t.db.$queryRaw<{ held: number }[]>`
      SELECT count(*)::int AS held FROM pgboss.revela_job_holder WHERE name = 'webhook-delivery'`;
    return rows[0]!.held === 1;
  });
  child.child.kill('SIGKILL');
  await child.exited;

  // Another worker, told a process is dead after 1 s of silence, puts the job back and delivers it.
  queue = await startJobQueue({
    databaseUrl: t.databaseUrl,
    log: () => {},
    pollingIntervalSeconds: 0.5,
    liveness: { heartbeatSeconds: 0.5, deadAfterSeconds: 1 },
  });
  const context = { db: t.db, config: t.config, services: t.services, log: () => {} };
  await queue.work(idleHandlers({ 'webhook-delivery': (lane) => deliverLane(context, lane) }));
  await eventually(async () => hits.length === 2);
  const message = await eventually(() =>
    t.db.webhookMessage.findFirst({
      where: { objectId: orderId, status: 'DELIVERED' },
      include: { attempts: true },
    }),
  );
  expect(hits).toEqual([
    { id: message.id, verified: true },
    { id: message.id, verified: true },
  ]);
  // The cut attempt left no trace but the receiver's: the log shows the one that was answered.
  expect(message.attempts.map((attempt) => attempt.statusCode)).toEqual([200]);
}, 90_000);
