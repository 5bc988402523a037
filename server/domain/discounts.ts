// An event's discounts (spec 000 section 2's percentage table, made to work, and the 'todas as fotos' price): the
// owner's table checked, the tier a cart reaches, and the products' price as the best of per-photo pricing and the
// all-photos price. Runs in the browser too (the admin form's resolver, the cart's labels): no Node-only imports.
//
// Rules, and why:
// - A tier is {minimum quantity, whole percent 1..90}: 90 at most so a paid order never comes to nothing.
// - The quantity is every unit charged one by one (digital and printed, copies included); photos inside the prepaid
//   package or the all-photos price are not charged one by one and do not count. The discount is on those units'
//   subtotal, prints included (one rule a customer can check), and never on shipping.
// - The discount is rounded to the nearest centavo, a half centavo in the customer's favour.
// - The all-photos price buys every photo of the event in digital; it applies when the cart holds each of them as a
//   digital item and it costs no more than the same cart priced per photo with its tier. Like ShootProof, discounts
//   never stack: the photos inside the all-photos price take no tier, and the customer gets the better of the two.
import { z } from 'zod';
import { DomainError } from './errors.ts';
import { formatBrl, parseMoney } from './money.ts';

export interface DiscountTier {
  minimumQuantity: number;
  percent: number;
}

export const maxDiscountTiers = 10;
export const minTierQuantity = 2;
export const maxTierQuantity = 9999;
export const maxDiscountPercent = 90;

/** A refusal of the discount settings, on the field it is about ('tiers.1.percent'). */
export class DiscountSettingsError extends DomainError {
  field: string | null = null;

  static on(field: string, message: string): DiscountSettingsError {
    return Object.assign(new DiscountSettingsError(message), { field });
  }
}

export interface DiscountSettingsInput {
  tiers?: { minimumQuantity?: number | string | null; percent?: number | string | null }[] | null;
  /** Reais with a comma or a dot; blank: no all-photos price. */
  allPhotosPrice?: string | number | null;
}

export interface DiscountSettings {
  /** By minimum quantity, smallest first. */
  tiers: DiscountTier[];
  allPhotosPriceCents: number | null;
}

function wholeNumber(value: number | string | null | undefined): number | null {
  if (typeof value === 'number') return Number.isInteger(value) ? value : null;
  const text = (value ?? '').trim();
  return /^\d{1,6}$/.test(text) ? Number(text) : null;
}

const photos = (count: number) => `${count} ${count === 1 ? 'foto' : 'fotos'}`;

/** Checks and normalises the table and the all-photos price; each refusal names its field. */
export function planDiscountSettings(input: DiscountSettingsInput): DiscountSettings {
  const given = input.tiers ?? [];
  if (given.length > maxDiscountTiers) {
    throw DiscountSettingsError.on('tiers', `Cadastre no máximo ${maxDiscountTiers} faixas de desconto.`);
  }
  const tiers = given.map((tier, index) => {
    const minimumQuantity = wholeNumber(tier.minimumQuantity);
    if (minimumQuantity === null || minimumQuantity < minTierQuantity || minimumQuantity > maxTierQuantity) {
      throw DiscountSettingsError.on(
        `tiers.${index}.minimumQuantity`,
        `Faixa ${index + 1}: a quantidade mínima deve ser um número inteiro de ${minTierQuantity} a ${maxTierQuantity} fotos.`,
      );
    }
    const percent = wholeNumber(tier.percent);
    if (percent === null || percent < 1 || percent > maxDiscountPercent) {
      throw DiscountSettingsError.on(
        `tiers.${index}.percent`,
        `Faixa ${index + 1}: o desconto deve ser um número inteiro de 1% a ${maxDiscountPercent}%.`,
      );
    }
    return { minimumQuantity, percent, index };
  });
  for (const tier of tiers) {
    const first = tiers.find((other) => other.minimumQuantity === tier.minimumQuantity)!;
    if (first !== tier) {
      throw DiscountSettingsError.on(
        `tiers.${tier.index}.minimumQuantity`,
        `Faixa ${tier.index + 1}: já existe uma faixa a partir de ${photos(tier.minimumQuantity)}.`,
      );
    }
  }
  const sorted = [...tiers].sort((a, b) => a.minimumQuantity - b.minimumQuantity);
  for (const [position, tier] of sorted.entries()) {
    const smaller = sorted[position - 1];
    if (smaller && tier.percent <= smaller.percent) {
      throw DiscountSettingsError.on(
        `tiers.${tier.index}.percent`,
        `Faixa ${tier.index + 1}: a partir de ${photos(tier.minimumQuantity)} o desconto deve ser maior que os ${smaller.percent}% da faixa de ${photos(smaller.minimumQuantity)}.`,
      );
    }
  }

  const priceText =
    typeof input.allPhotosPrice === 'string' ? input.allPhotosPrice.trim() : input.allPhotosPrice;
  let allPhotosPriceCents: number | null = null;
  if (priceText !== null && priceText !== undefined && priceText !== '') {
    allPhotosPriceCents = parseMoney(priceText);
    if (allPhotosPriceCents === null) {
      throw DiscountSettingsError.on(
        'allPhotosPrice',
        'Informe o preço de todas as fotos com números, como 150,00.',
      );
    }
    if (allPhotosPriceCents === 0) {
      throw DiscountSettingsError.on(
        'allPhotosPrice',
        'O preço de todas as fotos deve ser maior que zero (deixe em branco para não oferecer).',
      );
    }
  }
  return {
    tiers: sorted.map(({ minimumQuantity, percent }) => ({ minimumQuantity, percent })),
    allPhotosPriceCents,
  };
}

