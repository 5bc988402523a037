// Our interface in front of the payment provider: what checkout and the webhook handler need, nothing SDK-shaped.
import type { ProviderStatus } from '../../domain/payments.ts';

export interface PayerAddress {
  zipCode: string;
  streetName: string;
  streetNumber: string;
  neighborhood: string;
  city: string;
  /** Two-letter state code, e.g. "SP". */
  federalUnit: string;
}

export interface PaymentRequest {
  /** The studio's own Mercado Pago access token (decrypted). */
  accessToken: string;
  /** One per payment attempt: the same key again returns the same payment instead of charging twice. */
  idempotencyKey: string;
  /** Computed by us; sent as transaction_amount with two decimals. */
  amountCents: number;
  description: string;
  /** Our order id. */
  externalReference: string;
  notificationUrl: string;
  payer: {
    email: string;
    firstName: string;
    lastName: string;
    cpf: string;
    address?: PayerAddress;
  };
  /** As the Payment Brick hands it over. */
  form: {
    token?: string | null;
    issuerId?: string | null;
    paymentMethodId: string;
    installments?: number | null;
    paymentTypeId?: string | null;
  };
}

export interface ProviderPayment {
  id: string;
  status: ProviderStatus;
  statusDetail: string | null;
  paymentMethodId: string | null;
  paymentTypeId: string | null;
  installments: number | null;
  amountCents: number;
  externalReference: string | null;
  dateCreated: Date | null;
  dateApproved: Date | null;
  dateLastUpdated: Date | null;
  dateOfExpiration: Date | null;
  pix: { qrCode: string; qrCodeBase64: string; ticketUrl: string | null } | null;
  boletoUrl: string | null;
}

export interface PaymentGateway {
  /** A declined card is not an error: it resolves with status 'rejected' and its statusDetail. */
  createPayment(request: PaymentRequest): Promise<ProviderPayment>;
  /** Only payments of the account behind accessToken are found ('not-found' otherwise). */
  getPayment(accessToken: string, paymentId: string): Promise<ProviderPayment>;
  /**
   * The account's payments made for one order (external_reference), newest first: how an attempt whose answer never
   * came (a timeout, a crash) is settled.
   */
  findPayments(accessToken: string, externalReference: string): Promise<ProviderPayment[]>;
  /**
   * Whether Mercado Pago accepts the access token (one call for the account it belongs to): the account's id, or
   * 'unauthorized' / 'unavailable'.
   */
  checkAccessToken(accessToken: string): Promise<{ accountId: string }>;
}

export type PaymentGatewayErrorReason =
  | 'invalid-payer-email'
  | 'invalid-request'
  | 'unauthorized'
  | 'not-found'
  | 'unavailable';

export class PaymentGatewayError extends Error {
  override name = 'PaymentGatewayError';
  readonly reason: PaymentGatewayErrorReason;

  constructor(reason: PaymentGatewayErrorReason, message: string, options?: ErrorOptions) {
    super(message, options);
    this.reason = reason;
  }
}
