// A local Mercado Pago: a real HTTP server on 127.0.0.1 speaking the Payments API's format, for tests and the demo.
//
// POST /v1/payments and GET /v1/payments/:id as the real API answers them (ids are numbers, dates carry an offset,
// errors are { message, error, status, cause: [{ code, description }] }). The outcome of a card payment follows
// Mercado Pago's test cardholder names (APRO, OTHE, CONT, CALL, FUND, SECU, EXPI, FORM, DUPL, LOCK, BLAC), read from the
// card token or from payer.first_name; default APRO. Pix and boleto payments stay pending until setStatus().
// Accepted access tokens look like Mercado Pago's (TEST-... or APP_USR-...) unless acceptsToken says otherwise.
import { createHash, randomInt, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { deflateSync } from 'node:zlib';
import type { ProviderStatus } from '../../domain/payments.ts';
import { signWebhook } from './webhook-signature.ts';

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
    transaction_data?: { qr_code: string; qr_code_base64: string; ticket_url: string };
  };
}

export interface FakePayment {
  id: string;
  /** Token of the account that created it; only that token can read it back. */
  accessToken: string;
  idempotencyKey: string | null;
  /** The request body as received. */
  request: Record<string, unknown>;
  /** What GET /v1/payments/:id answers. */
  resource: FakePaymentResource;
}

export interface FakeRequestRecord {
  method: string;
  path: string;
  accessToken: string | null;
  idempotencyKey: string | null;
  status: number;
}

export interface FakeNotifyOptions {
  webhookUrl: string;
  paymentId: string;
  /** Signs x-signature with it; without one no x-signature header is sent. */
  secret?: string;
  requestId?: string;
  /** Seconds since the epoch; default now. */
  ts?: number;
  /** 'signature': a wrong hash; 'timestamp': the header's ts differs from the signed one. */
  tamper?: 'signature' | 'timestamp';
  action?: 'payment.created' | 'payment.updated';
}

export interface FakeMercadoPago {
  /** http://127.0.0.1:PORT, to use as the API base URL. */
  url: string;
  payments: Map<string, FakePayment>;
  requests: FakeRequestRecord[];
  /** Changes a payment as Mercado Pago would (a Pix paid, a boleto expired...); statusDetail defaults per status. */
  setStatus(paymentId: string, status: ProviderStatus, statusDetail?: string): FakePayment;
  /** Delivers a webhook notification for a payment, the way Mercado Pago does. */
  notify(options: FakeNotifyOptions): Promise<Response>;
  /**
   * The next `count` payment creations make the payment and then fail: 'drop' cuts the connection (as a timeout
   * does), 'error' answers 500. The payment stays made; a retry with the same idempotency key gets it back.
   */
  failNextCreates(count: number, how: 'drop' | 'error'): void;
  close(): Promise<void>;
}

export interface FakeMercadoPagoOptions {
  port?: number;
  host?: string;
  log?: (line: string) => void;
  acceptsToken?: (token: string) => boolean;
}

const looksLikeAccessToken = (token: string) => /^(TEST|APP_USR)-\S+$/.test(token);

/** A stable account number per token, as Mercado Pago's users have. */
function accountIdOf(token: string): number {
  let hash = 0;
  for (const character of token) hash = (hash * 31 + character.charCodeAt(0)) >>> 0;
  return 100_000_000 + (hash % 900_000_000);
}

const testCardOutcomes: Record<string, { status: ProviderStatus; detail: string }> = {
  APRO: { status: 'approved', detail: 'accredited' },
  OTHE: { status: 'rejected', detail: 'cc_rejected_other_reason' },
  CONT: { status: 'in_process', detail: 'pending_contingency' },
  CALL: { status: 'rejected', detail: 'cc_rejected_call_for_authorize' },
  FUND: { status: 'rejected', detail: 'cc_rejected_insufficient_amount' },
  SECU: { status: 'rejected', detail: 'cc_rejected_bad_filled_security_code' },
  EXPI: { status: 'rejected', detail: 'cc_rejected_bad_filled_date' },
  FORM: { status: 'rejected', detail: 'cc_rejected_bad_filled_other' },
  DUPL: { status: 'rejected', detail: 'cc_rejected_duplicated_payment' },
  LOCK: { status: 'rejected', detail: 'cc_rejected_card_disabled' },
  BLAC: { status: 'rejected', detail: 'cc_rejected_blacklist' },
};
const testCardCodes = Object.keys(testCardOutcomes);

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

