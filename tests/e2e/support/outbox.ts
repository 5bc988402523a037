// The e-mails the e2e server writes to its outbox folder (no SMTP): found by what they say, once the worker wrote them.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';

const outbox = path.resolve('test-results', 'e2e-data', 'outbox');

/** The newest outbox e-mail whose subject starts with `subject` (or that `matches`), and its raw text. */
export async function outboxEmail(
  subject: string | ((mail: ParsedMail) => boolean),
): Promise<{ mail: ParsedMail; raw: string }> {
  const matches =
    typeof subject === 'string' ? (mail: ParsedMail) => !!mail.subject?.startsWith(subject) : subject;
  for (let attempt = 0; attempt < 50; attempt++) {
    const files = (await readdir(outbox).catch(() => [])).filter((name) => name.endsWith('.eml')).sort();
    for (const name of files.reverse()) {
      const raw = await readFile(path.join(outbox, name), 'utf8');
      const mail = await simpleParser(raw);
      if (matches(mail)) return { mail, raw };
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no e-mail ${typeof subject === 'string' ? `"${subject}" ` : ''}in the outbox`);
}
