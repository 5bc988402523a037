// The payment resource as GET /v1/payments/:id answers it: what the simulator stores and every part of it reads.
import type { ProviderStatus } from '../../../domain/payments.ts';
import type { PixTransactionData } from './pix.ts';

export interface FakePaymentResource {
  id: number;
  date_created: string;
  date_approved: string | null;
  date_last_updated: string;
  date_of_expiration: string | null;
  money_release_date: string | null;
  operation_type: 'regular_payment';
  issuer_id: string | null;
  payment_method_id: string;
  payment_type_id: string;
  status: ProviderStatus;
  status_detail: string;
  currency_id: 'BRL';
  description: string | null;
  live_mode: false;
  collector_id: number;
  payer: {
    id: string;
    type: 'guest';
    email: string;
    first_name: string | null;
    last_name: string | null;
    identification: { type: string | null; number: string | null };
  };
  metadata: Record<string, unknown>;
  additional_info: Record<string, unknown>;
  external_reference: string | null;
  transaction_amount: number;
  transaction_amount_refunded: number;
  coupon_amount: number;
  installments: number;
  transaction_details: {
    net_received_amount: number;
    total_paid_amount: number;
    overpaid_amount: number;
    installment_amount: number;
    external_resource_url: string | null;
    financial_institution: string | null;
    payment_method_reference_id: string | null;
    digitable_line?: string;
    barcode?: { content: string };
  };
  fee_details: unknown[];
  captured: boolean;
  binary_mode: boolean;
  statement_descriptor: string | null;
  card: Record<string, unknown>;
  notification_url: string | null;
  processing_mode: 'aggregator';
  point_of_interaction: {
    type: string;
    transaction_data?: PixTransactionData;
  };
}
