// A studio's whole life as a subscriber of the platform, against the simulated Mercado Pago: trial, subscription,
// an approved cycle, a refused one ('Pendências no plano': e-mail, uploads stop, the storefront keeps selling), the
// card updated and active again, an upgrade and a refused downgrade, cancellation at the end of the period and the
// fall to the free plan; plus the notification path's signature checks.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusedCycleMessage } from '../../domain/billing.ts';
import type { Event, Studio } from '../../generated/prisma/client.ts';
import { type AdminClient, logInAsAdmin } from '../../test/admin-client.ts';
import { addPhoto, cardForm, pay, savePersonalData } from '../../test/checkout-steps.ts';
import { openGallery } from '../../test/customer-client.ts';
import { factories } from '../../test/factories.ts';
import { shopAdmin, shopCredentials } from '../../test/shop.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { renderLandscapeJpeg } from '../images/generated-pictures.ts';
import { type FakeMercadoPago, startFakeMercadoPago } from '../payments/simulator/mercado-pago-simulator.ts';
import { signWebhook } from '../payments/webhook-signature.ts';
import { runBillingDaily, subscriptionNotificationPath } from './subscriptions.ts';

const platform = {
  BILLING: 'on',
  PLATFORM_MERCADO_PAGO_ACCESS_TOKEN: 'TEST-plataforma-revela',
  PLATFORM_MERCADO_PAGO_PUBLIC_KEY: 'TEST-plataforma-publica',
  PLATFORM_MERCADO_PAGO_WEBHOOK_SECRET: 'segredo-da-plataforma',
};
const day = 86_400_000;

const billingQuery = `query {
  studio {
    plan { code status message { type text } }
    billing {
      available publicKey trialDaysLeft prorationRule
      currentPlan { code }
      plans { code priceMonthlyCents }
      subscription { status cycle plan { code } nextPlan { code } priceCents nextChargeCents currentPeriodEnd cancelAtPeriodEnd lastPaymentStatus }
      charges { amountCents status paymentStatus approved }
    }
  }
}`;

const mutation = (name: string, input: string) => `mutation($input: ${input}!) {
  ${name}(input: $input) {
    __typename
    ... on Error { message }
    ... on ${name[0]!.toUpperCase()}${name.slice(1)}Payload { message }
  }
}`;

