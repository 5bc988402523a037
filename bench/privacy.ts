// bench:privacy: a customer's LGPD copy and deletion at a studio where they placed 50 paid orders (3 items each, a
// payment, the order's two e-mails rendered by the real templates, a session with favourites) among other customers'
// orders: the time to collect the data, to write the ZIP (dados.json + dados.html, its size) into folder storage,
// and to erase it in its one transaction. Embedded PGlite by default; DATABASE_URL runs it on that (scratch)
// PostgreSQL database, migrating it first; --db=postgres|both creates and drops one on BENCH_POSTGRES_URL.
// --orders=N (50 per customer), --items=N (3), --others=N (2000 orders of other customers), --runs=N (3 customers).

import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../server/database/database.ts';
import { openDatabase } from '../server/database/database.ts';
import type { Prisma, Studio } from '../server/generated/prisma/client.ts';
import { orderConfirmedEmail } from '../server/services/mail/templates/order-emails.ts';
import { studioOrderPaidEmail } from '../server/services/mail/templates/studio-order-paid.ts';
import { eraseCustomerData } from '../server/services/privacy/customer-erasure.ts';
import { collectCustomerData, writeCustomerExportZip } from '../server/services/privacy/customer-export.ts';
import { createLocalFileStorage } from '../server/services/storage/local-storage.ts';
import { ensurePlans } from '../server/services/studios/plans.ts';
import { databases, numberOption } from './lib/args.ts';
import { createPostgresDatabase, type DatabaseKind } from './lib/bench-app.ts';
import { median, printTable, type Row, round, writeResults } from './lib/results.ts';

const ordersPerCustomer = numberOption('orders', 50);
const itemsPerOrder = numberOption('items', 3);
const otherOrders = numberOption('others', 2000);
const runs = numberOption('runs', 3);

const day = 24 * 60 * 60 * 1000;

interface Customer {
  firstName: string;
  lastName: string;
  email: string;
  whatsApp: string;
  cpf: string;
}

const customerOf = (index: number): Customer => ({
  firstName: `Cliente${index}`,
  lastName: `Sobrenome${index}`,
  email: `cliente${index}@bench.test`,
  whatsApp: `55119${String(10_000_000 + index).slice(-8)}`,
  cpf: String(10_000_000_000 + index).slice(-11),
});

/** A customer's orders (paid, with items, a payment and their two e-mails) and a gallery session with favourites. */
async function placeOrders(
  db: Db,
  studio: Studio,
  event: { id: string; name: string; slug: string },
  photos: { id: string; name: string }[],
  customer: Customer,
  count: number,
  numbers: { next: number },
) {
  const session = await db.gallerySession.create({
    data: {
      studioId: studio.id,
      eventId: event.id,
      kind: 'PUBLIC',
      personalDataStatus: 'FILLED',
      firstName: customer.firstName,
      lastName: customer.lastName,
      email: customer.email,
      whatsApp: customer.whatsApp,
      cpf: customer.cpf,
      favorites: {
        create: photos.slice(0, 10).map((photo) => ({ studioId: studio.id, photoId: photo.id })),
      },
    },
  });
  for (let start = 0; start < count; start += 25) {
    await db.$transaction(async (tx) => {
      for (let index = start; index < Math.min(count, start + 25); index++) {
        const number = numbers.next++;
        const paidAt = new Date(Date.now() - (index % 30) * day);
        const items: Prisma.OrderItemCreateWithoutOrderInput[] = Array.from(
          { length: itemsPerOrder },
          (_, position) => {
            const photo = photos[(index * itemsPerOrder + position) % photos.length]!;
            return {
              studio: { connect: { id: studio.id } },
              photo: { connect: { id: photo.id } },
              photoName: photo.name,
              photoOriginalName: `${photo.name}.jpg`,
              photoWidth: 6000,
              photoHeight: 4000,
              format: 'DIGITAL',
              optionId: '1',
              optionWidth: 6000,
              optionHeight: 4000,
              optionUnit: 'PX',
              unitPriceCents: 1500,
              quantity: 1,
              lineTotalCents: 1500,
              position,
            };
          },
        );
        const total = itemsPerOrder * 1500;
        const order = await tx.order.create({
          data: {
            studioId: studio.id,
            number,
            eventId: event.id,
            eventName: event.name,
            eventSlug: event.slug,
            sessionId: session.id,
            mode: 'NORMAL',
            storefrontUrl: 'http://bench.localhost',
            status: 'PREPARING_DELIVERY',
            paymentStatus: 'APPROVED',
            paidAt,
            subtotalCents: total,
            totalCents: total,
            digitalDelivery: 'AUTOMATIC',
            digitalDeliveryStatus: 'RELEASED',
            customerFirstName: customer.firstName,
            customerLastName: customer.lastName,
            customerEmail: customer.email,
            customerWhatsApp: customer.whatsApp,
            customerCpf: customer.cpf,
            items: { create: items },
            payments: {
              create: {
                studioId: studio.id,
                providerPaymentId: `bench-${randomUUID()}`,
                idempotencyKey: randomUUID(),
                status: 'APPROVED',
                paymentMethodId: 'pix',
                paymentTypeId: 'bank_transfer',
                amountCents: total,
                approvedAt: paidAt,
              },
            },
          },
        });
        const input = {
          studioName: studio.name,
          eventName: event.name,
          orderNumber: number,
          customerName: customer.firstName,
          totalCents: total,
          link: `http://bench.localhost/${event.slug}/${order.id}?acesso=${randomUUID()}`,
        };
        const toCustomer = orderConfirmedEmail({ ...input, exempt: false });
        const toStudio = studioOrderPaidEmail({
          ...input,
          customerName: `${customer.firstName} ${customer.lastName}`,
          customerEmail: customer.email,
          exempt: false,
          digitalCount: itemsPerOrder,
          printedCount: 0,
          nextStep: 'Nada a fazer: as fotos digitais já foram liberadas.',
          link: `http://bench.localhost/adm/pedidos/${event.slug}/${order.id}`,
        });
        await tx.emailMessage.createMany({
          data: [
            { to: customer.email, replyTo: null, kind: 'order-confirmed', content: toCustomer },
            { to: 'dono@bench.test', replyTo: customer.email, kind: 'studio-order-paid', content: toStudio },
          ].map((message) => ({
            studioId: studio.id,
            orderId: order.id,
            kind: message.kind,
            toAddress: message.to,
            replyTo: message.replyTo,
            subject: message.content.subject,
            textBody: message.content.text,
            htmlBody: message.content.html,
            status: 'SENT' as const,
            sentAt: paidAt,
          })),
        });
      }
    });
  }
}

