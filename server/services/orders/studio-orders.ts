// All of a studio's orders for its admin: the list's filter as a database query, the dashboard's sales figures
// (one grouped statement) and setup checklist, and the CSV export streamed in pages.

import { addressOf, addressSelect } from '../../domain/address.ts';
import { addDays, dayOf, formatDateTime, startOfDay } from '../../domain/calendar.ts';
import { csvByteOrderMark, csvRow, formatCentsForCsv } from '../../domain/csv.ts';
import { formatCpf } from '../../domain/customer-data.ts';
import { digitalStatusLabels, physicalStatusLabels } from '../../domain/fulfilment.ts';
import { normaliseSearchText, type OrderListFilter } from '../../domain/order-list.ts';
import { paymentStatusLabels } from '../../domain/payments.ts';
import {
  type DailySales,
  type SalesSummary,
  salePaymentStatuses,
  salesSummaryOf,
  salesWindowStart,
} from '../../domain/sales.ts';
import { type SetupFacts, setupChecklistOf } from '../../domain/setup-checklist.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { type DbClient, type RequestContext, requireStudio } from '../request-context.ts';

/** pendingActionsOf(order) (domain/order-actions.ts) is not empty, as a filter on orders. */
export const needsActionWhere: Prisma.OrderWhereInput = {
  paymentStatus: { in: ['APPROVED', 'EXEMPT'] },
  OR: [
    { digitalDeliveryStatus: 'AWAITING_RELEASE' },
    { physicalDeliveryStatus: 'PREPARATION', deliveryPreference: { in: ['DELIVERY', 'PICKUP'] } },
  ],
};

/** The studio's orders waiting on it (release, ship, pickup notice). */
export function ordersNeedingActionWhere(studioId: string): Prisma.OrderWhereInput {
  return { AND: [{ studioId }, needsActionWhere] };
}

/** The largest order number a search for digits looks up (Order.number is a 32-bit integer). */
const maxOrderNumberDigits = 9;

