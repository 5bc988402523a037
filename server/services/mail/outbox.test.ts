import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '../../database/database.ts';
import { jobHandlers } from '../../jobs/handlers.ts';
import { type JobQueue, startJobQueue } from '../../queue/job-queue.ts';
import { createTestDatabase } from '../../test/database.ts';
import { factories } from '../../test/factories.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/smtp.ts';
import { createLocalFileStorage } from '../storage/local-storage.ts';
import { ensurePlans } from '../studios/plans.ts';
import { createMailer, type Mailer } from './mailer.ts';
import { deliverQueuedEmail, enqueueEmail, givenUpEmails, type NewEmail } from './outbox.ts';

describe('e-mail outbox', () => {
  let database: Database;
  let smtp: TestSmtpServer;
  let mailer: Mailer;
  let queue: JobQueue;
  const lines: string[] = [];
  // Mail jobs touch no files, no payments and no domains.
  const noFiles = {
    config: {
      storage: { kind: 'local' as const, root: '/nonexistent' },
      dataDir: '/nonexistent',
      customDomains: undefined,
      platformDomain: undefined,
      publicUrl: 'http://localhost',
    },
  };
  const worker = (mailer: Pick<Mailer, 'send'>, log: (line: string) => void) =>
    jobHandlers({
      ...noFiles,
      db: db(),
      services: {
        storage: createLocalFileStorage('/nonexistent'),
        mailer: mailer as Mailer,
        secrets: undefined as never,
        payments: undefined as never,
        dns: undefined as never,
      },
      log,
    });

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
  const received = (subject: string) => smtp.messages.filter((mail) => mail.subject === subject);
  const row = (id: string) => db().emailMessage.findUniqueOrThrow({ where: { id } });
  /** The message's next delivery job, brought forward (a retry waits minutes in production). */
  const retryNow = (messageId: string) =>
    db().$executeRaw`UPDATE pgboss.job SET start_after = now()
      WHERE name = 'mail-send' AND data->>'messageId' = ${messageId} AND state = 'created'`;
  const jobState = async (messageId: string) => {
    const [job] = await db().$queryRaw<{ state: string }[]>`
      SELECT state::text FROM pgboss.job WHERE name = 'mail-send' AND data->>'messageId' = ${messageId}
      ORDER BY created_on DESC LIMIT 1`;
    return job?.state;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    smtp = await startTestSmtpServer();
    mailer = createMailer({
      smtpUrl: smtp.url,
      from: 'Revela <nao-responda@revela.local>',
      outboxDir: '',
      log: () => {},
    });
    queue = await startJobQueue({ databaseUrl: database.url, log: () => {}, pollingIntervalSeconds: 0.5 });
    const log = (line: string) => {
      lines.push(line);
    };
    await queue.work(worker(mailer, log));
  });
  afterAll(async () => {
    await queue?.stop({ timeoutMs: 1000 });
    await mailer?.close();
    await smtp?.close();
    await database?.close();
  });

  it('records the e-mail and its delivery job only when the transaction commits', async () => {
    await expect(
      db().$transaction(async (tx) => {
        await enqueueEmail(tx, email('Desfeito'));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await db().emailMessage.count({ where: { subject: 'Desfeito' } })).toBe(0);
    expect(await db().$queryRaw<unknown[]>`SELECT 1 FROM pgboss.job WHERE name = 'mail-send'`).toEqual([]);

    const message = await enqueue(email('Confirmado'));
    expect(message).toMatchObject({ status: 'PENDING', attempts: 0, toAddress: 'cliente@example.com' });
    await queue.settle();
    expect(await row(message.id)).toMatchObject({ status: 'SENT', attempts: 1 });
  });

  it('is delivered by a worker soon after the commit, and marked SENT', async () => {
    const message = await enqueue(email('Pedido pago — nº 7'));
    const mail = await smtp.waitFor((arrived) => arrived.subject === 'Pedido pago — nº 7');
    expect(mail.text?.trim()).toBe('Texto: Pedido pago — nº 7');
    expect(mail.html).toContain('<p>HTML: Pedido pago — nº 7</p>');
    await queue.settle();
    expect(await row(message.id)).toMatchObject({
      status: 'SENT',
      attempts: 1,
      lastError: null,
      sentAt: expect.any(Date),
      textBody: 'Texto: Pedido pago — nº 7',
    });
    expect(received('Pedido pago — nº 7')).toHaveLength(1);
    expect(await jobState(message.id)).toBe('completed');
  });

  it('retries after an SMTP failure, later, then sends', async () => {
    smtp.setFailure({ code: 451, message: '4.3.0 Try again later' });
    const message = await enqueue(email('Tentar de novo'));
    await queue.settle();
    const failed = await row(message.id);
    expect(failed).toMatchObject({
      status: 'PENDING',
      attempts: 1,
      sentAt: null,
      lastAttemptAt: expect.any(Date),
    });
    expect(failed.lastError).toMatch(/451.*Try again later/);
    expect(failed.lastError).not.toContain('\n');
    expect(await jobState(message.id)).toBe('created');
    const [job] = await db().$queryRaw<{ waitSeconds: number; attempt: number }[]>`
      SELECT EXTRACT(epoch FROM start_after - now())::float AS "waitSeconds", (data->>'attempt')::int AS attempt
      FROM pgboss.job WHERE name = 'mail-send' AND data->>'messageId' = ${message.id} AND state = 'created'`;
    // The first retry waits a minute, not a polling interval, and is the job of the second attempt.
    expect(job!.waitSeconds).toBeGreaterThan(30);
    expect(job!.attempt).toBe(1);
    expect(lines.some((line) => line.includes(message.id) && line.includes('it will be retried'))).toBe(true);

    smtp.setFailure(null);
    await retryNow(message.id);
    await queue.settle();
    expect(await row(message.id)).toMatchObject({ status: 'SENT', attempts: 2, lastError: null });
    expect(received('Tentar de novo')).toHaveLength(1);
  });

  it('gives the message up as FAILED, with the reason, once a try fails 24 hours after it was queued', async () => {
    smtp.setFailure({ code: 550, message: '5.1.1 Mailbox unavailable' });
    try {
      const message = await enqueue(email('Nunca chega'));
      await queue.settle();
      expect(await row(message.id)).toMatchObject({ status: 'PENDING', attempts: 1 });
      const dayLater = () => new Date(message.createdAt.getTime() + 24 * 60 * 60_000);
      const log = (line: string) => {
        lines.push(line);
      };
      await deliverQueuedEmail(
        { db: db(), mailer, log, now: dayLater },
        { messageId: message.id, attempt: 1 },
      );
      const failed = await row(message.id);
      expect(failed).toMatchObject({
        status: 'FAILED',
        attempts: 2,
        sentAt: null,
        lastAttemptAt: dayLater(),
      });
      expect(failed.lastError).toMatch(
        /^Não entregue após 2 tentativas em 24 horas; último erro: .*550.*Mailbox unavailable/,
      );
      expect(failed.textBody).toBe('Texto: Nunca chega');
      expect(lines.some((line) => line.includes(message.id) && line.includes('giving up'))).toBe(true);
      // The retry queued by the first failure finds the message given up and sends nothing.
      smtp.setFailure(null);
      await retryNow(message.id);
      await queue.settle();
      expect(received('Nunca chega')).toHaveLength(0);
      expect(await givenUpEmails(db())).toContainEqual(
        expect.objectContaining({
          id: message.id,
          attempts: 2,
          reason: failed.lastError,
          toAddress: 'cliente@example.com',
        }),
      );
    } finally {
      smtp.setFailure(null);
    }
  });

  it('lists the given-up e-mails newest first, by studio when asked', async () => {
    // Studio rows only: no image or service is needed.
    await ensurePlans(db());
    const studio = await factories(db(), undefined as never).studio({ name: 'Estúdio Desistências' });
    const gaveUp = async (subject: string, at: Date, studioId?: string) => {
      const message = await enqueue(email(subject, { studioId }));
      await db().emailMessage.update({
        where: { id: message.id },
        data: { status: 'FAILED', lastError: `motivo ${subject}`, lastAttemptAt: at, attempts: 30 },
      });
      return message.id;
    };
    const older = await gaveUp('Antigo', new Date('2026-01-01T10:00:00Z'));
    const newer = await gaveUp('Recente', new Date('2026-01-02T10:00:00Z'), studio.id);
    const ids = (await givenUpEmails(db())).map((message) => message.id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(
      (await givenUpEmails(db(), { before: new Date('2026-01-02T00:00:00Z') })).map((m) => m.id),
    ).toContain(older);
    expect(
      (await givenUpEmails(db(), { before: new Date('2026-01-02T00:00:00Z') })).map((m) => m.id),
    ).not.toContain(newer);
    if (studio)
      expect((await givenUpEmails(db(), { studioId: studio.id })).map((m) => m.id)).toEqual([newer]);
    expect(await givenUpEmails(db(), { limit: 1 })).toHaveLength(1);
  });

  it('erases the bodies of password-reset messages once sent or failed', async () => {
    const sent = await enqueue(email('Redefinir senha', { kind: 'password-reset' }));
    await queue.settle();
    expect((await smtp.waitFor((mail) => mail.subject === 'Redefinir senha')).text).toContain('Texto:');
    expect(await row(sent.id)).toMatchObject({ status: 'SENT', textBody: '', htmlBody: '' });

    smtp.setFailure({ code: 550, message: '5.1.1 Mailbox unavailable' });
    try {
      const failed = await enqueue(email('Redefinir senha de novo', { kind: 'password-reset-admin' }));
      const dayLater = () => new Date(failed.createdAt.getTime() + 24 * 60 * 60_000);
      await deliverQueuedEmail({ db: db(), mailer, log: () => {}, now: dayLater }, { messageId: failed.id });
      expect(await row(failed.id)).toMatchObject({ status: 'FAILED', textBody: '', htmlBody: '' });
    } finally {
      smtp.setFailure(null);
      await queue.settle();
    }
  });

  it('leaves a message alone once it is no longer pending (a job run twice sends once)', async () => {
    const message = await enqueue(email('Uma vez só'));
    await queue.settle();
    await deliverQueuedEmail({ db: db(), mailer, log: () => {} }, { messageId: message.id });
    await deliverQueuedEmail({ db: db(), mailer, log: () => {} }, { messageId: message.id, attempt: 0 });
    expect(received('Uma vez só')).toHaveLength(1);
  });

  // Two worker processes share a database only on PostgreSQL: the embedded one locks its folder to one process.
  it.runIf(inject('postgresUrl'))(
    'never sends a message twice when two processes work the queue',
    async () => {
      // A second queue with its own connections stands for a second worker process.
      const other = await startJobQueue({
        databaseUrl: database.url,
        log: () => {},
        pollingIntervalSeconds: 0.5,
      });
      const sentBy = { one: 0, two: 0 };
      const counting = (key: keyof typeof sentBy): Pick<Mailer, 'send'> => ({
        async send(message) {
          sentBy[key]++;
          await sleep(2);
          return mailer.send(message);
        },
      });
      try {
        await queue.stop({ timeoutMs: 1000 });
        const subjects = Array.from({ length: 40 }, (_, index) => `Lote ${index}`);
        await db().$transaction(async (tx) => {
          for (const subject of subjects) await enqueueEmail(tx, email(subject, { kind: 'batch' }));
        });
        const log = () => {};
        queue = await startJobQueue({ databaseUrl: database.url, log, pollingIntervalSeconds: 0.5 });
        await Promise.all([
          queue.work(worker(counting('one'), log)),
          other.work(worker(counting('two'), log)),
        ]);
        await queue.settle();
        for (const subject of subjects) expect(received(subject), subject).toHaveLength(1);
        expect(sentBy.one + sentBy.two).toBe(40);
        expect(sentBy.one).toBeGreaterThan(0);
        expect(sentBy.two).toBeGreaterThan(0);
        expect(await db().emailMessage.count({ where: { kind: 'batch', status: 'SENT', attempts: 1 } })).toBe(
          40,
        );
      } finally {
        await other.stop({ timeoutMs: 1000 });
      }
    },
  );
});
