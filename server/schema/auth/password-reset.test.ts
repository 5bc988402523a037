import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn } from '../../test/admin-client.ts';
import { factories } from '../../test/factories.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/smtp.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('password reset', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  const host = 'estudio-senha.localhost';

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Revela <nao-responda@revela.test>' });
    await factories(t.db, t.services).studio({
      name: 'Estúdio Senha',
      slug: 'estudio-senha',
      adminEmail: 'dona@senha.test',
      adminPassword: 'senha-antiga',
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  async function requestLink(email = 'dona@senha.test'): Promise<string> {
    const { status, body } = await t.rest('POST', '/api/estudio/redefinir-senha/email', {
      host,
      body: { email },
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      mensagem: {
        texto: 'Se este e-mail estiver cadastrado, você receberá um link para criar uma nova senha.',
      },
    });
    await t.settle();
    const mail = await smtp.waitFor(
      (message) => message.subject === 'Redefinição de senha - Estúdio Senha' && !usedMails.has(message),
    );
    usedMails.add(mail);
    expect(mail.to).toMatchObject({ text: email });
    expect(mail.html).toContain('Criar nova senha');
    const link = /https?:\/\/\S+\/estudio\/redefinir-senha\?l=(\S+)/.exec(mail.text ?? '');
    expect(link?.[0]).toMatch(`http://${host}/estudio/redefinir-senha?l=`);
    return decodeURIComponent(link![1]!);
  }
  const usedMails = new Set<unknown>();

  const reset = (token: string, senha: string) =>
    t.rest('POST', '/api/estudio/redefinir-senha', {
      host,
      headers: { Authorization: `Bearer ${token}` },
      body: { senha },
    });

  it('mails a link whose token, as bearer, sets the new password and ends the other sessions', async () => {
    const oldSession = await logIn(t, host, 'dona@senha.test', 'senha-antiga');
    const token = await requestLink();
    const { status, body } = await reset(token, 'senha-nova-123');
    expect(status).toBe(200);
    expect(body).toEqual({ mensagem: { texto: 'Senha alterada com sucesso. Entre com a nova senha.' } });
    expect(
      (await t.rest('GET', '/api/adm', { host, headers: { Authorization: `Bearer ${oldSession}` } })).status,
    ).toBe(401);
    expect(await logIn(t, host, 'dona@senha.test', 'senha-nova-123')).toMatch(/^rva_/);
    const old = await t.rest('POST', '/api/estudio/login', {
      host,
      body: { email: 'dona@senha.test', senha: 'senha-antiga' },
    });
    expect(old.status).toBe(401);
  });

  it('takes each link once', async () => {
    const token = await requestLink();
    expect((await reset(token, 'outra-senha-456')).status).toBe(200);
    const again = await reset(token, 'mais-uma-789');
    expect(again.status).toBe(401);
    expect(again.body.mensagem.texto).toBe(
      'Este link de redefinição de senha é inválido ou expirou. Peça um novo link.',
    );
  });

  it('refuses a link older than 1 hour', async () => {
    const token = await requestLink();
    await t.db.passwordResetToken.updateMany({
      where: { usedAt: null },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await reset(token, 'senha-expirada')).status).toBe(401);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const before = smtp.messages.length;
    const { status, body } = await t.rest('POST', '/api/estudio/redefinir-senha/email', {
      host,
      body: { email: 'ninguem@senha.test' },
    });
    expect(status).toBe(200);
    expect(body.mensagem.texto).toMatch(/^Se este e-mail estiver cadastrado/);
    await t.settle();
    expect(smtp.messages.length).toBe(before);
  });

  it('sends at most 3 links an hour to one account, answering the same', async () => {
    const before = smtp.messages.length;
    const { body } = await t.rest('POST', '/api/estudio/redefinir-senha/email', {
      host,
      body: { email: 'dona@senha.test' },
    });
    expect(body.mensagem.texto).toMatch(/^Se este e-mail estiver cadastrado/);
    await t.settle();
    expect(smtp.messages.length).toBe(before);
  });

  it('asks for a new password of at least 8 characters, and keeps the link usable', async () => {
    await t.db.passwordResetToken.updateMany({ data: { createdAt: new Date(Date.now() - 2 * 3600_000) } });
    const token = await requestLink();
    const short = await reset(token, 'curta');
    expect(short).toMatchObject({
      status: 400,
      body: { mensagem: { texto: 'A nova senha precisa ter pelo menos 8 caracteres' } },
    });
    expect((await reset(token, 'agora-sim-longa')).status).toBe(200);
  });

  it('keeps no secret link in the outbox once the mail is sent', async () => {
    const messages = await t.db.emailMessage.findMany({ where: { kind: 'password-reset', status: 'SENT' } });
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.every((message) => message.textBody === '' && message.htmlBody === '')).toBe(true);
  });

  it('refuses a password that is easy to guess, keeping the link usable', async () => {
    const token = await requestLink();
    const weak = await reset(token, 'mariana123');
    expect(weak.status).toBe(400);
    expect(weak.body.mensagem.texto).toMatch(/^Esta senha é fácil de adivinhar\. Use uma senha mais longa/);
    expect((await reset(token, 'lente-grande-angular-9')).status).toBe(200);
    expect(await logIn(t, host, 'dona@senha.test', 'lente-grande-angular-9')).toMatch(/^rva_/);
  });

  it('lets the owner in at once after a reset, whoever was guessing the password', async () => {
    for (let i = 0; i < 6; i++) {
      await t.rest('POST', '/api/estudio/login', {
        host,
        body: { email: 'dona@senha.test', senha: 'chute' },
      });
    }
    const waiting = await t.rest('POST', '/api/estudio/login', {
      host,
      body: { email: 'dona@senha.test', senha: 'lente-grande-angular-9' },
    });
    expect(waiting.status).toBe(429);
    expect((await reset(await requestLink(), 'prisma-de-vidro-azul')).status).toBe(200);
    expect(await logIn(t, host, 'dona@senha.test', 'prisma-de-vidro-azul')).toMatch(/^rva_/);
  });
});
