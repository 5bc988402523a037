// bench:webhooks: webhook deliveries per second for one worker process (its 'webhook-delivery' workers) against a
// receiver on loopback that answers 200 at once, with many objects (lanes in parallel) and with one object (its
// messages one after the other, the order rule); and the latency from a payment's approval (the transaction
// recordProviderPayment runs for Mercado Pago's notification, the reconcile job or a card) to the receiver getting
// order.paid, with the workers idle and waiting as a server's are. --db=pglite|postgres|both (pglite),
// --messages=N (2000), --lane=N (200, at most 200: one transaction), --payments=N (200).

import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../server/database/database.ts';
import { openDatabase } from '../server/database/database.ts';
import type { Studio } from '../server/generated/prisma/client.ts';
import { type JobHandlers, startJobQueue } from '../server/queue/job-queue.ts';
import { jobNames, workersFor } from '../server/queue/queues.ts';
import { recordProviderPayment } from '../server/services/checkout/order-results.ts';
import { emitStudioEvent } from '../server/services/integrations/studio-events.ts';
import { createWebhookEndpoint } from '../server/services/integrations/webhook-endpoints.ts';
import { deliverLane } from '../server/services/integrations/webhooks/delivery.ts';
import { createSecrets } from '../server/services/secrets/secrets.ts';
import { ensurePlans } from '../server/services/studios/plans.ts';
import { databases, numberOption } from './lib/args.ts';
import { createPostgresDatabase, type DatabaseKind } from './lib/bench-app.ts';
import { percentile, printTable, type Row, round, writeResults } from './lib/results.ts';

const messages = numberOption('messages', 2000);
const laneMessages = numberOption('lane', 200);
const payments = numberOption('payments', 200);

const secrets = createSecrets('benchmark-secret-key-of-at-least-32-characters');
const webhooks = { allowHttp: true, allowPrivate: true, timeoutMs: 10_000 };

