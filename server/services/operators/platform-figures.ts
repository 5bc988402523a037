// The platform's figures for the console: studios by state, sign-ups and sales per week, recurring revenue.
import { monthlyRecurringRevenueCents, type StudioState, weeklySeries } from '../../domain/operator.ts';
import type { RequestContext } from '../request-context.ts';

export interface PlatformFigures {
  studiosByState: { state: StudioState; count: number }[];
  monthlyRecurringRevenueCents: number;
  signUpsPerWeek: { week: Date; count: number }[];
  salesPerWeek: { week: Date; count: number; totalCents: number }[];
  sales30Days: { count: number; totalCents: number };
}

const day = 24 * 60 * 60_000;

export async function platformFigures(
  context: Pick<RequestContext, 'db'>,
  now = new Date(),
  weeks = 12,
): Promise<PlatformFigures> {
  const { db } = context;
  const from = new Date(now.getTime() - weeks * 7 * day);
  const stateSql = `CASE WHEN s."suspendedAt" IS NOT NULL THEN 'SUSPENDED'
      WHEN s."trialEndsAt" > $1 THEN 'TRIAL' ELSE s."planStatus"::text END`;
  const [byState, signUps, sales, last30] = await Promise.all([
    db.$queryRawUnsafe<{ state: StudioState; price: number; count: bigint }[]>(
      `SELECT ${stateSql} AS state, p."priceMonthlyCents" AS price, count(*) AS count
       FROM "Studio" s JOIN "Plan" p ON p."id" = s."planId" GROUP BY 1, 2`,
      now,
    ),
    db.$queryRaw<{ week: Date; count: bigint }[]>`
      SELECT date_trunc('week', "createdAt") AS week, count(*) AS count FROM "Studio"
      WHERE "createdAt" >= ${from} GROUP BY 1`,
    db.$queryRaw<{ week: Date; count: bigint; total: bigint }[]>`
      SELECT date_trunc('week', "paidAt") AS week, count(*) AS count, sum("totalCents") AS total FROM "Order"
      WHERE "paidAt" >= ${from} GROUP BY 1`,
    db.$queryRaw<{ count: bigint; total: bigint | null }[]>`
      SELECT count(*) AS count, sum("totalCents") AS total FROM "Order" WHERE "paidAt" >= ${new Date(now.getTime() - 30 * day)}`,
  ]);
  const states = new Map<StudioState, number>();
  for (const row of byState) states.set(row.state, (states.get(row.state) ?? 0) + Number(row.count));
  const totals = new Map(sales.map((row) => [row.week.getTime(), Number(row.total)]));
  return {
    studiosByState: (['ACTIVE', 'TRIAL', 'PENDING', 'SUSPENDED'] as const).map((state) => ({
      state,
      count: states.get(state) ?? 0,
    })),
    monthlyRecurringRevenueCents: monthlyRecurringRevenueCents(
      byState.map((row) => ({ state: row.state, priceMonthlyCents: row.price, count: Number(row.count) })),
    ),
    signUpsPerWeek: weeklySeries(
      signUps.map((row) => ({ week: row.week, count: Number(row.count) })),
      weeks,
      now,
    ),
    salesPerWeek: weeklySeries(
      sales.map((row) => ({ week: row.week, count: Number(row.count) })),
      weeks,
      now,
    ).map((row) => ({ ...row, totalCents: totals.get(row.week.getTime()) ?? 0 })),
    sales30Days: { count: Number(last30[0]?.count ?? 0), totalCents: Number(last30[0]?.total ?? 0) },
  };
}
