// PaymentGateway over the official Mercado Pago SDK: request body, response conversion and error mapping.
import { MercadoPagoConfig, MercadoPagoError, MPConnectionError, Payment, User } from 'mercadopago';
import { type ProviderStatus, providerStatuses } from '../../domain/payments.ts';
import {
  type PaymentGateway,
  PaymentGatewayError,
  type PaymentRequest,
  type ProviderPayment,
} from './gateway.ts';
import { withMercadoPagoApiUrl } from './mercado-pago-api-redirect.ts';

export type MercadoPagoPaymentBody = Parameters<Payment['create']>[0]['body'];
export type MercadoPagoPaymentResponse = Awaited<ReturnType<Payment['get']>>;

export interface MercadoPagoGatewayOptions {
  /** Base URL replacing https://api.mercadopago.com (a local fake); unset: the real API. */
  apiUrl?: string;
  /** Per HTTP attempt, until the response headers arrive. */
  timeoutMs?: number;
  /** Retries on 429/5xx/network errors; safe on create because the idempotency key travels with each retry. */
  maxRetries?: number;
}

const DEFAULT_TIMEOUT_MS = 20_000;
const DEFAULT_MAX_RETRIES = 2;
/** Payments of one order read back when settling an attempt: a customer tries a few times at most. */
const searchLimit = 10;

export function createMercadoPagoGateway(options: MercadoPagoGatewayOptions = {}): PaymentGateway {
  const { apiUrl, timeoutMs = DEFAULT_TIMEOUT_MS, maxRetries = DEFAULT_MAX_RETRIES } = options;

  // A fresh config and client per call: the SDK merges each call's requestOptions into the config it was given, so a
  // shared client would re-send a previous idempotency key (and could mix studios' tokens).
  function paymentClient(accessToken: string): Payment {
    return new Payment(new MercadoPagoConfig({ accessToken, options: { timeout: timeoutMs, maxRetries } }));
  }

  async function call(operation: () => Promise<MercadoPagoPaymentResponse>): Promise<ProviderPayment> {
    try {
      const response = await (apiUrl ? withMercadoPagoApiUrl(apiUrl, operation) : operation());
      return fromMercadoPagoPayment(response);
    } catch (error) {
      throw toPaymentGatewayError(error);
    }
  }

  return {
    createPayment(request) {
      if (!request.idempotencyKey.trim()) {
        return Promise.reject(new PaymentGatewayError('invalid-request', 'An idempotency key is required'));
      }
      if (!Number.isSafeInteger(request.amountCents) || request.amountCents <= 0) {
        return Promise.reject(
          new PaymentGatewayError('invalid-request', `Invalid amount in cents: ${request.amountCents}`),
        );
      }
      const body = toMercadoPagoPaymentBody(request);
      return call(() =>
        paymentClient(request.accessToken).create({
          body,
          requestOptions: { idempotencyKey: request.idempotencyKey },
        }),
      );
    },
    getPayment(accessToken, paymentId) {
      return call(() => paymentClient(accessToken).get({ id: paymentId }));
    },
    async checkAccessToken(accessToken) {
      const me = () =>
        new User(new MercadoPagoConfig({ accessToken, options: { timeout: timeoutMs, maxRetries } })).get();
      try {
        const user = await (apiUrl ? withMercadoPagoApiUrl(apiUrl, me) : me());
        return { accountId: String(user.id ?? '') };
      } catch (error) {
        throw toPaymentGatewayError(error);
      }
    },
    async findPayments(accessToken, externalReference) {
      let found: Awaited<ReturnType<Payment['search']>>;
      try {
        const search = () =>
          paymentClient(accessToken).search({
            options: { external_reference: externalReference, sort: 'date_created', criteria: 'desc' },
          });
        found = await (apiUrl ? withMercadoPagoApiUrl(apiUrl, search) : search());
      } catch (error) {
        throw toPaymentGatewayError(error);
      }
      // The search answers summaries; each payment is read whole (an order has one or a few).
      const ids = (found.results ?? []).flatMap((result) => (result.id ? [String(result.id)] : []));
      const payments: ProviderPayment[] = [];
      for (const id of ids.slice(0, searchLimit))
        payments.push(await call(() => paymentClient(accessToken).get({ id })));
      return payments;
    },
  };
}

const digits = (value: string) => value.replace(/\D/g, '');

export function toMercadoPagoPaymentBody(request: PaymentRequest): MercadoPagoPaymentBody {
  const { payer, form } = request;
  const issuerId = form.issuerId ? Number(form.issuerId) : Number.NaN;
  return {
    transaction_amount: Number((request.amountCents / 100).toFixed(2)),
    ...(form.token && { token: form.token }),
    // The Brick gives issuer_id as a string; the API (and the SDK's type) want a number.
    ...(Number.isSafeInteger(issuerId) && { issuer_id: issuerId }),
    payment_method_id: form.paymentMethodId,
    ...(form.installments != null && { installments: form.installments }),
    payer: {
      email: payer.email.trim(),
      first_name: payer.firstName,
      last_name: payer.lastName,
      identification: { type: 'CPF', number: digits(payer.cpf) },
      ...(payer.address && {
        address: {
          zip_code: digits(payer.address.zipCode),
          street_name: payer.address.streetName,
          street_number: payer.address.streetNumber,
          neighborhood: payer.address.neighborhood,
          city: payer.address.city,
          federal_unit: payer.address.federalUnit,
        },
      }),
    },
    description: request.description,
    external_reference: request.externalReference,
    notification_url: request.notificationUrl,
    metadata: { order_id: request.externalReference },
  };
}

function toDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function toStatus(value: string | undefined): ProviderStatus {
  // An unknown status must never release anything: read it as still being processed.
  return providerStatuses.find((status) => status === value) ?? 'in_process';
}

export function fromMercadoPagoPayment(response: MercadoPagoPaymentResponse): ProviderPayment {
  if (response.id == null)
    throw new PaymentGatewayError('unavailable', 'Mercado Pago answered without a payment id');
  const transactionData = response.point_of_interaction?.transaction_data;
  const pix =
    transactionData?.qr_code && transactionData.qr_code_base64
      ? {
          qrCode: transactionData.qr_code,
          qrCodeBase64: transactionData.qr_code_base64,
          ticketUrl: transactionData.ticket_url ?? null,
        }
      : null;
  return {
    id: String(response.id),
    status: toStatus(response.status),
    statusDetail: response.status_detail ?? null,
    paymentMethodId: response.payment_method_id ?? null,
    paymentTypeId: response.payment_type_id ?? null,
    installments: response.installments ?? null,
    amountCents: Math.round((response.transaction_amount ?? 0) * 100),
    externalReference: response.external_reference || null,
    dateCreated: toDate(response.date_created),
    dateApproved: toDate(response.date_approved),
    dateLastUpdated: toDate(response.date_last_updated),
    dateOfExpiration: toDate(response.date_of_expiration),
    pix,
    // Pix carries its own ticket_url; external_resource_url is the boleto (ticket) link.
    boletoUrl: pix ? null : (response.transaction_details?.external_resource_url ?? null),
  };
}

interface ApiErrorFacts {
  status: number;
  message: string;
  causes: { code: string; description: string }[];
}

function causesOf(value: unknown): ApiErrorFacts['causes'] {
  const list = Array.isArray(value) ? value : value && typeof value === 'object' ? [value] : [];
  return list.map((cause: { code?: unknown; description?: unknown }) => ({
    code: String(cause?.code ?? ''),
    description: String(cause?.description ?? ''),
  }));
}

// SDK 3.x throws MercadoPagoError subclasses; 2.x threw the parsed JSON body ({ message, error, status, cause }).
function apiErrorFacts(error: unknown): ApiErrorFacts | null {
  if (error instanceof MercadoPagoError) {
    return { status: error.status, message: error.message, causes: causesOf(error.causes) };
  }
  if (error && typeof error === 'object' && 'status' in error && typeof error.status === 'number') {
    const body = error as { status: number; message?: unknown; error?: unknown; cause?: unknown };
    return {
      status: body.status,
      message: String(body.message ?? body.error ?? ''),
      causes: causesOf(body.cause),
    };
  }
  return null;
}

// 4050 "payer.email must be a valid email", 4051 "payer.email must be shorter than 254 characters".
const payerEmailCauseCodes = new Set(['4050', '4051']);
const mentionsEmail = (text: string) => /e-?mail/i.test(text);

/** The PaymentGatewayError for an SDK failure; anything else (a bug) is returned unchanged. */
export function toPaymentGatewayError(error: unknown): Error {
  if (error instanceof PaymentGatewayError) return error;
  if (error instanceof MPConnectionError) {
    return new PaymentGatewayError('unavailable', `Mercado Pago unreachable: ${error.message}`, {
      cause: error,
    });
  }
  const facts = apiErrorFacts(error);
  if (!facts) return error instanceof Error ? error : new Error(String(error));
  const { status } = facts;
  const detail = [facts.message, ...facts.causes.map((cause) => `${cause.code} ${cause.description}`.trim())]
    .filter(Boolean)
    .join('; ');
  const message = `Mercado Pago answered ${status}: ${detail}`;
  const options = { cause: error };
  if (status === 400) {
    const aboutEmail =
      mentionsEmail(facts.message) ||
      facts.causes.some((cause) => payerEmailCauseCodes.has(cause.code) || mentionsEmail(cause.description));
    return new PaymentGatewayError(aboutEmail ? 'invalid-payer-email' : 'invalid-request', message, options);
  }
  if (status === 401 || status === 403) return new PaymentGatewayError('unauthorized', message, options);
  if (status === 404) return new PaymentGatewayError('not-found', message, options);
  // 0: no HTTP answer; 423/424: locked idempotency key or a failed dependency, both retryable per the SDK.
  if (status === 0 || status === 423 || status === 424 || status === 429 || status >= 500) {
    return new PaymentGatewayError('unavailable', message, options);
  }
  return new PaymentGatewayError('invalid-request', message, options);
}
