import { describe, expect, it } from 'vitest';
import {
  ArchivedEventUploadError,
  archiveMessages,
  assertUploadsOpen,
  checkArchiveStart,
  checkRestoreStart,
  countedStorageBytes,
  isArchiveDue,
  isArchived,
} from './event-archive.ts';

const day = 24 * 60 * 60 * 1000;

describe('event archive rules', () => {
  it.each([
    [{ archiveStatus: null }, 3, null],
    [{ archiveStatus: null }, 0, archiveMessages.nothingToArchive],
    [{ archiveStatus: 'ARCHIVED' as const }, 3, archiveMessages.alreadyArchived],
    [{ archiveStatus: 'ARCHIVING' as const }, 3, archiveMessages.running],
    [{ archiveStatus: 'RESTORING' as const }, 3, archiveMessages.running],
    // A failed run may be started again either way.
    [{ archiveStatus: 'ARCHIVING' as const, archiveError: 'falhou' }, 3, null],
    [{ archiveStatus: 'RESTORING' as const, archiveError: 'falhou' }, 3, null],
  ])('archiving %o with %i originals: %s', (event, originals, refusal) => {
    const start = () => checkArchiveStart(event, originals);
    if (refusal) expect(start).toThrow(refusal);
    else expect(start).not.toThrow();
  });

  it.each([
    [{ archiveStatus: 'ARCHIVED' as const }, null],
    [{ archiveStatus: null }, archiveMessages.notArchived],
    [{ archiveStatus: 'ARCHIVING' as const }, archiveMessages.running],
    [{ archiveStatus: 'ARCHIVING' as const, archiveError: 'falhou' }, null],
  ])('restoring %o: %s', (event, refusal) => {
    const start = () => checkRestoreStart(event);
    if (refusal) expect(start).toThrow(refusal);
    else expect(start).not.toThrow();
  });

  it('closes sales and uploads from the start of an archive until the end of its restore', () => {
    expect(isArchived({ archiveStatus: null })).toBe(false);
    for (const archiveStatus of ['ARCHIVING', 'ARCHIVED', 'RESTORING'] as const) {
      expect(isArchived({ archiveStatus })).toBe(true);
      expect(() => assertUploadsOpen({ archiveStatus })).toThrow(ArchivedEventUploadError);
    }
    expect(() => assertUploadsOpen({ archiveStatus: null })).not.toThrow();
    expect(new ArchivedEventUploadError().message).toBe('Restaure o evento para enviar fotos.');
  });

  it('is due once the downloads after the expiry are over, and never without an expiry', () => {
    const now = new Date('2026-12-01T12:00:00Z');
    const expiresAt = new Date(now.getTime() - 10 * day);
    expect(isArchiveDue({ archiveStatus: null, expiresAt }, 30, now)).toBe(false);
    expect(isArchiveDue({ archiveStatus: null, expiresAt }, 10, now)).toBe(true);
    expect(isArchiveDue({ archiveStatus: null, expiresAt }, 0, now)).toBe(true);
    expect(isArchiveDue({ archiveStatus: 'ARCHIVED', expiresAt }, 0, now)).toBe(false);
    expect(isArchiveDue({ archiveStatus: null, expiresAt: null }, 0, now)).toBe(false);
  });

  it("counts archived bytes against the plan's limit only when the plan says so", () => {
    const usage = { hotBytes: 100n, archivedBytes: 40n };
    expect(countedStorageBytes(usage, false)).toBe(100n);
    expect(countedStorageBytes(usage, true)).toBe(140n);
  });
});
