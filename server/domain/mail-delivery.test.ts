import { describe, expect, it } from 'vitest';
import { afterFailedAttempt, mailRetryWindowMs } from './mail-delivery.ts';

const queuedAt = new Date('2026-11-27T00:00:00Z');
const minutes = (count: number) => new Date(queuedAt.getTime() + count * 60_000);
const failure = (attempts: number) => ({ attempts, queuedAt, error: '451 Try again later' });

describe('the retry window of an e-mail', () => {
  it('is 24 hours', () => {
    expect(mailRetryWindowMs).toBe(86_400_000);
  });

  it.each([
    [1, 0, 1],
    [2, 1, 3],
    [3, 3, 7],
    [6, 31, 63],
    [7, 63, 123],
    [20, 600, 660],
  ])('after attempt %i failing at minute %i, tries again at minute %i', (attempts, at, next) => {
    expect(afterFailedAttempt(failure(attempts), minutes(at))).toEqual({ kind: 'retry', at: minutes(next) });
  });

  it('makes the last try at the 24th hour, not past it', () => {
    expect(afterFailedAttempt(failure(30), minutes(24 * 60 - 10))).toEqual({
      kind: 'retry',
      at: minutes(24 * 60),
    });
  });

  it('gives up a failure at or after the 24th hour, saying how many tries and the last error', () => {
    for (const at of [24 * 60, 24 * 60 + 5, 3 * 24 * 60])
      expect(afterFailedAttempt(failure(31), minutes(at))).toEqual({
        kind: 'give-up',
        reason: 'Não entregue após 31 tentativas em 24 horas; último erro: 451 Try again later',
      });
  });

  it('takes a shorter window when given one', () => {
    expect(afterFailedAttempt(failure(1), minutes(1), 60_000)).toMatchObject({ kind: 'give-up' });
    expect(afterFailedAttempt(failure(1), minutes(0), 60_000)).toEqual({ kind: 'retry', at: minutes(1) });
  });
});
