// The studio's sales figures: what was paid today, in the last 7 and 30 days (the studio's days, not UTC), and the
// day by day totals of the chart. Money in integer centavos.
import { addDays } from './calendar.ts';
import type { PaymentStatus } from './payments.ts';

/**
 * What counts as a sale: an approved payment. Exempt orders brought no money; refunded and charged-back ones gave
 * it back; pending, rejected and expired ones never had it.
 */
export const salePaymentStatuses = ['APPROVED'] as const satisfies readonly PaymentStatus[];

/** Days the chart and the longest figure cover, today included. */
export const salesWindowDays = 30;

export interface SalesFigure {
  orderCount: number;
  totalCents: number;
}

export interface DailySales extends SalesFigure {
  /** 'aaaa-mm-dd' in the studio's time. */
  day: string;
}

export interface SalesSummary {
  today: SalesFigure;
  last7Days: SalesFigure;
  last30Days: SalesFigure;
  /** Every day of the last 30, oldest first, days without sales at zero. */
  daily: DailySales[];
}

/** The first day of the window that ends `today`. */
export function salesWindowStart(today: string): string {
  return addDays(today, -(salesWindowDays - 1));
}

function sum(days: DailySales[]): SalesFigure {
  return days.reduce(
    (total, day) => ({
      orderCount: total.orderCount + day.orderCount,
      totalCents: total.totalCents + day.totalCents,
    }),
    { orderCount: 0, totalCents: 0 },
  );
}

/** The figures from the sales grouped by day (days outside the window ignored). */
export function salesSummaryOf(grouped: readonly DailySales[], today: string): SalesSummary {
  const byDay = new Map(grouped.map((row) => [row.day, row]));
  const first = salesWindowStart(today);
  const daily = Array.from({ length: salesWindowDays }, (_, index) => {
    const day = addDays(first, index);
    const found = byDay.get(day);
    return { day, orderCount: found?.orderCount ?? 0, totalCents: found?.totalCents ?? 0 };
  });
  return {
    today: sum(daily.slice(-1)),
    last7Days: sum(daily.slice(-7)),
    last30Days: sum(daily),
    daily,
  };
}
