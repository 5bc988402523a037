// Every e-mail to a customer ends with the storefront's 'Meus dados' page (a copy or the deletion of their data), on
// the address its own links use; the e-mails of a request say what it does.
import { describe, expect, it } from 'vitest';
import { cartReminderEmail } from './cart-reminder.ts';
import {
  dataRequestConfirmationEmail,
  dataRequestDeletionDoneEmail,
  dataRequestExportReadyEmail,
} from './data-requests.ts';
import { eventInvitationEmail } from './event-invitation.ts';
import { expiryNoticeEmail } from './expiry-notice.ts';
import { dataRequestLine } from './html.ts';
import { myOrdersEmail } from './my-orders.ts';
import type { EmailContent } from './order-emails.ts';
import {
  downloadsReleasedEmail,
  orderConfirmedEmail,
  orderReceivedEmail,
  pickupReadyEmail,
  shippedEmail,
} from './order-emails.ts';
import { photoAlertEmail } from './photo-alert.ts';

const store = 'https://fotos.estudio-luz.com.br';
const page = `${store}/privacidade/meus-dados`;
const studio = { studioName: 'Estúdio Luz', accentColor: null, logoUrl: null };
const order = {
  ...studio,
  eventName: 'Formatura',
  orderNumber: 7,
  customerName: 'Ana',
  totalCents: 2500,
  link: `${store}/formatura/abc?acesso=x`,
};
const later = new Date('2026-05-01T12:00:00Z');

const customerEmails: [string, EmailContent][] = [
  ['order received', orderReceivedEmail(order)],
  ['order confirmed', orderConfirmedEmail({ ...order, exempt: false })],
  ['downloads released', downloadsReleasedEmail(order)],
  ['shipped', shippedEmail({ ...order, trackingCode: null, serviceName: null })],
  ['pickup ready', pickupReadyEmail({ ...order, studioAddress: null, studioPhone: null })],
  [
    'my orders',
    myOrdersEmail({
      ...studio,
      orders: [{ number: 7, eventName: 'Formatura', createdAt: later, link: order.link }],
    }),
  ],
  [
    'cart reminder',
    cartReminderEmail({
      ...studio,
      eventName: 'Formatura',
      customerName: 'Ana',
      photoCount: 2,
      totalCents: 2500,
      cartLink: `${store}/formatura/carrinho?lembrete=1`,
      optOutLink: `${store}/lembretes/cancelar?lembrete=1`,
    }),
  ],
  [
    'photo alert',
    photoAlertEmail({
      ...studio,
      eventName: 'Corrida',
      photoCount: 3,
      photosLink: `${store}/corrida?alerta=1`,
      unsubscribeLink: `${store}/alertas/cancelar?alerta=1`,
    }),
  ],
  [
    'invitation',
    eventInvitationEmail({
      ...studio,
      name: 'Ana',
      eventName: 'Formatura',
      eventDate: null,
      link: `${store}/formatura?convite=1`,
      access: { kind: 'public' },
    }),
  ],
  [
    'expiry notice',
    expiryNoticeEmail({
      ...studio,
      eventName: 'Formatura',
      expiresAt: later,
      downloadsUntil: null,
      galleryLink: `${store}/formatura`,
      myOrdersLink: `${store}/minhas-compras`,
    }),
  ],
  [
    'request confirmation',
    dataRequestConfirmationEmail({
      ...studio,
      kind: 'DELETION',
      link: `${store}/privacidade/meus-dados/confirmar?codigo=x`,
      expiresAt: later,
    }),
  ],
  [
    'copy ready',
    dataRequestExportReadyEmail({ ...studio, link: `${store}/api/privacidade/x`, expiresAt: later }),
  ],
  ['deletion done', dataRequestDeletionDoneEmail({ ...studio, storefrontUrl: store })],
];

describe("the customer e-mails' data request line", () => {
  it.each(customerEmails)(
    'ends the %s e-mail, in both bodies, on the storefront of its links',
    (_name, mail) => {
      expect(mail.text).toContain(page);
      expect(mail.html).toContain(`href="${page}"`);
    },
  );

  it('is left out without a storefront address', () => {
    expect(dataRequestLine(null)).toBeNull();
    expect(dataRequestLine('/relativo')).toBeNull();
  });
});

describe("a request's e-mails", () => {
  it('say what confirming does, and that ignoring it does nothing', () => {
    const copy = dataRequestConfirmationEmail({
      ...studio,
      kind: 'EXPORT',
      link: `${store}/x`,
      expiresAt: later,
    });
    expect(copy.subject).toBe('Confirme o seu pedido - Estúdio Luz');
    expect(copy.text).toContain('uma cópia dos seus dados');
    expect(copy.text).toContain('ignore este e-mail');
    const deletion = dataRequestConfirmationEmail({
      ...studio,
      kind: 'DELETION',
      link: `${store}/x`,
      expiresAt: later,
    });
    expect(deletion.text).toContain('valores, as datas e os itens');
  });
});
