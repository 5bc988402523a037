// Plan rules for high-resolution storage: what an upload may use.
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
