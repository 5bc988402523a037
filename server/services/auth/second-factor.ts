// The second factor shared by the platform's operators and the studios' members who turn it on: a TOTP code taken
// once (domain/totp.ts), or one of the recovery codes (only their SHA-256 kept), used up when taken.
import { createHash, randomBytes } from 'node:crypto';
import { base32Decode, verifyTotp } from '../../domain/totp.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import type { DbClient } from '../request-context.ts';
import type { Secrets } from '../secrets/secrets.ts';

export const recoveryCodeCount = 10;

export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(code.replace(/[\s-]/g, '').toLowerCase()).digest('hex');
}

/** Ten characters of hex in two groups (a3f9c-07b1e): easy to copy from paper. */
export function newRecoveryCode(): string {
  const raw = randomBytes(5).toString('hex');
  return `${raw.slice(0, 5)}-${raw.slice(5)}`;
}

export function newRecoveryCodes(count = recoveryCodeCount): string[] {
  return Array.from({ length: count }, newRecoveryCode);
}

const recoveryCodePattern = /^[0-9a-f]{5}-?[0-9a-f]{5}$/i;

export interface SecondFactorHolder {
  /** The table the holder lives in: a platform operator or a studio member. */
  table: 'Operator' | 'AdminUser';
  id: string;
  /** The TOTP secret as services/secrets ciphertext. */
  totpSecret: string;
  totpLastStep: bigint;
  recoveryCodes: string[];
}

/** A TOTP code later than the last one taken, or an unused recovery code (then used up); taken atomically. */
export async function takeSecondFactor(
  db: DbClient,
  secrets: Secrets,
  holder: SecondFactorHolder,
  typed: string,
  now: Date,
): Promise<boolean> {
  const key = base32Decode(secrets.decrypt(holder.totpSecret));
  const step = verifyTotp(key, typed, now, holder.totpLastStep);
  if (step !== null) {
    // Only one login takes a code: a second one racing with the same code finds the step moved on.
    const where = { id: holder.id, totpLastStep: { lt: step } };
    const taken =
      holder.table === 'Operator'
        ? await db.operator.updateMany({ where, data: { totpLastStep: step } })
        : await db.adminUser.updateMany({ where, data: { totpLastStep: step } });
    return taken.count === 1;
  }
  const hashed = hashRecoveryCode(typed);
  if (!recoveryCodePattern.test(typed.trim()) || !holder.recoveryCodes.includes(hashed)) return false;
  const table = Prisma.raw(`"${holder.table}"`);
  const used = await db.$executeRaw`
    UPDATE ${table} SET "recoveryCodes" = array_remove("recoveryCodes", ${hashed})
    WHERE "id" = ${holder.id}::uuid AND ${hashed} = ANY("recoveryCodes")`;
  return used === 1;
}
