// Print crop in Chromium: a 15 x 21 cm print of a 3:2 photo shows in the cart the part that will be printed; the
// customer moves it with the mouse, the arrow keys or a finger, it is kept, and goes with the order to the studio,
// whose order page shows it and downloads the prints for the lab as one ZIP named by size and quantity.
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import yauzl from 'yauzl';
import { expectAccessible } from './support/accessibility.ts';
import { AdminApi, demoAdmin } from './support/admin-api.ts';
import { customerEmail, fillPersonalData } from './support/customer.ts';
import { captureScreen, watchForErrors } from './support/screens.ts';
import { swipe } from './support/touch.ts';

test.setTimeout(120_000);

let admin: AdminApi;
test.beforeAll(async ({ baseURL }) => {
  admin = await AdminApi.logIn(baseURL!);
});

/** An event selling only 15 x 21 cm prints (picked up at the studio), with 3:2 landscape photos. */
const printGallery = (name: string) =>
  admin.gallery(
    name,
    {
      deliveryFormat: 'PRINTED',
      printedItems: [{ width: '15', height: '21', price: '25,00', weightGrams: '15' }],
      pickup: true,
    },
    1,
  );

async function photoInCart(page: Page, slug: string) {
  await page.goto(`/${slug}`);
  await expect(page.getByRole('list', { name: 'Fotos da galeria' })).toBeVisible();
  const checkbox = page.getByRole('checkbox', { name: /^Selecionar foto 1 de/ });
  await checkbox.click();
  await expect(checkbox).toBeChecked();
  await page.getByRole('link', { name: 'Ver Carrinho' }).last().click();
  await expect(page.getByRole('heading', { name: 'Carrinho' })).toBeVisible();
}

const cropOf = (page: Page) => page.getByRole('slider', { name: 'Posição do recorte de IMG_0001.jpg' });

/** Waits for the crop's save to reach the server, then reads the cart again from it. */
async function reloadAfterSave(page: Page, save: Promise<unknown>) {
  await save;
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Carrinho' })).toBeVisible();
}

/** The crop's save (persisted operations send no query text: its variables name it). */
const cropSaved = (page: Page) =>
  page.waitForResponse(
    (response) =>
      response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes('"crop":{'),
  );

