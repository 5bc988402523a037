// Checkout journeys in Chromium: the demo's own test payment form (card, Pix, boleto) where payments are simulated;
// the Brick when Mercado Pago's script cannot be had; the address form that starts from what the customer already
// said and quotes again for another CEP; errors brought to the customer; pickup at the studio's address; and
// buying again after an order, with the order page saying what its state really is.
import { expect, type Page, test } from '@playwright/test';
import paymentStatusRouteQuery from '../../client/src/__generated__/PaymentStatusRouteQuery.graphql.ts';
import { AdminApi } from './support/admin-api.ts';
import { watchForCspViolations } from './support/csp.ts';
import { customerEmail, fillPersonalData } from './support/customer.ts';
import {
  answerAsLiveServer,
  e2eWebhookSecret,
  mercadoPagoSdk,
  paymentBrickStubScript,
  payPix,
} from './support/mercado-pago.ts';
import { captureScreen, watchForErrors } from './support/screens.ts';

test.describe.configure({ mode: 'parallel' });
test.setTimeout(120_000);

let admin: AdminApi;
test.beforeAll(async ({ baseURL }) => {
  admin = await AdminApi.logIn(baseURL!);
  // Pix and boleto approvals are notified signed, as Mercado Pago does (the customer journeys use the same secret).
  await admin.setWebhookSecret(e2eWebhookSecret);
});

const photoCheckbox = (page: Page, position: number) =>
  page.getByRole('checkbox', { name: new RegExp(`^Selecionar foto ${position} de`) });

async function openGallery(page: Page, slug: string) {
  await page.goto(`/${slug}`);
  await expect(page.getByRole('list', { name: 'Fotos da galeria' })).toBeVisible();
}

async function toCart(page: Page) {
  await page.getByRole('link', { name: 'Ver Carrinho' }).last().click();
  await expect(page.getByRole('heading', { name: 'Carrinho' })).toBeVisible();
}

async function toCheckout(page: Page) {
  await toCart(page);
  await page.getByRole('button', { name: 'Finalizar pedido' }).click();
  await expect(page.getByRole('heading', { name: 'Resumo do Pedido' })).toBeVisible();
}

/** Whether the element is inside the window (the customer sees it without scrolling). */
const inView = (selector: ReturnType<Page['getByRole']>) =>
  selector.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight;
  });

