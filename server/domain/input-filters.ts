// The input filters of spec 000 section 5 as zod checks (the server's inputs and the client's forms): each field
// keeps only the characters of text-rules.ts, and one that breaks its rule is refused saying what it accepts.
import { z } from 'zod';
import { eventDateProblem } from './event-setup.ts';
import { brazilianStates, maskCep, patterns, punctuation } from './text-rules.ts';

/** The longest event name (nomeEvento); the wizard counts down to it while the owner types. */
export const eventNameMaxLength = 120;

export const fields = {
  cep: z
    .string()
    .trim()
    .regex(patterns.cep, 'CEP inválido: use 8 dígitos, como 01310-100')
    .transform(maskCep),
  city: z
    .string()
    .trim()
    .min(1, 'Informe a cidade')
    .max(80, 'A cidade pode ter até 80 caracteres')
    .regex(patterns.city, 'Cidade: use apenas letras, números, espaços, hífen e sublinhado'),
  state: z
    .string()
    .trim()
    .regex(patterns.state, 'UF: use apenas letras, como SP')
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
        patterns.addressText,
        `${label}: use apenas letras, números, espaços e pontuação (${punctuation})`,
      )
      .refine((value) => !options.missing || value.length > 0, options.missing),
  streetNumber: z.string().trim().regex(patterns.streetNumber, 'Número: use apenas dígitos'),
  aboutText: z
    .string()
    .max(3000, 'O texto do Sobre Nós pode ter até 3000 caracteres')
    .regex(patterns.aboutText, `Texto do Sobre Nós: use apenas letras, espaços e pontuação (${punctuation})`),
  phone: z
    .string()
    .trim()
    .max(30, 'O telefone pode ter até 30 caracteres')
    .regex(patterns.phone, 'Telefone: use apenas números, parênteses, hífen, + e espaços'),
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
    .max(eventNameMaxLength, `O nome do evento pode ter até ${eventNameMaxLength} caracteres`),
  eventDate: z
    .string()
    .nullish()
    .superRefine((value, check) => {
      const problem = eventDateProblem(value);
      if (problem) check.addIssue({ code: 'custom', message: problem });
    }),
  bannerTitle: z
    .string()
    .trim()
    .min(1, 'Informe o título do banner')
    .max(120, 'O título pode ter até 120 caracteres'),
};
