// Money, dates, sizes, weights, documents, phones and counts as people read them in Brazil (pt-BR).
import {
  formatCount as countText,
  formatLongDate as longDateText,
  formatLongDay as longDayText,
} from '../../server/domain/display-text.ts';
import { formatBrl as formatBrlIntl } from '../../server/domain/money.ts';
import { maskCpf, maskWhatsApp } from '../../server/domain/text-rules.ts';

/** 1250 -> "R$ 12,50": the server's money format, with a plain space as the spec writes it. */
export function formatBrl(cents: number): string {
  return formatBrlIntl(cents).replace(/\u00a0/g, ' ');
}

/** 1250 -> "12,50": a price as a money field holds it (typed with a comma); no price, an empty field. */
export function centsToField(cents: number | null | undefined): string {
  return cents === null || cents === undefined ? '' : (cents / 100).toFixed(2).replace('.', ',');
}

const timeZone = 'America/Sao_Paulo';
const dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone });
const dateOnly = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeZone });

export function formatDateTime(iso: string | null | undefined): string {
  return iso ? dateTime.format(new Date(iso)) : '';
}

export function formatDate(iso: string | null | undefined): string {
  return iso ? dateOnly.format(new Date(iso)) : '';
}

/** "25 de novembro de 2026": a date written out, for headings. */
export function formatLongDate(iso: string): string {
  return longDateText(iso);
}

const shortDay = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeZone: 'UTC' });

/** '2026-11-25' -> "25 de novembro de 2026": a calendar day (no time, so no time zone to shift it). */
export function formatLongDay(day: string): string {
  return longDayText(day);
}

/** '2026-11-25' -> "25/11/2026". */
export function formatDay(day: string): string {
  return shortDay.format(new Date(`${day}T00:00:00Z`));
}

const decimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });
const plain = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1, useGrouping: false });

/** A print or photo size: "10 x 15 cm", "6000 x 4000 px". */
export function formatSize(width: number, height: number, unit: 'CM' | 'PX'): string {
  return `${plain.format(width)} x ${plain.format(height)} ${unit === 'CM' ? 'cm' : 'px'}`;
}

/** A package's dimensions: "21 x 15 x 1 cm". */
export function formatDimensionsCm(...sides: number[]): string {
  return `${sides.map((side) => plain.format(side)).join(' x ')} cm`;
}

/** Storage the way the spec shows it: B, KB, MB with one decimal, or GB, in decimal thousands. */
export function formatBytes(bytes: number): string {
  if (bytes < 1_000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${decimal.format(bytes / 1_000)} KB`;
  if (bytes < 1_000_000_000) return `${decimal.format(bytes / 1_000_000)} MB`;
  return `${new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 }).format(bytes / 1_000_000_000)} GB`;
}

const kilograms = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 0, maximumFractionDigits: 3 });

/** A weight kept in grams, shown in kg (spec 000 section 9): 250 -> "0,25 kg", 1500 -> "1,5 kg". */
export function formatKg(grams: number): string {
  return `${kilograms.format(grams / 1000)} kg`;
}

const onlyDigits = (value: string) => value.replace(/\D/g, '');

/** 12345678909 -> "123.456.789-09"; anything that is not 11 digits is shown as it came. */
export function formatCpf(cpf: string): string {
  return onlyDigits(cpf).length === 11 ? maskCpf(cpf) : cpf;
}

/**
 * A Brazilian phone with its area code, as stored ("5511987654321") or typed: mobiles "(11) 98765-4321",
 * landlines "(11) 3456-7890"; anything else (a foreign number, a short one) is shown as it came.
 */
export function formatPhone(phone: string): string {
  if (/^\s*\+/.test(phone) && !/^\s*\+\s*55/.test(phone)) return phone;
  let digits = onlyDigits(phone);
  if (digits.startsWith('55') && (digits.length === 12 || digits.length === 13)) digits = digits.slice(2);
  const brazilian = /^[1-9]\d(?:9\d{8}|[2-8]\d{7})$/.test(digits);
  return brazilian ? maskWhatsApp(digits) : phone;
}

/** "1 pedido", "2 pedidos", "0 pedidos": the count with the word in the number it takes in Portuguese. */
export function formatCount(count: number, singular: string, plural: string): string {
  return countText(count, singular, plural);
}
