import { describe, expect, it } from 'vitest';
import { whatsAppLink, whatsAppNumber } from './contact.ts';

describe('whatsAppNumber', () => {
  it.each([
    ['(11) 98765-4321', '5511987654321'],
    ['11987654321', '5511987654321'],
    ['+55 11 98765-4321', '5511987654321'],
    ['5511987654321', '5511987654321'],
    ['55 3333-4444', '555533334444'],
    ['', ''],
  ])('%s -> %s', (input, expected) => {
    expect(whatsAppNumber(input)).toBe(expected);
  });
});

describe('whatsAppLink', () => {
  it('opens a chat with the number', () => {
    expect(whatsAppLink('(21) 99999-0000')).toBe('https://wa.me/5521999990000');
  });
  it('is null without a number', () => {
    expect(whatsAppLink('  ')).toBeNull();
  });
});
