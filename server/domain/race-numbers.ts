import { DomainError } from './errors.ts';
// Search by race number: what a customer may type (shared by the server and the gallery's field).

export const invalidRaceNumberMessage = 'Digite o número de peito com até 6 dígitos, só números.';

/** What a customer typed, reduced to its digits (spaces, dots, dashes and # dropped); null when it is not a number. */
export function normaliseRaceNumber(typed: string): string | null {
  const digits = typed.replace(/[\s.\-#]/g, '');
  return /^[0-9]{1,6}$/.test(digits) ? digits : null;
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
