// A studio's team: members and their roles, invitations by e-mail (a single-use link, 7 days), accepting one
// (which logs the new member in), resending, revoking, removing a member and changing a role. The studio row is
// locked while the team changes, so the plan's team size and the last owner hold against simultaneous requests.

import { NotFoundError } from '../../domain/errors.ts';
import { assertStrongPassword } from '../../domain/password-strength.ts';
import {
  type AdminRole,
  AlreadyMemberError,
  assertOwnerRemains,
  assertTeamRoom,
  InvalidInvitationError,
  invitationPolicy,
} from '../../domain/roles.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { rememberDevice } from '../auth/admin-devices.ts';
import { normaliseEmail, openAdminSession } from '../auth/admin-sessions.ts';
import { hashPassword } from '../auth/passwords.ts';
import { hashToken, newToken, tokenPrefixes } from '../auth/tokens.ts';
import { enqueueEmail } from '../mail/outbox.ts';
import { teamInvitationEmail } from '../mail/templates/team.ts';
import { type RequestContext, requireStudio } from '../request-context.ts';
import { keepPhotographerName } from './photographers.ts';

const memberNotFound = () => new NotFoundError('Pessoa não encontrada na equipe.');
const invitationNotFound = () => new NotFoundError('Convite não encontrado.');

type TeamContext = Pick<RequestContext, 'db' | 'studio' | 'viewer'>;

const pendingWhere = (now: Date) => ({ acceptedAt: null, revokedAt: null, expiresAt: { gt: now } });

async function lockStudio(tx: Prisma.TransactionClient, studioId: string): Promise<void> {
  await tx.$queryRaw`SELECT id FROM "Studio" WHERE id = ${studioId}::uuid FOR UPDATE`;
}

function acceptLink(baseUrl: string, token: string): string {
  return `${baseUrl}/estudio/convite?c=${encodeURIComponent(token)}`;
}

