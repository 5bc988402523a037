// The 'Sua galeria está pronta' e-mail a studio sends its clients: the event, the gallery's link (carrying the
// invitation's token) and, for a private gallery, its key, or, in a prepaid package, the person's own access.
import { accessLines, type InvitationAccess } from '../../../domain/invitations.ts';
import { dataRequestPlainLine, htmlEmail } from './html.ts';
import type { EmailContent } from './order-emails.ts';

export const invitationSubject = 'Sua galeria está pronta';

export interface EventInvitationEmailInput {
  studioName: string;
  /** The studio's accent colour (#rrggbb); null: the platform's. */
  accentColor?: string | null;
  /** Absolute address of the studio's logo, when it has one. */
  logoUrl?: string | null;
  /** The invited person's name ('' when only a contact was given). */
  name: string;
  eventName: string;
  /** The event's day as people read it (dd/mm/aaaa), when the studio set it. */
  eventDate: string | null;
  link: string;
  access: InvitationAccess;
}

export function eventInvitationEmail(input: EventInvitationEmailInput): EmailContent {
  const greeting = input.name ? `Olá, ${input.name.split(' ')[0]}!` : 'Olá!';
  const when = input.eventDate ? ` (${input.eventDate})` : '';
  const paragraphs = [
    greeting,
    `As fotos de ${input.eventName}${when} já estão na galeria de ${input.studioName}.`,
    'Toque no botão para ver as suas, marcar as favoritas e escolher as que quiser.',
    ...accessLines(input.access),
  ];
  const button = 'Ver minha galeria';
  return {
    subject: invitationSubject,
    text: `${invitationSubject}\n\n${paragraphs.join('\n\n')}\n\n${button}: ${input.link}\n\n${input.studioName}\n${dataRequestPlainLine(input.link)}`,
    html: htmlEmail({
      heading: invitationSubject,
      accentColor: input.accentColor,
      logoUrl: input.logoUrl,
      paragraphs,
      button: { text: button, url: input.link },
      closing: [input.studioName],
      storefrontLink: input.link,
    }),
  };
}
