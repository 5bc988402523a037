// Operator accounts: created from the command line (npm run operator), with a TOTP secret and recovery codes shown once.
import { randomBytes } from 'node:crypto';
import type { Db } from '../../database/database.ts';
import { loginPolicy } from '../../domain/auth.ts';
import { fields } from '../../domain/input-filters.ts';
import { operatorPolicy } from '../../domain/operator.ts';
import { assertStrongPassword, WeakPasswordError } from '../../domain/password-strength.ts';
import { StudioSetupError } from '../../domain/studio-setup.ts';
import { newTotpSecret, otpauthUri } from '../../domain/totp.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { normaliseEmail } from '../auth/admin-sessions.ts';
import { hashPassword } from '../auth/passwords.ts';
import { hashRecoveryCode, newRecoveryCodes } from '../auth/second-factor.ts';
import type { Secrets } from '../secrets/secrets.ts';

export interface CreatedOperator {
  id: string;
  email: string;
  /** Shown once: the password when none was given, the TOTP secret, its otpauth:// address and the recovery codes. */
  password: string | null;
  totpSecret: string;
  otpauthUri: string;
  recoveryCodes: string[];
}

export async function createOperator(
  db: Db,
  secrets: Secrets,
  input: { email: string; password?: string | undefined },
): Promise<CreatedOperator> {
  const email = fields.email.safeParse(normaliseEmail(input.email));
  if (!email.success) throw new StudioSetupError(`"${input.email}" is not an e-mail address.`);
  const generated = input.password ? null : randomBytes(18).toString('base64url');
  const password = input.password ?? generated!;
  if (password.length < loginPolicy.minPasswordLength)
    throw new StudioSetupError(`The password needs at least ${loginPolicy.minPasswordLength} characters.`);
  await assertStrongPassword(password, [email.data]).catch((error: unknown) => {
    if (!(error instanceof WeakPasswordError)) throw error;
    throw new StudioSetupError('The password is too easy to guess: choose a longer, less common one.');
  });
  const totpSecret = newTotpSecret();
  const recoveryCodes = newRecoveryCodes(operatorPolicy.recoveryCodes);
  try {
    const operator = await db.operator.create({
      data: {
        email: email.data,
        passwordHash: await hashPassword(password),
        totpSecret: secrets.encrypt(totpSecret),
        recoveryCodes: recoveryCodes.map(hashRecoveryCode),
      },
    });
    return {
      id: operator.id,
      email: operator.email,
      password: generated,
      totpSecret,
      otpauthUri: otpauthUri(totpSecret, operator.email),
      recoveryCodes,
    };
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002')
      throw new StudioSetupError(`There is already an operator ${email.data}.`);
    throw error;
  }
}

export function listOperators(db: Db) {
  return db.operator.findMany({ select: { email: true, createdAt: true }, orderBy: { createdAt: 'asc' } });
}

/** Removes an operator's sessions (they sign in again); their audit entries stay. */
export async function revokeOperatorSessions(db: Db, email: string): Promise<number> {
  const result = await db.operatorSession.updateMany({
    where: { operator: { email: normaliseEmail(email) }, revokedAt: null },
    data: { revokedAt: new Date() },
  });
  return result.count;
}
