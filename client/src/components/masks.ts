// Input formatting of the checkout and address forms (spec 001 section 5, spec 000 section 5).

const digits = (value: string) => value.replace(/\D/g, '');

/** 12345678 -> 12345-678; keeps only digits and the hyphen. */
export function maskCep(value: string): string {
  const only = digits(value).slice(0, 8);
  return only.length > 5 ? `${only.slice(0, 5)}-${only.slice(5)}` : only;
}

export const isCep = (value: string) => /^\d{5}-?\d{3}$/.test(value.trim());

/** 12345678909 -> 123.456.789-09 */
export function maskCpf(value: string): string {
  const only = digits(value).slice(0, 11);
  return only
    .replace(/^(\d{3})(\d)/, '$1.$2')
    .replace(/^(\d{3})\.(\d{3})(\d)/, '$1.$2.$3')
    .replace(/\.(\d{3})(\d{1,2})$/, '.$1-$2');
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

/** Names keep letters, accents, spaces, apostrophes, dots and hyphens. */
export const maskName = (value: string) => value.replace(/[^\p{L}\p{M}' .-]/gu, '');

/** Street, complement and neighbourhood keep letters, digits, accents and , . : ; ? ! ' " ( ) - */
export const maskAddressText = (value: string) => value.replace(/[^\p{L}\p{M}0-9 ,.:;?!'"()-]/gu, '');

export const maskStreetNumber = (value: string) => digits(value).slice(0, 6);

/** UF keeps letters only, upper-cased. */
export const maskState = (value: string) =>
  value
    .replace(/[^A-Za-z]/g, '')
    .slice(0, 2)
    .toUpperCase();

/** City keeps letters, digits, underscore, accents, hyphen and space. */
export const maskCity = (value: string) => value.replace(/[^\p{L}\p{M}0-9_\- ]/gu, '');

/** Quantities are numbers only. */
export const maskQuantity = (value: string) => digits(value).slice(0, 3);
