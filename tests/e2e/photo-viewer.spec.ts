// The customer's enlarged photo: portrait and landscape fitted to a laptop's and a phone's screen, arrow keys, swipes,
// pinch and double-tap zoom, Escape giving the focus back to the tile; the lightbox's script loads only on demand.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility.ts';
import { AdminApi, type PhotoSize } from './support/admin-api.ts';
import { watchForCspViolations } from './support/csp.ts';
import { stubPaymentBrick } from './support/mercado-pago.ts';
import { watchForErrors } from './support/screens.ts';
import { doubleTap, pinch, swipe } from './support/touch.ts';

test.describe.configure({ mode: 'parallel' });
test.setTimeout(90_000);

let admin: AdminApi;
test.beforeAll(async ({ baseURL }) => {
  admin = await AdminApi.logIn(baseURL!);
});

/** Landscape, portrait, landscape: the previews keep these sizes (under 1,600 px). */
const shapes: PhotoSize = (index) =>
  index === 1 ? { width: 800, height: 1200 } : { width: 1200, height: 800 };

async function openGallery(page: Page, name: string) {
  const slug = await admin.gallery(name, { deliveryFormat: 'DIGITAL', digitalPrice: '10,00' }, 3, shapes);
  await stubPaymentBrick(page);
  await page.goto(`/${slug}`);
  await expect(page.getByRole('list', { name: 'Fotos da galeria' })).toBeVisible();
}

const viewer = (page: Page, position: number) => page.getByRole('dialog', { name: `Foto ${position} de 3` });
const photo = (page: Page, position: number) =>
  viewer(page, position).getByRole('img', { name: `Foto ${position} de 3` });

/**
 * The photo is whole on screen: its box inside the viewport, in the file's proportions (not cropped), as large as
 * the room lets it be, and nothing of the viewer drawn over its top edge.
 */
async function expectFitted(page: Page, image: Locator, shape: 'portrait' | 'landscape') {
  const screen = page.viewportSize()!;
  let last: unknown = 'no reading: the photo was not found';
  await expect(async () => {
    const shown = await image.evaluate((element: HTMLImageElement) => {
      const box = element.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + 2);
      return {
        box: { left: box.left, top: box.top, right: box.right, bottom: box.bottom },
        ratio: box.width / box.height,
        natural: element.naturalWidth / element.naturalHeight,
        topVisible: top === element,
        room: Math.max(box.width / window.innerWidth, box.height / window.innerHeight),
      };
    });
    last = shown;
    expect(shown.box.left).toBeGreaterThanOrEqual(0);
    expect(shown.box.top).toBeGreaterThanOrEqual(0);
    expect(shown.box.right).toBeLessThanOrEqual(screen.width);
    expect(shown.box.bottom).toBeLessThanOrEqual(screen.height);
    expect(shown.ratio).toBeCloseTo(shown.natural, 1);
    expect(shown.natural > 1 ? 'landscape' : 'portrait').toBe(shape);
    expect(shown.room).toBeGreaterThan(0.8);
    expect(shown.topVisible).toBe(true);
  })
    .toPass({ timeout: 15_000 })
    .catch((error: Error) => {
      throw new Error(`${error.message}\nLast reading: ${JSON.stringify(last)}`);
    });
}

test('at 1366x768 the enlarged photo fits, arrows walk the photos, Escape gives the focus back to its tile', async ({
  page,
}) => {
  const problems = watchForErrors(page);
  const violations = await watchForCspViolations(page);
  const lightboxScripts: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/PhotoLightbox-[^/]+\.js$/.test(request.url())) lightboxScripts.push(request.url());
  });
  await page.setViewportSize({ width: 1366, height: 768 });
  await openGallery(page, 'Ampliar');
  await expect(page.getByRole('img', { name: 'Foto 3 de 3' })).toBeVisible();
  // The grid's first paint did not fetch the lightbox.
  expect(lightboxScripts).toEqual([]);

  const tile = page.getByRole('button', { name: 'Ampliar foto 2 de 3' });
  await tile.click();
  await expect(photo(page, 2)).toBeVisible();
  expect(lightboxScripts).toHaveLength(1);
  await expectFitted(page, photo(page, 2), 'portrait');
  await expect(viewer(page, 2)).toHaveJSProperty('open', true);
  await expectAccessible(page, 'a foto ampliada');

  await page.keyboard.press('ArrowRight');
  await expectFitted(page, photo(page, 3), 'landscape');
  // The last photo: no further.
  await page.keyboard.press('ArrowRight');
  await expect(viewer(page, 3)).toBeVisible();
  // The lightbox ignores a key pressed while the previous slide is still moving: one step at a time.
  await page.keyboard.press('ArrowLeft');
  await expect(viewer(page, 2)).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expectFitted(page, photo(page, 1), 'landscape');

  // A double click zooms in; the zoom buttons in the bar follow it.
  const zoomOut = viewer(page, 1).getByRole('button', { name: 'Diminuir zoom' });
  await expect(zoomOut).toHaveAttribute('aria-disabled', 'true');
  await photo(page, 1).dblclick();
  await expect(zoomOut).toHaveAttribute('aria-disabled', 'false');
  await zoomOut.click();
  await expect(zoomOut).toHaveAttribute('aria-disabled', 'true');

  // Selecting from the viewer is the grid's selection.
  const select = viewer(page, 1).getByRole('checkbox', { name: 'Selecionar' });
  await select.click();
  await expect(select).toBeChecked();
  await expect(page.getByText('Selecionadas: 1')).toBeAttached();

  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(tile).toBeFocused();
  await expect(page.getByRole('checkbox', { name: 'Selecionar foto 1 de 3' })).toBeChecked();
  expect(problems).toEqual([]);
  expect(violations).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 3 });

  test('the photo fits, a swipe goes to the next, pinch and double tap zoom, closing returns to the tile', async ({
    page,
  }) => {
    const problems = watchForErrors(page);
    await openGallery(page, 'Ampliar no celular');
    const tile = page.getByRole('button', { name: 'Ampliar foto 1 de 3' });
    await tile.tap();
    await expectFitted(page, photo(page, 1), 'landscape');

    await swipe(page, photo(page, 1), -250);
    await expectFitted(page, photo(page, 2), 'portrait');

    const zoomOut = viewer(page, 2).getByRole('button', { name: 'Diminuir zoom' });
    await expect(zoomOut).toHaveAttribute('aria-disabled', 'true');
    await pinch(page, photo(page, 2), 200);
    await expect(zoomOut).toHaveAttribute('aria-disabled', 'false');

    // Another photo starts unzoomed; two taps zoom into it.
    await viewer(page, 2).getByRole('button', { name: 'Próxima foto' }).tap();
    const lastZoomOut = viewer(page, 3).getByRole('button', { name: 'Diminuir zoom' });
    await expect(lastZoomOut).toHaveAttribute('aria-disabled', 'true');
    await expectFitted(page, photo(page, 3), 'landscape');
    await doubleTap(page, photo(page, 3));
    await expect(lastZoomOut).toHaveAttribute('aria-disabled', 'false');

    await viewer(page, 3).getByRole('button', { name: 'Fechar', exact: true }).tap();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(tile).toBeFocused();
    expect(problems).toEqual([]);
  });
});
