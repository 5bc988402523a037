// Setting up an event (issue 27, point 12): the wizard counts the name's characters, a new event is a draft until
// published, its printed prices start from the studio's saved table, the owner sets the event date the gallery and
// the lists show, 'Ver Como Cliente' opens this event's gallery, a long name keeps the tiles whole, and the search
// indexing status follows new uploads without a reload.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { renderLandscapeJpeg } from '../../server/services/images/generated-pictures.ts';
import { expectAccessible } from './support/accessibility.ts';
import { AdminApi } from './support/admin-api.ts';
import { logInAsOwner } from './support/admin-login.ts';
import { captureScreen, watchForErrors } from './support/screens.ts';

test.setTimeout(150_000);

const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('status').filter({ hasText: text }).first();

/**
 * The page scrolls sideways by no more than a pixel, the box stays inside its parent's width, and no text inside it
 * runs past its own box (cut off, or drawn over the next tile).
 */
async function expectInside(page: Page, box: Locator) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
  const widths = await box.evaluate((element) => ({
    own: element.getBoundingClientRect().width,
    parent: element.parentElement!.getBoundingClientRect().width,
    overflowing: [element, ...element.querySelectorAll('*')]
      .filter((inner) => inner.clientWidth > 0 && inner.scrollWidth > inner.clientWidth + 1)
      .map((inner) => inner.tagName),
  }));
  expect(widths.own).toBeLessThanOrEqual(widths.parent + 1);
  expect(widths.overflowing).toEqual([]);
}

/** A 120-character name with a word too long for any tile (a pasted hashtag, a code). */
const longName = (tag: string) => {
  const start = `Formatura ${tag} `;
  return start + 'Engenharia'.repeat(20).slice(0, 120 - start.length);
};

