// The platform operator's rules: login answers, suspension, plan settings typed in reais, the console's figures.
import { DomainError } from './errors.ts';

export const operatorPolicy = {
  /** Operator sessions are short: the console holds every studio. */
  sessionMs: 12 * 60 * 60_000,
  recoveryCodes: 10,
  /** Payments waiting longer than this need a hand. */
  pendingPaymentMs: 24 * 60 * 60_000,
  /** Longest trial extension in one step. */
  maxTrialExtensionDays: 365,
  maxSuspendReasonLength: 500,
} as const;

export class InvalidOperatorCredentialsError extends DomainError {
  static override readonly status = 401;
  constructor() {
    super('E-mail, senha ou código de verificação inválidos');
  }
}

export class PlanSettingsError extends DomainError {}

export class StudioSuspendedError extends DomainError {
  static override readonly status = 403;
  constructor() {
    super('Esta loja está suspensa e não aceita pedidos no momento.');
  }
}

export class OperatorActionError extends DomainError {}

/** Reais as people type them ("79", "79,90", "1.234,50", "79.9") to integer centavos; null when not a price. */
export function reaisToCents(typed: string): number | null {
  let text = typed.trim().replace(/^R\$\s*/i, '');
  if (!text) return null;
  if (text.includes(',')) text = text.replaceAll('.', '').replace(',', '.');
  else if (/^\d{1,3}(\.\d{3})+$/.test(text)) text = text.replaceAll('.', '');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const [whole, fraction = ''] = text.split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** Integer centavos as reais for an input field: 7990 -> "79,90". */
export function centsToReais(cents: number): string {
  return `${Math.trunc(cents / 100)},${String(Math.abs(cents % 100)).padStart(2, '0')}`;
}

export type StudioState = 'SUSPENDED' | 'TRIAL' | 'PENDING' | 'ACTIVE';

/** What the console calls a studio: suspended first, then in trial, then its plan status. */
export function studioState(
  studio: { suspendedAt: Date | null; trialEndsAt: Date | null; planStatus: 'ACTIVE' | 'PENDING' },
  now: Date,
): StudioState {
  if (studio.suspendedAt) return 'SUSPENDED';
  if (studio.trialEndsAt && studio.trialEndsAt > now) return 'TRIAL';
  return studio.planStatus;
}

/** The reason an owner reads: trimmed, required, bounded. */
export function suspendReason(typed: string): string {
  const reason = typed.trim();
  if (!reason) throw new OperatorActionError('Informe o motivo da suspensão: o dono da loja vai lê-lo.');
  if (reason.length > operatorPolicy.maxSuspendReasonLength)
    throw new OperatorActionError(
      `O motivo pode ter até ${operatorPolicy.maxSuspendReasonLength} caracteres.`,
    );
  return reason;
}

/** A trial extended by `days` from its end, or from now when it already ended (or never began). */
export function extendedTrialEnd(trialEndsAt: Date | null, days: number, now: Date): Date {
  if (!Number.isInteger(days) || days < 1 || days > operatorPolicy.maxTrialExtensionDays)
    throw new OperatorActionError(
      `Informe de 1 a ${operatorPolicy.maxTrialExtensionDays} dias para estender o período de teste.`,
    );
  const from = trialEndsAt && trialEndsAt > now ? trialEndsAt : now;
  return new Date(from.getTime() + days * 24 * 60 * 60_000);
}

export interface PlanSettings {
  code: string;
  name: string;
  priceMonthlyCents: number;
  priceYearlyCents: number;
  highResStorageLimitBytes: bigint;
  maxPhotoBytes: number;
  selfieSearch: boolean;
  raceNumbers: boolean;
  customDomain: boolean;
  teamSize: number;
  trialDays: number;
  isPublic: boolean;
  sortOrder: number;
  isDefault: boolean;
  isTrialPlan: boolean;
}

/** A plan's settings as the editor sends them, refused with the field's problem in Portuguese. */
export function checkPlanSettings(plan: PlanSettings): PlanSettings {
  const code = plan.code.trim();
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(code))
    throw new PlanSettingsError('O código do plano usa letras minúsculas, números e hífens.');
  const name = plan.name.trim();
  if (!name) throw new PlanSettingsError('Informe o nome do plano.');
  if (plan.priceMonthlyCents < 0 || plan.priceYearlyCents < 0)
    throw new PlanSettingsError('O preço não pode ser negativo.');
  if (plan.highResStorageLimitBytes < 0n)
    throw new PlanSettingsError('O armazenamento não pode ser negativo.');
  if (plan.maxPhotoBytes < 1024 * 1024)
    throw new PlanSettingsError('O tamanho máximo da foto é de pelo menos 1 MB.');
  if (plan.teamSize < 1) throw new PlanSettingsError('A equipe tem pelo menos 1 pessoa.');
  if (plan.trialDays < 0 || plan.trialDays > 365)
    throw new PlanSettingsError('O período de teste vai de 0 a 365 dias.');
  if (plan.isDefault && plan.priceMonthlyCents > 0)
    throw new PlanSettingsError('O plano padrão é gratuito: as lojas voltam para ele sem pagar.');
  if (plan.isTrialPlan && plan.trialDays < 1)
    throw new PlanSettingsError('O plano de teste precisa de pelo menos 1 dia de teste.');
  return { ...plan, code, name };
}

/** Monday 00:00 UTC of the week a moment falls in: sign-ups are counted per week. */
export function weekStart(at: Date): Date {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  const shift = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - shift * 24 * 60 * 60_000);
}

/** The last `weeks` weeks up to now, each with its count (weeks without sign-ups count 0). */
export function weeklySeries(counts: { week: Date; count: number }[], weeks: number, now: Date) {
  const byWeek = new Map(counts.map((row) => [weekStart(row.week).getTime(), row.count]));
  const last = weekStart(now).getTime();
  const week = 7 * 24 * 60 * 60_000;
  return Array.from({ length: weeks }, (_, index) => {
    const start = new Date(last - (weeks - 1 - index) * week);
    return { week: start, count: byWeek.get(start.getTime()) ?? 0 };
  });
}

/** Monthly recurring revenue: the monthly price of every paying studio (ACTIVE: not suspended, in trial or owing). */
export function monthlyRecurringRevenueCents(
  studios: { state: StudioState; priceMonthlyCents: number; count: number }[],
): number {
  return studios
    .filter((row) => row.state === 'ACTIVE')
    .reduce((sum, row) => sum + row.priceMonthlyCents * row.count, 0);
}
