import { describe, expect, it } from 'vitest';
import {
  centsToReais,
  checkPlanSettings,
  extendedTrialEnd,
  monthlyRecurringRevenueCents,
  OperatorActionError,
  PlanSettingsError,
  reaisToCents,
  studioState,
  suspendReason,
  weeklySeries,
  weekStart,
} from './operator.ts';

describe('prices typed in reais', () => {
  it.each([
    ['79', 7_900],
    ['79,9', 7_990],
    ['79,90', 7_990],
    ['R$ 1.234,50', 123_450],
    ['1.234', 123_400],
    ['79.90', 7_990],
    ['0', 0],
  ])('%s is %i centavos', (typed, cents) => {
    expect(reaisToCents(typed)).toBe(cents);
  });

  it.each(['', 'dez', '-5', '1,234', '7,999'])('refuses %j', (typed) => {
    expect(reaisToCents(typed)).toBeNull();
  });

  it('shows centavos as reais for the field', () => {
    expect(centsToReais(7_990)).toBe('79,90');
    expect(centsToReais(5)).toBe('0,05');
  });
});

describe('studio state', () => {
  const now = new Date('2026-11-27T12:00:00Z');
  const later = new Date('2026-12-01T00:00:00Z');
  it.each([
    [{ suspendedAt: now, trialEndsAt: later, planStatus: 'ACTIVE' as const }, 'SUSPENDED'],
    [{ suspendedAt: null, trialEndsAt: later, planStatus: 'PENDING' as const }, 'TRIAL'],
    [{ suspendedAt: null, trialEndsAt: new Date('2026-11-01'), planStatus: 'PENDING' as const }, 'PENDING'],
    [{ suspendedAt: null, trialEndsAt: null, planStatus: 'ACTIVE' as const }, 'ACTIVE'],
  ])('%o is %s', (studio, state) => {
    expect(studioState(studio, now)).toBe(state);
  });
});

describe('operator actions', () => {
  const now = new Date('2026-11-27T12:00:00Z');
  it('extends a running trial from its end, an ended one from now', () => {
    expect(extendedTrialEnd(new Date('2026-12-01T12:00:00Z'), 7, now).toISOString()).toBe(
      '2026-12-08T12:00:00.000Z',
    );
    expect(extendedTrialEnd(new Date('2026-11-01T00:00:00Z'), 7, now).toISOString()).toBe(
      '2026-12-04T12:00:00.000Z',
    );
    expect(extendedTrialEnd(null, 1, now).toISOString()).toBe('2026-11-28T12:00:00.000Z');
    expect(() => extendedTrialEnd(null, 0, now)).toThrow(OperatorActionError);
    expect(() => extendedTrialEnd(null, 366, now)).toThrow(OperatorActionError);
  });

  it('needs a reason to suspend', () => {
    expect(suspendReason('  Pagamento em disputa  ')).toBe('Pagamento em disputa');
    expect(() => suspendReason('   ')).toThrow(OperatorActionError);
    expect(() => suspendReason('x'.repeat(501))).toThrow(OperatorActionError);
  });

  it('keeps the default plan free and the trial plan with trial days', () => {
    const plan = {
      code: 'basico',
      name: 'Básico',
      priceMonthlyCents: 1_000,
      priceYearlyCents: 10_000,
      highResStorageLimitBytes: 1n,
      maxPhotoBytes: 6 * 1024 * 1024,
      selfieSearch: false,
      raceNumbers: false,
      customDomain: false,
      teamSize: 1,
      trialDays: 0,
      isPublic: true,
      sortOrder: 0,
      isDefault: false,
      isTrialPlan: false,
    };
    expect(checkPlanSettings({ ...plan, code: ' basico ' }).code).toBe('basico');
    expect(() => checkPlanSettings({ ...plan, isDefault: true })).toThrow(PlanSettingsError);
    expect(() => checkPlanSettings({ ...plan, isTrialPlan: true })).toThrow(PlanSettingsError);
    expect(() => checkPlanSettings({ ...plan, code: 'Básico' })).toThrow(PlanSettingsError);
  });
});

describe('figures', () => {
  it('counts weeks from Monday, filling weeks without sign-ups', () => {
    expect(weekStart(new Date('2026-11-29T23:00:00Z')).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    const series = weeklySeries(
      [{ week: new Date('2026-11-23T00:00:00Z'), count: 4 }],
      3,
      new Date('2026-11-27'),
    );
    expect(series.map((row) => [row.week.toISOString().slice(0, 10), row.count])).toEqual([
      ['2026-11-09', 0],
      ['2026-11-16', 0],
      ['2026-11-23', 4],
    ]);
  });

  it('counts recurring revenue from paying studios only', () => {
    expect(
      monthlyRecurringRevenueCents([
        { state: 'ACTIVE', priceMonthlyCents: 7_900, count: 3 },
        { state: 'TRIAL', priceMonthlyCents: 7_900, count: 5 },
        { state: 'PENDING', priceMonthlyCents: 19_900, count: 1 },
        { state: 'SUSPENDED', priceMonthlyCents: 19_900, count: 1 },
      ]),
    ).toBe(23_700);
  });
});