const ticketMethods = new Set(['bolbradesco', 'pec']);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Mercado Pago's date format: local time with an offset, e.g. 2024-05-25T13:01:08.000-04:00. */
function mpDate(date: Date): string {
  return `${new Date(date.getTime() - 4 * HOUR).toISOString().slice(0, -1)}-04:00`;
}

const money = (value: number) => Math.round(value * 100) / 100;

class ApiError extends Error {
  readonly status: number;
  readonly error: string;
  readonly causes: { code: number; description: string }[];

  constructor(status: number, error: string, message: string, causes: ApiError['causes'] = []) {
    super(message);
    this.status = status;
    this.error = error;
    this.causes = causes;
  }
}

const badRequest = (code: number, description: string) =>
  new ApiError(400, 'bad_request', description, [{ code, description }]);

export async function startFakeMercadoPago(options: FakeMercadoPagoOptions = {}): Promise<FakeMercadoPago> {
  const { port = 0, host = '127.0.0.1', log, acceptsToken = looksLikeAccessToken } = options;
  const payments = new Map<string, FakePayment>();
  const requests: FakeRequestRecord[] = [];
  const byIdempotencyKey = new Map<string, string>();
  const createFailures: ('drop' | 'error')[] = [];
  let nextId = Date.now();
  let baseUrl = '';

  function authenticate(request: IncomingMessage): string {
    const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (!token || !acceptsToken(token)) {
      throw new ApiError(401, 'unauthorized', 'invalid access token', [
        { code: 2000, description: 'invalid token' },
      ]);
    }
    return token;
  }

  function createPayment(token: string, idempotencyKey: string | null, body: Record<string, unknown>) {
    const replayKey = idempotencyKey && `${token}\u0000${idempotencyKey}`;
    const existing = replayKey ? byIdempotencyKey.get(replayKey) : undefined;
    if (existing) return { status: 201, payment: payments.get(existing)! };

    const resource = paymentResource(String(nextId++), token, body, baseUrl);
    const payment: FakePayment = {
      id: String(resource.id),
      accessToken: token,
      idempotencyKey,
      request: body,
      resource,
    };
    payments.set(payment.id, payment);
    if (replayKey) byIdempotencyKey.set(replayKey, payment.id);
    return { status: 201, payment };
  }

  /**
   * The simulator's own controls, not Mercado Pago's API: GET /simulador/pagamentos lists the payments; POST
   * /simulador/pagamentos/{id} { status, status_detail?, notify?, secret? } changes one as the payer or the bank would
   * (a Pix paid, a boleto expired) and, with notify, delivers the notification to the payment's notification_url
   * (signed when a secret is given). Tests and the demo use them; production never starts this server.
   */
  async function simulatorControl(request: IncomingMessage, response: ServerResponse, path: string) {
    if (request.method === 'GET' && path === '/simulador/pagamentos') {
      send(
        response,
        200,
        [...payments.values()].map(({ resource }) => ({
          id: String(resource.id),
          status: resource.status,
          status_detail: resource.status_detail,
          external_reference: resource.external_reference,
          transaction_amount: resource.transaction_amount,
          payment_method_id: resource.payment_method_id,
          payer_email: resource.payer.email,
          date_created: resource.date_created,
        })),
      );
      return 'simulator list';
    }
    const control = /^\/simulador\/pagamentos\/([^/]+)$/.exec(path);
    if (request.method !== 'POST' || !control) return null;
    const id = decodeURIComponent(control[1]!);
    if (!payments.has(id)) throw new ApiError(404, 'not_found', 'Payment not found');
    const body = await readJson(request);
    const status = text(body.status) as ProviderStatus | null;
    if (!status || !(status in defaultDetails))
      throw badRequest(1, 'status must be a Mercado Pago payment status');
    const payment = api.setStatus(id, status, text(body.status_detail) ?? undefined);
    const webhookUrl = payment.resource.notification_url;
    let delivered: number | null = null;
    if (body.notify && webhookUrl) {
      const answer = await api.notify({ webhookUrl, paymentId: id, secret: text(body.secret) ?? undefined });
      delivered = answer.status;
    }
    send(response, 200, { ...payment.resource, notification_status: delivered });
    return `simulated ${id} ${status}${delivered === null ? '' : ` notified ${delivered}`}`;
  }

  async function route(request: IncomingMessage, response: ServerResponse, record: FakeRequestRecord) {
    const path = record.path;
    if (request.method === 'POST' && path === '/v1/payments') {
      const token = authenticate(request);
      record.accessToken = token;
      const body = await readJson(request);
      const { status, payment } = createPayment(token, record.idempotencyKey, body);
      const failure = createFailures.shift();
      if (failure === 'drop') {
        response.socket?.destroy();
        return `payment ${payment.id} made, connection cut`;
      }
      if (failure === 'error') throw new ApiError(500, 'internal_error', 'Internal server error');
      send(response, status, payment.resource);
      return `payment ${payment.id} ${payment.resource.status}/${payment.resource.status_detail}`;
    }
    if (request.method === 'GET' && path === '/users/me') {
      const token = authenticate(request);
      record.accessToken = token;
      send(response, 200, {
        id: accountIdOf(token),
        nickname: 'VENDEDOR_TESTE',
        site_id: 'MLB',
        country_id: 'BR',
        email: 'vendedor@teste.com.br',
      });
      return 'user';
    }
    if (request.method === 'GET' && path === '/v1/payments/search') {
      const token = authenticate(request);
      record.accessToken = token;
      const query = new URL(request.url ?? '/', 'http://fake').searchParams;
      const reference = query.get('external_reference');
      const results = [...payments.values()]
        .filter((payment) => payment.accessToken === token)
        .filter((payment) => reference === null || payment.resource.external_reference === reference)
        .map((payment) => payment.resource)
        .sort((a, b) => Number(b.id) - Number(a.id));
      send(response, 200, { paging: { total: results.length, limit: 30, offset: 0 }, results });
      return `search ${reference ?? ''} ${results.length}`;
    }
    const paymentPath = /^\/v1\/payments\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && paymentPath) {
      const token = authenticate(request);
      record.accessToken = token;
      const payment = payments.get(decodeURIComponent(paymentPath[1]!));
      // Another account's payment is indistinguishable from a missing one.
      if (!payment || payment.accessToken !== token) {
        throw new ApiError(404, 'not_found', 'Payment not found', [
          { code: 2000, description: 'Payment not found' },
        ]);
      }
      send(response, 200, payment.resource);
      return `payment ${payment.id} ${payment.resource.status}/${payment.resource.status_detail}`;
    }
    const simulated = await simulatorControl(request, response, path);
    if (simulated !== null) return simulated;
    const page = /^\/(pix|boletos)\/(\d+)$/.exec(path);
    if (request.method === 'GET' && page && payments.has(page[2]!)) {
      sendHtml(response, ticketPage(payments.get(page[2]!)!.resource));
      return '';
    }
    throw new ApiError(404, 'not_found', 'resource not found');
  }

  const server = createServer((request, response) => {
    const record: FakeRequestRecord = {
      method: request.method ?? 'GET',
      path: new URL(request.url ?? '/', 'http://fake').pathname,
      accessToken: null,
      idempotencyKey: headerValue(request.headers['x-idempotency-key']),
      status: 0,
    };
    requests.push(record);
    route(request, response, record)
      .catch((error: unknown) => {
        if (!(error instanceof ApiError)) throw error;
        send(response, error.status, {
          message: error.message,
          error: error.error,
          status: error.status,
          cause: error.causes,
        });
        return error.message;
      })
      .catch((error: unknown) => {
        send(response, 500, { message: String(error), error: 'internal_error', status: 500, cause: [] });
        return String(error);
      })
      .then((note) => {
        record.status = response.statusCode;
        log?.(`${record.method} ${record.path} ${response.statusCode}${note ? ` ${note}` : ''}`);
      });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  baseUrl = `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`;

  const api: FakeMercadoPago = {
    url: baseUrl,
    payments,
    requests,
    setStatus(paymentId, status, statusDetail) {
      const payment = payments.get(paymentId);
      if (!payment) throw new Error(`The fake Mercado Pago has no payment ${paymentId}`);
      const resource = payment.resource;
      const now = new Date();
      resource.status = status;
      resource.status_detail =
        statusDetail ??
        (status === 'pending' && resource.payment_type_id === 'bank_transfer'
          ? 'pending_waiting_transfer'
          : defaultDetails[status]);
      resource.date_last_updated = mpDate(now);
      if (status === 'approved' && !resource.date_approved) {
        resource.date_approved = mpDate(now);
        resource.money_release_date = mpDate(new Date(now.getTime() + 30 * DAY));
        resource.transaction_details.net_received_amount = money(resource.transaction_amount * 0.95);
      }
      if (status === 'refunded') resource.transaction_amount_refunded = resource.transaction_amount;
      return payment;
    },
    notify({
      webhookUrl,
      paymentId,
      secret,
      requestId = randomUUID(),
      ts,
      tamper,
      action = 'payment.updated',
    }) {
      const url = new URL(webhookUrl);
      url.searchParams.set('data.id', paymentId);
      url.searchParams.set('type', 'payment');
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        'x-request-id': requestId,
      };
      if (secret) {
        const signedTs = ts ?? Math.floor(Date.now() / 1000);
        let signature = signWebhook({ dataId: paymentId, requestId, secret, ts: signedTs });
        if (tamper === 'signature') {
          signature = signature.replace(/.$/, (last) => (last === '0' ? '1' : '0'));
        } else if (tamper === 'timestamp') {
          signature = signature.replace(`ts=${signedTs},`, `ts=${signedTs + 1},`);
        }
        headers['x-signature'] = signature;
      }
      const payment = payments.get(paymentId);
      return fetch(url, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          id: randomInt(100_000_000_000, 200_000_000_000),
          live_mode: false,
          type: 'payment',
          date_created: mpDate(new Date()),
          user_id: payment?.resource.collector_id ?? 0,
          api_version: 'v1',
          action,
          data: { id: paymentId },
        }),
      });
    },
    failNextCreates(count, how) {
      for (let i = 0; i < count; i++) createFailures.push(how);
    },
    close() {
      return new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
    },
  };
  return api;
}

