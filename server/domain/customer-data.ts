// The customer's personal data and delivery address at checkout (spec 001 sections 4 and 5): validation,
// formatting, and the form-status machine (inativo / ativo / preenchido).
import { z } from 'zod';
import { fields } from './input-filters.ts';
import { isValidCpf, normaliseWhatsApp, patterns } from './text-rules.ts';

// The CPF and WhatsApp rules live with the other text rules; the server's callers keep importing them from here.
export { isValidCpf, maskCpf as formatCpf, normaliseWhatsApp } from './text-rules.ts';

export const personName = (title: string, missing: string) =>
  z
    .string()
    .trim()
    .min(1, missing)
    .max(80, `${title} pode ter até 80 caracteres`)
    .regex(patterns.personName, `${title}: use apenas letras`);

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
