// The servers' memory of customers' gallery reads: each answer is kept under its viewer and the read versions of
// the rows it came from (readStamp), so an answer is reused only while nothing it shows has changed. Versions are
// bumped by the database itself (migration read_versions), so every server of a deployment stays correct alone.

export interface ReadCacheStats {
  hits: number;
  misses: number;
  entries: number;
  bytes: number;
}

interface Entry<T> {
  stamp: string;
  value: T;
  bytes: number;
}

export interface ReadCache<T> {
  /** The value kept under `key`, when it was made under this same `stamp`. */
  get(key: string, stamp: string): T | undefined;
  /** Keeps `value` (of about `bytes`) under `key`, replacing what that key held under an older stamp. */
  set(key: string, stamp: string, value: T, bytes: number): void;
  stats(): ReadCacheStats;
}

/**
 * A least-recently-used map bounded by the bytes of what it holds. One entry per key: a newer stamp replaces the
 * older answer instead of piling up beside it. `maxBytes` 0 keeps nothing.
 */
export function createReadCache<T>(maxBytes: number): ReadCache<T> {
  const entries = new Map<string, Entry<T>>();
  let bytes = 0;
  let hits = 0;
  let misses = 0;

  const drop = (key: string, entry: Entry<T>) => {
    entries.delete(key);
    bytes -= entry.bytes;
  };

  return {
    get(key, stamp) {
      const entry = entries.get(key);
      if (!entry || entry.stamp !== stamp) {
        misses++;
        return undefined;
      }
      hits++;
      // Most recently used goes last: Map keeps insertion order.
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },
    set(key, stamp, value, size) {
      const previous = entries.get(key);
      if (previous) drop(key, previous);
      // One answer larger than a quarter of the cache would push out everyone else's.
      if (size > maxBytes / 4) return;
      entries.set(key, { stamp, value, bytes: size });
      bytes += size;
      for (const [oldest, entry] of entries) {
        if (bytes <= maxBytes) break;
        drop(oldest, entry);
      }
    },
    stats: () => ({ hits, misses, entries: entries.size, bytes }),
  };
}
