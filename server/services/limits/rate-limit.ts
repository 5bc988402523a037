// Fixed-window counters in the database (RateLimitBucket), shared by every server process: failures, and the
// requests of an API token.
import type { Db } from '../../database/database.ts';

/** Counts one failure for `key` and answers how many fell in the current window (this one included). */
export async function countFailure(db: Db, key: string, windowMs: number, now = new Date()): Promise<number> {
  return (await countInWindow(db, key, windowMs, now)).count;
}

/**
 * Counts one event for `key` (a request, a failure) and answers how many fell in the current window, this one
 * included, and when that window started (a window starts with the first event after the last one ended).
 */
export async function countInWindow(
  db: Db,
  key: string,
  windowMs: number,
  now = new Date(),
): Promise<{ count: number; windowStartsAt: Date }> {
  const windowStart = new Date(now.getTime() - windowMs);
  const [row] = await db.$queryRaw<{ count: number; windowStartsAt: Date }[]>`
    INSERT INTO "RateLimitBucket" ("key", "count", "windowStartsAt") VALUES (${key}, 1, ${now})
    ON CONFLICT ("key") DO UPDATE SET
      "count" = CASE WHEN "RateLimitBucket"."windowStartsAt" < ${windowStart} THEN 1 ELSE "RateLimitBucket"."count" + 1 END,
      "windowStartsAt" = CASE WHEN "RateLimitBucket"."windowStartsAt" < ${windowStart} THEN ${now} ELSE "RateLimitBucket"."windowStartsAt" END
    RETURNING "count", "windowStartsAt"`;
  return { count: Number(row!.count), windowStartsAt: new Date(row!.windowStartsAt) };
}

/** Failures counted for `key` in the current window. */
export async function failuresInWindow(
  db: Db,
  key: string,
  windowMs: number,
  now = new Date(),
): Promise<number> {
  const bucket = await db.rateLimitBucket.findUnique({ where: { key } });
  if (!bucket || bucket.windowStartsAt < new Date(now.getTime() - windowMs)) return 0;
  return bucket.count;
}
