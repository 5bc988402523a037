// What typed fields may hold and how they are written (spec 000 section 5, spec 001 section 5): the characters each
// field keeps, as a filter applied while typing (the client's masks) and as the pattern the server checks; CEP, CPF
// and WhatsApp formats; the states. Plain TypeScript shared by the server and the client bundle.

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

/** The characters a field keeps, as the inside of a regex character class (Unicode mode). */
const characters = {
  personName: String.raw`\p{L}\p{M}' .-`,
  addressText: String.raw`\p{L}\p{M}0-9 ,.:;?!'"()-`,
  city: String.raw`\p{L}\p{M}0-9_\- `,
  aboutText: String.raw`\p{L}\p{M}\s,.:;?!'"()-`,
  phone: String.raw`0-9()\-+ `,
  state: 'A-Za-z',
  decimal: String.raw`\d.,`,
};

type Kind = keyof typeof characters;

/** A whole value made only of the field's characters ('+': at least one). */
const only = (kind: Kind, repeat: '*' | '+') => new RegExp(`^[${characters[kind]}]${repeat}$`, 'u');

/** The typing filter: drops what the field does not keep. */
const keep = (kind: Kind) => {
  const other = new RegExp(`[^${characters[kind]}]`, 'gu');
  return (value: string) => value.replace(other, '');
};

/** The patterns the server checks a whole field against. */
export const patterns = {
  cep: /^\d{5}-?\d{3}$/,
  personName: only('personName', '+'),
  addressText: only('addressText', '*'),
  city: only('city', '+'),
  aboutText: only('aboutText', '*'),
  phone: only('phone', '*'),
  state: only('state', '+'),
  streetNumber: /^\d{1,6}$/,
};

/** The punctuation address and About texts keep, as the messages list it. */
export const punctuation = `, . : ; ? ! ' " ( ) -`;

const digits = (value: string) => value.replace(/\D/g, '');

/** 12345678 -> 12345-678 (also while typing); keeps only digits and the hyphen. */
export function maskCep(value: string): string {
  const only = digits(value).slice(0, 8);
  return only.length > 5 ? `${only.slice(0, 5)}-${only.slice(5)}` : only;
}

/** Worth looking up: 5 digits, an optional hyphen, 3 digits. */
export const isCep = (value: string) => patterns.cep.test(value.trim());

/** 12345678909 -> 123.456.789-09 (also while typing). */
export function maskCpf(value: string): string {
  const only = digits(value).slice(0, 11);
  return only
    .replace(/^(\d{3})(\d)/, '$1.$2')
    .replace(/^(\d{3})\.(\d{3})(\d)/, '$1.$2.$3')
    .replace(/\.(\d{3})(\d{1,2})$/, '.$1-$2');
}

/** A CPF is valid when its two check digits match (and it is not one digit repeated). */
export function isValidCpf(input: string): boolean {
  const only = digits(input);
  if (!/^\d{11}$/.test(only) || /^(\d)\1{10}$/.test(only)) return false;
  const check = (length: number) => {
    const sum = [...only.slice(0, length)].reduce(
      (total, digit, index) => total + Number(digit) * (length + 1 - index),
      0,
    );
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return check(9) === Number(only[9]) && check(10) === Number(only[10]);
}

/** (11) 98765-4321 as it is typed; a leading country code 55 is dropped (the server adds it). */
export function maskWhatsApp(value: string): string {
  let only = digits(value);
  if (only.length > 11 && only.startsWith('55')) only = only.slice(2);
  only = only.slice(0, 11);
  if (only.length <= 2) return only ? `(${only}` : '';
  const area = only.slice(0, 2);
  const rest = only.slice(2);
  const split = rest.length > 8 ? 5 : 4;
  return rest.length > split ? `(${area}) ${rest.slice(0, split)}-${rest.slice(split)}` : `(${area}) ${rest}`;
}

/** A Brazilian mobile or landline with area code, stored with the country code: "5511987654321". */
export function normaliseWhatsApp(input: string): string | null {
  let only = digits(input);
  if (only.startsWith('55') && (only.length === 12 || only.length === 13)) only = only.slice(2);
  if (only.length !== 10 && only.length !== 11) return null;
  if (only.startsWith('0')) return null;
  return `55${only}`;
}

/** Names keep letters, accents, spaces, apostrophes, dots and hyphens. */
export const maskName = keep('personName');

/** Street, complement and neighbourhood keep letters, digits, accents and the punctuation. */
export const maskAddressText = keep('addressText');

/** City keeps letters, digits, underscore, accents, hyphen and space. */
export const maskCity = keep('city');

/** The About text keeps letters, whitespace and the punctuation. */
export const maskAboutText = keep('aboutText');

/** Phones keep digits, parentheses, hyphen, plus and space. */
export const maskPhone = keep('phone');

/** Prices, sizes and weights keep digits, comma and dot. */
export const maskDecimal = keep('decimal');

export const maskStreetNumber = (value: string) => digits(value).slice(0, 6);

const keepLetters = keep('state');

/** UF keeps letters only, upper-cased. */
export const maskState = (value: string) => keepLetters(value).slice(0, 2).toUpperCase();

/** Quantities are numbers only. */
export const maskQuantity = (value: string) => digits(value).slice(0, 3);

/** Counts (the prepaid package's photos) are digits only. */
export const maskDigits = digits;
