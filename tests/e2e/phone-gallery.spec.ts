// The gallery in a customer's hand: on a phone every control of a tile is a whole 44 px target of its own (portrait,
// landscape, square), the phone's Back closes the viewer, the size chooser and the selfie panel without leaving the
// gallery, and the opaque viewer has a bar to buy from: the heart, the photo's price and the selection.

import path from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility.ts';
import { AdminApi, type PhotoSize } from './support/admin-api.ts';
import { stubPaymentBrick } from './support/mercado-pago.ts';
import { watchForErrors } from './support/screens.ts';

test.describe.configure({ mode: 'parallel' });
test.setTimeout(120_000);

const screens = path.resolve('test-results', 'screens');
const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 3 };
const target = 44;

let admin: AdminApi;
test.beforeAll(async ({ baseURL }) => {
  admin = await AdminApi.logIn(baseURL!);
});

const portrait = { width: 800, height: 1200 };
const landscape = { width: 1200, height: 800 };
const square = { width: 1000, height: 1000 };
/**
 * On a 390 px phone: four portraits (84x125), two landscapes, two squares and a portrait (128 and 85 px wide), three
 * portraits and a landscape in a low row (64x95: too small for both controls), two portraits.
 */
const mixed = [
  portrait,
  portrait,
  portrait,
  portrait,
  landscape,
  landscape,
  square,
  square,
  portrait,
  portrait,
  portrait,
  portrait,
  landscape,
  portrait,
  portrait,
];
const mixedShapes: PhotoSize = (index) => mixed[index]!;

async function openGallery(page: Page, slug: string) {
  await stubPaymentBrick(page);
  await page.goto(`/${slug}`);
  await expect(page.getByRole('list', { name: 'Fotos da galeria' })).toBeVisible();
}

interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

interface TileReading {
  name: string;
  tile: Rect;
  select: Rect | null;
  heart: Rect | null;
  /** Points of each target where a tap lands on something else. */
  covered: string[];
}

/** Each tile of the grid scrolled into view, its controls' boxes, and what a finger meets at their edges. */
async function readTiles(page: Page): Promise<TileReading[]> {
  const cells = page.getByRole('list', { name: 'Fotos da galeria' }).getByRole('listitem');
  const readings: TileReading[] = [];
  for (const cell of await cells.all()) {
    readings.push(
      await cell.evaluate((item) => {
        item.scrollIntoView({ block: 'center' });
        const rect = (element: Element | null) => {
          if (!element) return null;
          const box = element.getBoundingClientRect();
          return { left: box.left, top: box.top, right: box.right, bottom: box.bottom };
        };
        const select = item.querySelector('label:has(input[type="checkbox"])');
        const heart = item.querySelector('button[aria-label^="Favoritar"]');
        const covered: string[] = [];
        for (const [what, element] of [
          ['selection', select],
          ['heart', heart],
        ] as const) {
          if (!element) continue;
          const box = element.getBoundingClientRect();
          const points = [
            [box.left + 1, box.top + 1],
            [box.right - 1, box.top + 1],
            [box.left + 1, box.bottom - 1],
            [box.right - 1, box.bottom - 1],
            [box.left + box.width / 2, box.top + box.height / 2],
          ];
          for (const [x, y] of points) {
            const hit = document.elementFromPoint(x!, y!);
            if (!hit || !element.contains(hit))
              covered.push(`${what} at ${Math.round(x! - box.left)},${Math.round(y! - box.top)}`);
          }
        }
        return {
          name: item.querySelector('img')?.alt ?? '',
          tile: rect(item)!,
          select: rect(select),
          heart: rect(heart),
          covered,
        };
      }),
    );
  }
  return readings;
}

