// Money, dates and sizes as people read them in Brazil (pt-BR).
import { formatBrl as formatBrlIntl } from '../../server/domain/money.ts';

/** 1250 -> "R$ 12,50": the server's money format, with a plain space as the spec writes it. */
export function formatBrl(cents: number): string {
  return formatBrlIntl(cents).replace(/\u00a0/g, ' ');
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

const decimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });
const plain = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1, useGrouping: false });

/** A print or photo size: "10 x 15 cm", "6000 x 4000 px". */
export function formatSize(width: number, height: number, unit: 'CM' | 'PX'): string {
  return `${plain.format(width)} x ${plain.format(height)} ${unit === 'CM' ? 'cm' : 'px'}`;
}

/** Storage the way the spec shows it: B, KB, MB with one decimal, or GB, in decimal thousands. */
export function formatBytes(bytes: number): string {
  if (bytes < 1_000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${decimal.format(bytes / 1_000)} KB`;
  if (bytes < 1_000_000_000) return `${decimal.format(bytes / 1_000_000)} MB`;
  return `${new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 }).format(bytes / 1_000_000_000)} GB`;
}
