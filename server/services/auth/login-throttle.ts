// Login limits kept in the database (every server shares them). Per e-mail: each attempt counts as a failure before
// the password is checked, under the counter's row lock, so parallel guesses cannot slip past; after five failures in
// a row each attempt waits 15 s, then 30 s, ... up to 5 minutes (never a long lockout of the owner). Per address: 30
// failures in 15 minutes, whatever the e-mails. Known and unknown e-mails go through the same steps and answers.

import type { Db } from '../../database/database.ts';
import { loginPolicy, loginWaitMs, TooManyAttemptsError } from '../../domain/auth.ts';
import { countFailure, failuresInWindow } from '../limits/rate-limit.ts';

const accountKey = (studioId: string, email: string) => `login:${studioId}:${email}`;
const addressKey = (clientAddress: string) => `login-address:${clientAddress}`;

/**
 * Refuses the attempt while the address or the e-mail must wait; otherwise counts it as a failure in advance (the
 * caller clears it when the password is right).
 */
export async function takeLoginAttempt(
  db: Db,
  input: { studioId: string; email: string; clientAddress: string },
  now = new Date(),
): Promise<void> {
  const byAddress = await failuresInWindow(
    db,
    addressKey(input.clientAddress),
    loginPolicy.addressWindowMs,
    now,
  );
  if (byAddress >= loginPolicy.addressFailures) throw new TooManyAttemptsError(loginPolicy.addressWindowMs);
  const key = accountKey(input.studioId, input.email);
  const waitMs = await db.$transaction(async (tx) => {
    await tx.$executeRaw`
      INSERT INTO "RateLimitBucket" ("key", "count", "windowStartsAt") VALUES (${key}, 0, ${now})
      ON CONFLICT ("key") DO NOTHING`;
    const [bucket] = await tx.$queryRaw<{ count: number; windowStartsAt: Date; blockedUntil: Date | null }[]>`
      SELECT "count", "windowStartsAt", "blockedUntil" FROM "RateLimitBucket" WHERE "key" = ${key} FOR UPDATE`;
    if (bucket!.blockedUntil && bucket!.blockedUntil > now)
      return bucket!.blockedUntil.getTime() - now.getTime();
    const forgotten = now.getTime() - bucket!.windowStartsAt.getTime() > loginPolicy.failureMemoryMs;
    const failures = (forgotten ? 0 : bucket!.count) + 1;
    const wait = loginWaitMs(failures);
    await tx.rateLimitBucket.update({
      where: { key },
      data: {
        count: failures,
        windowStartsAt: now,
        blockedUntil: wait ? new Date(now.getTime() + wait) : null,
      },
    });
    return 0;
  });
  if (waitMs) throw new TooManyAttemptsError(waitMs);
}

/** The attempt failed: it counts against the address too. */
export async function noteLoginFailure(db: Db, clientAddress: string, now = new Date()): Promise<void> {
  await countFailure(db, addressKey(clientAddress), loginPolicy.addressWindowMs, now);
}

/** The right password (or a new one by the reset link): the e-mail's failures are forgotten. */
export async function clearLoginFailures(db: Db, studioId: string, email: string): Promise<void> {
  await db.rateLimitBucket.deleteMany({ where: { key: accountKey(studioId, email) } });
}
