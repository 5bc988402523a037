// A payment's status: the one it is created with (by method, or the test card's outcome) and how it changes after,
// as the payer or the bank would change it (a Pix paid, a boleto expired, a refund).
import type { ProviderStatus } from '../../../domain/payments.ts';
import { later, money, mpDate } from './api-values.ts';
import { cardOutcome, type Outcome } from './card-outcomes.ts';
import type { MethodKind } from './payment-methods.ts';
import type { FakePaymentResource } from './payment-shape.ts';

const defaultDetails: Record<ProviderStatus, string> = {
  pending: 'pending_waiting_payment',
  approved: 'accredited',
  authorized: 'pending_capture',
  in_process: 'pending_contingency',
  in_mediation: 'in_mediation',
  rejected: 'cc_rejected_other_reason',
  cancelled: 'expired',
  refunded: 'refunded',
  charged_back: 'settled',
};

/** Share of the amount the seller receives once approved (Mercado Pago's fee taken). */
export const netShare = 0.95;
/** Days from approval to the money's release. */
export const releaseDays = 30;

// `in`, not Object.hasOwn: the controls keep answering as they always have, inherited names included.
export const isProviderStatus = (value: string | null): value is ProviderStatus =>
  value !== null && value in defaultDetails;

/** Pix and boleto wait for the payer; a card ends as its test cardholder name says. */
export function openingOutcome(
  kind: MethodKind,
  cardToken: string | null,
  firstName: string | null,
): Outcome {
  if (kind === 'pix') return { status: 'pending', detail: 'pending_waiting_transfer' };
  if (kind === 'ticket') return { status: 'pending', detail: 'pending_waiting_payment' };
  return cardOutcome(cardToken, firstName);
}

/** Moves the resource to a status; the detail defaults per status (a pending Pix waits for a transfer). */
export function changeStatus(
  resource: FakePaymentResource,
  status: ProviderStatus,
  statusDetail?: string,
  now = new Date(),
): void {
  resource.status = status;
  resource.status_detail =
    statusDetail ??
    (status === 'pending' && resource.payment_type_id === 'bank_transfer'
      ? 'pending_waiting_transfer'
      : defaultDetails[status]);
  resource.date_last_updated = mpDate(now);
  if (status === 'approved' && !resource.date_approved) {
    resource.date_approved = mpDate(now);
    resource.money_release_date = mpDate(later(now, releaseDays));
    resource.transaction_details.net_received_amount = money(resource.transaction_amount * netShare);
  }
  if (status === 'refunded') resource.transaction_amount_refunded = resource.transaction_amount;
}