function headerValue(value: string | string[] | undefined): string | null {
  const first = Array.isArray(value) ? value[0] : value;
  return first?.trim() || null;
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > 1_000_000) throw badRequest(1, 'Request body too large');
    chunks.push(chunk);
  }
  try {
    const body: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    if (body && typeof body === 'object' && !Array.isArray(body)) return body as Record<string, unknown>;
  } catch {}
  throw badRequest(1, 'JSON parse error: the body must be a JSON object');
}

function send(response: ServerResponse, status: number, body: unknown) {
  if (response.headersSent) return;
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json;charset=UTF-8',
    'content-length': Buffer.byteLength(text),
  });
  response.end(text);
}

function sendHtml(response: ServerResponse, html: string) {
  response.writeHead(200, {
    'content-type': 'text/html;charset=UTF-8',
    'content-length': Buffer.byteLength(html),
  });
  response.end(html);
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

function validEmail(email: string | null): email is string {
  return email !== null && /^[^\s@]+@([^\s@.]+\.)+[a-z]{2,}$/i.test(email);
}

function testCardOutcome(token: string | null, firstName: string | null) {
  const fromToken = token && testCardCodes.find((code) => token.toUpperCase().includes(code));
  const fromName = firstName && testCardCodes.find((code) => firstName.toUpperCase() === code);
  return testCardOutcomes[fromToken || fromName || 'APRO']!;
}

function paymentResource(
  id: string,
  token: string,
  body: Record<string, unknown>,
  baseUrl: string,
): FakePaymentResource {
  const payer = isObject(body.payer) ? body.payer : {};
  const identification = isObject(payer.identification) ? payer.identification : {};
  const address = isObject(payer.address) ? payer.address : {};
  const email = text(payer.email);
  if (email && email.length > 254) throw badRequest(4051, 'payer.email must be shorter than 254 characters');
  if (!validEmail(email)) throw badRequest(4050, 'payer.email must be a valid email');

  const amount = body.transaction_amount;
  if (
    typeof amount !== 'number' ||
    !(amount > 0) ||
    Math.abs(amount * 100 - Math.round(amount * 100)) > 1e-6
  ) {
    throw badRequest(4037, 'Invalid transaction_amount');
  }
  const methodId = text(body.payment_method_id);
  if (!methodId) throw badRequest(4033, 'payment_method_id is required');
  if (body.issuer_id !== undefined && typeof body.issuer_id !== 'number') {
    throw badRequest(4020, 'issuer_id must be a number');
  }
  const notificationUrl = text(body.notification_url);
  if (notificationUrl && !/^https?:\/\/[^\s/]+/.test(notificationUrl)) {
    throw badRequest(4020, 'notification_url attribute must be url valid');
  }
  const cardToken = text(body.token);
  const isPix = methodId === 'pix';
  const isTicket = ticketMethods.has(methodId);
  if (!isPix && !isTicket && !cardToken) throw badRequest(2006, 'Card Token not found');
  if (isTicket) {
    if (!text(payer.first_name)) throw badRequest(4094, 'Payer firstname required');
    if (!text(payer.last_name)) throw badRequest(4095, 'Payer lastname required');
    if (!/^\d{11}$/.test(String(identification.number ?? ''))) {
      throw badRequest(2067, 'Invalid user identification number');
    }
    for (const field of [
      'zip_code',
      'street_name',
      'street_number',
      'neighborhood',
      'city',
      'federal_unit',
    ]) {
      if (!text(address[field])) throw badRequest(1, `payer.address.${field} is required for ${methodId}`);
    }
  }

  const now = new Date();
  const outcome = isPix
    ? { status: 'pending' as const, detail: 'pending_waiting_transfer' }
    : isTicket
      ? { status: 'pending' as const, detail: 'pending_waiting_payment' }
      : testCardOutcome(cardToken, text(payer.first_name));
  const approved = outcome.status === 'approved';
  const installments = typeof body.installments === 'number' && body.installments > 0 ? body.installments : 1;
  const requestedExpiry = text(body.date_of_expiration);
  const expiry = isPix || isTicket ? new Date(now.getTime() + (isPix ? DAY : 3 * DAY)) : null;
  const dateOfExpiration = requestedExpiry ?? (expiry && mpDate(expiry));
  const collectorId = Number.parseInt(createHash('sha256').update(token).digest('hex').slice(0, 8), 16);
  const pixCode = isPix ? pixPayload(amount, id) : null;

  return {
    id: Number(id),
    date_created: mpDate(now),
    date_approved: approved ? mpDate(now) : null,
    date_last_updated: mpDate(now),
    date_of_expiration: dateOfExpiration,
    money_release_date: approved ? mpDate(new Date(now.getTime() + 30 * DAY)) : null,
    operation_type: 'regular_payment',
    issuer_id: typeof body.issuer_id === 'number' ? String(body.issuer_id) : null,
    payment_method_id: methodId,
    payment_type_id: isPix
      ? 'bank_transfer'
      : isTicket
        ? 'ticket'
        : methodId.startsWith('deb')
          ? 'debit_card'
          : 'credit_card',
    status: outcome.status,
    status_detail: outcome.detail,
    currency_id: 'BRL',
    description: text(body.description),
    live_mode: false,
    collector_id: collectorId,
    payer: {
      id: String(Number.parseInt(createHash('sha256').update(email).digest('hex').slice(0, 8), 16)),
      type: 'guest',
      email,
      first_name: text(payer.first_name),
      last_name: text(payer.last_name),
      identification: { type: text(identification.type), number: text(identification.number) },
    },
    metadata: isObject(body.metadata) ? body.metadata : {},
    additional_info: isObject(body.additional_info) ? body.additional_info : {},
    external_reference: text(body.external_reference),
    transaction_amount: amount,
    transaction_amount_refunded: 0,
    coupon_amount: 0,
    installments,
    transaction_details: {
      net_received_amount: approved ? money(amount * 0.95) : 0,
      total_paid_amount: amount,
      overpaid_amount: 0,
      installment_amount: money(amount / installments),
      external_resource_url: isTicket ? `${baseUrl}/boletos/${id}` : null,
      financial_institution: null,
      payment_method_reference_id: null,
      ...(isTicket && {
        digitable_line: `23793.38128 60000.000003 ${id.slice(-5).padStart(5, '0')}.000000 1 ${Math.round(amount * 100)}`,
        barcode: { content: `2379${id.padStart(40, '0').slice(-40)}` },
      }),
    },
    fee_details: [],
    captured: true,
    binary_mode: Boolean(body.binary_mode),
    statement_descriptor: 'REVELA',
    card:
      isPix || isTicket
        ? {}
        : {
            first_six_digits: '503143',
            last_four_digits: '6351',
            expiration_month: 11,
            expiration_year: 2030,
            cardholder: { name: text(payer.first_name), identification },
          },
    notification_url: notificationUrl,
    processing_mode: 'aggregator',
    point_of_interaction: pixCode
      ? {
          type: 'PIX',
          transaction_data: {
            qr_code: pixCode,
            qr_code_base64: qrLikePng(pixCode).toString('base64'),
            ticket_url: `${baseUrl}/pix/${id}`,
          },
        }
      : { type: 'UNSPECIFIED' },
  };
}

function ticketPage(resource: FakePaymentResource): string {
  const amount = resource.transaction_amount.toFixed(2).replace('.', ',');
  const pix = resource.point_of_interaction.transaction_data;
  const body = pix
    ? `<h1>Pix (simulado)</h1><img alt="QR Code" src="data:image/png;base64,${pix.qr_code_base64}"><p><code>${pix.qr_code}</code></p>`
    : `<h1>Boleto (simulado)</h1><p>${resource.transaction_details.digitable_line ?? ''}</p>`;
  // The payer's side of the demo: approving here notifies the store as Mercado Pago would.
  const approve =
    resource.status === 'pending'
      ? `<form onsubmit="event.preventDefault();fetch('/simulador/pagamentos/${resource.id}',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({status:'approved',notify:true})}).then(()=>location.reload())"><button>Simular pagamento aprovado</button></form>`
      : '';
  return `<!doctype html><html lang="pt-BR"><meta charset="utf-8"><title>Mercado Pago simulado</title>${body}<p>R$ ${amount} · pagamento ${resource.id} · ${resource.status}</p>${approve}</html>`;
}

// A Pix "copia e cola" (EMV BR Code) with a valid CRC16, shaped like the ones Mercado Pago returns.
function pixPayload(amount: number, txid: string): string {
  const field = (id: string, value: string) => `${id}${String(value.length).padStart(2, '0')}${value}`;
  const payload =
    field('00', '01') +
    field('26', field('00', 'br.gov.bcb.pix') + field('01', randomUUID())) +
    field('52', '0000') +
    field('53', '986') +
    field('54', amount.toFixed(2)) +
    field('58', 'BR') +
    field('59', 'REVELA FAKE MP') +
    field('60', 'SAO PAULO') +
    field('62', field('05', txid.slice(-25))) +
    '6304';
  let crc = 0xffff;
  for (const byte of Buffer.from(payload, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return payload + crc.toString(16).toUpperCase().padStart(4, '0');
}

// A small grayscale PNG that looks like a QR code (finder squares plus modules from a hash); not scannable.
function qrLikePng(content: string): Buffer {
  const modules = 29;
  const scale = 4;
  const quiet = 4;
  const size = (modules + 2 * quiet) * scale;
  let bits = Buffer.alloc(0);
  for (let round = 0; bits.length * 8 < modules * modules; round++) {
    bits = Buffer.concat([bits, createHash('sha256').update(`${round}:${content}`).digest()]);
  }
  const finder = (x: number, y: number) => {
    for (const [fx, fy] of [
      [0, 0],
      [modules - 7, 0],
      [0, modules - 7],
    ] as const) {
      const dx = x - fx;
      const dy = y - fy;
      if (dx >= -1 && dx <= 7 && dy >= -1 && dy <= 7) {
        if (dx < 0 || dy < 0 || dx > 6 || dy > 6) return false;
        const ring = Math.min(dx, dy, 6 - dx, 6 - dy);
        return ring !== 1;
      }
    }
    return null;
  };
  const dark = (x: number, y: number) => {
    const fixed = finder(x, y);
    if (fixed !== null) return fixed;
    const index = y * modules + x;
    return ((bits[index >> 3]! >> (index & 7)) & 1) === 1;
  };
  const raw = Buffer.alloc(size * (size + 1), 0xff);
  for (let row = 0; row < size; row++) {
    raw[row * (size + 1)] = 0; // filter: none
    const y = Math.floor(row / scale) - quiet;
    for (let column = 0; column < size; column++) {
      const x = Math.floor(column / scale) - quiet;
      if (x >= 0 && y >= 0 && x < modules && y < modules && dark(x, y))
        raw[row * (size + 1) + 1 + column] = 0;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit grayscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function pngChunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  let crc = 0xffffffff;
  for (const byte of typeAndData) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  const chunk = Buffer.alloc(8 + data.length + 4);
  chunk.writeUInt32BE(data.length, 0);
  typeAndData.copy(chunk, 4);
  chunk.writeUInt32BE((crc ^ 0xffffffff) >>> 0, 8 + data.length);
  return chunk;
}
