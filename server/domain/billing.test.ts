import { describe, expect, it } from 'vitest';
import {
  addCycle,
  afterCharge,
  assertFitsStorage,
  chargeOutcome,
  cyclePriceCents,
  DowngradeBelowUsageError,
  dailyOutcome,
  type PricedPlan,
  planChangeKind,
  prorationCents,
  subscriptionStatusOf,
  trialDaysLeft,
} from './billing.ts';

const gb = 1_000_000_000n;
const free: PricedPlan = {
  id: 'g',
  name: 'Gratuito',
  priceMonthlyCents: 0,
  priceYearlyCents: 0,
  highResStorageLimitBytes: 2n * gb,
};
const pro: PricedPlan = {
  id: 'p',
  name: 'Profissional',
  priceMonthlyCents: 7_900,
  priceYearlyCents: 79_000,
  highResStorageLimitBytes: 100n * gb,
};
const studio: PricedPlan = {
  id: 'e',
  name: 'Estúdio',
  priceMonthlyCents: 19_900,
  priceYearlyCents: 199_000,
  highResStorageLimitBytes: 500n * gb,
};
const day = 86_400_000;

describe('prices and periods', () => {
  it('takes the price of the cycle', () => {
    expect(cyclePriceCents(pro, 'MONTHLY')).toBe(7_900);
    expect(cyclePriceCents(pro, 'YEARLY')).toBe(79_000);
  });

  it.each([
    ['2026-01-15T12:00:00Z', 'MONTHLY', 1, '2026-02-15T12:00:00.000Z'],
    ['2026-01-31T12:00:00Z', 'MONTHLY', 1, '2026-02-28T12:00:00.000Z'],
    ['2026-03-31T12:00:00Z', 'MONTHLY', -1, '2026-02-28T12:00:00.000Z'],
    ['2024-02-29T00:00:00Z', 'YEARLY', 1, '2025-02-28T00:00:00.000Z'],
  ] as const)('%s plus one %s cycle (%i) is %s', (from, cycle, direction, to) => {
    expect(addCycle(new Date(from), cycle, direction).toISOString()).toBe(to);
  });
});

describe('plan changes', () => {
  it('reads up and down by price, then storage', () => {
    expect(planChangeKind(pro, studio, 'MONTHLY')).toBe('upgrade');
    expect(planChangeKind(studio, pro, 'YEARLY')).toBe('downgrade');
    expect(planChangeKind(pro, pro, 'MONTHLY')).toBe('same');
    expect(planChangeKind(pro, { ...pro, id: 'x', highResStorageLimitBytes: gb }, 'MONTHLY')).toBe(
      'downgrade',
    );
  });

  it('charges an upgrade the difference for the share of the period left', () => {
    const periodEnd = new Date('2026-02-15T00:00:00Z');
    const halfway = new Date(periodEnd.getTime() - 31 * day * 0.5);
    expect(
      prorationCents({
        fromPriceCents: 7_900,
        toPriceCents: 19_900,
        cycle: 'MONTHLY',
        periodEnd,
        now: halfway,
      }),
    ).toBe(6_000);
    // Nothing left, nothing to add; a cheaper plan is never credited.
    expect(
      prorationCents({
        fromPriceCents: 7_900,
        toPriceCents: 19_900,
        cycle: 'MONTHLY',
        periodEnd,
        now: periodEnd,
      }),
    ).toBe(0);
    expect(
      prorationCents({
        fromPriceCents: 19_900,
        toPriceCents: 7_900,
        cycle: 'MONTHLY',
        periodEnd,
        now: halfway,
      }),
    ).toBe(0);
    expect(
      prorationCents({
        fromPriceCents: 7_900,
        toPriceCents: 19_900,
        cycle: 'MONTHLY',
        periodEnd: null,
        now: halfway,
      }),
    ).toBe(0);
  });

  it('refuses a plan smaller than the storage in use, in Portuguese', () => {
    expect(() => assertFitsStorage(2n * gb, free)).not.toThrow();
    expect(() => assertFitsStorage(3n * gb, free)).toThrow(DowngradeBelowUsageError);
    expect(() => assertFitsStorage(3n * gb, free)).toThrow(
      'Não é possível mudar para o plano Gratuito: você usa 3 GB em fotos de alta resolução, e o plano permite 2 GB. Apague fotos ou escolha um plano maior.',
    );
  });
});

