import { beforeEach, describe, expect, it } from 'vitest';
import { attemptKey, finishAttempt } from './idempotency.ts';

describe('payment attempt keys', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps one key per cart until the attempt is answered, then starts a new one', () => {
    const first = attemptKey('carrinho-1');
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(attemptKey('carrinho-1')).toBe(first);
    expect(attemptKey('carrinho-2')).not.toBe(first);
    finishAttempt('carrinho-1');
    expect(attemptKey('carrinho-1')).not.toBe(first);
  });
});
