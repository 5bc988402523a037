// The Payment Brick replaced by a stub window.MercadoPago whose buttons submit realistic Brick form data (card with
// a test cardholder, Pix, boleto); and the simulated Mercado Pago's controls, to pay a Pix as the bank would.
// The e2e server's payments are simulated (the demo's test form replaces the Brick there): journeys that pay through
// the Brick see the checkout as a live server answers it.
import { expect, type Page } from '@playwright/test';
import checkoutRouteQuery from '../../../client/src/__generated__/CheckoutRouteQuery.graphql.ts';

/** Where Mercado Pago's SDK script is loaded from (the Brick). */
export const mercadoPagoSdk = /^https:\/\/sdk\.mercadopago\.com\/js\/v2/;

/** The checkout as a server with live payments answers it: the Payment Brick, not the demo's test form. */
export async function answerAsLiveServer(page: Page) {
  const checkoutId = checkoutRouteQuery.params.id!;
  await page.route('**/graphql', async (route) => {
    if (!route.request().postData()?.includes(checkoutId)) return route.fallback();
    const response = await route.fetch();
    const body = (await response.text()).replace('"paymentTestMode":true', '"paymentTestMode":false');
    await route.fulfill({ response, body });
  });
}

export const simulatorUrl = `http://127.0.0.1:${process.env.E2E_MP_PORT ?? 4311}`;

/** The demo studio's webhook secret in the browser tests. */
export const e2eWebhookSecret = 'segredo-e2e';

/** The stub as the SDK script's body, for a journey that serves it in place of Mercado Pago's. */
export const paymentBrickStubScript = () => `(${installPaymentBrickStub.toString()})();`;

export async function stubPaymentBrick(page: Page) {
  await answerAsLiveServer(page);
  await page.addInitScript(installPaymentBrickStub);
}

function installPaymentBrickStub() {
  interface Settings {
    initialization: { amount: number; payer?: { email?: string } };
    callbacks: { onSubmit: (data: unknown) => Promise<unknown>; onReady?: () => void };
  }
  window.MercadoPago = class {
    bricks() {
      return {
        create: async (_name: string, containerId: string, settings: Settings) => {
          const box = document.getElementById(containerId)!;
          const email = settings.initialization.payer?.email ?? 'pagador@exemplo.com';
          const submit = (selectedPaymentMethod: string, formData: Record<string, unknown>) =>
            settings.callbacks
              .onSubmit({
                selectedPaymentMethod,
                formData: { transaction_amount: settings.initialization.amount, ...formData },
              })
              .catch(() => undefined);
          const card = (holder: string) => () =>
            submit('credit_card', {
              token: `card-${holder}-${Math.random().toString(36).slice(2)}`,
              issuer_id: '24',
              payment_method_id: 'master',
              payment_type_id: 'credit_card',
              installments: 1,
              payer: { email, identification: { type: 'CPF', number: '52998224725' } },
            });
          box.innerHTML = '';
          const buttons: [string, () => void][] = [
            ['Pagar com cartão', card('APRO')],
            ['Pagar com cartão sem saldo', card('FUND')],
            ['Pagar com Pix', () => submit('bank_transfer', { payment_method_id: 'pix', payer: { email } })],
          ];
          for (const [label, action] of buttons) {
            const button = document.createElement('button');
            button.type = 'button';
            button.textContent = label;
            button.onclick = action;
            box.append(button);
          }
          settings.callbacks.onReady?.();
          return { unmount: () => box.replaceChildren(), update: () => undefined };
        },
      };
    }
  };
}

interface SimulatedPayment {
  id: string;
  status: string;
  payer_email: string;
}

/** The customer's (latest) Pix is paid: Mercado Pago notifies the store, signed with the studio's secret. */
export async function payPix(payerEmail: string, secret: string): Promise<void> {
  const list = (await (await fetch(`${simulatorUrl}/simulador/pagamentos`)).json()) as SimulatedPayment[];
  const payment = list.filter((item) => item.payer_email === payerEmail && item.status === 'pending').at(-1);
  if (!payment) throw new Error(`no pending payment of ${payerEmail}`);
  const response = await fetch(`${simulatorUrl}/simulador/pagamentos/${payment.id}`, {
    method: 'POST',
    body: JSON.stringify({ status: 'approved', notify: true, secret }),
  });
  const answer = (await response.json()) as { notification_status: number | null };
  if (answer.notification_status !== 200)
    throw new Error(`notification answered ${answer.notification_status}`);
}

/** Pays the checkout with the demo's own test form (simulated payments), approved (APRO). */
export async function payWithTestCard(page: Page, amount: string) {
  const form = page.getByRole('form', { name: 'Pagamento de teste' });
  await form.getByLabel('Nome do titular (define o resultado)').selectOption('APRO');
  await form.getByRole('button', { name: `Pagar ${amount}` }).click();
  // The payment goes through the simulated Mercado Pago: on a busy machine it takes more than a click's 5 s.
  await expect(page.getByRole('heading', { name: 'Pagamento Aprovado' })).toBeVisible({ timeout: 15_000 });
}
