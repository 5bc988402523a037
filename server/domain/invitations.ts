// Gallery invitations ('Sua galeria está pronta'): reading the clients a studio types, pastes or imports from a CSV
// (nome, e-mail, WhatsApp in any order), the per-line errors, the duplicates, the limits, and the WhatsApp message.
// Plain TypeScript shared by the server and the admin's page, which shows the same errors before sending.
import { z } from 'zod';
import { DomainError } from './errors.ts';
import { normaliseWhatsApp } from './text-rules.ts';

export const invitationLimits = {
  /** Clients added in one go (a paste, a file). */
  perBatch: 2000,
  /** Invitations an event may hold. */
  perEvent: 10_000,
  /** Characters of a name. */
  nameLength: 80,
} as const;

export const invitationMessages = {
  invalidEmail: 'E-mail inválido',
  invalidWhatsApp: 'WhatsApp inválido: informe DDD e número, como (11) 98765-4321',
  missingContact: 'Informe um e-mail ou um WhatsApp',
  twoEmails: 'Mais de um e-mail na mesma linha: coloque um cliente por linha',
  twoPhones: 'Mais de um WhatsApp na mesma linha: coloque um cliente por linha',
  nameTooLong: `O nome pode ter até ${invitationLimits.nameLength} caracteres`,
  repeatedInList: 'Repetido na lista',
  alreadyInvited: 'Já convidado para este evento',
  empty: 'Nenhum cliente para convidar.',
  batchTooLarge: `Adicione no máximo ${invitationLimits.perBatch.toLocaleString('pt-BR')} clientes de cada vez.`,
  notPrepaid: 'Convidar autorizados vale para galerias de pacote pré-pago.',
  noAuthorizedPeople: 'Esta galeria ainda não tem pessoas autorizadas.',
  nothingToSend: 'Nenhum convite a enviar: todos já foram enviados.',
  noEmailToSend: 'Nenhum destes convites tem e-mail: compartilhe-os pelo WhatsApp.',
  emptyFile: 'O arquivo está vazio.',
  unpublished: 'Publique a galeria antes de enviar os convites.',
} as const;

/** A list of clients the studio cannot add or send as asked. */
export class InvitationError extends DomainError {}

/** The event has no room for so many invitations. */
export class InvitationLimitError extends DomainError {
  static override readonly status = 403;
  constructor(room: number) {
    super(
      `Um evento pode ter até ${invitationLimits.perEvent.toLocaleString('pt-BR')} convidados; ` +
        (room > 0 ? `ainda cabem ${room.toLocaleString('pt-BR')}.` : 'este já chegou ao limite.'),
    );
  }
}

/** A client as the studio gave it: the name, the e-mail (lower case) and the WhatsApp (digits with 55), '' when absent. */
export interface Invitee {
  name: string;
  email: string;
  whatsApp: string;
}

/** A line that could not be read, with its number (from 1) and why, in Portuguese. */
export interface LineProblem {
  line: number;
  text: string;
  message: string;
}

export interface ParsedInvitees {
  invitees: (Invitee & { line: number })[];
  problems: LineProblem[];
}

const emailCheck = z.email();
const validEmail = (value: string) => value.length <= 254 && emailCheck.safeParse(value).success;

/** Whether a field is meant as a phone: digits with the usual punctuation only. */
const looksLikePhone = (value: string) =>
  /^[\d\s()+.-]+$/.test(value) && /\d{4}/.test(value.replace(/\D/g, ''));

/** One client from its three fields (already told apart): normalised, or the first problem found. */
export function checkInvitee(input: {
  name?: string | null;
  email?: string | null;
  whatsApp?: string | null;
}): Invitee | { problem: string } {
  const name = (input.name ?? '').replace(/\s+/g, ' ').trim();
  const email = (input.email ?? '').trim().toLowerCase();
  const phone = (input.whatsApp ?? '').trim();
  if (email && !validEmail(email)) return { problem: invitationMessages.invalidEmail };
  const whatsApp = phone ? normaliseWhatsApp(phone) : '';
  if (whatsApp === null) return { problem: invitationMessages.invalidWhatsApp };
  if (!email && !whatsApp) return { problem: invitationMessages.missingContact };
  if (name.length > invitationLimits.nameLength) return { problem: invitationMessages.nameTooLong };
  return { name, email, whatsApp };
}

