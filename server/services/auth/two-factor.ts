// A studio member turns the two-factor login on (password, then a first code; the recovery codes shown once) and
// off (password and a code). The secret is kept encrypted (services/secrets), as the operators' is.
import QRCode from 'qrcode';
import { TooManyAttemptsError } from '../../domain/auth.ts';
import { base32Decode, newTotpSecret, otpauthUri, verifyTotp } from '../../domain/totp.ts';
import { InvalidTwoFactorCodeError, TwoFactorSetupError, twoFactorPolicy } from '../../domain/two-factor.ts';
import { countFailure, failuresInWindow } from '../limits/rate-limit.ts';
import type { RequestContext } from '../request-context.ts';
import { verifyPassword } from './passwords.ts';
import { hashRecoveryCode, newRecoveryCodes, takeSecondFactor } from './second-factor.ts';

type Context = Pick<RequestContext, 'db' | 'viewer' | 'services' | 'studio'>;

const failureKey = (userId: string) => `two-factor-setup:${userId}`;

async function viewerAccount(context: Context) {
  if (context.viewer.kind !== 'admin' || context.viewer.apiToken)
    throw new TwoFactorSetupError('Entre com sua conta para mudar a verificação em duas etapas.');
  return context.db.adminUser.findUniqueOrThrow({ where: { id: context.viewer.userId } });
}

/** A wrong password or code here counts against the member (5 in 15 minutes), so a left-open session guesses little. */
async function guarded<T>(context: Context, userId: string, check: () => Promise<T | null>, error: Error) {
  const key = failureKey(userId);
  const now = new Date();
  if (
    (await failuresInWindow(context.db, key, twoFactorPolicy.accountWindowMs, now)) >=
    twoFactorPolicy.accountFailures
  )
    throw new TooManyAttemptsError(twoFactorPolicy.accountWindowMs);
  const result = await check();
  if (result === null) {
    await countFailure(context.db, key, twoFactorPolicy.accountWindowMs, now);
    throw error;
  }
  return result;
}

const wrongPassword = () => new TwoFactorSetupError('Senha incorreta.');

/** Step 1: the password again, then a new secret (kept until confirmed) to show as text and as a QR code. */
export async function startTwoFactorSetup(context: Context, password: string) {
  const user = await viewerAccount(context);
  if (user.totpEnabledAt) throw new TwoFactorSetupError('A verificação em duas etapas já está ativa.');
  await guarded(
    context,
    user.id,
    async () => ((await verifyPassword(user.passwordHash, password)) ? true : null),
    wrongPassword(),
  );
  const secret = newTotpSecret();
  await context.db.adminUser.update({
    where: { id: user.id },
    data: { totpSecret: context.services.secrets.encrypt(secret), totpEnabledAt: null, recoveryCodes: [] },
  });
  const issuer = context.studio ? `Revela - ${context.studio.name}` : 'Revela';
  const uri = otpauthUri(secret, user.email, issuer);
  const qrCodeSvg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, otpauthUri: uri, qrCodeSvg };
}

/** Step 2: a first code from the app turns it on; the recovery codes are answered once, only their hashes kept. */
export async function confirmTwoFactorSetup(context: Context, code: string, now = new Date()) {
  const user = await viewerAccount(context);
  if (user.totpEnabledAt) throw new TwoFactorSetupError('A verificação em duas etapas já está ativa.');
  if (!user.totpSecret)
    throw new TwoFactorSetupError('Comece de novo: informe sua senha para gerar um novo código.');
  const key = base32Decode(context.services.secrets.decrypt(user.totpSecret));
  const step = await guarded(
    context,
    user.id,
    async () => verifyTotp(key, code, now, 0n),
    new InvalidTwoFactorCodeError(),
  );
  const recoveryCodes = newRecoveryCodes();
  const enabled = await context.db.adminUser.updateMany({
    where: { id: user.id, totpEnabledAt: null, totpSecret: user.totpSecret },
    data: { totpEnabledAt: now, totpLastStep: step, recoveryCodes: recoveryCodes.map(hashRecoveryCode) },
  });
  if (enabled.count !== 1) throw new TwoFactorSetupError('A verificação em duas etapas já está ativa.');
  return recoveryCodes;
}

/** Turning it off takes the password and a code (or a recovery code); the secret and the codes are erased. */
export async function disableTwoFactor(
  context: Context,
  input: { password: string; code: string },
  now = new Date(),
) {
  const user = await viewerAccount(context);
  if (!user.totpEnabledAt || !user.totpSecret)
    throw new TwoFactorSetupError('A verificação em duas etapas não está ativa.');
  await guarded(
    context,
    user.id,
    async () => ((await verifyPassword(user.passwordHash, input.password)) ? true : null),
    wrongPassword(),
  );
  const secret = user.totpSecret;
  await guarded(
    context,
    user.id,
    async () =>
      (await takeSecondFactor(
        context.db,
        context.services.secrets,
        { table: 'AdminUser', ...user, totpSecret: secret },
        input.code,
        now,
      ))
        ? true
        : null,
    new InvalidTwoFactorCodeError(),
  );
  await context.db.adminUser.update({
    where: { id: user.id },
    data: { totpSecret: null, totpEnabledAt: null, recoveryCodes: [] },
  });
}
