import { describe, expect, it } from 'vitest';
import { liveClientOf, liveLimitRefusal, liveUpdateLimits, reconnectDelayMs } from './live-updates.ts';

describe('live update limits', () => {
  const limits = { perClient: 2, perAddress: 3, perServer: 5 };
  it.each([
    [{ client: 0, address: 0, server: 0 }, null],
    [{ client: 1, address: 2, server: 4 }, null],
    [{ client: 2, address: 0, server: 0 }, 'Você já tem 2 atualizações ao vivo abertas, o máximo.'],
    [{ client: 0, address: 3, server: 0 }, 'Há atualizações ao vivo demais abertas a partir da sua rede.'],
    [{ client: 2, address: 3, server: 5 }, 'O servidor está com o máximo de atualizações ao vivo abertas.'],
  ])('with %o open, one more is refused with %s', (counts, refusal) => {
    const error = liveLimitRefusal(counts, limits);
    if (refusal === null) expect(error).toBeNull();
    else expect(error?.message).toContain(refusal);
  });

  it('counts the subscriptions of a session, of an API token, of a customer; nobody else subscribes', () => {
    expect(liveClientOf({ kind: 'admin', sessionId: 's1' })).toBe('admin:s1');
    expect(liveClientOf({ kind: 'admin', sessionId: 's1', apiToken: { id: 't1' } })).toBe('token:t1');
    expect(liveClientOf({ kind: 'gallery', sessionId: 'g1' })).toBe('gallery:g1');
    expect(liveClientOf({ kind: 'anonymous' })).toBeNull();
    expect(liveClientOf({ kind: 'operator' })).toBeNull();
    expect(liveUpdateLimits.perClient).toBeLessThan(liveUpdateLimits.perAddress);
  });

  it('waits longer after each failed reconnection, up to 10 s, never all clients at the same moment', () => {
    expect([0, 1, 2, 3, 10].map((attempt) => reconnectDelayMs(attempt, 0.5))).toEqual([
      250, 500, 1000, 2000, 10_000,
    ]);
    expect(reconnectDelayMs(0, 0)).toBe(225);
    expect(reconnectDelayMs(0, 1)).toBe(275);
  });
});
