// Copies stored files between storages (the platform's and a backup's), hashing them on the way: streamed, never
// whole in memory, a few at a time.
import { createHash } from 'node:crypto';
import { Readable, Transform } from 'node:stream';
import type { FileStorage } from '../storage/file-storage.ts';

/** Copies `from` to `to`; null when there is no such file. */
export async function copyFile(
  source: FileStorage,
  from: string,
  target: FileStorage,
  to: string,
): Promise<{ size: number; sha256: string; md5: string } | null> {
  const stored = await source.open(from);
  if (!stored) return null;
  const hash = createHash('sha256');
  const md5 = createHash('md5');
  let size = 0;
  const hashing = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      md5.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  const body = Readable.fromWeb(stored.stream() as import('node:stream/web').ReadableStream).pipe(hashing);
  await target.put(to, body, { contentLength: stored.size });
  return { size, sha256: hash.digest('hex'), md5: md5.digest('hex') };
}

/** Runs `work` on every item, at most `limit` at once; the first failure stops new work and is thrown. */
export async function forEachLimited<T>(
  items: T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  let failed = false;
  const runner = async () => {
    while (!failed && next < items.length) {
      const item = items[next++]!;
      try {
        await work(item);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, runner));
}
