// The input filters of spec 000 section 5, enforced on the server: each field keeps only the characters the
// screens let through, and a field that breaks its rule is refused with a message saying what it accepts.
import { z } from 'zod';

const punctuation = `, . : ; ? ! ' " ( ) -`;

export const brazilianStates = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
] as const;

/** "01310100" or "01310-100" -> "01310-100". */
export function formatCep(cep: string): string {
  const digits = cep.replace(/\D/g, '');
  return `${digits.slice(0, 5)}-${digits.slice(5)}`;
}

export const fields = {
  cep: z
    .string()
    .trim()
    .regex(/^\d{5}-?\d{3}$/, 'CEP inválido: use 8 dígitos, como 01310-100')
    .transform(formatCep),
  city: z
    .string()
    .trim()
    .min(1, 'Informe a cidade')
    .max(80, 'A cidade pode ter até 80 caracteres')
    .regex(/^[\p{L}\p{M}0-9_\- ]+$/u, 'Cidade: use apenas letras, números, espaços, hífen e sublinhado'),
  state: z
    .string()
    .trim()
    .regex(/^[A-Za-z]+$/, 'UF: use apenas letras, como SP')
    .transform((value) => value.toUpperCase())
    .refine(
      (value) => (brazilianStates as readonly string[]).includes(value),
      'UF inválida: use a sigla do estado, como SP',
    ),
  addressText: (label: string, options: { max: number; missing?: string }) =>
    z
      .string()
      .trim()
      .max(options.max, `${label} pode ter até ${options.max} caracteres`)
      .regex(
        /^[\p{L}\p{M}0-9 ,.:;?!'"()-]*$/u,
        `${label}: use apenas letras, números, espaços e pontuação (${punctuation})`,
      )
      .refine((value) => !options.missing || value.length > 0, options.missing),
  streetNumber: z
    .string()
    .trim()
    .regex(/^\d{1,6}$/, 'Número: use apenas dígitos'),
  aboutText: z
    .string()
    .max(3000, 'O texto do Sobre Nós pode ter até 3000 caracteres')
    .regex(
      /^[\p{L}\p{M}\s,.:;?!'"()-]*$/u,
      `Texto do Sobre Nós: use apenas letras, espaços e pontuação (${punctuation})`,
    ),
  phone: z
    .string()
    .trim()
    .max(30, 'O telefone pode ter até 30 caracteres')
    .regex(/^[0-9()\-+ ]*$/, 'Telefone: use apenas números, parênteses, hífen, + e espaços'),
  email: z.string().trim().max(200).pipe(z.email('E-mail inválido')),
  optionalEmail: z
    .string()
    .trim()
    .max(200)
    .refine((value) => value === '' || z.email().safeParse(value).success, 'E-mail inválido'),
  packagePhotoCount: z
    .number({ error: 'Quantidade de fotos do pacote: use apenas números' })
    .int('Quantidade de fotos do pacote: use apenas números')
    .min(1, 'O pacote precisa de pelo menos 1 foto')
    .max(100_000, 'Quantidade de fotos do pacote grande demais'),
  eventName: z
    .string()
    .trim()
    .min(1, 'Informe o nome do evento')
    .max(120, 'O nome do evento pode ter até 120 caracteres'),
  bannerTitle: z
    .string()
    .trim()
    .min(1, 'Informe o título do banner')
    .max(120, 'O título pode ter até 120 caracteres'),
};

export const addressSchema = z.object({
  cep: fields.cep,
  city: fields.city,
  state: fields.state,
  street: fields.addressText('Rua', { max: 120, missing: 'Informe a rua' }),
  number: fields.streetNumber,
  complement: fields.addressText('Complemento', { max: 80 }),
  neighborhood: fields.addressText('Bairro', { max: 80, missing: 'Informe o bairro' }),
});

export type Address = z.output<typeof addressSchema>;
