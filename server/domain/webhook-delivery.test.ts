import { describe, expect, it } from 'vitest';
import {
  afterFailedAttempt,
  endpointDisableDue,
  isDelivered,
  type LaneMessage,
  nextInLane,
  webhookRetryDelaysMs,
} from './webhook-delivery.ts';

const at = (iso: string) => new Date(iso);
const hours = (ms: number) => ms / 3_600_000;

describe('retries of a failed webhook message', () => {
  it('follow 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h, then 14 h pauses', () => {
    const now = at('2026-11-27T12:00:00Z');
    const pauses = webhookRetryDelaysMs.map((_, index) => {
      const decision = afterFailedAttempt(index + 1, now);
      if (decision.kind !== 'retry') throw new Error('given up too early');
      return decision.at.getTime() - now.getTime();
    });
    expect(pauses.map((ms) => ms / 1000)).toEqual([
      5, 300, 1800, 7200, 18_000, 36_000, 36_000, 50_400, 50_400, 50_400, 50_400,
    ]);
  });

  it('go on for at least 3 days before the message is given up', () => {
    const total = webhookRetryDelaysMs.reduce((sum, pause) => sum + pause, 0);
    expect(hours(total)).toBeGreaterThanOrEqual(72);
    expect(afterFailedAttempt(webhookRetryDelaysMs.length, new Date()).kind).toBe('retry');
    expect(afterFailedAttempt(webhookRetryDelaysMs.length + 1, new Date())).toEqual({ kind: 'give-up' });
  });

  it('count a 2xx as delivered, anything else (or no answer) as a failure', () => {
    expect([200, 201, 204, 299].every(isDelivered)).toBe(true);
    expect([null, 100, 199, 301, 302, 400, 410, 500, 503].some(isDelivered)).toBe(false);
  });
});

describe('an endpoint failing without a break', () => {
  const since = at('2026-11-20T10:00:00Z');

  it('is turned off by a failure 3 days or more after its first', () => {
    expect(endpointDisableDue(since, at('2026-11-23T09:59:59Z'))).toBe(false);
    expect(endpointDisableDue(since, at('2026-11-23T10:00:00Z'))).toBe(true);
    expect(endpointDisableDue(null, at('2026-12-31T00:00:00Z'))).toBe(false);
  });
});

describe('the order rule of a lane (one endpoint, one object)', () => {
  const now = at('2026-11-27T12:00:00Z');
  const message = (id: string, minute: number, extra: Partial<LaneMessage> = {}): LaneMessage => ({
    id,
    createdAt: new Date(Date.UTC(2026, 10, 27, 11, minute)),
    status: 'PENDING',
    nextAttemptAt: null,
    ...extra,
  });

  it('sends the earliest pending message first, whatever order they are read in', () => {
    const lane = [message('c', 3), message('a', 1), message('b', 2)];
    expect(nextInLane(lane, now)).toEqual({ message: lane[1], due: true });
  });

  it('holds later messages while the earliest waits for its retry', () => {
    const waiting = message('a', 1, { nextAttemptAt: at('2026-11-27T12:05:00Z') });
    const lane = [message('b', 2), waiting];
    expect(nextInLane(lane, now)).toEqual({ message: waiting, due: false });
    expect(nextInLane(lane, at('2026-11-27T12:05:00Z'))).toEqual({ message: waiting, due: true });
  });

  it('goes on past messages delivered or given up', () => {
    const lane = [
      message('a', 1, { status: 'DELIVERED' }),
      message('b', 2, { status: 'FAILED' }),
      message('c', 3),
    ];
    expect(nextInLane(lane, now)?.message.id).toBe('c');
    expect(nextInLane(lane.slice(0, 2), now)).toBeNull();
  });

  it('breaks a tie of creation times by id', () => {
    const lane = [message('0199-b', 1), message('0199-a', 1)];
    expect(nextInLane(lane, now)?.message.id).toBe('0199-a');
  });
});
