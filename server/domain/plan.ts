// Plan rules: what an upload may use (storage for originals, the largest photo file), which features a plan
// includes, and how the studio's plan reads (trial days left).
import { DomainError } from './errors.ts';

export class PlanLimitReachedError extends DomainError {
  static override readonly status = 403;
  constructor() {
    super('Limite do plano atingido');
  }
}

export class PlanPendingError extends DomainError {
  static override readonly status = 403;
  constructor() {
    super('Pendências no plano. Upload não realizado');
  }
}

export interface PlanUsage {
  planStatus: 'ACTIVE' | 'PENDING';
  usedBytes: bigint;
  limitBytes: bigint;
}

export function isLimitReached(usage: PlanUsage): boolean {
  return usage.usedBytes >= usage.limitBytes;
}

/** Throws the spec's error when a file of this size may not be stored now. */
export function assertUploadAllowed(usage: PlanUsage, bytes: number): void {
  if (usage.planStatus === 'PENDING') throw new PlanPendingError();
  if (usage.usedBytes + BigInt(bytes) > usage.limitBytes) throw new PlanLimitReachedError();
}

/** The largest photo file any plan may allow (what the operator's editor accepts; request bodies stop there). */
export const maxPlanPhotoBytes = 200 * 1024 * 1024;

/** A size in whole or decimal megabytes as the spec writes it: '6MB', '20MB', '7,5MB'. */
export function megabytesLabel(bytes: number): string {
  const megabytes = Math.round((bytes / (1024 * 1024)) * 10) / 10;
  return `${megabytes.toLocaleString('pt-BR', { maximumFractionDigits: 1 })}MB`;
}

/** The features a plan may include (team size is a number, enforced by the team's rules). */
export type PlanFeature = 'selfieSearch' | 'raceNumbers' | 'customDomain';

/** How a feature is named in a sentence, with the pronoun that agrees with it. */
const featureWords: Record<PlanFeature, { name: string; included: string; pronoun: string }> = {
  selfieSearch: { name: 'A busca por selfie', included: 'incluída', pronoun: 'Ela' },
  raceNumbers: { name: 'A busca pelo número de peito', included: 'incluída', pronoun: 'Ela' },
  customDomain: { name: 'O domínio próprio', included: 'incluído', pronoun: 'Ele' },
};

/** The message of a feature the studio's plan lacks, naming the plan that includes it (when one is offered). */
export function featureUnavailableMessage(
  feature: PlanFeature,
  planName: string,
  includedIn: string | null,
): string {
  const words = featureWords[feature];
  const missing = `${words.name} não está ${words.included} no plano ${planName}.`;
  return includedIn ? `${missing} ${words.pronoun} faz parte do plano ${includedIn}.` : missing;
}

export class PlanFeatureUnavailableError extends DomainError {
  static override readonly status = 403;
  constructor(feature: PlanFeature, planName: string, includedIn: string | null) {
    super(featureUnavailableMessage(feature, planName, includedIn));
  }
}

/** Whole days of trial left (a part of a day counts as a day), or null when the studio is not in trial. */
export function trialDaysLeft(trialEndsAt: Date | null, now: Date): number | null {
  if (!trialEndsAt || trialEndsAt.getTime() <= now.getTime()) return null;
  return Math.ceil((trialEndsAt.getTime() - now.getTime()) / 86_400_000);
}
