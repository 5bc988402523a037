// Money is integer centavos; people type decimals with a comma ("12,50") or a dot ("12.50").

const decimal = /^\d{1,7}([.,]\d{1,2})?$/;

/** Centavos of a typed price, or null when the text is not a price. */
export function parseMoney(text: string | number): number | null {
  const value = typeof text === 'number' ? text.toFixed(2) : text.trim();
  if (!decimal.test(value)) return null;
  const [units, fraction = ''] = value.replace(',', '.').split('.');
  return Number(units) * 100 + Number(fraction.padEnd(2, '0'));
}

/** "12.50": how the REST answers carry prices (stored with a dot, two decimals). */
export function centsToDecimal(cents: number): string {
  return `${Math.trunc(cents / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
}

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** "R$ 12,50" (with a non-breaking space, as Intl writes it). */
export function formatBrl(cents: number): string {
  return brl.format(cents / 100);
}

/** A size or weight typed with a comma or a dot ("12,5", "15"), or null. */
export function parseDecimal(text: string | number): number | null {
  const value = typeof text === 'number' ? String(text) : text.trim();
  if (!/^\d{1,6}([.,]\d{1,2})?$/.test(value)) return null;
  return Number(value.replace(',', '.'));
}
