// Whether an event's photos are on sale: what its delivery format sells must have a price the customer can pay.
// A gallery that is not shows its photos without selection; the server refuses to fill its carts.
import { DomainError } from './errors.ts';
import { sellsDigital, sellsPrinted } from './gallery-settings.ts';

export interface SaleSettings {
  mode: 'NORMAL' | 'DELIVERY_ONLY' | 'PREPAID_PACKAGE';
  deliveryFormat: 'DIGITAL' | 'PRINTED' | 'DIGITAL_AND_PRINTED';
  digitalPriceCents: number | null;
  printedItems: { priceCents: number }[];
}

/** What the owner still has to set for the delivery format the event sells in. */
export type SaleGap = 'DIGITAL_PRICE' | 'PRINTED_PRICES';

export interface SaleReadiness {
  /** Customers can choose photos: at least one option is on sale. */
  forSale: boolean;
  /** The digital option is on sale. */
  digital: boolean;
  /** At least one printed size is on sale. */
  printed: boolean;
  /** The parts of the delivery format without a price, in the order the settings show them. */
  missing: SaleGap[];
}

/**
 * A delivery-only gallery charges nothing, so whatever it delivers is on offer (its printed sizes still need a
 * table). Elsewhere an option is on sale only with a price above zero: R$ 0,00 is a price never set, not a gift.
 */
export function optionOnSale(mode: SaleSettings['mode'], priceCents: number | null): boolean {
  return mode === 'DELIVERY_ONLY' || (priceCents ?? 0) > 0;
}

/**
 * digital: the digital price; impresso: a table line with a price; digital-e-impresso: either. Half of a
 * digital-e-impresso event set up sells that half (the customer is offered only what has a price) and the owner is
 * told what is missing: holding back the half that is ready would lose sales for no one's benefit.
 */
export function saleReadiness(event: SaleSettings): SaleReadiness {
  const digitalSold = sellsDigital(event.deliveryFormat);
  const printedSold = sellsPrinted(event.deliveryFormat);
  const digital = digitalSold && optionOnSale(event.mode, event.digitalPriceCents);
  const printed = printedSold && event.printedItems.some((item) => optionOnSale(event.mode, item.priceCents));
  const missing: SaleGap[] = [];
  if (digitalSold && !digital) missing.push('DIGITAL_PRICE');
  if (printedSold && !printed) missing.push('PRINTED_PRICES');
  return { forSale: digital || printed, digital, printed, missing };
}

export const photosNotForSaleMessage =
  'As fotos deste evento ainda não estão à venda. Fale com o estúdio para saber quando poderá escolhê-las.';

/** A cart change that would add photos to an event with nothing on sale. */
export class PhotosNotForSaleError extends DomainError {
  static override readonly status = 409;
  constructor() {
    super(photosNotForSaleMessage);
  }
}

export function assertForSale(event: SaleSettings): void {
  if (!saleReadiness(event).forSale) throw new PhotosNotForSaleError();
}
