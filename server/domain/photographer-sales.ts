// The photographers' sales report: each paid order's money for photos shared fairly among its items (packages and
// discounts included), added up per photographer, with the commission the studio pays them. Money in centavos.
// This module runs in the browser too (the period).
import { addDays, isDay } from './calendar.ts';
import { DomainError } from './errors.ts';

/** An item of a paid order, as the report reads it. */
export interface SoldItem {
  /** The photo's public name as sold (unique in its event): a photo bought as digital and print counts once. */
  photoName: string;
  format: 'DIGITAL' | 'PRINTED';
  lineTotalCents: number;
  /** The photographer's member id (null for a typed name or no photographer). */
  photographerId: string | null;
  photographerName: string;
}

/** A paid order, as the report reads it. */
export interface PaidOrder {
  totalCents: number;
  shippingChargedCents: number;
  /** The all-photos price when the order paid it instead of its digital items one by one. */
  allPhotosPriceCents: number | null;
  items: SoldItem[];
}

/**
 * Splits `amount` in proportion to `weights` so that the parts add up exactly: each part rounded down, the
 * centavos left over given one each to the largest remainders (the earlier item on a tie). No weight at all: equal
 * parts.
 */
export function splitProportionally(amount: number, weights: readonly number[]): number[] {
  if (!weights.length) return [];
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const basis = total > 0 ? weights : weights.map(() => 1);
  const basisTotal = total > 0 ? total : weights.length;
  const exact = basis.map((weight) => (amount * weight) / basisTotal);
  const parts = exact.map(Math.floor);
  let left = amount - parts.reduce((sum, part) => sum + part, 0);
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    parts[index]! += 1;
    left -= 1;
  }
  return parts;
}

/**
 * What each item of a paid order brought, in centavos. The rule:
 * 1. The money for photos is what the customer paid less the shipping they paid (shipping is the carrier's).
 * 2. Each item weighs its line's price as sold; when the order paid the all-photos price, that price is shared
 *    equally among the digital items it covered (their lines say 0).
 * 3. The money is split in proportion to the weights (splitProportionally): a tier discount thus lowers every
 *    item by the same percentage, and the parts add up to the centavo.
 * Items sold at no price (inside a prepaid package, a delivery-only gallery) bring nothing, unless nothing in the
 * order had a price, when all share equally.
 */
export function itemShares(order: PaidOrder): number[] {
  const money = Math.max(order.totalCents - order.shippingChargedCents, 0);
  const packaged = order.items.map(
    (item) => order.allPhotosPriceCents !== null && item.format === 'DIGITAL' && item.lineTotalCents === 0,
  );
  const packageCount = packaged.filter(Boolean).length;
  const packageParts = splitProportionally(
    packageCount ? (order.allPhotosPriceCents ?? 0) : 0,
    Array.from({ length: packageCount }, () => 1),
  );
  let next = 0;
  const weights = order.items.map((item, index) =>
    packaged[index] ? packageParts[next++]! : Math.max(item.lineTotalCents, 0),
  );
  return splitProportionally(money, weights);
}

/** Who a line of the report is: a member (by id) or a typed name. */
export function photographerKey(item: Pick<SoldItem, 'photographerId' | 'photographerName'>): string {
  return item.photographerId ? `membro:${item.photographerId}` : `nome:${item.photographerName}`;
}

export interface PhotographerTotals {
  key: string;
  memberId: string | null;
  /** The name the item recorded (a member's current name is put in by the caller). */
  name: string;
  photosSold: number;
  amountCents: number;
}

/** Adds paid orders up per photographer: photos sold (each photo once per order) and the money they brought. */
export class PhotographerSalesTally {
  readonly #lines = new Map<string, PhotographerTotals & { photos: Set<string> }>();

  add(order: PaidOrder): void {
    const shares = itemShares(order);
    const seen = new Set<string>();
    order.items.forEach((item, index) => {
      const key = photographerKey(item);
      let line = this.#lines.get(key);
      if (!line) {
        line = {
          key,
          memberId: item.photographerId,
          name: item.photographerName,
          photosSold: 0,
          amountCents: 0,
          photos: new Set(),
        };
        this.#lines.set(key, line);
      }
      line.amountCents += shares[index]!;
      const photo = `${key}\u0000${item.photoName}`;
      if (!seen.has(photo)) {
        seen.add(photo);
        line.photosSold += 1;
      }
    });
  }

  totals(): PhotographerTotals[] {
    return [...this.#lines.values()].map(({ photos: _photos, ...line }) => line);
  }
}

/** The commission on `amountCents` at `basisPoints` (1250 = 12,5%), rounded to the nearest centavo (half up). */
export function commissionCents(amountCents: number, basisPoints: number): number {
  return Math.floor((amountCents * basisPoints + 5_000) / 10_000);
}

export interface PhotographerSalesLine extends PhotographerTotals {
  commissionBasisPoints: number;
  commissionCents: number;
}

/**
 * The report's lines: each photographer's totals with their commission (the member's own, else the studio's),
 * the largest amount first, then by name.
 */
export function photographerSalesLines(
  totals: readonly PhotographerTotals[],
  commission: { studioBasisPoints: number; memberBasisPoints: ReadonlyMap<string, number | null> },
): PhotographerSalesLine[] {
  return totals
    .map((line) => {
      const own = line.memberId === null ? null : commission.memberBasisPoints.get(line.memberId);
      const basisPoints = own ?? commission.studioBasisPoints;
      return {
        ...line,
        commissionBasisPoints: basisPoints,
        commissionCents: commissionCents(line.amountCents, basisPoints),
      };
    })
    .sort((a, b) => b.amountCents - a.amountCents || a.name.localeCompare(b.name, 'pt-BR'));
}

/** The report's period: whole days of the studio, both included, as 'aaaa-mm-dd'. */
export interface ReportPeriod {
  from: string;
  to: string;
}

/** The longest period one report covers. */
export const reportPeriodMaxDays = 366;

/** The period asked for, checked; the message says what is wrong. */
export function checkReportPeriod(period: ReportPeriod): ReportPeriod {
  const from = period.from.trim();
  const to = period.to.trim();
  if (!isDay(from)) throw new ReportPeriodError('Data inicial: use uma data válida no formato aaaa-mm-dd');
  if (!isDay(to)) throw new ReportPeriodError('Data final: use uma data válida no formato aaaa-mm-dd');
  if (from > to) throw new ReportPeriodError('A data inicial deve ser igual ou anterior à data final');
  if (addDays(from, reportPeriodMaxDays) <= to)
    throw new ReportPeriodError(`O período pode ter até ${reportPeriodMaxDays} dias`);
  return { from, to };
}

/** The month `today` falls in, up to today: the report's first period. */
export function currentMonthPeriod(today: string): ReportPeriod {
  return { from: `${today.slice(0, 7)}-01`, to: today };
}

export class ReportPeriodError extends DomainError {
  static override readonly status = 400;
}
