import { describe, expect, it } from 'vitest';
import { placeSchema as addressSchema } from './address.ts';
import { fields } from './input-filters.ts';
import {
  isCep,
  maskAboutText,
  maskAddressText,
  maskCep,
  maskCity,
  maskCpf,
  maskDecimal,
  maskName,
  maskPhone,
  maskQuantity,
  maskState,
  maskWhatsApp,
  patterns,
} from './text-rules.ts';

const message = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe('typing filters (the client masks)', () => {
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

  it.each<[string, (value: string) => string, string, string]>([
    ['name', maskName, "Ana D'Ávila-Souza 2", "Ana D'Ávila-Souza "],
    ['address text', maskAddressText, 'Rua #1, "A" (fundos)!', 'Rua 1, "A" (fundos)!'],
    ['city', maskCity, 'São_João del-Rei/MG', 'São_João del-ReiMG'],
    ['About text', maskAboutText, 'Desde 2010: <fotos>!', 'Desde : fotos!'],
    ['phone', maskPhone, '+55 (11) 9876x-4321', '+55 (11) 9876-4321'],
    ['decimal', maskDecimal, 'R$ 12,50.', '12,50.'],
  ])('the %s filter keeps only what its pattern accepts', (_field, mask, typed, kept) => {
    expect(mask(typed)).toBe(kept);
  });

  it('lets through only what the server accepts', () => {
    expect(patterns.addressText.test(maskAddressText('Rua #1 <b>'))).toBe(true);
    expect(patterns.city.test(maskCity('Cidade/Estado'))).toBe(true);
    expect(patterns.personName.test(maskName('Maria 2'))).toBe(true);
    expect(patterns.aboutText.test(maskAboutText('Desde 2010'))).toBe(true);
  });
});

describe('section 5 input filters (the server checks)', () => {
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
