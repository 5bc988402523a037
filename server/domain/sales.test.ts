import { describe, expect, it } from 'vitest';
import { salesSummaryOf, salesWindowStart } from './sales.ts';

describe('sales figures', () => {
  it('adds today, the last 7 and the last 30 days from the sales grouped by day', () => {
    const summary = salesSummaryOf(
      [
        { day: '2026-11-25', orderCount: 2, totalCents: 3_000 },
        { day: '2026-11-24', orderCount: 1, totalCents: 1_250 },
        { day: '2026-11-19', orderCount: 1, totalCents: 700 },
        { day: '2026-11-18', orderCount: 3, totalCents: 10_000 },
        { day: '2026-10-27', orderCount: 1, totalCents: 100 },
        // Outside the window: before its first day, and a day not come yet.
        { day: '2026-10-26', orderCount: 9, totalCents: 99_999 },
        { day: '2026-11-26', orderCount: 9, totalCents: 99_999 },
      ],
      '2026-11-25',
    );
    expect(summary.today).toEqual({ orderCount: 2, totalCents: 3_000 });
    expect(summary.last7Days).toEqual({ orderCount: 4, totalCents: 4_950 });
    expect(summary.last30Days).toEqual({ orderCount: 8, totalCents: 15_050 });
  });

  it('gives every day of the chart, oldest first, at zero when nothing sold', () => {
    const { daily } = salesSummaryOf([], '2026-03-01');
    expect(daily).toHaveLength(30);
    expect(daily[0]).toEqual({ day: salesWindowStart('2026-03-01'), orderCount: 0, totalCents: 0 });
    expect(daily[0]!.day).toBe('2026-01-31');
    expect(daily.at(-1)!.day).toBe('2026-03-01');
  });
});
