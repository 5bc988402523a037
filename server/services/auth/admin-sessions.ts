// Studio-admin login sessions: log in (within the limits of login-throttle.ts, with the known browsers of
// admin-devices.ts and the optional second factor), resolve a bearer token, log out.
import type { Db } from '../../database/database.ts';
import { InvalidCredentialsError, loginPolicy } from '../../domain/auth.ts';
import { devicePolicy } from '../../domain/device-cookies.ts';
import { InvalidTwoFactorCodeError, TwoFactorCodeRequiredError } from '../../domain/two-factor.ts';
import { type DbClient, type RequestContext, requireStudio } from '../request-context.ts';
import { recognisedDevice, rememberDevice, revokeDevice } from './admin-devices.ts';
import {
  clearDeviceFailures,
  clearLoginFailures,
  noteLoginFailure,
  takeLoginAttempt,
} from './login-throttle.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { takeSecondFactor } from './second-factor.ts';
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
  /** The authenticator's code or a recovery code, for a member who turned the second factor on. */
  code?: string | null;
  userAgent?: string | null;
  /** The device cookie the browser sent (domain/device-cookies.ts), if any. */
  deviceCookie?: string | null;
  /** The studio's address, for the links of the new-browser notice. */
  baseUrl?: string | null;
}

export interface LoginResult {
  token: string;
  expiresAt: Date;
  /** The device cookie's new value: this browser is known from now on. */
  deviceCookie: string;
}

/**
 * Logs an admin of the context's studio in; the answer is the same for an unknown e-mail and a wrong password. From a
 * browser the member is known by, the attempt counts against that browser instead of the e-mail, so others
 * guessing at the e-mail do not keep the member waiting; ten failures in a row forget the browser. A member with
 * the second factor on gets TwoFactorCodeRequiredError until the code comes along (a code is never skipped).
 */
export async function logIn(
  context: Pick<RequestContext, 'db' | 'studio' | 'services' | 'clientAddress'>,
  input: LoginInput,
  now = new Date(),
): Promise<LoginResult> {
  const { db } = context;
  const studio = requireStudio(context);
  const studioId = studio.id;
  await context.services.captcha.verify(input.captchaToken ?? null);
  const email = normaliseEmail(input.email);
  const user = await db.adminUser.findFirst({
    where: { email, studioId },
    select: {
      id: true,
      email: true,
      passwordHash: true,
      totpSecret: true,
      totpEnabledAt: true,
      totpLastStep: true,
      recoveryCodes: true,
    },
  });
  const device =
    user &&
    (await recognisedDevice(
      db,
      context.services.secrets,
      { studioId, userId: user.id, cookie: input.deviceCookie },
      now,
    ));
  // Known or not, the e-mail goes through the same limits, the same password check and the same answers.
  const failures = await takeLoginAttempt(
    db,
    { studioId, email, clientAddress: context.clientAddress, deviceId: device?.id },
    now,
  );
  const refuse = async (error: Error): Promise<never> => {
    await noteLoginFailure(db, context.clientAddress, now);
    if (device && failures >= devicePolicy.revokeAfterFailures) await revokeDevice(db, device.id, now);
    throw error;
  };
  const right = await verifyPassword(user?.passwordHash ?? (await decoy()), input.password);
  if (!user || !right) return refuse(new InvalidCredentialsError());
  if (user.totpEnabledAt && user.totpSecret) {
    // The attempt stays counted: a password alone never clears the failures of an account that needs a code.
    if (!input.code?.trim()) throw new TwoFactorCodeRequiredError();
    const holder = { table: 'AdminUser' as const, ...user, totpSecret: user.totpSecret };
    if (!(await takeSecondFactor(db, context.services.secrets, holder, input.code, now)))
      return refuse(new InvalidTwoFactorCodeError());
  }
  if (device) await clearDeviceFailures(db, device.id);
  else await clearLoginFailures(db, studioId, email);
  return db.$transaction(async (tx) => {
    const deviceCookie = await rememberDevice(
      tx,
      context,
      {
        studio,
        userId: user.id,
        known: device,
        userAgent: input.userAgent,
        clientAddress: context.clientAddress,
        notice: input.baseUrl ? { email: user.email, baseUrl: input.baseUrl } : null,
      },
      now,
    );
    const session = await openAdminSession(
      tx,
      { studioId, userId: user.id, userAgent: input.userAgent, clientAddress: context.clientAddress },
      now,
    );
    return { ...session, deviceCookie };
  });
}

/** A new session of a member (after a login, or an accepted invitation): its bearer token, shown only now. */
export async function openAdminSession(
  db: DbClient,
  input: { studioId: string; userId: string; userAgent?: string | null; clientAddress: string },
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken(tokenPrefixes.adminSession);
  const expiresAt = new Date(now.getTime() + loginPolicy.sessionMs);
  await db.adminSession.create({
    data: {
      studioId: input.studioId,
      userId: input.userId,
      tokenHash: hashToken(token),
      expiresAt,
      userAgent: input.userAgent?.slice(0, 300) ?? null,
      ip: input.clientAddress.slice(0, 100),
    },
  });
  return { token, expiresAt };
}

/** How stale a session's lastUsedAt may get before a request writes it again. */
const lastUsedGranularityMs = 60_000;

/** The live session a bearer token opens in this studio (with its member's role), or null. */
export async function findAdminSession(db: Db, studioId: string, token: string, now = new Date()) {
  if (!token.startsWith(tokenPrefixes.adminSession)) return null;
  const session = await db.adminSession.findFirst({
    where: { tokenHash: hashToken(token), studioId, revokedAt: null, expiresAt: { gt: now } },
    select: { id: true, userId: true, lastUsedAt: true, user: { select: { role: true } } },
  });
  // The member's list of sessions says when each was last used; written at most once a minute per session.
  if (session && now.getTime() - session.lastUsedAt.getTime() > lastUsedGranularityMs) {
    await db.adminSession.updateMany({ where: { id: session.id }, data: { lastUsedAt: now } });
  }
  return session;
}

/** The viewer's live sessions, the most recently used first. */
export async function ownAdminSessions(context: Pick<RequestContext, 'db' | 'viewer'>, now = new Date()) {
  if (context.viewer.kind !== 'admin') return [];
  return context.db.adminSession.findMany({
    where: { userId: context.viewer.userId, revokedAt: null, expiresAt: { gt: now } },
    orderBy: [{ lastUsedAt: 'desc' }, { id: 'desc' }],
  });
}

/** Ends one of the viewer's own sessions (another member's session id finds nothing); whether it was live. */
export async function endOwnAdminSession(
  context: Pick<RequestContext, 'db' | 'viewer'>,
  sessionId: string,
  now = new Date(),
): Promise<boolean> {
  if (context.viewer.kind !== 'admin') return false;
  const ended = await context.db.adminSession.updateMany({
    where: { id: sessionId, userId: context.viewer.userId, revokedAt: null },
    data: { revokedAt: now },
  });
  return ended.count === 1;
}

/** Ends every session of the viewer but the one asking; how many were ended. */
export async function endOtherOwnAdminSessions(
  context: Pick<RequestContext, 'db' | 'viewer'>,
  now = new Date(),
): Promise<number> {
  if (context.viewer.kind !== 'admin') return 0;
  const ended = await context.db.adminSession.updateMany({
    where: { userId: context.viewer.userId, id: { not: context.viewer.sessionId }, revokedAt: null },
    data: { revokedAt: now },
  });
  return ended.count;
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
