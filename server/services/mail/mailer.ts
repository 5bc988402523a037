// Sends one e-mail: through SMTP when SMTP_URL is set, otherwise as an .eml file in the outbox folder for development.
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTransport, type SendMailOptions } from 'nodemailer';
import addressparser from 'nodemailer/lib/addressparser';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The From display name (a studio's name) in place of MAIL_FROM's; the address stays MAIL_FROM's. */
  fromName?: string | null;
  replyTo?: string | null;
  /** The List-Unsubscribe address (https), for e-mails a customer stops in one click. */
  listUnsubscribe?: string | null;
}

export type MailDelivery = { via: 'smtp' } | { via: 'outbox-folder'; path: string };

export interface Mailer {
  send(message: MailMessage): Promise<MailDelivery>;
  close(): Promise<void>;
}

export interface MailerOptions {
  /** smtp://user:pass@host:587 or smtps://...; omitted: messages are written to outboxDir. */
  smtpUrl?: string;
  /** The From header, e.g. `Revela <nao-responda@revela.app>`. */
  from: string;
  outboxDir: string;
  log: (line: string) => void;
}

/** MAIL_FROM's address with the message's display name: nodemailer encodes the name (accents, quotes, commas). */
export function senderOf(from: string, fromName: string | null | undefined): SendMailOptions['from'] {
  const name = fromName?.trim();
  if (!name) return from;
  const [address] = addressparser(from, { flatten: true });
  return address?.address ? { name, address: address.address } : from;
}

function envelopeOf(from: string, message: MailMessage): SendMailOptions {
  const { fromName, replyTo, listUnsubscribe, ...rest } = message;
  return {
    ...rest,
    from: senderOf(from, fromName),
    ...(replyTo && { replyTo }),
    ...(listUnsubscribe && { list: { unsubscribe: listUnsubscribe } }),
  };
}

export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl
    ? createSmtpMailer(options.smtpUrl, options.from)
    : createOutboxFolderMailer(options);
}

function createSmtpMailer(url: string, from: string): Mailer {
  // Bounded timeouts: an unreachable or silent server fails the send (and the outbox retries) instead of hanging.
  const transport = createTransport(
    { url, pool: true, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 20_000 },
    { from },
  );
  return {
    async send(message) {
      await transport.sendMail(envelopeOf(from, message));
      return { via: 'smtp' };
    },
    async close() {
      transport.close();
    },
  };
}

function createOutboxFolderMailer({ from, outboxDir, log }: MailerOptions): Mailer {
  const transport = createTransport({ streamTransport: true, buffer: true, newline: 'windows' }, { from });
  return {
    async send(message) {
      const info = await transport.sendMail(envelopeOf(from, message));
      await mkdir(outboxDir, { recursive: true });
      // Colons are dropped from the timestamp so the names are valid on every file system.
      const name = `${new Date().toISOString().replaceAll(':', '')}-${randomBytes(4).toString('hex')}.eml`;
      const file = path.join(outboxDir, name);
      await writeFile(file, info.message as Buffer);
      log(`E-mail to ${message.to} (${message.subject}) written to ${file} (no SMTP_URL configured)`);
      return { via: 'outbox-folder', path: file };
    },
    async close() {},
  };
}