async function measure(database: DatabaseKind, url: string | undefined): Promise<Row> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'revela-bench-privacy-'));
  const postgres = database === 'postgres' && !url ? await createPostgresDatabase() : null;
  const opened = await openDatabase({
    databaseUrl: url ?? postgres?.url,
    dataDir: database === 'pglite' ? dataDir : undefined,
    migrate: true,
  });
  const db = opened.prisma;
  const storage = createLocalFileStorage(path.join(dataDir, 'files'));
  try {
    await ensurePlans(db);
    const plan = await db.plan.findUniqueOrThrow({ where: { code: 'profissional' } });
    const studio = await db.studio.create({
      data: { name: 'Estúdio Bench', slug: `bench-${randomUUID().slice(0, 8)}`, planId: plan.id },
    });
    const event = await db.event.create({
      data: { studioId: studio.id, name: 'Corrida de Rua', slug: 'corrida-de-rua' },
    });
    const photos = await db.photo.createManyAndReturn({
      data: Array.from({ length: 200 }, (_, index) => ({
        studioId: studio.id,
        eventId: event.id,
        name: `foto-${index}`,
        originalName: `DSC_${index}.jpg`,
        width: 6000,
        height: 4000,
      })),
      select: { id: true, name: true },
    });
    const numbers = { next: 1 };
    const otherCustomers = Math.max(1, Math.ceil(otherOrders / 10));
    for (let index = 0; index < otherCustomers; index++)
      await placeOrders(db, studio, event, photos, customerOf(1000 + index), 10, numbers);
    const collect: number[] = [];
    const zip: number[] = [];
    const erase: number[] = [];
    const sizes: number[] = [];
    for (let run = 0; run < runs; run++) {
      const customer = customerOf(run);
      await placeOrders(db, studio, event, photos, customer, ordersPerCustomer, numbers);
      const who = { studioId: studio.id, email: customer.email, cpf: customer.cpf };
      let start = performance.now();
      const data = await collectCustomerData(db, who);
      collect.push(performance.now() - start);
      if (data.pedidos.length !== ordersPerCustomer) throw new Error('the copy misses orders');
      start = performance.now();
      const { sizeBytes } = await writeCustomerExportZip(
        { db, storage },
        `privacidade/bench/${run}.zip`,
        who,
      );
      zip.push(performance.now() - start);
      sizes.push(sizeBytes);
      start = performance.now();
      const summary = await eraseCustomerData(db, who);
      erase.push(performance.now() - start);
      if (summary.orders !== ordersPerCustomer) throw new Error('the deletion missed orders');
    }
    return {
      database,
      'orders (items)': `${ordersPerCustomer} (${ordersPerCustomer * itemsPerOrder})`,
      "others' orders": otherCustomers * 10,
      'collect ms': round(median(collect), 0),
      'copy ZIP ms (collect + write)': round(median(zip), 0),
      'ZIP KB': round(median(sizes) / 1024, 0),
      'erase ms': round(median(erase), 0),
      runs,
    };
  } finally {
    await opened.close();
    await postgres?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const rows: Row[] = [];
if (process.env.DATABASE_URL) rows.push(await measure('postgres', process.env.DATABASE_URL));
else for (const database of databases(['pglite'])) rows.push(await measure(database, undefined));
printTable(
  `A customer's LGPD copy and deletion: ${ordersPerCustomer} paid orders of ${itemsPerOrder} items, medians of ${runs} customers`,
  rows,
);
await writeResults('privacy', { rows });
process.exit(0);
