// The studio's own account: renaming it, moving it to another address (the old one answers 308 for 90 days), and
// a member's change of login e-mail (confirmed from the new address; the old one is told).

import { AlreadyMemberError } from '../../domain/roles.ts';
import {
  assertStudioName,
  assertStudioSlug,
  InvalidEmailChangeLinkError,
  SlugTakenError,
  studioAccountPolicy,
} from '../../domain/studio-account.ts';
import { normaliseEmail } from '../auth/admin-sessions.ts';
import { hashToken, newToken, tokenPrefixes } from '../auth/tokens.ts';
import { enqueueEmail } from '../mail/outbox.ts';
import { loginEmailChangedNotice, loginEmailChangeEmail } from '../mail/templates/team.ts';
import { type DbClient, type RequestContext, requireStudio } from '../request-context.ts';

export async function renameStudio(context: Pick<RequestContext, 'db' | 'studio'>, name: string) {
  const studio = requireStudio(context);
  return context.db.studio.update({ where: { id: studio.id }, data: { name: assertStudioName(name) } });
}

/** Moves the studio to another address; the one it leaves leads to the new one for 90 days. */
export async function changeStudioSlug(
  context: Pick<RequestContext, 'db' | 'studio'>,
  slug: string,
  now = new Date(),
) {
  const studio = requireStudio(context);
  const wanted = slug.trim().toLowerCase();
  assertStudioSlug(wanted);
  if (wanted === studio.slug) return studio;
  try {
    return await context.db.$transaction(async (tx) => {
      // Another studio's former address stays its own while it still leads there.
      const held = await tx.studioSlugRedirect.findUnique({ where: { oldSlug: wanted } });
      if (held && held.studioId !== studio.id && held.expiresAt > now) throw new SlugTakenError();
      if (held) await tx.studioSlugRedirect.delete({ where: { id: held.id } });
      if (await tx.studio.findUnique({ where: { slug: wanted }, select: { id: true } }))
        throw new SlugTakenError();
      const expiresAt = new Date(now.getTime() + studioAccountPolicy.slugRedirectMs);
      await tx.studioSlugRedirect.upsert({
        where: { oldSlug: studio.slug },
        create: { oldSlug: studio.slug, studioId: studio.id, expiresAt },
        update: { studioId: studio.id, expiresAt, createdAt: now },
      });
      return tx.studio.update({ where: { id: studio.id }, data: { slug: wanted } });
    });
  } catch (error) {
    // Two studios asking for one address at once: the unique index lets one through.
    if ((error as { code?: string }).code === 'P2002') throw new SlugTakenError();
    throw error;
  }
}

/** The current address of a studio's former one, while it still leads there; null otherwise. */
export async function redirectedSlug(
  db: DbClient,
  oldSlug: string,
  now = new Date(),
): Promise<string | null> {
  const redirect = await db.studioSlugRedirect.findUnique({
    where: { oldSlug },
    select: { expiresAt: true, studio: { select: { slug: true } } },
  });
  return redirect && redirect.expiresAt > now ? redirect.studio.slug : null;
}

/** Sends the confirmation link to the new address; nothing changes until it is opened. */
export async function requestLoginEmailChange(
  context: Pick<RequestContext, 'db' | 'studio' | 'viewer'>,
  input: { newEmail: string; baseUrl: string },
  now = new Date(),
): Promise<void> {
  const studio = requireStudio(context);
  if (context.viewer.kind !== 'admin') throw new InvalidEmailChangeLinkError();
  const userId = context.viewer.userId;
  const newEmail = normaliseEmail(input.newEmail);
  if (await context.db.adminUser.findUnique({ where: { email: newEmail }, select: { id: true } }))
    throw new AlreadyMemberError('Este e-mail já é usado por outra conta. Escolha outro.');
  const token = newToken(tokenPrefixes.loginEmailChange);
  const link = `${input.baseUrl}/estudio/confirmar-novo-email?c=${encodeURIComponent(token)}`;
  const email = loginEmailChangeEmail({ studioName: studio.name, link, accentColor: studio.accentColor });
  await context.db.$transaction(async (tx) => {
    // Only the newest request's link works.
    await tx.loginEmailChange.updateMany({ where: { userId, usedAt: null }, data: { usedAt: now } });
    await tx.loginEmailChange.create({
      data: {
        studioId: studio.id,
        userId,
        newEmail,
        tokenHash: hashToken(token),
        expiresAt: new Date(now.getTime() + studioAccountPolicy.emailChangeMs),
      },
    });
    await enqueueEmail(tx, { studioId: studio.id, kind: 'login-email-change', to: newEmail, ...email });
  });
}

/** Opens the link from the new address: the member logs in with it from now on; the old address is told. */
export async function confirmLoginEmailChange(
  context: Pick<RequestContext, 'db' | 'studio'>,
  token: string,
  now = new Date(),
): Promise<string> {
  const studio = requireStudio(context);
  if (!token.startsWith(tokenPrefixes.loginEmailChange)) throw new InvalidEmailChangeLinkError();
  try {
    return await context.db.$transaction(async (tx) => {
      const change = await tx.loginEmailChange.findFirst({
        where: { tokenHash: hashToken(token), studioId: studio.id, usedAt: null, expiresAt: { gt: now } },
        include: { user: { select: { email: true } } },
      });
      if (!change) throw new InvalidEmailChangeLinkError();
      const taken = await tx.loginEmailChange.updateMany({
        where: { id: change.id, usedAt: null },
        data: { usedAt: now },
      });
      if (taken.count !== 1) throw new InvalidEmailChangeLinkError();
      await tx.adminUser.update({ where: { id: change.userId }, data: { email: change.newEmail } });
      const notice = loginEmailChangedNotice({
        studioName: studio.name,
        newEmail: change.newEmail,
        accentColor: studio.accentColor,
      });
      await enqueueEmail(tx, {
        studioId: studio.id,
        kind: 'login-email-changed',
        to: change.user.email,
        ...notice,
      });
      return change.newEmail;
    });
  } catch (error) {
    if ((error as { code?: string }).code === 'P2002')
      throw new AlreadyMemberError('Este e-mail já é usado por outra conta. Escolha outro.');
    throw error;
  }
}
