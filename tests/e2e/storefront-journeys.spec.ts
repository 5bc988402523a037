// Customer journeys in Chromium against the real server and database: every selling mode, from the gallery to the
// paid order and the downloaded photo. The Brick is a stub; Mercado Pago is the server's simulated one.
import { expect, type Locator, type Page, test } from '@playwright/test';
import galleryRouteQuery from '../../client/src/__generated__/GalleryRouteQuery.graphql.ts';
import { expectAccessible } from './support/accessibility.ts';
import { AdminApi } from './support/admin-api.ts';
import { watchForCspViolations } from './support/csp.ts';
import { customerEmail, fillAddress, fillPersonalData } from './support/customer.ts';
import { e2eWebhookSecret, payPix, stubPaymentBrick } from './support/mercado-pago.ts';
import { captureScreen, watchForErrors } from './support/screens.ts';

test.describe.configure({ mode: 'parallel' });
test.setTimeout(120_000);

let admin: AdminApi;
test.beforeAll(async ({ baseURL }) => {
  admin = await AdminApi.logIn(baseURL!);
});

async function openGallery(page: Page, slug: string) {
  await stubPaymentBrick(page);
  await page.goto(`/${slug}`);
  await expect(page.getByRole('list', { name: 'Fotos da galeria' })).toBeVisible();
}

const photoCheckbox = (page: Page, position: number) =>
  page.getByRole('checkbox', { name: new RegExp(`^Selecionar foto ${position} de`) });

/** The image is shown and its file arrived (not a broken or empty box). */
async function expectLoaded(image: Locator) {
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
    .toBeGreaterThan(0);
}

async function toCheckout(page: Page) {
  await page.getByRole('link', { name: 'Ver Carrinho' }).last().click();
  await expect(page.getByRole('heading', { name: 'Carrinho' })).toBeVisible();
}

