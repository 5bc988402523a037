// Rules of a studio's subscription to the platform: prices per cycle, periods, upgrade proration, downgrades that must
// fit the storage in use, what each charge does to the studio, and the ends of trials and cancelled periods.
import { DomainError } from './errors.ts';

export type BillingCycle = 'MONTHLY' | 'YEARLY';
export type SubscriptionStatus = 'PENDING' | 'AUTHORIZED' | 'PAST_DUE' | 'CANCELLED';

export interface PricedPlan {
  id: string;
  name: string;
  priceMonthlyCents: number;
  priceYearlyCents: number;
  highResStorageLimitBytes: bigint;
}

/** The message a studio reads (planMessageText) while a cycle is refused; uploads stop, the storefront sells on. */
export const refusedCycleMessage =
  'Não conseguimos cobrar a assinatura do seu plano. Atualize o cartão em Meu plano: até lá, novos envios de fotos ficam bloqueados, e sua loja continua vendendo normalmente.';

/** The proration rule as owners read it (Meu plano) and the README states it. */
export const prorationRule =
  'Ao subir de plano, os recursos novos valem na hora e a diferença de preço pelos dias que faltam no período atual é somada à próxima cobrança. Ao descer de plano, você continua no plano atual até o fim do período já pago, e a cobrança seguinte já vem com o preço menor; não há reembolso de período pago.';

export class BillingUnavailableError extends DomainError {
  static override readonly status = 503;
  constructor() {
    super('A assinatura de planos não está disponível no momento. Tente novamente mais tarde.');
  }
}

export class SubscriptionCardRefusedError extends DomainError {
  static override readonly status = 402;
  constructor() {
    super('O cartão foi recusado. Confira os dados ou use outro cartão.');
  }
}

export class PlanNotOfferedError extends DomainError {
  static override readonly status = 400;
  constructor() {
    super('Este plano não está disponível para assinatura.');
  }
}

export class SamePlanError extends DomainError {
  static override readonly status = 400;
  constructor() {
    super('Você já está neste plano.');
  }
}

export class NoSubscriptionError extends DomainError {
  static override readonly status = 400;
  constructor() {
    super('Você não tem uma assinatura ativa.');
  }
}

export class AlreadySubscribedError extends DomainError {
  static override readonly status = 400;
  constructor() {
    super('Você já tem uma assinatura ativa. Para mudar de plano, use "Mudar de plano".');
  }
}

export class DowngradeBelowUsageError extends DomainError {
  static override readonly status = 400;
  constructor(message = 'O espaço em uso é maior que o limite do plano escolhido.') {
    super(message);
  }
}

const gigabyte = 1_000_000_000;

/** Bytes as owners read them: "1,5 GB". */
export function formatStorage(bytes: bigint): string {
  const gb = Number(bytes) / gigabyte;
  return `${gb.toLocaleString('pt-BR', { maximumFractionDigits: gb < 10 ? 1 : 0 })} GB`;
}

export function cyclePriceCents(plan: PricedPlan, cycle: BillingCycle): number {
  return cycle === 'YEARLY' ? plan.priceYearlyCents : plan.priceMonthlyCents;
}

export const cycleMonths = (cycle: BillingCycle) => (cycle === 'YEARLY' ? 12 : 1);

/** The date one cycle later (the same day of the month; the 31st becomes the month's last day). */
export function addCycle(date: Date, cycle: BillingCycle, direction: 1 | -1 = 1): Date {
  const next = new Date(date);
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + direction * cycleMonths(cycle));
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

/** Going up or down: by the price of the cycle, then by storage when two plans cost the same. */
export function planChangeKind(
  current: PricedPlan,
  target: PricedPlan,
  cycle: BillingCycle,
): 'upgrade' | 'downgrade' | 'same' {
  if (current.id === target.id) return 'same';
  const difference = cyclePriceCents(target, cycle) - cyclePriceCents(current, cycle);
  if (difference !== 0) return difference > 0 ? 'upgrade' : 'downgrade';
  return target.highResStorageLimitBytes >= current.highResStorageLimitBytes ? 'upgrade' : 'downgrade';
}

/**
 * An upgrade's extra for the rest of the paid period: the price difference times the share of the period left,
 * rounded to the centavo; nothing when the period is over or unknown, or the new plan costs less.
 */
export function prorationCents({
  fromPriceCents,
  toPriceCents,
  cycle,
  periodEnd,
  now,
}: {
  fromPriceCents: number;
  toPriceCents: number;
  cycle: BillingCycle;
  periodEnd: Date | null;
  now: Date;
}): number {
  if (!periodEnd || toPriceCents <= fromPriceCents) return 0;
  const periodStart = addCycle(periodEnd, cycle, -1);
  const total = periodEnd.getTime() - periodStart.getTime();
  const left = Math.min(total, Math.max(0, periodEnd.getTime() - now.getTime()));
  if (total <= 0 || left <= 0) return 0;
  return Math.round(((toPriceCents - fromPriceCents) * left) / total);
}

