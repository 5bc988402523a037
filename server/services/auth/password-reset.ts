// Password reset for studio admins: a single-use link valid for 1 hour, mailed through the outbox; using it sets
// the new password and ends every other session of the account.

import { InvalidResetLinkError, loginPolicy } from '../../domain/auth.ts';
import { assertStrongPassword } from '../../domain/password-strength.ts';
import { enqueueEmail } from '../mail/outbox.ts';
import { passwordResetEmail } from '../mail/templates/password-reset.ts';
import { type RequestContext, requireStudio } from '../request-context.ts';
import { normaliseEmail } from './admin-sessions.ts';
import { clearLoginFailures } from './login-throttle.ts';
import { hashPassword } from './passwords.ts';
import { hashToken, newToken, tokenPrefixes } from './tokens.ts';

/** At most this many reset e-mails per account per hour: the form cannot be used to flood a mailbox. */
const maxRequestsPerHour = 3;

/** Queues the reset e-mail when the address belongs to the studio's admin; says nothing either way. */
export async function requestPasswordReset(
  context: Pick<RequestContext, 'db' | 'studio'>,
  input: { email: string; baseUrl: string },
  now = new Date(),
): Promise<boolean> {
  const { db } = context;
  const studio = requireStudio(context);
  const user = await db.adminUser.findFirst({
    where: { email: normaliseEmail(input.email), studioId: studio.id },
    select: { id: true, email: true },
  });
  if (!user) return false;
  const recent = await db.passwordResetToken.count({
    where: { userId: user.id, createdAt: { gt: new Date(now.getTime() - 60 * 60_000) } },
  });
  if (recent >= maxRequestsPerHour) return false;
  const token = newToken(tokenPrefixes.passwordReset);
  const link = `${input.baseUrl}/estudio/redefinir-senha?l=${encodeURIComponent(token)}`;
  const email = passwordResetEmail({ studioName: studio.name, link, accentColor: studio.accentColor });
  await db.$transaction(async (tx) => {
    await tx.passwordResetToken.create({
      data: {
        studioId: studio.id,
        userId: user.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(now.getTime() + loginPolicy.resetLinkMs),
      },
    });
    await enqueueEmail(tx, { studioId: studio.id, kind: 'password-reset', to: user.email, ...email });
  });
  return true;
}

export async function resetPassword(
  context: Pick<RequestContext, 'db' | 'studio'>,
  input: { token: string; password: string },
  now = new Date(),
): Promise<void> {
  const { db } = context;
  const studioId = requireStudio(context).id;
  if (!input.token.startsWith(tokenPrefixes.passwordReset)) throw new InvalidResetLinkError();
  const studio = requireStudio(context);
  await assertStrongPassword(input.password, [studio.name, studio.slug]);
  const passwordHash = await hashPassword(input.password);
  const email = await db.$transaction(async (tx) => {
    const link = await tx.passwordResetToken.findFirst({
      where: {
        tokenHash: hashToken(input.token),
        studioId,
        usedAt: null,
        expiresAt: { gt: now },
      },
      select: { id: true, userId: true },
    });
    if (!link) throw new InvalidResetLinkError();
    // Taken only once even when the link is used twice at the same moment.
    const taken = await tx.passwordResetToken.updateMany({
      where: { id: link.id, usedAt: null },
      data: { usedAt: now },
    });
    if (taken.count !== 1) throw new InvalidResetLinkError();
    const user = await tx.adminUser.update({ where: { id: link.userId }, data: { passwordHash } });
    await tx.adminSession.updateMany({
      where: { userId: link.userId, revokedAt: null },
      data: { revokedAt: now },
    });
    await tx.passwordResetToken.updateMany({
      where: { userId: link.userId, usedAt: null },
      data: { usedAt: now },
    });
    return user.email;
  });
  // Whoever had been guessing, the owner with the new password gets in at once.
  await clearLoginFailures(db, studioId, email);
}
