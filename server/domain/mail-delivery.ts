// When a failed e-mail is tried again and when it is given up: retried with growing pauses for 24 hours after it
// was queued (the last try falls at the 24th hour), then marked failed with the reason; and how many test e-mails
// an admin may send itself.
import { DomainError } from './errors.ts';

/** How long after it was queued an e-mail keeps being retried. */
export const mailRetryWindowMs = 24 * 60 * 60_000;

/** The pause after the first failure; it doubles after each one, up to an hour. */
export const mailFirstRetryMs = 60_000;
export const mailLongestRetryMs = 60 * 60_000;

export type MailRetryDecision = { kind: 'retry'; at: Date } | { kind: 'give-up'; reason: string };

/**
 * What follows a failed attempt: `attempts` counts the attempts made (this one included), `queuedAt` is when the
 * e-mail was queued. Pauses of 1, 2, 4, ... minutes up to an hour; the next try never falls past the window's end,
 * and a failure at or after it gives the message up.
 */
export function afterFailedAttempt(
  failure: { attempts: number; queuedAt: Date; error: string },
  now: Date,
  windowMs = mailRetryWindowMs,
): MailRetryDecision {
  const deadline = failure.queuedAt.getTime() + windowMs;
  if (now.getTime() >= deadline) {
    const tries = failure.attempts === 1 ? '1 tentativa' : `${failure.attempts} tentativas`;
    const hours = Math.round(windowMs / 3_600_000);
    return {
      kind: 'give-up',
      reason: `Não entregue após ${tries} em ${hours} horas; último erro: ${failure.error}`,
    };
  }
  const pause = Math.min(mailFirstRetryMs * 2 ** Math.max(0, failure.attempts - 1), mailLongestRetryMs);
  return { kind: 'retry', at: new Date(Math.min(now.getTime() + pause, deadline)) };
}

/** Test e-mails an admin may send itself from the 'E-mails' page: per studio, per hour. */
export const testEmailPolicy = { perWindow: 5, windowMs: 60 * 60_000 };

export class TestEmailRateLimitedError extends DomainError {
  static override readonly status = 429;
  constructor() {
    super(
      `Você já enviou ${testEmailPolicy.perWindow} e-mails de teste na última hora. Tente de novo mais tarde.`,
    );
  }
}
