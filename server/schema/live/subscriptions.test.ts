// Live updates across servers: two apps on one database, each with its own listening connection; a change made
// through one reaches a subscriber of the other over server-sent events, only for viewers who may see it, within
// each client's bound, and after the listening connection was cut.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { encodeGlobalID } from '@pothos/plugin-relay';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { liveUpdateLimits } from '../../domain/live-updates.ts';
import type { Event, Photo, Studio } from '../../generated/prisma/client.ts';
import { markPhotoFailed } from '../../services/media/photo-render.ts';
import {
  type FakeMercadoPago,
  startFakeMercadoPago,
} from '../../services/payments/simulator/mercado-pago-simulator.ts';
import { type AdminClient, adminOfNewStudio } from '../../test/admin-client.ts';
import { addPhoto, pay, pixForm, savePersonalData } from '../../test/checkout-steps.ts';
import { type CustomerClient, openGallery } from '../../test/customer-client.ts';
import { factories } from '../../test/factories.ts';
import { type LiveSubscription, subscribe } from '../../test/live-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const credentials = { publicKey: 'TEST-vivo-public', accessToken: 'TEST-vivo-token', secret: 'segredo-vivo' };

const photoStatus = `subscription($event: EventSelector!) {
  photoStatusChanged(event: $event) { photo { id status failureReason } event { id } }
}`;
const orderChanged = `subscription { orderChanged { order { orderId paymentStatus } studio { id } } }`;
const paymentStatus = `subscription($eventSlug: String!, $paymentId: String!) {
  paymentStatusChanged(eventSlug: $eventSlug, paymentId: $paymentId) {
    id payment(paymentId: $paymentId) { status statusLabel }
  }
}`;

