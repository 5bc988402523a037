// Housekeeping of what anonymous visitors leave behind: public gallery sessions that can no longer be resumed (every
// refresh token expired) or that never held anything (an empty cart, no favourites, no order, a day old), and
// rate-limit counters whose window ended long ago. Sessions with an order are kept: the order page names them.
import type { Db } from '../../database/database.ts';
import { galleryTokenPolicy } from '../../domain/gallery-access.ts';

export async function removeStaleAnonymousSessions(db: Db, now = new Date()): Promise<number> {
  const emptyBefore = new Date(now.getTime() - galleryTokenPolicy.emptySessionMs);
  const removed = await db.gallerySession.deleteMany({
    where: {
      kind: 'PUBLIC',
      orders: { none: {} },
      OR: [
        { refreshTokens: { none: { expiresAt: { gt: now } } } },
        {
          createdAt: { lt: emptyBefore },
          // Favourites are kept to choose from later (and may be shared by link).
          favorites: { none: {} },
          OR: [{ cart: null }, { cart: { items: { none: {} } } }],
        },
      ],
    },
  });
  return removed.count;
}

/** Counters untouched for a day and not blocking anything. */
export async function removeOldRateLimitBuckets(db: Db, now = new Date()): Promise<number> {
  const removed = await db.rateLimitBucket.deleteMany({
    where: {
      windowStartsAt: { lt: new Date(now.getTime() - 24 * 60 * 60_000) },
      OR: [{ blockedUntil: null }, { blockedUntil: { lt: now } }],
    },
  });
  return removed.count;
}