describe("a studio's subscription to the platform", () => {
  let t: TestApp;
  let mercadoPago: FakeMercadoPago;
  let server: http.Server;
  let studio: Studio;
  let event: Event;
  let photoName: string;
  let admin: AdminClient;
  let preapprovalId: string;
  let photo: Uint8Array;
  const host = 'loja.localhost';

  // One studio ready to sell (its own Mercado Pago credentials) on an app listening on loopback, so that the
  // simulator delivers the platform's notifications to it.
  beforeAll(async () => {
    mercadoPago = await startFakeMercadoPago();
    t = await createTestApp({
      MERCADO_PAGO_API_URL: mercadoPago.url,
      PUBLIC_URL: 'https://plataforma.revela.test',
      ...platform,
    });
    server = http.createServer(t.app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    mercadoPago.setSubscriptionWebhook({
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${subscriptionNotificationPath}`,
      secret: platform.PLATFORM_MERCADO_PAGO_WEBHOOK_SECRET,
    });
    const make = factories(t.db, t.services);
    const created = await make.studio({
      name: 'Estúdio Loja',
      slug: 'loja',
      adminEmail: shopAdmin.email,
      adminPassword: shopAdmin.password,
    });
    const trialPlan = await t.db.plan.findFirstOrThrow({ where: { isTrialPlan: true } });
    studio = await t.db.studio.update({
      where: { id: created.id },
      data: {
        planId: trialPlan.id,
        trialEndsAt: new Date(Date.now() + 10 * day),
        mercadoPagoPublicKey: shopCredentials.publicKey,
        mercadoPagoAccessToken: t.services.secrets.encrypt(shopCredentials.accessToken),
        mercadoPagoWebhookSecret: t.services.secrets.encrypt(shopCredentials.webhookSecret),
      },
    });
    const base = await make.event(studio, { name: 'Digital' });
    event = await t.db.event.update({
      where: { id: base.id },
      data: { deliveryFormat: 'DIGITAL', digitalPriceCents: 1250 },
    });
    photoName = (await make.photo(studio, event, { originalName: 'DSC_1.jpg' })).name;
    admin = await logInAsAdmin(t, studio, shopAdmin.email, shopAdmin.password);
    photo = await renderLandscapeJpeg(600, 400, 3);
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await t?.close();
    await mercadoPago?.close();
  });

  const billing = async () => {
    const result = await admin.graphql(billingQuery);
    expect(result.errors).toBeUndefined();
    return result.data.studio;
  };
  const studioRow = () => t.db.studio.findUniqueOrThrow({ where: { id: studio.id } });
  const upload = () =>
    admin.rest('POST', `/api/adm/${event.slug}/imagem`, {
      bytes: photo,
      headers: { 'X-Nome-Arquivo': `IMG_${randomUUID().slice(0, 6)}.JPG`, 'X-Tipo': 'image/jpeg' },
    });
  /** Mercado Pago's notifications go out after its answer: wait for what they record. */
  async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
    for (let attempt = 0; attempt < 100; attempt++) {
      const value = await read();
      if (done(value)) return value;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return read();
  }
  async function customerPays() {
    const customer = await openGallery(t, host, event.slug);
    await addPhoto(customer, photoName);
    await savePersonalData(customer);
    return pay(customer, cardForm('APRO'));
  }

  it('shows the trial, the plans and the platform key before any subscription', async () => {
    const { billing: view } = await billing();
    expect(view).toMatchObject({
      available: true,
      publicKey: 'TEST-plataforma-publica',
      trialDaysLeft: 10,
      currentPlan: { code: 'profissional' },
      subscription: null,
      charges: [],
    });
    expect(view.plans.map((plan: { code: string }) => plan.code)).toEqual([
      'gratuito',
      'profissional',
      'estudio',
    ]);
    expect(view.prorationRule).toContain('diferença de preço pelos dias que faltam');
    // The storefront sells in trial, as in every step below.
    expect((await customerPays()).status).toBe(200);
  });

  it('refuses a card the bank refuses and leaves nothing behind', async () => {
    const result = await admin.graphql(mutation('subscribeToPlan', 'SubscribeToPlanInput'), {
      input: { planCode: 'profissional', cycle: 'MONTHLY', cardToken: 'teste-FUND-recusado' },
    });
    expect(result.data.subscribeToPlan).toEqual({
      __typename: 'SubscriptionCardRefusedError',
      message: 'O cartão foi recusado. Confira os dados ou use outro cartão.',
    });
    expect(await t.db.studioSubscription.count({ where: { studioId: studio.id } })).toBe(0);
  });

  it('refuses the free plan, which is never billed', async () => {
    const result = await admin.graphql(mutation('subscribeToPlan', 'SubscribeToPlanInput'), {
      input: { planCode: 'gratuito', cycle: 'MONTHLY', cardToken: 'teste-APRO-1' },
    });
    expect(result.data.subscribeToPlan.__typename).toBe('PlanNotOfferedError');
  });

  it('subscribes in trial at the price of the plan: nothing charged until the trial ends', async () => {
    const result = await admin.graphql(mutation('subscribeToPlan', 'SubscribeToPlanInput'), {
      input: { planCode: 'profissional', cycle: 'MONTHLY', cardToken: 'teste-APRO-cartao' },
    });
    expect(result.data.subscribeToPlan).toEqual({
      __typename: 'SubscribeToPlanPayload',
      message: 'Assinatura feita',
    });
    const preapproval = [...mercadoPago.subscriptions.preapprovals.values()].at(-1)!;
    preapprovalId = preapproval.id;
    expect(preapproval.accessToken).toBe('TEST-plataforma-revela');
    expect(preapproval.resource()).toMatchObject({
      external_reference: studio.id,
      auto_recurring: { transaction_amount: 79, currency_id: 'BRL' },
    });
    expect(preapproval.charges).toHaveLength(0);
    const { billing: view } = await billing();
    expect(view.subscription).toMatchObject({
      status: 'AUTHORIZED',
      cycle: 'MONTHLY',
      plan: { code: 'profissional' },
      priceCents: 7_900,
      nextChargeCents: 7_900,
      cancelAtPeriodEnd: false,
    });
    const trialEnd = (await studioRow()).trialEndsAt!;
    expect(new Date(view.subscription.currentPeriodEnd).getTime()).toBe(trialEnd.getTime());
    // A second subscription is refused.
    const twice = await admin.graphql(mutation('subscribeToPlan', 'SubscribeToPlanInput'), {
      input: { planCode: 'estudio', cycle: 'MONTHLY', cardToken: 'teste-APRO-2' },
    });
    expect(twice.data.subscribeToPlan.__typename).toBe('AlreadySubscribedError');
  });

  it('upgrades in trial with nothing to prorate (trial days are free), and a way back waits for the period end', async () => {
    const up = await admin.graphql(mutation('changeSubscriptionPlan', 'ChangeSubscriptionPlanInput'), {
      input: { planCode: 'estudio' },
    });
    expect(up.data.changeSubscriptionPlan.message).toBe('Plano alterado');
    expect((await billing()).billing.subscription).toMatchObject({
      plan: { code: 'estudio' },
      nextChargeCents: 19_900,
    });
    const down = await admin.graphql(mutation('changeSubscriptionPlan', 'ChangeSubscriptionPlanInput'), {
      input: { planCode: 'profissional' },
    });
    expect(down.data.changeSubscriptionPlan.message).toBe('Mudança agendada para o fim do período já pago');
    expect((await billing()).billing.subscription).toMatchObject({
      plan: { code: 'estudio' },
      nextPlan: { code: 'profissional' },
      nextChargeCents: 7_900,
    });
  });

  it('records an approved cycle from its signed notification, and ends the trial', async () => {
    await t.db.studio.update({
      where: { id: studio.id },
      data: { trialEndsAt: new Date(Date.now() - 1000) },
    });
    const { charge, notified } = await mercadoPago.runCycle(preapprovalId, 'approved');
    expect(notified).toBe(200);
    const { billing: view, plan } = await billing();
    expect(view.charges).toEqual([
      { amountCents: 7_900, status: 'processed', paymentStatus: 'approved', approved: true },
    ]);
    expect(view.subscription).toMatchObject({
      lastPaymentStatus: 'approved',
      // The scheduled way back took over with the paid cycle.
      plan: { code: 'profissional' },
      nextPlan: null,
      priceCents: 7_900,
    });
    expect(plan).toMatchObject({ code: 'profissional', status: 'ACTIVE' });
    expect((await studioRow()).trialEndsAt).toBeNull();
    // The same notification again changes nothing.
    const again = await mercadoPago.runCycle(preapprovalId, 'approved');
    expect(again.charge.id).not.toBe(charge.id);
    expect((await billing()).billing.charges).toHaveLength(2);
  });

  it('a refused cycle makes the plan pending: e-mail to the owner, uploads stop, the storefront keeps selling', async () => {
    const { notified } = await mercadoPago.runCycle(preapprovalId, 'refused');
    expect(notified).toBe(200);
    const { plan, billing: view } = await billing();
    expect(plan).toEqual({
      code: 'profissional',
      status: 'PENDING',
      message: { type: 'FAILURE', text: refusedCycleMessage },
    });
    expect(view.subscription).toMatchObject({ status: 'PAST_DUE', lastPaymentStatus: 'rejected' });
    const mail = await t.db.emailMessage.findFirstOrThrow({ where: { kind: 'subscription-refused' } });
    expect(mail).toMatchObject({ toAddress: shopAdmin.email, subject: 'Pendências no plano - Estúdio Loja' });
    expect(mail.textBody).toContain('https://plataforma.revela.test/adm/meu-plano');

    const refusedUpload = await upload();
    expect(refusedUpload).toMatchObject({
      status: 403,
      body: { mensagem: { texto: 'Pendências no plano. Upload não realizado' } },
    });

    const paid = await customerPays();
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body).toMatchObject({ status: 'approved' });

    // A second refusal of the same cycle sends no second e-mail.
    await mercadoPago.runCycle(preapprovalId, 'failed');
    expect(await t.db.emailMessage.count({ where: { kind: 'subscription-refused' } })).toBe(1);
  });

  it('an updated card is charged again at once and the plan is active again', async () => {
    const result = await admin.graphql(mutation('updateSubscriptionCard', 'UpdateSubscriptionCardInput'), {
      input: { cardToken: 'teste-APRO-novo-cartao' },
    });
    expect(result.data.updateSubscriptionCard.__typename).toBe('UpdateSubscriptionCardPayload');
    const { plan } = await until(billing, (studio) => studio.plan.status === 'ACTIVE');
    expect(plan).toEqual({ code: 'profissional', status: 'ACTIVE', message: null });
    expect((await billing()).billing.subscription.status).toBe('AUTHORIZED');
    expect((await upload()).status).toBe(201);
    expect((await customerPays()).status).toBe(200);
  });

  it('upgrades at once, adding the rest of the period to the next charge, charged once', async () => {
    const result = await admin.graphql(mutation('changeSubscriptionPlan', 'ChangeSubscriptionPlanInput'), {
      input: { planCode: 'estudio' },
    });
    expect(result.data.changeSubscriptionPlan).toEqual({
      __typename: 'ChangeSubscriptionPlanPayload',
      message: 'Plano alterado',
    });
    const { billing: view, plan } = await billing();
    expect(plan.code).toBe('estudio');
    expect(view.subscription.priceCents).toBe(19_900);
    // Most of a month is left: the next charge is the new price plus nearly all of the difference.
    expect(view.subscription.nextChargeCents).toBeGreaterThan(19_900 + 10_000);
    expect(view.subscription.nextChargeCents).toBeLessThanOrEqual(19_900 + 12_000);
    expect(mercadoPago.subscriptions.preapprovals.get(preapprovalId)!.amount * 100).toBe(
      view.subscription.nextChargeCents,
    );
    await mercadoPago.runCycle(preapprovalId, 'approved');
    const after = await until(billing, (studio) => studio.billing.subscription.nextChargeCents === 19_900);
    expect(after.billing.subscription.nextChargeCents).toBe(19_900);
    await until(
      async () => mercadoPago.subscriptions.preapprovals.get(preapprovalId)!.amount,
      (amount) => amount === 199,
    );
    expect(mercadoPago.subscriptions.preapprovals.get(preapprovalId)!.amount).toBe(199);
  });

  it('refuses a downgrade below the storage in use, in Portuguese, and schedules one that fits', async () => {
    await t.db.studio.update({
      where: { id: studio.id },
      data: { highResStorageUsedBytes: 150_000_000_000n },
    });
    const refused = await admin.graphql(mutation('changeSubscriptionPlan', 'ChangeSubscriptionPlanInput'), {
      input: { planCode: 'profissional' },
    });
    expect(refused.data.changeSubscriptionPlan).toEqual({
      __typename: 'DowngradeBelowUsageError',
      message:
        'Não é possível mudar para o plano Profissional: você usa 150 GB em fotos de alta resolução, e o plano permite 100 GB. Apague fotos ou escolha um plano maior.',
    });
    await t.db.studio.update({
      where: { id: studio.id },
      data: { highResStorageUsedBytes: 1_000_000n },
    });
    const scheduled = await admin.graphql(mutation('changeSubscriptionPlan', 'ChangeSubscriptionPlanInput'), {
      input: { planCode: 'profissional' },
    });
    expect(scheduled.data.changeSubscriptionPlan.message).toBe(
      'Mudança agendada para o fim do período já pago',
    );
    const { billing: view, plan } = await billing();
    expect(plan.code).toBe('estudio');
    expect(view.subscription).toMatchObject({ nextPlan: { code: 'profissional' }, nextChargeCents: 7_900 });
    // The next approved cycle switches the plan.
    await mercadoPago.runCycle(preapprovalId, 'approved');
    const switched = await until(billing, (studio) => studio.plan.code === 'profissional');
    expect(switched.billing.subscription).toMatchObject({
      plan: { code: 'profissional' },
      nextPlan: null,
      priceCents: 7_900,
    });
  });

  it('cancels at the end of the period, then falls to the free plan (the daily job, twice)', async () => {
    const result = await admin.graphql(
      `mutation { cancelSubscription { __typename ... on Error { message } } }`,
    );
    expect(result.data.cancelSubscription.__typename).toBe('CancelSubscriptionPayload');
    expect(mercadoPago.subscriptions.preapprovals.get(preapprovalId)!.status).toBe('cancelled');
    const { billing: view, plan } = await billing();
    expect(view.subscription).toMatchObject({
      status: 'CANCELLED',
      cancelAtPeriodEnd: true,
      nextChargeCents: null,
    });
    expect(plan.code).toBe('profissional');
    const periodEnd = new Date(view.subscription.currentPeriodEnd);
    expect(await runBillingDaily(t.db, new Date(periodEnd.getTime() - day))).toEqual({
      fell: 0,
      trialsEnded: 0,
    });
    expect(await runBillingDaily(t.db, new Date(periodEnd.getTime() + 1000))).toEqual({
      fell: 1,
      trialsEnded: 0,
    });
    expect(await runBillingDaily(t.db, new Date(periodEnd.getTime() + 2000))).toEqual({
      fell: 0,
      trialsEnded: 0,
    });
    expect((await billing()).plan.code).toBe('gratuito');
    // Still selling on the free plan.
    expect((await customerPays()).status).toBe(200);
  });

  it('a trial over without a subscription falls to the free plan once', async () => {
    const trialPlan = await t.db.plan.findFirstOrThrow({ where: { isTrialPlan: true } });
    const other = await t.db.studio.create({
      data: {
        name: 'Outro',
        slug: `outro-${randomUUID().slice(0, 6)}`,
        planId: trialPlan.id,
        trialEndsAt: new Date(Date.now() - day),
      },
    });
    expect((await runBillingDaily(t.db)).fell).toBeGreaterThanOrEqual(1);
    const after = await t.db.studio.findUniqueOrThrow({
      where: { id: other.id },
      include: { plan: true },
    });
    expect(after).toMatchObject({ trialEndsAt: null, plan: { isDefault: true } });
    expect(await runBillingDaily(t.db)).toEqual({ fell: 0, trialsEnded: 0 });
  });

  // The notification path itself.
  const post = (headers: Record<string, string>, dataId = '123') =>
    t.rest('POST', `${subscriptionNotificationPath}?data.id=${dataId}&type=subscription_authorized_payment`, {
      headers,
      body: { type: 'subscription_authorized_payment', action: 'updated', data: { id: dataId } },
    });

  it('refuses a missing or wrong signature', async () => {
    expect(await post({})).toMatchObject({
      status: 401,
      body: { mensagem: { texto: 'Assinatura inválida' } },
    });
    const wrong = signWebhook({ dataId: '123', requestId: 'r1', secret: 'outro-segredo' });
    expect((await post({ 'x-signature': wrong, 'x-request-id': 'r1' })).status).toBe(401);
    // Signed for another id.
    const other = signWebhook({
      dataId: '999',
      requestId: 'r1',
      secret: platform.PLATFORM_MERCADO_PAGO_WEBHOOK_SECRET,
    });
    expect((await post({ 'x-signature': other, 'x-request-id': 'r1' })).status).toBe(401);
  });

  it('takes a valid one and reads the charge back from Mercado Pago (unknown here: ignored)', async () => {
    const valid = signWebhook({
      dataId: '123',
      requestId: 'r2',
      secret: platform.PLATFORM_MERCADO_PAGO_WEBHOOK_SECRET,
    });
    expect(await post({ 'x-signature': valid, 'x-request-id': 'r2' })).toMatchObject({
      status: 200,
      body: { mensagem: { texto: 'Objeto desconhecido' } },
    });
    expect(mercadoPago.requests.some((request) => request.path === '/authorized_payments/123')).toBe(true);
  });
});
