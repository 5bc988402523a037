import { describe, expect, it } from 'vitest';
import { assertUploadAllowed, isLimitReached, PlanLimitReachedError, PlanPendingError } from './plan.ts';

const active = { planStatus: 'ACTIVE' as const, usedBytes: 900n, limitBytes: 1000n };

describe('assertUploadAllowed', () => {
  it('allows a file that fits', () => {
    expect(() => assertUploadAllowed(active, 100)).not.toThrow();
  });
  it('refuses a file beyond the limit', () => {
    expect(() => assertUploadAllowed(active, 101)).toThrow(PlanLimitReachedError);
    expect(() => assertUploadAllowed(active, 101)).toThrow('Limite do plano atingido');
  });
  it('refuses any upload while the plan has pending issues', () => {
    expect(() => assertUploadAllowed({ ...active, planStatus: 'PENDING' }, 1)).toThrow(PlanPendingError);
    expect(() => assertUploadAllowed({ ...active, planStatus: 'PENDING' }, 1)).toThrow(
      'Pendências no plano. Upload não realizado',
    );
  });
});

describe('isLimitReached', () => {
  it('is reached at the limit', () => {
    expect(isLimitReached({ ...active, usedBytes: 1000n })).toBe(true);
    expect(isLimitReached(active)).toBe(false);
  });
});