/** The orders of `studioId` the filter lets through. */
export function studioOrdersWhere(
  studioId: string,
  filter: OrderListFilter | null | undefined,
): Prisma.OrderWhereInput {
  const conditions: Prisma.OrderWhereInput[] = [{ studioId }];
  if (filter?.eventSlug) conditions.push({ eventSlug: filter.eventSlug });
  if (filter?.paymentStatus?.length) conditions.push({ paymentStatus: { in: filter.paymentStatus } });
  if (filter?.digitalDeliveryStatus?.length) {
    conditions.push({ digitalDeliveryStatus: { in: filter.digitalDeliveryStatus } });
  }
  if (filter?.physicalDeliveryStatus?.length) {
    conditions.push({ physicalDeliveryStatus: { in: filter.physicalDeliveryStatus } });
  }
  if (filter?.needsAction) conditions.push(needsActionWhere);
  if (filter?.from) conditions.push({ createdAt: { gte: startOfDay(filter.from) } });
  if (filter?.to) conditions.push({ createdAt: { lt: startOfDay(addDays(filter.to, 1)) } });
  if (filter?.paidFrom) conditions.push({ paidAt: { gte: filter.paidFrom } });
  const search = normaliseSearchText(filter?.search ?? '');
  if (search) {
    // Prisma passes `contains` to LIKE as it is: the wildcards typed are escaped to mean themselves.
    const byText: Prisma.OrderWhereInput = {
      customerSearch: { contains: search.replace(/[\\%_]/g, '\\$&') },
    };
    const number = search.replace(/^(#|nº\s*|n\.?\s*)/, '');
    conditions.push(
      /^\d+$/.test(number) && number.length <= maxOrderNumberDigits
        ? { OR: [byText, { number: Number(number) }] }
        : byText,
    );
  }
  return conditions.length === 1 ? conditions[0]! : { AND: conditions };
}

/** The dashboard's figures for the studio of the context, as of `now`: paid orders by the day they were paid. */
export async function studioSalesSummary(
  context: Pick<RequestContext, 'db' | 'studio'>,
  now = new Date(),
): Promise<SalesSummary> {
  const studioId = requireStudio(context).id;
  const today = dayOf(now);
  const since = startOfDay(salesWindowStart(today));
  // paidAt is a UTC timestamp without zone: read as UTC, then turned into the studio's local day.
  const rows = await context.db.$queryRaw<{ day: string; orderCount: number; totalCents: bigint }[]>`
    SELECT to_char(("paidAt" AT TIME ZONE 'UTC') AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM-DD') AS "day",
      count(*)::int AS "orderCount", coalesce(sum("totalCents"), 0)::bigint AS "totalCents"
    FROM "Order"
    WHERE "studioId" = ${studioId}::uuid
      AND "paymentStatus"::text = ANY(${[...salePaymentStatuses]}::text[])
      AND "paidAt" >= (${since.toISOString()}::timestamptz AT TIME ZONE 'UTC')
    GROUP BY 1`;
  const grouped: DailySales[] = rows.map((row) => ({
    day: row.day,
    orderCount: Number(row.orderCount),
    totalCents: Number(row.totalCents),
  }));
  return salesSummaryOf(grouped, today);
}

/** What the setup checklist looks at, in two small reads. */
export async function studioSetupFacts(db: DbClient, studioId: string): Promise<SetupFacts> {
  const [studio, savedPriceItems] = await Promise.all([
    db.studio.findUniqueOrThrow({
      where: { id: studioId },
      select: {
        ...addressSelect,
        logoId: true,
        watermarkId: true,
        mercadoPagoPublicKey: true,
        mercadoPagoAccessToken: true,
      },
    }),
    db.priceTableItem.count({ where: { studioId, priceTable: { saved: true } } }),
  ]);
  return {
    savedPriceItems,
    address: addressOf(studio),
    mercadoPagoPublicKey: studio.mercadoPagoPublicKey,
    mercadoPagoAccessToken: Boolean(studio.mercadoPagoAccessToken),
    watermark: Boolean(studio.watermarkId),
    logo: Boolean(studio.logoId),
  };
}

export async function studioSetupChecklist(db: DbClient, studioId: string) {
  return setupChecklistOf(await studioSetupFacts(db, studioId));
}

const csvHeader = [
  'Pedido',
  'Data do pedido',
  'Evento',
  'Cliente',
  'E-mail',
  'WhatsApp',
  'CPF',
  'Itens',
  'Subtotal (R$)',
  'Frete (R$)',
  'Total (R$)',
  'Pagamento',
  'Pago em',
  'Entrega digital',
  'Entrega das impressas',
  'Forma de entrega',
  'Código de rastreio',
];

const csvSelect = {
  id: true,
  number: true,
  createdAt: true,
  eventName: true,
  customerFirstName: true,
  customerLastName: true,
  customerEmail: true,
  customerWhatsApp: true,
  customerCpf: true,
  subtotalCents: true,
  shippingChargedCents: true,
  totalCents: true,
  paymentStatus: true,
  paidAt: true,
  digitalDeliveryStatus: true,
  physicalDeliveryStatus: true,
  deliveryPreference: true,
  shippingServiceName: true,
  trackingCode: true,
  _count: { select: { items: true } },
} satisfies Prisma.OrderSelect;

type CsvOrder = Prisma.OrderGetPayload<{ select: typeof csvSelect }>;

function deliveryWay(order: CsvOrder): string {
  if (order.deliveryPreference === 'PICKUP') return 'Retirada no estúdio';
  if (order.deliveryPreference === 'DELIVERY') {
    return order.shippingServiceName ? `Correios (${order.shippingServiceName})` : 'Correios';
  }
  return '';
}

function csvLine(order: CsvOrder): string {
  return csvRow([
    order.number,
    formatDateTime(order.createdAt),
    order.eventName,
    `${order.customerFirstName} ${order.customerLastName}`.trim(),
    order.customerEmail,
    order.customerWhatsApp,
    order.customerCpf ? formatCpf(order.customerCpf) : '',
    order._count.items,
    formatCentsForCsv(order.subtotalCents),
    formatCentsForCsv(order.shippingChargedCents),
    formatCentsForCsv(order.totalCents),
    paymentStatusLabels[order.paymentStatus],
    order.paidAt ? formatDateTime(order.paidAt) : '',
    order.digitalDeliveryStatus ? digitalStatusLabels[order.digitalDeliveryStatus] : '',
    order.physicalDeliveryStatus ? physicalStatusLabels[order.physicalDeliveryStatus] : '',
    deliveryWay(order),
    order.trackingCode ?? '',
  ]);
}

/** Orders read per statement while the CSV streams. */
export const csvPageSize = 500;

/**
 * The filtered orders as CSV, newest first, read a page at a time while the client takes them (nothing waits in
 * memory beyond one page). The text starts with the BOM that tells spreadsheets it is UTF-8.
 */
export function studioOrdersCsv(
  context: Pick<RequestContext, 'db' | 'studio'>,
  filter: OrderListFilter,
): ReadableStream<Uint8Array> {
  const where = studioOrdersWhere(requireStudio(context).id, filter);
  const encoder = new TextEncoder();
  let cursor: string | null = null;
  let started = false;
  let done = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!started) {
          started = true;
          controller.enqueue(encoder.encode(csvByteOrderMark + csvRow(csvHeader)));
          return;
        }
        if (done) return;
        const page: CsvOrder[] = await context.db.order.findMany({
          where,
          select: csvSelect,
          orderBy: { id: 'desc' },
          take: csvPageSize,
          ...(cursor && { cursor: { id: cursor }, skip: 1 }),
        });
        if (page.length) controller.enqueue(encoder.encode(page.map(csvLine).join('')));
        if (page.length < csvPageSize) {
          done = true;
          controller.close();
        } else {
          cursor = page[page.length - 1]!.id;
        }
      },
    },
    { highWaterMark: 1 },
  );
}
