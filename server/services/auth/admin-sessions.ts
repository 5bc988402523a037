// Studio-admin login sessions: log in (with the per-account lockout), resolve a bearer token, log out.
import type { Db } from '../../database/database.ts';
import {
  afterLoginFailure,
  InvalidCredentialsError,
  lockMinutesLeft,
  loginPolicy,
  TooManyAttemptsError,
} from '../../domain/auth.ts';
import { type RequestContext, requireStudio } from '../../request-context.ts';
import { hashPassword, verifyPassword } from '../passwords.ts';
import { hashToken, newToken, tokenPrefixes } from './tokens.ts';

let decoyHash: Promise<string> | undefined;

/** Verifying against a decoy keeps an unknown e-mail as slow as a wrong password. */
function decoy(): Promise<string> {
  decoyHash ??= hashPassword('revela-decoy-password');
  return decoyHash;
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export interface LoginInput {
  /** The login page's invisible captcha token, checked when the platform has a captcha verifier. */
  captchaToken?: string | null;
  email: string;
  password: string;
  userAgent?: string | null;
}

/** Logs an admin of the context's studio in; the answer is the same for an unknown e-mail and a wrong password. */
export async function logIn(
  context: Pick<RequestContext, 'db' | 'studio' | 'services'>,
  input: LoginInput,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const { db } = context;
  const studioId = requireStudio(context).id;
  await context.services.captcha.verify(input.captchaToken ?? null);
  const user = await db.adminUser.findFirst({
    where: { email: normaliseEmail(input.email), studioId },
    select: { id: true, passwordHash: true },
  });
  if (!user) {
    await verifyPassword(await decoy(), input.password);
    throw new InvalidCredentialsError();
  }
  // The attempt counts as a failure before the password is checked, under a row lock: parallel guesses
  // cannot all pass the lockout check before any of them is recorded.
  const afterAttempt = await db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM "AdminUser" WHERE id = ${user.id}::uuid FOR UPDATE`;
    const state = await tx.adminUser.findUniqueOrThrow({
      where: { id: user.id },
      select: { failedLoginCount: true, lastFailedLoginAt: true, lockedUntil: true },
    });
    const minutes = lockMinutesLeft(state, now);
    if (minutes) return { lockedMinutes: minutes };
    const next = afterLoginFailure(state, now);
    await tx.adminUser.update({ where: { id: user.id }, data: next });
    return { lockedMinutes: 0, locksNow: lockMinutesLeft(next, now) };
  });
  if (afterAttempt.lockedMinutes) throw new TooManyAttemptsError(afterAttempt.lockedMinutes);

  if (!(await verifyPassword(user.passwordHash, input.password))) {
    if (afterAttempt.locksNow) throw new TooManyAttemptsError(afterAttempt.locksNow);
    throw new InvalidCredentialsError();
  }
  const token = newToken(tokenPrefixes.adminSession);
  const expiresAt = new Date(now.getTime() + loginPolicy.sessionMs);
  await db.$transaction([
    db.adminUser.update({
      where: { id: user.id },
      data: { failedLoginCount: 0, lastFailedLoginAt: null, lockedUntil: null },
    }),
    db.adminSession.create({
      data: {
        studioId,
        userId: user.id,
        tokenHash: hashToken(token),
        expiresAt,
        userAgent: input.userAgent?.slice(0, 300) ?? null,
      },
    }),
  ]);
  return { token, expiresAt };
}

/** The live session a bearer token opens in this studio, or null. */
export async function findAdminSession(db: Db, studioId: string, token: string, now = new Date()) {
  if (!token.startsWith(tokenPrefixes.adminSession)) return null;
  return db.adminSession.findFirst({
    where: { tokenHash: hashToken(token), studioId, revokedAt: null, expiresAt: { gt: now } },
    select: { id: true, userId: true },
  });
}

/** Ends the viewer's own admin session. */
export async function logOut(
  context: Pick<RequestContext, 'db' | 'viewer'>,
  now = new Date(),
): Promise<void> {
  if (context.viewer.kind !== 'admin') return;
  await context.db.adminSession.updateMany({
    where: { id: context.viewer.sessionId, revokedAt: null },
    data: { revokedAt: now },
  });
}
