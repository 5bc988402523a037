// The studio owner's journeys in Chromium: log in, set up the storefront, create an event through the wizard and
// upload its photos, configure every gallery mode, prices and delivery, credentials, watermark and address; then
// follow a paid order to its release and shipment.
import { expect, type Locator, type Page, test } from '@playwright/test';
import sharp, { type SharpOptions } from 'sharp';
import { tutorialBase, tutorialSteps } from '../../client/src/routes/admin/tutorial/steps.ts';
import {
  renderApertureMarkPng,
  renderLandscapeJpeg,
} from '../../server/services/images/generated-pictures.ts';
import { expectAccessible } from './support/accessibility.ts';
import { AdminApi, demoAdmin } from './support/admin-api.ts';
import { watchForCspViolations } from './support/csp.ts';
import { customerEmail, fillAddress, fillPersonalData } from './support/customer.ts';
import { e2eWebhookSecret, stubPaymentBrick } from './support/mercado-pago.ts';
import { captureScreen, watchForErrors } from './support/screens.ts';

test.setTimeout(180_000);

async function logIn(page: Page) {
  await page.goto('/adm');
  await expect(page).toHaveURL('/estudio/login');
  await page.getByLabel('E-mail').fill(demoAdmin.email);
  await page.getByLabel('Senha').fill(demoAdmin.password);
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page).toHaveURL('/adm');
}

const jpeg = async (name: string, seed: number) => ({
  name,
  mimeType: 'image/jpeg',
  buffer: await renderLandscapeJpeg(800, 533, seed),
});

const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('status').filter({ hasText: text }).first();

