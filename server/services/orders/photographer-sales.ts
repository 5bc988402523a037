// The photographers' sales report of a period: paid orders read a page at a time and added up per photographer
// (domain/photographer-sales.ts), with each one's commission; and the same as CSV. A member whose role does not
// see the sales (a photographer) gets only their own line.
import { addDays, startOfDay } from '../../domain/calendar.ts';
import { csvByteOrderMark, csvRow, formatCentsForCsv } from '../../domain/csv.ts';
import { noRowId } from '../../domain/ids.ts';
import {
  checkReportPeriod,
  type PhotographerSalesLine,
  PhotographerSalesTally,
  photographerSalesLines,
  type ReportPeriod,
} from '../../domain/photographer-sales.ts';
import { memberLabel, reportScope } from '../../domain/photographers.ts';
import { salePaymentStatuses } from '../../domain/sales.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { type RequestContext, requireStudio } from '../request-context.ts';

export interface PhotographerSalesReport extends ReportPeriod {
  /** The studio's commission, in basis points. */
  studioCommissionBasisPoints: number;
  lines: PhotographerSalesLine[];
}

/** Orders read per statement. */
const pageSize = 500;

const orderSelect = {
  id: true,
  totalCents: true,
  shippingChargedCents: true,
  allPhotosPriceCents: true,
  items: {
    select: {
      photoName: true,
      format: true,
      lineTotalCents: true,
      photographerId: true,
      photographerName: true,
    },
    orderBy: { position: 'asc' },
  },
} satisfies Prisma.OrderSelect;

export async function photographerSalesReport(
  context: Pick<RequestContext, 'db' | 'studio' | 'viewer'>,
  asked: ReportPeriod,
): Promise<PhotographerSalesReport> {
  const period = checkReportPeriod(asked);
  const studio = requireStudio(context);
  const { onlyMemberId } =
    context.viewer.kind === 'admin' ? reportScope(context.viewer) : { onlyMemberId: noRowId };
  const where: Prisma.OrderWhereInput = {
    studioId: studio.id,
    paymentStatus: { in: [...salePaymentStatuses] },
    paidAt: { gte: startOfDay(period.from), lt: startOfDay(addDays(period.to, 1)) },
    // A photographer's line needs only the orders with their photos (each order is still shared whole).
    ...(onlyMemberId !== null && { items: { some: { photographerId: onlyMemberId } } }),
  };
  const tally = new PhotographerSalesTally();
  let cursor: string | null = null;
  for (;;) {
    const page: Prisma.OrderGetPayload<{ select: typeof orderSelect }>[] = await context.db.order.findMany({
      where,
      select: orderSelect,
      orderBy: { id: 'asc' },
      take: pageSize,
      ...(cursor && { cursor: { id: cursor }, skip: 1 }),
    });
    for (const order of page) tally.add(order);
    if (page.length < pageSize) break;
    cursor = page[page.length - 1]!.id;
  }
  let totals = tally.totals();
  if (onlyMemberId !== null) totals = totals.filter((line) => line.memberId === onlyMemberId);
  const memberIds = [
    ...totals.flatMap((line) => line.memberId ?? []),
    ...(onlyMemberId ? [onlyMemberId] : []),
  ];
  const members = await context.db.adminUser.findMany({
    where: { studioId: studio.id, id: { in: memberIds } },
    select: { id: true, name: true, email: true, commissionBasisPoints: true },
  });
  const byId = new Map(members.map((member) => [member.id, member]));
  // Members go by their current name; a photographer with no sales still sees their own line, at zero.
  totals = totals.map((line) => {
    const member = line.memberId ? byId.get(line.memberId) : undefined;
    return member ? { ...line, name: memberLabel(member) } : line;
  });
  const own = onlyMemberId ? byId.get(onlyMemberId) : undefined;
  if (own && !totals.length) {
    totals = [
      { key: `membro:${own.id}`, memberId: own.id, name: memberLabel(own), photosSold: 0, amountCents: 0 },
    ];
  }
  const current = await context.db.studio.findUniqueOrThrow({
    where: { id: studio.id },
    select: { photographerCommissionBasisPoints: true },
  });
  return {
    ...period,
    studioCommissionBasisPoints: current.photographerCommissionBasisPoints,
    lines: photographerSalesLines(totals, {
      studioBasisPoints: current.photographerCommissionBasisPoints,
      memberBasisPoints: new Map(members.map((member) => [member.id, member.commissionBasisPoints])),
    }),
  };
}

const csvHeader = [
  'Fotógrafo',
  'Da equipe',
  'Fotos vendidas',
  'Valor vendido (R$)',
  'Comissão (%)',
  'Comissão (R$)',
];

/** The report as CSV (a line per photographer and one of totals), as Brazilian spreadsheets open it. */
export function photographerSalesCsv(report: PhotographerSalesReport): string {
  const percent = (basisPoints: number) => formatCentsForCsv(basisPoints);
  const sum = (pick: (line: PhotographerSalesLine) => number) =>
    report.lines.reduce((total, line) => total + pick(line), 0);
  return (
    csvByteOrderMark +
    csvRow(csvHeader) +
    report.lines
      .map((line) =>
        csvRow([
          line.name || 'Sem fotógrafo',
          line.memberId ? 'Sim' : 'Não',
          line.photosSold,
          formatCentsForCsv(line.amountCents),
          percent(line.commissionBasisPoints),
          formatCentsForCsv(line.commissionCents),
        ]),
      )
      .join('') +
    csvRow([
      'Total',
      '',
      sum((line) => line.photosSold),
      formatCentsForCsv(sum((line) => line.amountCents)),
      '',
      formatCentsForCsv(sum((line) => line.commissionCents)),
    ])
  );
}