test('public digital gallery: a photo paid by card, then downloaded', async ({ page }) => {
  const problems = watchForErrors(page);
  const violations = await watchForCspViolations(page);
  const slug = await admin.gallery('Digital', { deliveryFormat: 'DIGITAL', digitalPrice: '12,50' });
  await openGallery(page, slug);
  await expectAccessible(page, 'a galeria');
  await captureScreen(page, 'galeria');
  await photoCheckbox(page, 1).click();
  await expect(photoCheckbox(page, 1)).toBeChecked();
  await expect(page.getByText('Selecionadas: 1')).toBeVisible();

  await page.getByRole('button', { name: 'Ampliar foto 2 de 4' }).click();
  const viewer = page.getByRole('dialog', { name: 'Foto 2 de 4' });
  await expect(viewer.getByRole('img', { name: 'Foto 2 de 4' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('dialog', { name: 'Foto 3 de 4' })).toBeVisible();
  await captureScreen(page, 'visualizador');
  await page.keyboard.press('Escape');

  await toCheckout(page);
  await expect(page.getByRole('definition').filter({ hasText: 'R$ 12,50' }).last()).toBeVisible();
  await expectAccessible(page, 'o carrinho');
  await captureScreen(page, 'carrinho');
  await page.getByRole('button', { name: 'Finalizar pedido' }).click();
  await expect(page.getByRole('heading', { name: 'Resumo do Pedido' })).toBeVisible();
  await expectAccessible(page, 'o resumo do pedido (dados pessoais)');
  const email = customerEmail();
  await fillPersonalData(page, email);
  await expectAccessible(page, 'o resumo do pedido (pagamento)');
  await captureScreen(page, 'finalizar-pedido');
  await page.getByRole('button', { name: 'Pagar com cartão', exact: true }).click();

  await expect(page.getByRole('heading', { name: 'Pagamento Aprovado' })).toBeVisible();
  await expect(
    page.getByText(
      'O pagamento do seu pedido foi aprovado e já estamos preparando a entrega das fotos. Fique atento a seu e-mail...',
    ),
  ).toBeVisible();
  await expectAccessible(page, 'o pagamento aprovado');
  await captureScreen(page, 'pagamento-aprovado');
  await page.getByRole('link', { name: 'Acompanhar pedido' }).click();
  await expect(page.getByRole('heading', { name: 'Fotos Adquiridas' })).toBeVisible();
  await expectAccessible(page, 'o pedido');
  await captureScreen(page, 'pedido');
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Baixar', exact: true }).click();
  expect((await download).suggestedFilename()).toBe('IMG_0001.jpg');
  // Every photo at once, as one ZIP, beside the links one by one.
  const zip = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar todas (ZIP)' }).click();
  const archive = await zip;
  expect(archive.suggestedFilename()).toMatch(/ - pedido \d+\.zip$/);
  expect(await archive.failure()).toBeNull();

  // The gallery opens again with a new cart (the paid one is not shopping any more), the order under 'Meus pedidos'.
  await page.goto(`/${slug}`);
  await expect(page.getByRole('list', { name: 'Fotos da galeria' })).toBeVisible();
  await page.getByRole('link', { name: 'Meus pedidos' }).click();
  await expect(page.getByRole('heading', { name: 'Fotos Adquiridas' })).toBeVisible();
  expect(problems).toEqual([]);
  expect(violations).toEqual([]);
});

test('gallery header: cover, name, date, photo count and lowest price; a portrait keeps its shape in the grid', async ({
  page,
}) => {
  const problems = watchForErrors(page);
  // The second photo is a portrait; the lowest price is a print's.
  const slug = await admin.gallery(
    'Cabeçalho',
    {
      deliveryFormat: 'DIGITAL_AND_PRINTED',
      digitalPrice: '12,50',
      printedItems: [
        { width: '20', height: '30', price: '45,00' },
        { width: '10', height: '15', price: '9,90' },
      ],
      pickup: true,
    },
    3,
    (index) => (index === 1 ? { width: 800, height: 1200 } : { width: 1200, height: 800 }),
  );
  await admin.setCover(slug);
  await page.addInitScript(() => {
    // Every layout shift of the visit, to check that nothing moves as the photos arrive.
    window.shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) window.shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await openGallery(page, slug);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Cabeçalho /);
  await expectLoaded(page.getByRole('img', { name: 'Capa do evento' }));
  // The event's day (its date, else the São Paulo day it was created), written out as a calendar day.
  const date = page.locator('main time');
  const day = (await date.getAttribute('datetime'))!;
  expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const written = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
  await expect(date).toHaveText(written);
  await expect(date).toHaveText(/^\d{1,2} de [a-zç]+ de \d{4}$/);
  await expect(page.getByText('3 fotos', { exact: true })).toBeVisible();
  await expect(page.getByText('a partir de R$ 9,90', { exact: true })).toBeVisible();

  // Each photo in its own shape: the portrait's box is taller than wide, the landscapes' wider than tall, and the
  // portrait's picture is the whole photo, not a square cut from it.
  for (const position of [1, 2, 3])
    await expectLoaded(page.getByRole('img', { name: `Foto ${position} de 3` }));
  const box = async (position: number) =>
    (await page.getByRole('button', { name: `Ampliar foto ${position} de 3` }).boundingBox())!;
  const portrait = await box(2);
  expect(portrait.height).toBeGreaterThan(portrait.width * 1.3);
  for (const position of [1, 3]) {
    const landscape = await box(position);
    expect(landscape.width).toBeGreaterThan(landscape.height * 1.3);
    expect(Math.abs(landscape.height - portrait.height)).toBeLessThan(1);
  }
  const picture = await page
    .getByRole('img', { name: 'Foto 2 de 3' })
    .evaluate((image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight]);
  expect(picture[1]! / picture[0]!).toBeCloseTo(1.5, 1);
  const shifts = await page.evaluate(() => window.shifts);
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.05);

  await expectAccessible(page, 'o cabeçalho da galeria');
  await captureScreen(page, 'galeria-cabecalho');
  expect(problems).toEqual([]);
});

test('private gallery: a wrong key is refused, the right one opens it', async ({ page }) => {
  const problems = watchForErrors(page);
  const slug = await admin.gallery(
    'Privada',
    { deliveryFormat: 'DIGITAL', digitalPrice: '10,00', accessKey: 'turma2026' },
    2,
  );
  await admin.setCover(slug);
  await stubPaymentBrick(page);
  await page.goto(`/${slug}`);
  const modal = page.getByRole('dialog', { name: 'Galeria protegida' });
  await expect(modal).toBeVisible();
  // The key page is the studio's: its logo and the event's cover and name, in the modal and on the page behind it.
  await expectLoaded(modal.getByRole('img', { name: 'Capa do evento' }));
  await expectLoaded(modal.getByRole('img', { name: 'Estúdio Aurora' }));
  await expect(modal.getByText(/^Privada /)).toBeVisible();
  await expectLoaded(page.locator('main img[alt="Capa do evento"]'));
  await expectLoaded(page.locator('header img[src*="/logos/"]').first());
  await expect(page.locator('main h1')).toHaveText(/^Privada /);
  // Nothing of the photos before the key.
  await expect(page.locator('img[src*="/imagens/"]')).toHaveCount(0);
  await expectAccessible(page, 'a chave da galeria privada');
  await captureScreen(page, 'galeria-protegida');
  await modal.getByLabel('Senha da galeria').fill('errada');
  await modal.getByRole('button', { name: 'Entrar' }).click();
  await expect(modal.getByRole('alert')).toHaveText('Senha da galeria incorreta');
  await modal.getByLabel('Senha da galeria').fill('turma2026');
  await modal.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('list', { name: 'Fotos da galeria' })).toBeVisible();
  await expect(modal).toBeHidden();
  // The session is remembered for this event.
  await page.reload();
  await expect(page.getByRole('list', { name: 'Fotos da galeria' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('printed photos sent by post: CEP lookup, shipping quote, address, card', async ({ page }) => {
  const problems = watchForErrors(page);
  const slug = await admin.gallery('Impressas', {
    deliveryFormat: 'PRINTED',
    printedItems: [
      { width: '10', height: '15', price: '15,00' },
      { width: '20', height: '30', price: '45,00' },
    ],
    pickup: true,
    shipping: true,
    shippingPayer: 'CUSTOMER',
  });
  await openGallery(page, slug);
  await photoCheckbox(page, 1).click();
  const chooser = page.getByRole('dialog', { name: 'Escolha o tamanho e o formato' });
  await expect(chooser.getByText('R$ 45,00')).toBeVisible();
  await captureScreen(page, 'escolha-tamanho');
  await chooser.getByRole('radio', { name: /20 x 30 cm/ }).check();
  await chooser.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
  await expect(photoCheckbox(page, 1)).toBeChecked();

  await toCheckout(page);
  // Checkout without a delivery choice is sent back with the spec's message.
  await page.getByRole('button', { name: 'Finalizar pedido' }).click();
  await expect(page.getByRole('alert')).toHaveText('Selecione uma modalidade de entrega');
  await page.getByRole('radio', { name: 'Entrega pelos Correios' }).click();
  const cep = page.getByLabel('CEP de entrega');
  const quote = page.getByRole('button', { name: 'Calcular frete' });
  await cep.fill('99999999');
  await expect(page.getByText('CEP inexistente')).toBeVisible();
  await expect(quote).toBeDisabled();
  await cep.fill('2004');
  await expect(page.getByText('CEP mal formado')).toBeVisible();
  await cep.fill('20040020');
  await expect(page.getByText('Praça Floriano, Centro - Rio de Janeiro/RJ')).toBeVisible();
  await quote.click();
  await expect(page.getByText(/^PAC: R\$ \d+,\d{2}, entrega em até \d+ dias úteis$/)).toBeVisible();
  await captureScreen(page, 'carrinho-frete');

  await page.getByRole('button', { name: 'Finalizar pedido' }).click();
  await fillPersonalData(page, customerEmail());
  await fillAddress(page);
  await captureScreen(page, 'finalizar-pedido-endereco');
  await page.getByRole('button', { name: 'Pagar com cartão', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Pagamento Aprovado' })).toBeVisible();
  await page.getByRole('link', { name: 'Acompanhar pedido' }).click();
  await expect(page.getByText(/Entrega pelos Correios · Em preparação/)).toBeVisible();
  expect(problems).toEqual([]);
});

test('Pix: pending with its code, approved by a signed notification, the page follows', async ({
  page,
  context,
}) => {
  const problems = watchForErrors(page);
  const violations = await watchForCspViolations(page);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await admin.setWebhookSecret(e2eWebhookSecret);
  const slug = await admin.gallery('Pix', { deliveryFormat: 'DIGITAL', digitalPrice: '20,00' }, 2);
  await openGallery(page, slug);
  await photoCheckbox(page, 2).click();
  await toCheckout(page);
  await page.getByRole('button', { name: 'Finalizar pedido' }).click();
  const email = customerEmail();
  await fillPersonalData(page, email);
  await page.getByRole('button', { name: 'Pagar com Pix' }).click();

  await expect(page.getByRole('heading', { name: 'Pagamento Pendente' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code do Pix' })).toBeVisible();
  await expectAccessible(page, 'o pagamento pendente (Pix)');
  await page.getByRole('button', { name: 'Copiar código' }).click();
  await expect(page.getByText('Link copiado')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^000201/);
  await captureScreen(page, 'pagamento-pix');

  await payPix(email, e2eWebhookSecret);
  await expect(page.getByRole('heading', { name: 'Pagamento Aprovado' })).toBeVisible({ timeout: 15_000 });
  expect(problems).toEqual([]);
  expect(violations).toEqual([]);
});

test('a refused card shows why; another method pays the same order', async ({ page }) => {
  const problems = watchForErrors(page);
  const slug = await admin.gallery('Recusado', { deliveryFormat: 'DIGITAL', digitalPrice: '9,90' }, 2);
  await openGallery(page, slug);
  await photoCheckbox(page, 1).click();
  await toCheckout(page);
  await page.getByRole('button', { name: 'Finalizar pedido' }).click();
  await fillPersonalData(page, customerEmail());
  await page.getByRole('button', { name: 'Pagar com cartão sem saldo' }).click();
  await expect(page.getByRole('heading', { name: 'Pagamento Rejeitado' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('Saldo ou limite insuficiente');
  await expectAccessible(page, 'o pagamento rejeitado');
  await captureScreen(page, 'pagamento-rejeitado');
  const refusedUrl = page.url();

  await page.getByRole('button', { name: 'Escolher outro meio de pagamento' }).click();
  await expect(page.getByRole('heading', { name: 'Resumo do Pedido' })).toBeVisible();
  await page.getByRole('button', { name: 'Pagar com cartão', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Pagamento Aprovado' })).toBeVisible();
  expect(page.url()).not.toBe(refusedUrl);
  expect(problems).toEqual([]);
});

test('prepaid package: the listed person signs in; photos beyond the package are charged', async ({
  page,
}) => {
  const problems = watchForErrors(page);
  const slug = await admin.gallery(
    'Pacote',
    {
      deliveryFormat: 'DIGITAL',
      mode: 'PREPAID_PACKAGE',
      packagePhotoCount: 2,
      digitalPrice: '8,00',
      authorizedPeople: [{ name: 'Carla', password: 'ab12' }],
    },
    4,
  );
  await stubPaymentBrick(page);
  await page.goto(`/${slug}`);
  const modal = page.getByRole('dialog', { name: 'Acesso à galeria' });
  await expect(modal.getByText('Apenas pessoas com nome na lista podem acessar esta galeria')).toBeVisible();
  await captureScreen(page, 'galeria-pacote-acesso');
  await modal.getByLabel('Nome').fill('Carla');
  await modal.getByLabel('Senha').fill('ab12');
  await modal.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('Seu pacote inclui 2 fotos')).toBeVisible();
  for (const position of [1, 2, 3]) {
    await photoCheckbox(page, position).click();
    await expect(photoCheckbox(page, position)).toBeChecked();
  }
  await toCheckout(page);
  await expect(page.getByRole('heading', { name: 'Fotos extras' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Fotos extras' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('definition').filter({ hasText: 'R$ 8,00' }).last()).toBeVisible();
  await captureScreen(page, 'carrinho-pacote');
  await page.getByRole('button', { name: 'Finalizar pedido' }).click();
  await fillPersonalData(page, customerEmail());
  await page.getByRole('button', { name: 'Pagar com cartão', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Pagamento Aprovado' })).toBeVisible();
  await expect(page.getByText('Valor: R$ 8,00')).toBeVisible();
  expect(problems).toEqual([]);
});

test('delivery-only gallery: no prices and no payment', async ({ page }) => {
  const problems = watchForErrors(page);
  const slug = await admin.gallery('Entrega', { deliveryFormat: 'DIGITAL', mode: 'DELIVERY_ONLY' }, 2);
  await openGallery(page, slug);
  await photoCheckbox(page, 1).click();
  await toCheckout(page);
  await expect(page.getByText(/R\$/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Finalizar pedido' }).click();
  await fillPersonalData(page, customerEmail());
  await expect(page.getByText(/R\$/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(page.getByRole('heading', { name: 'Fotos Adquiridas' })).toBeVisible();
  // Nothing to pay and the downloads released at once: the page says they are ready, not "preparando".
  await expect(
    page.getByText('Pedido recebido: suas fotos digitais estão liberadas para download.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Baixar', exact: true })).toHaveCount(1);
  expect(problems).toEqual([]);
});

test("a returning customer's gallery asks for its data once, before the app's script has arrived", async ({
  page,
}) => {
  const problems = watchForErrors(page);
  const violations = await watchForCspViolations(page);
  const slug = await admin.gallery('Volta', { deliveryFormat: 'DIGITAL', digitalPrice: '9,90' });
  // The first visit opens the session (no token yet: the page asks as it always did).
  await openGallery(page, slug);

  // What each load does, in order: the gallery's query leaving, the app's script being let through.
  const seen: string[] = [];
  let queried = () => {};
  let query = Promise.resolve();
  const nextLoad = () => {
    seen.length = 0;
    query = new Promise<void>((resolve) => {
      queried = resolve;
    });
  };
  page.on('request', (request) => {
    if (!request.url().endsWith('/graphql')) return;
    if (request.postDataJSON()?.documentId !== galleryRouteQuery.params.id) return;
    seen.push('gallery query');
    queried();
  });
  // The app's script is held until the gallery's query has left (or for a few seconds, if it never does).
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await Promise.race([query, new Promise((resolve) => setTimeout(resolve, 5000))]);
    seen.push('app script');
    await route.continue();
  });

  nextLoad();
  await page.reload();
  // The app's own tile (the server's first screen shows the same picture before the app is in).
  await expect(page.getByRole('button', { name: 'Ampliar foto 1 de 4' })).toBeVisible();
  expect(seen).toEqual(['gallery query', 'app script']);

  // An expired access token: the early answer is a refusal; the page renews the token and asks again.
  await page.evaluate((key) => {
    const tokens = JSON.parse(localStorage.getItem(key)!);
    localStorage.setItem(key, JSON.stringify({ ...tokens, accessTokenGaleria: 'g1.expirado' }));
  }, `revela:galeria:${slug}`);
  nextLoad();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Ampliar foto 1 de 4' })).toBeVisible();
  expect(seen).toEqual(['gallery query', 'app script', 'gallery query']);
  expect(problems).toEqual([]);
  expect(violations).toEqual([]);
});

test('favourites: two hearts, the filter, and the list shared with someone who puts it in their cart', async ({
  page,
  browser,
}) => {
  const problems = watchForErrors(page);
  const slug = await admin.gallery('Favoritas', { deliveryFormat: 'DIGITAL', digitalPrice: '8,00' });
  await openGallery(page, slug);
  const heart = (position: number) =>
    page.getByRole('button', { name: new RegExp(`^Favoritar foto ${position} de`) });
  await heart(2).click();
  await heart(4).click();
  await expect(heart(2)).toHaveAttribute('aria-pressed', 'true');
  await expect(heart(4)).toHaveAttribute('aria-pressed', 'true');
  await expect(heart(1)).toHaveAttribute('aria-pressed', 'false');
  // A favourite is not a selection: the cart is untouched.
  await expect(page.getByText('Selecionadas: 0')).toBeVisible();
  await expectAccessible(page, 'a galeria com favoritas');

  const filter = page.getByRole('button', { name: 'Favoritas (2)' });
  await filter.click();
  await expect(filter).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('img', { name: 'Foto 2 de 2' })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Foto \d de 4$/ })).toHaveCount(0);
  await captureScreen(page, 'favoritas');
  await filter.click();
  await expect(page.getByRole('img', { name: 'Foto 4 de 4' })).toBeVisible();

  await page.getByRole('button', { name: 'Compartilhar favoritas' }).click();
  const sharing = page.getByRole('dialog', { name: 'Compartilhar favoritas' });
  const link = await sharing.getByLabel('Link das favoritas').inputValue();
  expect(link).toMatch(new RegExp(`/${slug}/favoritas/[A-Za-z0-9_-]{43}$`));
  await expectAccessible(page, 'o link das favoritas');

  // Someone else, in another browser: the link opens the gallery's session for them, then the list.
  const family = await browser.newContext();
  const relative = await family.newPage();
  const relativeProblems = watchForErrors(relative);
  await relative.goto(link);
  await expect(relative.getByRole('heading', { name: /^Fotos favoritas de / })).toBeVisible();
  const list = relative.getByRole('list', { name: 'Fotos da lista' });
  await expect(list.getByRole('img')).toHaveCount(2);
  await expectAccessible(relative, 'as favoritas compartilhadas');
  await captureScreen(relative, 'favoritas-compartilhadas');
  await relative.getByRole('button', { name: 'Adicionar favoritas ao carrinho' }).click();
  await expect(relative.getByText('2 fotos adicionadas ao carrinho.')).toBeVisible();
  await expect(relative.getByText('Selecionadas: 2')).toBeVisible();
  await expect(list.getByText('No carrinho')).toHaveCount(2);
  await relative.getByRole('link', { name: 'Ver Carrinho' }).last().click();
  await expect(relative.getByRole('heading', { name: 'Carrinho' })).toBeVisible();
  await expect(relative.getByRole('main').getByRole('img', { name: /^Foto / })).toHaveCount(2);
  await expect(relative.getByRole('definition').filter({ hasText: 'R$ 16,00' }).last()).toBeVisible();
  await family.close();

  // The one who shared still has an empty cart of their own.
  await page.keyboard.press('Escape');
  await expect(page.getByText('Selecionadas: 0')).toBeVisible();
  expect(problems).toEqual([]);
  expect(relativeProblems).toEqual([]);
});
