// After paying, in Chromium (issue 27, points 5 and 6): a digital photo is bought once (no quantity, no 'Duplicar');
// the approved page shows the order's number and its downloads; back in the gallery the customer shops again with
// 'Meus pedidos' in the header; purchased photos show without the watermark; 'Minhas compras' e-mails the links to
// every order; an order without its link and a bad download link explain how to get a working one.
import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility.ts';
import { AdminApi } from './support/admin-api.ts';
import { customerEmail, fillPersonalData } from './support/customer.ts';
import { payWithTestCard } from './support/mercado-pago.ts';
import { outboxEmail } from './support/outbox.ts';
import { captureScreen, watchForErrors } from './support/screens.ts';

test.describe.configure({ mode: 'parallel' });
test.setTimeout(120_000);

const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

let admin: AdminApi;
test.beforeAll(async ({ baseURL }) => {
  admin = await AdminApi.logIn(baseURL!);
});

const photoCheckbox = (page: Page, position: number) =>
  page.getByRole('checkbox', { name: new RegExp(`^Selecionar foto ${position} de`) });

async function openGallery(page: Page, slug: string) {
  await page.goto(`/${slug}`);
  await expect(page.getByRole('list', { name: 'Fotos da galeria' })).toBeVisible();
}

async function select(page: Page, position: number) {
  await photoCheckbox(page, position).click();
  await expect(photoCheckbox(page, position)).toBeChecked();
}

async function toCart(page: Page) {
  await page.getByRole('link', { name: 'Ver Carrinho' }).last().click();
  await expect(page.getByRole('heading', { name: 'Carrinho' })).toBeVisible();
}

/** Photos 1 and 2 of a digital gallery bought and paid with the test card; the approved page is on screen. */
async function buyTwo(page: Page, slug: string, email: string) {
  await openGallery(page, slug);
  await select(page, 1);
  await select(page, 2);
  await toCart(page);
  await page.getByRole('button', { name: 'Finalizar pedido' }).click();
  await expect(page.getByRole('heading', { name: 'Resumo do Pedido' })).toBeVisible();
  await fillPersonalData(page, email);
  await payWithTestCard(page, 'R$ 20,00');
}

/** A browser of its own: no gallery session, as on another device. */
async function elsewhere(browser: Browser, baseURL: string, options = {}) {
  const context = await browser.newContext({ baseURL, locale: 'pt-BR', ...options });
  return context.newPage();
}

test.describe('a digital photo is bought once', () => {
  for (const [device, options] of [
    ['phone', phone],
    ['desktop', {}],
  ] as const) {
    test(`${device}: the digital line has no quantity and no 'Duplicar'; a print keeps both`, async ({
      browser,
      baseURL,
    }) => {
      const page = await elsewhere(browser, baseURL!, options);
      const problems = watchForErrors(page);
      const slug = await admin.gallery(
        'Uma vez',
        {
          deliveryFormat: 'DIGITAL_AND_PRINTED',
          digitalPrice: '10,00',
          printedItems: [{ width: '10', height: '15', price: '15,00' }],
          pickup: true,
        },
        2,
      );
      await openGallery(page, slug);
      await photoCheckbox(page, 1).click();
      await page
        .getByRole('dialog')
        .getByRole('radio', { name: /Digital/ })
        .click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /Adicionar/ })
        .click();
      await expect(photoCheckbox(page, 1)).toBeChecked();
      await photoCheckbox(page, 2).click();
      await page
        .getByRole('dialog')
        .getByRole('radio', { name: /10 x 15/ })
        .click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /Adicionar/ })
        .click();
      await expect(photoCheckbox(page, 2)).toBeChecked();
      await toCart(page);

      const lines = page.getByRole('list', { name: 'Fotos do carrinho' }).getByRole('listitem');
      const digital = lines.nth(0);
      const printed = lines.nth(1);
      await expect(digital.getByText('Arquivo digital')).toBeVisible();
      await expect(digital.getByLabel('Quantidade')).toHaveCount(0);
      await expect(digital.getByRole('button', { name: 'Duplicar' })).toHaveCount(0);
      await expect(digital.getByRole('button', { name: 'Remover' })).toBeVisible();
      await expect(printed.getByLabel('Quantidade')).toBeVisible();

      // Two prints of photo 2; the first turns digital, the second may not follow it (in Portuguese).
      await printed.getByRole('button', { name: 'Duplicar' }).click();
      await expect(lines).toHaveCount(3);
      await lines
        .nth(1)
        .getByLabel(/Tamanho e formato/)
        .selectOption('1');
      await expect(lines.nth(1).getByText('Arquivo digital')).toBeVisible();
      await lines
        .nth(2)
        .getByLabel(/Tamanho e formato/)
        .selectOption('1');
      await expect(
        page.getByText(
          'Esta foto já está no seu carrinho em digital. Uma foto digital é comprada uma vez só.',
        ),
      ).toBeVisible();
      await expect(lines.nth(2).getByLabel('Quantidade')).toBeVisible();
      await expectAccessible(page, `o carrinho com uma foto digital (${device})`);
      await captureScreen(page, `carrinho-foto-digital-${device}`);
      expect(problems).toEqual([]);
    });
  }
});

