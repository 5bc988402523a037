import { describe, expect, it } from 'vitest';
import { addDays, dayOf, formatDateTime, isDay, startOfDay } from './calendar.ts';

describe("the studio's days (America/Sao_Paulo)", () => {
  it.each([
    ['2026-11-25T02:59:59.999Z', '2026-11-24'],
    ['2026-11-25T03:00:00.000Z', '2026-11-25'],
    ['2026-12-31T23:30:00.000Z', '2026-12-31'],
    ['2027-01-01T03:00:00.000Z', '2027-01-01'],
  ])('%s falls on %s', (instant, day) => {
    expect(dayOf(new Date(instant))).toBe(day);
  });

  it('starts at local midnight, 03:00 UTC since Brazil dropped summer time', () => {
    expect(startOfDay('2026-11-25').toISOString()).toBe('2026-11-25T03:00:00.000Z');
    expect(startOfDay('2026-03-01').toISOString()).toBe('2026-03-01T03:00:00.000Z');
  });

  it('starts at the first instant of a day whose midnight summer time skipped, and at the later midnight when it ended', () => {
    // 2018-11-04: clocks went from 00:00 to 01:00 (-02:00); 2019-02-17: from 00:00 back to 23:00 (-03:00).
    expect(startOfDay('2018-11-04').toISOString()).toBe('2018-11-04T03:00:00.000Z');
    expect(startOfDay('2018-11-05').toISOString()).toBe('2018-11-05T02:00:00.000Z');
    expect(startOfDay('2019-02-17').toISOString()).toBe('2019-02-17T03:00:00.000Z');
  });

  it('counts days across months and years', () => {
    expect(addDays('2026-11-25', -29)).toBe('2026-10-27');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });

  it.each([
    ['2026-11-25', true],
    ['2026-02-29', false],
    ['2028-02-29', true],
    ['2026-13-01', false],
    ['25/11/2026', false],
    ['2026-11-25T00:00', false],
  ])('%s is a day: %s', (text, valid) => {
    expect(isDay(text)).toBe(valid);
  });

  it('writes dd/mm/aaaa hh:mm in Brazilian time', () => {
    expect(formatDateTime(new Date('2026-11-25T02:05:00Z'))).toBe('24/11/2026 23:05');
    expect(formatDateTime(new Date('2026-01-02T15:30:59Z'))).toBe('02/01/2026 12:30');
  });
});
