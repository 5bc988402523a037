import { describe, expect, it } from 'vitest';
import { addressSchema, fields } from './input-filters.ts';

const message = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe('section 5 input filters', () => {
  it.each([
    ['01310100', '01310-100'],
    ['01310-100', '01310-100'],
  ])('CEP %s is kept as %s', (input, output) => {
    expect(fields.cep.parse(input)).toBe(output);
  });

  it.each(['0131-0100', '1310100', 'abcde-fgh', '01310 100'])('CEP %s is refused', (input) => {
    expect(message(fields.cep.safeParse(input))).toBe('CEP inválido: use 8 dígitos, como 01310-100');
  });

  it('city keeps letters, digits, underscore, accents, hyphen and space', () => {
    expect(fields.city.parse('São João del-Rei')).toBe('São João del-Rei');
    expect(message(fields.city.safeParse('Cidade/Estado'))).toBe(
      'Cidade: use apenas letras, números, espaços, hífen e sublinhado',
    );
  });

  it('UF keeps letters only and must name a state', () => {
    expect(fields.state.parse('sp')).toBe('SP');
    expect(message(fields.state.safeParse('S1'))).toBe('UF: use apenas letras, como SP');
    expect(message(fields.state.safeParse('XX'))).toBe('UF inválida: use a sigla do estado, como SP');
  });

  it('street number keeps digits only', () => {
    expect(message(fields.streetNumber.safeParse('12A'))).toBe('Número: use apenas dígitos');
  });

  it('About text keeps letters, whitespace and the listed punctuation', () => {
    expect(fields.aboutText.parse('Olá! Somos "fotógrafos" (de verdade); venha: conheça-nos?')).toContain(
      'Olá',
    );
    expect(message(fields.aboutText.safeParse('Desde 2010'))).toMatch(
      /^Texto do Sobre Nós: use apenas letras/,
    );
    expect(message(fields.aboutText.safeParse('a <script>'))).toMatch(/^Texto do Sobre Nós/);
  });

  it('phone keeps digits, parentheses, hyphen, plus and space', () => {
    expect(fields.phone.parse('+55 (11) 98765-4321')).toBe('+55 (11) 98765-4321');
    expect(message(fields.phone.safeParse('11 9876x4321'))).toBe(
      'Telefone: use apenas números, parênteses, hífen, + e espaços',
    );
  });

  it('checks a whole address and names the field that fails', () => {
    const address = {
      cep: '01310100',
      city: 'São Paulo',
      state: 'sp',
      street: 'Av. Paulista',
      number: '1000',
      complement: 'Conj. 12',
      neighborhood: 'Bela Vista',
    };
    expect(addressSchema.parse(address)).toEqual({ ...address, cep: '01310-100', state: 'SP' });
    expect(message(addressSchema.safeParse({ ...address, street: 'Rua #1' }))).toBe(
      `Rua: use apenas letras, números, espaços e pontuação (, . : ; ? ! ' " ( ) -)`,
    );
    expect(message(addressSchema.safeParse({ ...address, neighborhood: '' }))).toBe('Informe o bairro');
  });
});
