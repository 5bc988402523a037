// Lines of a price table: a printed size (cm, weight in grams, default 10 g) or the digital option ('1', px).
import { DomainError } from './errors.ts';
import { parseDecimal, parseMoney } from './money.ts';

/** The digital option's id wherever an option is chosen (spec: the digital item id is the constant '1'). */
export const digitalOptionId = '1';
export const defaultPrintedWeightGrams = 10;

export class PriceItemError extends DomainError {}

export interface PriceItemInput {
  format?: 'DIGITAL' | 'PRINTED' | null;
  height?: string | number | null;
  width?: string | number | null;
  unit?: 'CM' | 'PX' | null;
  weightGrams?: string | number | null;
  price?: string | number | null;
}

export interface PriceItem {
  format: 'DIGITAL' | 'PRINTED';
  height: number;
  width: number;
  unit: 'CM' | 'PX';
  weightGrams: number | null;
  priceCents: number;
}

/** Checks one line; `where` names it in messages ("Linha 2"). Without prices (delivery only) the price is 0. */
export function parsePriceItem(
  input: PriceItemInput,
  options: { where?: string; pricesRequired?: boolean } = {},
): PriceItem {
  const prefix = options.where ? `${options.where}: ` : '';
  const fail = (text: string): never => {
    throw new PriceItemError(`${prefix}${text}`);
  };
  const format = input.format ?? 'PRINTED';
  const height = parseDecimal(input.height ?? '');
  const width = parseDecimal(input.width ?? '');
  if (format === 'PRINTED' && (!height || !width))
    fail('informe altura e largura com números, como 15 ou 12,7');
  if ((height ?? 0) > 10_000 || (width ?? 0) > 10_000) fail('altura e largura grandes demais');
  const priceText = input.price ?? '';
  const priceCents = priceText === '' && options.pricesRequired === false ? 0 : parseMoney(priceText);
  if (priceCents === null) fail('preço inválido, use números com vírgula, como 12,50');
  if (format === 'DIGITAL') {
    return {
      format,
      height: height ?? 0,
      width: width ?? 0,
      unit: 'PX',
      weightGrams: null,
      priceCents: priceCents!,
    };
  }
  const weightText = input.weightGrams ?? '';
  const weight = weightText === '' ? defaultPrintedWeightGrams : parseDecimal(weightText);
  if (weight === null || weight <= 0 || weight > 100_000)
    fail('peso inválido, informe os gramas com números, como 10');
  return {
    format,
    height: height!,
    width: width!,
    unit: input.unit ?? 'CM',
    weightGrams: Math.round(weight!),
    priceCents: priceCents!,
  };
}

/** A stored line as the form sends it (a saved table copied into an event's settings). */
export function priceItemInputOf(item: PriceItem): PriceItemInput {
  return {
    format: item.format,
    height: item.height,
    width: item.width,
    unit: item.unit,
    weightGrams: item.weightGrams,
    price: (item.priceCents / 100).toFixed(2),
  };
}
