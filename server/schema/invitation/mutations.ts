// 'Convidar clientes': adding clients to an event, sending 'Sua galeria está pronta', inviting a prepaid gallery's
// authorised people, deleting an invitation; and the customer's side, following the invitation's link.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { z } from 'zod';
import { builder } from '../../builder.ts';
import { InvitationError, InvitationLimitError, invitationLimits } from '../../domain/invitations.ts';
import { byRole } from '../../role-gate.ts';
import {
  addInvitations,
  deleteInvitation,
  followInvitation,
  inviteAuthorizedPeople,
  sendInvitations,
} from '../../services/events/invitations.ts';
import { commonErrors } from '../errors/types.ts';
import { EventSelector, findEvent } from '../event/selectors.ts';
import { requestOrigin } from '../origin.ts';
import { EventInvitationRef } from './types.ts';

const invitationErrors = [InvitationError, InvitationLimitError, ...commonErrors];

interface InvitationsResult {
  message: string;
  eventId: string;
  count: number;
  skipped?: { line: number; message: string }[];
}

const SkippedInviteeRef = builder.objectRef<{ line: number; message: string }>('SkippedInvitee').implement({
  description: 'A client of the list not added, and why.',
  fields: (t) => ({
    line: t.exposeInt('line', { description: 'Its position in the list sent, from 1.' }),
    message: t.exposeString('message'),
  }),
});

