// An event's invitations as the studio sees them ('Convidar clientes'): who was invited, when each was sent,
// opened, favourited and bought, the WhatsApp share link, and the counts above the list.
import { builder } from '../../builder.ts';
import {
  invitationAccess,
  invitationLink,
  invitationWhatsAppText,
  whatsAppShareUrl,
} from '../../domain/invitations.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { byRole, viewerMay } from '../../role-gate.ts';
import { type InvitationCounts, invitationCounts } from '../../services/events/invitations.ts';
import { EventRef } from '../event/types.ts';
import { inStudio } from '../node/tenant-where.ts';
import { requestOrigin } from '../origin.ts';

export const InvitationFilterEnum = builder.enumType('InvitationFilter', {
  description: 'Which invitations the list shows.',
  values: ['ALL', 'NOT_SENT', 'SENT', 'OPENED', 'NOT_OPENED', 'FAVORITED', 'BOUGHT'] as const,
});

type InvitationFilter = (typeof InvitationFilterEnum)['$inferType'];

const filterWhere: Record<InvitationFilter, Prisma.EventInvitationWhereInput> = {
  ALL: {},
  NOT_SENT: { sentAt: null },
  SENT: { sentAt: { not: null } },
  OPENED: { openedAt: { not: null } },
  NOT_OPENED: { openedAt: null },
  FAVORITED: { favoritedAt: { not: null } },
  BOUGHT: { boughtAt: { not: null } },
};

export const EventInvitationRef = builder.prismaNode('EventInvitation', {
  id: { field: 'id' },
  findUnique: inStudio,
  nullable: true,
  authScopes: { adminCan: 'EventInvitation' },
  description: "A client invited to the event's gallery, with the steps their link's visits reached.",
  fields: (t) => ({
    name: t.exposeString('name'),
    email: t.exposeString('email', { description: "Lower case; '' when only a WhatsApp was given." }),
    whatsApp: t.exposeString('whatsApp', {
      description: "Digits with the country code (55...); '' when none.",
    }),
    authorizedPerson: t.boolean({
      description: "One of the prepaid package's authorised people ('Convidar autorizados').",
      select: { authorizedPersonId: true },
      resolve: (invitation) => invitation.authorizedPersonId !== null,
    }),
    sentAt: t.expose('sentAt', {
      type: 'DateTime',
      nullable: true,
      description: "The last 'Sua galeria está pronta' e-mail ('Convidado').",
    }),
    sendCount: t.exposeInt('sendCount'),
    openedAt: t.expose('openedAt', {
      type: 'DateTime',
      nullable: true,
      description: "'Abriu': first visit by the link.",
    }),
    favoritedAt: t.expose('favoritedAt', {
      type: 'DateTime',
      nullable: true,
      description: "'Favoritou': the first favourite of a session opened by the link.",
    }),
    boughtAt: t.expose('boughtAt', {
      type: 'DateTime',
      nullable: true,
      description: "'Comprou': the first paid order of such a session, or of the invitation's e-mail.",
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    link: t.string({
      description:
        'The gallery link carrying the invitation (?convite=): it tracks the visit, it opens nothing.',
      select: { token: true, event: { select: { slug: true } } },
      resolve: (invitation, _args, context) =>
        invitationLink(requestOrigin(context), invitation.event.slug, invitation.token),
    }),
    whatsAppUrl: t.string({
      description:
        "WhatsApp's share link with the invitation's message: to the client's number, or (without one) to the " +
        'contact chosen in WhatsApp. A prepaid gallery person’s password only for roles that may see it.',
      select: {
        name: true,
        whatsApp: true,
        token: true,
        authorizedPerson: { select: { name: true, password: true } },
        event: {
          select: { name: true, slug: true, accessKey: true, mode: true, studio: { select: { name: true } } },
        },
      },
      resolve: (invitation, _args, context) => {
        const person = viewerMay(context.viewer, 'Event.authorizedPeople')
          ? invitation.authorizedPerson
          : null;
        const text = invitationWhatsAppText({
          name: invitation.name,
          studioName: invitation.event.studio.name,
          eventName: invitation.event.name,
          link: invitationLink(requestOrigin(context), invitation.event.slug, invitation.token),
          access: invitationAccess(invitation.event, person),
        });
        return whatsAppShareUrl(invitation.whatsApp, text);
      },
    }),
  }),
});

const InvitationCountsRef = builder.objectRef<InvitationCounts>('InvitationCounts').implement({
  description: "The event's invitations at each step.",
  fields: (t) => ({
    total: t.exposeInt('total'),
    sent: t.exposeInt('sent'),
    opened: t.exposeInt('opened'),
    favorited: t.exposeInt('favorited'),
    bought: t.exposeInt('bought'),
  }),
});

builder.prismaObjectFields(EventRef, (t) => ({
  invitations: t.relatedConnection('invitations', {
    description: "The event's invitations, newest first, in pages of at most 200.",
    authScopes: byRole,
    cursor: 'id',
    defaultSize: 50,
    maxSize: 200,
    args: { filter: t.arg({ type: InvitationFilterEnum }) },
    query: (args) => ({ where: filterWhere[args.filter ?? 'ALL'], orderBy: { id: 'desc' } }),
  }),
  invitationCounts: t.field({
    type: InvitationCountsRef,
    authScopes: byRole,
    select: { id: true },
    resolve: (event, _args, context) => invitationCounts(context.db, event.id),
  }),
}));
