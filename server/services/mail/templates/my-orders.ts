// The 'Minhas compras' e-mail: one message with the link to each of the customer's orders of the studio.
import { dataRequestPlainLine, htmlEmail } from './html.ts';
import type { EmailContent } from './order-emails.ts';

export interface MyOrdersEmailInput {
  studioName: string;
  accentColor?: string | null;
  logoUrl?: string | null;
  orders: { number: number; eventName: string; createdAt: Date; link: string }[];
}

const day = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeZone: 'America/Sao_Paulo' });

export function myOrdersEmail(input: MyOrdersEmailInput): EmailContent {
  const intro =
    input.orders.length === 1
      ? `Você pediu o link do seu pedido em ${input.studioName}. Ele está abaixo.`
      : `Você pediu os links dos seus pedidos em ${input.studioName}. São ${input.orders.length}, do mais recente ao mais antigo.`;
  const keep = 'Cada link abre o pedido em qualquer aparelho. Guarde este e-mail para voltar a eles.';
  const ignore = 'Se não foi você que pediu, ignore este e-mail: ninguém mais recebeu estes links.';
  const links = input.orders.map((order) => ({
    text: `Pedido nº ${order.number} - ${order.eventName} (${day.format(order.createdAt)})`,
    url: order.link,
  }));
  return {
    subject: `Seus pedidos - ${input.studioName}`,
    text: `${intro}\n\n${links.map((link) => `${link.text}: ${link.url}`).join('\n')}\n\n${keep}\n${ignore}\n\n${input.studioName}\n${dataRequestPlainLine(input.orders[0]?.link)}`,
    html: htmlEmail({
      heading: input.studioName,
      accentColor: input.accentColor,
      logoUrl: input.logoUrl,
      paragraphs: [intro],
      links,
      closing: [keep, ignore],
      storefrontLink: input.orders[0]?.link,
    }),
  };
}
