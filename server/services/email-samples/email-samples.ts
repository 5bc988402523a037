// Every e-mail a studio's customers or admins can receive, rendered with sample data in the studio's name, logo and
// accent: the 'E-mails' page previews them, and an admin may send one to itself as a test (5 an hour per studio).
import { addressLine, addressOf } from '../../domain/address.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { TestEmailRateLimitedError, testEmailPolicy } from '../../domain/mail-delivery.ts';
import { countFailure } from '../limits/rate-limit.ts';
import { enqueueEmail } from '../mail/outbox.ts';
import { cartReminderEmail } from '../mail/templates/cart-reminder.ts';
import { expiryNoticeEmail } from '../mail/templates/expiry-notice.ts';
import {
  downloadsReleasedEmail,
  type EmailContent,
  type OrderEmailInput,
  orderConfirmedEmail,
  orderReceivedEmail,
  pickupReadyEmail,
  shippedEmail,
} from '../mail/templates/order-emails.ts';
import { passwordResetEmail } from '../mail/templates/password-reset.ts';
import { studioOrderPaidEmail } from '../mail/templates/studio-order-paid.ts';
import { type RequestContext, requireStudio } from '../request-context.ts';

/** Who gets an e-mail of that kind. */
export type EmailRecipient = 'CUSTOMER' | 'STUDIO';

export const emailKinds = [
  'order-received',
  'order-confirmed',
  'downloads-released',
  'shipped',
  'pickup-ready',
  'cart-reminder',
  'event-expiry-notice',
  'studio-order-paid',
  'password-reset',
] as const;
export type EmailKind = (typeof emailKinds)[number];

export interface EmailSample extends EmailContent {
  kind: EmailKind;
  /** What the e-mail is, in the admin's words. */
  title: string;
  /** When it is sent. */
  description: string;
  recipient: EmailRecipient;
}

/** What the samples show of the studio. */
export interface SampleStudio {
  name: string;
  accentColor: string | null;
  footerPhone: string;
  logoUrl: string | null;
  address: string | null;
  /** The storefront's address: every link of a sample opens it. */
  baseUrl: string;
}

type Catalogue = Record<
  EmailKind,
  {
    title: string;
    description: string;
    recipient: EmailRecipient;
    render: (studio: SampleStudio) => EmailContent;
  }
>;

const sampleOrder = (studio: SampleStudio): OrderEmailInput => ({
  studioName: studio.name,
  accentColor: studio.accentColor,
  logoUrl: studio.logoUrl,
  eventName: 'Formatura Colégio Exemplo 2026',
  orderNumber: 128,
  customerName: 'Ana',
  totalCents: 8990,
  link: `${studio.baseUrl}/`,
});

