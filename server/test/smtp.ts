// A real SMTP server on 127.0.0.1 for tests: keeps every message it accepts, parsed, or refuses them with a chosen reply.
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpFailure {
  /** SMTP reply code, e.g. 451 (transient) or 550 (permanent). */
  code: number;
  message: string;
}

export interface TestSmtpServer {
  /** smtp://127.0.0.1:PORT */
  url: string;
  /** Messages accepted so far, in order of arrival. */
  messages: ParsedMail[];
  /** Resolves with the first message (already received or arriving later) that matches. */
  waitFor(predicate: (mail: ParsedMail) => boolean, timeoutMs?: number): Promise<ParsedMail>;
  /** From now on refuse every recipient with this reply (null: accept again). */
  setFailure(failure: SmtpFailure | null): void;
  close(): Promise<void>;
}

export async function startTestSmtpServer(options: { failWith?: SmtpFailure } = {}): Promise<TestSmtpServer> {
  let failure = options.failWith ?? null;
  const messages: ParsedMail[] = [];
  const waiters = new Set<(mail: ParsedMail) => void>();

  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    closeTimeout: 1_000,
    onRcptTo(_address, _session, callback) {
      if (!failure) return callback();
      callback(Object.assign(new Error(failure.message), { responseCode: failure.code }));
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          messages.push(mail);
          for (const waiter of waiters) waiter(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor(predicate, timeoutMs = 5_000) {
      const received = messages.find(predicate);
      if (received) return Promise.resolve(received);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(
            new Error(`No matching e-mail arrived within ${timeoutMs} ms (${messages.length} received)`),
          );
        }, timeoutMs);
        const waiter = (mail: ParsedMail) => {
          if (!predicate(mail)) return;
          clearTimeout(timer);
          waiters.delete(waiter);
          resolve(mail);
        };
        waiters.add(waiter);
      });
    },
    setFailure(next) {
      failure = next;
    },
    close() {
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
