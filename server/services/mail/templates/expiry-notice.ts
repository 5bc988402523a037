// The 'última chance' e-mail before a gallery closes, in Portuguese, with the studio's name and logo: when sales end,
// until when paid orders keep downloading, and links to the gallery and to 'Meus pedidos'.
import { formatDateTime } from '../../../domain/calendar.ts';
import { formatLongDate } from '../../../domain/display-text.ts';
import { dataRequestPlainLine, htmlEmail } from './html.ts';
import type { EmailContent } from './order-emails.ts';

export interface ExpiryNoticeInput {
  studioName: string;
  /** The studio's accent colour (#rrggbb); null: the platform's. */
  accentColor?: string | null;
  /** Absolute address of the studio's logo, when it has one. */
  logoUrl?: string | null;
  eventName: string;
  expiresAt: Date;
  /** Until when paid orders keep their downloads; null when they end with the gallery. */
  downloadsUntil: Date | null;
  galleryLink: string;
  myOrdersLink: string;
}

export function expiryNoticeEmail(input: ExpiryNoticeInput): EmailContent {
  const paragraphs = [
    'Olá!',
    `Última chance: a galeria ${input.eventName} será encerrada em ${formatDateTime(input.expiresAt)} (horário de Brasília). Depois disso, não será mais possível comprar fotos dela.`,
    input.downloadsUntil
      ? `Se você já comprou, as fotos do seu pedido podem ser baixadas até ${formatLongDate(input.downloadsUntil)}, em Meus pedidos: ${input.myOrdersLink}`
      : `Se você já comprou, baixe as fotos do seu pedido antes do encerramento, em Meus pedidos: ${input.myOrdersLink}`,
  ];
  const button = 'Abrir a galeria';
  return {
    subject: `Última chance: a galeria ${input.eventName} será encerrada - ${input.studioName}`,
    text: `${paragraphs.join('\n\n')}\n\n${button}: ${input.galleryLink}\n\n${input.studioName}\n${dataRequestPlainLine(input.galleryLink)}`,
    html: htmlEmail({
      heading: `Última chance - ${input.studioName}`,
      accentColor: input.accentColor,
      logoUrl: input.logoUrl,
      paragraphs,
      button: { text: button, url: input.galleryLink },
      storefrontLink: input.galleryLink,
    }),
  };
}
