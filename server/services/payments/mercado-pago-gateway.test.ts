import { type AddressInfo, createServer, type Server, type Socket } from 'node:net';
import {
  buildError,
  MercadoPagoConfig,
  type MercadoPagoError,
  MPConnectionError,
  MPIdempotencyError,
  Payment,
} from 'mercadopago';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentGatewayError, type PaymentRequest } from './gateway.ts';
import {
  createMercadoPagoGateway,
  toMercadoPagoPaymentBody,
  toPaymentGatewayError,
} from './mercado-pago-gateway.ts';
import { type FakeMercadoPago, startFakeMercadoPago } from './simulator/mercado-pago-simulator.ts';

const studioToken = 'TEST-1111-studio-aurora';
const otherStudioToken = 'TEST-2222-studio-luz';
let keySequence = 0;

function cardRequest(overrides: Partial<PaymentRequest> = {}, cardholder = 'APRO'): PaymentRequest {
  return {
    accessToken: studioToken,
    idempotencyKey: `key-${++keySequence}-${Date.now()}`,
    amountCents: 4_590,
    description: 'Fotos do evento Formatura 2025',
    externalReference: 'order-123',
    notificationUrl: 'https://fotos.example.com/api/aurora/status-pagamento',
    payer: {
      email: 'joao.cliente@example.com',
      firstName: cardholder,
      lastName: 'Silva',
      cpf: '123.456.789-09',
    },
    form: {
      token: `ff8080814c11e237014c1ff593b57b4d-${cardholder}`,
      issuerId: '24',
      paymentMethodId: 'master',
      installments: 3,
      paymentTypeId: 'credit_card',
    },
    ...overrides,
  };
}

const address = {
  zipCode: '01001-000',
  streetName: 'Praça da Sé',
  streetNumber: '100',
  neighborhood: 'Sé',
  city: 'São Paulo',
  federalUnit: 'SP',
};

async function caught(promise: Promise<unknown>): Promise<PaymentGatewayError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(PaymentGatewayError);
    return error as PaymentGatewayError;
  }
  throw new Error('expected a PaymentGatewayError');
}