function zipEntryNames(zip: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, file) => {
      if (error) return reject(error);
      const names: string[] = [];
      file.on('error', reject);
      file.on('end', () => resolve(names));
      file.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        file.readEntry();
      });
      file.readEntry();
    });
  });
}

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the customer moves the crop with the mouse and the arrow keys; the studio sees it and downloads the prints', async ({
    page,
    browser,
  }) => {
    const problems = watchForErrors(page);
    const slug = await printGallery('Recorte');
    await photoInCart(page, slug);

    // Centred at first: the print (21 x 15 landscape) cuts a strip off the 3:2 photo's sides.
    const crop = cropOf(page);
    await expect(crop).toBeVisible();
    await expect(crop).toHaveAttribute('aria-orientation', 'horizontal');
    await expect(crop).toHaveAttribute('aria-valuenow', '50');
    await expect(crop).toHaveAttribute('aria-valuetext', 'centralizado');
    await expect(page.getByText(/Recorte da impressão: arraste a moldura ou use as setas/)).toBeVisible();
    await expectAccessible(page, 'o carrinho com o recorte');
    await captureScreen(page, 'recorte-carrinho');

    // The arrow keys move it by steps, saved shortly after.
    await crop.focus();
    let saved = cropSaved(page);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(crop).toHaveAttribute('aria-valuenow', '60');
    await reloadAfterSave(page, saved);
    await expect(cropOf(page)).toHaveAttribute('aria-valuenow', '60');

    // A drag to the left moves it to the photo's left edge, and no further.
    const box = (await cropOf(page).boundingBox())!;
    saved = cropSaved(page);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 150, box.y + box.height / 2, { steps: 8 });
    await page.mouse.up();
    await expect(cropOf(page)).toHaveAttribute('aria-valuenow', '0');
    await reloadAfterSave(page, saved);
    await expect(cropOf(page)).toHaveAttribute('aria-valuenow', '0');
    await expect(cropOf(page)).toHaveAttribute('aria-valuetext', '100% para a esquerda');

    // The order takes it along.
    await page.getByRole('radio', { name: 'Retirada no estúdio' }).click();
    await expect(page.getByRole('radio', { name: 'Retirada no estúdio' })).toBeChecked();
    await page.getByRole('button', { name: 'Finalizar pedido' }).click();
    await expect(page.getByRole('heading', { name: 'Resumo do Pedido' })).toBeVisible();
    await fillPersonalData(page, customerEmail());
    const form = page.getByRole('form', { name: 'Pagamento de teste' });
    await form.getByLabel('Nome do titular (define o resultado)').selectOption('APRO');
    await form.getByRole('button', { name: 'Pagar R$ 25,00' }).click();
    await expect(page.getByRole('heading', { name: 'Pagamento Aprovado' })).toBeVisible();
    await page.getByRole('link', { name: 'Acompanhar pedido' }).click();
    await expect(page).toHaveURL(new RegExp(`/${slug}/[0-9a-f-]{36}$`));
    const orderId = new URL(page.url()).pathname.split('/').pop()!;

    // The studio's order page: the crop over the photo, the size and copies, and the lab's ZIP.
    const studioContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const studio = await studioContext.newPage();
    const studioProblems = watchForErrors(studio);
    await studio.goto('/adm');
    await expect(studio).toHaveURL('/estudio/login');
    await studio.getByLabel('E-mail').fill(demoAdmin.email);
    await studio.getByLabel('Senha').fill(demoAdmin.password);
    await studio.getByRole('button', { name: 'Enviar' }).click();
    await expect(studio).toHaveURL('/adm');
    await studio.goto(`/adm/pedidos/${slug}/${orderId}`);
    const photos = studio.getByRole('region', { name: 'Fotos', exact: true });
    const chosen = photos.getByRole('img', { name: 'Recorte escolhido pelo cliente para IMG_0001.jpg' });
    await expect(chosen).toBeVisible();
    const frame = chosen.locator('[data-crop-frame]');
    await expect(frame).toHaveAttribute('style', /left: 0%/);
    const width = await frame.evaluate((element) => Number.parseFloat((element as HTMLElement).style.width));
    expect(width).toBeCloseTo((21 / 15 / 1.5) * 100, 1);
    await expect(photos.getByText('Impressa 15 x 21 cm · 1 cópia')).toBeVisible();
    await expectAccessible(studio, 'o pedido com o recorte');
    await captureScreen(studio, 'recorte-pedido-estudio', 'tablet');

    const download = studio.waitForEvent('download');
    await photos.getByRole('button', { name: 'Baixar impressão (ZIP)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/ - pedido \d+ - impressão\.zip$/);
    const names = await zipEntryNames(await readFile((await file.path())!));
    expect(names).toEqual(['15x21cm-1x-IMG_0001.jpg']);
    expect(problems).toEqual([]);
    expect(studioProblems).toEqual([]);
    await studioContext.close();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the customer drags the crop with a finger, without scrolling the page', async ({ page }) => {
    const problems = watchForErrors(page);
    const slug = await printGallery('Recorte no celular');
    await photoInCart(page, slug);
    const crop = cropOf(page);
    await crop.scrollIntoViewIfNeeded();
    await expect(crop).toHaveAttribute('aria-valuenow', '50');
    await expect(page.getByText(/Recorte da impressão: arraste a moldura para escolher/)).toBeVisible();
    const scrollBefore = await page.evaluate(() => window.scrollY);

    const saved = cropSaved(page);
    await swipe(page, crop, 160);
    await expect(crop).toHaveAttribute('aria-valuenow', '100');
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
    await reloadAfterSave(page, saved);
    await expect(cropOf(page)).toHaveAttribute('aria-valuenow', '100');
    await expect(cropOf(page)).toHaveAttribute('aria-valuetext', '100% para a direita');
    await expectAccessible(page, 'o carrinho com o recorte no celular');
    await page.screenshot({ path: 'test-results/screens/recorte-carrinho-celular.png', fullPage: true });
    expect(problems).toEqual([]);
  });
});
