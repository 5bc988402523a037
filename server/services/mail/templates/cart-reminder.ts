// The abandoned-cart reminder to a customer, in Portuguese, with the studio's name and logo: a link back to the
// cart and one that stops these reminders from this studio.
import { formatBrl } from '../../../domain/money.ts';
import { dataRequestPlainLine, htmlEmail } from './html.ts';
import type { EmailContent } from './order-emails.ts';

export interface CartReminderInput {
  studioName: string;
  /** The studio's accent colour (#rrggbb); null: the platform's. */
  accentColor?: string | null;
  /** Absolute address of the studio's logo, when it has one. */
  logoUrl?: string | null;
  eventName: string;
  customerName: string;
  photoCount: number;
  totalCents: number;
  /** Back to the cart (signed). */
  cartLink: string;
  /** Stops the reminders to this address from this studio (signed). */
  optOutLink: string;
}

export function cartReminderEmail(input: CartReminderInput): EmailContent {
  const photos = input.photoCount === 1 ? '1 foto' : `${input.photoCount} fotos`;
  const paragraphs = [
    input.customerName ? `Olá, ${input.customerName}!` : 'Olá!',
    `Você escolheu ${photos} de ${input.eventName}, mas o pedido ainda não foi finalizado.`,
    `Seu carrinho (${formatBrl(input.totalCents)}) continua guardado: é só voltar e concluir a compra.`,
  ];
  const button = 'Voltar ao carrinho';
  const optOut = `Não quer mais receber lembretes como este de ${input.studioName}?`;
  return {
    subject: `Suas fotos de ${input.eventName} estão esperando por você - ${input.studioName}`,
    text:
      `${paragraphs.join('\n\n')}\n\n${button}: ${input.cartLink}\n\n${input.studioName}\n\n` +
      `${optOut} Cancele aqui: ${input.optOutLink}\n${dataRequestPlainLine(input.cartLink)}`,
    html: htmlEmail({
      heading: input.studioName,
      accentColor: input.accentColor,
      logoUrl: input.logoUrl,
      paragraphs,
      button: { text: button, url: input.cartLink },
      footnote: { text: optOut, linkText: 'Cancelar lembretes', url: input.optOutLink },
      storefrontLink: input.cartLink,
    }),
  };
}
