// The dashboard on /adm: sales figures by the studio's days, the orders waiting on the studio, the setup checklist.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayOf, startOfDay } from '../../domain/calendar.ts';
import { pendingActionsOf } from '../../domain/order-actions.ts';
import type { Event, Photo, Prisma, Studio } from '../../generated/prisma/client.ts';
import { needsActionWhere, studioSalesSummary } from '../../services/orders/studio-orders.ts';
import { systemContext } from '../../services/request-context.ts';
import { type AdminClient, adminOfNewStudio, logInAsAdmin } from '../../test/admin-client.ts';
import { type Factories, factories } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let make: Factories;
let admin: AdminClient;
let other: AdminClient;

interface Shop {
  studio: Studio;
  event: Event;
  photo: Photo;
}
let shop: Shop;
let otherShop: Shop;

async function shopOf(client: AdminClient): Promise<Shop> {
  const event = await make.event(client.studio, { deliveryFormat: 'DIGITAL_AND_PRINTED' });
  return { studio: client.studio, event, photo: await make.photo(client.studio, event) };
}

const order = (where: Shop, overrides: Partial<Prisma.OrderUncheckedCreateInput>) =>
  make.order(where.studio, where.event, where.photo, overrides);

beforeAll(async () => {
  t = await createTestApp({}, { workers: false });
  make = factories(t.db, t.services);
  admin = await adminOfNewStudio(t, make);
  other = await adminOfNewStudio(t, make);
  shop = await shopOf(admin);
  otherShop = await shopOf(other);
});
afterAll(() => t.close());

const salesQuery = `{ studio { salesSummary {
  today { orderCount totalCents } last7Days { orderCount totalCents } last30Days { orderCount totalCents }
  daily { day orderCount totalCents } } } }`;

