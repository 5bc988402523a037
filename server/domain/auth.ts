// Studio-admin authentication rules: waits that grow after repeated failures (never a long lockout: the owner must
// always get back in), limits per address, session and reset-link lifetimes.
import { DomainError } from './errors.ts';

export const loginPolicy = {
  /** Failed logins of one e-mail in a row before any wait. */
  freeFailures: 5,
  /** The first wait, doubled at each further failure up to maxWaitMs. */
  firstWaitMs: 15_000,
  maxWaitMs: 5 * 60_000,
  /** Failures older than this are forgotten. */
  failureMemoryMs: 60 * 60_000,
  /** Failed logins from one address (any e-mail, known or not) per window. */
  addressFailures: 30,
  addressWindowMs: 15 * 60_000,
  sessionMs: 30 * 24 * 60 * 60_000,
  resetLinkMs: 60 * 60_000,
  minPasswordLength: 8,
} as const;

/** What an admin call without a valid session answers (GraphQL UNAUTHENTICATED, REST 401): sign in again. */
export const signInAgainMessage = 'Sua sessão expirou ou não é válida. Faça login novamente.';

/** How long the next login of an e-mail waits after `failures` failures in a row: none, then 15 s doubling to 5 min. */
export function loginWaitMs(failures: number): number {
  if (failures < loginPolicy.freeFailures) return 0;
  const doublings = Math.min(failures - loginPolicy.freeFailures, 20);
  return Math.min(loginPolicy.firstWaitMs * 2 ** doublings, loginPolicy.maxWaitMs);
}

/** A login counter (an e-mail's, or a known browser's) as stored: failures in a row, since when, blocked until. */
export interface LoginCounter {
  count: number;
  windowStartsAt: Date;
  blockedUntil: Date | null;
}

export type LoginAttemptDecision =
  | { kind: 'wait'; waitMs: number }
  /** Go on, counted in advance as failure number `failures` (the right password clears it). */
  | { kind: 'try'; failures: number; blockedUntil: Date | null };

/** One more attempt on a counter: refused while it waits; else one more failure, forgotten after an hour. */
export function loginAttemptDecision(counter: LoginCounter | null, now: Date): LoginAttemptDecision {
  if (counter?.blockedUntil && counter.blockedUntil > now)
    return { kind: 'wait', waitMs: counter.blockedUntil.getTime() - now.getTime() };
  const forgotten =
    !counter || now.getTime() - counter.windowStartsAt.getTime() > loginPolicy.failureMemoryMs;
  const failures = (forgotten ? 0 : counter.count) + 1;
  const wait = loginWaitMs(failures);
  return { kind: 'try', failures, blockedUntil: wait ? new Date(now.getTime() + wait) : null };
}

export class InvalidCredentialsError extends DomainError {
  static override readonly status = 401;
  constructor() {
    super('E-mail ou senha inválidos');
  }
}

/** A wait in words: seconds under a minute, else whole minutes (rounded up). */
function waitWords(ms: number): string {
  if (ms < 60_000) {
    const seconds = Math.max(1, Math.ceil(ms / 1000));
    return `${seconds} ${seconds === 1 ? 'segundo' : 'segundos'}`;
  }
  const minutes = Math.ceil(ms / 60_000);
  return `${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`;
}

export class TooManyAttemptsError extends DomainError {
  static override readonly status = 429;
  constructor(waitMs: number) {
    super(`Muitas tentativas sem sucesso. Tente novamente em ${waitWords(waitMs)}.`);
  }
}

export class CaptchaRejectedError extends DomainError {
  constructor() {
    super('Não foi possível confirmar que você não é um robô. Atualize a página e tente novamente.');
  }
}

export class InvalidResetLinkError extends DomainError {
  static override readonly status = 401;
  constructor() {
    super('Este link de redefinição de senha é inválido ou expirou. Peça um novo link.');
  }
}
