import { describe, expect, it } from 'vitest';
import { eventSearch, eventSearchMaxLength } from './event-search.ts';

describe('eventSearch', () => {
  it('keeps the words typed, spaces collapsed, or no name filter', () => {
    expect(eventSearch('  Formatura   Medicina ', null).name).toBe('Formatura Medicina');
    expect(eventSearch('   ', null).name).toBeNull();
    expect(eventSearch(null, undefined)).toEqual({ name: null, day: null });
    expect(eventSearch('x'.repeat(300), null).name).toHaveLength(eventSearchMaxLength);
  });

  it("takes a day as the studio's day in Brazil (UTC-3)", () => {
    expect(eventSearch(null, '2026-11-27').day).toEqual({
      date: new Date('2026-11-27T00:00:00.000Z'),
      from: new Date('2026-11-27T03:00:00.000Z'),
      before: new Date('2026-11-28T03:00:00.000Z'),
    });
  });

  it('filters no day for what is not a date', () => {
    for (const day of ['', '27/11/2026', '2026-02-30', '2026-13-01'])
      expect(eventSearch(null, day).day).toBeNull();
  });
});
