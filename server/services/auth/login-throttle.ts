// Login limits kept in the database (every server shares them). Per e-mail, or per browser the member is known by
// (domain/device-cookies.ts): each attempt counts as a failure before the password is checked, under the counter's
// row lock, so parallel guesses cannot slip past; after five failures in a row each attempt waits 15 s, then 30 s,
// ... up to 5 minutes (never a long lockout of the owner). Per address: 30 failures in 15 minutes, whatever the
// e-mails. Known and unknown e-mails go through the same steps and answers.

import type { Db } from '../../database/database.ts';
import {
  type LoginCounter,
  loginAttemptDecision,
  loginPolicy,
  TooManyAttemptsError,
} from '../../domain/auth.ts';
import { countFailure, failuresInWindow } from '../limits/rate-limit.ts';

const accountKey = (studioId: string, email: string) => `login:${studioId}:${email}`;
const deviceKey = (deviceId: string) => `login-device:${deviceId}`;
const addressKey = (clientAddress: string) => `login-address:${clientAddress}`;

/**
 * Refuses the attempt while the address or the counter must wait; otherwise counts it as a failure in advance (the
 * caller clears it when the password is right) and answers the counter's failures in a row, this one included. The
 * counter is the e-mail's, or, from a browser the member is known by (deviceId), that browser's own.
 */
export async function takeLoginAttempt(
  db: Db,
  input: { studioId: string; email: string; clientAddress: string; deviceId?: string | null },
  now = new Date(),
): Promise<number> {
  const byAddress = await failuresInWindow(
    db,
    addressKey(input.clientAddress),
    loginPolicy.addressWindowMs,
    now,
  );
  if (byAddress >= loginPolicy.addressFailures) throw new TooManyAttemptsError(loginPolicy.addressWindowMs);
  const key = input.deviceId ? deviceKey(input.deviceId) : accountKey(input.studioId, input.email);
  const decision = await db.$transaction(async (tx) => {
    await tx.$executeRaw`
      INSERT INTO "RateLimitBucket" ("key", "count", "windowStartsAt") VALUES (${key}, 0, ${now})
      ON CONFLICT ("key") DO NOTHING`;
    const [bucket] = await tx.$queryRaw<LoginCounter[]>`
      SELECT "count", "windowStartsAt", "blockedUntil" FROM "RateLimitBucket" WHERE "key" = ${key} FOR UPDATE`;
    const next = loginAttemptDecision(bucket!, now);
    if (next.kind === 'try')
      await tx.rateLimitBucket.update({
        where: { key },
        data: { count: next.failures, windowStartsAt: now, blockedUntil: next.blockedUntil },
      });
    return next;
  });
  if (decision.kind === 'wait') throw new TooManyAttemptsError(decision.waitMs);
  return decision.failures;
}

/** The attempt failed: it counts against the address too. */
export async function noteLoginFailure(db: Db, clientAddress: string, now = new Date()): Promise<void> {
  await countFailure(db, addressKey(clientAddress), loginPolicy.addressWindowMs, now);
}

/** The right password (or a new one by the reset link): the e-mail's failures are forgotten. */
export async function clearLoginFailures(db: Db, studioId: string, email: string): Promise<void> {
  await db.rateLimitBucket.deleteMany({ where: { key: accountKey(studioId, email) } });
}

/** The right password from a known browser: that browser's failures are forgotten (not the e-mail's). */
export async function clearDeviceFailures(db: Db, deviceId: string): Promise<void> {
  await db.rateLimitBucket.deleteMany({ where: { key: deviceKey(deviceId) } });
}
