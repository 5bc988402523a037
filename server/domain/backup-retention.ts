// Which backups a schedule keeps: the newest of each of the last days, weeks and months that have one (UTC).

export interface RetentionPolicy {
  daily: number;
  weekly: number;
  monthly: number;
}

/** 7 daily, 4 weekly and 12 monthly backups: about a year back, most of it a month apart. */
export const defaultRetention: RetentionPolicy = { daily: 7, weekly: 4, monthly: 12 };

const namePattern = /^revela-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})$/;

/** A backup's folder name: when it was taken, sortable, safe as a file name and a storage key. */
export function backupName(takenAt: Date): string {
  const iso = takenAt.toISOString(); // 2026-11-27T02:17:45.123Z
  return `revela-${iso.slice(0, 10).replaceAll('-', '')}-${iso.slice(11, 19).replaceAll(':', '')}`;
}

/** When a backup named by `backupName` was taken; null for any other name. */
export function takenAtOf(name: string): Date | null {
  const match = namePattern.exec(name);
  if (!match) return null;
  const [, year, month, day, hours, minutes, seconds] = match.map(Number) as number[];
  const date = new Date(Date.UTC(year!, month! - 1, day!, hours!, minutes!, seconds!));
  return Number.isNaN(date.getTime()) ? null : date;
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const monthOf = (date: Date) => date.toISOString().slice(0, 7);
/** The Monday (UTC) starting the ISO week of `date`. */
function weekOf(date: Date): string {
  const monday = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  return dayOf(monday);
}

/** The newest backup of each of the `count` most recent periods that have one. */
function newestPerPeriod<T extends { takenAt: Date }>(
  newestFirst: T[],
  period: (date: Date) => string,
  count: number,
): T[] {
  const kept: T[] = [];
  const seen = new Set<string>();
  for (const backup of newestFirst) {
    if (seen.size >= count) break;
    const key = period(backup.takenAt);
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push(backup);
  }
  return kept;
}

/** Splits backups into those the policy keeps and those to remove (each list newest first). */
export function applyRetention<T extends { takenAt: Date }>(
  backups: T[],
  policy: RetentionPolicy = defaultRetention,
): { keep: T[]; remove: T[] } {
  const newestFirst = [...backups].sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
  const kept = new Set<T>([
    ...newestPerPeriod(newestFirst, dayOf, policy.daily),
    ...newestPerPeriod(newestFirst, weekOf, policy.weekly),
    ...newestPerPeriod(newestFirst, monthOf, policy.monthly),
  ]);
  return {
    keep: newestFirst.filter((backup) => kept.has(backup)),
    remove: newestFirst.filter((backup) => !kept.has(backup)),
  };
}
