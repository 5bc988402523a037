import { describe, expect, it } from 'vitest';
import { isCep, maskCep, maskCpf, maskQuantity, maskState, maskWhatsApp } from './masks.ts';

describe('input masks', () => {
  it.each([
    ['01001000', '01001-000'],
    ['01001-000', '01001-000'],
    ['0100', '0100'],
    ['abc01001x000', '01001-000'],
  ])('CEP %s -> %s', (input, output) => expect(maskCep(input)).toBe(output));

  it('checks the CEP pattern', () => {
    expect(isCep('01001-000')).toBe(true);
    expect(isCep('01001000')).toBe(true);
    expect(isCep('0100-1000')).toBe(false);
  });

  it.each([
    ['12345678909', '123.456.789-09'],
    ['123456', '123.456'],
    ['123.456.789-0', '123.456.789-0'],
  ])('CPF %s -> %s', (input, output) => expect(maskCpf(input)).toBe(output));

  it.each([
    ['11987654321', '(11) 98765-4321'],
    ['5511987654321', '(11) 98765-4321'],
    ['1122223333', '(11) 2222-3333'],
    ['11', '(11'],
  ])('WhatsApp %s -> %s', (input, output) => expect(maskWhatsApp(input)).toBe(output));

  it('keeps letters in the UF and digits in quantities', () => {
    expect(maskState('s1p')).toBe('SP');
    expect(maskQuantity('1a2')).toBe('12');
  });
});
