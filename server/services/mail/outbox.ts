// The transactional outbox: an e-mail is a row written with the change it reports, and a mail-send job queued in the
// same transaction delivers it; a failed send queues the next try (domain/mail-delivery.ts) until it is given up.
import type { Db } from '../../database/database.ts';
import { purgedOnceSentKind } from '../../domain/data-requests.ts';
import { afterFailedAttempt, mailRetryWindowMs } from '../../domain/mail-delivery.ts';
import { purgedEmailFields } from '../../domain/privacy.ts';
import type { EmailMessage, Prisma } from '../../generated/prisma/client.ts';
import { enqueueJob } from '../../queue/enqueue.ts';
import type { JobPayloads } from '../../queue/queues.ts';
import type { Mailer } from './mailer.ts';

export interface NewEmail {
  studioId?: string | null;
  orderId?: string | null;
  /** What the message is about, e.g. `order-paid` or `password-reset`; `password-reset*` bodies are erased once done. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The From display name; omitted: the studio's name (MAIL_FROM's name without a studio). */
  fromName?: string | null;
  /** Where replies go; omitted: the studio's footer e-mail, when it has one. */
  replyTo?: string | null;
  /** An address that stops this kind of e-mail in one click: sent as the List-Unsubscribe header. */
  listUnsubscribe?: string | null;
}

/** Who a studio's e-mails come from: its name, and its footer e-mail for the replies. */
export async function studioSender(
  tx: Prisma.TransactionClient,
  studioId: string,
): Promise<{ fromName: string; replyTo: string | null }> {
  const studio = await tx.studio.findUniqueOrThrow({
    where: { id: studioId },
    select: { name: true, footerEmail: true },
  });
  return { fromName: studio.name, replyTo: studio.footerEmail.trim() || null };
}

/** Records the e-mail and its delivery job in the caller's transaction; nothing is sent if it rolls back. */
export async function enqueueEmail(tx: Prisma.TransactionClient, message: NewEmail): Promise<EmailMessage> {
  const sender = message.studioId
    ? await studioSender(tx, message.studioId)
    : { fromName: null, replyTo: null };
  const row = await tx.emailMessage.create({
    data: {
      studioId: message.studioId ?? null,
      orderId: message.orderId ?? null,
      kind: message.kind,
      toAddress: message.to,
      fromName: message.fromName ?? sender.fromName,
      replyTo: message.replyTo ?? sender.replyTo,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html,
      listUnsubscribe: message.listUnsubscribe ?? null,
    },
  });
  await enqueueJob(tx, 'mail-send', { messageId: row.id, attempt: 0 });
  return row;
}

function firstLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const line = text.split('\n').find((part) => part.trim()) ?? 'unknown error';
  return line.trim().slice(0, 500);
}

export interface MailDeliveryDependencies {
  db: Db;
  mailer: Pick<Mailer, 'send'>;
  log: (line: string) => void;
  /** How long a message is retried (tests shorten it). */
  retryWindowMs?: number;
  now?: () => Date;
}

/**
 * The mail-send job: sends one pending message. A failure is recorded with the next try queued in one transaction,
 * or, past the retry window, the message becomes FAILED with the reason. A job whose attempt was already made (a
 * worker that died after recording it) does nothing. Sending is at least once: a crash after the SMTP answer sends
 * again.
 */
export async function deliverQueuedEmail(
  { db, mailer, log, retryWindowMs = mailRetryWindowMs, now = () => new Date() }: MailDeliveryDependencies,
  { messageId, attempt }: JobPayloads['mail-send'],
): Promise<void> {
  const message = await db.emailMessage.findUnique({ where: { id: messageId } });
  if (message?.status !== 'PENDING') return;
  if (attempt !== undefined && attempt !== message.attempts) return;
  // A reset link is useless once sent; a deletion's last e-mail keeps nothing of whom it went to (bodies, address).
  const erased =
    message.kind === purgedOnceSentKind
      ? { ...purgedEmailFields, purgedAt: now() }
      : message.kind.startsWith('password-reset')
        ? { textBody: '', htmlBody: '' }
        : {};
  // Only the attempt this job was queued for writes: a second job for the same message finds it moved on.
  const current = { id: message.id, status: 'PENDING' as const, attempts: message.attempts };
  try {
    await mailer.send({
      to: message.toAddress,
      fromName: message.fromName,
      replyTo: message.replyTo,
      subject: message.subject,
      text: message.textBody,
      html: message.htmlBody,
      listUnsubscribe: message.listUnsubscribe,
    });
  } catch (error) {
    const failure = firstLine(error);
    const at = now();
    const attempts = message.attempts + 1;
    const next = afterFailedAttempt(
      { attempts, queuedAt: message.createdAt, error: failure },
      at,
      retryWindowMs,
    );
    await db.$transaction(async (tx) => {
      const recorded = await tx.emailMessage.updateMany({
        where: current,
        data:
          next.kind === 'give-up'
            ? { status: 'FAILED', attempts, lastAttemptAt: at, lastError: next.reason, ...erased }
            : { attempts, lastAttemptAt: at, lastError: failure },
      });
      if (recorded.count && next.kind === 'retry')
        await enqueueJob(
          tx,
          'mail-send',
          { messageId: message.id, attempt: attempts },
          { startAfter: next.at },
        );
    });
    log(
      `E-mail ${message.id} (${message.kind}) to ${message.toAddress} failed on attempt ${attempts}: ${failure}; ` +
        (next.kind === 'give-up' ? 'giving up' : `it will be retried at ${next.at.toISOString()}`),
    );
    return;
  }
  await db.emailMessage.updateMany({
    where: current,
    data: {
      status: 'SENT',
      attempts: message.attempts + 1,
      lastAttemptAt: now(),
      sentAt: now(),
      lastError: null,
      ...erased,
    },
  });
}

export interface GivenUpEmail {
  id: string;
  studioId: string | null;
  kind: string;
  toAddress: string;
  subject: string;
  attempts: number;
  reason: string;
  queuedAt: Date;
  lastAttemptAt: Date | null;
}

/**
 * The e-mails given up (FAILED), newest last try first, for the platform's operator console: across studios, or of
 * one. `before` pages on by the last row's lastAttemptAt.
 */
export async function givenUpEmails(
  db: Db,
  options: { studioId?: string; limit?: number; before?: Date } = {},
): Promise<GivenUpEmail[]> {
  const rows = await db.emailMessage.findMany({
    where: {
      status: 'FAILED',
      ...(options.studioId && { studioId: options.studioId }),
      ...(options.before && { lastAttemptAt: { lt: options.before } }),
    },
    orderBy: [{ lastAttemptAt: { sort: 'desc', nulls: 'last' } }, { id: 'desc' }],
    take: Math.min(options.limit ?? 100, 500),
    select: {
      id: true,
      studioId: true,
      kind: true,
      toAddress: true,
      subject: true,
      attempts: true,
      lastError: true,
      createdAt: true,
      lastAttemptAt: true,
    },
  });
  return rows.map(({ lastError, createdAt, ...row }) => ({
    ...row,
    reason: lastError ?? '',
    queuedAt: createdAt,
  }));
}
