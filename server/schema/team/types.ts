// The studio's team as admins read it: the signed-in member (me, with their sessions), the members and the
// invitations, and the invitation a link names (for its accept page).
import { builder } from '../../builder.ts';
import { invitationState, roleCapabilities } from '../../domain/roles.ts';
import type { AdminUser } from '../../generated/prisma/client.ts';
import { AdminRole } from '../../generated/prisma/enums.ts';
import { byRole } from '../../role-gate.ts';
import { ownAdminSessions } from '../../services/auth/admin-sessions.ts';
import { invitationByToken, teamInvitations, teamMembers } from '../../services/team/team.ts';
import { StudioRef } from '../studio/types.ts';

export const AdminRoleEnum = builder.enumType(AdminRole, {
  name: 'AdminRole',
  description: 'OWNER everything; MANAGER all but billing and credentials; PHOTOGRAPHER events and photos.',
});

export const TeamMemberRef = builder.prismaObject('AdminUser', {
  name: 'TeamMember',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    role: t.expose('role', { type: AdminRoleEnum }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    isViewer: t.boolean({
      description: 'Whether this member is the one asking.',
      resolve: (user, _args, context) => context.viewer.kind === 'admin' && context.viewer.userId === user.id,
    }),
  }),
});

const InvitationStateEnum = builder.enumType('TeamInvitationState', {
  values: ['PENDING', 'ACCEPTED', 'REVOKED', 'EXPIRED'] as const,
});

export const TeamInvitationRef = builder.prismaObject('TeamInvitation', {
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.exposeString('email'),
    role: t.expose('role', { type: AdminRoleEnum }),
    sentAt: t.expose('sentAt', { type: 'DateTime' }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
    state: t.field({
      type: InvitationStateEnum,
      resolve: (invitation) => invitationState(invitation, new Date()),
    }),
  }),
});

const AdminSessionRef = builder.prismaObject('AdminSession', {
  name: 'AdminSessionInfo',
  fields: (t) => ({
    id: t.exposeID('id'),
    userAgent: t.exposeString('userAgent', { nullable: true }),
    ip: t.exposeString('ip', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    lastUsedAt: t.expose('lastUsedAt', { type: 'DateTime' }),
    current: t.boolean({
      description: 'The session this request came with.',
      resolve: (session, _args, context) =>
        context.viewer.kind === 'admin' && context.viewer.sessionId === session.id,
    }),
  }),
});

export const MeRef = builder.objectRef<AdminUser>('Me').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    role: t.expose('role', { type: AdminRoleEnum }),
    capabilities: t.stringList({
      description: 'What the role may do (domain/roles.ts): the admin shows only these areas.',
      resolve: (user) => [...roleCapabilities[user.role]],
    }),
    sessions: t.field({
      type: [AdminSessionRef],
      description: 'The member’s own live sessions, the most recently used first.',
      resolve: (_user, _args, context) => ownAdminSessions(context),
    }),
  }),
});

builder.queryField('me', (t) =>
  t.field({
    type: MeRef,
    description: 'The signed-in member of the studio.',
    authScopes: byRole,
    resolve: (_root, _args, context) =>
      context.db.adminUser.findUniqueOrThrow({
        where: { id: context.viewer.kind === 'admin' ? context.viewer.userId : '' },
      }),
  }),
);

builder.prismaObjectFields(StudioRef, (t) => ({
  team: t.field({
    type: [TeamMemberRef],
    authScopes: byRole,
    select: { id: true },
    resolve: (_studio, _args, context) => teamMembers(context),
  }),
  teamInvitations: t.field({
    type: [TeamInvitationRef],
    description: 'Invitations not accepted: pending, expired, or revoked in the last 30 days.',
    authScopes: byRole,
    select: { id: true },
    resolve: (_studio, _args, context) => teamInvitations(context),
  }),
}));

const TeamInvitationPreview = builder
  .objectRef<{ email: string; role: AdminRole; studioName: string }>('TeamInvitationPreview')
  .implement({
    fields: (t) => ({
      email: t.exposeString('email'),
      role: t.expose('role', { type: AdminRoleEnum }),
      studioName: t.exposeString('studioName'),
    }),
  });

builder.queryField('teamInvitation', (t) =>
  t.field({
    type: TeamInvitationPreview,
    nullable: true,
    description:
      'The pending invitation of an e-mailed link (its c parameter); null when it is no longer valid.',
    args: { token: t.arg.string({ required: true }) },
    resolve: async (_root, { token }, context) => {
      const invitation = await invitationByToken(context, token);
      return invitation && context.studio
        ? { email: invitation.email, role: invitation.role, studioName: context.studio.name }
        : null;
    },
  }),
);
