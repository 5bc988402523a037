import { describe, expect, it } from 'vitest';
import { csvCell, csvRow, formatCentsForCsv } from './csv.ts';

describe('CSV for Brazilian spreadsheets', () => {
  it.each([
    ['Maria Souza', 'Maria Souza'],
    ['Souza; Maria', '"Souza; Maria"'],
    ['O "melhor" estúdio', '"O ""melhor"" estúdio"'],
    ['linha 1\nlinha 2', '"linha 1\nlinha 2"'],
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['+5511987654321', "'+5511987654321"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['', ''],
    [null, ''],
    [42, '42'],
  ])('%j becomes %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it("separates fields with ';' and ends rows with CRLF", () => {
    expect(csvRow([1, 'a;b', null, '1.234,56'])).toBe('1;"a;b";;1.234,56\r\n');
  });

  it.each([
    [0, '0,00'],
    [5, '0,05'],
    [1250, '12,50'],
    [123456, '1.234,56'],
    [123456789, '1.234.567,89'],
  ])('%i centavos are %s', (cents, text) => {
    expect(formatCentsForCsv(cents)).toBe(text);
  });
});
