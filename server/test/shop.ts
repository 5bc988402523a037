// A studio ready to sell, for customer tests: Mercado Pago credentials and webhook secret (a local fake Mercado
// Pago), an address, and one event per selling mode with generated photos.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import type { Event, Photo, PriceTableItem, Studio } from '../generated/prisma/client.ts';
import {
  type FakeMercadoPago,
  startFakeMercadoPago,
} from '../services/payments/simulator/mercado-pago-simulator.ts';
import { type AdminClient, logInAsAdmin } from './admin-client.ts';
import { factories } from './factories.ts';
import { startTestSmtpServer, type TestSmtpServer } from './smtp.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export const shopAdmin = { email: 'dono@loja.test', password: 'senha-da-loja' };

export const shopCredentials = {
  publicKey: 'TEST-loja-public',
  accessToken: 'TEST-loja-access-token',
  webhookSecret: 'segredo-webhook',
};

export interface ShopEvent {
  event: Event;
  photos: Photo[];
  sizes: PriceTableItem[];
}

export interface Shop {
  t: TestApp;
  mercadoPago: FakeMercadoPago;
  smtp: TestSmtpServer;
  studio: Studio;
  host: string;
  digital: ShopEvent;
  printed: ShopEvent;
  mixed: ShopEvent;
  prepaid: ShopEvent;
  deliveryOnly: ShopEvent;
  /** Where Mercado Pago delivers this studio's payment notifications (the app listening on loopback). */
  webhookUrl: string;
  /** The studio's admin, logged in. */
  admin(): Promise<AdminClient>;
  /** Delivers a signed notification for a payment, as Mercado Pago would. */
  notify(
    paymentId: string,
    options?: { tamper?: 'signature' | 'timestamp'; ts?: number; secret?: string },
  ): Promise<Response>;
  close(): Promise<void>;
}

/** `env` adds settings, e.g. a shipping provider pointed at a fake server. */
export async function openShop(env: Record<string, string> = {}): Promise<Shop> {
  const mercadoPago = await startFakeMercadoPago();
  const smtp = await startTestSmtpServer();
  const t = await createTestApp({
    MERCADO_PAGO_API_URL: mercadoPago.url,
    SMTP_URL: smtp.url,
    PUBLIC_URL: 'https://plataforma.revela.test',
    ...env,
  });
  const make = factories(t.db, t.services);
  const created = await make.studio({
    name: 'Estúdio Loja',
    slug: 'loja',
    adminEmail: shopAdmin.email,
    adminPassword: shopAdmin.password,
  });
  const studio = await t.db.studio.update({
    where: { id: created.id },
    data: {
      mercadoPagoPublicKey: shopCredentials.publicKey,
      mercadoPagoAccessToken: t.services.secrets.encrypt(shopCredentials.accessToken),
      mercadoPagoWebhookSecret: t.services.secrets.encrypt(shopCredentials.webhookSecret),
      addressCep: '01001-000',
      addressCity: 'São Paulo',
      addressState: 'SP',
      addressStreet: 'Praça da Sé',
      addressNumber: '1',
      addressNeighborhood: 'Sé',
    },
  });

  async function shopEvent(
    name: string,
    data: Parameters<TestApp['db']['event']['update']>[0]['data'],
    printed: boolean,
    photoCount = 4,
  ) {
    const base = await make.event(studio, { name });
    const event = await t.db.event.update({
      where: { id: base.id },
      data: {
        ...data,
        ...(printed && {
          priceTable: {
            create: {
              studioId: studio.id,
              items: {
                create: [
                  {
                    studioId: studio.id,
                    width: 10,
                    height: 15,
                    weightGrams: 10,
                    priceCents: 1500,
                    position: 0,
                  },
                  {
                    studioId: studio.id,
                    width: 20,
                    height: 30,
                    weightGrams: 25,
                    priceCents: 4500,
                    position: 1,
                  },
                ],
              },
            },
          },
        }),
      },
    });
    const photos: Photo[] = [];
    for (let index = 0; index < photoCount; index++)
      photos.push(await make.photo(studio, event, { originalName: `DSC_${index + 1}.jpg` }));
    const sizes = await t.db.priceTableItem.findMany({
      where: { priceTable: { eventId: event.id } },
      orderBy: { position: 'asc' },
    });
    return { event, photos, sizes };
  }

  const digital = await shopEvent('Digital', { deliveryFormat: 'DIGITAL', digitalPriceCents: 1250 }, false);
  const printed = await shopEvent(
    'Impressas',
    { deliveryFormat: 'PRINTED', pickupEnabled: true, shippingEnabled: true, shippingPayer: 'CUSTOMER' },
    true,
  );
  const mixed = await shopEvent(
    'Mista',
    {
      deliveryFormat: 'DIGITAL_AND_PRINTED',
      digitalPriceCents: 1000,
      digitalDelivery: 'SEMI_AUTOMATIC',
      pickupEnabled: true,
    },
    true,
  );
  const prepaid = await shopEvent(
    'Pacote',
    {
      deliveryFormat: 'DIGITAL',
      mode: 'PREPAID_PACKAGE',
      packagePhotoCount: 2,
      digitalPriceCents: 800,
      authorizedPeople: {
        create: [
          { studioId: studio.id, name: 'Ana', password: 'a1b2' },
          { studioId: studio.id, name: 'Bruno', password: 'c3d4' },
        ],
      },
    },
    false,
    5,
  );
  const deliveryOnly = await shopEvent(
    'Entrega',
    { deliveryFormat: 'DIGITAL', mode: 'DELIVERY_ONLY' },
    false,
    3,
  );
  const server = http.createServer(t.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const webhookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/loja/status-pagamento`;
  return {
    admin: () => logInAsAdmin(t, studio, shopAdmin.email, shopAdmin.password),
    webhookUrl,
    notify: (paymentId, options = {}) =>
      mercadoPago.notify({
        webhookUrl,
        paymentId,
        secret: options.secret ?? shopCredentials.webhookSecret,
        ...options,
      }),
    t,
    mercadoPago,
    smtp,
    studio,
    host: 'loja.localhost',
    digital,
    printed,
    mixed,
    prepaid,
    deliveryOnly,
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await t.close();
      await mercadoPago.close();
      await smtp.close();
    },
  };
}

/** The shop of a test file: opened before its tests, closed after them (read its fields inside tests only). */
export function shopOfThisFile(): Shop {
  let current: Shop | undefined;
  beforeAll(async () => {
    current = await openShop();
  });
  afterAll(() => current?.close());
  return new Proxy({} as Shop, {
    get(_target, field) {
      if (!current) throw new Error('The shop opens in beforeAll: use it inside tests and hooks.');
      return current[field as keyof Shop];
    },
  });
}