test('the owner sets up the storefront and an event, every gallery mode, payments, watermark and address', async ({
  page,
  context,
}) => {
  const problems = watchForErrors(page);
  const violations = await watchForCspViolations(page);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/estudio/login?fat=pend');
  await expect(
    page.getByText('O pagamento do plano contratado ainda não foi confirmado', { exact: false }),
  ).toBeVisible();
  await captureScreen(page, 'adm-login', 'tablet');
  await logIn(page);
  await expect(page.getByRole('navigation', { name: 'Menu do estúdio' })).toContainText('Profissional');
  await captureScreen(page, 'adm-inicio', 'tablet');

  // Banner: add one, rename it (saved a second after the typing stops).
  await page.getByRole('button', { name: 'Editar Banner' }).click();
  const banners = page.getByRole('dialog', { name: 'Editar Banner' });
  await banners.getByLabel('Título do novo banner').fill('Ensaios de família');
  await banners.getByLabel('Imagem do novo banner').setInputFiles(await jpeg('banner.jpg', 901));
  await banners.getByRole('button', { name: 'Adicionar' }).click();
  await expect(toast(page, 'Banner adicionado')).toBeVisible();
  const added = banners
    .getByRole('listitem')
    .filter({ has: page.getByRole('img', { name: 'Ensaios de família' }) });
  await added.getByLabel('Título').fill('Ensaios de família 2026');
  await expect(toast(page, /Banner|Título/)).toBeVisible();
  await captureScreen(page, 'adm-editar-banner', 'tablet');
  await banners.getByRole('button', { name: 'Fechar', exact: true }).click();

  // About text (saved 3 s after the typing stops, or when the modal closes).
  await page.getByRole('button', { name: 'Editar Sobre Nós' }).click();
  const about = page.getByRole('dialog', { name: 'Editar Sobre Nós' });
  // The About text keeps letters, spaces and punctuation (spec 000 section 5): the digits typed are left out.
  await about.getByLabel('Texto').fill('Fotografamos casamentos e formaturas há 15 anos.');
  await expect(about.getByLabel('Texto')).toHaveValue('Fotografamos casamentos e formaturas há  anos.');
  await about.getByLabel('Texto').fill('Fotografamos casamentos e formaturas há quinze anos.');
  await about.getByRole('button', { name: 'Concluir' }).click();
  await expect(about).toBeHidden();
  await expect(page.getByText('Fotografamos casamentos e formaturas há quinze anos.')).toBeVisible();

  // Footer edit mode.
  await page.getByRole('button', { name: 'Editar Rodapé' }).click();
  const footer = page.getByRole('contentinfo');
  await footer.getByLabel('E-mail', { exact: true }).fill('ola@estudioaurora.com.br');
  await footer.getByRole('button', { name: 'Sair do Modo Edição' }).click();
  await expect(footer.getByText('ola@estudioaurora.com.br')).toBeVisible();

  // Logo.
  await page.getByRole('button', { name: 'Alterar Logomarca' }).click();
  const logo = page.getByRole('dialog', { name: 'Alterar Logomarca' });
  await logo.getByLabel('Imagem da logomarca').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: await renderApertureMarkPng(120),
  });
  await logo.getByRole('button', { name: 'Salvar' }).click();
  await expect(logo).toBeHidden();

  // The wizard: name, delivery format (required), then 20 photos and one too large.
  await page.getByRole('button', { name: 'Adicionar Novo' }).click();
  let wizard = page.getByRole('dialog', { name: /Novo evento · Etapa 1 de 3/ });
  await wizard.getByLabel('Nome do evento').fill(`Formatura Direito ${Date.now().toString(36)}`);
  await wizard.getByRole('button', { name: 'Próximo' }).click();
  wizard = page.getByRole('dialog', { name: /Etapa 2 de 3/ });
  await expect(wizard.getByRole('button', { name: 'Próximo' })).toBeDisabled();
  await wizard.getByRole('radio', { name: 'Digital e impresso' }).check();
  await captureScreen(page, 'adm-novo-evento', 'tablet');
  await wizard.getByRole('button', { name: 'Próximo' }).click();
  wizard = page.getByRole('dialog', { name: /Etapa 3 de 3/ });
  const photos = await Promise.all(
    Array.from({ length: 20 }, (_, index) =>
      jpeg(`FOTO_${String(index + 1).padStart(2, '0')}.jpg`, 700 + index),
    ),
  );
  const tooLarge = {
    name: 'ENORME.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.alloc(6 * 1024 * 1024 + 1, 1),
  };
  await wizard.getByLabel('Adicionar Fotos').setInputFiles([...photos, tooLarge]);
  await expect(
    wizard.getByText('Imagens selecionadas para upload: 21. Uploads bem sucedidos: 20, falhos: 1').first(),
  ).toBeVisible({
    timeout: 90_000,
  });
  await expect(
    wizard.getByText(
      'Erro ao fazer upload da imagem ENORME.jpg. Seu tamanho excede o máximo permitido de 6MB',
    ),
  ).toBeVisible();
  await captureScreen(page, 'adm-envio-fotos', 'tablet');
  await wizard.getByRole('button', { name: 'Concluir' }).click();
  await expect(page.getByText('20 imagens')).toBeVisible();
  // Rendered by the worker after the uploads answered: the grid shows each photo once it is ready. The grid draws
  // the rows near the screen only, and it sits below the event's settings: scrolled to, as the owner does.
  await page.getByRole('list', { name: 'Fotos do evento' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('img', { name: 'FOTO_02.jpg' })).toBeVisible({ timeout: 30_000 });
  const eventUrl = page.url();

  // Cover, a deleted photo, the gallery link.
  await page.getByLabel('Escolher capa').setInputFiles(await jpeg('capa.jpg', 950));
  await expect(toast(page, 'Capa atualizada com sucesso')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Selecionar FOTO_01.jpg' }).check();
  await page.getByRole('button', { name: 'Excluir selecionadas' }).click();
  await page.getByRole('dialog', { name: 'Excluir fotos' }).getByRole('button', { name: 'Excluir' }).click();
  await expect(toast(page, 'Imagem excluída com sucesso')).toBeVisible();
  await expect(page.getByText('19 imagens')).toBeVisible();
  await page.getByRole('button', { name: 'Copiar link da galeria' }).click();
  await expect(toast(page, 'Link copiado')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(eventUrl.replace('/adm/', '/'));
  await captureScreen(page, 'adm-evento', 'tablet');

  // Every gallery mode.
  const openSettings = async () => {
    await page.getByRole('button', { name: 'Configurações da galeria', exact: true }).click();
    return page.getByRole('dialog', { name: 'Configurações da galeria' });
  };
  let settings = await openSettings();
  await settings.getByRole('radio', { name: 'Pacote pré-pago + fotos extras' }).check();
  await expect(settings.getByLabel(/Senha da galeria/)).toHaveCount(0);
  await settings.getByLabel('Fotos incluídas no pacote').fill('3');
  await settings.getByRole('button', { name: 'Adicionar pessoa' }).click();
  await expect(settings.getByLabel('Senha da pessoa 1')).toHaveValue(/^[a-z2-9]{4}$/);
  await settings.getByLabel('Nome da pessoa 1').fill('Joana');
  await settings.getByLabel('Preço (R$)', { exact: true }).fill('9,90');
  await settings.getByRole('radio', { name: 'Digital', exact: true }).check();
  await captureScreen(page, 'adm-configuracoes-pacote', 'tablet');
  await settings.getByRole('button', { name: 'Salvar configurações' }).click();
  await expect(toast(page, 'Configurações salvas com sucesso')).toBeVisible();

  settings = await openSettings();
  await settings.getByRole('radio', { name: 'Somente entrega' }).check();
  await expect(settings.getByLabel('Preço (R$)', { exact: true })).toHaveCount(0);
  await settings.getByRole('button', { name: 'Salvar configurações' }).click();
  await expect(toast(page, 'Configurações salvas com sucesso')).toBeVisible();

  settings = await openSettings();
  await settings.getByRole('radio', { name: 'Normal' }).check();
  await settings.getByLabel(/Senha da galeria/).fill('formatura');
  await settings.getByRole('radio', { name: 'Digital e impresso' }).check();
  await settings.getByLabel('Preço (R$)', { exact: true }).fill('12,50');
  await settings.getByRole('combobox', { name: 'Copiar tabela salva' }).selectOption({ index: 1 });
  await expect(settings.getByLabel('Largura da linha 1')).toHaveValue(/\d/);
  await settings.getByLabel('Retirada no estúdio').check();
  await settings.getByLabel('Envio pelos Correios').check();
  await settings.getByRole('radio', { name: 'Estúdio' }).check();
  await captureScreen(page, 'adm-configuracoes', 'tablet');
  await settings.getByRole('button', { name: 'Salvar configurações' }).click();
  await expect(toast(page, 'Configurações salvas com sucesso')).toBeVisible();
  await expect(page.getByText('Galeria com senha')).toBeVisible();

  // Payment credentials and the postback address.
  await page.getByRole('link', { name: 'Meio de Pagamento' }).click();
  const token = page.getByLabel('Access token');
  await expect(token).toHaveValue(/•/);
  await token.focus();
  await expect(token).toHaveValue('');
  await token.blur();
  await page.getByLabel('Assinatura secreta das notificações (webhook)').fill(e2eWebhookSecret);
  await page.getByRole('button', { name: 'Salvar credenciais' }).click();
  await expect(toast(page, 'Credenciais salvas com sucesso')).toBeVisible();
  // A token that cannot be one is refused with the reason, and the saved one stays.
  await token.fill('invalido');
  await page.getByRole('button', { name: 'Salvar credenciais' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: /O Access Token começa com APP_USR-/ }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Copiar' }).click();
  await expect(toast(page, 'Url copiada com sucesso')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/api\/demo\/status-pagamento$/);
  await captureScreen(page, 'adm-mercado-pago', 'tablet');

  // Watermark: set, then remove.
  await page.getByRole('link', { name: "Marca d'Água" }).click();
  await page.getByLabel(/^(Enviar|Trocar) marca d'água$/).setInputFiles({
    name: 'marca.png',
    mimeType: 'image/png',
    buffer: await renderApertureMarkPng(300),
  });
  await expect(toast(page, "Marca d'água salva com sucesso")).toBeVisible();
  await expect(page.getByRole('img', { name: "Marca d'água" })).toBeVisible();
  await captureScreen(page, 'adm-marca-dagua', 'tablet');
  await page.getByRole('button', { name: "Excluir marca d'água" }).click();
  await expect(toast(page, 'Marca dágua excluída com sucesso')).toBeVisible();

  // Address: saved by itself a second after the typing stops.
  await page.getByRole('link', { name: 'Dados Cadastrais' }).click();
  await page.getByLabel('Número').fill('1500');
  await expect(page.getByRole('button', { name: 'Salvar' })).toBeVisible();
  await expect(toast(page, /Endereço/)).toBeVisible();
  await captureScreen(page, 'adm-dados-cadastrais', 'tablet');

  // The saved price table: one more size.
  await page.getByRole('link', { name: 'Tabela de Tamanhos e Preços' }).click();
  await expect(page.getByRole('link', { name: 'Ver Como Cliente' })).toHaveCount(0);
  await page.getByLabel('Tamanho padrão').selectOption({ label: '30 x 45 cm' });
  await page.getByLabel('Preço (R$)').fill('89,90');
  await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
  await expect(toast(page, 'Item adicionado com sucesso')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'R$ 89,90' })).toBeVisible();
  await captureScreen(page, 'adm-tabela-precos', 'tablet');
  expect(problems).toEqual([]);
  expect(violations).toEqual([]);
});

