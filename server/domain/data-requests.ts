// A data subject's request to a studio (LGPD art. 18): a copy of their data or its deletion, asked on the storefront
// and confirmed from the e-mail, or opened by the studio in /adm. Its deadlines, limits, states and the texts both
// the storefront and /adm show (the client imports this module).
import { DomainError } from './errors.ts';

const hourMs = 60 * 60_000;
const dayMs = 24 * hourMs;

export const dataRequestPolicy = {
  /** The confirmation link's lifetime. */
  confirmValidMs: 48 * hourMs,
  /** The law's answer time (LGPD art. 19, II), counted from the request. */
  answerDays: 15,
  /** A deletion nobody carried out is done by the platform this many days before the answer is due. */
  automaticDeletionDaysBeforeDue: 2,
  /** How long an export's file (and its link) is kept. */
  fileDays: 7,
  /** Requests from one client address per window, whatever the e-mails: more are refused. */
  perClientAddress: 10,
  clientAddressWindowMs: hourMs,
  /** Confirmation e-mails to one address per studio per window: more get the same answer and no e-mail. */
  perEmail: 3,
  emailWindowMs: dayMs,
} as const;

export type DataRequestKind = 'EXPORT' | 'DELETION';
export type DataRequestStatus =
  | 'AWAITING_CONFIRMATION'
  | 'CONFIRMED'
  | 'PROCESSING'
  | 'DONE'
  | 'FAILED'
  | 'CANCELLED';
export type DataRequestSource = 'CUSTOMER' | 'STUDIO';

/** The law's answer time of a request made at `requestedAt`. */
export function dataRequestDueAt(requestedAt: Date): Date {
  return new Date(requestedAt.getTime() + dataRequestPolicy.answerDays * dayMs);
}

/** When the platform carries out a confirmed deletion the studio left waiting. */
export function automaticDeletionAt(dueAt: Date): Date {
  return new Date(dueAt.getTime() - dataRequestPolicy.automaticDeletionDaysBeforeDue * dayMs);
}

/** The latest answer time whose automatic deletion is due `now`. */
export function automaticDeletionDueBy(now: Date): Date {
  return new Date(now.getTime() + dataRequestPolicy.automaticDeletionDaysBeforeDue * dayMs);
}

export function confirmExpiresAt(requestedAt: Date): Date {
  return new Date(requestedAt.getTime() + dataRequestPolicy.confirmValidMs);
}

export function fileExpiresAt(completedAt: Date): Date {
  return new Date(completedAt.getTime() + dataRequestPolicy.fileDays * dayMs);
}

const open = new Set<DataRequestStatus>(['AWAITING_CONFIRMATION', 'CONFIRMED', 'PROCESSING', 'FAILED']);

/** Not answered and past the law's answer time (a request not confirmed yet counts too: the clock runs from the ask). */
export function isOverdue(request: { status: DataRequestStatus; dueAt: Date }, now: Date): boolean {
  return open.has(request.status) && request.dueAt <= now;
}

/** Whether the studio may carry the deletion out now (confirmed by the customer, or a failed try). */
export function mayCarryOut(request: { kind: DataRequestKind; status: DataRequestStatus }): boolean {
  return request.kind === 'DELETION' && (request.status === 'CONFIRMED' || request.status === 'FAILED');
}

/** Whether a confirmation link still confirms this request. */
export function mayConfirm(
  request: { status: DataRequestStatus; confirmExpiresAt: Date | null },
  now: Date,
): boolean {
  return (
    request.status === 'AWAITING_CONFIRMATION' && !!request.confirmExpiresAt && request.confirmExpiresAt > now
  );
}

/** Whether an ask from the storefront goes on: refused past the client address's count; silent past the e-mail's. */
export function dataRequestDecision(counts: { clientAddress: number; email: number }): 'send' | 'silent' {
  if (counts.clientAddress > dataRequestPolicy.perClientAddress) throw new DataRequestRateLimitedError();
  return counts.email > dataRequestPolicy.perEmail ? 'silent' : 'send';
}

