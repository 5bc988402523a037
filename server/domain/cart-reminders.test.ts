import { describe, expect, it } from 'vitest';
import {
  CartReminderSettingsError,
  checkReminderDelay,
  normalisedEmail,
  type ReminderCandidate,
  reminderDue,
  reminderLinkValid,
} from './cart-reminders.ts';

const left = new Date('2026-11-20T12:00:00Z');
const hoursAfter = (hours: number, ms = 0) => new Date(left.getTime() + hours * 60 * 60_000 + ms);

const cart = (overrides: Partial<ReminderCandidate> = {}): ReminderCandidate => ({
  status: 'SHOPPING',
  email: 'maria@exemplo.com',
  itemCount: 2,
  totalCents: 2500,
  paid: false,
  reminded: false,
  optedOut: false,
  lastChangeAt: left,
  ...overrides,
});

describe('reminderDue', () => {
  it.each<[string, number, number, boolean]>([
    ['1 h: a millisecond early', 1, -1, false],
    ['1 h: exactly the delay', 1, 0, true],
    ['6 h: a millisecond early', 6, -1, false],
    ['6 h: exactly the delay', 6, 0, true],
    ['24 h: an hour early', 24, -3_600_000, false],
    ['48 h: a day late', 48, 86_400_000, true],
  ])('%s', (_case, delay, offsetMs, due) => {
    expect(reminderDue(cart(), delay, hoursAfter(delay, offsetMs))).toBe(due);
  });

  it.each<[string, Partial<ReminderCandidate>]>([
    ['without the customer’s e-mail', { email: '' }],
    ['empty', { itemCount: 0 }],
    ['with nothing to pay', { totalCents: 0 }],
    ['paid', { paid: true }],
    ['already delivering (paid or exempt)', { status: 'PREPARING_DELIVERY' }],
    ['reminded already', { reminded: true }],
    ['to an address that opted out', { optedOut: true }],
  ])('never reminds a cart %s', (_case, overrides) => {
    expect(reminderDue(cart(overrides), 1, hoursAfter(100))).toBe(false);
  });

  it('reminds a cart waiting for a payment that never came', () => {
    expect(reminderDue(cart({ status: 'AWAITING_PAYMENT' }), 6, hoursAfter(6))).toBe(true);
  });

  it('does nothing while reminders are off', () => {
    expect(reminderDue(cart(), null, hoursAfter(1000))).toBe(false);
  });
});

describe('the delay setting', () => {
  it('takes 1, 6, 24 or 48 hours, or off', () => {
    expect([1, 6, 24, 48, null].map(checkReminderDelay)).toEqual([1, 6, 24, 48, null]);
    for (const wrong of [0, 2, 12, 72, -1, 1.5]) {
      expect(() => checkReminderDelay(wrong)).toThrow(CartReminderSettingsError);
    }
  });
});

describe('the e-mail’s links', () => {
  it('bring the cart back for 30 days', () => {
    expect(reminderLinkValid(left, hoursAfter(30 * 24))).toBe(true);
    expect(reminderLinkValid(left, hoursAfter(30 * 24, 1))).toBe(false);
  });

  it('compare addresses whatever their case and spaces', () => {
    expect(normalisedEmail('  Maria@Exemplo.COM ')).toBe('maria@exemplo.com');
  });
});
