// The transactional outbox: e-mails are rows written with the change they report, and a dispatcher delivers them with retries.
import type { Db } from '../../database/database.ts';
import type { EmailMessage, Prisma } from '../../generated/prisma/client.ts';
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

/** Records the e-mail in the caller's transaction; the dispatcher sends it after the commit. */
export function enqueueEmail(
  tx: Pick<Prisma.TransactionClient, 'emailMessage'>,
  message: NewEmail,
): Promise<EmailMessage> {
  return tx.emailMessage.create({
    data: {
      studioId: message.studioId ?? null,
      orderId: message.orderId ?? null,
      kind: message.kind,
      toAddress: message.to,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html,
      // Written from this clock, the one the dispatcher compares with, rather than the database default.
      nextAttemptAt: new Date(),
    },
  });
}

export const defaultRetryDelaysMs = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 6 * 3_600_000];

/** A claimed message stays invisible to other dispatchers this long; past it a crashed sender's messages are retried. */
const leaseMs = 10 * 60_000;

export interface EmailDispatcherOptions {
  db: Db;
  mailer: Pick<Mailer, 'send'>;
  log: (line: string) => void;
  /** Wait before each retry; after the last one has failed too, the message is FAILED. */
  retryDelaysMs?: readonly number[];
  pollIntervalMs?: number;
  batchSize?: number;
}

export interface EmailDispatcher {
  /** Polls for due messages every pollIntervalMs (and once now). */
  start(): void;
  /** Stops polling and waits for the pass in progress. */
  stop(): Promise<void>;
  /** Runs a pass soon; kicks during a pass coalesce into one more pass. */
  kick(): void;
  /** Sends until no message is due now. */
  drain(): Promise<void>;
}

type ClaimedEmail = Pick<
  EmailMessage,
  'id' | 'kind' | 'toAddress' | 'subject' | 'textBody' | 'htmlBody' | 'attempts'
>;

function firstLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const line = text.split('\n').find((part) => part.trim()) ?? 'unknown error';
  return line.trim().slice(0, 500);
}

export function createEmailDispatcher(options: EmailDispatcherOptions): EmailDispatcher {
  const { db, mailer, log } = options;
  const retryDelaysMs = options.retryDelaysMs ?? defaultRetryDelaysMs;
  const pollIntervalMs = options.pollIntervalMs ?? 15_000;
  const batchSize = options.batchSize ?? 10;

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let kickedAgain = false;
  let stopped = false;

  /** Takes due messages for this process: FOR UPDATE SKIP LOCKED and the lease keep other processes off them. */
  async function claim(): Promise<ClaimedEmail[]> {
    const now = new Date();
    const leaseUntil = new Date(now.getTime() + leaseMs);
    // Raw Date parameters arrive as UTC text; the casts read them as UTC whatever the session time zone.
    return db.$queryRaw<ClaimedEmail[]>`
      WITH due AS MATERIALIZED (
        SELECT "id" FROM "EmailMessage"
        WHERE "status" = 'PENDING' AND "nextAttemptAt" <= ${now}::timestamp
        ORDER BY "nextAttemptAt"
        LIMIT ${batchSize}
        FOR UPDATE SKIP LOCKED
      )
      UPDATE "EmailMessage" AS message
      SET "nextAttemptAt" = ${leaseUntil}::timestamp, "attempts" = message."attempts" + 1
      FROM due
      WHERE message."id" = due."id"
      RETURNING message."id", message."kind", message."toAddress", message."subject",
        message."textBody", message."htmlBody", message."attempts"`;
  }

  async function deliver(message: ClaimedEmail): Promise<void> {
    const secret = message.kind.startsWith('password-reset');
    const erased = secret ? { textBody: '', htmlBody: '' } : {};
    // attempts fences the update: if the lease ran out and another process took the message, this one leaves it alone.
    const mine = { id: message.id, status: 'PENDING' as const, attempts: message.attempts };
    try {
      await mailer.send({
        to: message.toAddress,
        subject: message.subject,
        text: message.textBody,
        html: message.htmlBody,
      });
    } catch (error) {
      const failure = firstLine(error);
      const delay = retryDelaysMs[message.attempts - 1];
      const giveUp = delay === undefined;
      const retryAt = new Date(Date.now() + (delay ?? 0));
      await db.emailMessage.updateMany({
        where: mine,
        data: giveUp
          ? { status: 'FAILED', lastError: failure, ...erased }
          : { lastError: failure, nextAttemptAt: retryAt },
      });
      log(
        `E-mail ${message.id} (${message.kind}) to ${message.toAddress} failed on attempt ${message.attempts}: ${failure}; ` +
          (giveUp ? 'giving up' : `retrying at ${retryAt.toISOString()}`),
      );
      return;
    }
    await db.emailMessage.updateMany({
      where: mine,
      data: { status: 'SENT', sentAt: new Date(), lastError: null, ...erased },
    });
  }

  /** One batch; returns how many messages it claimed. Never throws: a database outage is logged and retried later. */
  async function processBatch(): Promise<number> {
    try {
      const claimed = await claim();
      for (const message of claimed) {
        await deliver(message).catch((error) =>
          log(`E-mail ${message.id}: could not record the delivery result: ${firstLine(error)}`),
        );
      }
      return claimed.length;
    } catch (error) {
      log(`E-mail outbox: could not claim messages: ${firstLine(error)}`);
      return 0;
    }
  }

  async function pass(): Promise<void> {
    do {
      kickedAgain = false;
      while (!stopped && (await processBatch()) === batchSize) {}
    } while (kickedAgain && !stopped);
  }

  function kick(): void {
    if (stopped) return;
    if (running) {
      kickedAgain = true;
      return;
    }
    running = pass().finally(() => {
      running = undefined;
    });
  }

  return {
    start() {
      stopped = false;
      if (!timer) {
        timer = setInterval(kick, pollIntervalMs);
        timer.unref();
      }
      kick();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      timer = undefined;
      await running;
    },
    kick,
    async drain() {
      for (;;) {
        if (running) {
          await running;
          continue;
        }
        if ((await processBatch()) === 0 && !running) return;
      }
    },
  };
}