describe('createMercadoPagoGateway against the fake Mercado Pago', () => {
  let fake: FakeMercadoPago;
  let gateway: ReturnType<typeof createMercadoPagoGateway>;

  beforeAll(async () => {
    fake = await startFakeMercadoPago();
    gateway = createMercadoPagoGateway({ apiUrl: fake.url, maxRetries: 0, timeoutMs: 5_000 });
  });
  afterAll(() => fake.close());

  it('approves a test card and sends the body the Payments API expects', async () => {
    const request = cardRequest({ payer: { ...cardRequest().payer, address } });
    const payment = await gateway.createPayment(request);

    expect(payment).toMatchObject({
      status: 'approved',
      statusDetail: 'accredited',
      paymentMethodId: 'master',
      paymentTypeId: 'credit_card',
      installments: 3,
      amountCents: 4_590,
      externalReference: 'order-123',
      pix: null,
      boletoUrl: null,
    });
    expect(payment.id).toMatch(/^\d+$/);
    expect(payment.dateApproved).toBeInstanceOf(Date);
    expect(payment.dateCreated).toBeInstanceOf(Date);
    expect(Math.abs(payment.dateCreated!.getTime() - Date.now())).toBeLessThan(60_000);

    const stored = fake.payments.get(payment.id)!;
    expect(stored.accessToken).toBe(studioToken);
    expect(stored.idempotencyKey).toBe(request.idempotencyKey);
    expect(stored.request).toEqual({
      transaction_amount: 45.9,
      token: request.form.token,
      issuer_id: 24,
      payment_method_id: 'master',
      installments: 3,
      payer: {
        email: 'joao.cliente@example.com',
        first_name: 'APRO',
        last_name: 'Silva',
        identification: { type: 'CPF', number: '12345678909' },
        address: {
          zip_code: '01001000',
          street_name: 'Praça da Sé',
          street_number: '100',
          neighborhood: 'Sé',
          city: 'São Paulo',
          federal_unit: 'SP',
        },
      },
      description: 'Fotos do evento Formatura 2025',
      external_reference: 'order-123',
      notification_url: 'https://fotos.example.com/api/aurora/status-pagamento',
      metadata: { order_id: 'order-123' },
    });
  });

  it.each([
    ['OTHE', 'rejected', 'cc_rejected_other_reason'],
    ['CONT', 'in_process', 'pending_contingency'],
    ['CALL', 'rejected', 'cc_rejected_call_for_authorize'],
    ['FUND', 'rejected', 'cc_rejected_insufficient_amount'],
    ['SECU', 'rejected', 'cc_rejected_bad_filled_security_code'],
    ['EXPI', 'rejected', 'cc_rejected_bad_filled_date'],
    ['FORM', 'rejected', 'cc_rejected_bad_filled_other'],
    ['DUPL', 'rejected', 'cc_rejected_duplicated_payment'],
    ['LOCK', 'rejected', 'cc_rejected_card_disabled'],
    ['BLAC', 'rejected', 'cc_rejected_blacklist'],
  ])('answers cardholder %s with %s / %s, not an error', async (cardholder, status, statusDetail) => {
    const payment = await gateway.createPayment(cardRequest({}, cardholder));
    expect(payment).toMatchObject({ status, statusDetail, dateApproved: null });
  });

  it('reads the test code from payer.first_name when the token carries none', async () => {
    const request = cardRequest({}, 'FUND');
    const payment = await gateway.createPayment({ ...request, form: { ...request.form, token: 'ab12cd34' } });
    expect(payment.statusDetail).toBe('cc_rejected_insufficient_amount');
  });

  it('creates a Pix payment with its QR code, a PNG image and an expiry', async () => {
    const request = cardRequest({
      amountCents: 1_250,
      form: {
        paymentMethodId: 'pix',
        token: null,
        issuerId: null,
        installments: null,
        paymentTypeId: 'bank_transfer',
      },
    });
    const payment = await gateway.createPayment(request);

    expect(payment).toMatchObject({
      status: 'pending',
      statusDetail: 'pending_waiting_transfer',
      paymentMethodId: 'pix',
      paymentTypeId: 'bank_transfer',
      amountCents: 1_250,
      boletoUrl: null,
    });
    expect(payment.pix?.qrCode).toMatch(/^000201.*br\.gov\.bcb\.pix.*540512\.50.*6304[0-9A-F]{4}$/);
    expect(payment.pix?.ticketUrl).toBe(`${fake.url}/pix/${payment.id}`);
    const image = await sharp(Buffer.from(payment.pix!.qrCodeBase64, 'base64')).metadata();
    expect(image).toMatchObject({ format: 'png' });
    const hoursLeft = (payment.dateOfExpiration!.getTime() - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(23);
    expect(hoursLeft).toBeLessThanOrEqual(24);
    expect(fake.payments.get(payment.id)!.request).not.toHaveProperty('token');
    expect(fake.payments.get(payment.id)!.request).not.toHaveProperty('issuer_id');
  });

  it('creates a boleto with its link', async () => {
    const request = cardRequest({
      payer: { ...cardRequest().payer, firstName: 'Maria', address },
      form: { paymentMethodId: 'bolbradesco', paymentTypeId: 'ticket' },
    });
    const payment = await gateway.createPayment(request);

    expect(payment).toMatchObject({
      status: 'pending',
      statusDetail: 'pending_waiting_payment',
      paymentTypeId: 'ticket',
      boletoUrl: `${fake.url}/boletos/${payment.id}`,
      pix: null,
    });
    expect(payment.dateOfExpiration!.getTime()).toBeGreaterThan(Date.now());
    const page = await fetch(payment.boletoUrl!);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Boleto');
  });

  it('returns the same payment for the same idempotency key, and a new one for a new key', async () => {
    const request = cardRequest();
    const first = await gateway.createPayment(request);
    const again = await gateway.createPayment(request);
    expect(again.id).toBe(first.id);

    const next = await gateway.createPayment({
      ...request,
      idempotencyKey: `${request.idempotencyKey}-next`,
    });
    expect(next.id).not.toBe(first.id);
    const created = [...fake.payments.values()].filter(
      (payment) => payment.request.external_reference === 'order-123',
    );
    expect(created.filter((payment) => payment.id === first.id)).toHaveLength(1);
  });

  it('does not carry a previous key into later calls (the SDK pitfall our fresh clients avoid)', async () => {
    // The pitfall itself, with one shared SDK client: a create without requestOptions re-sends the last key.
    const shared = new Payment(
      new MercadoPagoConfig({ accessToken: studioToken, options: { maxRetries: 0, timeout: 5_000 } }),
    );
    const body = toMercadoPagoPaymentBody(cardRequest());
    const { fetch: original } = globalThis;
    const viaFake = (url: string) => url.replace('https://api.mercadopago.com', fake.url);
    globalThis.fetch = (input, init) => original(viaFake(String(input)), init);
    try {
      const sharedFirst = await shared.create({ body, requestOptions: { idempotencyKey: 'pitfall-key' } });
      const sharedSecond = await shared.create({ body });
      expect(sharedSecond.id).toBe(sharedFirst.id);
    } finally {
      globalThis.fetch = original;
    }

    // Our gateway: every call sends exactly its own key, and reads send none.
    const first = await gateway.createPayment(cardRequest());
    await gateway.getPayment(studioToken, first.id);
    const second = await gateway.createPayment(cardRequest());
    expect(second.id).not.toBe(first.id);
    const keys = fake.requests.slice(-3).map((request) => [request.method, request.idempotencyKey]);
    expect(keys).toEqual([
      ['POST', fake.payments.get(first.id)!.idempotencyKey],
      ['GET', null],
      ['POST', fake.payments.get(second.id)!.idempotencyKey],
    ]);
    expect(keys[0]![1]).not.toBe(keys[2]![1]);
  });

  it('keeps studios apart when they pay at the same time', async () => {
    const [aurora, luz] = await Promise.all([
      gateway.createPayment(cardRequest({ accessToken: studioToken })),
      gateway.createPayment(cardRequest({ accessToken: otherStudioToken })),
    ]);
    expect(fake.payments.get(aurora.id)!.accessToken).toBe(studioToken);
    expect(fake.payments.get(luz.id)!.accessToken).toBe(otherStudioToken);
  });

  it('refuses a blank idempotency key before calling Mercado Pago', async () => {
    const requestsBefore = fake.requests.length;
    const error = await caught(gateway.createPayment(cardRequest({ idempotencyKey: ' ' })));
    expect(error.reason).toBe('invalid-request');
    expect(fake.requests).toHaveLength(requestsBefore);
  });

  it('reads a payment back, with its current status', async () => {
    const created = await gateway.createPayment(
      cardRequest({ form: { paymentMethodId: 'pix', paymentTypeId: 'bank_transfer' } }),
    );
    fake.setStatus(created.id, 'approved');
    const read = await gateway.getPayment(studioToken, created.id);
    expect(read).toMatchObject({
      id: created.id,
      status: 'approved',
      statusDetail: 'accredited',
      amountCents: 4_590,
    });
    expect(read.dateApproved).toBeInstanceOf(Date);
  });

  it("answers not-found for another studio's payment and for an unknown id", async () => {
    const created = await gateway.createPayment(cardRequest());
    expect((await caught(gateway.getPayment(otherStudioToken, created.id))).reason).toBe('not-found');
    expect((await caught(gateway.getPayment(studioToken, '999'))).reason).toBe('not-found');
  });

  it('maps an invalid payer e-mail to invalid-payer-email', async () => {
    const request = cardRequest();
    const error = await caught(
      gateway.createPayment({ ...request, payer: { ...request.payer, email: 'joao@' } }),
    );
    expect(error.reason).toBe('invalid-payer-email');
    expect(error.message).toContain('payer.email must be a valid email');
  });

  it('maps other refusals of the request to invalid-request', async () => {
    const request = cardRequest();
    const error = await caught(gateway.createPayment({ ...request, form: { ...request.form, token: null } }));
    expect(error.reason).toBe('invalid-request');
  });

  it('maps a bad access token to unauthorized', async () => {
    const error = await caught(gateway.createPayment(cardRequest({ accessToken: 'not-a-token' })));
    expect(error.reason).toBe('unauthorized');
    expect((await caught(gateway.getPayment('not-a-token', '1'))).reason).toBe('unauthorized');
  });
});

describe('createMercadoPagoGateway when Mercado Pago does not answer', () => {
  it('reports unavailable quickly when nothing listens', async () => {
    const fake = await startFakeMercadoPago();
    await fake.close();
    const gateway = createMercadoPagoGateway({ apiUrl: fake.url, maxRetries: 0, timeoutMs: 1_000 });
    const started = Date.now();
    const error = await caught(gateway.createPayment(cardRequest()));
    expect(error.reason).toBe('unavailable');
    expect(error.cause).toBeInstanceOf(MPConnectionError);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('reports unavailable after the timeout when the server accepts but never answers', async () => {
    const sockets = new Set<Socket>();
    const silent: Server = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    try {
      const gateway = createMercadoPagoGateway({
        apiUrl: `http://127.0.0.1:${port}`,
        maxRetries: 0,
        timeoutMs: 200,
      });
      const started = Date.now();
      const error = await caught(gateway.getPayment(studioToken, '1'));
      expect(error.reason).toBe('unavailable');
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});

describe('toPaymentGatewayError', () => {
  const reasonFor = (error: unknown) => (toPaymentGatewayError(error) as PaymentGatewayError).reason;
  const apiError = (status: number, message: string, cause: unknown[] = []): MercadoPagoError =>
    buildError(status, { message, error: 'some_error', cause });

  it.each([
    [
      400,
      'payer.email must be a valid email',
      'invalid-payer-email',
      [{ code: 4050, description: 'payer.email must be a valid email' }],
    ],
    [
      400,
      'Params Error',
      'invalid-payer-email',
      [{ code: 4051, description: 'payer.email must be shorter than 254 characters' }],
    ],
    [400, 'Invalid test user email', 'invalid-payer-email', []],
    [
      400,
      'Invalid transaction_amount',
      'invalid-request',
      [{ code: 4037, description: 'Invalid transaction_amount' }],
    ],
    [400, 'Params Error', 'invalid-request', [{ code: 1, description: 'Params Error' }]],
    [422, 'Unprocessable', 'invalid-request', []],
    [401, 'invalid access token', 'unauthorized', []],
    [403, 'forbidden', 'unauthorized', []],
    [404, 'Payment not found', 'not-found', []],
    [429, 'Too many requests', 'unavailable', []],
    [500, 'Internal error', 'unavailable', []],
    [503, 'Service unavailable', 'unavailable', []],
  ] as const)('maps HTTP %i "%s" to %s', (status, message, reason, cause) => {
    expect(reasonFor(apiError(status, message, [...cause]))).toBe(reason);
  });

  it('maps connection failures and timeouts to unavailable', () => {
    expect(reasonFor(new MPConnectionError(new Error('connect ECONNREFUSED 127.0.0.1:9')))).toBe(
      'unavailable',
    );
    expect(
      reasonFor(new MPConnectionError(new DOMException('This operation was aborted', 'AbortError'))),
    ).toBe('unavailable');
  });

  it('reads the plain error bodies older SDKs threw', () => {
    const body = {
      message: 'payer.email must be a valid email',
      error: 'bad_request',
      status: 400,
      cause: [],
    };
    expect(reasonFor(body)).toBe('invalid-payer-email');
    expect(reasonFor({ message: 'not found', error: 'not_found', status: 404, cause: [] })).toBe('not-found');
  });

  it('keeps the SDK error as the cause and leaves bugs alone', () => {
    const conflict = new MPIdempotencyError({ message: 'conflict', status: 409 });
    expect(toPaymentGatewayError(conflict)).toMatchObject({ reason: 'invalid-request', cause: conflict });
    const bug = new TypeError('x is undefined');
    expect(toPaymentGatewayError(bug)).toBe(bug);
  });
});
