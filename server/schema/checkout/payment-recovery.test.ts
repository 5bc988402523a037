// Checkout recovers from a lost answer and never charges twice: a timeout leaves the attempt 'unknown' (not
// cancelled) until Mercado Pago is asked; an attempt cut off by a crash is settled when the customer comes back, or
// by the periodic sweep.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { settleAllStaleAttempts, unsettledGraceMs } from '../../services/checkout/reconcile-payment.ts';
import { addPhoto, cardForm, pay, pixForm, savePersonalData } from '../../test/checkout-steps.ts';
import { type CustomerClient, openGallery } from '../../test/customer-client.ts';
import { shopOfThisFile } from '../../test/shop.ts';

const shop = shopOfThisFile();

async function readyCustomer(): Promise<CustomerClient> {
  const customer = await openGallery(shop.t, shop.host, shop.digital.event.slug);
  await addPhoto(customer, shop.digital.photos[0]!.name);
  await savePersonalData(customer);
  return customer;
}

const madeFor = (orderId: string) =>
  [...shop.mercadoPago.payments.values()].filter((p) => p.resource.external_reference === orderId);

const attemptsOf = (orderId: string) =>
  shop.t.db.payment.findMany({ where: { orderId }, orderBy: { createdAt: 'asc' } });

const sessionOfOrder = async (orderId: string) =>
  (await shop.t.db.order.findUniqueOrThrow({ where: { id: orderId } })).sessionId!;

/** As if the server died right after saving the attempt: no answer recorded, and long enough ago. */
async function cutOff(paymentId: string) {
  await shop.t.db.payment.update({
    where: { id: paymentId },
    data: { statusDetail: null, createdAt: new Date(Date.now() - unsettledGraceMs - 1000) },
  });
}

/** A customer whose checkout the server died in before Mercado Pago's answer, Mercado Pago having made nothing. */
async function cutOffBeforeAnyCharge() {
  const customer = await readyCustomer();
  const first = await pay(customer, pixForm());
  const orderId = first.body.pedidoId as string;
  const [attempt] = await attemptsOf(orderId);
  shop.mercadoPago.payments.delete(attempt!.providerPaymentId!);
  await shop.t.db.payment.update({ where: { id: attempt!.id }, data: { providerPaymentId: null } });
  await cutOff(attempt!.id);
  return { customer, orderId };
}

describe('payments whose answer never came', () => {
  it('a timeout then a late approval is one charge and one paid order', async () => {
    const customer = await readyCustomer();
    const key = randomUUID();
    // Mercado Pago makes the payment, but neither the first try nor the SDK's two retries get an answer.
    shop.mercadoPago.failNextCreates(3, 'drop');
    const lost = await pay(customer, pixForm(), key);
    expect(lost.status, JSON.stringify(lost.body)).toBe(200);
    expect(lost.body.status).toBe('pending');
    const orderId = lost.body.pedidoId as string;
    const [attempt] = await attemptsOf(orderId);
    expect(attempt).toMatchObject({ status: 'PENDING', statusDetail: 'unknown', providerPaymentId: null });

    // The same submission again answers the same attempt and makes nothing new; another key must wait.
    const again = await pay(customer, pixForm(), key);
    expect(again.body).toMatchObject({ id: lost.body.id, pedidoId: orderId });
    expect((await pay(customer, pixForm())).status).toBe(409);
    expect(madeFor(orderId)).toHaveLength(1);

    // The payer pays the Pix; then the reconciliation job asks Mercado Pago and settles the attempt.
    shop.mercadoPago.setStatus(madeFor(orderId)[0]!.id, 'approved');
    await shop.t.retryJobsNow();
    await shop.t.settle();
    const [settled] = await attemptsOf(orderId);
    expect(settled).toMatchObject({ status: 'APPROVED', providerPaymentId: madeFor(orderId)[0]!.id });
    expect(await shop.t.db.order.findUniqueOrThrow({ where: { id: orderId } })).toMatchObject({
      status: 'PREPARING_DELIVERY',
      paymentStatus: 'APPROVED',
    });
    expect(madeFor(orderId)).toHaveLength(1);
    expect(await shop.t.db.order.count({ where: { sessionId: await sessionOfOrder(orderId) } })).toBe(1);
  });

  it('an attempt cut off by a crash does not block the customer: the next payment settles it first', async () => {
    const { customer, orderId } = await cutOffBeforeAnyCharge();

    const paid = await pay(customer, cardForm('APRO'));
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body).toMatchObject({ status: 'approved', pedidoId: orderId });
    const attempts = await attemptsOf(orderId);
    expect(attempts.map((a) => [a.status, a.statusDetail])).toEqual([
      ['CANCELLED', 'not_created:reconciled'],
      ['APPROVED', 'accredited'],
    ]);
  });

  it('one cut off after Mercado Pago charged is linked to that charge, not charged again', async () => {
    const customer = await readyCustomer();
    const first = await pay(customer, cardForm('APRO'));
    const orderId = first.body.pedidoId as string;
    const [attempt] = await attemptsOf(orderId);
    const charged = attempt!.providerPaymentId!;
    // Put the order back as the crash left it: attempt saved, answer never recorded, order and cart waiting.
    await shop.t.db.payment.update({
      where: { id: attempt!.id },
      data: { providerPaymentId: null, status: 'PENDING' },
    });
    await shop.t.db.order.update({
      where: { id: orderId },
      data: { status: 'AWAITING_PAYMENT', paymentStatus: 'PENDING', paidAt: null },
    });
    await shop.t.db.cart.updateMany({
      where: { sessionId: await sessionOfOrder(orderId) },
      data: { status: 'AWAITING_PAYMENT' },
    });
    await cutOff(attempt!.id);

    // Choosing another method first asks Mercado Pago: the charge is found, so there is nothing to choose again.
    const back = await customer.rest(
      'PATCH',
      `/api/${customer.eventSlug}/carrinho/escolher-outro-meio-de-pagamento`,
      { body: { pagamentoId: attempt!.id } },
    );
    expect(back.status).toBe(409);
    expect(await attemptsOf(orderId)).toMatchObject([{ status: 'APPROVED', providerPaymentId: charged }]);
    expect(await shop.t.db.order.findUniqueOrThrow({ where: { id: orderId } })).toMatchObject({
      paymentStatus: 'APPROVED',
    });
    expect(madeFor(orderId)).toHaveLength(1);
  });

  it('the periodic sweep settles what nobody comes back for, so no cart stays stuck', async () => {
    const { orderId } = await cutOffBeforeAnyCharge();

    expect(await settleAllStaleAttempts({ db: shop.t.db, services: shop.t.services })).toBe(1);
    expect(await attemptsOf(orderId)).toMatchObject([{ status: 'CANCELLED' }]);
    expect(
      await shop.t.db.cart.findFirstOrThrow({ where: { sessionId: await sessionOfOrder(orderId) } }),
    ).toMatchObject({ status: 'SHOPPING' });
  });
});
