// The 'Avise-me quando eu aparecer' e-mail to a customer, in Portuguese, with the studio's name and logo: how many
// new photos were found, a link that opens them, and the one-click link that cancels the alert.
import { dataRequestPlainLine, htmlEmail } from './html.ts';
import type { EmailContent } from './order-emails.ts';

export interface PhotoAlertEmailInput {
  studioName: string;
  /** The studio's accent colour (#rrggbb); null: the platform's. */
  accentColor?: string | null;
  /** Absolute address of the studio's logo, when it has one. */
  logoUrl?: string | null;
  eventName: string;
  /** Photos found since the last e-mail. */
  photoCount: number;
  /** Opens the photos the alert found (signed). */
  photosLink: string;
  /** Cancels the alert and deletes the face kept for it (signed). */
  unsubscribeLink: string;
}

export function photoAlertEmail(input: PhotoAlertEmailInput): EmailContent {
  const photos = input.photoCount === 1 ? '1 foto nova sua' : `${input.photoCount} fotos novas suas`;
  const paragraphs = [
    'Olá!',
    `Encontramos ${photos} em ${input.eventName}.`,
    'Toque no botão para vê-las na galeria e escolher as que quiser.',
  ];
  const button = 'Ver minhas fotos';
  const optOut =
    'Não quer mais receber estes avisos? Um clique cancela o aviso e apaga os dados do seu rosto.';
  return {
    subject: `Avise-me quando eu aparecer: ${photos} em ${input.eventName} - ${input.studioName}`,
    text:
      `${paragraphs.join('\n\n')}\n\n${button}: ${input.photosLink}\n\n${input.studioName}\n\n` +
      `${optOut} Cancele aqui: ${input.unsubscribeLink}\n${dataRequestPlainLine(input.photosLink)}`,
    html: htmlEmail({
      heading: input.studioName,
      accentColor: input.accentColor,
      logoUrl: input.logoUrl,
      paragraphs,
      button: { text: button, url: input.photosLink },
      footnote: { text: optOut, linkText: 'Cancelar o aviso', url: input.unsubscribeLink },
      storefrontLink: input.photosLink,
    }),
  };
}