/** The fields of one line, whatever their order: what holds an @ is the e-mail, digits the WhatsApp, the rest the name. */
export function readFields(fields: readonly string[]): Invitee | { problem: string } {
  const names: string[] = [];
  const emails: string[] = [];
  const phones: string[] = [];
  for (const raw of fields) {
    const field = raw.trim().replace(/^['"]|['"]$/g, '');
    if (!field) continue;
    if (field.includes('@')) emails.push(field);
    else if (looksLikePhone(field)) phones.push(field);
    else names.push(field);
  }
  if (emails.length > 1) return { problem: invitationMessages.twoEmails };
  if (phones.length > 1) return { problem: invitationMessages.twoPhones };
  return checkInvitee({ name: names.join(' '), email: emails[0], whatsApp: phones[0] });
}

/** What makes two clients the same on an event: the e-mail, or the WhatsApp of a client without one. */
export function inviteeKey(invitee: Pick<Invitee, 'email' | 'whatsApp'>): string {
  return invitee.email ? `email:${invitee.email}` : `whatsapp:${invitee.whatsApp}`;
}

interface Row {
  line: number;
  text: string;
  fields: readonly string[];
  /** How its fields become a client: by content (pasted lines) or by the file's columns. */
  read: (fields: readonly string[]) => Invitee | { problem: string };
}

/** Collects rows into clients and problems, skipping blank rows and repeated clients. */
function collect(rows: Row[]): ParsedInvitees {
  const invitees: ParsedInvitees['invitees'] = [];
  const problems: LineProblem[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    if (row.fields.every((field) => !field.trim())) continue;
    const read = row.read(row.fields);
    if ('problem' in read) {
      problems.push({ line: row.line, text: row.text, message: read.problem });
      continue;
    }
    const key = inviteeKey(read);
    if (seen.has(key)) {
      problems.push({ line: row.line, text: row.text, message: invitationMessages.repeatedInList });
      continue;
    }
    seen.add(key);
    invitees.push({ ...read, line: row.line });
  }
  return { invitees, problems };
}

/** Pasted text: one client per line, the fields separated by commas, semicolons or tabs, in any order. */
export function parsePastedInvitees(text: string): ParsedInvitees {
  return collect(
    text.split(/\r\n|\r|\n/).map((line, index) => ({
      line: index + 1,
      text: line.trim(),
      fields: line.split(/[,;\t]/),
      read: readFields,
    })),
  );
}

/** The separator a CSV file uses: the one of ; , and tab its first line holds most of. */
function separatorOf(firstLine: string): string {
  const counts = [';', ',', '\t'].map((separator) => [separator, firstLine.split(separator).length] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

/** CSV rows (RFC 4180 quotes, any line end), each with the number of the line it starts on. */
export function parseCsvRows(text: string, separator: string): { line: number; fields: string[] }[] {
  const rows: { line: number; fields: string[] }[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  for (let index = 0; index < text.length; index++) {
    const character = text[index]!;
    if (quoted) {
      if (character === '"' && text[index + 1] === '"') {
        field += '"';
        index++;
      } else if (character === '"') quoted = false;
      else {
        if (character === '\n') line++;
        field += character;
      }
    } else if (character === '"' && field === '') quoted = true;
    else if (character === separator) {
      fields.push(field);
      field = '';
    } else if (character === '\n' || character === '\r') {
      if (character === '\r' && text[index + 1] === '\n') index++;
      fields.push(field);
      rows.push({ line: rowLine, fields });
      fields = [];
      field = '';
      line++;
      rowLine = line;
    } else field += character;
  }
  if (field !== '' || fields.length) {
    fields.push(field);
    rows.push({ line: rowLine, fields });
  }
  return rows;
}

/** A header cell without accents, case or punctuation: 'E-mail' -> 'email'. */
const headerWord = (cell: string) =>
  cell
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

const headerColumns: Record<keyof Invitee, readonly string[]> = {
  name: ['nome', 'name', 'cliente', 'nomecompleto'],
  email: ['email', 'mail', 'correioeletronico'],
  whatsApp: ['whatsapp', 'whats', 'zap', 'telefone', 'celular', 'fone', 'phone'],
};

/**
 * A CSV file with the columns nome, e-mail and WhatsApp (headers in any case, with or without accents, in any
 * order); without a header row, each row is read like a pasted line.
 */
export function parseCsvInvitees(text: string): ParsedInvitees {
  const content = text.replace(/^\uFEFF/, '');
  if (!content.trim())
    return { invitees: [], problems: [{ line: 1, text: '', message: invitationMessages.emptyFile }] };
  const rows = parseCsvRows(content, separatorOf(content.split(/\r\n|\r|\n/)[0] ?? ''));
  const header = rows[0]!.fields.map(headerWord);
  const column = (key: keyof Invitee) => header.findIndex((word) => headerColumns[key].includes(word));
  const columns = { name: column('name'), email: column('email'), whatsApp: column('whatsApp') };
  const hasHeader = Object.values(columns).some((index) => index >= 0);
  const cell = (fields: readonly string[], index: number) => (index >= 0 ? (fields[index] ?? '') : '');
  // With a header each column says what it holds; without one, each row is read like a pasted line.
  const read = hasHeader
    ? (fields: readonly string[]) =>
        checkInvitee({
          name: cell(fields, columns.name),
          email: cell(fields, columns.email),
          whatsApp: cell(fields, columns.whatsApp),
        })
    : readFields;
  return collect(
    (hasHeader ? rows.slice(1) : rows).map((row) => ({
      ...row,
      text: row.fields.join(', ').trim(),
      read,
    })),
  );
}

/** How the invited person gets in: nothing to type, the gallery's key, or their own name and password (prepaid). */
export type InvitationAccess =
  | { kind: 'public' }
  | { kind: 'key'; key: string }
  | { kind: 'person'; name: string; password: string }
  /** A prepaid package's gallery, for someone not tied to a person of its list. */
  | { kind: 'list' };

/** The lines an invitation (e-mail or WhatsApp) adds about getting in. */
export function accessLines(access: InvitationAccess): string[] {
  if (access.kind === 'key') return [`Senha da galeria: ${access.key}`];
  if (access.kind === 'person')
    return [`Seu acesso: nome ${access.name || '(deixe em branco)'} e senha ${access.password}`];
  if (access.kind === 'list') return ['Para entrar, use o nome e a senha que o estúdio passou para você.'];
  return [];
}

/** How an invitation's person gets into the event's gallery (galleryKind's rules). */
export function invitationAccess(
  event: { accessKey: string | null; mode: string },
  person: { name: string; password: string } | null,
): InvitationAccess {
  if (event.mode === 'PREPAID_PACKAGE') return person ? { kind: 'person', ...person } : { kind: 'list' };
  return event.accessKey ? { kind: 'key', key: event.accessKey } : { kind: 'public' };
}

/** The gallery's address carrying the invitation's token, which marks the visit (and grants nothing). */
export function invitationLink(storefrontUrl: string, eventSlug: string, token: string): string {
  return `${storefrontUrl}/${eventSlug}?convite=${encodeURIComponent(token)}`;
}

/** The message the studio sends by WhatsApp: the greeting, the gallery's link and how to get in. */
export function invitationWhatsAppText(input: {
  name: string;
  studioName: string;
  eventName: string;
  link: string;
  access: InvitationAccess;
}): string {
  const greeting = input.name ? `Olá, ${input.name.split(' ')[0]}!` : 'Olá!';
  return [
    `${greeting} Sua galeria está pronta: as fotos de ${input.eventName} já estão no ar.`,
    `Veja e escolha as suas: ${input.link}`,
    ...accessLines(input.access),
    input.studioName,
  ].join('\n');
}

/** WhatsApp's share link: to the number when known (digits with 55), else WhatsApp asks whom to send it to. */
export function whatsAppShareUrl(whatsApp: string, text: string): string {
  return `https://wa.me/${whatsApp}?text=${encodeURIComponent(text)}`;
}
