// The LGPD rules on a customer's data (issue 30): who a request is about, how erased values read, what a deletion
// keeps for the studio's accounts and what it lets go, and how long e-mail bodies are kept.
import { emptyAddressColumns } from './address.ts';
import { maskDigits } from './text-rules.ts';

/** Whose data: the e-mail lower-cased and trimmed, the CPF as its digits ('' when not given). */
export function normaliseSubject(input: { email: string; cpf?: string | null }): {
  email: string;
  cpf: string;
} {
  return { email: input.email.trim().toLowerCase(), cpf: maskDigits(input.cpf ?? '') };
}

/**
 * An e-mail shown without revealing it ("j***@g***.com"): the first letter of the name and of the domain, and the
 * domain's ending. What a done deletion keeps of whom it was for.
 */
export function maskEmail(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 1 || at === address.length - 1) return '***';
  const local = address.slice(0, at);
  const domain = address.slice(at + 1);
  const dot = domain.indexOf('.');
  const [host, ending] = dot > 0 ? [domain.slice(0, dot), domain.slice(dot)] : [domain, ''];
  return `${local[0]}***@${host[0]}***${ending}`;
}

/** The name an anonymised order shows in /adm (its list, its page, the CSV), in place of the customer's. */
export const erasedCustomerName = { firstName: 'Titular', lastName: 'excluído' } as const;

/**
 * An anonymised order's customer and address: the name becomes the marker, every other personal field empty (an
 * empty e-mail also stops the order's customer e-mails, enqueueOrderEmail). Amounts, dates, items, statuses and
 * the event's name stay: the studio's accounts and sales figures do not change.
 */
export const anonymisedOrderFields = {
  customerFirstName: erasedCustomerName.firstName,
  customerLastName: erasedCustomerName.lastName,
  customerEmail: '',
  customerWhatsApp: '',
  customerCpf: '',
  ...emptyAddressColumns,
} as const;

/** A purged e-mail: bodies and recipient gone, the subject, kind, dates and delivery outcome kept. */
export const purgedEmailFields = { toAddress: '', textBody: '', htmlBody: '' } as const;

/** Why an e-mail still waiting to go was stopped by a deletion (the operator console lists given-up e-mails). */
export const erasedBeforeSendingReason = 'Não enviado: os dados do titular foram excluídos';

/**
 * What a deletion does with each kind of row of the person: `delete` lets it go, `anonymise` keeps the row without
 * who it was (the studio must keep sales for its accounts; a consent stays as proof without a person),
 * `purge` keeps an e-mail's envelope without its bodies or recipient.
 */
export const erasureActions = {
  gallerySessions: 'delete',
  refreshTokens: 'delete',
  favorites: 'delete',
  currentCarts: 'delete',
  orderCarts: 'anonymise',
  photoAlerts: 'delete',
  cartReminders: 'delete',
  cartReminderOptOuts: 'delete',
  invitations: 'delete',
  expiryNotices: 'delete',
  rateLimitCounters: 'delete',
  orders: 'anonymise',
  paymentNotifications: 'anonymise',
  consents: 'anonymise',
  dataRequests: 'anonymise',
  emails: 'purge',
} as const;

export type ErasureTable = keyof typeof erasureActions;

/** What a deletion did: rows per kind, never a value of the person (DataRequest.summary keeps it). */
export type ErasureSummary = Record<ErasureTable, number>;

/**
 * A payment notification's body as kept once its payer asked for deletion: Mercado Pago's envelope (what happened
 * to which payment), nothing else it may have carried.
 */
export function scrubbedNotificationBody(body: unknown): {
  [key: string]: string | number | boolean | object;
} {
  const source =
    body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const kept: { [key: string]: string | number | boolean | object } = {};
  for (const key of ['id', 'type', 'action', 'api_version', 'live_mode', 'date_created']) {
    const value = source[key];
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      kept[key] = value;
  }
  const data = source.data as Record<string, unknown> | undefined;
  if (data && (typeof data.id === 'string' || typeof data.id === 'number')) kept.data = { id: data.id };
  return kept;
}

/** How long e-mail bodies are kept by default (MAIL_BODY_RETENTION_DAYS). */
export const defaultMailBodyRetentionDays = 180;

/** E-mails created before this instant have their bodies purged (SENT and FAILED only: PENDING ones still go out). */
export function mailBodyPurgeCutoff(now: Date, retentionDays: number): Date {
  return new Date(now.getTime() - retentionDays * 24 * 60 * 60 * 1000);
}
