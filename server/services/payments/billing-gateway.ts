// Our interface in front of Mercado Pago's Subscriptions API as the platform uses it to charge studios, always with
// the platform's own account (never a studio's): preapproval plans, preapprovals with a card token, and each cycle's
// authorised payment.
import type { BillingCycle } from '../../domain/billing.ts';

export interface ProviderPlanRequest {
  /** What the payer reads on the statement, e.g. "Revela Profissional (mensal)". */
  reason: string;
  cycle: BillingCycle;
  amountCents: number;
  backUrl: string;
  idempotencyKey: string;
}

export interface SubscriptionRequest {
  providerPlanId: string;
  reason: string;
  /** Our studio id: the preapproval's external_reference. */
  externalReference: string;
  payerEmail: string;
  cardTokenId: string;
  cycle: BillingCycle;
  amountCents: number;
  /** The first charge's date (the end of a trial); unset: charged now. */
  startDate: Date | null;
  backUrl: string;
  idempotencyKey: string;
}

export interface ProviderSubscription {
  id: string;
  /** pending, authorized, paused, cancelled, finished */
  status: string;
  externalReference: string | null;
  amountCents: number;
  nextPaymentDate: Date | null;
}

export interface SubscriptionChange {
  cardTokenId?: string;
  amountCents?: number;
  status?: 'authorized' | 'paused' | 'cancelled';
}

/** A cycle's charge (Mercado Pago's authorised payment, or invoice). */
export interface ProviderCharge {
  id: string;
  preapprovalId: string;
  /** scheduled, processed, recycling, cancelled */
  status: string;
  amountCents: number;
  paymentStatus: string | null;
  paymentStatusDetail: string | null;
  debitDate: Date | null;
}

export interface BillingGateway {
  createPlan(request: ProviderPlanRequest): Promise<{ id: string }>;
  /** A refused card is 'card-refused'; the preapproval is only made when Mercado Pago accepts the card. */
  createSubscription(request: SubscriptionRequest): Promise<ProviderSubscription>;
  getSubscription(id: string): Promise<ProviderSubscription>;
  updateSubscription(
    id: string,
    change: SubscriptionChange,
    idempotencyKey: string,
  ): Promise<ProviderSubscription>;
  getCharge(id: string): Promise<ProviderCharge>;
}

export type BillingGatewayErrorReason = 'card-refused' | 'invalid-request' | 'not-found' | 'unavailable';

export class BillingGatewayError extends Error {
  override name = 'BillingGatewayError';
  readonly reason: BillingGatewayErrorReason;

  constructor(reason: BillingGatewayErrorReason, message: string, options?: ErrorOptions) {
    super(message, options);
    this.reason = reason;
  }
}