test.describe('on a desktop', () => {
  test('the wizard counts the name, the event starts as a draft with the saved price table, and is published', async ({
    page,
    browser,
    baseURL,
  }) => {
    const problems = watchForErrors(page);
    const api = await AdminApi.logIn(baseURL!);
    const { studio } = await api.graphql(`{ studio { savedPriceTables { name } } }`);
    const savedTable = studio.savedPriceTables[0].name as string;
    await logInAsOwner(page);

    await page.getByRole('button', { name: 'Adicionar Novo' }).click();
    let wizard = page.getByRole('dialog', { name: /Etapa 1 de 3/ });
    const name = wizard.getByLabel('Nome do evento');
    await name.fill('Formatura');
    await expect(wizard.getByText('9 de 120 caracteres')).toBeVisible();
    const tag = Date.now().toString(36);
    await name.fill(`${longName(tag)}excedente`);
    await expect(name).toHaveValue(longName(tag));
    await expect(wizard.getByText('120 de 120 caracteres')).toBeVisible();
    await wizard.getByLabel('Data do evento (opcional)').fill('2026-03-07');
    await expectAccessible(page, 'assistente de novo evento');
    await wizard.getByRole('button', { name: 'Próximo' }).click();
    wizard = page.getByRole('dialog', { name: /Etapa 2 de 3/ });
    await wizard.getByRole('radio', { name: 'Digital e impresso' }).check();
    await wizard.getByRole('button', { name: 'Próximo' }).click();
    wizard = page.getByRole('dialog', { name: /Etapa 3 de 3/ });
    await expect(wizard.getByText(/Evento criado\. Ele fica como rascunho/)).toBeVisible();
    await wizard
      .getByLabel('Adicionar Fotos')
      .setInputFiles([
        { name: 'FOTO_1.jpg', mimeType: 'image/jpeg', buffer: await renderLandscapeJpeg(800, 533, 1201) },
      ]);
    await expect(wizard.getByText(/Uploads bem sucedidos: 1, falhos: 0/).first()).toBeVisible({
      timeout: 60_000,
    });
    await wizard.getByRole('button', { name: 'Concluir' }).click();
    await expect(page.getByRole('heading', { level: 1, name: longName(tag) })).toBeVisible();
    const slug = new URL(page.url()).pathname.replace('/adm/', '');

    // A draft: said on the page, closed to customers and not listed on the storefront.
    const publication = page.getByRole('region', { name: 'Publicação' });
    await expect(publication.getByText('Rascunho', { exact: true })).toBeVisible();
    await expect(publication).toContainText('Os clientes veem 7 de março de 2026.');
    await expectAccessible(page, 'evento em rascunho');
    await api.setCover(slug);
    const customerContext = await browser.newContext();
    const customer = await customerContext.newPage();
    await customer.goto(`/${slug}`);
    await expect(customer.getByRole('heading', { name: 'Galeria não encontrada' })).toBeVisible();
    await customer.goto('/');
    await expect(customer.getByRole('heading', { name: 'Trabalhos Recentes' })).toBeVisible();
    await expect(customer.getByRole('link', { name: new RegExp(tag) })).toHaveCount(0);

    // The printed prices start from the studio's saved table, and the chooser names it.
    await page.getByRole('button', { name: 'Configurações da galeria', exact: true }).click();
    const settings = page.getByRole('dialog', { name: 'Configurações da galeria' });
    const chooser = settings.getByRole('combobox', { name: 'Copiar tabela salva' });
    await expect(chooser.locator('option:checked')).toHaveText(savedTable);
    await expect(settings.getByLabel('Largura da linha 1')).toHaveValue(/\d/);
    // Edited, the lines are the event's own: the chooser goes back to 'Escolha…'.
    await settings.getByLabel('Largura da linha 1').fill('99');
    await expect(chooser.locator('option:checked')).toHaveText('Escolha…');
    await chooser.selectOption({ label: savedTable });
    await expect(chooser.locator('option:checked')).toHaveText(savedTable);
    await settings.getByLabel('Preço (R$)', { exact: true }).fill('12,50');
    await settings.getByLabel('Retirada no estúdio').check();
    await settings.getByRole('button', { name: 'Salvar configurações' }).click();
    await expect(toast(page, 'Configurações salvas com sucesso')).toBeVisible();

    // Published: listed with its date, and the gallery opens with that date.
    await publication.getByRole('button', { name: 'Publicar evento' }).click();
    await expect(toast(page, 'Evento publicado: a galeria está aberta aos clientes')).toBeVisible();
    await expect(publication.getByText('Publicado', { exact: true })).toBeVisible();
    await captureScreen(page, 'adm-evento-publicacao', 'tablet');
    await customer.reload();
    const tile = customer.getByRole('link', { name: new RegExp(tag) });
    await expect(tile).toContainText('7 de março de 2026');
    await expectInside(customer, tile);
    await tile.click();
    await expect(customer.getByRole('heading', { level: 1, name: longName(tag) })).toBeVisible();
    await expect(customer.getByText('7 de março de 2026')).toBeVisible();

    // Unpublished: closed again.
    await publication.getByRole('button', { name: 'Despublicar' }).click();
    await expect(toast(page, /Evento despublicado/)).toBeVisible();
    await customer.reload();
    await expect(customer.getByRole('heading', { name: 'Galeria não encontrada' })).toBeVisible();
    await customerContext.close();
    await api.graphql(`mutation($input: DeleteEventInput!) { deleteEvent(input: $input) { __typename } }`, {
      input: { event: { slug } },
    });
    expect(problems).toEqual([]);
  });

  test("the owner sets the event date; 'Ver Como Cliente' opens this event's gallery", async ({
    page,
    context,
    baseURL,
  }) => {
    const problems = watchForErrors(page);
    const api = await AdminApi.logIn(baseURL!);
    const slug = await api.createEvent('Corrida das Flores', 'DIGITAL');
    await api.uploadPhotos(slug, 1);
    await api.configure(slug, { deliveryFormat: 'DIGITAL', digitalPrice: '10,00' });
    await logInAsOwner(page);
    await page.goto(`/adm/${slug}`);

    const publication = page.getByRole('region', { name: 'Publicação' });
    await expect(publication).toContainText('Sem data: os clientes veem o dia da criação');
    await publication.getByLabel('Data do evento').fill('2025-10-12');
    await publication.getByRole('button', { name: 'Salvar data' }).click();
    await expect(toast(page, 'Data do evento salva')).toBeVisible();
    await expect(publication).toContainText('Os clientes veem 12 de outubro de 2025.');

    const customerView = page.getByRole('link', { name: 'Ver Como Cliente' });
    await expect(customerView).toHaveAttribute('href', `/${slug}`);
    const [gallery] = await Promise.all([context.waitForEvent('page'), customerView.click()]);
    await expect(gallery).toHaveURL(new RegExp(`/${slug}$`));
    await expect(gallery.getByRole('heading', { level: 1, name: /Corrida das Flores/ })).toBeVisible();
    await expect(gallery.getByText('12 de outubro de 2025')).toBeVisible();
    await gallery.close();

    // Elsewhere it opens the storefront's home.
    await page.goto('/adm');
    await expect(page.getByRole('link', { name: 'Ver Como Cliente' })).toHaveAttribute('href', '/');
    const card = page.getByRole('link', { name: /Corrida das Flores/ }).first();
    await expect(card).toContainText('12/10/2025');
    expect(problems).toEqual([]);
  });

  test('with the keyboard, a photo is moved in the order, and photos are deleted with one button', async ({
    page,
    baseURL,
  }) => {
    const problems = watchForErrors(page);
    const api = await AdminApi.logIn(baseURL!);
    const slug = await api.createEvent('Bodas de Prata', 'DIGITAL', { draft: true });
    await api.uploadPhotos(slug, 2);
    await logInAsOwner(page);
    await page.goto(`/adm/${slug}`);
    const photos = page.getByRole('region', { name: 'Fotos' });
    // The grid renders the rows near the screen: scrolled to, its tiles are there.
    await photos.getByRole('list', { name: 'Fotos do evento' }).scrollIntoViewIfNeeded();
    const boxes = photos.getByRole('checkbox');
    await photos.getByRole('checkbox', { name: 'Selecionar IMG_0002.jpg' }).focus();
    await page.keyboard.press('Space');
    await expect(photos.getByText('1 foto selecionada')).toBeVisible();
    const earlier = photos.getByRole('button', { name: 'Mover para antes' });
    await earlier.focus();
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Ordem das fotos salva')).toBeVisible();
    await expect(boxes.first()).toHaveAccessibleName('Selecionar IMG_0002.jpg');
    await expect(earlier).toBeFocused();
    // Already first: a second press changes nothing.
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Ordem das fotos salva')).toBeVisible();
    await expect(boxes).toHaveCount(2);
    await expect(boxes.first()).toHaveAccessibleName('Selecionar IMG_0002.jpg');
    await photos.getByRole('button', { name: 'Mover para depois' }).click();
    await expect(boxes.first()).toHaveAccessibleName('Selecionar IMG_0001.jpg');
    await photos.getByRole('button', { name: 'Mover para antes' }).click();
    await expect(boxes.first()).toHaveAccessibleName('Selecionar IMG_0002.jpg');
    await photos.getByRole('checkbox', { name: 'Selecionar IMG_0001.jpg' }).focus();
    await page.keyboard.press('Space');
    await expect(photos.getByText('2 fotos selecionadas')).toBeVisible();
    await photos.getByRole('checkbox', { name: 'Selecionar IMG_0002.jpg' }).focus();
    await page.keyboard.press('Tab');
    await expect(photos.getByRole('checkbox', { name: 'Selecionar IMG_0001.jpg' })).toBeFocused();
    await expectAccessible(page, 'fotos selecionadas');
    await photos.getByRole('button', { name: 'Excluir selecionadas' }).focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Excluir fotos' });
    await confirm.getByRole('button', { name: 'Excluir' }).click();
    await expect(toast(page, '2 imagens excluídas com sucesso')).toBeVisible();
    await expect(photos.getByText('Nenhuma foto ainda.', { exact: false })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('the number search status follows photos uploaded on the page, without a reload', async ({
    page,
    baseURL,
  }) => {
    const problems = watchForErrors(page);
    const api = await AdminApi.logIn(baseURL!);
    const slug = await api.createEvent('Maratona', 'DIGITAL', { draft: true });
    await logInAsOwner(page);
    await page.goto(`/adm/${slug}`);
    const panel = page.getByRole('region', { name: 'Busca pelo número de peito' });
    await panel.getByRole('checkbox', { name: /encontrem suas fotos pelo número de peito/ }).check();
    await expect(panel.getByText('As fotos serão lidas assim que forem enviadas.')).toBeVisible();

    await page.getByLabel('Adicionar Fotos').setInputFiles(
      await Promise.all(
        [1, 2].map(async (index) => ({
          name: `MARATONA_${index}.jpg`,
          mimeType: 'image/jpeg',
          buffer: await renderLandscapeJpeg(640, 427, 1300 + index),
        })),
      ),
    );
    await expect(page.getByText('2 imagens')).toBeVisible({ timeout: 60_000 });
    await expect(panel.getByText('Números lidos em todas as 2 fotos.')).toBeVisible({ timeout: 90_000 });
    expect(problems).toEqual([]);
  });
});

test.describe('on a phone', () => {
  test.use(phone);

  test('photos are ticked, deleted together after one confirmation, and one becomes the cover', async ({
    page,
    baseURL,
  }) => {
    const problems = watchForErrors(page);
    const api = await AdminApi.logIn(baseURL!);
    const slug = await api.createEvent('Chá de Bebê', 'DIGITAL', { draft: true });
    await api.uploadPhotos(slug, 3);
    await logInAsOwner(page);
    await page.goto(`/adm/${slug}`);
    await expect(page.getByText('3 imagens')).toBeVisible();
    const photos = page.getByRole('region', { name: 'Fotos' });
    await photos.getByRole('list', { name: 'Fotos do evento' }).scrollIntoViewIfNeeded();
    // No red 'Excluir' on every tile: one box each, 44 px to touch.
    await expect(photos.getByRole('button', { name: /^Excluir/ })).toHaveCount(0);
    const first = photos.getByRole('checkbox', { name: 'Selecionar IMG_0001.jpg' });
    const box = await first.locator('..').boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(44);
    expect(box!.height).toBeGreaterThanOrEqual(44);
    await first.tap();
    await photos.getByRole('checkbox', { name: 'Selecionar IMG_0002.jpg' }).tap();
    await expect(photos.getByText('2 fotos selecionadas')).toBeVisible();
    await expect(photos.getByRole('button', { name: 'Usar como capa' })).toHaveCount(0);
    await captureScreen(page, 'adm-fotos-selecionadas', 'phone');
    await photos.getByRole('button', { name: 'Excluir selecionadas' }).tap();
    const confirm = page.getByRole('dialog', { name: 'Excluir fotos' });
    await expect(confirm).toContainText('As 2 fotos selecionadas serão excluídas da galeria.');
    // Checked once the modal's fade-in (which starts 50 ms after it opens) is over: mid-fade its colours are paler.
    await page.waitForTimeout(100);
    await page.waitForFunction(() =>
      document.getAnimations().every((animation) => animation.playState !== 'running'),
    );
    await expectAccessible(page, 'confirmar exclusão de fotos');
    await confirm.getByRole('button', { name: 'Excluir' }).tap();
    await expect(toast(page, '2 imagens excluídas com sucesso')).toBeVisible();
    await expect(page.getByText('1 imagem', { exact: false }).first()).toBeVisible();
    await expect(photos.getByRole('checkbox')).toHaveCount(1);

    await photos.getByRole('checkbox', { name: 'Selecionar IMG_0003.jpg' }).tap();
    await photos.getByRole('button', { name: 'Usar como capa' }).tap();
    await expect(toast(page, 'Capa atualizada com sucesso')).toBeVisible();
    await expect(page.getByRole('img', { name: /^Capa de Chá de Bebê/ })).toBeVisible();
    await expect(
      photos.getByText('Marque fotos para excluí-las de uma vez ou usar uma como capa.'),
    ).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('a 120-character name keeps the admin and storefront tiles inside the screen', async ({
    page,
    browser,
    baseURL,
  }) => {
    const problems = watchForErrors(page);
    const api = await AdminApi.logIn(baseURL!);
    const tag = `c${Date.now().toString(36)}`;
    const slug = await api.createEvent(longName(tag), 'DIGITAL', { exactName: true });
    await api.setCover(slug);
    await logInAsOwner(page);
    const adminTile = page.getByRole('link', { name: new RegExp(tag) });
    await expect(adminTile).toBeVisible();
    await expectInside(page, adminTile);
    await captureScreen(page, 'adm-inicio-nome-longo', 'phone');

    const customerContext = await browser.newContext(phone);
    const customer = await customerContext.newPage();
    await customer.goto('/');
    const storefrontTile = customer.getByRole('link', { name: new RegExp(tag) });
    await expect(storefrontTile).toBeVisible();
    await expectInside(customer, storefrontTile);
    await customer.screenshot({ path: 'test-results/screens/loja-nome-longo-phone.png', fullPage: true });
    await storefrontTile.click();
    await expect(customer.getByRole('heading', { level: 1, name: longName(tag) })).toBeVisible();
    expect(
      await customer.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(1);
    await customerContext.close();
    await api.graphql(`mutation($input: DeleteEventInput!) { deleteEvent(input: $input) { __typename } }`, {
      input: { event: { slug } },
    });
    expect(problems).toEqual([]);
  });

  test('the owner publishes a draft from a phone', async ({ page, baseURL }) => {
    const problems = watchForErrors(page);
    const api = await AdminApi.logIn(baseURL!);
    const slug = await api.createEvent('Batizado', 'DIGITAL', { draft: true });
    await logInAsOwner(page);
    await page.goto(`/adm/${slug}`);
    const publication = page.getByRole('region', { name: 'Publicação' });
    await publication.getByRole('button', { name: 'Publicar evento' }).tap();
    await expect(toast(page, 'Evento publicado: a galeria está aberta aos clientes')).toBeVisible();
    await expect(publication.getByRole('button', { name: 'Despublicar' })).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(1);
    await expectAccessible(page, 'evento publicado no celular');
    expect(problems).toEqual([]);
  });
});
