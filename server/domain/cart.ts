// The cart's rules (spec 001 sections 2-5 and 9): the options a photo can be bought in, the prepaid package's
// split into included and extra items, every price (computed here, never taken from the client), totals, and the
// guards before payment.
import {
  type AppliedDiscount,
  type DiscountOffer,
  noDiscounts,
  type PricingLine,
  priceProducts,
} from './discounts.ts';
import { DomainError } from './errors.ts';
import { sellsDigital, sellsPrinted } from './gallery-settings.ts';
import { digitalOptionId } from './price-items.ts';
import { optionOnSale } from './sale-readiness.ts';

export type EventMode = 'NORMAL' | 'DELIVERY_ONLY' | 'PREPAID_PACKAGE';

export interface SaleOption {
  /** '1' for the digital option, else the price-table line's id. */
  optionId: string;
  format: 'DIGITAL' | 'PRINTED';
  priceTableItemId: string | null;
  width: number;
  height: number;
  unit: 'CM' | 'PX';
  weightGrams: number | null;
  priceCents: number;
}

export interface EventSale {
  mode: EventMode;
  deliveryFormat: 'DIGITAL' | 'PRINTED' | 'DIGITAL_AND_PRINTED';
  digitalPriceCents: number | null;
  packagePhotoCount: number | null;
  printedItems: {
    id: string;
    width: number;
    height: number;
    unit: 'CM' | 'PX';
    weightGrams: number | null;
    priceCents: number;
  }[];
}

export class OptionUnavailableError extends DomainError {
  constructor() {
    super('Este tamanho não está disponível nesta galeria');
  }
}

/** What a photo can be bought as in this event (digital at its own pixel size, and each printed size). */
export function saleOptions(
  event: EventSale,
  photo: { width: number; height: number } | null = null,
): SaleOption[] {
  const free = event.mode === 'DELIVERY_ONLY';
  const options: SaleOption[] = [];
  // Only what has a price (sale-readiness.ts): a chooser never offers an empty size or one at R$ 0,00.
  if (sellsDigital(event.deliveryFormat) && optionOnSale(event.mode, event.digitalPriceCents)) {
    options.push({
      optionId: digitalOptionId,
      format: 'DIGITAL',
      priceTableItemId: null,
      width: photo?.width ?? 0,
      height: photo?.height ?? 0,
      unit: 'PX',
      weightGrams: null,
      priceCents: free ? 0 : (event.digitalPriceCents ?? 0),
    });
  }
  if (sellsPrinted(event.deliveryFormat)) {
    for (const item of event.printedItems) {
      if (!optionOnSale(event.mode, item.priceCents)) continue;
      options.push({
        optionId: item.id,
        format: 'PRINTED',
        priceTableItemId: item.id,
        width: item.width,
        height: item.height,
        unit: item.unit,
        weightGrams: item.weightGrams,
        priceCents: free ? 0 : item.priceCents,
      });
    }
  }
  return options;
}

export function findOption(options: SaleOption[], optionId: string): SaleOption {
  const option = options.find((candidate) => candidate.optionId === optionId);
  if (!option) throw new OptionUnavailableError();
  return option;
}

/** The option a stored cart item has chosen, if it is still on sale. */
export function chosenOption(
  options: SaleOption[],
  item: { format: 'DIGITAL' | 'PRINTED' | null; priceTableItemId: string | null },
): SaleOption | null {
  if (item.format === 'DIGITAL') return options.find((option) => option.format === 'DIGITAL') ?? null;
  if (item.format === 'PRINTED' && item.priceTableItemId) {
    return options.find((option) => option.priceTableItemId === item.priceTableItemId) ?? null;
  }
  return null;
}

/** Prepaid package: the first N items (in the order they were chosen) are included, the rest are extras. */
export function extraItemIds(
  itemsInOrder: { id: string }[],
  mode: EventMode,
  packageSize: number | null,
): Set<string> {
  if (mode !== 'PREPAID_PACKAGE') return new Set();
  return new Set(itemsInOrder.slice(Math.max(packageSize ?? 0, 0)).map((item) => item.id));
}

/** Unit price of an item: nothing in delivery-only mode or inside the package, else its option's price. */
export function unitPriceCents(option: SaleOption | null, mode: EventMode, extra: boolean): number {
  if (!option || mode === 'DELIVERY_ONLY') return 0;
  if (mode === 'PREPAID_PACKAGE' && !extra) return 0;
  return option.priceCents;
}

export class DeliveryNotOfferedError extends DomainError {
  constructor(preference: 'PICKUP' | 'DELIVERY') {
    super(
      preference === 'PICKUP'
        ? 'Este evento não oferece retirada no estúdio'
        : 'Este evento não oferece envio pelos Correios',
    );
  }
}

