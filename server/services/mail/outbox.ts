// The transactional outbox: an e-mail is a row written with the change it reports, and a mail-send job queued in the
// same transaction delivers it; the job queue retries failures with backoff, the row records what happened.
import type { Db } from '../../database/database.ts';
import type { EmailMessage, Prisma } from '../../generated/prisma/client.ts';
import { enqueueJob } from '../../queue/enqueue.ts';
import type { JobInfo } from '../../queue/job-queue.ts';
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
}

/** Records the e-mail and its delivery job in the caller's transaction; nothing is sent if it rolls back. */
export async function enqueueEmail(tx: Prisma.TransactionClient, message: NewEmail): Promise<EmailMessage> {
  const row = await tx.emailMessage.create({
    data: {
      studioId: message.studioId ?? null,
      orderId: message.orderId ?? null,
      kind: message.kind,
      toAddress: message.to,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html,
    },
  });
  await enqueueJob(tx, 'mail-send', { messageId: row.id });
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
}

/**
 * The mail-send job: sends one pending message. A failure is recorded and thrown so the queue retries it; on the
 * last attempt the message becomes FAILED. Sending is at least once: a crash after the SMTP answer sends again.
 */
export async function deliverQueuedEmail(
  { db, mailer, log }: MailDeliveryDependencies,
  messageId: string,
  job: Pick<JobInfo, 'lastAttempt'>,
): Promise<void> {
  const message = await db.emailMessage.findUnique({ where: { id: messageId } });
  if (message?.status !== 'PENDING') return;
  const secret = message.kind.startsWith('password-reset');
  const erased = secret ? { textBody: '', htmlBody: '' } : {};
  const pending = { id: message.id, status: 'PENDING' as const };
  await db.emailMessage.update({ where: { id: message.id }, data: { attempts: { increment: 1 } } });
  try {
    await mailer.send({
      to: message.toAddress,
      subject: message.subject,
      text: message.textBody,
      html: message.htmlBody,
    });
  } catch (error) {
    const failure = firstLine(error);
    await db.emailMessage.updateMany({
      where: pending,
      data: job.lastAttempt ? { status: 'FAILED', lastError: failure, ...erased } : { lastError: failure },
    });
    log(
      `E-mail ${message.id} (${message.kind}) to ${message.toAddress} failed on attempt ${message.attempts + 1}: ${failure}; ` +
        (job.lastAttempt ? 'giving up' : 'it will be retried'),
    );
    throw new Error(`E-mail ${message.id} not delivered: ${failure}`);
  }
  await db.emailMessage.updateMany({
    where: pending,
    data: { status: 'SENT', sentAt: new Date(), lastError: null, ...erased },
  });
}
