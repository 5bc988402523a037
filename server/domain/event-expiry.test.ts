import { describe, expect, it } from 'vitest';
import {
  checkDownloadDays,
  checkDownloadsOpen,
  checkExpiry,
  downloadDeadline,
  downloadsOpen,
  dueNotice,
  galleryClosedAt,
  isExpired,
  saoPauloFields,
  saoPauloInstant,
} from './event-expiry.ts';

const hour = 60 * 60 * 1000;
const day = 24 * hour;
const expiresAt = new Date('2026-12-20T15:00:00Z');
const before = (ms: number) => new Date(expiresAt.getTime() - ms);

describe('isExpired', () => {
  it.each([
    [null, false],
    [before(1), false],
    [expiresAt, true],
    [new Date(expiresAt.getTime() + 1), true],
  ] as const)('at %s: %s', (now, expired) => {
    expect(isExpired(now === null ? null : expiresAt, now ?? expiresAt)).toBe(expired);
  });
});

describe('galleryClosedAt', () => {
  const now = new Date('2026-11-27T12:00:00Z');
  const past = new Date('2026-11-20T12:00:00Z');
  const future = new Date('2026-12-20T12:00:00Z');

  it('is the expiry once passed, and null before it', () => {
    expect(galleryClosedAt({ expiresAt: past }, now)).toEqual(past);
    expect(galleryClosedAt({ expiresAt: future }, now)).toBeNull();
    expect(galleryClosedAt({ expiresAt: null }, now)).toBeNull();
  });

  it('is the day the archive began while archived, archiving or restoring, whatever the expiry', () => {
    for (const archiveStatus of ['ARCHIVING', 'ARCHIVED', 'RESTORING']) {
      expect(galleryClosedAt({ expiresAt: future, archiveStatus, archivedAt: past }, now)).toEqual(past);
      expect(galleryClosedAt({ expiresAt: null, archiveStatus, archivedAt: null }, now)).toEqual(now);
    }
    expect(galleryClosedAt({ expiresAt: null, archiveStatus: null, archivedAt: past }, now)).toBeNull();
  });
});

describe('the download period after the expiry', () => {
  it('ends the studio’s days after it; without an expiry, never', () => {
    expect(downloadDeadline(expiresAt, 30)).toEqual(new Date('2027-01-19T15:00:00Z'));
    expect(downloadDeadline(null, 30)).toBeNull();
    expect(downloadsOpen(expiresAt, 30, new Date('2027-01-19T14:59:59Z'))).toBe(true);
    expect(downloadsOpen(expiresAt, 30, new Date('2027-01-19T15:00:00Z'))).toBe(false);
    expect(downloadsOpen(expiresAt, 0, expiresAt)).toBe(false);
    expect(downloadsOpen(null, 0)).toBe(true);
  });

  it('refuses with the deadline written out', () => {
    expect(() => checkDownloadsOpen(expiresAt, 0, expiresAt)).toThrow(
      'O prazo para baixar as fotos deste pedido terminou em 20 de dezembro de 2026. Fale com o estúdio.',
    );
    expect(() => checkDownloadsOpen(expiresAt, 1, expiresAt)).not.toThrow();
  });
});

describe('dueNotice', () => {
  it.each([
    [8 * day, null],
    [7 * day + 1, null],
    [7 * day, 7],
    [3 * day, 7],
    [day + 1, 7],
    [day, 1],
    [hour, 1],
    [0, null],
    [-hour, null],
  ] as const)('%s ms before: %s', (ahead, notice) => {
    expect(dueNotice(expiresAt, before(ahead))).toBe(notice);
  });

  it('has none without an expiry', () => {
    expect(dueNotice(null, expiresAt)).toBeNull();
  });
});

describe('checking what the owner sets', () => {
  const now = new Date('2026-11-27T12:00:00Z');

  it('takes a future expiry up to five years ahead, or none', () => {
    expect(() => checkExpiry(null, now)).not.toThrow();
    expect(() => checkExpiry(new Date(now.getTime() + 1), now)).not.toThrow();
    expect(() => checkExpiry(now, now)).toThrow('A data de encerramento deve estar no futuro');
    expect(() => checkExpiry(new Date(now.getTime() + 6 * 366 * day), now)).toThrow(
      'A data de encerramento deve estar nos próximos 5 anos',
    );
  });

  it.each([
    [0, true],
    [30, true],
    [365, true],
    [-1, false],
    [366, false],
    [1.5, false],
  ])('download days %s: %s', (days, valid) => {
    const check = () => checkDownloadDays(days);
    if (valid) expect(check).not.toThrow();
    else expect(check).toThrow('O prazo para baixar deve ser de 0 a 365 dias');
  });
});

describe('São Paulo date and time', () => {
  it('turns the fields into the instant and back', () => {
    expect(saoPauloInstant('2026-12-20', '12:00')).toEqual(new Date('2026-12-20T15:00:00Z'));
    expect(saoPauloInstant('2026-12-20', '23:59')).toEqual(new Date('2026-12-21T02:59:00Z'));
    expect(saoPauloFields(new Date('2026-12-21T02:59:00Z'))).toEqual({ day: '2026-12-20', time: '23:59' });
  });

  it.each([
    ['2026-12-20', '24:00'],
    ['2026-12-20', '9:00'],
    ['20/12/2026', '12:00'],
    ['', ''],
  ])('refuses %s %s', (day, time) => {
    expect(saoPauloInstant(day, time)).toBeNull();
  });
});
