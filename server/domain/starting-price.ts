// The gallery header's 'a partir de R$ X': the least a customer pays for one photo of an event.
import { type EventSale, saleOptions } from './cart.ts';

/**
 * The lowest price among what the event sells a photo as (its digital price and its printed sizes, as its delivery
 * format allows), or null when the header names no price: a delivery-only gallery shows none, a prepaid package's
 * photos are already paid for (its notice gives the extra photos' price), and an event with no price set sells nothing.
 */
export function startingPriceCents(event: EventSale): number | null {
  if (event.mode !== 'NORMAL') return null;
  const prices = saleOptions(event).map((option) => option.priceCents);
  return prices.length ? Math.min(...prices) : null;
}