test('demo: the test form pays by card, shows a refusal, and the customer buys again after the order', async ({
  page,
}) => {
  const problems = watchForErrors(page);
  const violations = await watchForCspViolations(page);
  // Nothing of Mercado Pago's may load in the demo: its form is ours.
  const external: string[] = [];
  page.on('request', (request) => {
    if (mercadoPagoSdk.test(request.url())) external.push(request.url());
  });
  const slug = await admin.gallery('Teste', { deliveryFormat: 'DIGITAL', digitalPrice: '12,50' }, 3);
  await openGallery(page, slug);
  await photoCheckbox(page, 1).click();
  await expect(photoCheckbox(page, 1)).toBeChecked();
  await toCheckout(page);
  const email = customerEmail();
  await fillPersonalData(page, email);

  const form = page.getByRole('form', { name: 'Pagamento de teste' });
  await expect(form.getByRole('note')).toContainText('Modo de teste');
  await expect(form.getByText('5031 4332 1540 6351')).toBeVisible();
  await captureScreen(page, 'pagamento-teste');
  // FUND: refused for insufficient funds, with the reason.
  await form.getByLabel('Nome do titular (define o resultado)').selectOption('FUND');
  await form.getByRole('button', { name: 'Pagar R$ 12,50' }).click();
  await expect(page.getByRole('heading', { name: 'Pagamento Rejeitado' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('Saldo ou limite insuficiente');
  await page.getByRole('button', { name: 'Escolher outro meio de pagamento' }).click();
  await expect(page.getByRole('heading', { name: 'Resumo do Pedido' })).toBeVisible();
  // APRO: approved.
  await form.getByLabel('Nome do titular (define o resultado)').selectOption('APRO');
  await form.getByLabel('Parcelas').selectOption('2');
  await form.getByRole('button', { name: 'Pagar R$ 12,50' }).click();
  await expect(page.getByRole('heading', { name: 'Pagamento Aprovado' })).toBeVisible();
  await page.getByRole('link', { name: 'Acompanhar pedido' }).click();
  await expect(page.getByRole('heading', { name: 'Fotos Adquiridas' })).toBeVisible();

  // Downloads open at once (automatic): the page says so, not "preparando".
  await expect(page.getByText('Fotos liberadas', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Pagamento aprovado: suas fotos digitais estão liberadas para download.'),
  ).toBeVisible();
  await expect(page.getByText(/já estamos preparando/)).toHaveCount(0);
  const orderUrl = page.url();
  const orderNumber = (await page.getByText(/^Pedido nº \d+/).textContent())!.match(/nº (\d+)/)![1];

  // Back in the gallery the customer shops again at once (a new cart), the order under 'Meus pedidos'.
  await page.goto(`/${slug}`);
  await expect(page.getByRole('list', { name: 'Fotos da galeria' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Meus pedidos' })).toBeVisible();
  await expect(photoCheckbox(page, 1)).not.toBeChecked();
  await expect(page.getByText('Selecionadas: 0')).toBeVisible();
  // A reload keeps the new cart (nothing sends the customer back to the order).
  await page.reload();
  await expect(page.getByRole('list', { name: 'Fotos da galeria' })).toBeVisible();
  await photoCheckbox(page, 2).click();
  await expect(page.getByText('Selecionadas: 1')).toBeVisible();
  await toCart(page);
  const previous = page.getByRole('link', { name: `Pedido nº ${orderNumber}` });
  await expect(previous).toBeVisible();
  await page.getByRole('button', { name: 'Finalizar pedido' }).click();
  // The personal data saved for the first order is still there.
  await expect(page.getByText(email)).toBeVisible();

  // Pix: pending with its code; the test mode points to the simulated Pix; the bank pays it. The page hears the
  // approval live (a subscription over server-sent events): it reads the payment when it opens and once more when
  // the subscription connects (nothing before it is missed), and never asks again.
  const paymentReads: string[] = [];
  page.on('request', (request) => {
    if (request.postData()?.includes(paymentStatusRouteQuery.params.id!)) paymentReads.push(request.url());
  });
  await form.getByRole('radio', { name: 'Pix' }).check();
  await form.getByRole('button', { name: 'Gerar Pix' }).click();
  await expect(page.getByRole('heading', { name: 'Pagamento Pendente' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code do Pix' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Abrir o Pix simulado para aprová-lo' })).toBeVisible();
  await expect.poll(() => paymentReads.length).toBe(2);
  await payPix(email, e2eWebhookSecret);
  await expect(page.getByRole('heading', { name: 'Pagamento Aprovado' })).toBeVisible({ timeout: 15_000 });
  expect(paymentReads).toHaveLength(2);

  // The first order is still the customer's.
  await page.goto(orderUrl);
  await expect(page.getByText(`Pedido nº ${orderNumber}`, { exact: false })).toBeVisible();
  expect(external).toEqual([]);
  expect(problems).toEqual([]);
  expect(violations).toEqual([]);
});

test("Mercado Pago's script unreachable: a clear message, and retrying loads the Brick", async ({ page }) => {
  const crashes: string[] = [];
  page.on('pageerror', (error) => crashes.push(error.message));
  const violations = await watchForCspViolations(page);
  await answerAsLiveServer(page);
  let reachable = false;
  await page.route(mercadoPagoSdk, (route) =>
    reachable
      ? route.fulfill({ contentType: 'application/javascript', body: paymentBrickStubScript() })
      : route.abort('internetdisconnected'),
  );
  const slug = await admin.gallery('Sem Brick', { deliveryFormat: 'DIGITAL', digitalPrice: '10,00' }, 2);
  await openGallery(page, slug);
  await photoCheckbox(page, 1).click();
  await toCheckout(page);
  await fillPersonalData(page, customerEmail());

  const failure = page.getByRole('alert').filter({ hasText: 'Não foi possível carregar' });
  await expect(failure).toHaveText(
    /Não foi possível carregar as formas de pagamento do Mercado Pago\. Verifique sua conexão e tente novamente\./,
  );
  await captureScreen(page, 'pagamento-indisponivel');
  expect(crashes).toEqual([]);

  reachable = true;
  await failure.getByRole('button', { name: 'Tentar novamente' }).click();
  await page.getByRole('button', { name: 'Pagar com cartão', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Pagamento Aprovado' })).toBeVisible();
  expect(crashes).toEqual([]);
  expect(violations).toEqual([]);
});

test('printed by post: the cart CEP and the name carried over, another CEP quoted again, errors brought into view', async ({
  page,
}) => {
  const problems = watchForErrors(page);
  const slug = await admin.gallery(
    'Correio',
    {
      deliveryFormat: 'PRINTED',
      printedItems: [{ width: '10', height: '15', price: '15,00' }],
      pickup: true,
      shipping: true,
      shippingPayer: 'CUSTOMER',
    },
    2,
  );
  await openGallery(page, slug);
  await photoCheckbox(page, 1).click();
  await expect(photoCheckbox(page, 1)).toBeChecked();
  await toCart(page);
  await page.getByRole('radio', { name: 'Entrega pelos Correios' }).click();
  await page.getByLabel('CEP de entrega').fill('01001000');
  await expect(page.getByText('Praça da Sé, Sé - São Paulo/SP')).toBeVisible();
  await page.getByRole('button', { name: 'Calcular frete' }).click();
  await expect(page.getByText(/^PAC: R\$ \d+,\d{2}/)).toBeVisible();
  await page.getByRole('button', { name: 'Finalizar pedido' }).click();
  await fillPersonalData(page, customerEmail());

  // The address starts with the CEP quoted in the cart (its lookup fills the city) and the customer's name.
  await expect(page.getByLabel('CEP', { exact: true })).toHaveValue('01001-000');
  await expect(page.getByLabel('Cidade')).toHaveValue('São Paulo');
  await expect(page.getByLabel('Destinatário')).toHaveValue('Maria Souza');
  const summary = page.getByRole('region', { name: 'Resumo do Pedido' });
  const saoPauloShipping = await summary.locator('dd').nth(1).textContent();

  // Another region: quoted again as soon as the CEP is found, and the summary shows the new price.
  await page.getByLabel('CEP', { exact: true }).fill('20040020');
  await expect(page.getByLabel('Cidade')).toHaveValue('Rio de Janeiro');
  const requoted = page.getByText(/^Frete recalculado para o CEP 20040-020: PAC, R\$ \d+,\d{2}/);
  await expect(requoted).toBeVisible();
  const price = (await requoted.textContent())!.match(/R\$ \d+,\d{2}/)![0];
  await expect(summary.getByText(price, { exact: true })).toBeVisible();
  expect(price).not.toBe(saoPauloShipping);

  // A field left empty: the first one is focused (and so in view) when saving from the bottom.
  await page.getByLabel('Número').fill('');
  await page.getByRole('button', { name: 'Salvar endereço' }).click();
  await expect(page.getByLabel('Número')).toBeFocused();
  expect(await inView(page.getByLabel('Número'))).toBe(true);
  // The server's refusal (a CEP that does not exist) shows at the top of the form: it is brought into view.
  await page.getByLabel('Número').fill('7');
  await page.getByLabel('CEP', { exact: true }).fill('99999999');
  await page.getByRole('button', { name: 'Salvar endereço' }).scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: 'Salvar endereço' }).click();
  const refusal = page.locator('form p[role="alert"]');
  await expect(refusal).toHaveText('CEP inexistente');
  await expect(refusal).toBeFocused();
  expect(await inView(refusal)).toBe(true);

  await page.getByLabel('CEP', { exact: true }).fill('20040020');
  await expect(page.getByLabel('Cidade')).toHaveValue('Rio de Janeiro');
  await page.getByRole('button', { name: 'Salvar endereço' }).click();
  await expect(page.getByText('Praça Floriano, 7')).toBeVisible();
  await page
    .getByRole('form', { name: 'Pagamento de teste' })
    .getByRole('button', { name: /^Pagar R\$/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Pagamento Aprovado' })).toBeVisible();
  expect(problems).toEqual([]);
});

test("pickup: the studio's address with a map link; the missing delivery choice is shown where it is made; boleto", async ({
  page,
}) => {
  const problems = watchForErrors(page);
  const slug = await admin.gallery(
    'Retirada',
    {
      deliveryFormat: 'PRINTED',
      printedItems: [{ width: '10', height: '15', price: '15,00' }],
      pickup: true,
      shipping: true,
      shippingPayer: 'CUSTOMER',
    },
    2,
  );
  await page.setViewportSize({ width: 390, height: 700 });
  await openGallery(page, slug);
  await photoCheckbox(page, 1).click();
  await expect(photoCheckbox(page, 1)).toBeChecked();
  await toCart(page);
  // 'Finalizar pedido' at the bottom without a choice: the message is shown by the choice and brought into view.
  await page.getByRole('button', { name: 'Finalizar pedido' }).click();
  const missing = page.getByRole('alert');
  await expect(missing).toHaveText('Selecione uma modalidade de entrega');
  await expect(missing).toBeFocused();
  expect(await inView(missing)).toBe(true);

  const address = 'Avenida Paulista, 1000 - Bela Vista, São Paulo/SP - CEP 01310-100';
  await expect(page.getByText(address)).toBeVisible();
  const map = page.getByRole('link', { name: 'Ver no mapa' });
  await expect(map).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=Avenida%20Paulista/,
  );
  await expect(map).toHaveAttribute('target', '_blank');
  await page.getByRole('radio', { name: 'Retirada no estúdio' }).click();
  await page.getByRole('button', { name: 'Finalizar pedido' }).click();
  await expect(page.getByRole('heading', { name: 'Resumo do Pedido' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Resumo do Pedido' }).getByText(address)).toBeVisible();
  const email = customerEmail();
  await fillPersonalData(page, email);

  // Boleto: the payer's address is asked (there is no delivery address); a bad one is refused in Portuguese.
  const form = page.getByRole('form', { name: 'Pagamento de teste' });
  await form.getByRole('radio', { name: 'Boleto' }).check();
  await form.getByRole('button', { name: 'Gerar boleto' }).click();
  await expect(form.getByRole('alert')).toHaveText(/CEP inválido|Informe/);
  await form.getByLabel('CEP do pagador').fill('01310100');
  await form.getByLabel('Cidade do pagador').fill('São Paulo');
  await form.getByLabel('UF do pagador').fill('SP');
  await form.getByLabel('Rua do pagador').fill('Avenida Paulista');
  await form.getByLabel('Número do pagador').fill('1000');
  await form.getByLabel('Bairro do pagador').fill('Bela Vista');
  await form.getByRole('button', { name: 'Gerar boleto' }).click();
  await expect(page.getByRole('heading', { name: 'Pagamento Pendente' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Abrir boleto' })).toBeVisible();
  await payPix(email, e2eWebhookSecret);
  await expect(page.getByRole('heading', { name: 'Pagamento Aprovado' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('link', { name: 'Acompanhar pedido' }).click();
  await expect(page.getByText('Em preparação', { exact: true })).toBeVisible();
  await expect(page.getByText(address)).toBeVisible();
  expect(problems).toEqual([]);
});
