// Fixed-window failure counters in the database (RateLimitBucket), shared by every server process.
import type { Db } from '../../database/database.ts';

/** Counts one failure for `key` and answers how many fell in the current window (this one included). */
export async function countFailure(db: Db, key: string, windowMs: number, now = new Date()): Promise<number> {
  const windowStart = new Date(now.getTime() - windowMs);
  const [row] = await db.$queryRaw<{ count: number }[]>`
    INSERT INTO "RateLimitBucket" ("key", "count", "windowStartsAt") VALUES (${key}, 1, ${now})
    ON CONFLICT ("key") DO UPDATE SET
      "count" = CASE WHEN "RateLimitBucket"."windowStartsAt" < ${windowStart} THEN 1 ELSE "RateLimitBucket"."count" + 1 END,
      "windowStartsAt" = CASE WHEN "RateLimitBucket"."windowStartsAt" < ${windowStart} THEN ${now} ELSE "RateLimitBucket"."windowStartsAt" END
    RETURNING "count"`;
  return Number(row!.count);
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
