// BillingGateway over the official Mercado Pago SDK (PreApprovalPlan, PreApproval, Invoice = authorised payments),
// with the platform's own access token.
import { Invoice, MercadoPagoConfig, PreApproval, PreApprovalPlan } from 'mercadopago';
import { cycleMonths } from '../../domain/billing.ts';
import {
  type BillingGateway,
  BillingGatewayError,
  type ProviderCharge,
  type ProviderSubscription,
} from './billing-gateway.ts';
import { PaymentGatewayError } from './gateway.ts';
import { withMercadoPagoApiUrl } from './mercado-pago-api-redirect.ts';
import { toPaymentGatewayError } from './mercado-pago-gateway.ts';

export interface MercadoPagoBillingOptions {
  /** The platform's Mercado Pago access token (PLATFORM_MERCADO_PAGO_ACCESS_TOKEN). */
  accessToken: string;
  /** Base URL replacing https://api.mercadopago.com (the simulator); unset: the real API. */
  apiUrl?: string;
  timeoutMs?: number;
  maxRetries?: number;
}

type PreApprovalResponse = Awaited<ReturnType<PreApproval['get']>>;
type InvoiceResponse = Awaited<ReturnType<Invoice['get']>>;

const toAmount = (cents: number) => Number((cents / 100).toFixed(2));
const toCents = (amount: number | string | null | undefined) => Math.round(Number(amount ?? 0) * 100);

function toDate(value: string | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

// Mercado Pago refuses a preapproval whose card fails validation with a 400 naming the card (CC_VAL_433 "Credit card
// validation has failed", seen in community reports; unverified against the official docs).
const mentionsCard = (text: string) => /card|cart[aã]o|cc_/i.test(text);

function toBillingError(error: unknown): Error {
  if (error instanceof BillingGatewayError) return error;
  const mapped = toPaymentGatewayError(error);
  if (!(mapped instanceof PaymentGatewayError)) return mapped;
  const reason =
    mapped.reason === 'unauthorized'
      ? 'unavailable'
      : mapped.reason === 'invalid-payer-email'
        ? 'invalid-request'
        : mapped.reason;
  if (reason === 'invalid-request' && mentionsCard(mapped.message)) {
    return new BillingGatewayError('card-refused', mapped.message, { cause: error });
  }
  return new BillingGatewayError(reason, mapped.message, { cause: error });
}

export function fromPreApproval(response: PreApprovalResponse): ProviderSubscription {
  if (!response.id)
    throw new BillingGatewayError('unavailable', 'Mercado Pago answered without a preapproval id');
  return {
    id: String(response.id),
    status: String(response.status ?? 'pending'),
    externalReference: response.external_reference ? String(response.external_reference) : null,
    amountCents: toCents(response.auto_recurring?.transaction_amount),
    nextPaymentDate: toDate(response.next_payment_date as string | undefined),
  };
}

export function fromInvoice(response: InvoiceResponse): ProviderCharge {
  if (!response.id) throw new BillingGatewayError('unavailable', 'Mercado Pago answered without a charge id');
  return {
    id: String(response.id),
    preapprovalId: String(response.preapproval_id ?? ''),
    status: String(response.status ?? 'scheduled'),
    amountCents: toCents(response.transaction_amount),
    paymentStatus: response.payment?.status ?? null,
    paymentStatusDetail: response.payment?.status_detail ?? null,
    debitDate: toDate(response.debit_date),
  };
}

export function createMercadoPagoBilling(options: MercadoPagoBillingOptions): BillingGateway {
  const { accessToken, apiUrl, timeoutMs = 20_000, maxRetries = 2 } = options;
  // A fresh config per call: the SDK merges each call's requestOptions (the idempotency key) into its config.
  const config = () => new MercadoPagoConfig({ accessToken, options: { timeout: timeoutMs, maxRetries } });

  async function call<T>(operation: () => Promise<T>): Promise<T> {
    try {
      return await (apiUrl ? withMercadoPagoApiUrl(apiUrl, operation) : operation());
    } catch (error) {
      throw toBillingError(error);
    }
  }

  return {
    async createPlan(request) {
      const plan = await call(() =>
        new PreApprovalPlan(config()).create({
          body: {
            reason: request.reason,
            back_url: request.backUrl,
            auto_recurring: {
              frequency: cycleMonths(request.cycle),
              frequency_type: 'months',
              transaction_amount: toAmount(request.amountCents),
              currency_id: 'BRL',
            },
            payment_methods_allowed: { payment_types: [{ id: 'credit_card' }] },
          },
          requestOptions: { idempotencyKey: request.idempotencyKey },
        }),
      );
      if (!plan.id) throw new BillingGatewayError('unavailable', 'Mercado Pago answered without a plan id');
      return { id: String(plan.id) };
    },
    async createSubscription(request) {
      const response = await call(() =>
        new PreApproval(config()).create({
          body: {
            preapproval_plan_id: request.providerPlanId,
            reason: request.reason,
            external_reference: request.externalReference,
            payer_email: request.payerEmail,
            card_token_id: request.cardTokenId,
            back_url: request.backUrl,
            auto_recurring: {
              frequency: cycleMonths(request.cycle),
              frequency_type: 'months',
              transaction_amount: toAmount(request.amountCents),
              currency_id: 'BRL',
              ...(request.startDate && { start_date: request.startDate.toISOString() }),
            },
            status: 'authorized',
          },
          requestOptions: { idempotencyKey: request.idempotencyKey },
        }),
      );
      return fromPreApproval(response);
    },
    async getSubscription(id) {
      return fromPreApproval(await call(() => new PreApproval(config()).get({ id })));
    },
    async updateSubscription(id, change, idempotencyKey) {
      await call(() =>
        new PreApproval(config()).update({
          id,
          body: {
            ...(change.cardTokenId && { card_token_id: change.cardTokenId }),
            ...(change.amountCents !== undefined && {
              auto_recurring: { transaction_amount: toAmount(change.amountCents), currency_id: 'BRL' },
            }),
            ...(change.status && { status: change.status }),
          },
          requestOptions: { idempotencyKey },
        }),
      );
      // PUT answers a partial preapproval: read it back whole.
      return fromPreApproval(await call(() => new PreApproval(config()).get({ id })));
    },
    async getCharge(id) {
      return fromInvoice(await call(() => new Invoice(config()).get({ id })));
    },
  };
}
