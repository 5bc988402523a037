// What the studio does after a sale (spec 000 section 4): release the digital downloads, and move the printed
// photos from preparation to shipped or waiting for pickup. Statuses only move forward, only for paid (or exempt)
// orders, and only along the delivery mode the customer chose.
import { z } from 'zod';
import { DomainError } from './errors.ts';
import { allowsDownloads, type PaymentStatus } from './payments.ts';

export class FulfilmentError extends DomainError {
  static override readonly status = 409;
}

export type PhysicalDeliveryStatus = 'PREPARATION' | 'SHIPPED' | 'AWAITING_PICKUP';

export interface FulfilmentState {
  paymentStatus: PaymentStatus;
  digitalDeliveryStatus: 'AWAITING_RELEASE' | 'RELEASED' | null;
  physicalDeliveryStatus: PhysicalDeliveryStatus | null;
  deliveryPreference: 'PICKUP' | 'DELIVERY' | null;
}

export const physicalStatusLabels: Record<PhysicalDeliveryStatus, string> = {
  PREPARATION: 'Em preparação',
  SHIPPED: 'Enviado',
  AWAITING_PICKUP: 'Aguardando retirada',
};

export const digitalStatusLabels = {
  AWAITING_RELEASE: 'Aguardando liberação',
  RELEASED: 'Liberado',
} as const;

function assertPaid(order: FulfilmentState) {
  if (!allowsDownloads(order.paymentStatus)) {
    throw new FulfilmentError(
      order.paymentStatus === 'REFUNDED' || order.paymentStatus === 'CHARGED_BACK'
        ? 'O pagamento deste pedido foi devolvido: a entrega não pode continuar'
        : 'O pagamento deste pedido ainda não foi aprovado',
    );
  }
}

/** liberar-entrega-imagens-digitais: aguardando-liberacao -> liberado. */
export function assertCanReleaseDigital(order: FulfilmentState): void {
  assertPaid(order);
  if (!order.digitalDeliveryStatus) throw new FulfilmentError('Este pedido não tem fotos digitais');
  if (order.digitalDeliveryStatus === 'RELEASED') {
    throw new FulfilmentError('As fotos digitais deste pedido já foram liberadas');
  }
}

/**
 * status-entrega-fisica: whether moving to `target` changes the status ('change') or finds it already there
 * ('repeat', when a notice may be sent again). Anything else is refused with the reason.
 */
export function physicalTransition(
  order: FulfilmentState,
  target: PhysicalDeliveryStatus,
): 'change' | 'repeat' {
  assertPaid(order);
  const current = order.physicalDeliveryStatus;
  if (!current) throw new FulfilmentError('Este pedido não tem fotos impressas');
  if (target === 'SHIPPED' && order.deliveryPreference !== 'DELIVERY') {
    throw new FulfilmentError('Este pedido é para retirada no estúdio: ele não pode ser enviado');
  }
  if (target === 'AWAITING_PICKUP' && order.deliveryPreference !== 'PICKUP') {
    throw new FulfilmentError('Este pedido é para entrega pelos Correios: ele não pode aguardar retirada');
  }
  if (target === current) return 'repeat';
  if (current !== 'PREPARATION') {
    throw new FulfilmentError(
      `A entrega já está "${physicalStatusLabels[current]}" e não pode voltar para "${physicalStatusLabels[target]}"`,
    );
  }
  return 'change';
}

/** Resending the pickup notice: only while the photos wait for pickup. */
export function assertCanResendPickupNotice(order: FulfilmentState): void {
  physicalTransition(order, 'AWAITING_PICKUP');
  if (order.physicalDeliveryStatus !== 'AWAITING_PICKUP') {
    throw new FulfilmentError('As fotos deste pedido ainda não estão aguardando retirada');
  }
}

/** An optional tracking code: letters and digits (hyphens and spaces dropped), upper-cased; '' means none. */
export function normaliseTrackingCode(input: string | null | undefined): string | null {
  const code = (input ?? '').replace(/[\s-]/g, '').toUpperCase();
  if (!code) return null;
  if (!/^[A-Z0-9]{4,40}$/.test(code)) {
    throw new FulfilmentError('Código de rastreio inválido: use letras e números, como AA123456789BR');
  }
  return code;
}

/** The Correios' tracking page of an object (their codes read AA123456789BR); null for other carriers' codes. */
export function carrierTrackingUrl(trackingCode: string): string | null {
  const code = trackingCode.replace(/[\s-]/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{9}[A-Z]{2}$/.test(code)) return null;
  return `https://rastreamento.correios.com.br/app/index.php?objeto=${code}`;
}

/** codigoDeRastreio as an input rule (a 400 with the message when malformed). */
export const trackingCodeSchema = z
  .string()
  .nullish()
  .superRefine((value, context) => {
    try {
      normaliseTrackingCode(value);
    } catch (error) {
      context.addIssue({ code: 'custom', message: (error as Error).message });
    }
  });

export class DownloadsNotReleasedError extends DomainError {
  static override readonly status = 403;
  constructor() {
    super('O download das fotos deste pedido ainda não foi liberado');
  }
}
