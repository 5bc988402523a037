// The storefront home's search over the studio's events: by name (any part, any case) and by day.
import { addDays, isDay, startOfDay } from './calendar.ts';
import { storedEventDate } from './event-setup.ts';

/** A name searched is cut to this many characters (an event's name is at most 120). */
export const eventSearchMaxLength = 120;

export interface EventSearch {
  /** Part of the name, spaces collapsed; null: any name. */
  name: string | null;
  /**
   * A day: the event's own date (`date`, as the date column holds it) or, for an event without one, the studio's
   * day (America/Sao_Paulo) it was created on (`from`..`before`, as instants); null: any day.
   */
  day: { date: Date; from: Date; before: Date } | null;
}

/** What the customer typed and picked, as a filter. An empty name or a day that is no date filters nothing. */
export function eventSearch(name: string | null | undefined, day: string | null | undefined): EventSearch {
  const words = (name ?? '').replace(/\s+/g, ' ').trim().slice(0, eventSearchMaxLength);
  return {
    name: words || null,
    day:
      day && isDay(day)
        ? {
            date: storedEventDate(day)!,
            from: startOfDay(day),
            before: startOfDay(addDays(day, 1)),
          }
        : null,
  };
}