const catalogue: Catalogue = {
  'order-received': {
    title: 'Pedido recebido',
    description:
      'Ao cliente, quando ele fecha um pedido e o pagamento (Pix, boleto, análise) ainda não foi confirmado.',
    recipient: 'CUSTOMER',
    render: (studio) => orderReceivedEmail(sampleOrder(studio)),
  },
  'order-confirmed': {
    title: 'Pagamento aprovado',
    description: 'Ao cliente, quando o pagamento é aprovado (ou o pedido não tem valor a pagar).',
    recipient: 'CUSTOMER',
    render: (studio) => orderConfirmedEmail({ ...sampleOrder(studio), exempt: false }),
  },
  'downloads-released': {
    title: 'Fotos liberadas para download',
    description: 'Ao cliente, quando as fotos digitais do pedido são liberadas.',
    recipient: 'CUSTOMER',
    render: (studio) => downloadsReleasedEmail(sampleOrder(studio)),
  },
  shipped: {
    title: 'Fotos enviadas',
    description: 'Ao cliente, quando o envio das fotos impressas é informado.',
    recipient: 'CUSTOMER',
    render: (studio) =>
      shippedEmail({ ...sampleOrder(studio), trackingCode: 'AA123456789BR', serviceName: 'SEDEX' }),
  },
  'pickup-ready': {
    title: 'Fotos prontas para retirada',
    description: 'Ao cliente, quando as fotos impressas estão prontas para retirada no estúdio.',
    recipient: 'CUSTOMER',
    render: (studio) =>
      pickupReadyEmail({
        ...sampleOrder(studio),
        studioAddress: studio.address,
        studioPhone: studio.footerPhone || null,
      }),
  },
  'cart-reminder': {
    title: 'Lembrete de carrinho',
    description: 'Ao cliente que deixou fotos no carrinho sem pagar, quando os lembretes estão ligados.',
    recipient: 'CUSTOMER',
    render: (studio) =>
      cartReminderEmail({
        studioName: studio.name,
        accentColor: studio.accentColor,
        logoUrl: studio.logoUrl,
        eventName: 'Formatura Colégio Exemplo 2026',
        customerName: 'Ana',
        photoCount: 3,
        totalCents: 8990,
        cartLink: `${studio.baseUrl}/`,
        optOutLink: `${studio.baseUrl}/`,
      }),
  },
  'event-expiry-notice': {
    title: 'Última chance (galeria encerrando)',
    description:
      'A quem abriu ou comprou numa galeria com data de encerramento, 7 dias e 1 dia antes de as vendas se encerrarem.',
    recipient: 'CUSTOMER',
    render: (studio) =>
      expiryNoticeEmail({
        studioName: studio.name,
        accentColor: studio.accentColor,
        logoUrl: studio.logoUrl,
        eventName: 'Formatura Colégio Exemplo 2026',
        expiresAt: new Date('2026-12-20T21:00:00Z'),
        downloadsUntil: new Date('2027-01-19T21:00:00Z'),
        galleryLink: `${studio.baseUrl}/`,
        myOrdersLink: `${studio.baseUrl}/minhas-compras`,
      }),
  },
  'studio-order-paid': {
    title: 'Novo pedido pago (para o estúdio)',
    description: 'Aos administradores do estúdio, quando um pedido é pago; responder vai para o cliente.',
    recipient: 'STUDIO',
    render: (studio) =>
      studioOrderPaidEmail({
        studioName: studio.name,
        accentColor: studio.accentColor,
        eventName: 'Formatura Colégio Exemplo 2026',
        orderNumber: 128,
        customerName: 'Ana Souza',
        customerEmail: 'ana.souza@exemplo.com.br',
        totalCents: 8990,
        exempt: false,
        digitalCount: 3,
        printedCount: 1,
        nextStep: 'Libere as fotos digitais no painel quando estiverem prontas.',
        link: `${studio.baseUrl}/adm`,
      }),
  },
  'password-reset': {
    title: 'Redefinição de senha (para o estúdio)',
    description: 'Ao administrador que pede para redefinir a senha do painel; o link vale 1 hora.',
    recipient: 'STUDIO',
    render: (studio) =>
      passwordResetEmail({
        studioName: studio.name,
        accentColor: studio.accentColor,
        link: `${studio.baseUrl}/`,
      }),
  },
};

/** Every e-mail, rendered with sample data for this studio. */
export function emailSamples(studio: SampleStudio): EmailSample[] {
  return emailKinds.map((kind) => {
    const { render, ...about } = catalogue[kind];
    return { kind, ...about, ...render(studio) };
  });
}

/** The context's studio as the samples show it, with its logo served from the storefront at `baseUrl`. */
export async function sampleStudio(
  context: Pick<RequestContext, 'db' | 'studio'>,
  baseUrl: string,
): Promise<SampleStudio> {
  const studio = requireStudio(context);
  const logo = studio.logoId
    ? await context.db.asset.findUnique({ where: { id: studio.logoId }, select: { storageKey: true } })
    : null;
  return {
    name: studio.name,
    accentColor: studio.accentColor,
    footerPhone: studio.footerPhone,
    logoUrl: logo ? `${baseUrl}/api/${logo.storageKey}` : null,
    address: addressLine(addressOf(studio)),
    baseUrl,
  };
}

/**
 * Queues one sample e-mail to the signed-in admin, marked as a test in its subject, sent like every other (the
 * studio's name as sender, its footer e-mail as Reply-To). At most 5 an hour per studio.
 */
export async function sendTestEmail(
  context: Pick<RequestContext, 'db' | 'studio' | 'viewer'>,
  input: { kind: EmailKind; baseUrl: string },
  now = new Date(),
): Promise<{ to: string }> {
  const studio = requireStudio(context);
  const to = await testEmailRecipient(context);
  if (!to) throw new NotFoundError('Entre no painel para enviar um teste.');
  const sent = await countFailure(context.db, `mail-test:${studio.id}`, testEmailPolicy.windowMs, now);
  if (sent > testEmailPolicy.perWindow) throw new TestEmailRateLimitedError();
  const sample = catalogue[input.kind].render(await sampleStudio(context, input.baseUrl));
  await context.db.$transaction((tx) =>
    enqueueEmail(tx, {
      studioId: studio.id,
      kind: `test-${input.kind}`,
      to,
      subject: `[Teste] ${sample.subject}`,
      text: sample.text,
      html: sample.html,
    }),
  );
  return { to };
}

/** The signed-in admin's e-mail: where its tests go. */
export async function testEmailRecipient(
  context: Pick<RequestContext, 'db' | 'studio' | 'viewer'>,
): Promise<string | null> {
  if (context.viewer.kind !== 'admin') return null;
  const admin = await context.db.adminUser.findFirst({
    where: { id: context.viewer.userId, studioId: requireStudio(context).id },
    select: { email: true },
  });
  return admin?.email ?? null;
}
