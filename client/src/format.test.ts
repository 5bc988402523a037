import { describe, expect, it } from 'vitest';
import { formatBrl, formatBytes, formatSize } from './format.ts';

describe('formats', () => {
  it.each([
    [1250, 'R$ 12,50'],
    [0, 'R$ 0,00'],
    [123456, 'R$ 1.234,56'],
  ])('%i centavos -> %s', (cents, text) => {
    expect(formatBrl(cents)).toBe(text);
  });

  it.each([
    [999, '999 B'],
    [1_500, '1,5 KB'],
    [2_345_678, '2,3 MB'],
    [5_000_000_000, '5 GB'],
  ])('%i bytes -> %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });

  it('sizes', () => {
    expect(formatSize(10, 15, 'CM')).toBe('10 x 15 cm');
    expect(formatSize(6000, 4000, 'PX')).toBe('6000 x 4000 px');
  });
});
