// Operator login (e-mail, password and a TOTP code or a recovery code), sessions and logout; apart from studio admins'.
import type { Db } from '../../database/database.ts';
import { InvalidOperatorCredentialsError, operatorPolicy } from '../../domain/operator.ts';
import { normaliseEmail } from '../auth/admin-sessions.ts';
import { clearLoginFailures, noteLoginFailure, takeLoginAttempt } from '../auth/login-throttle.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { takeSecondFactor } from '../auth/second-factor.ts';
import { hashToken, newToken } from '../auth/tokens.ts';
import type { RequestContext } from '../request-context.ts';

export const operatorTokenPrefix = 'rvo_';
/** Operators' login limits share the studios' counters under a key no studio id can take. */
const throttleScope = 'plataforma';

let decoyHash: Promise<string> | undefined;
function decoy(): Promise<string> {
  decoyHash ??= hashPassword('revela-operator-decoy');
  return decoyHash;
}

export interface OperatorLoginInput {
  email: string;
  password: string;
  /** The authenticator's 6 digits, or one of the recovery codes. */
  code: string;
  userAgent?: string | null;
}

/** One answer for every wrong part (e-mail, password or code), within the login limits. */
export async function operatorLogIn(
  context: Pick<RequestContext, 'db' | 'services' | 'clientAddress'>,
  input: OperatorLoginInput,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const { db } = context;
  const email = normaliseEmail(input.email);
  const operator = await db.operator.findUnique({ where: { email } });
  await takeLoginAttempt(db, { studioId: throttleScope, email, clientAddress: context.clientAddress }, now);
  const passwordRight = await verifyPassword(operator?.passwordHash ?? (await decoy()), input.password);
  const secondFactor =
    operator && passwordRight
      ? await takeSecondFactor(
          db,
          context.services.secrets,
          { table: 'Operator', ...operator },
          input.code,
          now,
        )
      : false;
  if (!operator || !passwordRight || !secondFactor) {
    await noteLoginFailure(db, context.clientAddress, now);
    throw new InvalidOperatorCredentialsError();
  }
  await clearLoginFailures(db, throttleScope, email);
  const token = newToken(operatorTokenPrefix);
  const expiresAt = new Date(now.getTime() + operatorPolicy.sessionMs);
  await db.operatorSession.create({
    data: {
      operatorId: operator.id,
      tokenHash: hashToken(token),
      expiresAt,
      userAgent: input.userAgent?.slice(0, 300) ?? null,
    },
  });
  return { token, expiresAt };
}

/** The live operator session of a bearer token, or null; it serves on any host (studios' or the platform's). */
export async function findOperatorSession(db: Db, token: string, now = new Date()) {
  if (!token.startsWith(operatorTokenPrefix)) return null;
  return db.operatorSession.findFirst({
    where: { tokenHash: hashToken(token), revokedAt: null, expiresAt: { gt: now } },
    select: { id: true, operatorId: true },
  });
}

export async function operatorLogOut(context: Pick<RequestContext, 'db' | 'viewer'>, now = new Date()) {
  if (context.viewer.kind !== 'operator') return;
  await context.db.operatorSession.updateMany({
    where: { id: context.viewer.sessionId, revokedAt: null },
    data: { revokedAt: now },
  });
}
