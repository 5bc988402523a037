import { describe, expect, it } from 'vitest';
import { loginWaitMs, TooManyAttemptsError } from './auth.ts';

describe('loginWaitMs', () => {
  it('lets five failures pass, then waits 15 s doubling up to 5 minutes', () => {
    expect([0, 1, 4].map(loginWaitMs)).toEqual([0, 0, 0]);
    expect([5, 6, 7, 8, 9].map(loginWaitMs)).toEqual([15_000, 30_000, 60_000, 120_000, 240_000]);
    expect([10, 50, 10_000].map(loginWaitMs)).toEqual([300_000, 300_000, 300_000]);
  });
});

describe('TooManyAttemptsError', () => {
  it('says how long to wait', () => {
    expect(new TooManyAttemptsError(60_000).message).toBe(
      'Muitas tentativas sem sucesso. Tente novamente em 1 minuto.',
    );
    expect(new TooManyAttemptsError(15 * 60_000).message).toBe(
      'Muitas tentativas sem sucesso. Tente novamente em 15 minutos.',
    );
    expect(new TooManyAttemptsError(15_000).message).toBe(
      'Muitas tentativas sem sucesso. Tente novamente em 15 segundos.',
    );
    expect(new TooManyAttemptsError(90_000).message).toBe(
      'Muitas tentativas sem sucesso. Tente novamente em 2 minutos.',
    );
  });
});
