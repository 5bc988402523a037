// The platform's billing client (official SDK: PreApprovalPlan, PreApproval, Invoice) against the simulator's
// Subscriptions API, and the simulator's cycle controls with their signed notifications.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BillingGatewayError } from './billing-gateway.ts';
import { createMercadoPagoBilling } from './mercado-pago-billing.ts';
import { type FakeMercadoPago, startFakeMercadoPago } from './simulator/mercado-pago-simulator.ts';
import { verifyWebhookSignature } from './webhook-signature.ts';

const secret = 'segredo-da-plataforma';

describe('billing through the SDK against the simulator', () => {
  let fake: FakeMercadoPago;
  let platform: http.Server;
  const received: { url: URL; signature: string | undefined; requestId: string | undefined; body: any }[] =
    [];

  beforeAll(async () => {
    fake = await startFakeMercadoPago();
    platform = http.createServer((request, response) => {
      let text = '';
      request.on('data', (chunk) => {
        text += chunk;
      });
      request.on('end', () => {
        received.push({
          url: new URL(request.url ?? '/', 'http://platform'),
          signature: request.headers['x-signature'] as string | undefined,
          requestId: request.headers['x-request-id'] as string | undefined,
          body: JSON.parse(text),
        });
        response.end('{}');
      });
    });
    await new Promise<void>((resolve) => platform.listen(0, '127.0.0.1', resolve));
    fake.setSubscriptionWebhook({
      url: `http://127.0.0.1:${(platform.address() as AddressInfo).port}/api/plataforma/assinaturas/notificacoes`,
      secret,
    });
  });
  afterAll(async () => {
    await fake.close();
    await new Promise((resolve) => platform.close(resolve));
  });

  const billing = () =>
    createMercadoPagoBilling({ accessToken: 'TEST-plataforma', apiUrl: fake?.url, maxRetries: 0 });

  async function planAndSubscription(cardTokenId: string, startDate: Date | null = null) {
    const plan = await billing().createPlan({
      reason: 'Revela Profissional (mensal)',
      cycle: 'MONTHLY',
      amountCents: 7_900,
      backUrl: 'https://plataforma.test/adm/meu-plano',
      idempotencyKey: `plano-${cardTokenId}`,
    });
    const subscription = await billing().createSubscription({
      providerPlanId: plan.id,
      reason: 'Revela Profissional (mensal)',
      externalReference: 'estudio-1',
      payerEmail: 'dono@estudio.test',
      cardTokenId,
      cycle: 'MONTHLY',
      amountCents: 7_900,
      startDate,
      backUrl: 'https://plataforma.test/adm/meu-plano',
      idempotencyKey: `assinatura-${cardTokenId}`,
    });
    return { plan, subscription };
  }

  it('makes a preapproval plan and a preapproval with the platform token, in reais, and charges the first cycle', async () => {
    const { plan, subscription } = await planAndSubscription('teste-APRO-1');
    expect(fake.subscriptions.plans.get(plan.id)?.resource).toMatchObject({
      auto_recurring: { frequency: 1, frequency_type: 'months', transaction_amount: 79, currency_id: 'BRL' },
    });
    expect(subscription).toMatchObject({
      status: 'authorized',
      externalReference: 'estudio-1',
      amountCents: 7_900,
    });
    const stored = fake.subscriptions.preapprovals.get(subscription.id)!;
    expect(stored.accessToken).toBe('TEST-plataforma');
    expect(stored.charges).toHaveLength(1);
    const charge = await billing().getCharge(stored.charges[0]!);
    expect(charge).toMatchObject({
      preapprovalId: subscription.id,
      status: 'processed',
      amountCents: 7_900,
      paymentStatus: 'approved',
    });
    const calls = fake.requests.filter((request) => request.accessToken === 'TEST-plataforma');
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(
      expect.arrayContaining(['POST /preapproval_plan/', 'POST /preapproval/']),
    );
    expect(calls.every((call) => call.method === 'GET' || call.idempotencyKey)).toBe(true);
  });

  it('gives the same preapproval back for the same idempotency key', async () => {
    const first = await planAndSubscription('teste-APRO-2');
    const again = await planAndSubscription('teste-APRO-2');
    expect(again.subscription.id).toBe(first.subscription.id);
    expect(again.plan.id).toBe(first.plan.id);
  });

  it('refuses a card the bank refuses, making nothing', async () => {
    const before = fake.subscriptions.preapprovals.size;
    const refused = await planAndSubscription('teste-FUND-3').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(BillingGatewayError);
    expect((refused as BillingGatewayError).reason).toBe('card-refused');
    expect(fake.subscriptions.preapprovals.size).toBe(before);
  });

  it('charges nothing before a trial ends: the first charge is at its start date', async () => {
    const trialEnd = new Date(Date.now() + 10 * 86_400_000);
    const { subscription } = await planAndSubscription('teste-APRO-4', trialEnd);
    expect(subscription.nextPaymentDate?.getTime()).toBe(trialEnd.getTime());
    expect(fake.subscriptions.preapprovals.get(subscription.id)!.charges).toHaveLength(0);
  });

  it('approves, refuses and fails cycles, notifying the platform signed like payments', async () => {
    const { subscription } = await planAndSubscription('teste-APRO-5');
    received.length = 0;
    const approved = await fake.runCycle(subscription.id, 'approved');
    const refused = await fake.runCycle(subscription.id, 'refused');
    const failed = await fake.runCycle(subscription.id, 'failed');
    expect([approved, refused, failed].map(({ notified }) => notified)).toEqual([200, 200, 200]);
    expect(await billing().getCharge(refused.charge.id)).toMatchObject({
      status: 'recycling',
      paymentStatus: 'rejected',
      paymentStatusDetail: 'cc_rejected_insufficient_amount',
    });
    expect(await billing().getCharge(failed.charge.id)).toMatchObject({ status: 'cancelled' });
    const chargeIds = [approved, refused, failed].map(({ charge }) => charge.id);
    const ofCycles = received.filter((notice) => chargeIds.includes(notice.url.searchParams.get('data.id')!));
    expect(ofCycles.map((notice) => notice.url.searchParams.get('type'))).toEqual([
      'subscription_authorized_payment',
      'subscription_authorized_payment',
      'subscription_authorized_payment',
    ]);
    for (const notice of ofCycles) {
      expect(notice.url.pathname).toBe('/api/plataforma/assinaturas/notificacoes');
      expect(notice.body).toMatchObject({
        type: 'subscription_authorized_payment',
        data: { id: expect.any(String) },
      });
      const check = verifyWebhookSignature({
        xSignature: notice.signature,
        xRequestId: notice.requestId,
        dataId: notice.url.searchParams.get('data.id'),
        secret,
      });
      expect(check).toEqual({ ok: true });
      expect(
        verifyWebhookSignature({
          xSignature: notice.signature,
          xRequestId: notice.requestId,
          dataId: notice.url.searchParams.get('data.id'),
          secret: 'outro-segredo',
        }),
      ).toEqual({ ok: false, reason: 'SignatureMismatch' });
    }
  });

  it('retries a refused cycle with a new card, changes the amount and cancels', async () => {
    const { subscription } = await planAndSubscription('teste-APRO-6');
    const { charge } = await fake.runCycle(subscription.id, 'refused');
    const updated = await billing().updateSubscription(
      subscription.id,
      { cardTokenId: 'teste-APRO-novo' },
      'k1',
    );
    expect(updated.status).toBe('authorized');
    expect(await billing().getCharge(charge.id)).toMatchObject({
      status: 'processed',
      paymentStatus: 'approved',
    });
    const cheaper = await billing().updateSubscription(subscription.id, { amountCents: 4_950 }, 'k2');
    expect(cheaper.amountCents).toBe(4_950);
    const cancelled = await billing().updateSubscription(subscription.id, { status: 'cancelled' }, 'k3');
    expect(cancelled.status).toBe('cancelled');
    const late = await fake.runCycle(subscription.id, 'approved').catch((error: unknown) => error);
    expect(late).toBeInstanceOf(Error);
  });

  it('answers an unknown preapproval as not found, and another account cannot read one', async () => {
    const { subscription } = await planAndSubscription('teste-APRO-7');
    const other = createMercadoPagoBilling({
      accessToken: 'TEST-outra-conta',
      apiUrl: fake.url,
      maxRetries: 0,
    });
    const error = await other.getSubscription(subscription.id).catch((caught: unknown) => caught);
    expect((error as BillingGatewayError).reason).toBe('not-found');
  });
});
