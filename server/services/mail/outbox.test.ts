import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPrismaClient, type Database } from '../../database/database.ts';
import { createTestDatabase } from '../../test/database.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/smtp.ts';
import { createMailer, type Mailer } from './mailer.ts';
import { createEmailDispatcher, type EmailDispatcherOptions, enqueueEmail, type NewEmail } from './outbox.ts';

describe('e-mail outbox', () => {
  let database: Database;
  let smtp: TestSmtpServer;
  let mailer: Mailer;
  const lines: string[] = [];

  const db = () => database.prisma;
  const email = (subject: string, extra: Partial<NewEmail> = {}): NewEmail => ({
    kind: 'order-paid',
    to: 'cliente@example.com',
    subject,
    text: `Texto: ${subject}`,
    html: `<p>HTML: ${subject}</p>`,
    ...extra,
  });
  const enqueue = (message: NewEmail) => db().$transaction((tx) => enqueueEmail(tx, message));
  const dispatcher = (options: Partial<EmailDispatcherOptions> = {}) =>
    createEmailDispatcher({ db: db(), mailer, log: (line) => lines.push(line), ...options });
  const received = (subject: string) => smtp.messages.filter((mail) => mail.subject === subject);
  const row = (id: string) => db().emailMessage.findUniqueOrThrow({ where: { id } });

  beforeAll(async () => {
    database = await createTestDatabase();
    smtp = await startTestSmtpServer();
    mailer = createMailer({
      smtpUrl: smtp.url,
      from: 'Revela <nao-responda@revela.local>',
      outboxDir: '',
      log: () => {},
    });
  });
  afterAll(async () => {
    await mailer?.close();
    await smtp?.close();
    await database?.close();
  });

  it('records the e-mail only when the transaction commits', async () => {
    await expect(
      db().$transaction(async (tx) => {
        await enqueueEmail(tx, email('Desfeito'));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await db().emailMessage.count({ where: { subject: 'Desfeito' } })).toBe(0);

    const message = await enqueue(email('Confirmado'));
    expect(message).toMatchObject({ status: 'PENDING', attempts: 0, toAddress: 'cliente@example.com' });
  });

  it('sends an enqueued message when kicked and marks it SENT', async () => {
    const message = await enqueue(email('Pedido pago — nº 7'));
    const outbox = dispatcher();
    outbox.kick();
    outbox.kick();
    const mail = await smtp.waitFor((arrived) => arrived.subject === 'Pedido pago — nº 7');
    expect(mail.text?.trim()).toBe('Texto: Pedido pago — nº 7');
    expect(mail.html).toContain('<p>HTML: Pedido pago — nº 7</p>');
    await outbox.drain();

    expect(await row(message.id)).toMatchObject({
      status: 'SENT',
      attempts: 1,
      lastError: null,
      sentAt: expect.any(Date),
      textBody: 'Texto: Pedido pago — nº 7',
    });
    expect(received('Pedido pago — nº 7')).toHaveLength(1);
  });

  it('polls for due messages once started, and stops', async () => {
    const outbox = dispatcher({ pollIntervalMs: 50 });
    outbox.start();
    const message = await enqueue(email('Sem kick'));
    await smtp.waitFor((arrived) => arrived.subject === 'Sem kick');
    await outbox.stop();
    await expect.poll(async () => (await row(message.id)).status).toBe('SENT');

    const later = await enqueue(email('Depois do stop'));
    await sleep(150);
    expect((await row(later.id)).status).toBe('PENDING');
    await outbox.drain();
    expect((await row(later.id)).status).toBe('SENT');
  });

  it('retries after an SMTP failure with the backoff, then sends', async () => {
    smtp.setFailure({ code: 451, message: '4.3.0 Try again later' });
    const outbox = dispatcher({ retryDelaysMs: [1_000, 1_000] });
    const message = await enqueue(email('Tentar de novo'));

    const before = Date.now();
    await outbox.drain();
    const failed = await row(message.id);
    expect(failed).toMatchObject({ status: 'PENDING', attempts: 1, sentAt: null });
    expect(failed.lastError).toMatch(/451.*Try again later/);
    expect(failed.lastError).not.toContain('\n');
    expect(failed.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + 1_000);
    expect(lines.some((line) => line.includes(message.id) && line.includes('retrying at'))).toBe(true);

    // Not due yet: draining now leaves it alone.
    smtp.setFailure(null);
    await outbox.drain();
    expect(await row(message.id)).toMatchObject({ status: 'PENDING', attempts: 1 });

    await sleep(Math.max(0, failed.nextAttemptAt.getTime() - Date.now()) + 20);
    await outbox.drain();
    expect(await row(message.id)).toMatchObject({ status: 'SENT', attempts: 2, lastError: null });
    expect(received('Tentar de novo')).toHaveLength(1);
  });

  it('marks the message FAILED after the last retry and never throws', async () => {
    smtp.setFailure({ code: 550, message: '5.1.1 Mailbox unavailable' });
    try {
      // Long enough that one drain makes exactly one attempt, even on a loaded CI machine.
      const outbox = dispatcher({ retryDelaysMs: [800, 800] });
      const message = await enqueue(email('Nunca chega'));
      for (let attempt = 1; attempt <= 3; attempt++) {
        await outbox.drain();
        const current = await row(message.id);
        expect(current.attempts).toBe(attempt);
        if (attempt < 3) await sleep(Math.max(0, current.nextAttemptAt.getTime() - Date.now()) + 20);
      }
      const failed = await row(message.id);
      expect(failed).toMatchObject({ status: 'FAILED', attempts: 3, sentAt: null });
      expect(failed.lastError).toMatch(/550.*Mailbox unavailable/);
      expect(failed.textBody).toBe('Texto: Nunca chega');
      expect(lines.some((line) => line.includes(message.id) && line.includes('giving up'))).toBe(true);

      await outbox.drain();
      expect((await row(message.id)).attempts).toBe(3);
    } finally {
      smtp.setFailure(null);
    }
  });

  it('erases the bodies of password-reset messages once sent or failed', async () => {
    const outbox = dispatcher({ retryDelaysMs: [] });
    const sent = await enqueue(email('Redefinir senha', { kind: 'password-reset' }));
    await outbox.drain();
    expect((await smtp.waitFor((mail) => mail.subject === 'Redefinir senha')).text).toContain('Texto:');
    expect(await row(sent.id)).toMatchObject({ status: 'SENT', textBody: '', htmlBody: '' });

    smtp.setFailure({ code: 550, message: '5.1.1 Mailbox unavailable' });
    try {
      const failed = await enqueue(email('Redefinir senha de novo', { kind: 'password-reset-admin' }));
      await outbox.drain();
      expect(await row(failed.id)).toMatchObject({
        status: 'FAILED',
        attempts: 1,
        textBody: '',
        htmlBody: '',
      });
    } finally {
      smtp.setFailure(null);
    }
  });

  // Two server processes share a database only on PostgreSQL: the embedded one locks its folder to one process.
  it.runIf(inject('postgresUrl'))(
    'never sends a message twice when two dispatchers drain at once',
    async () => {
      // A second connection pool stands for a second server process.
      const other = createPrismaClient(database.url, { embedded: false });
      const otherMailer = createMailer({
        smtpUrl: smtp.url,
        from: 'Revela <b@revela.local>',
        outboxDir: '',
        log: () => {},
      });
      try {
        const subjects = Array.from({ length: 40 }, (_, index) => `Lote ${index}`);
        await db().$transaction(async (tx) => {
          for (const subject of subjects) await enqueueEmail(tx, email(subject, { kind: 'batch' }));
        });
        const sentBy = { one: 0, two: 0 };
        const counting = (sender: Mailer, key: keyof typeof sentBy): Mailer => ({
          async send(message) {
            sentBy[key]++;
            await sleep(2);
            return sender.send(message);
          },
          close: sender.close,
        });
        const one = dispatcher({ batchSize: 3, mailer: counting(mailer, 'one') });
        const two = createEmailDispatcher({
          db: other,
          mailer: counting(otherMailer, 'two'),
          log: () => {},
          batchSize: 3,
        });
        one.kick();
        await Promise.all([one.drain(), two.drain(), one.drain()]);

        for (const subject of subjects) expect(received(subject), subject).toHaveLength(1);
        expect(sentBy.one + sentBy.two).toBe(40);
        expect(sentBy.one).toBeGreaterThan(0);
        expect(sentBy.two).toBeGreaterThan(0);
        expect(await db().emailMessage.count({ where: { kind: 'batch', status: 'SENT', attempts: 1 } })).toBe(
          40,
        );
      } finally {
        await otherMailer.close();
        await other.$disconnect();
      }
    },
  );
});
