// An event's expiry ('Encerrar as vendas em'): when its gallery closes, how long paid orders keep their downloads
// after it, which 'última chance' notice is due, and the São Paulo date and time the owner types it in.
import { startOfDay } from './calendar.ts';
import { formatLongDate } from './display-text.ts';
import { DomainError } from './errors.ts';

const dayMs = 24 * 60 * 60 * 1000;

/** The 'última chance' e-mails, in days before the expiry. */
export const expiryNoticeDays = [7, 1] as const;
export type ExpiryNoticeDays = (typeof expiryNoticeDays)[number];

/** Studio.downloadDaysAfterExpiry's bounds. */
export const downloadDaysLimits = { min: 0, max: 365 } as const;

/** How far ahead an expiry may be set. */
const maxYearsAhead = 5;

/** Whether the event's sales are closed at `now` (null: it never expires). */
export function isExpired(expiresAt: Date | null | undefined, now = new Date()): boolean {
  return Boolean(expiresAt) && expiresAt!.getTime() <= now.getTime();
}

/** What decides whether a gallery sells: its expiry, and an archive (from its start until a restore ends). */
export interface GalleryClosing {
  expiresAt: Date | null | undefined;
  archiveStatus?: string | null;
  archivedAt?: Date | null;
}

/**
 * When the gallery closed ('Galeria encerrada'): its expiry once passed, else the day its archive began (an archived
 * event sells nothing until restored; its paid orders keep downloading); null while it is open.
 */
export function galleryClosedAt(event: GalleryClosing, now = new Date()): Date | null {
  if (isExpired(event.expiresAt, now)) return event.expiresAt!;
  if (event.archiveStatus) return event.archivedAt ?? now;
  return null;
}

/** Until when an order paid before the expiry keeps downloading; null while the event does not expire. */
export function downloadDeadline(expiresAt: Date | null | undefined, daysAfterExpiry: number): Date | null {
  return expiresAt ? new Date(expiresAt.getTime() + daysAfterExpiry * dayMs) : null;
}

/** Whether an order of the event may still download at `now`. */
export function downloadsOpen(
  expiresAt: Date | null | undefined,
  daysAfterExpiry: number,
  now = new Date(),
): boolean {
  const deadline = downloadDeadline(expiresAt, daysAfterExpiry);
  return !deadline || now.getTime() < deadline.getTime();
}

/**
 * The notice due at `now` before an expiry: the tightest window `now` is in (an expiry set 12 hours ahead warns
 * once, with the 1-day notice, not twice); null once expired or more than 7 days ahead.
 */
export function dueNotice(expiresAt: Date | null | undefined, now = new Date()): ExpiryNoticeDays | null {
  if (!expiresAt || isExpired(expiresAt, now)) return null;
  const left = expiresAt.getTime() - now.getTime();
  const open = expiryNoticeDays.filter((days) => left <= days * dayMs);
  return open.length ? open[open.length - 1]! : null;
}

export class GalleryClosedError extends DomainError {
  static override readonly status = 410;
  constructor() {
    super('Esta galeria foi encerrada e não recebe mais pedidos.');
  }
}

export class DownloadPeriodEndedError extends DomainError {
  static override readonly status = 410;
  constructor(deadline: Date) {
    super(
      `O prazo para baixar as fotos deste pedido terminou em ${formatLongDate(deadline)}. Fale com o estúdio.`,
    );
  }
}

/** Refuses a download of an order of the event once the period after its expiry ended. */
export function checkDownloadsOpen(
  expiresAt: Date | null | undefined,
  daysAfterExpiry: number,
  now = new Date(),
): void {
  const deadline = downloadDeadline(expiresAt, daysAfterExpiry);
  if (deadline && now.getTime() >= deadline.getTime()) throw new DownloadPeriodEndedError(deadline);
}

export class EventExpiryError extends DomainError {}

/** Refuses an expiry the owner may not set: in the past, or years ahead. */
export function checkExpiry(expiresAt: Date | null, now = new Date()): void {
  if (!expiresAt) return;
  if (Number.isNaN(expiresAt.getTime()))
    throw new EventExpiryError('Informe uma data de encerramento válida');
  if (expiresAt.getTime() <= now.getTime())
    throw new EventExpiryError('A data de encerramento deve estar no futuro');
  if (expiresAt.getTime() > now.getTime() + maxYearsAhead * 366 * dayMs)
    throw new EventExpiryError(`A data de encerramento deve estar nos próximos ${maxYearsAhead} anos`);
}

export class DownloadDaysError extends DomainError {}

/** Refuses a download period outside 0 to 365 days. */
export function checkDownloadDays(days: number): void {
  if (!Number.isInteger(days) || days < downloadDaysLimits.min || days > downloadDaysLimits.max)
    throw new DownloadDaysError(
      `O prazo para baixar deve ser de ${downloadDaysLimits.min} a ${downloadDaysLimits.max} dias`,
    );
}

const timePattern = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** The instant of a São Paulo day ('aaaa-mm-dd') and time ('hh:mm'), as the owner types them; null if malformed. */
export function saoPauloInstant(day: string, time: string): Date | null {
  const match = timePattern.exec(time);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !match) return null;
  const midnight = startOfDay(day);
  if (Number.isNaN(midnight.getTime())) return null;
  return new Date(midnight.getTime() + (Number(match[1]) * 60 + Number(match[2])) * 60_000);
}

const localParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as the owner's date and time fields show it (São Paulo). */
export function saoPauloFields(instant: Date): { day: string; time: string } {
  const parts = Object.fromEntries(localParts.formatToParts(instant).map((part) => [part.type, part.value]));
  return { day: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}
