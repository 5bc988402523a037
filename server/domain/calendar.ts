// Days as the studio lives them: Brazilian time (America/Sao_Paulo), not UTC. A day is written 'aaaa-mm-dd'.

export const studioTimeZone = 'America/Sao_Paulo';

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: studioTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function localParts(instant: Date): LocalParts {
  const parts = Object.fromEntries(
    partsFormat.formatToParts(instant).map((part) => [part.type, part.value]),
  ) as Record<string, string>;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** Whether `text` is a real calendar day written 'aaaa-mm-dd' (no 2026-02-30). */
export function isDay(text: string): boolean {
  const match = dayPattern.exec(text);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The studio's day an instant falls on. */
export function dayOf(instant: Date): string {
  const local = localParts(instant);
  return `${pad(local.year, 4)}-${pad(local.month)}-${pad(local.day)}`;
}

/** The day `count` days after (or before, when negative) `day`. */
export function addDays(day: string, count: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + count)).toISOString().slice(0, 10);
}

/** How far the studio's clock is ahead of UTC at `instant`, in milliseconds (negative in Brazil). */
function offsetAt(instant: Date): number {
  const local = localParts(instant);
  const asUtc = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant the studio's `day` begins (its local midnight; the first instant of the day if a clock change skips it). */
export function startOfDay(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const midnightAsUtc = Date.UTC(year, month - 1, date);
  let instant = midnightAsUtc - offsetAt(new Date(midnightAsUtc));
  // Around a change of offset the first guess used the other side's offset: once more with the offset found.
  instant = midnightAsUtc - offsetAt(new Date(instant));
  return dayOf(new Date(instant)) === day ? new Date(instant) : new Date(instant + 3_600_000);
}

/** 'dd/mm/aaaa hh:mm' in the studio's time, as Brazilian spreadsheets and people read it. */
export function formatDateTime(instant: Date): string {
  const local = localParts(instant);
  return `${pad(local.day)}/${pad(local.month)}/${pad(local.year, 4)} ${pad(local.hour)}:${pad(local.minute)}`;
}
