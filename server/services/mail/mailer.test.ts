import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/smtp.ts';
import { createMailer, type MailMessage } from './mailer.ts';

const from = 'Estúdio Aurora <nao-responda@revela.local>';
const message: MailMessage = {
  to: 'joao.cliente@example.com',
  subject: 'Pedido nº 42 confirmado — ação necessária, São Paulo',
  text: 'Olá, João! Seu pedido está confirmado. Preço: R$ 12,50.',
  html: '<p>Olá, <strong>João</strong>! Seu pedido está confirmado. Preço: R$ 12,50.</p>',
  replyTo: 'contato@aurora.example.com',
};

describe('createMailer with SMTP', () => {
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
  });
  afterAll(() => smtp.close());

  it('delivers a UTF-8 message with text and HTML alternatives', async () => {
    const mailer = createMailer({ smtpUrl: smtp.url, from, outboxDir: '/nonexistent', log: () => {} });
    try {
      expect(await mailer.send(message)).toEqual({ via: 'smtp' });
    } finally {
      await mailer.close();
    }
    const mail = await smtp.waitFor((received) => received.subject === message.subject);
    expect(mail.from?.value).toEqual([{ name: 'Estúdio Aurora', address: 'nao-responda@revela.local' }]);
    expect(mail.to).toMatchObject({ value: [{ address: message.to }] });
    expect(mail.replyTo?.value[0]?.address).toBe('contato@aurora.example.com');
    expect(mail.text?.trim()).toBe(message.text);
    expect(mail.html).toContain(message.html);
    expect(mail.headers.get('content-type')).toMatchObject({ value: 'multipart/alternative' });
  });

  it("puts the studio's name before MAIL_FROM's address, encoded, and leaves Reply-To out when there is none", async () => {
    const mailer = createMailer({ smtpUrl: smtp.url, from, outboxDir: '/nonexistent', log: () => {} });
    const name = 'Foto "Luz", Cor & Ação <Ltda>';
    try {
      await mailer.send({
        ...message,
        subject: 'Com nome',
        fromName: name,
        replyTo: 'estudio@luz.example.com',
      });
      await mailer.send({ ...message, subject: 'Sem nome', fromName: null, replyTo: null });
    } finally {
      await mailer.close();
    }
    const named = await smtp.waitFor((received) => received.subject === 'Com nome');
    expect(named.from?.value).toEqual([{ name, address: 'nao-responda@revela.local' }]);
    expect(named.replyTo?.value).toEqual([{ name: '', address: 'estudio@luz.example.com' }]);
    // The raw header is encoded: no bare accent, no quote that would end the name.
    expect(String(named.headerLines.find((line) => line.key === 'from')?.line)).toMatch(/^From: =\?UTF-8\?/);
    const plain = await smtp.waitFor((received) => received.subject === 'Sem nome');
    expect(plain.from?.value).toEqual([{ name: 'Estúdio Aurora', address: 'nao-responda@revela.local' }]);
    expect(plain.replyTo).toBeUndefined();
  });

  it('rejects with the server reply when the server refuses the message', async () => {
    smtp.setFailure({ code: 550, message: '5.1.1 Mailbox unavailable' });
    const mailer = createMailer({ smtpUrl: smtp.url, from, outboxDir: '/nonexistent', log: () => {} });
    try {
      await expect(mailer.send(message)).rejects.toMatchObject({
        responseCode: 550,
        message: expect.stringContaining('Mailbox unavailable'),
      });
    } finally {
      smtp.setFailure(null);
      await mailer.close();
    }
  });

  it('fails instead of hanging when nothing listens at the address', async () => {
    const mailer = createMailer({
      smtpUrl: 'smtp://127.0.0.1:1',
      from,
      outboxDir: '/nonexistent',
      log: () => {},
    });
    try {
      await expect(mailer.send(message)).rejects.toThrow(/ECONNREFUSED|connect/i);
    } finally {
      await mailer.close();
    }
  });
});

describe('createMailer without SMTP', () => {
  let root: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'revela-mail-'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('writes a parseable .eml to the outbox folder and logs where', async () => {
    const outboxDir = path.join(root, 'mail', 'outbox');
    const lines: string[] = [];
    const mailer = createMailer({ from, outboxDir, log: (line) => lines.push(line) });

    const delivery = await mailer.send(message);
    await mailer.close();

    if (delivery.via !== 'outbox-folder') throw new Error(`unexpected delivery ${delivery.via}`);
    expect(path.dirname(delivery.path)).toBe(outboxDir);
    expect(path.basename(delivery.path)).toMatch(/^\d{4}-\d\d-\d\dT\d{6}\.\d{3}Z-[0-9a-f]{8}\.eml$/);
    expect(lines).toEqual([
      `E-mail to ${message.to} (${message.subject}) written to ${delivery.path} (no SMTP_URL configured)`,
    ]);

    const source = await readFile(delivery.path);
    expect(source.toString('latin1')).toContain('\r\n');
    const mail = await simpleParser(source);
    expect(mail.subject).toBe(message.subject);
    expect(mail.from?.value).toEqual([{ name: 'Estúdio Aurora', address: 'nao-responda@revela.local' }]);
    expect(mail.to).toMatchObject({ value: [{ address: message.to }] });
    expect(mail.text?.trim()).toBe(message.text);
    expect(mail.html).toContain(message.html);
  });

  it('sends the List-Unsubscribe header of e-mails a customer stops in one click', async () => {
    const outboxDir = path.join(root, 'unsubscribe');
    const mailer = createMailer({ from, outboxDir, log: () => {} });
    const unsubscribe = 'https://loja.revela.test/alertas/cancelar?alerta=1&acesso=abc';
    const delivery = await mailer.send({ ...message, listUnsubscribe: unsubscribe });
    const plain = await mailer.send(message);
    if (delivery.via !== 'outbox-folder' || plain.via !== 'outbox-folder')
      throw new Error('unexpected delivery');
    expect((await readFile(delivery.path, 'utf8')).replace(/\r\n\s+/g, ' ')).toContain(
      `List-Unsubscribe: <${unsubscribe}>`,
    );
    expect(await readFile(plain.path, 'utf8')).not.toContain('List-Unsubscribe');
  });

  it('gives every message its own file', async () => {
    const outboxDir = path.join(root, 'many');
    const mailer = createMailer({ from, outboxDir, log: () => {} });
    const deliveries = await Promise.all([1, 2, 3].map(() => mailer.send(message)));
    const paths = deliveries.map((delivery) => (delivery.via === 'outbox-folder' ? delivery.path : ''));
    expect(new Set(paths).size).toBe(3);
  });
});
