// How the simulated API reads request fields and writes values: trimmed text, objects, centavos, offset dates.

const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** Mercado Pago's date format: local time with an offset, e.g. 2024-05-25T13:01:08.000-04:00. */
export function mpDate(date: Date): string {
  return `${new Date(date.getTime() - 4 * HOUR).toISOString().slice(0, -1)}-04:00`;
}

export const later = (date: Date, days: number) => new Date(date.getTime() + days * DAY);

export const money = (value: number) => Math.round(value * 100) / 100;

export const isObject = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);

export const objectOrEmpty = (value: unknown): Record<string, unknown> => (isObject(value) ? value : {});

/** A string field's trimmed value; null when absent, not a string or blank. */
export const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
