// How a sale option reads to the customer ("Digital", "Impressa 10 x 15 cm") and its price.
import { formatBrl, formatSize } from '../../../format.ts';

export interface OptionFields {
  readonly optionId: string;
  readonly format: 'DIGITAL' | 'PRINTED' | '%future added value';
  readonly width: number;
  readonly height: number;
  readonly unit: 'CM' | 'PX' | '%future added value';
  readonly priceCents: number;
}

export function optionLabel(option: OptionFields, photo?: { width: number; height: number }): string {
  if (option.format === 'DIGITAL') {
    return photo ? `Digital (${formatSize(photo.width, photo.height, 'PX')})` : 'Digital';
  }
  return `Impressa ${formatSize(option.width, option.height, option.unit === 'PX' ? 'PX' : 'CM')}`;
}

/** The price shown next to an option; none in delivery-only galleries (no prices anywhere). */
export function optionPrice(option: OptionFields, mode: string): string | null {
  return mode === 'DELIVERY_ONLY' ? null : formatBrl(option.priceCents);
}