/** planDiscountSettings as a zod schema (the admin form's resolver), each refusal on its field. */
export function discountSettingsSchema() {
  return z.custom<DiscountSettingsInput>().transform((input, context) => {
    try {
      return planDiscountSettings(input);
    } catch (error) {
      if (!(error instanceof DiscountSettingsError)) throw error;
      context.addIssue({ code: 'custom', message: error.message, path: error.field?.split('.') ?? [] });
      return z.NEVER;
    }
  });
}

/** The tier a quantity reaches: the one with the largest minimum not above it. */
export function tierFor(tiers: readonly DiscountTier[], quantity: number): DiscountTier | null {
  let reached: DiscountTier | null = null;
  for (const tier of tiers) {
    if (quantity >= tier.minimumQuantity && (!reached || tier.minimumQuantity > reached.minimumQuantity)) {
      reached = tier;
    }
  }
  return reached;
}

/** percent of an amount in whole centavos, to the nearest centavo; a half centavo goes to the customer. */
export function percentOfCents(amountCents: number, percent: number): number {
  return Math.floor((amountCents * percent + 50) / 100);
}

export class AllPhotosNotOfferedError extends DomainError {
  constructor() {
    super('Esta galeria não vende todas as fotos por um preço único.');
  }
}

/** Whether the event offers its all-photos price: normal galleries selling digital photos, with both prices set. */
export function offersAllPhotos(event: {
  mode: 'NORMAL' | 'DELIVERY_ONLY' | 'PREPAID_PACKAGE';
  deliveryFormat: 'DIGITAL' | 'PRINTED' | 'DIGITAL_AND_PRINTED';
  digitalPriceCents: number | null;
  allPhotosPriceCents: number | null;
}): boolean {
  return (
    event.mode === 'NORMAL' &&
    event.deliveryFormat !== 'PRINTED' &&
    (event.digitalPriceCents ?? 0) > 0 &&
    event.allPhotosPriceCents !== null
  );
}

export interface PricingLine {
  id?: string;
  photoId?: string;
  format?: 'DIGITAL' | 'PRINTED' | null;
  /** The line's own unit price (0 inside the prepaid package or in delivery-only galleries). */
  unitPriceCents: number;
  quantity: number;
}

export interface DiscountOffer {
  tiers: readonly DiscountTier[];
  /** The all-photos price and how many photos the event shows; null when not offered. */
  allPhotos: { priceCents: number; photoCount: number } | null;
}

export const noDiscounts: DiscountOffer = { tiers: [], allPhotos: null };

export interface AppliedDiscount extends DiscountTier {
  /** The units that reached the tier. */
  quantity: number;
  /** What the percent was taken of. */
  baseCents: number;
  amountCents: number;
}

