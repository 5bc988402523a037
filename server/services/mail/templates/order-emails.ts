// E-mails to the customer about an order, in Portuguese, with the studio's name and logo and a plain-text
// alternative: received (waiting for payment), paid or confirmed, downloads released, shipped, ready for pickup.

import { carrierTrackingUrl } from '../../../domain/fulfilment.ts';
import { formatBrl } from '../../../domain/money.ts';
import { dataRequestPlainLine, type EmailParagraph, htmlEmail, paragraphText } from './html.ts';

export interface OrderEmailInput {
  studioName: string;
  /** The studio's accent colour (#rrggbb); null: the platform's. */
  accentColor?: string | null;
  /** Absolute address of the studio's logo, when it has one. */
  logoUrl?: string | null;
  eventName: string;
  orderNumber: number;
  customerName: string;
  totalCents: number;
  /** How the total was made, when a discount or the all-photos price applied (domain/discounts.ts). */
  priceNotes?: string[];
  /** The order's delivery page (signed link). */
  link: string;
}

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

/** The price notes as one paragraph, or none. */
export function priceParagraph(notes: string[] | undefined): string[] {
  return notes?.length ? [`${notes.join('. ')}.`] : [];
}

function email(
  input: OrderEmailInput,
  subject: string,
  paragraphs: EmailParagraph[],
  button: string,
): EmailContent {
  const all = [`Olá, ${input.customerName}!`, ...paragraphs];
  return {
    subject: `${subject} - ${input.studioName}`,
    text: `${all.map(paragraphText).join('\n\n')}\n\n${button}: ${input.link}\n\n${input.studioName}\n${dataRequestPlainLine(input.link)}`,
    html: htmlEmail({
      heading: input.studioName,
      accentColor: input.accentColor,
      logoUrl: input.logoUrl,
      paragraphs: all,
      button: { text: button, url: input.link },
      storefrontLink: input.link,
    }),
  };
}

/** The order was placed and its payment (Pix, boleto, analysis) is not confirmed yet. */
export function orderReceivedEmail(input: OrderEmailInput) {
  return email(
    input,
    `Pedido nº ${input.orderNumber} recebido`,
    [
      `Recebemos o seu pedido nº ${input.orderNumber} (${formatBrl(input.totalCents)}) das fotos de ${input.eventName}.`,
      ...priceParagraph(input.priceNotes),
      'Assim que o pagamento for confirmado, avisaremos você por e-mail e começaremos a preparar a entrega.',
    ],
    'Acompanhar pedido',
  );
}

/** The order is paid (or needed no payment): what happens next. */
export function orderConfirmedEmail(input: OrderEmailInput & { exempt: boolean }) {
  const paid = input.exempt
    ? `Recebemos o seu pedido nº ${input.orderNumber} das fotos de ${input.eventName}.`
    : `O pagamento do seu pedido nº ${input.orderNumber} (${formatBrl(input.totalCents)}) das fotos de ${input.eventName} foi aprovado.`;
  return email(
    input,
    input.exempt
      ? `Pedido nº ${input.orderNumber} confirmado`
      : `Pagamento aprovado - pedido nº ${input.orderNumber}`,
    [
      paid,
      ...(input.exempt ? [] : priceParagraph(input.priceNotes)),
      'Já estamos preparando a entrega das fotos. Você pode acompanhar o pedido pelo link abaixo.',
    ],
    'Acompanhar pedido',
  );
}

export function downloadsReleasedEmail(input: OrderEmailInput) {
  return email(
    input,
    `Suas fotos estão prontas para download - pedido nº ${input.orderNumber}`,
    [
      `As fotos digitais do seu pedido nº ${input.orderNumber} (${input.eventName}) já estão liberadas.`,
      'Abra o pedido pelo link abaixo para baixar as fotos em alta resolução.',
    ],
    'Baixar fotos',
  );
}

/** The tracking code, as a link to the carrier's tracking page when the code says which carrier it is. */
function trackingParagraph(trackingCode: string | null): EmailParagraph {
  if (!trackingCode) return 'Você pode acompanhar o pedido pelo link abaixo.';
  const url = carrierTrackingUrl(trackingCode);
  if (!url) return `Código de rastreio: ${trackingCode}. Acompanhe a entrega no site da transportadora.`;
  return {
    text: 'Código de rastreio: ',
    link: { text: trackingCode, url },
    after: '. Acompanhe a entrega no site dos Correios.',
  };
}

export function shippedEmail(
  input: OrderEmailInput & { trackingCode: string | null; serviceName: string | null },
) {
  const service = input.serviceName ? ` por ${input.serviceName}` : '';
  return email(
    input,
    `Suas fotos foram enviadas - pedido nº ${input.orderNumber}`,
    [
      `As fotos impressas do seu pedido nº ${input.orderNumber} (${input.eventName}) foram enviadas${service}.`,
      trackingParagraph(input.trackingCode),
    ],
    'Acompanhar pedido',
  );
}

export function pickupReadyEmail(
  input: OrderEmailInput & { studioAddress: string | null; studioPhone: string | null },
) {
  return email(
    input,
    `Suas fotos estão prontas para retirada - pedido nº ${input.orderNumber}`,
    [
      `As fotos impressas do seu pedido nº ${input.orderNumber} (${input.eventName}) estão prontas para retirada no estúdio.`,
      ...(input.studioAddress ? [`Endereço: ${input.studioAddress}.`] : []),
      ...(input.studioPhone ? [`Dúvidas? Fale conosco: ${input.studioPhone}.`] : []),
      'Leve o número do pedido ao retirar.',
    ],
    'Ver pedido',
  );
}
