import { describe, expect, it } from 'vitest';
import { createReadCache } from './read-cache.ts';

describe('read cache', () => {
  it('answers only under the stamp a value was kept with', () => {
    const cache = createReadCache<string>(1000);
    cache.set('a', '1.1', 'old', 10);
    expect(cache.get('a', '1.1')).toBe('old');
    expect(cache.get('a', '1.2')).toBeUndefined();
    cache.set('a', '1.2', 'new', 10);
    expect(cache.get('a', '1.1')).toBeUndefined();
    expect(cache.get('a', '1.2')).toBe('new');
    expect(cache.stats()).toEqual({ hits: 2, misses: 2, entries: 1, bytes: 10 });
  });

  it('lets the least recently used go first when over its bytes', () => {
    const cache = createReadCache<string>(100);
    cache.set('a', 's', 'A', 20);
    cache.set('b', 's', 'B', 20);
    cache.set('c', 's', 'C', 20);
    expect(cache.get('a', 's')).toBe('A');
    cache.set('d', 's', 'D', 25);
    cache.set('e', 's', 'E', 25);
    expect(cache.get('b', 's')).toBeUndefined();
    expect(cache.get('a', 's')).toBe('A');
    expect(cache.stats().bytes).toBeLessThanOrEqual(100);
  });

  it('keeps nothing larger than a quarter of itself, and nothing at all with 0 bytes', () => {
    const cache = createReadCache<string>(100);
    cache.set('big', 's', 'X', 26);
    expect(cache.get('big', 's')).toBeUndefined();
    const off = createReadCache<string>(0);
    off.set('a', 's', 'A', 1);
    expect(off.get('a', 's')).toBeUndefined();
    expect(off.stats().entries).toBe(0);
  });
});
