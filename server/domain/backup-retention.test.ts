import { describe, expect, it } from 'vitest';
import { applyRetention, backupName, takenAtOf } from './backup-retention.ts';

const at = (iso: string) => ({ takenAt: new Date(iso), name: iso });
/** One backup a day at 03:00 UTC for `days` days up to 2026-11-27. */
function dailyBackups(days: number) {
  const last = Date.UTC(2026, 10, 27, 3);
  return Array.from({ length: days }, (_, index) => ({
    takenAt: new Date(last - index * 86_400_000),
    name: String(index),
  }));
}
const dates = (list: { takenAt: Date }[]) => list.map((backup) => backup.takenAt.toISOString().slice(0, 10));

describe('backup retention', () => {
  it('keeps nothing extra when there are fewer backups than the policy allows', () => {
    const backups = dailyBackups(5);
    expect(applyRetention(backups)).toEqual({ keep: backups, remove: [] });
  });

  it('keeps 7 daily, 4 weekly and 12 monthly out of a year and a half of daily backups', () => {
    const { keep, remove } = applyRetention(dailyBackups(540));
    expect(dates(keep)).toEqual([
      // the last 7 days
      '2026-11-27',
      '2026-11-26',
      '2026-11-25',
      '2026-11-24',
      '2026-11-23', // Monday: the newest of its week is the 27th, of the week before the 22nd
      '2026-11-22',
      '2026-11-21',
      // weekly: newest of the weeks starting 2026-11-09 and 2026-11-02 (the 16th's is the 22nd, kept above)
      '2026-11-15',
      '2026-11-08',
      // monthly: the last day of each earlier month, 11 more months
      '2026-10-31',
      '2026-09-30',
      '2026-08-31',
      '2026-07-31',
      '2026-06-30',
      '2026-05-31',
      '2026-04-30',
      '2026-03-31',
      '2026-02-28',
      '2026-01-31',
      '2025-12-31',
    ]);
    expect(keep.length + remove.length).toBe(540);
  });

  it('keeps only the newest of several backups taken the same day', () => {
    const backups = [at('2026-11-27T03:00:00Z'), at('2026-11-27T15:00:00Z'), at('2026-11-26T03:00:00Z')];
    const { keep, remove } = applyRetention(backups, { daily: 7, weekly: 0, monthly: 0 });
    expect(keep.map((backup) => backup.name)).toEqual(['2026-11-27T15:00:00Z', '2026-11-26T03:00:00Z']);
    expect(remove.map((backup) => backup.name)).toEqual(['2026-11-27T03:00:00Z']);
  });

  it('counts days that have a backup, not calendar days: a gap does not empty the list', () => {
    const backups = [at('2026-11-27T03:00:00Z'), at('2026-10-01T03:00:00Z'), at('2026-06-01T03:00:00Z')];
    expect(applyRetention(backups, { daily: 7, weekly: 0, monthly: 0 }).remove).toEqual([]);
  });

  it('names backups by the second they were taken and reads the date back', () => {
    const takenAt = new Date('2026-11-27T02:17:45.678Z');
    expect(backupName(takenAt)).toBe('revela-20261127-021745');
    expect(takenAtOf('revela-20261127-021745')).toEqual(new Date('2026-11-27T02:17:45Z'));
    expect(takenAtOf('revela-2026112-021745')).toBeNull();
    expect(takenAtOf('outra-pasta')).toBeNull();
  });
});