/** Whether the e-mail typed to confirm a deletion in /adm is the request's (case and spaces aside). */
export function sameEmail(typed: string, email: string): boolean {
  return typed.trim().toLowerCase() === email.trim().toLowerCase() && email.trim() !== '';
}

// --- Texts ---------------------------------------------------------------------------------------------------

/** The storefront's answer to every ask, whether or not the address has data here (nobody learns who bought). */
export const dataRequestAskedMessage =
  'Enviamos um e-mail para confirmar o pedido. Abra o link que ele traz em até 48 horas (confira também o spam).';

export const dataRequestConfirmedMessages: Record<DataRequestKind, string> = {
  EXPORT:
    'Pedido confirmado. Estamos preparando a cópia dos seus dados: o link para baixá-la chega por e-mail em instantes.',
  DELETION:
    'Pedido confirmado. A loja confere se há entregas em andamento e exclui os seus dados em até 15 dias; você receberá um e-mail quando estiver feito.',
};

export const dataRequestKindLabels: Record<DataRequestKind, string> = {
  EXPORT: 'Cópia dos dados',
  DELETION: 'Exclusão dos dados',
};

export const dataRequestStatusLabels: Record<DataRequestStatus, string> = {
  AWAITING_CONFIRMATION: 'Aguardando confirmação do cliente',
  CONFIRMED: 'Confirmado',
  PROCESSING: 'Em andamento',
  DONE: 'Atendido',
  FAILED: 'Falhou',
  CANCELLED: 'Não confirmado',
};

export const dataRequestSourceLabels: Record<DataRequestSource, string> = {
  CUSTOMER: 'Cliente (loja)',
  STUDIO: 'Estúdio (/adm)',
};

export const dataRequestMessages = {
  exportStarted: 'Exportação iniciada. O link para baixar aparece nesta página quando ela ficar pronta.',
  deletionStarted: 'Exclusão iniciada. Os dados do cliente são apagados em instantes.',
  emailMismatch: 'O e-mail digitado não confere. Digite o e-mail do cliente para confirmar a exclusão.',
  notCarriable: 'Este pedido não está esperando a exclusão (ainda não foi confirmado ou já foi atendido).',
  alreadyRunning: 'Já há um pedido em andamento para este e-mail. Aguarde ele terminar.',
} as const;

export class DataRequestRateLimitedError extends DomainError {
  static override readonly status = 429;
  constructor() {
    super('Muitos pedidos em pouco tempo. Tente de novo daqui a uma hora.');
  }
}

/** A confirmation link that is unknown, already used or past its 48 hours. */
export class DataRequestLinkError extends DomainError {
  static override readonly status = 410;
  constructor() {
    super('Este link é inválido ou expirou. Faça o pedido de novo na página Meus dados da loja.');
  }
}

/** What the studio asked cannot be done to this request now (dataRequestMessages). */
export class DataRequestError extends DomainError {
  static override readonly status = 409;
}

/** The outbox kind of the e-mail telling a customer their data was deleted: purged as soon as it is sent. */
export const purgedOnceSentKind = 'data-request-deleted';

/** How /adm names each line of a done deletion's summary (domain/privacy.ts erasureActions). */
export const erasureSummaryLabels: Record<string, string> = {
  gallerySessions: 'Visitas às galerias apagadas',
  refreshTokens: 'Acessos lembrados apagados',
  favorites: 'Favoritas apagadas',
  currentCarts: 'Carrinhos abertos apagados',
  orderCarts: 'Carrinhos de pedidos anonimizados',
  photoAlerts: 'Alertas de fotos apagados',
  cartReminders: 'Lembretes de carrinho apagados',
  cartReminderOptOuts: 'Recusas de lembretes apagadas',
  invitations: 'Convites apagados',
  expiryNotices: "Avisos de 'última chance' apagados",
  rateLimitCounters: 'Contadores de tentativas apagados',
  orders: 'Pedidos anonimizados',
  paymentNotifications: 'Avisos de pagamento anonimizados',
  consents: 'Consentimentos anonimizados',
  dataRequests: 'Pedidos LGPD anteriores anonimizados',
  emails: 'E-mails com conteúdo apagado',
};
