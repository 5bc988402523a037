// Payment statuses: Mercado Pago's words mapped to ours, and the rule that a payment's status only moves forward
// (notifications arrive repeated and out of order).
import type { PaymentStatus } from '../generated/prisma/enums.ts';
import { DomainError } from './errors.ts';

export type { PaymentStatus };

/** Mercado Pago's payment statuses, the only words our gateway passes on. */
export const providerStatuses = [
  'pending',
  'approved',
  'authorized',
  'in_process',
  'in_mediation',
  'rejected',
  'cancelled',
  'refunded',
  'charged_back',
] as const;

export type ProviderStatus = (typeof providerStatuses)[number];

/** in_process / authorized / in_mediation read as pending to the customer (integrations.md). */
export function paymentStatusOf(status: ProviderStatus): Exclude<PaymentStatus, 'EXEMPT'> {
  switch (status) {
    case 'approved':
      return 'APPROVED';
    case 'rejected':
      return 'REJECTED';
    case 'cancelled':
      return 'CANCELLED';
    case 'refunded':
      return 'REFUNDED';
    case 'charged_back':
      return 'CHARGED_BACK';
    default:
      return 'PENDING';
  }
}

const rank: Record<PaymentStatus, number> = {
  PENDING: 0,
  REJECTED: 1,
  CANCELLED: 1,
  APPROVED: 2,
  EXEMPT: 2,
  REFUNDED: 3,
  CHARGED_BACK: 3,
};

/** Whether a payment at `current` may become `next`: never backwards, never sideways between final states. */
export function movesForward(current: PaymentStatus, next: PaymentStatus): boolean {
  return rank[next] > rank[current];
}

/** Downloads open only while the order is paid or needed no payment. */
export function allowsDownloads(status: PaymentStatus): boolean {
  return status === 'APPROVED' || status === 'EXEMPT';
}

/** What the customer sees for a status (the spec's words). */
export const paymentStatusLabels: Record<PaymentStatus, string> = {
  PENDING: 'Pendente',
  APPROVED: 'Aprovado',
  REJECTED: 'Rejeitado',
  CANCELLED: 'Expirado',
  REFUNDED: 'Estornado',
  CHARGED_BACK: 'Contestado',
  EXEMPT: 'Isento',
};

export class PaymentFailedError extends DomainError {
  static override readonly status = 402;
  constructor(message = 'Houve um erro e o pagamento não foi realizado. Tente novamente.') {
    super(message);
  }
}

export class PaymentInProgressError extends DomainError {
  static override readonly status = 409;
  constructor() {
    super(
      'Já existe um pagamento em andamento para este pedido. Aguarde a confirmação ou escolha outro meio de pagamento.',
    );
  }
}

export class PaymentsNotConfiguredError extends DomainError {
  static override readonly status = 503;
  constructor() {
    super(
      'Este estúdio ainda não está recebendo pagamentos pelo site. Fale com o estúdio pelo WhatsApp do rodapé.',
    );
  }
}