describe('charges', () => {
  it.each([
    [{ status: 'processed', paymentStatus: 'approved' }, 'approved'],
    [{ status: 'recycling', paymentStatus: 'rejected' }, 'refused'],
    [{ status: 'recycling', paymentStatus: null }, 'refused'],
    [{ status: 'cancelled', paymentStatus: null }, 'refused'],
    [{ status: 'scheduled', paymentStatus: null }, 'waiting'],
  ] as const)('%o is %s', (charge, outcome) => {
    expect(chargeOutcome(charge)).toBe(outcome);
  });

  it('maps preapproval statuses', () => {
    expect(subscriptionStatusOf('authorized')).toBe('AUTHORIZED');
    expect(subscriptionStatusOf('pending')).toBe('PENDING');
    expect(subscriptionStatusOf('paused')).toBe('PAST_DUE');
    expect(subscriptionStatusOf('cancelled')).toBe('CANCELLED');
    expect(subscriptionStatusOf('finished')).toBe('CANCELLED');
  });

  const active = {
    status: 'AUTHORIZED' as const,
    cycle: 'MONTHLY' as const,
    currentPeriodEnd: new Date('2026-02-15T00:00:00Z'),
    cancelAtPeriodEnd: false,
  };

  it('goes pending on a refused cycle (once), and active again when a charge is approved', () => {
    const refused = afterCharge(active, 'refused', new Date('2026-02-15T01:00:00Z'));
    expect(refused).toMatchObject({ status: 'PAST_DUE', studioPlanStatus: 'PENDING', newlyRefused: true });
    const again = afterCharge({ ...active, status: 'PAST_DUE' }, 'refused', new Date('2026-02-16T01:00:00Z'));
    expect(again.newlyRefused).toBe(false);
    const recovered = afterCharge(
      { ...active, status: 'PAST_DUE' },
      'approved',
      new Date('2026-02-17T00:00:00Z'),
    );
    expect(recovered).toMatchObject({ status: 'AUTHORIZED', studioPlanStatus: 'ACTIVE', cyclePaid: true });
    expect(recovered.currentPeriodEnd?.toISOString()).toBe('2026-03-17T00:00:00.000Z');
  });

  it('opens the next period from the end of the paid one when charged early', () => {
    const early = afterCharge(active, 'approved', new Date('2026-02-14T00:00:00Z'));
    expect(early.currentPeriodEnd?.toISOString()).toBe('2026-03-15T00:00:00.000Z');
  });

  it('leaves a cancelled subscription cancelled', () => {
    const late = afterCharge({ ...active, status: 'CANCELLED' }, 'refused', new Date());
    expect(late).toMatchObject({ status: 'CANCELLED', studioPlanStatus: 'ACTIVE', newlyRefused: false });
  });
});

describe('the daily check', () => {
  const now = new Date('2026-03-01T04:00:00Z');
  const past = new Date(now.getTime() - day);
  const future = new Date(now.getTime() + day);

  it.each([
    [
      'trial over, no subscription',
      { trialEndsAt: past, subscription: null, onDefaultPlan: false },
      'fall-to-free',
    ],
    ['trial running', { trialEndsAt: future, subscription: null, onDefaultPlan: false }, 'keep'],
    [
      'trial over, subscribed',
      {
        trialEndsAt: past,
        subscription: { status: 'AUTHORIZED', cancelAtPeriodEnd: false, currentPeriodEnd: future },
        onDefaultPlan: false,
      },
      'end-trial',
    ],
    [
      'no trial, subscribed',
      {
        trialEndsAt: null,
        subscription: { status: 'AUTHORIZED', cancelAtPeriodEnd: false, currentPeriodEnd: future },
        onDefaultPlan: false,
      },
      'keep',
    ],
    [
      'cancelled, period running',
      {
        trialEndsAt: null,
        subscription: { status: 'CANCELLED', cancelAtPeriodEnd: true, currentPeriodEnd: future },
        onDefaultPlan: false,
      },
      'keep',
    ],
    [
      'cancelled, period over',
      {
        trialEndsAt: null,
        subscription: { status: 'CANCELLED', cancelAtPeriodEnd: true, currentPeriodEnd: past },
        onDefaultPlan: false,
      },
      'fall-to-free',
    ],
    [
      'cancelled, already free',
      {
        trialEndsAt: null,
        subscription: { status: 'CANCELLED', cancelAtPeriodEnd: true, currentPeriodEnd: past },
        onDefaultPlan: true,
      },
      'keep',
    ],
    [
      'cancelled in trial',
      {
        trialEndsAt: future,
        subscription: { status: 'CANCELLED', cancelAtPeriodEnd: true, currentPeriodEnd: null },
        onDefaultPlan: false,
      },
      'keep',
    ],
  ] as const)('%s: %s', (_name, input, outcome) => {
    expect(dailyOutcome({ ...input, now })).toBe(outcome);
  });

  it('counts the trial days left', () => {
    expect(trialDaysLeft(new Date(now.getTime() + 13.5 * day), now)).toBe(14);
    expect(trialDaysLeft(past, now)).toBe(0);
    expect(trialDaysLeft(null, now)).toBe(0);
  });
});
