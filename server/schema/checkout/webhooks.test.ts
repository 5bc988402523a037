// Mercado Pago's payment notifications: only signed, fresh ones are read; the payment is always fetched back from
// Mercado Pago and must be for this order's amount; repeats change nothing; every delivery is logged.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addPhoto, pay, pixForm, savePersonalData } from '../../test/checkout-steps.ts';
import { openGallery } from '../../test/customer-client.ts';
import { shopCredentials, shopOfThisFile } from '../../test/shop.ts';

const shop = shopOfThisFile();

/** A customer's order waiting for a Pix: our order id and Mercado Pago's payment id. */
async function pendingPixOrder() {
  const customer = await openGallery(shop.t, shop.host, shop.digital.event.slug);
  await addPhoto(customer, shop.digital.photos[0]!.name);
  await savePersonalData(customer);
  const answer = await pay(customer, pixForm());
  expect(answer.body.status).toBe('pending');
  const orderId = answer.body.pedidoId as string;
  const payment = [...shop.mercadoPago.payments.values()].find(
    (p) => p.resource.external_reference === orderId,
  )!;
  return { customer, orderId, providerId: payment.id };
}

const orderOf = (id: string) => shop.t.db.order.findUniqueOrThrow({ where: { id } });

async function answerOf(response: Response) {
  return {
    status: response.status,
    texto: ((await response.json()) as { mensagem: { texto: string } }).mensagem.texto,
  };
}

describe('payment notifications', () => {
  it('refuses unsigned, forged, re-signed or stale notifications and leaves the order alone', async () => {
    const { orderId, providerId } = await pendingPixOrder();
    shop.mercadoPago.setStatus(providerId, 'approved');
    const refusals = [
      await shop.notify(providerId, { tamper: 'signature' }),
      await shop.notify(providerId, { tamper: 'timestamp' }),
      await shop.notify(providerId, { secret: 'outro-segredo' }),
      await shop.notify(providerId, { ts: Math.floor(Date.now() / 1000) - 3600 }),
      await shop.mercadoPago.notify({ webhookUrl: shop.webhookUrl, paymentId: providerId }),
    ];
    for (const response of refusals)
      expect(await answerOf(response)).toEqual({ status: 401, texto: 'Assinatura inválida' });
    expect(await orderOf(orderId)).toMatchObject({ status: 'AWAITING_PAYMENT', paymentStatus: 'PENDING' });
    const logged = await shop.t.db.paymentNotification.findMany({ where: { dataId: providerId } });
    expect(logged).toHaveLength(5);
    expect(logged.every((row) => row.error?.startsWith('signature') && row.processedAt)).toBe(true);

    // The genuine one goes through.
    expect(await answerOf(await shop.notify(providerId))).toEqual({ status: 200, texto: 'Recebido' });
    expect(await orderOf(orderId)).toMatchObject({ status: 'PREPARING_DELIVERY', paymentStatus: 'APPROVED' });
  });

  it('a payment Mercado Pago does not know is acknowledged and ignored', async () => {
    expect(await answerOf(await shop.notify('987654321'))).toEqual({
      status: 200,
      texto: 'Pagamento desconhecido',
    });
  });

  it('a payment for another amount does not pay the order', async () => {
    const { orderId } = await pendingPixOrder();
    // Someone pays R$ 0,01 with this order as the reference, through the studio's own account.
    const created = await fetch(`${shop.mercadoPago.url}/v1/payments`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${shopCredentials.accessToken}`,
        'Content-Type': 'application/json',
        'X-Idempotency-Key': randomUUID(),
      },
      body: JSON.stringify({
        transaction_amount: 0.01,
        payment_method_id: 'pix',
        external_reference: orderId,
        payer: { email: 'espertinho@exemplo.com' },
      }),
    });
    const cheap = (await created.json()) as { id: number };
    shop.mercadoPago.setStatus(String(cheap.id), 'approved');
    expect(await answerOf(await shop.notify(String(cheap.id)))).toEqual({
      status: 200,
      texto: 'Valor não confere',
    });
    expect(await orderOf(orderId)).toMatchObject({ status: 'AWAITING_PAYMENT', paymentStatus: 'PENDING' });
    expect(await shop.t.db.payment.count({ where: { providerPaymentId: String(cheap.id) } })).toBe(0);
  });

  it('a payment of another order of the studio is matched to its own order only', async () => {
    const first = await pendingPixOrder();
    const second = await pendingPixOrder();
    shop.mercadoPago.setStatus(first.providerId, 'approved');
    expect(await answerOf(await shop.notify(first.providerId))).toEqual({ status: 200, texto: 'Recebido' });
    expect(await orderOf(first.orderId)).toMatchObject({ paymentStatus: 'APPROVED' });
    expect(await orderOf(second.orderId)).toMatchObject({ paymentStatus: 'PENDING' });
  });

  it('repeats and late, older statuses change nothing; a refund after approval closes the downloads', async () => {
    const { customer, orderId, providerId } = await pendingPixOrder();
    shop.mercadoPago.setStatus(providerId, 'approved');
    await shop.notify(providerId);
    const paid = await orderOf(orderId);
    for (let index = 0; index < 3; index++) expect((await shop.notify(providerId)).status).toBe(200);
    expect(await orderOf(orderId)).toMatchObject({ paidAt: paid.paidAt, paymentStatus: 'APPROVED' });
    expect(await shop.t.db.emailMessage.count({ where: { orderId, kind: 'order-confirmed' } })).toBe(1);

    // A notification about the older "pending" state, delivered late.
    shop.mercadoPago.setStatus(providerId, 'pending', 'pending_waiting_transfer');
    await shop.notify(providerId);
    expect(
      await shop.t.db.payment.findFirstOrThrow({ where: { providerPaymentId: providerId } }),
    ).toMatchObject({ status: 'APPROVED' });

    shop.mercadoPago.setStatus(providerId, 'refunded');
    expect(await answerOf(await shop.notify(providerId))).toEqual({ status: 200, texto: 'Recebido' });
    expect(await orderOf(orderId)).toMatchObject({ paymentStatus: 'REFUNDED' });
    const page = await customer.rest('GET', `/api/${customer.eventSlug}/entrega/${orderId}`);
    expect(page.body.statusPagamento).toBe('refunded');
    expect(page.body.fotosDigitais[0].urlDownload).toBeNull();
  });

  it('an expired Pix lets the customer choose another payment method', async () => {
    const { customer, orderId, providerId } = await pendingPixOrder();
    shop.mercadoPago.setStatus(providerId, 'cancelled', 'expired');
    await shop.notify(providerId);
    const cart = (await customer.rest('GET', `/api/${customer.eventSlug}`)).body.carrinho;
    expect(cart).toMatchObject({ status: 'aguardando-pagamento', pagamento: { status: 'cancelled' } });
    const back = await customer.rest(
      'PATCH',
      `/api/${customer.eventSlug}/carrinho/escolher-outro-meio-de-pagamento`,
      {
        body: { pagamentoId: cart.pagamento.id },
      },
    );
    expect(back.status).toBe(200);
    expect(await orderOf(orderId)).toMatchObject({ status: 'AWAITING_PAYMENT', paymentStatus: 'CANCELLED' });
  });

  it('a notification for an unknown studio is answered 404', async () => {
    const unknown = await fetch(shop.webhookUrl.replace('/loja/', '/nenhum/'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ type: 'payment', data: { id: '1' } }),
    });
    expect(await answerOf(unknown)).toEqual({ status: 404, texto: 'Estúdio não encontrado' });
  });
});
