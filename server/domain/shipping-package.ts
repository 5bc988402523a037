// The parcel an order ships in (spec: weight in grams, height fixed at 1 cm, width and length from the largest print).
import { defaultPrintedWeightGrams } from './price-items.ts';

export interface ShippingPackageItem {
  format: 'DIGITAL' | 'PRINTED';
  widthCm: number;
  heightCm: number;
  /** Grams per print; null on a printed item means the price table's default (10 g). */
  weightGrams: number | null;
  quantity: number;
}

export interface ShippingPackage {
  weightGrams: number;
  heightCm: number;
  /** The larger of the prints' shorter sides. */
  widthCm: number;
  /** The larger of the prints' longer sides. */
  lengthCm: number;
}

/** Prints lie flat in one envelope: the package height is fixed by the spec. */
export const packageHeightCm = 1;

/**
 * The package for the printed items, or null when nothing is printed (digital only, or no quantity).
 * Each print may be turned in the envelope, so a 10 x 15 and a 15 x 10 both fit in 10 x 15: the width is the
 * largest short side and the length the largest long side. No carrier minimums here: each quote adapter applies its own.
 */
export function shippingPackage(items: readonly ShippingPackageItem[]): ShippingPackage | null {
  const printed = items.filter((item) => item.format === 'PRINTED' && item.quantity > 0);
  if (printed.length === 0) return null;
  let weightGrams = 0;
  let widthCm = 0;
  let lengthCm = 0;
  for (const item of printed) {
    weightGrams += (item.weightGrams ?? defaultPrintedWeightGrams) * item.quantity;
    widthCm = Math.max(widthCm, Math.min(item.widthCm, item.heightCm));
    lengthCm = Math.max(lengthCm, Math.max(item.widthCm, item.heightCm));
  }
  return { weightGrams: Math.round(weightGrams), heightCm: packageHeightCm, widthCm, lengthCm };
}
