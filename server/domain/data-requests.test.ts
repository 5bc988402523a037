// The rules of a customer's LGPD request: its deadlines, when a link confirms, when the studio may carry it out, the
// limits on asks and the e-mail typed to confirm a deletion.
import { describe, expect, it } from 'vitest';
import {
  automaticDeletionAt,
  automaticDeletionDueBy,
  confirmExpiresAt,
  DataRequestRateLimitedError,
  type DataRequestStatus,
  dataRequestDecision,
  dataRequestDueAt,
  dataRequestPolicy,
  fileExpiresAt,
  isOverdue,
  mayCarryOut,
  mayConfirm,
  sameEmail,
} from './data-requests.ts';

const asked = new Date('2026-03-10T13:00:00Z');
const day = 24 * 3600_000;

describe("an LGPD request's deadlines", () => {
  it('is due 15 days after it is asked; a deletion nobody acted on runs 2 days before that', () => {
    const due = dataRequestDueAt(asked);
    expect(due.toISOString()).toBe('2026-03-25T13:00:00.000Z');
    expect(automaticDeletionAt(due).toISOString()).toBe('2026-03-23T13:00:00.000Z');
    // The deadline job's cut-off names exactly the requests whose automatic deletion is due.
    expect(automaticDeletionDueBy(automaticDeletionAt(due)).getTime()).toBe(due.getTime());
  });

  it('keeps the confirmation link 48 hours and the copy 7 days', () => {
    expect(confirmExpiresAt(asked).getTime() - asked.getTime()).toBe(48 * 3600_000);
    expect(fileExpiresAt(asked).getTime() - asked.getTime()).toBe(7 * day);
  });

  it.each<[DataRequestStatus, boolean]>([
    ['AWAITING_CONFIRMATION', true],
    ['CONFIRMED', true],
    ['PROCESSING', true],
    ['FAILED', true],
    ['DONE', false],
    ['CANCELLED', false],
  ])('counts a %s request past its due date as overdue: %s', (status, overdue) => {
    const dueAt = dataRequestDueAt(asked);
    expect(isOverdue({ status, dueAt }, new Date(dueAt.getTime() + 1))).toBe(overdue);
    expect(isOverdue({ status, dueAt }, new Date(dueAt.getTime() - 1))).toBe(false);
  });
});

describe('confirming and carrying out', () => {
  const expires = confirmExpiresAt(asked);

  it('confirms a request waiting for it, until the link expires', () => {
    expect(mayConfirm({ status: 'AWAITING_CONFIRMATION', confirmExpiresAt: expires }, asked)).toBe(true);
    expect(mayConfirm({ status: 'AWAITING_CONFIRMATION', confirmExpiresAt: expires }, expires)).toBe(false);
    expect(mayConfirm({ status: 'CONFIRMED', confirmExpiresAt: expires }, asked)).toBe(false);
    expect(mayConfirm({ status: 'AWAITING_CONFIRMATION', confirmExpiresAt: null }, asked)).toBe(false);
  });

  it.each<['EXPORT' | 'DELETION', DataRequestStatus, boolean]>([
    ['DELETION', 'CONFIRMED', true],
    ['DELETION', 'FAILED', true],
    ['DELETION', 'AWAITING_CONFIRMATION', false],
    ['DELETION', 'PROCESSING', false],
    ['DELETION', 'DONE', false],
    ['EXPORT', 'CONFIRMED', false],
  ])('lets the studio carry out a %s that is %s: %s', (kind, status, may) => {
    expect(mayCarryOut({ kind, status })).toBe(may);
  });

  it('takes the e-mail typed again whatever its case and spaces, never an empty one', () => {
    expect(sameEmail(' Ana@Exemplo.COM ', 'ana@exemplo.com')).toBe(true);
    expect(sameEmail('ana@exemplo.co', 'ana@exemplo.com')).toBe(false);
    expect(sameEmail('', '')).toBe(false);
  });
});

describe('the limits on asks', () => {
  const { perClientAddress, perEmail } = dataRequestPolicy;

  it('sends up to the address limit, then answers the same without sending', () => {
    expect(dataRequestDecision({ clientAddress: 1, email: perEmail })).toBe('send');
    expect(dataRequestDecision({ clientAddress: 1, email: perEmail + 1 })).toBe('silent');
  });

  it('refuses a visitor past its limit', () => {
    expect(dataRequestDecision({ clientAddress: perClientAddress, email: 1 })).toBe('send');
    expect(() => dataRequestDecision({ clientAddress: perClientAddress + 1, email: 1 })).toThrow(
      DataRequestRateLimitedError,
    );
  });
});