const size = (rect: Rect) => ({ width: rect.right - rect.left, height: rect.bottom - rect.top });
const overlaps = (a: Rect, b: Rect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
const inside = (inner: Rect, outer: Rect) =>
  inner.left >= outer.left - 0.5 &&
  inner.top >= outer.top - 0.5 &&
  inner.right <= outer.right + 0.5 &&
  inner.bottom <= outer.bottom + 0.5;

/** Every control present is at least 44x44, whole inside its tile, apart from the other, and nothing covers it. */
function expectOwnTargets(readings: TileReading[]) {
  for (const reading of readings) {
    const where = `${reading.name}: ${JSON.stringify(reading)}`;
    for (const control of [reading.select, reading.heart]) {
      if (!control) continue;
      expect(size(control).width, where).toBeGreaterThanOrEqual(target);
      expect(size(control).height, where).toBeGreaterThanOrEqual(target);
      expect(inside(control, reading.tile), where).toBe(true);
    }
    if (reading.select && reading.heart) expect(overlaps(reading.select, reading.heart), where).toBe(false);
    expect(reading.covered, where).toEqual([]);
  }
}

test.describe('on a phone', () => {
  test.use(phone);

  test('portrait, landscape and square tiles: each control its own 44 px; the box selects and keeps the heart', async ({
    page,
  }) => {
    const problems = watchForErrors(page);
    const slug = await admin.gallery(
      'Retratos no celular',
      { deliveryFormat: 'DIGITAL', digitalPrice: '10,00' },
      mixed.length,
      mixedShapes,
    );
    await openGallery(page, slug);
    await expect(page.getByRole('img', { name: `Foto ${mixed.length} de ${mixed.length}` })).toBeAttached();

    const readings = await readTiles(page);
    expect(readings).toHaveLength(mixed.length);
    expectOwnTargets(readings);
    // Every tile can be selected from the grid; where two targets do not fit, the heart is the one left to the
    // viewer, and only there.
    for (const reading of readings) {
      const tile = size(reading.tile);
      expect(reading.select, reading.name).not.toBeNull();
      if (!reading.heart) expect(tile.width < 100 && tile.height < 100, reading.name).toBe(true);
    }
    const portraits = readings.filter((reading) => size(reading.tile).width < size(reading.tile).height);
    expect(portraits.filter((reading) => reading.heart).length).toBeGreaterThanOrEqual(4);
    expect(readings.filter((reading) => !reading.heart).length).toBeGreaterThanOrEqual(1);

    // A portrait's heart, then its selection box tapped at the edge nearest the heart: it selects, the heart stays.
    const heart = page.getByRole('button', { name: `Favoritar foto 1 de ${mixed.length}` });
    await heart.tap();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    const box = page.getByRole('checkbox', { name: `Selecionar foto 1 de ${mixed.length}` });
    const label = page.locator('label', { has: box });
    const edge = (await label.boundingBox())!;
    await page.touchscreen.tap(edge.x + 4, edge.y + edge.height / 2);
    await expect(box).toBeChecked();
    await expect(page.getByText('Selecionadas: 1')).toBeVisible();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Favoritas (1)' })).toBeVisible();

    // A tile too small for its heart: the viewer has it, and the tile then shows the photo is a favourite.
    const small = readings.find((reading) => !reading.heart)!;
    const position = Number(/Foto (\d+) de/.exec(small.name)![1]);
    // Tapped low on the tile: its top holds the selection box.
    const opener = page.getByRole('button', { name: `Ampliar foto ${position} de ${mixed.length}` });
    const tileSize = size(small.tile);
    await opener.tap({ position: { x: tileSize.width / 2, y: tileSize.height - 12 } });
    const viewer = page.getByRole('dialog', { name: `Foto ${position} de ${mixed.length}` });
    const viewerHeart = viewer.getByRole('button', { name: `Favoritar foto ${position} de ${mixed.length}` });
    await viewerHeart.tap();
    await expect(viewerHeart).toHaveAttribute('aria-pressed', 'true');
    await viewer.getByRole('button', { name: 'Fechar', exact: true }).tap();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const cell = page
      .getByRole('list', { name: 'Fotos da galeria' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('img', { name: small.name, exact: true }) });
    await expect(cell.getByRole('img', { name: 'Favorita' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Favoritas (2)' })).toBeVisible();
    await expectAccessible(page, 'a galeria no celular');
    // The grid as the phone shows it: a favourite and selected portrait, the heart beside the box, and the mark.
    await page.getByRole('list', { name: 'Fotos da galeria' }).evaluate((grid) => grid.scrollIntoView());
    await page.screenshot({ path: path.join(screens, 'celular-galeria-grade.png') });
    expect(problems).toEqual([]);
  });

  test('Back closes the viewer, the size chooser and the selfie panel, and stays in the gallery', async ({
    page,
  }) => {
    const problems = watchForErrors(page);
    const slug = await admin.gallery('Voltar no celular', {
      deliveryFormat: 'PRINTED',
      printedItems: [
        { width: '10', height: '15', price: '15,00' },
        { width: '20', height: '30', price: '45,00' },
      ],
      pickup: true,
    });
    const turnedOn = await admin.graphql(
      `mutation($slug: String!) { setEventFaceSearch(input: { event: { slug: $slug }, enabled: true }) {
        __typename ... on SetEventFaceSearchPayload { event { faceSearch } } } }`,
      { slug },
    );
    expect(turnedOn.setEventFaceSearch.event.faceSearch).toBe(true);
    // The page before the gallery, where the last Back must lead (a busy shared machine can take a while).
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
    await openGallery(page, slug);
    const gallery = page.getByRole('list', { name: 'Fotos da galeria' });
    const inGallery = async () => {
      await expect(page).toHaveURL(new RegExp(`/${slug}$`));
      await expect(gallery).toBeVisible();
    };
    const viewer = page.getByRole('dialog', { name: 'Foto 1 de 4' });
    const chooser = page.getByRole('dialog', { name: 'Escolha o tamanho e o formato' });

    // The viewer.
    await page.getByRole('button', { name: 'Ampliar foto 1 de 4' }).tap();
    await expect(viewer).toBeVisible();
    // A step within the page: the router does not load the gallery again (its photos stay as scrolled).
    const requests: string[] = [];
    const onRequest = (request: { url: () => string }) => requests.push(request.url());
    page.on('request', onRequest);
    await page.goBack();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await inGallery();
    await page.waitForTimeout(500);
    page.off('request', onRequest);
    expect(requests.filter((url) => url.includes('/graphql'))).toEqual([]);

    // The size chooser over the viewer: Back closes the chooser, then the viewer.
    await page.getByRole('button', { name: 'Ampliar foto 1 de 4' }).tap();
    await viewer.getByRole('checkbox', { name: 'Selecionar' }).tap();
    await expect(chooser).toBeVisible();
    await page.goBack();
    await expect(chooser).toHaveCount(0);
    await expect(viewer).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await inGallery();

    // The size chooser of the grid.
    await page.getByRole('checkbox', { name: 'Selecionar foto 2 de 4' }).tap();
    await expect(chooser).toBeVisible();
    await page.goBack();
    await expect(chooser).toHaveCount(0);
    await inGallery();

    // The selfie panel.
    await page.getByRole('button', { name: 'Encontrar minhas fotos' }).tap();
    const panel = page.getByRole('dialog', { name: 'Como usamos a sua selfie' });
    await expect(panel).toBeVisible();
    await page.goBack();
    await expect(panel).toHaveCount(0);
    await inGallery();

    // Closed by their own buttons, they leave no step behind: the next Back leaves the gallery.
    await page.getByRole('button', { name: 'Ampliar foto 3 de 4' }).tap();
    await page
      .getByRole('dialog', { name: 'Foto 3 de 4' })
      .getByRole('button', { name: 'Fechar', exact: true })
      .tap();
    await page.getByRole('checkbox', { name: 'Selecionar foto 3 de 4' }).tap();
    await chooser.getByRole('button', { name: 'Cancelar' }).tap();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('checkbox', { name: 'Selecionar foto 4 de 4' }).tap();
    await chooser.getByRole('radio', { name: /20 x 30 cm/ }).check();
    await chooser.getByRole('button', { name: 'Adicionar ao carrinho' }).tap();
    await expect(page.getByRole('checkbox', { name: 'Selecionar foto 4 de 4' })).toBeChecked();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await inGallery();
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    expect(problems).toEqual([]);
  });

  test('the viewer: opaque, with the heart, the price and the selection in reach of the thumb', async ({
    page,
  }) => {
    const problems = watchForErrors(page);
    const slug = await admin.gallery(
      'Comprar do visualizador',
      { deliveryFormat: 'DIGITAL', digitalPrice: '10,00' },
      3,
    );
    await openGallery(page, slug);
    await page.getByRole('button', { name: 'Ampliar foto 2 de 3' }).tap();
    const viewer = page.getByRole('dialog', { name: 'Foto 2 de 3' });
    await expect(viewer.getByRole('img', { name: 'Foto 2 de 3' })).toBeVisible();
    await expectOpaque(viewer);

    const heart = viewer.getByRole('button', { name: 'Favoritar foto 2 de 3' });
    const select = viewer.getByRole('checkbox', { name: 'Selecionar' });
    await expect(viewer.getByText('R$ 10,00')).toBeVisible();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    const controls = [
      heart,
      viewer.locator('label:has(input[type="checkbox"])'),
      viewer.getByRole('button', { name: 'Fechar', exact: true }),
      viewer.getByRole('button', { name: 'Diminuir zoom' }),
      viewer.getByRole('button', { name: 'Aumentar zoom' }),
    ];
    const boxes = await Promise.all(controls.map((control) => control.boundingBox()));
    for (const [index, box] of boxes.entries()) {
      expect(box!.width, `control ${index}`).toBeGreaterThanOrEqual(target);
      expect(box!.height, `control ${index}`).toBeGreaterThanOrEqual(target);
      for (const other of boxes.slice(index + 1)) {
        const a = { left: box!.x, top: box!.y, right: box!.x + box!.width, bottom: box!.y + box!.height };
        const b = {
          left: other!.x,
          top: other!.y,
          right: other!.x + other!.width,
          bottom: other!.y + other!.height,
        };
        expect(overlaps(a, b)).toBe(false);
      }
    }
    // The buying bar sits at the bottom of the screen, under the thumb.
    expect(boxes[1]!.y + boxes[1]!.height).toBeGreaterThan(phone.viewport.height - 80);

    await heart.tap();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await select.tap();
    await expect(select).toBeChecked();
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(screens, 'celular-visualizador.png') });
    await expectAccessible(page, 'o visualizador no celular');

    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByText('Selecionadas: 1')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Selecionar foto 2 de 3' })).toBeChecked();
    await expect(page.getByRole('button', { name: 'Favoritas (1)' })).toBeVisible();
    expect(problems).toEqual([]);
  });
});

/** Nothing of the page shows through the viewer or around it. */
async function expectOpaque(viewer: Locator) {
  const colours = await viewer.evaluate((dialog) => ({
    own: getComputedStyle(dialog).backgroundColor,
    backdrop: getComputedStyle(dialog, '::backdrop').backgroundColor,
  }));
  for (const colour of [colours.own, colours.backdrop]) {
    expect(colour, JSON.stringify(colours)).toMatch(/^rgb\(\d+, \d+, \d+\)$/);
  }
}

test('at 1366x768 the viewer has one bar: heart, "a partir de" price and the size chooser over the photo', async ({
  page,
}) => {
  const problems = watchForErrors(page);
  await page.setViewportSize({ width: 1366, height: 768 });
  const slug = await admin.gallery(
    'Tamanhos no visualizador',
    {
      deliveryFormat: 'PRINTED',
      printedItems: [
        { width: '10', height: '15', price: '15,00' },
        { width: '20', height: '30', price: '45,00' },
      ],
      pickup: true,
    },
    3,
  );
  await openGallery(page, slug);
  await page.getByRole('button', { name: 'Ampliar foto 1 de 3' }).click();
  const viewer = page.getByRole('dialog', { name: 'Foto 1 de 3' });
  await expect(viewer.getByRole('img', { name: 'Foto 1 de 3' })).toBeVisible();
  await expectOpaque(viewer);
  await expect(viewer.getByText('a partir de R$ 15,00')).toBeVisible();
  const heart = viewer.getByRole('button', { name: 'Favoritar foto 1 de 3' });
  const close = viewer.getByRole('button', { name: 'Fechar', exact: true });
  // One bar on top: the heart, the price and the selection beside zoom and close.
  const [heartBox, closeBox] = [await heart.boundingBox(), await close.boundingBox()];
  expect(Math.abs(heartBox!.y - closeBox!.y)).toBeLessThan(12);
  expect(heartBox!.y).toBeLessThan(60);

  await viewer.getByRole('checkbox', { name: 'Selecionar' }).click();
  const chooser = page.getByRole('dialog', { name: 'Escolha o tamanho e o formato' });
  await expect(chooser.getByText('R$ 45,00')).toBeVisible();
  await expectAccessible(page, 'a escolha do tamanho no visualizador');
  await chooser.getByRole('radio', { name: /20 x 30 cm/ }).check();
  await chooser.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
  await expect(chooser).toHaveCount(0);
  await expect(viewer.getByRole('checkbox', { name: 'Selecionar' })).toBeChecked();
  await expect(viewer).toBeVisible();
  await expectAccessible(page, 'o visualizador');
  await page.screenshot({ path: path.join(screens, 'visualizador-barra-desktop.png') });
  await close.click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('Selecionadas: 1')).toBeVisible();
  expect(problems).toEqual([]);
});