const addressOf = (server: http.Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const codeOf = (subscription: LiveSubscription) =>
  (subscription.results[0]?.errors?.[0] as { extensions?: { code?: string } } | undefined)?.extensions?.code;

describe('live updates over server-sent events, across two servers', () => {
  let mercadoPago: FakeMercadoPago;
  let a: TestApp;
  let b: TestApp;
  let serverA: http.Server;
  let serverB: http.Server;
  let studio: Studio;
  let event: Event;
  let photos: Photo[];
  let admin: AdminClient;
  let otherAdmin: AdminClient;
  const open: LiveSubscription[] = [];

  /**
   * A subscription to server B: over HTTP at its address (the studio served there by default), or in-process at
   * another studio's host.
   */
  const onB = (token: string, query: string, variables: Record<string, unknown> = {}, host?: string) => {
    const headers = { Authorization: `Bearer ${token}` };
    const subscription = subscribe(
      host
        ? {
            origin: `http://${host}`,
            headers,
            // As a network fetch does, an abort ends the answer's stream.
            fetch: async (url, init) => {
              const response = await b.app.fetch(new Request(url, init));
              init?.signal?.addEventListener('abort', () => void response.body?.cancel().catch(() => {}));
              return response;
            },
          }
        : { origin: addressOf(serverB), headers },
      query,
      variables,
    );
    open.push(subscription);
    return subscription;
  };
  /** Waits until B holds `count` open subscriptions (it listens before the first is answered). */
  const bHolds = async (count: number) => {
    for (let tries = 0; b.services.live.stats().open !== count; tries++) {
      if (tries > 100) throw new Error(`B holds ${b.services.live.stats().open}, not ${count}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  beforeAll(async () => {
    mercadoPago = await startFakeMercadoPago();
    const environment = {
      MERCADO_PAGO_API_URL: mercadoPago.url,
      PUBLIC_URL: 'https://plataforma.revela.test',
      // Both servers sign and read the same tokens, and serve this studio at their bare address.
      SECRET_KEY: 'uma-chave-secreta-compartilhada-pelos-dois-servidores',
      DEFAULT_STUDIO: 'ao-vivo',
    };
    a = await createTestApp(environment, { workers: false });
    // B serves the same database (closed with A) and keeps its own listening connection.
    b = await createTestApp(environment, {
      workers: false,
      database: { prisma: a.db, url: a.databaseUrl, embedded: false, close: async () => {} },
    });
    const make = factories(a.db, a.services);
    admin = await adminOfNewStudio(a, make, { slug: 'ao-vivo' });
    otherAdmin = await adminOfNewStudio(a, make, { slug: 'vizinho' });
    studio = await a.db.studio.update({
      where: { id: admin.studio.id },
      data: {
        mercadoPagoPublicKey: credentials.publicKey,
        mercadoPagoAccessToken: a.services.secrets.encrypt(credentials.accessToken),
        mercadoPagoWebhookSecret: a.services.secrets.encrypt(credentials.secret),
      },
    });
    event = await make.event(studio, { name: 'Corrida ao vivo' });
    await a.db.event.update({ where: { id: event.id }, data: { digitalPriceCents: 1500 } });
    photos = [await make.photo(studio, event), await make.photo(studio, event)];
    [serverA, serverB] = [http.createServer(a.app), http.createServer(b.app)];
    for (const server of [serverA, serverB])
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });

  afterAll(async () => {
    for (const subscription of open) subscription.stop();
    for (const server of [serverA, serverB]) {
      server?.closeAllConnections();
      await new Promise((resolve) => server?.close(resolve));
    }
    await b?.close();
    await a?.close();
    await mercadoPago?.close();
  });

  async function pendingPix(): Promise<{ customer: CustomerClient; paymentId: string; providerId: string }> {
    const customer = await openGallery(a, admin.host, event.slug);
    await addPhoto(customer, photos[0]!.name);
    await savePersonalData(customer);
    const answer = await pay(customer, pixForm());
    expect(answer.body.status, JSON.stringify(answer.body)).toBe('pending');
    const payment = await a.db.payment.findFirstOrThrow({ where: { orderId: answer.body.pedidoId } });
    return { customer, paymentId: payment.id, providerId: payment.providerPaymentId! };
  }

  it("shows the customer on B a Pix approved through A at once, and only to that customer's own session", async () => {
    const { customer, paymentId, providerId } = await pendingPix();
    const mine = onB(customer.accessToken, paymentStatus, { eventSlug: event.slug, paymentId });
    const stranger = await openGallery(a, admin.host, event.slug);
    const theirs = onB(stranger.accessToken, paymentStatus, { eventSlug: event.slug, paymentId });
    const asAdmin = onB(admin.token, paymentStatus, { eventSlug: event.slug, paymentId });
    await theirs.completed;
    expect(theirs.results[0]?.errors?.[0]?.message).toBe('Pagamento não encontrado');
    await asAdmin.completed;
    expect(codeOf(asAdmin)).toBe('FORBIDDEN');
    await bHolds(1);

    mercadoPago.setStatus(providerId, 'approved');
    const address = serverA.address() as AddressInfo;
    const notified = await mercadoPago.notify({
      webhookUrl: `http://127.0.0.1:${address.port}/api/ao-vivo/status-pagamento`,
      paymentId: providerId,
      secret: credentials.secret,
    });
    expect(notified.status).toBe(200);
    const approved = await mine.waitFor(
      (result) => result.data?.paymentStatusChanged?.payment?.status === 'APPROVED',
    );
    expect(approved.data.paymentStatusChanged.payment.statusLabel).toBe('Aprovado');
    expect(theirs.results).toHaveLength(1);
  });

  it("shows the studio's admin on B a photo that failed through A, and the order, never another studio's", async () => {
    const held = b.services.live.stats().open;
    const grid = onB(admin.token, photoStatus, { event: { id: encodeGlobalID('Event', event.id) } });
    const dashboard = onB(admin.token, orderChanged);
    const neighbourDashboard = onB(otherAdmin.token, orderChanged, {}, otherAdmin.host);
    // The neighbour names this studio's event: it is not theirs.
    const intruder = onB(
      otherAdmin.token,
      photoStatus,
      { event: { id: encodeGlobalID('Event', event.id) } },
      otherAdmin.host,
    );
    await intruder.completed;
    expect(intruder.results[0]?.errors?.[0]?.message).toBe('Evento não encontrado');
    await bHolds(held + 3);

    await markPhotoFailed(a.db, photos[1]!.id, 'Arquivo corrompido');
    const failed = await grid.waitFor(
      (result) => result.data?.photoStatusChanged?.photo?.status === 'FAILED',
    );
    expect(failed.data.photoStatusChanged).toEqual({
      photo: {
        id: encodeGlobalID('Photo', photos[1]!.id),
        status: 'FAILED',
        failureReason: 'Arquivo corrompido',
      },
      event: { id: encodeGlobalID('Event', event.id) },
    });

    // A new photo rendered by A's worker code: ready (the webhook event photo.ready).
    const rendered = await factories(a.db, a.services).photo(studio, event);
    await grid.waitFor(
      (result) =>
        result.data?.photoStatusChanged?.photo?.id === encodeGlobalID('Photo', rendered.id) &&
        result.data.photoStatusChanged.photo.status === 'READY',
    );

    const { paymentId } = await pendingPix();
    const order = await a.db.payment.findUniqueOrThrow({ where: { id: paymentId } });
    await dashboard.waitFor((result) => result.data?.orderChanged?.order?.orderId === order.orderId);
    expect(neighbourDashboard.results).toEqual([]);
  });

  it('holds at most a few subscriptions per session, and frees a place when one ends', async () => {
    for (const subscription of open.splice(0)) subscription.stop();
    await bHolds(0);
    const session = await adminOfNewStudio(a, factories(a.db, a.services));
    const held = Array.from({ length: liveUpdateLimits.perClient }, () =>
      onB(session.token, orderChanged, {}, session.host),
    );
    await bHolds(liveUpdateLimits.perClient);
    const refused = onB(session.token, orderChanged, {}, session.host);
    await refused.completed;
    expect(codeOf(refused)).toBe('TOO_MANY_SUBSCRIPTIONS');
    expect(refused.results[0]?.errors?.[0]?.message).toMatch(/^Você já tem 10 atualizações ao vivo abertas/);
    // Another session of the same studio has places of its own.
    expect(codeOf(onB(admin.token, orderChanged))).toBeUndefined();
    held[0]!.stop();
    await bHolds(liveUpdateLimits.perClient);
    onB(session.token, orderChanged, {}, session.host);
    await bHolds(liveUpdateLimits.perClient + 1);
  });

  it.runIf(inject('postgresUrl'))(
    'keeps a subscriber when its server loses the listening connection, and tells it to read again',
    async () => {
      const held = b.services.live.stats().open;
      const grid = onB(admin.token, photoStatus, { event: { slug: event.slug } });
      await bHolds(held + 1);
      const before = b.services.live.stats();
      const killer = new pg.Client({ connectionString: a.databaseUrl });
      await killer.connect();
      await killer.query('SELECT pg_terminate_backend($1)', [before.backendPid]);
      await killer.end();
      // Changes missed while it was cut: the subscriber is told to read the event's photos again.
      await grid.waitFor((result) => result.data?.photoStatusChanged?.photo === null, 10_000);
      expect(b.services.live.stats()).toMatchObject({ listening: true, reconnections: 1 });
      await markPhotoFailed(a.db, photos[0]!.id, 'Arquivo ilegível');
      await grid.waitFor(
        (result) => result.data?.photoStatusChanged?.photo?.failureReason === 'Arquivo ilegível',
      );
    },
  );
});