function invitationsPayload(name: string, countDescription: string, options: { skipped?: boolean } = {}) {
  return builder.objectRef<InvitationsResult>(name).implement({
    fields: (t) => ({
      message: t.exposeString('message'),
      count: t.exposeInt('count', { description: countDescription }),
      ...(options.skipped && {
        skipped: t.field({ type: [SkippedInviteeRef], resolve: (result) => result.skipped ?? [] }),
      }),
      event: t.prismaField({
        type: 'Event',
        description: 'The event, for its counts and list.',
        resolve: (query, result, _args, context) =>
          context.db.event.findUniqueOrThrow({ ...query, where: { id: result.eventId } }),
      }),
    }),
  });
}

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('pt-BR')} ${count === 1 ? one : many}`;

const InviteeInput = builder.inputType('InviteeInput', {
  fields: (t) => ({
    name: t.string({ description: 'nome' }),
    email: t.string({ description: 'e-mail' }),
    whatsApp: t.string({ description: 'WhatsApp with DDD, any punctuation; 55 in front optional.' }),
  }),
});

const AddEventInvitationsInput = builder.inputType('AddEventInvitationsInput', {
  fields: (t) => ({
    event: t.field({ type: EventSelector, required: true }),
    invitees: t.field({
      type: [InviteeInput],
      required: true,
      description: `The clients (at most ${invitationLimits.perBatch} at a time); an e-mail or a WhatsApp each.`,
      validate: z
        .array(z.unknown())
        .max(
          invitationLimits.perBatch,
          `Adicione no máximo ${invitationLimits.perBatch.toLocaleString('pt-BR')} clientes de cada vez.`,
        ),
    }),
  }),
});

builder.mutationField('addEventInvitations', (t) =>
  t.field({
    type: invitationsPayload('AddEventInvitationsPayload', 'Invitations added.', { skipped: true }),
    description:
      'Adds clients to the event: each checked (e-mail, WhatsApp), one already invited (same e-mail) or repeated ' +
      'skipped with the reason. Nothing is sent yet.',
    authScopes: byRole,
    errors: { types: invitationErrors },
    args: { input: t.arg({ type: AddEventInvitationsInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const event = await findEvent(context, input.event);
      const { added, skipped } = await addInvitations(context, event, input.invitees);
      const left = skipped.length ? `; ${plural(skipped.length, 'linha ignorada', 'linhas ignoradas')}` : '';
      return {
        message: `${plural(added, 'cliente adicionado', 'clientes adicionados')}${left}`,
        eventId: event.id,
        count: added,
        skipped,
      };
    },
  }),
);

const SendEventInvitationsInput = builder.inputType('SendEventInvitationsInput', {
  fields: (t) => ({
    event: t.field({ type: EventSelector, required: true }),
    invitations: t.globalIDList({
      for: EventInvitationRef,
      description: 'The invitations to send (again); omitted or empty: every one not sent yet.',
      validate: z.array(z.unknown()).max(invitationLimits.perBatch),
    }),
  }),
});

builder.mutationField('sendEventInvitations', (t) =>
  t.field({
    type: invitationsPayload('SendEventInvitationsPayload', 'E-mails queued.'),
    description:
      "E-mails 'Sua galeria está pronta' with the gallery's link (and the key of a private gallery, or the " +
      "person's own access in a prepaid package) to the invitations named, or to every one not sent yet.",
    authScopes: byRole,
    errors: { types: invitationErrors },
    args: { input: t.arg({ type: SendEventInvitationsInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const event = await findEvent(context, input.event);
      const { sent, withoutEmail, left } = await sendInvitations(context, event, {
        invitationIds: input.invitations?.map((id) => id.id),
        storefrontUrl: requestOrigin(context),
      });
      const whatsApp = withoutEmail
        ? `; ${plural(withoutEmail, 'convite sem e-mail fica', 'convites sem e-mail ficam')} para o WhatsApp`
        : '';
      const more = left
        ? `; faltam ${left.toLocaleString('pt-BR')}: clique em 'Enviar convites' de novo`
        : '';
      return {
        message: `${plural(sent, 'convite enviado', 'convites enviados')}${whatsApp}${more}`,
        eventId: event.id,
        count: sent,
      };
    },
  }),
);

const InviteAuthorizedPeopleInput = builder.inputType('InviteAuthorizedPeopleInput', {
  fields: (t) => ({ event: t.field({ type: EventSelector, required: true }) }),
});

builder.mutationField('inviteAuthorizedPeople', (t) =>
  t.field({
    type: invitationsPayload('InviteAuthorizedPeoplePayload', 'Invitations added.'),
    description:
      "'Convidar autorizados': an invitation for each authorised person of the prepaid gallery not invited yet. " +
      'The list has names and passwords only: each invitation is shared by its WhatsApp link, which carries the ' +
      "person's own access.",
    authScopes: byRole,
    errors: { types: invitationErrors },
    args: { input: t.arg({ type: InviteAuthorizedPeopleInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const event = await findEvent(context, input.event);
      const added = await inviteAuthorizedPeople(context, event);
      return {
        message: added
          ? `${plural(added, 'pessoa autorizada convidada', 'pessoas autorizadas convidadas')}: compartilhe cada convite pelo WhatsApp`
          : 'Todas as pessoas autorizadas já foram convidadas',
        eventId: event.id,
        count: added,
      };
    },
  }),
);

const DeleteEventInvitationInput = builder.inputType('DeleteEventInvitationInput', {
  fields: (t) => ({ invitation: t.globalID({ for: EventInvitationRef, required: true }) }),
});

const DeleteEventInvitationPayload = builder
  .objectRef<{ eventId: string; invitationId: string }>('DeleteEventInvitationPayload')
  .implement({
    fields: (t) => ({
      message: t.string({ resolve: () => 'Convite excluído' }),
      deletedInvitationId: t.id({
        description: 'The Relay id of the deleted invitation.',
        resolve: (result) => encodeGlobalID('EventInvitation', result.invitationId),
      }),
      event: t.prismaField({
        type: 'Event',
        resolve: (query, result, _args, context) =>
          context.db.event.findUniqueOrThrow({ ...query, where: { id: result.eventId } }),
      }),
    }),
  });

builder.mutationField('deleteEventInvitation', (t) =>
  t.field({
    type: DeleteEventInvitationPayload,
    description: 'Deletes an invitation; the visits it brought stay, untied.',
    authScopes: byRole,
    errors: { types: commonErrors },
    args: { input: t.arg({ type: DeleteEventInvitationInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const event = await deleteInvitation(context, input.invitation.id);
      return { eventId: event.id, invitationId: input.invitation.id };
    },
  }),
);

const FollowEventInvitationInput = builder.inputType('FollowEventInvitationInput', {
  fields: (t) => ({
    token: t.string({ required: true, description: 'convite: the token of the invitation link.' }),
  }),
});

builder.mutationField('followEventInvitation', (t) =>
  t.field({
    type: builder.objectRef<{ followed: boolean }>('FollowEventInvitationPayload').implement({
      fields: (p) => ({
        followed: p.exposeBoolean('followed', {
          description: 'The token is an invitation of this gallery (false: nothing happened).',
        }),
      }),
    }),
    description:
      'The invitation link (?convite=) opened with a session of its gallery: the session keeps the invitation and ' +
      'the invitation its first opening. The token grants no access; one of another gallery does nothing.',
    authScopes: { isGalleryCustomer: true },
    errors: { types: commonErrors },
    args: { input: t.arg({ type: FollowEventInvitationInput, required: true }) },
    resolve: async (_root, { input }, context) => ({
      followed: await followInvitation(context, input.token),
    }),
  }),
);
