// Dates and counts as the storefront writes them (pt-BR), shared by the client and the page the server renders first.

const longDate = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeZone: 'America/Sao_Paulo' });

/** "25 de novembro de 2026": a date written out, for headings (São Paulo's calendar day). */
export function formatLongDate(date: Date | string): string {
  return longDate.format(new Date(date));
}

const longDay = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeZone: 'UTC' });

/** '2026-11-25' -> "25 de novembro de 2026": a calendar day (no time, so no time zone to shift it). */
export function formatLongDay(day: string): string {
  return longDay.format(new Date(`${day}T00:00:00Z`));
}

const whole = new Intl.NumberFormat('pt-BR');

/** "1 foto", "1.000 fotos". */
export function formatCount(count: number, singular: string, plural: string): string {
  return `${whole.format(count)} ${count === 1 ? singular : plural}`;
}