export const maxQuantity = 999;

export class InvalidQuantityError extends DomainError {
  constructor(message = `A quantidade deve ser um número inteiro de 1 a ${maxQuantity}`) {
    super(message);
  }
}

/**
 * The most a cart may come to, shipping included: R$ 10.000.000,00 takes any one line at its highest price while
 * every amount stays a 32-bit integer of centavos (GraphQL's Int, the orders' columns).
 */
export const maxCartTotalCents = 1_000_000_000;

export const cartTotalTooLargeMessage =
  'O total do carrinho não pode passar de R$ 10.000.000,00. Diminua as quantidades ou remova itens.';

/** A change would take the cart past maxCartTotalCents (answered like a quantity out of bounds). */
export class CartTotalTooLargeError extends InvalidQuantityError {
  constructor() {
    super(cartTotalTooLargeMessage);
  }
}

/**
 * A cart change keeps the total within maxCartTotalCents; a cart already past it (prices raised since) may still
 * come down.
 */
export function checkCartTotal(
  after: Pick<CartTotals, 'totalCents'>,
  before: Pick<CartTotals, 'totalCents'> = { totalCents: 0 },
): void {
  if (after.totalCents > maxCartTotalCents && after.totalCents > before.totalCents) {
    throw new CartTotalTooLargeError();
  }
}

export function checkQuantity(quantity: unknown): number {
  const value = typeof quantity === 'string' && /^\d+$/.test(quantity.trim()) ? Number(quantity) : quantity;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > maxQuantity) {
    throw new InvalidQuantityError();
  }
  return value;
}

/**
 * A digital photo is one file, so a cart holds it once and at quantity 1; the spec's quantity and 'Duplicar' are
 * read as rules for prints (README, "A digital photo is bought once").
 */
export class DigitalPhotoOnceError extends DomainError {
  constructor(reason: 'repeated' | 'quantity') {
    super(
      reason === 'quantity'
        ? 'Uma foto digital é um arquivo só: ela é comprada uma vez, sem quantidade.'
        : 'Esta foto já está no seu carrinho em digital. Uma foto digital é comprada uma vez só.',
    );
  }
}

/** What the digital-once rule reads of a cart line. */
export interface DigitalLine {
  photoId: string;
  format: 'DIGITAL' | 'PRINTED' | null;
  quantity: number;
}

function digitalHoldings(lines: readonly DigitalLine[]) {
  const held = new Map<string, { lines: number; quantity: number }>();
  for (const line of lines) {
    if (line.format !== 'DIGITAL') continue;
    const seen = held.get(line.photoId) ?? { lines: 0, quantity: 0 };
    held.set(line.photoId, { lines: seen.lines + 1, quantity: Math.max(seen.quantity, line.quantity) });
  }
  return held;
}

/**
 * A change leaves each digital photo on one line at quantity 1. A cart that broke the rule before it existed may
 * keep what it had, and come down, but not go further.
 */
export function checkDigitalOnce(after: readonly DigitalLine[], before: readonly DigitalLine[] = []): void {
  const was = digitalHoldings(before);
  for (const [photoId, now] of digitalHoldings(after)) {
    const then = was.get(photoId) ?? { lines: 0, quantity: 0 };
    if (now.lines > 1 && now.lines > then.lines) throw new DigitalPhotoOnceError('repeated');
    if (now.quantity > 1 && now.quantity > then.quantity) throw new DigitalPhotoOnceError('quantity');
  }
}

/** Lines turned digital in bulk (one size for all, every photo): each photo's first line stays, at quantity 1. */
export function keepDigitalOnce<Line extends Omit<DigitalLine, 'photoId'>>(
  lines: readonly Line[],
  photoIdOf: (line: Line) => string,
): Line[] {
  const kept = new Set<string>();
  const result: Line[] = [];
  for (const line of lines) {
    if (line.format !== 'DIGITAL') {
      result.push(line);
    } else if (!kept.has(photoIdOf(line))) {
      kept.add(photoIdOf(line));
      result.push(line.quantity === 1 ? line : { ...line, quantity: 1 });
    }
  }
  return result;
}

export interface CartTotals {
  /** The products before the discount (the all-photos price included when it applies). */
  subtotalCents: number;
  /** The tier reached and what it takes off; never on shipping. */
  discount: AppliedDiscount | null;
  discountCents: number;
  /** The all-photos price, when the cart pays it instead of its digital items one by one. */
  allPhotosCents: number | null;
  /** The lines inside the all-photos price. */
  packagedLineIds: ReadonlySet<string>;
  shippingChargedCents: number;
  totalCents: number;
  /** Nothing to pay: the order is closed without a payment ('isento'). */
  exempt: boolean;
}

