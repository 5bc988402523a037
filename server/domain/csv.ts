// CSV as Brazilian spreadsheets open it: UTF-8 with a BOM, ';' between fields, CRLF between rows, decimal commas.
// A cell that a spreadsheet would run as a formula (= + - @, tab, carriage return first) is prefixed with a quote.

export const csvByteOrderMark = '\uFEFF';
export const csvSeparator = ';';
export const csvLineEnd = '\r\n';

const formulaStart = /^[=+\-@\t\r]/;
const needsQuotes = /[;"\r\n]/;

export type CsvValue = string | number | null | undefined;

/** One field: numbers as they are, text protected from formulas and quoted when it holds ; " or a line break. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const safe = formulaStart.test(value) ? `'${value}` : value;
  return needsQuotes.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function csvRow(values: readonly CsvValue[]): string {
  return values.map(csvCell).join(csvSeparator) + csvLineEnd;
}

/** 123456 centavos -> "1.234,56" (no currency sign: the column says it), exact from the integer. */
export function formatCentsForCsv(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(Math.trunc(cents));
  const units = String(Math.trunc(absolute / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${sign}${units},${String(absolute % 100).padStart(2, '0')}`;
}
