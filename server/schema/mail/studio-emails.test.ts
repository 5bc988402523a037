import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueEmail } from '../../services/mail/outbox.ts';
import { enqueueOrderEmail, enqueueStudioOrderEmail } from '../../services/orders/order-emails.ts';
import { type AdminClient, adminOfNewStudio } from '../../test/admin-client.ts';
import { factories } from '../../test/factories.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/smtp.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const samplesQuery = `{ studio { emailSamples { kind title description recipient subject text html } } }`;
const sendTest = `mutation($input: SendTestEmailInput!) {
  sendTestEmail(input: $input) {
    __typename
    ... on Error { message }
    ... on SendTestEmailPayload { message to }
  }
}`;
const setAccent = `mutation($input: UpdateAccentColorInput!) {
  updateAccentColor(input: $input) {
    __typename
    ... on Error { message }
    ... on UpdateAccentColorPayload { message studio { accentColor } }
  }
}`;

describe("a studio's e-mails", () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let admin: AdminClient;
  const studioName = 'Foto "Aurora", Luz & Cor';

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Revela <nao-responda@revela.test>' });
    admin = await adminOfNewStudio(t, factories(t.db, t.services), {
      name: studioName,
      footerEmail: 'contato@aurora.test',
      adminEmail: 'dona@aurora.test',
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('takes an accent colour #rrggbb dark enough for white text, refusing others in Portuguese', async () => {
    const set = async (color: string) =>
      (await admin.graphql(setAccent, { input: { color } })).data?.updateAccentColor;
    expect(await set('#1D4ED8')).toEqual({
      __typename: 'UpdateAccentColorPayload',
      message: 'Cor de destaque atualizada com sucesso',
      studio: { accentColor: '#1d4ed8' },
    });
    expect(await set('azul')).toMatchObject({
      __typename: 'ValidationError',
      message: 'Cor inválida: use o formato #rrggbb, como #b45309',
    });
    expect(await set('#fde68a')).toMatchObject({
      __typename: 'ValidationError',
      message: expect.stringMatching(/^Cor muito clara/),
    });
    expect((await t.db.studio.findUniqueOrThrow({ where: { id: admin.studio.id } })).accentColor).toBe(
      '#1d4ed8',
    );
    expect(await set('')).toMatchObject({ studio: { accentColor: null } });
    await set('#1d4ed8');
  });

  it('previews every e-mail with sample data, in the studio name and accent', async () => {
    const { data, errors } = await admin.graphql(samplesQuery);
    expect(errors).toBeUndefined();
    const samples = data.studio.emailSamples as {
      kind: string;
      recipient: string;
      subject: string;
      html: string;
    }[];
    expect(samples.map((sample) => sample.kind)).toEqual([
      'ORDER_RECEIVED',
      'ORDER_CONFIRMED',
      'DOWNLOADS_RELEASED',
      'SHIPPED',
      'PICKUP_READY',
      'CART_REMINDER',
      'EVENT_EXPIRY_NOTICE',
      'STUDIO_ORDER_PAID',
      'PASSWORD_RESET',
    ]);
    expect(samples.filter((sample) => sample.recipient === 'STUDIO')).toHaveLength(2);
    for (const sample of samples) {
      expect(sample.html).toContain('Foto &#34;Aurora&#34;, Luz &#38; Cor');
      expect(sample.html).toContain('background:#1d4ed8;color:#ffffff');
      expect(sample.html).not.toContain('#b45309');
    }
    expect(samples[0]!.subject).toBe(`Pedido nº 128 recebido - ${studioName}`);
  });

  it('is not shown to customers or other hosts', async () => {
    const anonymous = await t.graphql(samplesQuery, {}, { host: admin.host });
    expect(anonymous.data?.studio?.emailSamples ?? null).toBeNull();
  });

  it("sends a test to the signed-in admin, from the studio's name, replying to its footer e-mail", async () => {
    const { data } = await admin.graphql(sendTest, { input: { kind: 'SHIPPED' } });
    expect(data.sendTestEmail).toEqual({
      __typename: 'SendTestEmailPayload',
      message: 'E-mail de teste enviado para dona@aurora.test',
      to: 'dona@aurora.test',
    });
    await t.settle();
    const mail = await smtp.waitFor(
      (message) => message.subject?.startsWith('[Teste] Suas fotos foram enviadas') ?? false,
    );
    expect(mail.to).toMatchObject({ value: [{ address: 'dona@aurora.test' }] });
    expect(mail.from?.value).toEqual([{ name: studioName, address: 'nao-responda@revela.test' }]);
    expect(mail.replyTo?.value).toEqual([{ name: '', address: 'contato@aurora.test' }]);
    expect(mail.html).toContain('border-top:6px solid #1d4ed8');
    expect(mail.text).toContain('Código de rastreio: AA123456789BR');
  });

  it('sends at most 5 tests an hour per studio, then refuses in Portuguese', async () => {
    const send = async () =>
      (await admin.graphql(sendTest, { input: { kind: 'ORDER_RECEIVED' } })).data.sendTestEmail;
    // One was sent by the test above.
    for (let count = 2; count <= 5; count++)
      expect(await send()).toMatchObject({ __typename: 'SendTestEmailPayload' });
    expect(await send()).toEqual({
      __typename: 'TestEmailRateLimitedError',
      message: 'Você já enviou 5 e-mails de teste na última hora. Tente de novo mais tarde.',
    });
    expect(
      await t.db.emailMessage.count({ where: { studioId: admin.studio.id, kind: { startsWith: 'test-' } } }),
    ).toBe(5);
  });
});

describe("the e-mails customers get from a studio's order", () => {
  let smtp: TestSmtpServer;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Revela <nao-responda@revela.test>' });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('carry the studio name as sender and, with no footer e-mail, no Reply-To', async () => {
    const make = factories(t.db, t.services);
    const studio = await make.studio({ name: 'Estúdio Sem Rodapé' });
    await t.db.$transaction(async (tx) => {
      await enqueueEmail(tx, {
        studioId: studio.id,
        kind: 'order-received',
        to: 'cliente@exemplo.test',
        subject: 'Sem rodapé',
        text: 'Olá',
        html: '<p>Olá</p>',
      });
    });
    await t.settle();
    const mail = await smtp.waitFor((message) => message.subject === 'Sem rodapé');
    expect(mail.from?.value).toEqual([{ name: 'Estúdio Sem Rodapé', address: 'nao-responda@revela.test' }]);
    expect(mail.replyTo).toBeUndefined();
  });

  it("replies to the customer in the studio's notice of a paid order, and to the studio in the customer's", async () => {
    const make = factories(t.db, t.services);
    const studio = await make.studio({
      name: 'Estúdio Pedido',
      footerEmail: 'ola@pedido.test',
      adminEmail: 'dono@pedido.test',
    });
    const event = await make.event(studio);
    const order = await make.order(studio, event, await make.photo(studio, event), {
      customerEmail: 'compradora@exemplo.test',
    });
    await t.db.$transaction(async (tx) => {
      await enqueueStudioOrderEmail(tx, order);
      await enqueueOrderEmail(tx, t.services.secrets, order, 'order-confirmed');
    });
    const rows = await t.db.emailMessage.findMany({
      where: { orderId: order.id },
      select: { kind: true, toAddress: true, fromName: true, replyTo: true },
      orderBy: { kind: 'asc' },
    });
    expect(rows).toEqual([
      {
        kind: 'order-confirmed',
        toAddress: 'compradora@exemplo.test',
        fromName: 'Estúdio Pedido',
        replyTo: 'ola@pedido.test',
      },
      {
        kind: 'studio-order-paid',
        toAddress: 'dono@pedido.test',
        fromName: 'Estúdio Pedido',
        replyTo: 'compradora@exemplo.test',
      },
    ]);
  });
});
