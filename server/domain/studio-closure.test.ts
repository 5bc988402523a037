import { describe, expect, it } from 'vitest';
import { closesAtFor, closingDateText, exportExpiresAt, isDueForDeletion } from './studio-closure.ts';

describe('leaving the platform', () => {
  const asked = new Date('2026-03-01T15:00:00Z');

  it('keeps an export for 7 days and a closing for 30', () => {
    expect(exportExpiresAt(asked).toISOString()).toBe('2026-03-08T15:00:00.000Z');
    expect(closesAtFor(asked).toISOString()).toBe('2026-03-31T15:00:00.000Z');
  });

  it.each([
    [null, null, '2026-04-30T00:00:00Z', false],
    [asked, closesAtFor(asked), '2026-03-31T14:59:59Z', false],
    [asked, closesAtFor(asked), '2026-03-31T15:00:00Z', true],
    [null, closesAtFor(asked), '2026-04-30T00:00:00Z', false],
  ])('is due for deletion only once asked and past its grace (%s, %s, %s)', (requested, closes, now, due) => {
    expect(isDueForDeletion({ closeRequestedAt: requested, closesAt: closes }, new Date(now))).toBe(due);
  });

  it('says the closing day in Brasília', () => {
    expect(closingDateText(new Date('2026-03-31T02:00:00Z'))).toBe('30 de março de 2026');
  });
});
