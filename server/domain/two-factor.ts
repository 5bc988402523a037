// Studio members' optional two-factor login (TOTP, domain/totp.ts, with recovery codes): its answers and limits.
import { DomainError } from './errors.ts';

export const twoFactorPolicy = {
  /** Wrong passwords or codes on the account page (turning it on or off) before a wait, per member. */
  accountFailures: 5,
  accountWindowMs: 15 * 60_000,
} as const;

/** The password was right and the account asks for its second factor: the login form shows the code field. */
export class TwoFactorCodeRequiredError extends DomainError {
  static override readonly status = 401;
  constructor() {
    super('Informe o código de verificação do seu aplicativo autenticador.');
  }
}

export class InvalidTwoFactorCodeError extends DomainError {
  static override readonly status = 401;
  constructor() {
    super(
      'Código de verificação inválido. Confira o código no aplicativo (ou o código de recuperação) e tente de novo.',
    );
  }
}

/** Turning the second factor on or off: a wrong password, a step out of order. */
export class TwoFactorSetupError extends DomainError {}
