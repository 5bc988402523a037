// The customer's personal data and delivery address at checkout (spec 001 sections 4 and 5): validation,
// formatting, and the form-status machine (inativo / ativo / preenchido).
import { z } from 'zod';
import { fields } from './input-filters.ts';

/** A CPF is valid when its two check digits match (and it is not one digit repeated). */
export function isValidCpf(input: string): boolean {
  const digits = input.replace(/\D/g, '');
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  const check = (length: number) => {
    const sum = [...digits.slice(0, length)].reduce(
      (total, digit, index) => total + Number(digit) * (length + 1 - index),
      0,
    );
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return check(9) === Number(digits[9]) && check(10) === Number(digits[10]);
}

/** "12345678909" -> "123.456.789-09". */
export function formatCpf(input: string): string {
  const digits = input.replace(/\D/g, '');
  return `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}`;
}

/** A Brazilian mobile or landline with area code, stored with the country code: "5511987654321". */
export function normaliseWhatsApp(input: string): string | null {
  let digits = input.replace(/\D/g, '');
  if (digits.startsWith('55') && (digits.length === 12 || digits.length === 13)) digits = digits.slice(2);
  if (digits.length !== 10 && digits.length !== 11) return null;
  if (digits.startsWith('0')) return null;
  return `55${digits}`;
}

export const personName = (title: string, missing: string) =>
  z
    .string()
    .trim()
    .min(1, missing)
    .max(80, `${title} pode ter até 80 caracteres`)
    .regex(/^[\p{L}\p{M}' .-]+$/u, `${title}: use apenas letras`);

export const personalDataSchema = z.object({
  firstName: personName('Nome', 'Informe o nome'),
  lastName: personName('Sobrenome', 'Informe o sobrenome'),
  email: z.string().trim().toLowerCase().min(1, 'Informe o e-mail').pipe(z.email('E-mail inválido')),
  whatsApp: z.string().transform((value, context) => {
    const number = normaliseWhatsApp(value);
    if (!number) {
      context.addIssue({
        code: 'custom',
        message: 'WhatsApp inválido: informe DDD e número, como (11) 98765-4321',
      });
      return z.NEVER;
    }
    return number;
  }),
  cpf: z
    .string()
    .refine(isValidCpf, 'CPF inválido')
    .transform((value) => value.replace(/\D/g, '')),
});

export type PersonalData = z.output<typeof personalDataSchema>;

export type FormStatus = 'INACTIVE' | 'ACTIVE' | 'FILLED';

export interface FormStatuses {
  personalData: FormStatus;
  address: FormStatus;
}

export type FormEvent =
  | 'personal-data-saved'
  | 'address-saved'
  | 'edit-personal-data'
  | 'edit-address'
  | 'delivery-chosen'
  | 'pickup-chosen';

/**
 * Personal data starts active; once saved it is filled and the address becomes active when delivery is chosen.
 * Editing personal data makes it active and the address inactive; editing the address makes personal data filled
 * and the address active.
 */
export function nextFormStatuses(current: FormStatuses, event: FormEvent, delivering: boolean): FormStatuses {
  switch (event) {
    case 'personal-data-saved':
      return {
        personalData: 'FILLED',
        address: delivering && current.address !== 'FILLED' ? 'ACTIVE' : current.address,
      };
    case 'address-saved':
      return { personalData: current.personalData, address: 'FILLED' };
    case 'edit-personal-data':
      return { personalData: 'ACTIVE', address: 'INACTIVE' };
    case 'edit-address':
      return { personalData: 'FILLED', address: 'ACTIVE' };
    case 'delivery-chosen':
      return {
        personalData: current.personalData,
        address:
          current.personalData === 'FILLED' && current.address === 'INACTIVE' ? 'ACTIVE' : current.address,
      };
    case 'pickup-chosen':
      return {
        personalData: current.personalData,
        address: current.address === 'FILLED' ? 'FILLED' : 'INACTIVE',
      };
  }
}

/** The payer's address as the Payment Brick collects it for a boleto (Mercado Pago requires one). */
export const payerAddressSchema = z.object({
  zipCode: fields.cep,
  streetName: fields.addressText('Rua', { max: 120, missing: 'Informe a rua' }),
  streetNumber: z
    .string()
    .trim()
    .min(1, 'Informe o número')
    .max(10, 'Número: até 10 caracteres')
    .regex(/^[\p{L}0-9/ -]+$/u, 'Número: use dígitos, letras ou S/N'),
  neighborhood: fields.addressText('Bairro', { max: 80, missing: 'Informe o bairro' }),
  city: fields.city,
  federalUnit: fields.state,
});

export type PayerAddressInput = z.output<typeof payerAddressSchema>;
