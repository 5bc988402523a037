import { DomainError } from './errors.ts';
// Search by race number: what a customer may type (shared by the server and the gallery's field).

export const invalidRaceNumberMessage = 'Digite o número de peito com até 6 dígitos, só números.';

/** What a customer typed, reduced to its digits (spaces, dots, dashes and # dropped); null when it is not a number. */
export function normaliseRaceNumber(typed: string): string | null {
  const digits = typed.replace(/[\s.\-#]/g, '');
  return /^[0-9]{1,6}$/.test(digits) ? digits : null;
}

/** A bib's number as the customer types it: 1 to 5 digits (small races and kids' runs print 1 or 2). */
const bibRun = /^[0-9]{1,5}$/;
/** Runs of 3 to 5 digits: the usual race number, against which a shorter run beside it is a stray mark. */
const fullRun = /^[0-9]{3,5}$/;

/** Whether an OCR reading holds a race number of 3 to 5 digits. */
export function hasFullRaceNumber(tokens: readonly string[]): boolean {
  return tokens.some((token) => fullRun.test(token));
}

/**
 * The race numbers in the OCR text of one bib, once each: runs of 1 to 5 digits (longer ones are years, dates or
 * phone numbers glued). Beside a 3-5 digit run, shorter runs are noise (a letter of the sponsor's line read as a
 * digit) and are dropped; alone, they are the bib of a small race.
 */
export function raceNumberTokens(text: string): string[] {
  const runs = [...new Set((text.match(/\d+/g) ?? []).filter((run) => bibRun.test(run)))];
  return hasFullRaceNumber(runs) ? runs.filter((run) => fullRun.test(run)) : runs;
}

/** At most this many photos answer a search. */
export const numberSearchLimit = 200;

/** A number recognised in a photo, as stored. */
export interface RecognisedNumberRow {
  photoId: string;
  number: string;
  confidence: number;
}

/**
 * The photos that carry the number searched, best first (by the OCR's confidence), each once, at most
 * `numberSearchLimit`. Only the exact number: numbers beginning with it found no more photos on bench:find and
 * brought wrong ones (precision 0.85 against 1.00).
 */
export function rankNumberMatches(rows: readonly RecognisedNumberRow[], searched: string): string[] {
  const best = new Map<string, number>();
  for (const row of rows) {
    if (row.number !== searched) continue;
    best.set(row.photoId, Math.max(best.get(row.photoId) ?? 0, row.confidence));
  }
  return [...best.entries()]
    .sort(([idA, a], [idB, b]) => b - a || idA.localeCompare(idB))
    .slice(0, numberSearchLimit)
    .map(([id]) => id);
}

export class InvalidRaceNumberError extends DomainError {
  constructor() {
    super(invalidRaceNumberMessage);
  }
}

export class NumberSearchUnavailableError extends DomainError {
  constructor() {
    super('A busca pelo número não está disponível nesta galeria.');
  }
}
