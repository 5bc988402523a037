import { describe, expect, it } from 'vitest';
import {
  afterLoginFailure,
  type LoginFailureState,
  lockMinutesLeft,
  loginPolicy,
  TooManyAttemptsError,
} from './auth.ts';

const start = new Date('2026-11-21T12:00:00Z');
const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);

describe('afterLoginFailure', () => {
  it('locks the account for 15 minutes on the fifth failure within 15 minutes', () => {
    let state: LoginFailureState = { failedLoginCount: 0, lastFailedLoginAt: null, lockedUntil: null };
    for (let attempt = 1; attempt < loginPolicy.maxFailures; attempt++) {
      state = afterLoginFailure(state, at(attempt));
      expect(lockMinutesLeft(state, at(attempt))).toBe(0);
    }
    state = afterLoginFailure(state, at(5));
    expect(lockMinutesLeft(state, at(5))).toBe(15);
    expect(lockMinutesLeft(state, at(19.5))).toBe(1);
    expect(lockMinutesLeft(state, at(20))).toBe(0);
  });

  it('starts counting again after a quiet window', () => {
    let state: LoginFailureState = { failedLoginCount: 4, lastFailedLoginAt: at(0), lockedUntil: null };
    state = afterLoginFailure(state, at(16));
    expect(state.failedLoginCount).toBe(1);
    expect(state.lockedUntil).toBeNull();
  });
});

describe('TooManyAttemptsError', () => {
  it('says how long to wait', () => {
    expect(new TooManyAttemptsError(1).message).toBe(
      'Muitas tentativas sem sucesso. Tente novamente em 1 minuto.',
    );
    expect(new TooManyAttemptsError(15).message).toBe(
      'Muitas tentativas sem sucesso. Tente novamente em 15 minutos.',
    );
  });
});
