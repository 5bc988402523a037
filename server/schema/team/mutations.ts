// The studio's team and account: invitations, members and roles, the member's own sessions and login e-mail, the
// studio's name and address.
import { z } from 'zod';
import { builder } from '../../builder.ts';
import { loginPolicy } from '../../domain/auth.ts';
import { uuidOrNil } from '../../domain/ids.ts';
import { WeakPasswordError } from '../../domain/password-strength.ts';
import {
  AlreadyMemberError,
  InvalidInvitationError,
  LastOwnerError,
  TeamLimitReachedError,
} from '../../domain/roles.ts';
import {
  InvalidEmailChangeLinkError,
  SlugTakenError,
  StudioAccountError,
} from '../../domain/studio-account.ts';
import { rememberBrowser } from '../../http/device-cookie.ts';
import { noteStudioMoved } from '../../http/slug-redirects.ts';
import { byRole } from '../../role-gate.ts';
import { endOtherOwnAdminSessions, endOwnAdminSession } from '../../services/auth/admin-sessions.ts';
import { requireStudio } from '../../services/request-context.ts';
import {
  changeStudioSlug,
  confirmLoginEmailChange,
  renameStudio,
  requestLoginEmailChange,
} from '../../services/studios/studio-account.ts';
import {
  acceptTeamInvitation,
  changeTeamMemberRole,
  inviteTeamMember,
  removeTeamMember,
  resendTeamInvitation,
  revokeTeamInvitation,
} from '../../services/team/team.ts';
import { commonErrors } from '../errors/types.ts';
import { requestOrigin } from '../origin.ts';
import { messagePayload, studioPayload } from '../payloads.ts';
import { AdminRoleEnum } from './types.ts';

const email = z.string().trim().min(1, 'Informe o e-mail').pipe(z.email('E-mail inválido'));
const teamErrors = [TeamLimitReachedError, LastOwnerError, AlreadyMemberError, ...commonErrors];

const InviteTeamMemberInput = builder.inputType('InviteTeamMemberInput', {
  fields: (t) => ({
    email: t.string({ required: true, validate: email }),
    role: t.field({ type: AdminRoleEnum, required: true }),
  }),
});

