// The e-mail to the studio when an order is paid (or closes with nothing to pay): who bought, what, and the link to
// the order in the admin, where the downloads are released and the prints followed.
import { formatBrl } from '../../../domain/money.ts';
import { htmlEmail } from './html.ts';
import { priceParagraph } from './order-emails.ts';

export interface StudioOrderPaidInput {
  studioName: string;
  /** The studio's accent colour (#rrggbb); null: the platform's. */
  accentColor?: string | null;
  eventName: string;
  orderNumber: number;
  customerName: string;
  customerEmail: string;
  totalCents: number;
  /** How the total was made, when a discount or the all-photos price applied (domain/discounts.ts). */
  priceNotes?: string[];
  exempt: boolean;
  digitalCount: number;
  printedCount: number;
  /** What the studio has to do next, in a sentence. */
  nextStep: string;
  /** The order's page in the admin. */
  link: string;
}

const photos = (count: number, kind: string) => `${count} ${count === 1 ? 'foto' : 'fotos'} ${kind}`;

export function studioOrderPaidEmail(input: StudioOrderPaidInput) {
  const what = [
    input.digitalCount ? photos(input.digitalCount, input.digitalCount === 1 ? 'digital' : 'digitais') : '',
    input.printedCount ? photos(input.printedCount, input.printedCount === 1 ? 'impressa' : 'impressas') : '',
  ]
    .filter(Boolean)
    .join(' e ');
  const subject = input.exempt
    ? `Novo pedido nº ${input.orderNumber} - ${input.eventName}`
    : `Pedido nº ${input.orderNumber} pago (${formatBrl(input.totalCents)}) - ${input.eventName}`;
  const paragraphs = [
    input.exempt
      ? `${input.customerName} (${input.customerEmail}) fez o pedido nº ${input.orderNumber} de ${input.eventName}, sem valor a pagar.`
      : `${input.customerName} (${input.customerEmail}) pagou ${formatBrl(input.totalCents)} pelo pedido nº ${input.orderNumber} de ${input.eventName}.`,
    ...(what ? [`Itens: ${what}.`] : []),
    ...priceParagraph(input.priceNotes),
    input.nextStep,
  ];
  return {
    subject,
    text: `${paragraphs.join('\n\n')}\n\nVer pedido: ${input.link}\n`,
    html: htmlEmail({
      heading: input.studioName,
      accentColor: input.accentColor,
      paragraphs,
      button: { text: 'Ver pedido', url: input.link },
    }),
  };
}
