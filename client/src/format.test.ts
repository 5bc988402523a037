import { describe, expect, it } from 'vitest';
import {
  centsToField,
  formatBrl,
  formatBytes,
  formatCount,
  formatCpf,
  formatDay,
  formatDimensionsCm,
  formatKg,
  formatLongDate,
  formatLongDay,
  formatPhone,
  formatSize,
} from './format.ts';

describe('formats', () => {
  it.each([
    [1250, 'R$ 12,50'],
    [0, 'R$ 0,00'],
    [123456, 'R$ 1.234,56'],
  ])('%i centavos -> %s', (cents, text) => {
    expect(formatBrl(cents)).toBe(text);
  });

  it.each([
    [1250, '12,50'],
    [5, '0,05'],
    [null, ''],
    [undefined, ''],
  ])('%s centavos in a money field -> "%s"', (cents, text) => {
    expect(centsToField(cents)).toBe(text);
  });

  it.each([
    [999, '999 B'],
    [1_500, '1,5 KB'],
    [2_345_678, '2,3 MB'],
    [5_000_000_000, '5 GB'],
  ])('%i bytes -> %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });

  it("long dates, in Brazil's time zone", () => {
    expect(formatLongDate('2026-11-25T15:00:00.000Z')).toBe('25 de novembro de 2026');
    // Past midnight in UTC, still the evening before in São Paulo.
    expect(formatLongDate('2026-03-01T02:00:00.000Z')).toBe('28 de fevereiro de 2026');
    // A calendar day (the event date) is that day wherever the browser is.
    expect(formatLongDay('2026-03-01')).toBe('1 de março de 2026');
    expect(formatDay('2026-03-07')).toBe('07/03/2026');
  });

  it('sizes', () => {
    expect(formatSize(10, 15, 'CM')).toBe('10 x 15 cm');
    expect(formatSize(6000, 4000, 'PX')).toBe('6000 x 4000 px');
    expect(formatDimensionsCm(21, 15.5, 1)).toBe('21 x 15,5 x 1 cm');
  });

  it.each([
    ['12345678909', '123.456.789-09'],
    ['123.456.789-09', '123.456.789-09'],
    ['1234', '1234'],
  ])('CPF %s -> %s', (stored, text) => {
    expect(formatCpf(stored)).toBe(text);
  });

  it.each([
    ['5511987654321', '(11) 98765-4321'],
    ['11987654321', '(11) 98765-4321'],
    ['551134567890', '(11) 3456-7890'],
    ['1134567890', '(11) 3456-7890'],
    ['(21) 2222-3333', '(21) 2222-3333'],
    ['+1 415 555 0100', '+1 415 555 0100'],
  ])('phone %s -> %s', (stored, text) => {
    expect(formatPhone(stored)).toBe(text);
  });

  it.each([
    [10, '0,01 kg'],
    [250, '0,25 kg'],
    [1000, '1 kg'],
    [1500, '1,5 kg'],
    [12345, '12,345 kg'],
  ])('%i g -> %s', (grams, text) => {
    expect(formatKg(grams)).toBe(text);
  });

  it.each([
    [0, '0 pedidos'],
    [1, '1 pedido'],
    [2, '2 pedidos'],
    [1200, '1.200 pedidos'],
  ])('%i -> %s', (count, text) => {
    expect(formatCount(count, 'pedido', 'pedidos')).toBe(text);
  });
});
