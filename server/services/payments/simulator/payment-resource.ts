import { hashedId } from './accounts.ts';
import { isObject, later, money, mpDate, objectOrEmpty, text } from './api-values.ts';
import { boletoCodes, boletoUrl } from './boleto.ts';
import { paymentTypeOf } from './payment-methods.ts';
import type { PaymentRequest } from './payment-request.ts';
import type { FakePaymentResource } from './payment-shape.ts';
import { netShare, openingOutcome, releaseDays } from './payment-status.ts';
import type { PixTransactionData } from './pix.ts';

/** Days a Pix or a boleto can be paid in, unless the request gives date_of_expiration. */
const expiryDays = { pix: 1, ticket: 3 };

export interface NewPayment {
  id: string;
  /** The access token of the account making it. */
  token: string;
  request: PaymentRequest;
  /** The Pix's code and QR image, for a Pix payment. */
  pix: PixTransactionData | null;
  /** The simulator's own address, for the Pix and boleto pages. */
  baseUrl: string;
  now: Date;
}

function payerOf(payer: Record<string, unknown>, email: string): FakePaymentResource['payer'] {
  const identification = objectOrEmpty(payer.identification);
  return {
    id: String(hashedId(email)),
    type: 'guest',
    email,
    first_name: text(payer.first_name),
    last_name: text(payer.last_name),
    identification: { type: text(identification.type), number: text(identification.number) },
  };
}

/** Mercado Pago's test card, named after the payer; Pix and boleto payments have no card. */
function cardOf({ kind, payer }: PaymentRequest): Record<string, unknown> {
  if (kind !== 'card') return {};
  return {
    first_six_digits: '503143',
    last_four_digits: '6351',
    expiration_month: 11,
    expiration_year: 2030,
    cardholder: { name: text(payer.first_name), identification: objectOrEmpty(payer.identification) },
  };
}

function transactionDetails(
  { id, request, baseUrl }: NewPayment,
  approved: boolean,
  installments: number,
): FakePaymentResource['transaction_details'] {
  const { amount, kind } = request;
  return {
    net_received_amount: approved ? money(amount * netShare) : 0,
    total_paid_amount: amount,
    overpaid_amount: 0,
    installment_amount: money(amount / installments),
    external_resource_url: kind === 'ticket' ? boletoUrl(baseUrl, id) : null,
    financial_institution: null,
    payment_method_reference_id: null,
    ...(kind === 'ticket' && boletoCodes(id, amount)),
  };
}

function expirationOf({ request, now }: NewPayment): string | null {
  const requested = text(request.body.date_of_expiration);
  if (requested) return requested;
  return request.kind === 'card' ? null : mpDate(later(now, expiryDays[request.kind]));
}

export function paymentResource(payment: NewPayment): FakePaymentResource {
  const { id, token, request, pix, now } = payment;
  const { body, payer, kind } = request;
  const outcome = openingOutcome(kind, request.cardToken, text(payer.first_name));
  const approved = outcome.status === 'approved';
  const installments = typeof body.installments === 'number' && body.installments > 0 ? body.installments : 1;
  return {
    id: Number(id),
    date_created: mpDate(now),
    date_approved: approved ? mpDate(now) : null,
    date_last_updated: mpDate(now),
    date_of_expiration: expirationOf(payment),
    money_release_date: approved ? mpDate(later(now, releaseDays)) : null,
    operation_type: 'regular_payment',
    issuer_id: typeof body.issuer_id === 'number' ? String(body.issuer_id) : null,
    payment_method_id: request.methodId,
    payment_type_id: paymentTypeOf(kind, request.methodId),
    status: outcome.status,
    status_detail: outcome.detail,
    currency_id: 'BRL',
    description: text(body.description),
    live_mode: false,
    collector_id: hashedId(token),
    payer: payerOf(payer, request.email),
    metadata: isObject(body.metadata) ? body.metadata : {},
    additional_info: isObject(body.additional_info) ? body.additional_info : {},
    external_reference: text(body.external_reference),
    transaction_amount: request.amount,
    transaction_amount_refunded: 0,
    coupon_amount: 0,
    installments,
    transaction_details: transactionDetails(payment, approved, installments),
    fee_details: [],
    captured: true,
    binary_mode: Boolean(body.binary_mode),
    statement_descriptor: 'REVELA',
    card: cardOf(request),
    notification_url: request.notificationUrl,
    processing_mode: 'aggregator',
    point_of_interaction: pix ? { type: 'PIX', transaction_data: pix } : { type: 'UNSPECIFIED' },
  };
}