test.describe('after paying, on a phone', () => {
  test.use(phone);

  test('the approved page has the number and the ZIP; the gallery opens again with Meus pedidos; photos unmarked', async ({
    page,
  }) => {
    const problems = watchForErrors(page);
    const slug = await admin.gallery('Depois', { deliveryFormat: 'DIGITAL', digitalPrice: '10,00' }, 3);
    await buyTwo(page, slug, customerEmail());

    const number = page.getByText(/^Pedido nº \d+$/);
    await expect(number).toBeVisible();
    const orderNumber = (await number.textContent())!.replace('Pedido nº ', '');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Baixar todas (ZIP)' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.zip$/);
    await expectAccessible(page, 'o pagamento aprovado');
    await captureScreen(page, 'pagamento-aprovado-downloads');

    // Back in the gallery: a new cart, not the order page; the order one tap away.
    await page.goto(`/${slug}`);
    await expect(page.getByRole('list', { name: 'Fotos da galeria' })).toBeVisible();
    await expect(photoCheckbox(page, 1)).not.toBeChecked();
    await expect(page.getByText('Selecionadas: 0')).toBeVisible();
    await select(page, 3);
    await expectAccessible(page, 'a galeria depois da compra');
    await page.getByRole('link', { name: 'Meus pedidos' }).click();
    await expect(page.getByRole('heading', { name: 'Fotos Adquiridas' })).toBeVisible();
    await expect(page.getByText(`Pedido nº ${orderNumber}`, { exact: false })).toBeVisible();

    // The purchased photos show without the watermark (rendered from the original for the buyer).
    const photo = page.getByRole('img', { name: 'Foto IMG_0001.jpg' });
    await expect(photo).toHaveAttribute('src', /\/entrega\/[\w-]+\/miniatura\/[\w-]+\?acesso=/);
    await expect
      .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  test('Minhas compras: one e-mail with the links; an order without its link and a bad download link lead there', async ({
    page,
    browser,
    baseURL,
  }) => {
    const problems = watchForErrors(page);
    const email = customerEmail();
    const slug = await admin.gallery('Compras', { deliveryFormat: 'DIGITAL', digitalPrice: '10,00' }, 2);
    await buyTwo(page, slug, email);
    await page.getByRole('link', { name: 'Acompanhar pedido' }).click();
    await expect(page.getByRole('heading', { name: 'Fotos Adquiridas' })).toBeVisible();
    const orderPath = new URL(page.url()).pathname;
    const fileLink = await page.getByRole('link', { name: 'Baixar' }).first().getAttribute('href');

    // Another device, without the link: how to get it, not 'Pedido não encontrado'.
    const other = await elsewhere(browser, baseURL!, phone);
    const otherProblems = watchForErrors(other);
    await other.goto(orderPath);
    await expect(other.getByRole('heading', { name: 'Abra seu pedido pelo link do e-mail' })).toBeVisible();
    await expect(other.getByText('Pedido não encontrado')).toHaveCount(0);
    await expectAccessible(other, 'o pedido aberto sem o link');
    await captureScreen(other, 'pedido-sem-link');

    // A download link cut short: a page in Portuguese (answered 404, which the browser logs: a tab of its own),
    // leading to Minhas compras.
    const linkTab = await other.context().newPage();
    const broken = fileLink!.replace(/acesso=[^&]+/, 'acesso=vencido');
    expect((await linkTab.goto(broken))?.status()).toBe(404);
    await expect(linkTab.getByRole('heading', { name: 'Link de download inválido' })).toBeVisible();
    await expect(linkTab.getByText('"mensagem"')).toHaveCount(0);
    await expectAccessible(linkTab, 'o link de download inválido');
    await captureScreen(linkTab, 'link-download-invalido');
    await linkTab.getByRole('link', { name: 'Minhas compras' }).click();
    await expect(linkTab.getByRole('heading', { name: 'Minhas compras' })).toBeVisible();
    await linkTab.close();
    await other.goto('/minhas-compras');

    // An address without orders and one with orders get the same answer on screen.
    const form = other.getByRole('form', { name: 'Minhas compras' });
    await form.getByLabel('Seu e-mail').fill('ninguem-comprou@exemplo.com');
    await form.getByRole('button', { name: 'Enviar os links' }).click();
    const answer = other.getByRole('status').filter({ hasText: 'Se houver pedidos com este e-mail' });
    await expect(answer).toBeVisible();
    const neutral = await answer.textContent();
    await other.goto('/');
    await other.getByRole('link', { name: 'Minhas compras' }).click();
    await other.getByLabel('Seu e-mail').fill(email.toUpperCase());
    await other.getByRole('button', { name: 'Enviar os links' }).click();
    await expect(other.getByRole('status').filter({ hasText: 'Se houver pedidos' })).toHaveText(neutral!);
    await expectAccessible(other, 'Minhas compras');
    await captureScreen(other, 'minhas-compras');

    // The e-mail's link opens the order on this other device.
    const { mail } = await outboxEmail(
      (candidate) =>
        candidate.subject?.startsWith('Seus pedidos - ') === true &&
        JSON.stringify(candidate.to).includes(email),
    );
    const link = new URL(new RegExp(`https?://\\S+${orderPath}\\?acesso=[\\w.-]+`).exec(mail.text ?? '')![0]);
    await other.goto(`${link.pathname}${link.search}`);
    await expect(other.getByRole('heading', { name: 'Fotos Adquiridas' })).toBeVisible();
    expect(problems).toEqual([]);
    expect(otherProblems).toEqual([]);
  });
});
