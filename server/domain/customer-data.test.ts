import { describe, expect, it } from 'vitest';
import { deliveryAddressSchema } from './address.ts';
import {
  formatCpf,
  isValidCpf,
  nextFormStatuses,
  normaliseWhatsApp,
  personalDataSchema,
} from './customer-data.ts';

describe('CPF', () => {
  it.each(['123.456.789-09', '12345678909', '529.982.247-25'])('accepts %s', (cpf) => {
    expect(isValidCpf(cpf)).toBe(true);
  });
  it.each(['123.456.789-00', '111.111.111-11', '1234567890', 'abc'])('refuses %s', (cpf) => {
    expect(isValidCpf(cpf)).toBe(false);
  });
  it('formats', () => {
    expect(formatCpf('12345678909')).toBe('123.456.789-09');
  });
});

describe('WhatsApp', () => {
  it.each([
    ['(11) 98765-4321', '5511987654321'],
    ['+55 11 98765-4321', '5511987654321'],
    ['5521987654321', '5521987654321'],
    ['(21) 2222-3333', '552122223333'],
  ])('%s -> %s', (input, output) => {
    expect(normaliseWhatsApp(input)).toBe(output);
  });
  it.each(['98765-4321', '011987654321', 'abc', '123'])('refuses %s', (input) => {
    expect(normaliseWhatsApp(input)).toBeNull();
  });
});

describe('personal data', () => {
  const valid = {
    firstName: 'Maria',
    lastName: "D'Ávila",
    email: 'Maria@Exemplo.com',
    whatsApp: '(11) 98765-4321',
    cpf: '123.456.789-09',
  };

  it('is stored normalised', () => {
    expect(personalDataSchema.parse(valid)).toEqual({
      ...valid,
      email: 'maria@exemplo.com',
      whatsApp: '5511987654321',
      cpf: '12345678909',
    });
  });

  it.each([
    ['cpf', '123.456.789-00', 'CPF inválido'],
    ['email', 'maria@', 'E-mail inválido'],
    ['whatsApp', '1234', 'WhatsApp inválido: informe DDD e número, como (11) 98765-4321'],
    ['firstName', '', 'Informe o nome'],
    ['lastName', 'Silva3', 'Sobrenome: use apenas letras'],
  ])('refuses a bad %s', (field, value, message) => {
    const result = personalDataSchema.safeParse({ ...valid, [field]: value });
    expect(result.success ? null : result.error.issues[0]!.message).toBe(message);
  });
});

describe('delivery address', () => {
  it('needs who receives it', () => {
    const result = deliveryAddressSchema.safeParse({
      cep: '01001000',
      city: 'São Paulo',
      state: 'SP',
      street: 'Praça da Sé',
      number: '1',
      complement: '',
      neighborhood: 'Sé',
      recipient: '',
    });
    expect(result.success ? null : result.error.issues[0]!.message).toBe('Informe o nome de quem recebe');
  });
});

describe('form statuses', () => {
  const start = { personalData: 'ACTIVE' as const, address: 'INACTIVE' as const };

  it('follows the spec: save data, address becomes active for delivery, save address, edit each', () => {
    const saved = nextFormStatuses(start, 'personal-data-saved', true);
    expect(saved).toEqual({ personalData: 'FILLED', address: 'ACTIVE' });
    const done = nextFormStatuses(saved, 'address-saved', true);
    expect(done).toEqual({ personalData: 'FILLED', address: 'FILLED' });
    expect(nextFormStatuses(done, 'edit-personal-data', true)).toEqual({
      personalData: 'ACTIVE',
      address: 'INACTIVE',
    });
    expect(nextFormStatuses(done, 'edit-address', true)).toEqual({
      personalData: 'FILLED',
      address: 'ACTIVE',
    });
  });

  it('keeps the address inactive for pickup, and opens it when delivery is chosen later', () => {
    const saved = nextFormStatuses(start, 'personal-data-saved', false);
    expect(saved).toEqual({ personalData: 'FILLED', address: 'INACTIVE' });
    expect(nextFormStatuses(saved, 'delivery-chosen', true)).toEqual({
      personalData: 'FILLED',
      address: 'ACTIVE',
    });
  });
});