describe('sales figures', () => {
  it("count approved payments by the studio's day they were paid, not UTC's, and only the studio's own", async () => {
    const today = dayOf(new Date());
    const midnight = startOfDay(today);
    const seconds = (count: number) => new Date(midnight.getTime() + count * 1000);
    const paid = (paidAt: Date, totalCents: number, where = shop) =>
      order(where, { paymentStatus: 'APPROVED', paidAt, totalCents });
    await paid(seconds(1), 2_000);
    await paid(new Date(), 3_550);
    // A minute before the studio's midnight: yesterday there, though the same UTC day as midnight (03:00 UTC).
    await paid(seconds(-60), 1_000);
    await paid(new Date(startOfDay(addDays(today, -6)).getTime() + 3_600_000), 500);
    await paid(new Date(startOfDay(addDays(today, -7)).getTime() + 3_600_000), 700);
    await paid(seconds(-1), 250);
    // Before the 30 days.
    await paid(new Date(startOfDay(addDays(today, -29)).getTime() - 1_000), 9_999);
    // Not sales: unpaid, refused, expired, refunded, exempt, and another studio's.
    await order(shop, {
      paymentStatus: 'PENDING',
      status: 'AWAITING_PAYMENT',
      paidAt: null,
      totalCents: 111,
    });
    await order(shop, {
      paymentStatus: 'REJECTED',
      status: 'AWAITING_PAYMENT',
      paidAt: null,
      totalCents: 222,
    });
    await order(shop, { paymentStatus: 'CANCELLED', status: 'CANCELLED', paidAt: null, totalCents: 333 });
    await order(shop, { paymentStatus: 'REFUNDED', paidAt: seconds(2), totalCents: 444 });
    await order(shop, { paymentStatus: 'EXEMPT', paidAt: seconds(3), totalCents: 0 });
    await paid(seconds(4), 555, otherShop);

    const { data, errors } = await admin.graphql(salesQuery);
    expect(errors).toBeUndefined();
    const summary = data.studio.salesSummary;
    expect(summary.today).toEqual({ orderCount: 2, totalCents: 5_550 });
    expect(summary.last7Days).toEqual({ orderCount: 5, totalCents: 7_300 });
    expect(summary.last30Days).toEqual({ orderCount: 6, totalCents: 8_000 });
    expect(summary.daily).toHaveLength(30);
    expect(summary.daily.at(-1)).toEqual({ day: today, orderCount: 2, totalCents: 5_550 });
    expect(summary.daily.at(-2)).toEqual({ day: addDays(today, -1), orderCount: 2, totalCents: 1_250 });
    expect(summary.daily[0].day).toBe(addDays(today, -29));
  });

  it('split at midnight in São Paulo for any moment asked', async () => {
    const studio = await make.studio();
    const event = await make.event(studio);
    const photo = await make.photo(studio, event);
    const at = (iso: string, totalCents: number) =>
      make.order(studio, event, photo, { paymentStatus: 'APPROVED', paidAt: new Date(iso), totalCents });
    await at('2026-11-20T02:59:00Z', 100); // 19/11 23:59 in São Paulo
    await at('2026-11-20T03:00:00Z', 200); // 20/11 00:00
    await at('2026-11-21T02:59:59Z', 400); // 20/11 23:59
    await at('2026-11-21T03:00:00Z', 800); // 21/11 00:00, after the moment asked
    const summary = await studioSalesSummary(systemContext(t, { studio }), new Date('2026-11-21T02:30:00Z'));
    expect(summary.today).toEqual({ orderCount: 2, totalCents: 600 });
    expect(summary.daily.at(-2)).toEqual({ day: '2026-11-19', orderCount: 1, totalCents: 100 });
    expect(summary.last7Days).toEqual({ orderCount: 3, totalCents: 700 });
  });

  it('are for the studio admin only', async () => {
    const anonymous = await t.graphql(salesQuery, {}, { host: admin.host });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(anonymous.data?.studio ?? null).toBeNull();
    // Another studio's admin, at this studio's address: not this studio's session.
    const intruder = await t.graphql(
      salesQuery,
      {},
      {
        host: admin.host,
        headers: { Authorization: `Bearer ${other.token}` },
      },
    );
    expect(intruder.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('orders that need an action', () => {
  it('lists paid orders waiting for a release, a shipment or a pickup notice, the oldest first', async () => {
    const studio = await make.studio({ adminEmail: 'acoes@estudio.test', adminPassword: 'senha-das-acoes' });
    const owner = await logInAsAdmin(t, studio, 'acoes@estudio.test', 'senha-das-acoes');
    const event = await make.event(studio, { deliveryFormat: 'DIGITAL_AND_PRINTED' });
    const photo = await make.photo(studio, event);
    const base = {
      paymentStatus: 'APPROVED' as const,
      physicalDeliveryStatus: null,
      digitalDeliveryStatus: null,
    };
    const at = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    const release = await make.order(studio, event, photo, {
      ...base,
      paidAt: at(30),
      digitalDeliveryStatus: 'AWAITING_RELEASE',
    });
    const ship = await make.order(studio, event, photo, {
      ...base,
      paidAt: at(60),
      physicalDeliveryStatus: 'PREPARATION',
      deliveryPreference: 'DELIVERY',
    });
    const pickup = await make.order(studio, event, photo, {
      ...base,
      paidAt: at(10),
      digitalDeliveryStatus: 'AWAITING_RELEASE',
      physicalDeliveryStatus: 'PREPARATION',
      deliveryPreference: 'PICKUP',
    });
    // Nothing to do: unpaid, delivered, or another studio's.
    await make.order(studio, event, photo, {
      paymentStatus: 'PENDING',
      status: 'AWAITING_PAYMENT',
      paidAt: null,
      digitalDeliveryStatus: null,
      physicalDeliveryStatus: null,
    });
    await make.order(studio, event, photo, {
      ...base,
      paidAt: at(90),
      digitalDeliveryStatus: 'RELEASED',
      physicalDeliveryStatus: 'SHIPPED',
    });
    await order(otherShop, { paidAt: at(120) });

    const { data, errors } = await owner.graphql(`{ studio { ordersNeedingAction(first: 10) {
      totalCount edges { node { id orderId number eventSlug pendingActions } } } } }`);
    expect(errors).toBeUndefined();
    const list = data.studio.ordersNeedingAction;
    expect(list.totalCount).toBe(3);
    expect(list.edges.map((edge: any) => edge.node)).toEqual([
      {
        id: encodeGlobalID('Order', ship.id),
        orderId: ship.id,
        number: ship.number,
        eventSlug: event.slug,
        pendingActions: ['SHIP'],
      },
      expect.objectContaining({ orderId: release.id, pendingActions: ['RELEASE_DIGITAL'] }),
      expect.objectContaining({ orderId: pickup.id, pendingActions: ['RELEASE_DIGITAL', 'NOTIFY_PICKUP'] }),
    ]);
  });

  it('are found by the database filter exactly when the rule says so', async () => {
    const studio = await make.studio();
    const states = (['APPROVED', 'EXEMPT', 'PENDING', 'REFUNDED'] as const).flatMap((paymentStatus) =>
      ([null, 'AWAITING_RELEASE', 'RELEASED'] as const).flatMap((digitalDeliveryStatus) =>
        ([null, 'PREPARATION', 'SHIPPED', 'AWAITING_PICKUP'] as const).flatMap((physicalDeliveryStatus) =>
          ([null, 'PICKUP', 'DELIVERY'] as const).map((deliveryPreference) => ({
            paymentStatus,
            digitalDeliveryStatus,
            physicalDeliveryStatus,
            deliveryPreference,
          })),
        ),
      ),
    );
    await t.db.order.createMany({
      data: states.map((state, index) => ({
        ...state,
        studioId: studio.id,
        number: index + 1,
        eventName: 'Evento',
        eventSlug: 'evento',
        mode: 'NORMAL' as const,
        subtotalCents: 100,
        totalCents: 100,
        customerFirstName: 'Cliente',
        customerLastName: 'Teste',
        customerEmail: 'cliente@exemplo.com',
        customerWhatsApp: '5511987654321',
        customerCpf: '',
      })),
    });
    const found = await t.db.order.findMany({
      where: { AND: [{ studioId: studio.id }, needsActionWhere] },
      select: { number: true },
      orderBy: { number: 'asc' },
    });
    const expected = states.flatMap((state, index) => (pendingActionsOf(state).length ? [index + 1] : []));
    expect(expected.length).toBeGreaterThan(0);
    expect(found.map((row) => row.number)).toEqual(expected);
  });
});

describe('the setup checklist', () => {
  const checklistQuery = '{ studio { setupChecklist { complete items { step label done } } } }';

  it('shows what a new studio lacks, and is complete once prices, address, Mercado Pago, watermark and logo are set', async () => {
    const fresh = await adminOfNewStudio(t, make);
    const first = await fresh.graphql(checklistQuery);
    expect(first.data.studio.setupChecklist).toEqual({
      complete: false,
      items: [
        { step: 'PRICES', label: 'Cadastrar a tabela de tamanhos e preços', done: false },
        { step: 'ADDRESS', label: 'Informar o endereço do estúdio', done: false },
        { step: 'MERCADO_PAGO', label: 'Conectar o Mercado Pago', done: false },
        { step: 'WATERMARK', label: "Enviar a marca d'água", done: false },
        { step: 'LOGO', label: 'Enviar a logomarca', done: false },
      ],
    });

    const studioId = fresh.studio.id;
    // An event's own price table is not the studio's saved one.
    const event = await make.event(fresh.studio, { deliveryFormat: 'PRINTED' });
    await t.db.priceTable.create({
      data: {
        studioId,
        eventId: event.id,
        items: { create: { studioId, width: 10, height: 15, priceCents: 1500 } },
      },
    });
    const logo = await make.image(fresh.studio, 'STUDIO_LOGO');
    await t.db.studio.update({ where: { id: studioId }, data: { logoId: logo.id } });
    const partly = await fresh.graphql(checklistQuery);
    expect(
      partly.data.studio.setupChecklist.items.filter((item: any) => item.done).map((item: any) => item.step),
    ).toEqual(['LOGO']);

    await t.db.priceTable.create({
      data: {
        studioId,
        saved: true,
        name: 'Tabela',
        items: { create: { studioId, width: 10, height: 15, priceCents: 1500 } },
      },
    });
    const watermark = await make.image(fresh.studio, 'WATERMARK');
    await t.db.studio.update({
      where: { id: studioId },
      data: {
        watermarkId: watermark.id,
        mercadoPagoPublicKey: 'TEST-public',
        mercadoPagoAccessToken: t.services.secrets.encrypt('TEST-token'),
        addressCep: '01001-000',
        addressCity: 'São Paulo',
        addressState: 'SP',
        addressStreet: 'Praça da Sé',
        addressNumber: '1',
        addressNeighborhood: 'Sé',
      },
    });
    const done = await fresh.graphql(checklistQuery);
    expect(done.data.studio.setupChecklist.complete).toBe(true);
  });
});
