import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { countFailure, failuresInWindow } from './rate-limit.ts';

describe('rate limit counters', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('counts failures within the window, also when they arrive together, and starts over after it', async () => {
    const now = new Date('2026-11-21T10:00:00Z');
    const counts = await Promise.all(
      Array.from({ length: 6 }, () => countFailure(t.db, 'chave', 60_000, now)),
    );
    expect(counts.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(await failuresInWindow(t.db, 'chave', 60_000, new Date(now.getTime() + 30_000))).toBe(6);
    const later = new Date(now.getTime() + 61_000);
    expect(await failuresInWindow(t.db, 'chave', 60_000, later)).toBe(0);
    expect(await countFailure(t.db, 'chave', 60_000, later)).toBe(1);
  });
});