test('a paid order: the downloads are released and the prints shipped with a tracking code', async ({
  page,
  browser,
  baseURL,
}) => {
  const problems = watchForErrors(page);
  const api = await AdminApi.logIn(baseURL!);
  const slug = await api.gallery(
    'Entrega',
    {
      deliveryFormat: 'DIGITAL_AND_PRINTED',
      digitalPrice: '10,00',
      digitalDelivery: 'SEMI_AUTOMATIC',
      printedItems: [{ width: '15', height: '21', price: '25,00' }],
      pickup: true,
      shipping: true,
      shippingPayer: 'CUSTOMER',
    },
    2,
  );

  // A customer buys a digital photo and a print sent by post.
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  await stubPaymentBrick(customer);
  await customer.goto(`/${slug}`);
  for (const [position, option] of [
    [1, /Digital/],
    [2, /15 x 21 cm/],
  ] as const) {
    await customer.getByRole('checkbox', { name: new RegExp(`^Selecionar foto ${position} de`) }).click();
    const chooser = customer.getByRole('dialog', { name: 'Escolha o tamanho e o formato' });
    await chooser.getByRole('radio', { name: option }).check();
    await chooser.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
  }
  await customer.getByRole('link', { name: 'Ver Carrinho' }).last().click();
  await customer.getByRole('radio', { name: 'Entrega pelos Correios' }).click();
  await customer.getByLabel('CEP de entrega').fill('20040020');
  await customer.getByRole('button', { name: 'Calcular frete' }).click();
  await expect(customer.getByText(/^PAC: /)).toBeVisible();
  await customer.getByRole('button', { name: 'Finalizar pedido' }).click();
  await fillPersonalData(customer, customerEmail());
  await fillAddress(customer);
  await customer.getByRole('button', { name: 'Pagar com cartão', exact: true }).click();
  await expect(customer.getByRole('heading', { name: 'Pagamento Aprovado' })).toBeVisible();
  await customer.getByRole('link', { name: 'Acompanhar pedido' }).click();
  await expect(customer.getByText('Download ainda não liberado')).toBeVisible();
  const orderUrl = customer.url();

  // The studio follows it.
  await logIn(page);
  await page.getByRole('link', { name: 'Pedidos' }).click();
  await expect(page.getByRole('heading', { name: 'Pedidos', exact: true })).toBeVisible();
  await captureScreen(page, 'adm-pedidos', 'tablet');
  // This event's card (the customers' journeys have an 'Entrega' gallery of their own).
  await page.locator(`main a[href="/adm/pedidos/${slug}"]`).first().click();
  // (/adm/pedidos lists every order below the events: the event's page is there once its title shows.)
  await expect(page.getByRole('heading', { level: 1, name: /^Entrega/ })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Aprovado' })).toBeVisible();
  await captureScreen(page, 'adm-pedidos-evento', 'tablet');
  await page.getByRole('link', { name: /^nº/ }).first().click();
  await expect(page.getByRole('heading', { name: 'Fatura' })).toBeVisible();
  await expect(page.getByText('Cartão de crédito (master)')).toBeVisible();
  // The customer's data as people write it, and the parcel's weight in kg.
  const customerFacts = page.getByRole('region', { name: 'Cliente' });
  await expect(customerFacts.getByText('529.982.247-25', { exact: true })).toBeVisible();
  await expect(customerFacts.getByRole('link', { name: '(11) 98765-4321' })).toBeVisible();
  await expect(page.getByText(/^Pacote: \d+(,\d+)? kg · \d+(,\d+)? x \d+(,\d+)? x 1 cm$/)).toBeVisible();
  await captureScreen(page, 'adm-pedido', 'tablet');

  // Released from a phone: the toast says so, on screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Liberar download das fotos digitais' }).click();
  await expect(toast(page, 'Fotos digitais liberadas. Cliente avisado com sucesso')).toBeInViewport();
  await page.setViewportSize({ width: 1280, height: 720 });
  await expect(page.getByText('Situação: Liberado')).toBeVisible();
  await page.getByLabel('Código de rastreio (opcional)').fill('BR123456789BR');
  await page.getByRole('button', { name: 'Marcar como enviado e avisar o cliente' }).click();
  await expect(toast(page, 'Cliente avisado com sucesso')).toBeVisible();
  await expect(page.getByText(/Situação: Enviado/)).toBeVisible();
  const original = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar original' }).first().click();
  expect((await original).suggestedFilename()).toMatch(/^IMG_000\d\.jpg$/);

  // The customer sees both.
  await customer.goto(orderUrl);
  await expect(customer.getByRole('link', { name: 'Baixar' })).toBeVisible();
  await expect(customer.getByText('Código de rastreio: BR123456789BR', { exact: false })).toBeVisible();
  await expect(customer.getByText(/Enviado/)).toBeVisible();
  await customerContext.close();
  expect(problems).toEqual([]);
});

test('an upload cut by a dropped connection resumes where the server stopped, not from the start', async ({
  page,
  baseURL,
}) => {
  const api = await AdminApi.logIn(baseURL!);
  const eventSlug = await api.createEvent('Envio retomado', 'DIGITAL');
  await logIn(page);
  await page.goto(`/adm/${eventSlug}`);
  // A photo of about 3 MB: two pieces of 2 MB.
  const big = await sharp({
    create: { width: 2000, height: 1500, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 50 } },
  } as SharpOptions)
    .jpeg({ quality: 100 })
    .toBuffer();
  expect(big.length).toBeGreaterThan(2 * 1024 * 1024);

  const seen: string[] = [];
  let dropped = false;
  await page.route('**/api/adm/envios**', async (route) => {
    const request = route.request();
    seen.push(`${request.method()} ${request.headers()['upload-offset'] ?? ''}`.trim());
    // The Wi-Fi drops while the second piece is on its way.
    if (request.method() === 'PATCH' && request.headers()['upload-offset'] !== '0' && !dropped) {
      dropped = true;
      await route.abort('connectionreset');
      return;
    }
    await route.continue();
  });
  await page
    .getByLabel('Adicionar Fotos')
    .setInputFiles({ name: 'GRANDE.jpg', mimeType: 'image/jpeg', buffer: big });
  await expect(
    page.getByText('Imagens selecionadas para upload: 1. Uploads bem sucedidos: 1, falhos: 0').first(),
  ).toBeVisible({
    timeout: 60_000,
  });
  const pieces = String(2 * 1024 * 1024);
  // One upload created; after the drop the client asked where to go on, and sent from there.
  expect(seen.filter((entry) => entry === 'POST')).toHaveLength(1);
  expect(seen).toEqual(['POST', 'PATCH 0', `PATCH ${pieces}`, 'HEAD', `PATCH ${pieces}`]);
  // The grid renders only the rows near the screen: the owner scrolls down to it.
  await page.getByRole('list', { name: 'Fotos do evento' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('img', { name: 'GRANDE.jpg' })).toBeVisible({ timeout: 30_000 });
});

/** A generated JPEG dropped on a drop zone as a file dragged from the computer would be. */
async function dropFiles(page: Page, zone: Locator, files: { name: string; buffer: Buffer }[]) {
  const dataTransfer = await page.evaluateHandle(
    (list) => {
      const transfer = new DataTransfer();
      for (const file of list)
        transfer.items.add(new File([new Uint8Array(file.bytes)], file.name, { type: 'image/jpeg' }));
      return transfer;
    },
    files.map((file) => ({ name: file.name, bytes: [...file.buffer] })),
  );
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await zone.dispatchEvent('dragover', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
}

test('on a phone: the menu waits behind its button, drop zones take photos, the settings modal fits', async ({
  page,
  baseURL,
}) => {
  const problems = watchForErrors(page);
  const api = await AdminApi.logIn(baseURL!);
  const slug = await api.gallery('Celular', { deliveryFormat: 'DIGITAL', digitalPrice: '10,00' }, 2);
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page);

  // The first screen is the page: the menu is one bar with its button.
  const menu = page.getByRole('navigation', { name: 'Menu do estúdio' });
  const menuButton = menu.getByRole('button', { name: 'Menu', exact: true });
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await expect(menu.getByRole('link', { name: 'Pedidos' })).toBeHidden();
  expect((await menu.boundingBox())!.height).toBeLessThan(80);
  await expect(page.getByRole('main')).toBeInViewport();
  await expectAccessible(page, 'o início da administração num celular');

  // Open: the focus goes into the menu; Escape closes it and gives the focus back to the button.
  await menuButton.click();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('link', { name: 'Pedidos' })).toBeInViewport();
  expect(
    await menu.evaluate(
      (nav) => nav.contains(document.activeElement) && document.activeElement?.tagName === 'A',
    ),
  ).toBe(true);
  await expectAccessible(page, 'o menu aberto num celular');
  await page.keyboard.press('Escape');
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await expect(menuButton).toBeFocused();
  await expect(menu.getByRole('link', { name: 'Pedidos' })).toBeHidden();
  // A page chosen from it closes it.
  await menuButton.click();
  await menu.getByRole('link', { name: 'Pedidos' }).click();
  await expect(page).toHaveURL('/adm/pedidos');
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

  // Photos dropped on 'Adicionar Fotos' go up, and take their place by file name (IMG_0003 before IMG_0010).
  await page.goto(`/adm/${slug}`);
  const photos = page.getByLabel('Adicionar Fotos');
  await expect(photos).toHaveAttribute('type', 'file');
  const zone = page.locator('label', { has: page.getByText('Adicionar Fotos', { exact: true }) });
  await dropFiles(page, zone, [
    { name: 'IMG_0010.jpg', buffer: await renderLandscapeJpeg(800, 533, 41) },
    { name: 'IMG_0003.jpg', buffer: await renderLandscapeJpeg(800, 533, 42) },
  ]);
  await expect(zone).toContainText('2 arquivos escolhidos');
  await expect(
    page.getByText('Imagens selecionadas para upload: 2. Uploads bem sucedidos: 2, falhos: 0').first(),
  ).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('4 imagens')).toBeVisible();
  await api.waitUntilRendered(slug);
  const grid = page.getByRole('region', { name: 'Fotos', exact: true });
  // The grid draws the rows on screen only.
  await grid.evaluate((section) => section.scrollIntoView({ block: 'start' }));
  // The grid polls until the new photos are rendered.
  await expect
    .poll(
      () => grid.getByRole('img').evaluateAll((images) => images.map((image) => image.getAttribute('alt'))),
      {
        timeout: 30_000,
      },
    )
    .toEqual(['IMG_0001.jpg', 'IMG_0002.jpg', 'IMG_0003.jpg', 'IMG_0010.jpg']);

  // The cover from the keyboard: the drop zone's field takes the focus, Enter opens the file chooser.
  // (Waiting for the chooser first: Playwright starts catching it with a message the focus call then follows.)
  const chooser = page.waitForEvent('filechooser');
  await page.getByLabel('Escolher capa').focus();
  await page.keyboard.press('Enter');
  await (await chooser).setFiles(await jpeg('capa.jpg', 43));
  await expect(toast(page, 'Capa atualizada com sucesso')).toBeVisible();
  await expect(page.locator('label', { has: page.getByText('Trocar capa', { exact: true }) })).toContainText(
    'capa.jpg',
  );

  // The gallery settings with every part open fit the phone: nothing wider than the modal, the modal on screen.
  await page.getByRole('button', { name: 'Configurações da galeria', exact: true }).click();
  const settings = page.getByRole('dialog', { name: 'Configurações da galeria' });
  await settings.getByRole('radio', { name: 'Digital e impresso' }).check();
  await settings.getByRole('combobox', { name: 'Copiar tabela salva' }).selectOption({ index: 1 });
  await expect(settings.getByLabel('Largura da linha 1')).toHaveValue(/\d/);
  await settings.getByLabel('Retirada no estúdio').check();
  await settings.getByLabel('Envio pelos Correios').check();
  const box = (await settings.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(box.y + box.height).toBeLessThanOrEqual(844);
  expect(await settings.evaluate((dialog) => dialog.scrollWidth - dialog.clientWidth)).toBeLessThanOrEqual(0);
  const right = box.x + box.width;
  for (const field of await settings.locator('input:visible, select:visible, button:visible').all()) {
    const fieldBox = (await field.boundingBox())!;
    expect(
      fieldBox.x + fieldBox.width,
      await field.evaluate((element) => element.outerHTML.slice(0, 120)),
    ).toBeLessThanOrEqual(right);
  }
  await expectAccessible(page, 'as configurações da galeria num celular');
  await settings.getByRole('button', { name: 'Cancelar' }).click();

  // The footer's logo (the demo's is dark) sits on a light plate on the dark footer.
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  const brand = footer.getByRole('link').first();
  await expect(brand).toHaveAttribute('data-tone', 'dark');
  expect(await brand.evaluate((link) => getComputedStyle(link).backgroundColor)).toBe('rgb(249, 250, 251)');
  expect(problems).toEqual([]);
});

