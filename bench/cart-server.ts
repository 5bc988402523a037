// bench:cart, server side: an event selling digital files and two print sizes, 200 photos, and a check of every
// cart's total computed in SQL from the event's prices, apart from the application's own cart code.
import { createEvent } from '../server/services/events/event-changes.ts';
import type { BenchApp } from './lib/bench-app.ts';
import { createBenchStudio, createPhotoRows } from './lib/fixtures.ts';

export interface CartSetup {
  eventSlug: string;
  photoNames: string[];
  /** optionId → unit price: '1' is the digital file, the others the print sizes. */
  prices: Record<string, number>;
  /** The app's SECRET_KEY, for the baseline to accept the gallery tokens the app gives. */
  secretKey: string;
}

export async function setup(app: BenchApp): Promise<CartSetup> {
  const studio = await createBenchStudio(app);
  const created = await createEvent(
    { db: app.db, studio },
    {
      name: 'Casamento Ana e Bruno',
      deliveryFormat: 'DIGITAL_AND_PRINTED',
    },
  );
  const event = await app.db.event.update({
    where: { id: created.id },
    data: {
      digitalPriceCents: 1000,
      pickupEnabled: true,
      priceTable: {
        create: {
          studioId: studio.id,
          items: {
            create: [
              { studioId: studio.id, width: 10, height: 15, weightGrams: 10, priceCents: 1500, position: 0 },
              { studioId: studio.id, width: 20, height: 30, weightGrams: 25, priceCents: 4500, position: 1 },
            ],
          },
        },
      },
    },
    include: { priceTable: { include: { items: { orderBy: { position: 'asc' } } } } },
  });
  const photoNames = await createPhotoRows(app, studio, event, 200);
  await app.db.$executeRawUnsafe('ANALYZE');
  const prices: Record<string, number> = { '1': 1000 };
  for (const item of event.priceTable!.items) prices[item.id] = item.priceCents;
  return { eventSlug: event.slug, photoNames, prices, secretKey: app.config.secretKey! };
}

export const commands = {
  /** Every cart of the event, its lines and its subtotal as SQL computes it from the event's prices. */
  async cartsInSql(app: BenchApp) {
    return app.db.$queryRaw<
      {
        sessionId: string;
        lines: { itemId: string; quantity: number; optionId: string }[] | null;
        subtotalCents: number;
      }[]
    >`
      SELECT c."sessionId"::text AS "sessionId",
        json_agg(json_build_object('itemId', ci.id, 'quantity', ci.quantity,
          'optionId', COALESCE(ci."priceTableItemId"::text, '1')) ORDER BY ci."createdAt", ci.id)
          FILTER (WHERE ci.id IS NOT NULL) AS lines,
        COALESCE(SUM(ci.quantity * CASE WHEN ci.format = 'DIGITAL' THEN e."digitalPriceCents" ELSE pti."priceCents" END), 0)::int
          AS "subtotalCents"
      FROM "Cart" c
      JOIN "Event" e ON e.id = c."eventId"
      LEFT JOIN "CartItem" ci ON ci."cartId" = c.id
      LEFT JOIN "PriceTableItem" pti ON pti.id = ci."priceTableItemId"
      GROUP BY c.id`;
  },
};