builder.mutationField('inviteTeamMember', (t) =>
  t.field({
    type: studioPayload('InviteTeamMemberPayload'),
    authScopes: byRole,
    errors: { types: teamErrors },
    args: { input: t.arg({ type: InviteTeamMemberInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const invitation = await inviteTeamMember(context, {
        email: input.email,
        role: input.role,
        baseUrl: requestOrigin(context),
      });
      return { message: `Convite enviado para ${invitation.email}`, studioId: requireStudio(context).id };
    },
  }),
);

const InvitationInput = builder.inputType('TeamInvitationInput', {
  fields: (t) => ({ invitationId: t.id({ required: true }) }),
});

builder.mutationField('resendTeamInvitation', (t) =>
  t.field({
    type: studioPayload('ResendTeamInvitationPayload'),
    authScopes: byRole,
    errors: { types: teamErrors },
    args: { input: t.arg({ type: InvitationInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const invitation = await resendTeamInvitation(context, {
        invitationId: uuidOrNil(input.invitationId),
        baseUrl: requestOrigin(context),
      });
      return { message: `Convite reenviado para ${invitation.email}`, studioId: requireStudio(context).id };
    },
  }),
);

builder.mutationField('revokeTeamInvitation', (t) =>
  t.field({
    type: studioPayload('RevokeTeamInvitationPayload'),
    authScopes: byRole,
    errors: { types: commonErrors },
    args: { input: t.arg({ type: InvitationInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      await revokeTeamInvitation(context, uuidOrNil(input.invitationId));
      return { message: 'Convite revogado', studioId: requireStudio(context).id };
    },
  }),
);

const MemberInput = builder.inputType('TeamMemberInput', {
  fields: (t) => ({ memberId: t.id({ required: true }) }),
});

builder.mutationField('removeTeamMember', (t) =>
  t.field({
    type: studioPayload('RemoveTeamMemberPayload'),
    authScopes: byRole,
    errors: { types: teamErrors },
    args: { input: t.arg({ type: MemberInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      await removeTeamMember(context, uuidOrNil(input.memberId));
      return { message: 'Pessoa removida da equipe', studioId: requireStudio(context).id };
    },
  }),
);

const ChangeTeamMemberRoleInput = builder.inputType('ChangeTeamMemberRoleInput', {
  fields: (t) => ({
    memberId: t.id({ required: true }),
    role: t.field({ type: AdminRoleEnum, required: true }),
  }),
});

builder.mutationField('changeTeamMemberRole', (t) =>
  t.field({
    type: studioPayload('ChangeTeamMemberRolePayload'),
    authScopes: byRole,
    errors: { types: teamErrors },
    args: { input: t.arg({ type: ChangeTeamMemberRoleInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      await changeTeamMemberRole(context, { memberId: uuidOrNil(input.memberId), role: input.role });
      return { message: 'Papel alterado', studioId: requireStudio(context).id };
    },
  }),
);

const AcceptTeamInvitationInput = builder.inputType('AcceptTeamInvitationInput', {
  fields: (t) => ({
    token: t.string({ required: true, description: 'The c parameter of the e-mailed link.' }),
    name: t.string({
      required: true,
      validate: z.string().trim().min(1, 'Informe seu nome').max(80, 'O nome pode ter até 80 caracteres'),
    }),
    password: t.string({
      required: true,
      validate: z
        .string()
        .min(1, 'Informe a senha')
        .min(
          loginPolicy.minPasswordLength,
          `A senha precisa ter pelo menos ${loginPolicy.minPasswordLength} caracteres`,
        )
        .max(200, 'A senha pode ter até 200 caracteres'),
    }),
  }),
});

const AcceptTeamInvitationPayload = builder
  .objectRef<{ token: string; expiresAt: Date }>('AcceptTeamInvitationPayload')
  .implement({
    fields: (t) => ({
      token: t.exposeString('token', { description: 'Bearer token of the new member’s session.' }),
      expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
    }),
  });

builder.mutationField('acceptTeamInvitation', (t) =>
  t.field({
    type: AcceptTeamInvitationPayload,
    errors: { types: [InvalidInvitationError, WeakPasswordError, AlreadyMemberError, ...commonErrors] },
    args: { input: t.arg({ type: AcceptTeamInvitationInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const result = await acceptTeamInvitation(context, {
        token: input.token,
        name: input.name,
        password: input.password,
        userAgent: context.request.headers.get('user-agent'),
      });
      rememberBrowser(context, result.deviceCookie);
      return result;
    },
  }),
);

const EndAdminSessionInput = builder.inputType('EndAdminSessionInput', {
  fields: (t) => ({ sessionId: t.id({ required: true }) }),
});

builder.mutationField('endAdminSession', (t) =>
  t.field({
    type: messagePayload('EndAdminSessionPayload'),
    authScopes: byRole,
    errors: { types: commonErrors },
    args: { input: t.arg({ type: EndAdminSessionInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      await endOwnAdminSession(context, uuidOrNil(input.sessionId));
      return { message: 'Sessão encerrada' };
    },
  }),
);

builder.mutationField('endOtherAdminSessions', (t) =>
  t.field({
    type: messagePayload('EndOtherAdminSessionsPayload'),
    authScopes: byRole,
    errors: { types: commonErrors },
    resolve: async (_root, _args, context) => {
      const ended = await endOtherOwnAdminSessions(context);
      return {
        message:
          ended === 0
            ? 'Nenhuma outra sessão aberta'
            : ended === 1
              ? '1 outra sessão encerrada'
              : `${ended} outras sessões encerradas`,
      };
    },
  }),
);

const RenameStudioInput = builder.inputType('RenameStudioInput', {
  fields: (t) => ({ name: t.string({ required: true }) }),
});

builder.mutationField('renameStudio', (t) =>
  t.field({
    type: studioPayload('RenameStudioPayload'),
    authScopes: byRole,
    errors: { types: [StudioAccountError, ...commonErrors] },
    args: { input: t.arg({ type: RenameStudioInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const studio = await renameStudio(context, input.name);
      return { message: 'Nome do estúdio alterado', studioId: studio.id };
    },
  }),
);

const ChangeStudioSlugInput = builder.inputType('ChangeStudioSlugInput', {
  fields: (t) => ({ slug: t.string({ required: true, description: 'The new urlEstudio.' }) }),
});

builder.mutationField('changeStudioSlug', (t) =>
  t.field({
    type: studioPayload('ChangeStudioSlugPayload'),
    description: 'Moves the studio to another address; the old one answers 308 to the new for 90 days.',
    authScopes: byRole,
    errors: { types: [StudioAccountError, SlugTakenError, ...commonErrors] },
    args: { input: t.arg({ type: ChangeStudioSlugInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const studio = await changeStudioSlug(context, input.slug);
      noteStudioMoved();
      return { message: 'Endereço da loja alterado', studioId: studio.id };
    },
  }),
);

const RequestLoginEmailChangeInput = builder.inputType('RequestLoginEmailChangeInput', {
  fields: (t) => ({ newEmail: t.string({ required: true, validate: email }) }),
});

builder.mutationField('requestLoginEmailChange', (t) =>
  t.field({
    type: messagePayload('RequestLoginEmailChangePayload'),
    authScopes: byRole,
    errors: { types: [AlreadyMemberError, ...commonErrors] },
    args: { input: t.arg({ type: RequestLoginEmailChangeInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      await requestLoginEmailChange(context, { newEmail: input.newEmail, baseUrl: requestOrigin(context) });
      return {
        message: `Enviamos um link de confirmação para ${input.newEmail.trim().toLowerCase()}. O e-mail de acesso muda quando ele for aberto.`,
      };
    },
  }),
);

const ConfirmLoginEmailChangeInput = builder.inputType('ConfirmLoginEmailChangeInput', {
  fields: (t) => ({
    token: t.string({ required: true, description: 'The c parameter of the e-mailed link.' }),
  }),
});

builder.mutationField('confirmLoginEmailChange', (t) =>
  t.field({
    type: messagePayload('ConfirmLoginEmailChangePayload'),
    errors: { types: [InvalidEmailChangeLinkError, AlreadyMemberError, ...commonErrors] },
    args: { input: t.arg({ type: ConfirmLoginEmailChangeInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const address = await confirmLoginEmailChange(context, input.token);
      return { message: `E-mail de acesso alterado. Entre agora com ${address}.` };
    },
  }),
);