test('every admin screen passes axe (no serious or critical violation) on a desktop and on a phone', async ({
  page,
  baseURL,
}) => {
  const api = await AdminApi.logIn(baseURL!);
  const slug = await api.gallery('Acessível', { deliveryFormat: 'DIGITAL', digitalPrice: '10,00' }, 2);
  await logIn(page);
  // An event with orders (the customers' journeys bought before this project runs) and one of its orders.
  await page.goto('/adm/pedidos');
  const ordersOf = page.getByRole('main').getByRole('link').first();
  await expect(ordersOf, 'the demo studio has orders').toBeVisible();
  await ordersOf.click();
  const eventOrders = new URL(page.url()).pathname;
  await page.getByRole('link', { name: /^nº/ }).first().click();
  await expect(page.getByRole('heading', { name: 'Fatura' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cliente' })).toContainText(
    /CPF\s*\d{3}\.\d{3}\.\d{3}-\d{2}/,
  );
  const order = new URL(page.url()).pathname;

  const screens: [string, string][] = [
    ['/adm', 'o início'],
    [`/adm/${slug}`, 'a página do evento'],
    ['/adm/tabela-tamanho-preco', 'a tabela de tamanhos e preços'],
    ['/adm/pedidos', 'os pedidos'],
    [eventOrders, 'os pedidos de um evento'],
    [order, 'um pedido'],
    ['/adm/configuracoes/meio-de-pagamento/mercado-pago', 'o Mercado Pago'],
    ['/adm/configuracoes/marca-dagua', "a marca d'água"],
    ['/adm/dados-cadastrais', 'os dados cadastrais'],
    ...tutorialSteps.map((step): [string, string] => [
      `${tutorialBase}/${step.path}`,
      `o tutorial: ${step.title}`,
    ]),
  ];
  for (const [size, viewport] of [
    ['desktop', { width: 1280, height: 800 }],
    ['celular', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(viewport);
    for (const [path, name] of screens) {
      await page.goto(path);
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByRole('main').locator('h1, h2').first()).toBeVisible();
      await expectAccessible(page, `${name} (${size})`);
    }
  }
});
