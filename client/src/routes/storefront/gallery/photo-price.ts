// What a photo costs, as the viewer's bar says it: the event's one price, or 'a partir de' the lowest of its sizes.
// The gallery gives it to the viewers below it (the grid's, the searches'); none where no prices show.
import { createContext, useContext } from 'react';
import { formatBrl } from '../../../format.ts';

export function photoPrice(options: readonly { readonly priceCents: number }[], mode: string): string | null {
  if (mode === 'DELIVERY_ONLY' || !options.length) return null;
  const prices = options.map((option) => option.priceCents);
  const lowest = Math.min(...prices);
  return prices.every((price) => price === lowest) ? formatBrl(lowest) : `a partir de ${formatBrl(lowest)}`;
}

export const PhotoPriceContext = createContext<string | null>(null);

export function usePhotoPrice(): string | null {
  return useContext(PhotoPriceContext);
}