async function until(condition: () => boolean, timeoutMs = 600_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('webhook benchmark timed out');
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

/** The receiver: answers 200 at once and notes when each message (by its data.key) arrived. */
async function startReceiver() {
  const arrived = new Map<string, number>();
  let count = 0;
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      const at = performance.now();
      const { data } = JSON.parse(raw) as { data: { key?: string; pedidoId?: string } };
      arrived.set(data.key ?? data.pedidoId ?? '', at);
      count++;
      response.writeHead(200).end();
    });
  });
  server.keepAliveTimeout = 1;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/revela`,
    arrived,
    count: () => count,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Emits one event.updated per key, in transactions of up to 200. */
async function emitMany(db: Db, studio: Studio, keys: string[], objectOf: (index: number) => string) {
  const perTransaction = 200;
  for (let start = 0; start < keys.length; start += perTransaction) {
    await db.$transaction(async (tx) => {
      for (let index = start; index < Math.min(keys.length, start + perTransaction); index++)
        await emitStudioEvent(tx, {
          studioId: studio.id,
          type: 'event.updated',
          objectId: objectOf(index),
          data: { key: keys[index] },
        });
    });
  }
}

/** A pending Pix payment of a one-photo order, as checkout leaves it. */
async function pendingPayment(db: Db, studio: Studio, number: number) {
  const order = await db.order.create({
    data: {
      studioId: studio.id,
      number,
      eventName: 'Corrida',
      eventSlug: 'corrida',
      mode: 'NORMAL',
      subtotalCents: 1250,
      totalCents: 1250,
      customerFirstName: 'Maria',
      customerLastName: 'Souza',
      customerEmail: 'maria@exemplo.com',
      customerWhatsApp: '5511987654321',
      customerCpf: '52998224725',
    },
  });
  return db.payment.create({
    data: { studioId: studio.id, orderId: order.id, idempotencyKey: randomUUID(), amountCents: 1250 },
  });
}

async function measure(database: DatabaseKind): Promise<{ rows: Row[]; latency: Row }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'revela-bench-webhooks-'));
  const postgres = database === 'postgres' ? await createPostgresDatabase() : null;
  const opened = await openDatabase({
    databaseUrl: postgres?.url,
    dataDir: postgres ? undefined : dataDir,
    migrate: true,
  });
  const db = opened.prisma;
  const receiver = await startReceiver();
  const queue = await startJobQueue({ databaseUrl: opened.url, log: () => {} });
  try {
    await ensurePlans(db);
    const plan = await db.plan.findUniqueOrThrow({ where: { code: 'profissional' } });
    const studio = await db.studio.create({
      data: { name: 'Estúdio Bench', slug: 'bench', planId: plan.id },
    });
    const context = {
      db,
      studio,
      config: { platformDomain: undefined, publicUrl: 'http://localhost', webhooks },
    };
    await createWebhookEndpoint(
      { ...context, services: { secrets, log: () => {} } },
      { url: receiver.url, events: ['event.updated', 'order.paid'] },
    );

    const rows: Row[] = [];
    // Many objects: every message in a lane of its own, queued before the workers start.
    const spread = Array.from({ length: messages }, (_, index) => `spread-${index}`);
    await emitMany(db, studio, spread, () => randomUUID());
    const worker = { db, config: context.config, services: { secrets }, log: () => {} };
    const idle = async () => {};
    const handlers = {
      ...Object.fromEntries(jobNames.map((name) => [name, idle])),
      'webhook-delivery': (lane: { endpointId: string; objectId: string }) => deliverLane(worker, lane),
    } as unknown as JobHandlers;
    let start = performance.now();
    await queue.work(handlers);
    await until(() => receiver.count() >= messages);
    const spreadSeconds = (performance.now() - start) / 1000;
    rows.push({
      scenario: `${messages} objects, one message each`,
      workers: workersFor('webhook-delivery', 1),
      seconds: round(spreadSeconds),
      'deliveries/s': round(messages / spreadSeconds, 1),
    });

    // One object: its messages go one after the other.
    const lane = Array.from({ length: laneMessages }, (_, index) => `lane-${index}`);
    const objectId = randomUUID();
    const before = receiver.count();
    // Written in one transaction: the lane starts as it commits.
    await emitMany(db, studio, lane, () => objectId);
    start = performance.now();
    await until(() => receiver.count() >= before + laneMessages);
    const laneSeconds = (performance.now() - start) / 1000;
    rows.push({
      scenario: `1 object, ${laneMessages} messages in order`,
      workers: 1,
      seconds: round(laneSeconds),
      'deliveries/s': round(laneMessages / laneSeconds, 1),
    });

    // Payments approved one after another (about 20 a second), each timed from its approval to its order.paid.
    const latencies: number[] = [];
    for (let index = 0; index < payments; index++) {
      const payment = await pendingPayment(db, studio, index + 1);
      const approvedAt = performance.now();
      await db.$transaction((tx) =>
        recordProviderPayment(tx, secrets, payment, {
          id: `bench-${index}`,
          status: 'approved',
          statusDetail: 'accredited',
          paymentMethodId: 'pix',
          paymentTypeId: 'bank_transfer',
          installments: 1,
          amountCents: 1250,
          externalReference: payment.orderId,
          dateCreated: new Date(),
          dateApproved: new Date(),
          dateLastUpdated: new Date(),
          dateOfExpiration: null,
          pix: null,
          boletoUrl: null,
        }),
      );
      await until(() => receiver.arrived.has(payment.orderId), 60_000);
      latencies.push(receiver.arrived.get(payment.orderId)! - approvedAt);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const latency = {
      database,
      payments,
      'p50 ms': round(percentile(latencies, 50), 1),
      'p99 ms': round(percentile(latencies, 99), 1),
      'max ms': round(Math.max(...latencies), 1),
    };
    return { rows: rows.map((row) => ({ database, ...row })), latency };
  } finally {
    await queue.stop({ timeoutMs: 2000 });
    await receiver.close();
    await opened.close();
    await postgres?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const throughput: Row[] = [];
const latency: Row[] = [];
for (const database of databases(['pglite'])) {
  const figures = await measure(database);
  throughput.push(...figures.rows);
  latency.push(figures.latency);
}
printTable(
  'Webhook deliveries per second, one worker process, receiver on loopback answering 200',
  throughput,
);
printTable('From a payment approved to order.paid at the receiver (workers idle and waiting)', latency);
await writeResults('webhooks', { throughput, latency });
process.exit(0);