/** Throws the Portuguese refusal when the storage in use does not fit the target plan. */
export function assertFitsStorage(usedBytes: bigint, target: PricedPlan): void {
  if (usedBytes <= target.highResStorageLimitBytes) return;
  throw new DowngradeBelowUsageError(
    `Não é possível mudar para o plano ${target.name}: você usa ${formatStorage(usedBytes)} em fotos de alta resolução, e o plano permite ${formatStorage(target.highResStorageLimitBytes)}. Apague fotos ou escolha um plano maior.`,
  );
}

/** Our status for a Mercado Pago preapproval status. */
export function subscriptionStatusOf(providerStatus: string | null | undefined): SubscriptionStatus {
  switch (providerStatus) {
    case 'authorized':
      return 'AUTHORIZED';
    case 'paused':
      return 'PAST_DUE';
    case 'cancelled':
    case 'finished':
      return 'CANCELLED';
    default:
      return 'PENDING';
  }
}

export type ChargeOutcome = 'approved' | 'refused' | 'waiting';

/**
 * What a cycle's charge says: an approved payment; a refused one (rejected, or the authorised payment given up after
 * Mercado Pago's retries: 'recycling' or 'cancelled' with no approved payment); or not charged yet.
 */
export function chargeOutcome(charge: { status: string; paymentStatus: string | null }): ChargeOutcome {
  if (charge.paymentStatus === 'approved') return 'approved';
  if (charge.paymentStatus === 'rejected' || charge.paymentStatus === 'cancelled') return 'refused';
  if (charge.status === 'recycling' || charge.status === 'cancelled') return 'refused';
  return 'waiting';
}

export interface SubscriptionState {
  status: SubscriptionStatus;
  cycle: BillingCycle;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

export interface ChargeEffect {
  status: SubscriptionStatus;
  currentPeriodEnd: Date | null;
  /** The studio's planStatus: PENDING stops uploads ('Pendências no plano'), never the storefront. */
  studioPlanStatus: 'ACTIVE' | 'PENDING';
  /** Whether this charge newly refuses the cycle (the owner is e-mailed once). */
  newlyRefused: boolean;
  /** An approved cycle: a scheduled downgrade takes over and the next charge is the plan's price again. */
  cyclePaid: boolean;
}

/**
 * The subscription after one of its charges. An approved charge opens the next period (from the charge's date, or
 * from the end of the paid period when it was charged early); a refused one makes the studio pending until a charge
 * is approved. A cancelled subscription keeps its status whatever comes late.
 */
export function afterCharge(state: SubscriptionState, outcome: ChargeOutcome, chargedAt: Date): ChargeEffect {
  const cancelled = state.status === 'CANCELLED';
  if (outcome === 'approved') {
    const from =
      state.currentPeriodEnd && state.currentPeriodEnd > chargedAt ? state.currentPeriodEnd : chargedAt;
    return {
      status: cancelled ? 'CANCELLED' : 'AUTHORIZED',
      currentPeriodEnd: addCycle(from, state.cycle),
      studioPlanStatus: 'ACTIVE',
      newlyRefused: false,
      cyclePaid: true,
    };
  }
  if (outcome === 'refused' && !cancelled) {
    return {
      status: 'PAST_DUE',
      currentPeriodEnd: state.currentPeriodEnd,
      studioPlanStatus: 'PENDING',
      newlyRefused: state.status !== 'PAST_DUE',
      cyclePaid: false,
    };
  }
  return {
    status: state.status,
    currentPeriodEnd: state.currentPeriodEnd,
    studioPlanStatus: state.status === 'PAST_DUE' ? 'PENDING' : 'ACTIVE',
    newlyRefused: false,
    cyclePaid: false,
  };
}

/** Whole days of trial left (0 on its last day's end or when there is no trial). */
export function trialDaysLeft(trialEndsAt: Date | null, now: Date): number {
  if (!trialEndsAt) return 0;
  return Math.max(0, Math.ceil((trialEndsAt.getTime() - now.getTime()) / 86_400_000));
}

/**
 * The daily check of one studio: a trial over without a subscription, or a cancelled subscription's paid period
 * over, falls to the free plan; a trial over with a subscription simply ends. Anything else stays.
 */
export function dailyOutcome({
  trialEndsAt,
  subscription,
  onDefaultPlan,
  now,
}: {
  trialEndsAt: Date | null;
  subscription: {
    status: SubscriptionStatus;
    cancelAtPeriodEnd: boolean;
    currentPeriodEnd: Date | null;
  } | null;
  onDefaultPlan: boolean;
  now: Date;
}): 'fall-to-free' | 'end-trial' | 'keep' {
  const live = subscription && subscription.status !== 'CANCELLED';
  const trialOver = trialEndsAt !== null && trialEndsAt <= now;
  if (subscription?.status === 'CANCELLED' || subscription?.cancelAtPeriodEnd) {
    const periodOver = !subscription.currentPeriodEnd || subscription.currentPeriodEnd <= now;
    const stillInTrial = trialEndsAt !== null && trialEndsAt > now;
    if (periodOver && !stillInTrial && !onDefaultPlan) return 'fall-to-free';
    if (periodOver && trialOver) return 'end-trial';
    return 'keep';
  }
  if (trialOver) return live ? 'end-trial' : onDefaultPlan ? 'end-trial' : 'fall-to-free';
  return 'keep';
}
