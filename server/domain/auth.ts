// Studio-admin authentication rules: lockout after repeated failures, session and reset-link lifetimes.
import { DomainError } from './errors.ts';

export const loginPolicy = {
  maxFailures: 5,
  failureWindowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
  sessionMs: 30 * 24 * 60 * 60_000,
  resetLinkMs: 60 * 60_000,
  minPasswordLength: 8,
} as const;

export class InvalidCredentialsError extends DomainError {
  override name = 'InvalidCredentialsError';
  constructor() {
    super('E-mail ou senha inválidos');
  }
}

export class TooManyAttemptsError extends DomainError {
  override name = 'TooManyAttemptsError';
  constructor(minutes: number) {
    super(
      `Muitas tentativas sem sucesso. Tente novamente em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`,
    );
  }
}

export class CaptchaRejectedError extends DomainError {
  override name = 'CaptchaRejectedError';
  constructor() {
    super('Não foi possível confirmar que você não é um robô. Atualize a página e tente novamente.');
  }
}

export class InvalidResetLinkError extends DomainError {
  override name = 'InvalidResetLinkError';
  constructor() {
    super('Este link de redefinição de senha é inválido ou expirou. Peça um novo link.');
  }
}

export interface LoginFailureState {
  failedLoginCount: number;
  lastFailedLoginAt: Date | null;
  lockedUntil: Date | null;
}

/** Minutes left of a lock, or 0 when the account may try to log in. */
export function lockMinutesLeft(state: Pick<LoginFailureState, 'lockedUntil'>, now: Date): number {
  if (!state.lockedUntil || state.lockedUntil <= now) return 0;
  return Math.ceil((state.lockedUntil.getTime() - now.getTime()) / 60_000);
}

/** The state after one more failed login: failures count within a window; the last allowed one locks. */
export function afterLoginFailure(state: LoginFailureState, now: Date): LoginFailureState {
  const recent =
    state.lastFailedLoginAt &&
    now.getTime() - state.lastFailedLoginAt.getTime() < loginPolicy.failureWindowMs;
  const failedLoginCount = recent ? state.failedLoginCount + 1 : 1;
  const locks = failedLoginCount >= loginPolicy.maxFailures;
  return {
    failedLoginCount: locks ? 0 : failedLoginCount,
    lastFailedLoginAt: now,
    lockedUntil: locks ? new Date(now.getTime() + loginPolicy.lockMs) : state.lockedUntil,
  };
}
