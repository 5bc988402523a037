import { describe, expect, it } from 'vitest';
import {
  eventDateDay,
  eventDateProblem,
  publicationMessage,
  shownEventDay,
  storedEventDate,
} from './event-setup.ts';

describe("an event's date", () => {
  it.each([
    ['2026-11-25', null],
    ['', null],
    ['  ', null],
    [null, null],
    ['2026-02-30', 'Informe uma data do evento válida (dd/mm/aaaa)'],
    ['25/11/2026', 'Informe uma data do evento válida (dd/mm/aaaa)'],
    ['0202-11-25', 'Informe uma data do evento válida (dd/mm/aaaa)'],
    ['2300-01-01', 'Informe uma data do evento válida (dd/mm/aaaa)'],
  ])('%j is refused with %j', (typed, problem) => {
    expect(eventDateProblem(typed)).toBe(problem);
  });

  it('is stored as the calendar day typed and read back as that day', () => {
    const stored = storedEventDate('2026-03-07');
    expect(stored?.toISOString()).toBe('2026-03-07T00:00:00.000Z');
    expect(eventDateDay(stored)).toBe('2026-03-07');
    expect(storedEventDate(' ')).toBeNull();
  });

  it("is shown when set, else the studio's day of creation (Brazilian time)", () => {
    const createdAt = new Date('2026-11-25T02:30:00.000Z');
    expect(shownEventDay({ eventDate: null, createdAt })).toBe('2026-11-24');
    expect(shownEventDay({ eventDate: storedEventDate('2026-10-12'), createdAt })).toBe('2026-10-12');
  });
});

describe('publishing', () => {
  it('says what the customers now see', () => {
    expect(publicationMessage(true)).toBe('Evento publicado: a galeria está aberta aos clientes');
    expect(publicationMessage(false)).toBe('Evento despublicado: a galeria voltou a ser um rascunho');
  });
});
