// The gallery's first screen on a phone: the HTML the server sends already shows the event's <h1>, its cover and
// the first photos (JavaScript off, or not arrived yet), says nothing of a gallery behind a key, and the app takes
// the page over with one heading and its own grid; the gallery's GraphQL answer travels compressed.
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility.ts';
import { AdminApi } from './support/admin-api.ts';
import { watchForCspViolations } from './support/csp.ts';
import { watchForErrors } from './support/screens.ts';

test.setTimeout(120_000);

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 };
const photoCount = 8;

let publicSlug = '';
let privateSlug = '';
let eventName = '';

test.beforeAll(async ({ baseURL }) => {
  const api = await AdminApi.logIn(baseURL!);
  publicSlug = await api.gallery(
    'Primeira Tela',
    { deliveryFormat: 'DIGITAL', digitalPrice: '15,00' },
    photoCount,
    // A portrait every third photo, as in a real event.
    (index) => (index % 3 === 2 ? { width: 800, height: 1200 } : { width: 1200, height: 800 }),
  );
  await api.setCover(publicSlug);
  const { studio } = await api.graphql(`query($slug: String!) { studio { event(slug: $slug) { name } } }`, {
    slug: publicSlug,
  });
  eventName = studio.event.name;
  privateSlug = await api.gallery(
    'Primeira Tela Privada',
    { deliveryFormat: 'DIGITAL', digitalPrice: '15,00', accessKey: 'chave-secreta' },
    2,
  );
  await api.setCover(privateSlug);
});

/** Every image of the page that is on screen has arrived and been decoded. */
async function expectLoaded(page: Page, name: string | RegExp) {
  const image = page.getByRole('img', { name }).first();
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
    .toBeGreaterThan(0);
}

test('with JavaScript off, the phone gets the header with the <h1>, the cover and the first photos', async ({
  browser,
}) => {
  const context = await browser.newContext({ ...phone, javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto(`/${publicSlug}`);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page).toHaveTitle(`${eventName} - Estúdio Aurora`);
  await expect(page.getByRole('heading', { level: 1, name: eventName })).toBeVisible();
  await expect(page.getByText(`${photoCount} fotos`)).toBeVisible();
  await expect(page.getByText('a partir de R$ 15,00')).toBeVisible();
  await expectLoaded(page, 'Capa do evento');
  const grid = page.getByRole('list', { name: 'Primeiras fotos', exact: true });
  await expect(grid.getByRole('img')).toHaveCount(photoCount);
  await expectLoaded(page, `Foto 1 de ${photoCount}`);
  await expectLoaded(page, `Foto 3 de ${photoCount}`);
  // Justified rows, each photo in its own shape (3:2, 2:3), rows near the app's 120 px on a phone.
  const landscape = (await grid.getByRole('img', { name: `Foto 1 de ${photoCount}` }).boundingBox())!;
  const portrait = (await grid.getByRole('img', { name: `Foto 3 de ${photoCount}` }).boundingBox())!;
  expect(landscape.width / landscape.height).toBeCloseTo(1.5, 1);
  expect(portrait.width / portrait.height).toBeCloseTo(2 / 3, 1);
  expect(landscape.height).toBeGreaterThan(90);
  expect(landscape.height).toBeLessThan(160);
  await page.screenshot({ path: 'test-results/screens/first-screen-no-js-phone.png' });

  // A gallery behind a key: nothing of it in the HTML, not even its name.
  const privateName = `Primeira Tela Privada`;
  const closed = await page.request.get(`/${privateSlug}`);
  const html = await closed.text();
  expect(html).not.toContain(privateName);
  expect(html).not.toContain('first-screen');
  expect(html).not.toContain('/api/');
  await context.close();
});

test("the first screen without the app's JS is accessible, and the app takes it over with one heading", async ({
  browser,
}) => {
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  // The app's code not arriving (a phone's JS on its way, or lost): the server's first screen is the page.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto(`/${publicSlug}`);
  await expect(page.getByRole('heading', { level: 1, name: eventName })).toBeVisible();
  await expectLoaded(page, `Foto 1 de ${photoCount}`);
  await expectAccessible(page, 'a primeira tela da galeria (sem o JS)');
  await page.screenshot({ path: 'test-results/screens/first-screen-before-js-phone.png' });

  await page.unroute('**/assets/*.js');
  const problems = watchForErrors(page);
  const violations = await watchForCspViolations(page);
  await page.reload();
  // The app's own grid (its tiles open the viewer) replaces the server's: one <h1>, no copy left.
  await expect(page.getByRole('button', { name: `Ampliar foto 1 de ${photoCount}` })).toBeVisible();
  await expect(page.locator('#first-screen')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(eventName);
  await expectAccessible(page, 'a galeria depois do JS');
  await page.screenshot({ path: 'test-results/screens/first-screen-after-js-phone.png' });
  expect(violations).toEqual([]);
  expect(problems).toEqual([]);
  await context.close();
});

test("the gallery's GraphQL answers come compressed, for a new customer and one coming back", async ({
  browser,
}) => {
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  const answers: { size: number; encoding: string | undefined; vary: string | undefined }[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('/graphql')) return;
    const headers = await response.allHeaders();
    const size = (await response.body().catch(() => Buffer.alloc(0))).length;
    answers.push({ size, encoding: headers['content-encoding'], vary: headers.vary });
  });
  const visit = async () => {
    answers.length = 0;
    await expect(page.getByRole('button', { name: `Ampliar foto 1 de ${photoCount}` })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The route's answer (the event, its photos, the cart) is the big one; every answer above 1 KB is compressed.
    const big = answers.filter((answer) => answer.size > 1024);
    expect(big.length).toBeGreaterThan(0);
    for (const answer of big) {
      expect(['br', 'gzip']).toContain(answer.encoding);
      expect(answer.vary).toMatch(/Accept-Encoding/i);
    }
  };
  const first = page.goto(`/${publicSlug}`);
  await visit();
  await first;
  // Back again with the token kept: the early query's answer is compressed as well.
  const again = page.reload();
  await visit();
  await again;
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await context.close();
});
