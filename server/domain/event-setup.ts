// Setting up an event: the day it took place (shown instead of the creation day until set) and whether customers
// may see it (a draft until published).
import { dayOf, isDay } from './calendar.ts';

/** The earliest and latest event days accepted: typos such as 0202 or 20266 are refused, not stored. */
const firstDay = '1900-01-01';
const lastDay = '2199-12-31';

/** Why a typed event date is refused, or null when it may be stored ('aaaa-mm-dd' or blank). */
export function eventDateProblem(text: string | null | undefined): string | null {
  const day = text?.trim() ?? '';
  if (!day) return null;
  if (!isDay(day) || day < firstDay || day > lastDay) return 'Informe uma data do evento válida (dd/mm/aaaa)';
  return null;
}

/** The event date column's value for a typed day: a calendar day (UTC midnight, as a DATE column reads back). */
export function storedEventDate(text: string | null | undefined): Date | null {
  const day = text?.trim() ?? '';
  return day ? new Date(`${day}T00:00:00.000Z`) : null;
}

/** The owner's event day ('aaaa-mm-dd'), or null when unset. */
export function eventDateDay(eventDate: Date | null): string | null {
  return eventDate ? eventDate.toISOString().slice(0, 10) : null;
}

/** The day galleries and lists show: the owner's event date, else the studio's day the event was created. */
export function shownEventDay(event: { eventDate: Date | null; createdAt: Date }): string {
  return eventDateDay(event.eventDate) ?? dayOf(event.createdAt);
}

/** The owner's confirmation when an event opens to customers or goes back to being a draft. */
export function publicationMessage(published: boolean): string {
  return published
    ? 'Evento publicado: a galeria está aberta aos clientes'
    : 'Evento despublicado: a galeria voltou a ser um rascunho';
}