/**
 * Totals: the products (discounts.ts: the tier, the all-photos price), plus shipping when the customer pays it.
 * Delivery-only galleries charge nothing; an order with nothing to pay (delivery only, a package without extras
 * and no shipping to pay) skips payment.
 */
export function cartTotals(
  lines: PricingLine[],
  mode: EventMode,
  shipping: { priceCents: number; payer: 'CUSTOMER' | 'STUDIO' } | null,
  offer: DiscountOffer = noDiscounts,
): CartTotals {
  const products = priceProducts(lines, mode === 'DELIVERY_ONLY' ? noDiscounts : offer);
  const discountCents = products.discount?.amountCents ?? 0;
  const shippingChargedCents =
    shipping && mode !== 'DELIVERY_ONLY' && shipping.payer === 'CUSTOMER' ? shipping.priceCents : 0;
  const totalCents = products.subtotalCents - discountCents + shippingChargedCents;
  return {
    subtotalCents: products.subtotalCents,
    discount: products.discount,
    discountCents,
    allPhotosCents: products.allPhotosCents,
    packagedLineIds: products.packagedLineIds,
    shippingChargedCents,
    totalCents,
    exempt: totalCents === 0,
  };
}

export type CheckoutFlag =
  | 'carrinho-vazio'
  | 'total-acima-do-limite'
  | 'tamanho-imgs-ausente'
  | 'modalidade-entrega-ausente'
  | 'frete-ausente'
  | 'dados-pessoais-ausentes'
  | 'endereco-ausente';

/** Checkout cannot go on; `flag` is the query flag the cart page shows the message for. */
export class CheckoutGuardError extends DomainError {
  constructor(
    message: string,
    readonly flag: CheckoutFlag,
  ) {
    super(message);
  }
}

export interface CheckoutState {
  /** lineTotalCents, when given, is checked against maxCartTotalCents (prices may have risen since the changes). */
  items: { option: SaleOption | null; lineTotalCents?: number }[];
  deliveryPreference: 'PICKUP' | 'DELIVERY' | null;
  hasShippingQuote: boolean;
  personalDataFilled: boolean;
  addressFilled: boolean;
  /** The CEP the shipping was quoted for and the delivery address's CEP: they must be the same place. */
  shippingCep?: string | null;
  addressCep?: string | null;
}

export function printedItemsIn(items: { option: SaleOption | null }[]): boolean {
  return items.some((item) => item.option?.format === 'PRINTED');
}

/** The cart-page guards, in the order the customer meets them. */
export function assertReadyForCart(state: Pick<CheckoutState, 'items' | 'deliveryPreference'>): void {
  if (!state.items.length) throw new CheckoutGuardError('Seu carrinho está vazio', 'carrinho-vazio');
  const totalCents = state.items.reduce((sum, item) => sum + (item.lineTotalCents ?? 0), 0);
  if (totalCents > maxCartTotalCents) {
    throw new CheckoutGuardError(cartTotalTooLargeMessage, 'total-acima-do-limite');
  }
  if (state.items.some((item) => !item.option)) {
    throw new CheckoutGuardError(
      'Uma ou mais imagens estão sem um tamanho selecionado',
      'tamanho-imgs-ausente',
    );
  }
  if (printedItemsIn(state.items) && !state.deliveryPreference) {
    throw new CheckoutGuardError('Selecione uma modalidade de entrega', 'modalidade-entrega-ausente');
  }
}

/** Everything payment needs: the cart guards, then shipping, personal data and address. */
export function assertReadyForPayment(state: CheckoutState): void {
  assertReadyForCart(state);
  const delivering = printedItemsIn(state.items) && state.deliveryPreference === 'DELIVERY';
  if (delivering && !state.hasShippingQuote) {
    throw new CheckoutGuardError('Calcule o frete com o CEP de entrega antes de pagar', 'frete-ausente');
  }
  if (!state.personalDataFilled) {
    throw new CheckoutGuardError(
      'Preencha e salve seus dados pessoais antes de pagar',
      'dados-pessoais-ausentes',
    );
  }
  if (delivering && !state.addressFilled) {
    throw new CheckoutGuardError('Preencha e salve o endereço de entrega antes de pagar', 'endereco-ausente');
  }
  const digits = (cep: string | null | undefined) => (cep ?? '').replace(/\D/g, '');
  if (delivering && digits(state.shippingCep) !== digits(state.addressCep)) {
    throw new CheckoutGuardError(
      'O frete foi calculado para outro CEP. Calcule o frete para o CEP do endereço de entrega',
      'frete-ausente',
    );
  }
}

export class CartClosedError extends DomainError {
  static override readonly status = 409;
  constructor() {
    super(
      'Este pedido já foi enviado para pagamento. Para mudar o carrinho, escolha outro meio de pagamento.',
    );
  }
}
