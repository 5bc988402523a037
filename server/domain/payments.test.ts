import { describe, expect, it } from 'vitest';
import { allowsDownloads, movesForward, paymentStatusOf } from './payments.ts';

describe('paymentStatusOf', () => {
  it.each([
    ['approved', 'APPROVED'],
    ['in_process', 'PENDING'],
    ['authorized', 'PENDING'],
    ['in_mediation', 'PENDING'],
    ['pending', 'PENDING'],
    ['rejected', 'REJECTED'],
    ['cancelled', 'CANCELLED'],
    ['refunded', 'REFUNDED'],
    ['charged_back', 'CHARGED_BACK'],
  ] as const)('%s -> %s', (provider, ours) => {
    expect(paymentStatusOf(provider)).toBe(ours);
  });
});

describe('movesForward', () => {
  it.each([
    ['PENDING', 'APPROVED', true],
    ['PENDING', 'CANCELLED', true],
    ['APPROVED', 'REFUNDED', true],
    ['APPROVED', 'PENDING', false],
    ['APPROVED', 'APPROVED', false],
    ['REJECTED', 'PENDING', false],
    ['REFUNDED', 'APPROVED', false],
    ['CANCELLED', 'REJECTED', false],
  ] as const)('%s -> %s: %s', (current, next, allowed) => {
    expect(movesForward(current, next)).toBe(allowed);
  });
});

describe('allowsDownloads', () => {
  it('opens for paid and exempt orders only', () => {
    expect(['APPROVED', 'EXEMPT'].every((status) => allowsDownloads(status as never))).toBe(true);
    expect(
      ['PENDING', 'REJECTED', 'CANCELLED', 'REFUNDED', 'CHARGED_BACK'].some((status) =>
        allowsDownloads(status as never),
      ),
    ).toBe(false);
  });
});