export async function teamMembers(context: Pick<RequestContext, 'db' | 'studio'>) {
  return context.db.adminUser.findMany({
    where: { studioId: requireStudio(context).id },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
}

/** Invitations not accepted: pending, expired or revoked in the last 30 days, newest first. */
export async function teamInvitations(context: Pick<RequestContext, 'db' | 'studio'>, now = new Date()) {
  return context.db.teamInvitation.findMany({
    where: {
      studioId: requireStudio(context).id,
      acceptedAt: null,
      OR: [{ revokedAt: null }, { revokedAt: { gt: new Date(now.getTime() - 30 * 86_400_000) } }],
    },
    orderBy: [{ sentAt: 'desc' }, { id: 'desc' }],
  });
}

async function sendInvitation(
  tx: Prisma.TransactionClient,
  context: TeamContext,
  invitation: { id: string; email: string; role: AdminRole },
  baseUrl: string,
  now: Date,
): Promise<void> {
  const studio = requireStudio(context);
  const token = newToken(tokenPrefixes.teamInvitation);
  await tx.teamInvitation.update({
    where: { id: invitation.id },
    data: {
      tokenHash: hashToken(token),
      sentAt: now,
      expiresAt: new Date(now.getTime() + invitationPolicy.validMs),
    },
  });
  const inviter =
    context.viewer.kind === 'admin'
      ? await tx.adminUser.findUnique({
          where: { id: context.viewer.userId },
          select: { name: true, email: true },
        })
      : null;
  const email = teamInvitationEmail({
    studioName: studio.name,
    role: invitation.role,
    link: acceptLink(baseUrl, token),
    invitedBy: inviter ? inviter.name || inviter.email : null,
    accentColor: studio.accentColor,
  });
  await enqueueEmail(tx, { studioId: studio.id, kind: 'team-invitation', to: invitation.email, ...email });
}

export async function inviteTeamMember(
  context: TeamContext,
  input: { email: string; role: AdminRole; baseUrl: string },
  now = new Date(),
) {
  const studio = requireStudio(context);
  const email = normaliseEmail(input.email);
  return context.db.$transaction(async (tx) => {
    await lockStudio(tx, studio.id);
    const existing = await tx.adminUser.findUnique({ where: { email }, select: { studioId: true } });
    if (existing) {
      throw existing.studioId === studio.id
        ? new AlreadyMemberError('Esta pessoa já faz parte da equipe.')
        : new AlreadyMemberError();
    }
    const pending = await tx.teamInvitation.findFirst({
      where: { studioId: studio.id, email, ...pendingWhere(now) },
      select: { id: true },
    });
    if (pending)
      throw new AlreadyMemberError('Já existe um convite pendente para este e-mail. Use "Reenviar".');
    const [members, pendingInvitations, plan] = await Promise.all([
      tx.adminUser.count({ where: { studioId: studio.id } }),
      tx.teamInvitation.count({ where: { studioId: studio.id, ...pendingWhere(now) } }),
      tx.studio.findUniqueOrThrow({
        where: { id: studio.id },
        select: { plan: { select: { teamSize: true } } },
      }),
    ]);
    assertTeamRoom({ members, pendingInvitations, teamSize: plan.plan.teamSize });
    const invitation = await tx.teamInvitation.create({
      data: {
        studioId: studio.id,
        email,
        role: input.role,
        // Replaced at once by sendInvitation; unique and useless meanwhile.
        tokenHash: `pendente-${crypto.randomUUID()}`,
        invitedById: context.viewer.kind === 'admin' ? context.viewer.userId : null,
        expiresAt: now,
      },
    });
    await sendInvitation(tx, context, invitation, input.baseUrl, now);
    return tx.teamInvitation.findUniqueOrThrow({ where: { id: invitation.id } });
  });
}

/** Sends a pending or expired invitation again with a new link (the old one stops working). */
export async function resendTeamInvitation(
  context: TeamContext,
  input: { invitationId: string; baseUrl: string },
  now = new Date(),
) {
  const studio = requireStudio(context);
  return context.db.$transaction(async (tx) => {
    await lockStudio(tx, studio.id);
    const invitation = await tx.teamInvitation.findFirst({
      where: { id: input.invitationId, studioId: studio.id, acceptedAt: null, revokedAt: null },
    });
    if (!invitation) throw invitationNotFound();
    if (invitation.expiresAt <= now) {
      // An expired invitation no longer counted: it takes a place again.
      const [members, pendingInvitations, plan] = await Promise.all([
        tx.adminUser.count({ where: { studioId: studio.id } }),
        tx.teamInvitation.count({ where: { studioId: studio.id, ...pendingWhere(now) } }),
        tx.studio.findUniqueOrThrow({
          where: { id: studio.id },
          select: { plan: { select: { teamSize: true } } },
        }),
      ]);
      assertTeamRoom({ members, pendingInvitations, teamSize: plan.plan.teamSize });
    }
    await sendInvitation(tx, context, invitation, input.baseUrl, now);
    return tx.teamInvitation.findUniqueOrThrow({ where: { id: invitation.id } });
  });
}

export async function revokeTeamInvitation(context: TeamContext, invitationId: string, now = new Date()) {
  const studio = requireStudio(context);
  const revoked = await context.db.teamInvitation.updateMany({
    where: { id: invitationId, studioId: studio.id, acceptedAt: null, revokedAt: null },
    data: { revokedAt: now },
  });
  if (revoked.count !== 1) throw invitationNotFound();
}

/** The pending invitation a link names in this studio, or null. */
export async function invitationByToken(
  context: Pick<RequestContext, 'db' | 'studio'>,
  token: string,
  now = new Date(),
) {
  if (!context.studio || !token.startsWith(tokenPrefixes.teamInvitation)) return null;
  return context.db.teamInvitation.findFirst({
    where: { tokenHash: hashToken(token), studioId: context.studio.id, ...pendingWhere(now) },
  });
}

/** Accepts an invitation: the member is created with its role and logged in (the answer is the session). */
export async function acceptTeamInvitation(
  context: Pick<RequestContext, 'db' | 'studio' | 'clientAddress' | 'services'>,
  input: { token: string; name: string; password: string; userAgent?: string | null },
  now = new Date(),
) {
  const studio = requireStudio(context);
  const invitation = await invitationByToken(context, input.token, now);
  if (!invitation) throw new InvalidInvitationError();
  await assertStrongPassword(input.password, [invitation.email, input.name, studio.name, studio.slug]);
  const passwordHash = await hashPassword(input.password);
  const user = await context.db.$transaction(async (tx) => {
    await lockStudio(tx, studio.id);
    // Taken only once even when the link is used twice at the same moment.
    const taken = await tx.teamInvitation.updateMany({
      where: { id: invitation.id, ...pendingWhere(now) },
      data: { acceptedAt: now },
    });
    if (taken.count !== 1) throw new InvalidInvitationError();
    if (await tx.adminUser.findUnique({ where: { email: invitation.email }, select: { id: true } }))
      throw new AlreadyMemberError();
    return tx.adminUser.create({
      data: {
        studioId: studio.id,
        email: invitation.email,
        name: input.name.trim(),
        role: invitation.role,
        passwordHash,
      },
    });
  });
  // The browser that accepted is known from the start (no new-browser notice for it).
  return context.db.$transaction(async (tx) => {
    const seen = { userAgent: input.userAgent, clientAddress: context.clientAddress };
    const known = { studio, userId: user.id, known: null, notice: null, ...seen };
    const deviceCookie = await rememberDevice(tx, context, known, now);
    const session = await openAdminSession(tx, { studioId: studio.id, userId: user.id, ...seen }, now);
    return { ...session, deviceCookie };
  });
}

export async function removeTeamMember(context: TeamContext, memberId: string) {
  const studio = requireStudio(context);
  await context.db.$transaction(async (tx) => {
    await lockStudio(tx, studio.id);
    const member = await tx.adminUser.findFirst({ where: { id: memberId, studioId: studio.id } });
    if (!member) throw memberNotFound();
    const owners = await tx.adminUser.count({ where: { studioId: studio.id, role: 'OWNER' } });
    assertOwnerRemains(owners, member.role === 'OWNER');
    await keepPhotographerName(tx, member);
    // Its sessions, reset links and e-mail changes go with it (cascade); its photos keep its name.
    await tx.adminUser.delete({ where: { id: member.id } });
  });
}

export async function changeTeamMemberRole(
  context: TeamContext,
  input: { memberId: string; role: AdminRole },
) {
  const studio = requireStudio(context);
  return context.db.$transaction(async (tx) => {
    await lockStudio(tx, studio.id);
    const member = await tx.adminUser.findFirst({ where: { id: input.memberId, studioId: studio.id } });
    if (!member) throw memberNotFound();
    const owners = await tx.adminUser.count({ where: { studioId: studio.id, role: 'OWNER' } });
    assertOwnerRemains(owners, member.role === 'OWNER' && input.role !== 'OWNER');
    return tx.adminUser.update({ where: { id: member.id }, data: { role: input.role } });
  });
}
