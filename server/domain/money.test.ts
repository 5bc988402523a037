import { describe, expect, it } from 'vitest';
import { centsToDecimal, formatBrl, parseDecimal, parseMoney } from './money.ts';

describe('parseMoney', () => {
  it.each([
    ['12,50', 1250],
    ['12.50', 1250],
    ['12,5', 1250],
    ['12', 1200],
    ['0,99', 99],
    [' 7,00 ', 700],
    [15.5, 1550],
    [0, 0],
  ])('%s -> %s centavos', (text, cents) => {
    expect(parseMoney(text)).toBe(cents);
  });

  it.each(['', 'abc', '12,', '12,345', '1.234,56', '-5', 'R$ 10', '12,5a'])('refuses %j', (text) => {
    expect(parseMoney(text)).toBeNull();
  });
});

describe('centsToDecimal and formatBrl', () => {
  it('write prices with a dot for the API and with R$ and a comma for people', () => {
    expect(centsToDecimal(1250)).toBe('12.50');
    expect(centsToDecimal(5)).toBe('0.05');
    expect(formatBrl(123450)).toBe('R$\u00a01.234,50');
  });
});

describe('parseDecimal', () => {
  it('reads sizes with a comma or a dot', () => {
    expect(parseDecimal('12,7')).toBe(12.7);
    expect(parseDecimal('15')).toBe(15);
    expect(parseDecimal('1,234')).toBeNull();
    expect(parseDecimal('x')).toBeNull();
  });
});
