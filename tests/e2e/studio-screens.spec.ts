// The studio's everyday screens on a laptop and a phone (issue 27, points 10, 11, 13 and 15): pages open at their
// top and Back returns to where the owner was; the order lists as cards with folded filters on a phone and whole on
// a laptop; what each customer chose, with the offer link; the words and overlays of touch screens.
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility.ts';
import { AdminApi } from './support/admin-api.ts';
import { CustomerApi } from './support/customer-api.ts';
import { waitForQuiet } from './support/quiet.ts';
import { watchForErrors } from './support/screens.ts';

test.setTimeout(120_000);

const screens = {
  laptop: { viewport: { width: 1366, height: 768 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
} as const;

const eventName = 'Formatura de Engenharia Civil Turma Noturna de 2026';
const maria = {
  nome: 'Maria',
  sobrenome: 'Souza',
  email: '',
};
const joao = {
  nome: 'João',
  sobrenome: 'Pereira',
  email: '',
};

let admin: AdminApi;
let slug: string;
let photos: { id: string; name: string; originalName: string }[];

test.beforeAll(async ({ baseURL }) => {
  // Run again before each test a worker takes (the file runs fully parallel): new customers every time, so each
  // test finds exactly the orders of its own set-up.
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  maria.email = `maria.souza.engenharia.noturna.${stamp}@exemplo.com.br`;
  joao.email = `joao.pereira.engenharia.noturna.${stamp}@exemplo.com.br`;
  admin = await AdminApi.logIn(baseURL!);
  slug = await admin.gallery(eventName, {
    deliveryFormat: 'DIGITAL',
    digitalPrice: '10,00',
  });
  const { studio } = await admin.graphql(
    `query($slug: String!) { studio { event(slug: $slug) { photos(first: 10) { edges { node { id name originalName } } } } } }`,
    { slug },
  );
  photos = studio.event.photos.edges.map((edge: { node: (typeof photos)[number] }) => edge.node);

  // Maria marks two favourites, buys a third by Pix (still pending); João buys one; a visitor marks one.
  const first = await CustomerApi.open(baseURL!, slug);
  await first.favorite(photos[0]!.id);
  await first.favorite(photos[1]!.id);
  await first.addToCart(photos[2]!.name);
  await first.savePersonalData(maria);
  await first.orderByPix(maria.email);
  const second = await CustomerApi.open(baseURL!, slug);
  await second.addToCart(photos[0]!.name);
  await second.savePersonalData(joao);
  await second.orderByPix(joao.email);
  const visitor = await CustomerApi.open(baseURL!, slug);
  await visitor.favorite(photos[3]!.id);
});

/** The browser holds the owner's session, as after logging in. */
async function signIn(page: Page) {
  await page.addInitScript((token) => localStorage.setItem('revela:adm:token', token), admin.token);
}

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Scrolls the page so the target sits near the top of the screen (under a sticky bar); the new scroll. */
async function scrollNearTop(page: Page, target: Locator): Promise<number> {
  await target.evaluate((element) => {
    const top = element.getBoundingClientRect().top + window.scrollY;
    window.scrollTo(0, top - 120);
  });
  await page.waitForTimeout(100);
  return scrollY(page);
}

/** Whether two boxes share any area. */
function overlap(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The page is no wider than the screen (nothing to scroll sideways). */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, width } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(width);
}

for (const [screen, options] of Object.entries(screens)) {
  test.describe(`${screen} (${options.viewport.width} px)`, () => {
    test.use(options);

    test('10: an event opens at its top and Back returns to where the events list was left', async ({
      page,
    }) => {
      const problems = watchForErrors(page);
      await signIn(page);
      await page.goto('/adm');
      const work = page.getByRole('region', { name: 'Trabalhos Recentes' });
      // Each worker sets up its own event: this one's.
      const link = work.locator(`a[href="/adm/${slug}"]`);
      await expect(link).toBeVisible();
      // The dashboard's live updates keep a stream open: 'networkidle' never comes on /adm.
      await waitForQuiet(page);
      const left = await scrollNearTop(page, link);
      expect(left).toBeGreaterThan(200);
      const linkTop = () => link.evaluate((element) => Math.round(element.getBoundingClientRect().top));
      const leftAt = await linkTop();

      await link.click();
      await expect(page).toHaveURL(`/adm/${slug}`);
      await expect(page.getByRole('heading', { level: 1, name: eventName })).toBeVisible();
      await expect.poll(() => scrollY(page)).toBe(0);

      await page.goBack();
      await expect(page).toHaveURL('/adm');
      await expect(link).toBeVisible();
      // Where the list was left: the link at the same place on the screen. The dashboard reads its figures again as
      // its live updates open, and orders other tests made meanwhile may grow what is above the list: the browser's
      // scroll anchoring then keeps the list in place, at a scrollY further down.
      await expect.poll(async () => Math.abs((await linkTop()) - leftAt)).toBeLessThanOrEqual(2);

      // Forward again: the event, at the top where it was left.
      await page.goForward();
      await expect(page).toHaveURL(`/adm/${slug}`);
      await expect.poll(() => scrollY(page)).toBe(0);
      expect(problems).toEqual([]);
    });

    test("10: the storefront's gallery opens at its top and Back returns to the home page's place", async ({
      page,
    }) => {
      await page.goto('/');
      const link = page
        .getByRole('region', { name: 'Trabalhos Recentes' })
        .getByRole('link', { name: 'Formatura Medicina 2026' });
      await expect(link).toBeVisible();
      await page.waitForLoadState('networkidle');
      const left = await scrollNearTop(page, link);
      expect(left).toBeGreaterThan(100);
      await link.click();
      await expect(page).toHaveURL('/formatura-medicina-2026');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect.poll(() => scrollY(page)).toBe(0);
      await page.goBack();
      await expect(page).toHaveURL('/');
      await expect(link).toBeVisible();
      await expect.poll(async () => Math.abs((await scrollY(page)) - left)).toBeLessThanOrEqual(2);
    });

    test("15: the banner's arrows leave its title readable", async ({ page }) => {
      await page.goto('/');
      const carousel = page.getByRole('region', { name: 'Destaques' });
      await expect(carousel.getByRole('button', { name: 'Próximo banner' })).toBeVisible();
      const arrows = await Promise.all(
        ['Banner anterior', 'Próximo banner'].map((name) =>
          carousel.getByRole('button', { name }).boundingBox(),
        ),
      );
      // Every slide's title (each may be the one shown), a long one that takes two lines on a phone, line by line.
      const titles = await carousel.locator('figcaption').evaluateAll((captions) =>
        captions.flatMap((caption) => {
          caption.textContent = 'Ensaios de família, casamentos e formaturas de 2026';
          const range = document.createRange();
          range.selectNodeContents(caption);
          return [...range.getClientRects()].map(({ x, y, width, height }) => ({ x, y, width, height }));
        }),
      );
      expect(titles.length).toBeGreaterThan(0);
      for (const arrow of arrows) for (const line of titles) expect(overlap(arrow!, line)).toBe(false);
    });
  });
}

test.describe('phone (390 px): touch words and toasts', () => {
  test.use(screens.phone);

  test("15: the drop zone says 'Toque para escolher'", async ({ page }) => {
    await signIn(page);
    await page.goto(`/adm/${slug}`);
    expect(await page.evaluate(() => matchMedia('(hover: none) and (pointer: coarse)').matches)).toBe(true);
    const cover = page.getByRole('region', { name: 'Capa' });
    await expect(cover.getByText('Toque para escolher a imagem')).toBeVisible();
    await expect(page.getByText(/Clique para escolher|arraste/)).toHaveCount(0);
  });

  test("15: the 'salvo' toast leaves the page title and the menu bar in view", async ({ page }) => {
    await signIn(page);
    await page.goto(`/adm/${slug}`);
    const title = page.getByRole('heading', { level: 1, name: eventName });
    // The title just under the sticky menu bar, where a toast at the top would lie over it.
    const bar = await page.getByRole('navigation', { name: 'Menu do estúdio' }).boundingBox();
    await title.evaluate((element, barHeight) => {
      window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - barHeight - 8);
    }, bar!.height);
    await page.getByRole('button', { name: 'Configurações da galeria' }).click();
    const dialog = page.getByRole('dialog', { name: 'Configurações da galeria' });
    await dialog.getByRole('button', { name: 'Salvar configurações' }).click();
    await expect(dialog).toBeHidden();
    const toast = page.getByRole('status').filter({ hasText: 'Configurações salvas com sucesso' });
    await expect(toast).toBeVisible();
    await page.waitForTimeout(300);
    const toastBox = await toast.boundingBox();
    expect(overlap(toastBox!, (await title.boundingBox())!)).toBe(false);
    expect(
      overlap(toastBox!, (await page.getByRole('navigation', { name: 'Menu do estúdio' }).boundingBox())!),
    ).toBe(false);
    expect(toastBox!.y + toastBox!.height).toBeLessThanOrEqual(screens.phone.viewport.height);
  });

  test('11: the order lists are cards with their filters behind one button', async ({ page }) => {
    await signIn(page);
    await page.goto('/adm/pedidos');
    const section = page.getByRole('region', { name: 'Todos os pedidos' });
    await expect(section).toBeVisible();
    await expect(section.getByRole('table')).toBeHidden();
    const card = section
      .getByRole('list', { name: 'Pedidos' })
      .getByRole('listitem')
      .filter({ hasText: maria.email });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Maria Souza');
    await expect(card).toContainText(/Pedido nº \d+/);
    await expect(card).toContainText(/\d{2}\/\d{2}\/\d{4}/);
    await expect(card).toContainText('Pendente');
    await expect(card).toContainText(/R\$\s10,00/);
    await expect(card).toContainText(eventName);

    // The seven filters wait behind 'Filtros'.
    const search = section.getByLabel('Buscar cliente');
    await expect(search).toBeHidden();
    const toggle = section.getByRole('button', { name: /^Filtros/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Folded, the filters leave the cards right under the section's heading (the events above it vary with the data).
    const firstCard = await section.getByRole('list', { name: 'Pedidos' }).boundingBox();
    const sectionTop = (await section.boundingBox())!.y;
    expect(firstCard!.y - sectionTop).toBeLessThan(screens.phone.viewport.height / 3);
    await expectNoSidewaysScroll(page);
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/screens/adm-pedidos-celular.png' });
    await expectAccessible(page, 'os pedidos no celular');

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(search).toBeVisible();
    await expect(section.getByLabel('Só os que aguardam você')).toBeVisible();
    await search.fill(joao.email);
    await expect(section.getByRole('list', { name: 'Pedidos' }).getByRole('listitem')).toHaveCount(1);
    await expect(section.getByRole('list', { name: 'Pedidos' })).toContainText('João Pereira');

    // The event's own list, the same way.
    await page.goto(`/adm/pedidos/${slug}`);
    const cards = page.getByRole('list', { name: 'Pedidos' }).getByRole('listitem');
    await expect(cards).toHaveCount(2);
    await expect(page.getByRole('table')).toBeHidden();
    await expect(page.getByRole('combobox', { name: /^Pagamento/ })).toBeHidden();
    await page.getByRole('button', { name: /^Filtros/ }).click();
    await expect(page.getByRole('combobox', { name: /^Pagamento/ })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: 'test-results/screens/adm-pedidos-evento-celular.png' });
  });
});

test.describe('laptop (1366 px): whole tables and what customers chose', () => {
  test.use(screens.laptop);

  test("15: the drop zone still says 'Clique para escolher' to a mouse", async ({ page }) => {
    await signIn(page);
    await page.goto(`/adm/${slug}`);
    const cover = page.getByRole('region', { name: 'Capa' });
    await expect(cover.getByText('Clique para escolher ou arraste a imagem para cá')).toBeVisible();
  });

  test('11: the order tables fit beside the menu, nothing cut on the right', async ({ page }) => {
    await signIn(page);
    for (const path of ['/adm/pedidos', `/adm/pedidos/${slug}`]) {
      await page.goto(path);
      const table = page.getByRole('table');
      await expect(table).toBeVisible();
      await expect(table).toContainText('Maria Souza');
      await expect(page.getByRole('button', { name: /^Filtros/ })).toBeHidden();
      await expect(page.getByRole('combobox', { name: /^Pagamento/ })).toBeVisible();
      const cut = await table.evaluate((element) => {
        const frame = element.parentElement!;
        return frame.scrollWidth - frame.clientWidth;
      });
      expect(cut, `${path}: the table's frame scrolls sideways`).toBeLessThanOrEqual(1);
      const lastHeader = await table.getByRole('columnheader', { name: 'Entrega' }).boundingBox();
      expect(lastHeader!.x + lastHeader!.width).toBeLessThanOrEqual(screens.laptop.viewport.width);
      await expectNoSidewaysScroll(page);
    }
  });

  test('13: the event page shows what each customer chose, and the offer link opens their favourites', async ({
    page,
    browser,
    context,
  }) => {
    const problems = watchForErrors(page);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page);
    await page.goto(`/adm/${slug}`);
    const card = page.getByRole('region', { name: 'Escolhas dos clientes' });
    await card.scrollIntoViewIfNeeded();
    await expect(card).toContainText(/\d clientes escolheram fotos/);

    const mariaCard = card.getByRole('article', { name: 'Maria Souza' });
    await expect(mariaCard).toContainText(maria.email);
    await expect(mariaCard).toContainText('2 favoritas');
    const favourites = mariaCard.getByRole('list', { name: 'Favoritas de Maria Souza' });
    await expect(favourites.getByRole('img')).toHaveCount(2);
    for (const photo of photos.slice(0, 2)) await expect(favourites).toContainText(photo.originalName);
    await expect(favourites).toContainText(/Favoritada em \d{2}\/\d{2}\/\d{4}/);
    await expect(mariaCard).toContainText('No carrinho: 1 item');
    await expect(mariaCard.getByRole('list', { name: 'Carrinho de Maria Souza' })).toContainText(
      photos[2]!.originalName,
    );

    const joaoCard = card.getByRole('article', { name: 'João Pereira' });
    await expect(joaoCard).toContainText('No carrinho: 1 item');
    await expect(joaoCard.getByLabel('Link da oferta')).toHaveCount(0);
    const visitorCard = card.getByRole('article', { name: /^Visitante [0-9A-F]{6}$/ });
    await expect(visitorCard).toContainText('1 favorita');
    await expectAccessible(page, 'as escolhas dos clientes');
    await card.screenshot({ path: 'test-results/screens/adm-escolhas-dos-clientes.png' });

    const offer = mariaCard.getByLabel('Link da oferta');
    const link = await offer.inputValue();
    expect(link).toMatch(new RegExp(`/${slug}/favoritas/[0-9a-f-]{36}[A-Za-z0-9_-]{43}$`));
    await mariaCard.getByRole('button', { name: 'Copiar link da oferta' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Link copiado' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    expect(problems).toEqual([]);

    await openOffer(browser, link);
  });
});

/** Someone the studio sent the link to: Maria's favourites, which one tap puts in their cart. */
async function openOffer(browser: Browser, link: string) {
  const customer = await browser.newPage();
  try {
    await customer.goto(link);
    await expect(customer.getByRole('heading', { level: 1, name: /Fotos favoritas/ })).toBeVisible();
    await customer
      .getByRole('button', { name: /ao carrinho/i })
      .first()
      .click();
    await expect(
      customer.getByRole('status').filter({ hasText: '2 fotos adicionadas ao carrinho.' }),
    ).toBeVisible();
  } finally {
    await customer.close();
  }
}