export interface ProductsPrice {
  /** The products before the discount: lines priced one by one, plus the all-photos price when it applies. */
  subtotalCents: number;
  discount: AppliedDiscount | null;
  /** The all-photos price when it applies (every digital line is then inside it). */
  allPhotosCents: number | null;
  /** Lines inside the all-photos price (charged nothing apart). */
  packagedLineIds: ReadonlySet<string>;
}

function perPhoto(lines: readonly PricingLine[], tiers: readonly DiscountTier[]) {
  const subtotalCents = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  const quantity = lines.reduce((sum, line) => sum + (line.unitPriceCents > 0 ? line.quantity : 0), 0);
  const tier = tierFor(tiers, quantity);
  const discount: AppliedDiscount | null = tier && {
    ...tier,
    quantity,
    baseCents: subtotalCents,
    amountCents: percentOfCents(subtotalCents, tier.percent),
  };
  return { subtotalCents, discount, payCents: subtotalCents - (discount?.amountCents ?? 0) };
}

/** Whether the cart holds every photo of the event as a digital item. */
export function coversAllPhotos(lines: readonly PricingLine[], photoCount: number): boolean {
  const digital = new Set(lines.filter((line) => line.format === 'DIGITAL').map((line) => line.photoId));
  digital.delete(undefined);
  return photoCount > 0 && digital.size >= photoCount;
}

/** The products' price: per photo with its tier, or the all-photos price when it covers the cart and costs no more. */
export function priceProducts(
  lines: readonly PricingLine[],
  offer: DiscountOffer = noDiscounts,
): ProductsPrice {
  const single = perPhoto(lines, offer.tiers);
  const none = new Set<string>();
  const perPhotoPrice = {
    subtotalCents: single.subtotalCents,
    discount: single.discount,
    allPhotosCents: null,
    packagedLineIds: none,
  };
  const { allPhotos } = offer;
  if (!allPhotos || !coversAllPhotos(lines, allPhotos.photoCount)) return perPhotoPrice;
  const rest = lines.filter((line) => line.format !== 'DIGITAL');
  const others = perPhoto(rest, offer.tiers);
  if (allPhotos.priceCents + others.payCents > single.payCents) return perPhotoPrice;
  return {
    subtotalCents: allPhotos.priceCents + others.subtotalCents,
    discount: others.discount,
    allPhotosCents: allPhotos.priceCents,
    packagedLineIds: new Set(
      lines.filter((line) => line.format === 'DIGITAL' && line.id).map((line) => line.id!),
    ),
  };
}

/** "10% a partir de 10 fotos": the cart's 'Desconto (...)' line. */
export function discountLabel(tier: DiscountTier): string {
  return `${tier.percent}% a partir de ${photos(tier.minimumQuantity)}`;
}

/** The gallery's hint: "Leve 10 ou mais e ganhe 10% de desconto; 20 ou mais, 15%". */
export function discountHint(tiers: readonly DiscountTier[]): string | null {
  const [first, ...more] = [...tiers].sort((a, b) => a.minimumQuantity - b.minimumQuantity);
  if (!first) return null;
  return [
    `Leve ${first.minimumQuantity} ou mais e ganhe ${first.percent}% de desconto`,
    ...more.map((tier) => `${tier.minimumQuantity} ou mais, ${tier.percent}%`),
  ].join('; ');
}

/** How an order's price was made, in sentences for e-mails: the all-photos price and the discount, as sold. */
export function soldPriceNotes(order: {
  discountCents: number;
  discountPercent: number | null;
  discountMinimumQuantity: number | null;
  allPhotosPriceCents: number | null;
}): string[] {
  const notes: string[] = [];
  if (order.allPhotosPriceCents !== null) {
    notes.push(`Todas as fotos em digital: ${formatBrl(order.allPhotosPriceCents)}`);
  }
  if (order.discountCents > 0 && order.discountPercent !== null && order.discountMinimumQuantity !== null) {
    const label = discountLabel({
      percent: order.discountPercent,
      minimumQuantity: order.discountMinimumQuantity,
    });
    notes.push(`Desconto (${label}): -${formatBrl(order.discountCents)}`);
  }
  return notes;
}
