// Search first, results in view, and the small things of the storefront, on a phone where it applies: the race
// number and selfie searches right under the event's name, their results heading focused and in view, the short
// consent text with its buttons always on screen, a 2-digit bib found; favourites named by what they add, an empty
// event without dead buttons, the cart's size chooser read in full, no pickup address once Correios is chosen, the
// typed address kept over a reload, and the home's search of events by name and date.
import { type Browser, expect, type Locator, test } from '@playwright/test';
import { dayOf } from '../../server/domain/calendar.ts';
import { findFaces } from '../../server/services/find/face-engine.ts';
import { renderSyntheticRacePhoto } from '../../server/services/find/synthetic-bibs.ts';
import { samplePhoto, selfieFrom } from '../../server/test/face-samples.ts';
import { expectAccessible } from './support/accessibility.ts';
import { AdminApi } from './support/admin-api.ts';
import { customerEmail, fillPersonalData } from './support/customer.ts';
import { captureScreen, watchForErrors } from './support/screens.ts';

test.describe.configure({ mode: 'parallel' });
test.setTimeout(120_000);

const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

let admin: AdminApi;
test.beforeAll(async ({ baseURL }) => {
  admin = await AdminApi.logIn(baseURL!);
});

async function phonePage(browser: Browser) {
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  return { page, problems: watchForErrors(page), close: () => context.close() };
}

/** Whether the element is inside the window (the customer sees it without scrolling). */
const inView = (target: Locator) =>
  target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight;
  });

/** Uploads a JPEG as the admin's uploader sends it (GraphQL multipart). */
async function upload(baseURL: string, slug: string, name: string, bytes: Buffer) {
  const form = new FormData();
  form.set(
    'operations',
    JSON.stringify({
      query: `mutation($input: UploadPhotoInput!) { uploadPhoto(input: $input) { __typename } }`,
      variables: { input: { event: { slug }, file: null } },
    }),
  );
  form.set('map', JSON.stringify({ 0: ['variables.input.file'] }));
  form.set('0', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), name);
  const response = await fetch(`${baseURL}/graphql`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${admin.token}` },
    body: form,
  });
  expect(((await response.json()) as any).data.uploadPhoto.__typename).toBe('UploadPhotoPayload');
}

test('phone: the searches come first, a 2-digit bib is found, and the results heading takes the focus', async ({
  browser,
  baseURL,
}) => {
  const slug = await admin.createEvent('Corrida Kids', 'DIGITAL');
  await admin.configure(slug, { deliveryFormat: 'DIGITAL', digitalPrice: '10,00' });
  await admin.setCover(slug);
  for (const search of ['setEventBibSearch', 'setEventFaceSearch']) {
    const on = await admin.graphql(
      `mutation($slug: String!) { ${search}(input: { event: { slug: $slug }, enabled: true }) { __typename } }`,
      { slug },
    );
    expect(on[search].__typename).not.toMatch(/Error$/);
  }
  // A small race: bib 42 on one runner, a 4-digit bib on the other.
  const kid = await renderSyntheticRacePhoto(1, { bibCount: 1, numbers: ['42'] });
  const adult = await renderSyntheticRacePhoto(6, { bibCount: 1 });
  await upload(baseURL!, slug, 'CORRIDA_1.jpg', kid.jpeg);
  await upload(baseURL!, slug, 'CORRIDA_2.jpg', adult.jpeg);
  await admin.waitUntilRendered(slug);
  await expect
    .poll(
      async () => {
        const data = await admin.graphql(
          `query($slug: String!) { studio { event(slug: $slug) {
            bibSearchProgress { indexed total } faceSearchProgress { indexed total } } } }`,
          { slug },
        );
        const { bibSearchProgress: bibs, faceSearchProgress: faces } = data.studio.event;
        return bibs.indexed === bibs.total && faces.indexed === faces.total ? bibs.total : -1;
      },
      { timeout: 60_000, intervals: [500] },
    )
    .toBe(2);

  const { page, problems, close } = await phonePage(browser);
  await page.goto(`/${slug}`);
  await expect(page.getByRole('button', { name: /^Ampliar foto 1 de 2/ })).toBeVisible();
  const field = page.getByLabel('Buscar pelo número');
  const selfie = page.getByRole('button', { name: 'Encontrar minhas fotos' });
  await page.screenshot({ path: 'test-results/screens/busca-primeiro-galeria-celular.png' });
  // Both searches under the event's cover and name, within the top 60% of the screen (what the phone's keyboard
  // leaves visible), above the favourites.
  const favorites = (await page.getByRole('button', { name: /^Favoritas \(/ }).boundingBox())!;
  for (const control of [field, selfie]) {
    const box = (await control.boundingBox())!;
    expect(box.y + box.height).toBeLessThan(844 * 0.6);
    expect(box.y).toBeLessThan(favorites.y);
  }
  // 16 px or more: iOS does not zoom into the field.
  expect(
    await field.evaluate((input) => Number.parseFloat(getComputedStyle(input).fontSize)),
  ).toBeGreaterThanOrEqual(16);

  // Two digits: the kid's bib.
  await field.fill('42');
  await field.press('Enter');
  const found = page.getByRole('heading', { name: '1 foto encontrada com o número 42' });
  await expect(found).toBeFocused();
  expect(await inView(found)).toBe(true);
  await expect(page.getByRole('button', { name: /^Ampliar foto/ })).toHaveCount(1);
  await expectAccessible(page, 'resultado da busca pelo número no celular');
  // Nothing found is a heading in view too.
  await field.fill('7');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  const none = page.getByRole('heading', { name: 'Nenhuma foto encontrada com o número 7' });
  await expect(none).toBeFocused();
  await page.getByRole('button', { name: 'Ver todas as fotos' }).click();
  await expect(page.getByRole('button', { name: /^Ampliar foto/ })).toHaveCount(2);

  // The consent: a summary, the full text one tap away, the checkbox and buttons on screen either way.
  await selfie.click();
  const panel = page.getByRole('dialog', { name: 'Como usamos a sua selfie' });
  await expect(panel.getByText(/dado pessoal sensível/)).toBeVisible();
  const consent = panel.getByRole('checkbox', {
    name: 'Li e concordo com o uso da minha selfie para esta busca.',
  });
  const take = panel.getByText('Tirar selfie');
  const pick = panel.getByText('Escolher foto');
  for (const control of [consent, take, pick]) expect(await inView(control)).toBe(true);
  await expect(panel.getByText(/^Finalidade:/)).toHaveCount(0);
  await panel.getByText('Ler o texto completo').click();
  await expect(panel.getByText(/^Finalidade:/)).toBeVisible();
  await expect(panel.getByText(/^Controlador dos dados:/)).toBeAttached();
  for (const control of [consent, take, pick]) expect(await inView(control)).toBe(true);
  await expectAccessible(page, 'termo da busca pela selfie no celular');
  await captureScreen(page, 'busca-selfie-termo-curto');

  // A face that is in none of the photos: the answer is a heading, focused once the panel has closed.
  const group = await samplePhoto(2, 1600);
  const [face] = await findFaces(group);
  await consent.check();
  await panel.getByLabel('Escolher foto').setInputFiles({
    name: 'selfie.jpg',
    mimeType: 'image/jpeg',
    buffer: await selfieFrom(group, face!.box, 0.2),
  });
  await expect(panel).toBeHidden();
  const noFace = page.getByRole('heading', { name: /^Nenhuma foto encontrada com o seu rosto/ });
  await expect(noFace).toBeFocused();
  expect(await inView(noFace)).toBe(true);
  await close();
  expect(problems).toEqual([]);
});

test('favourites are added by name; an event without photos shows no favourite or cart buttons', async ({
  browser,
}) => {
  const { page, problems, close } = await phonePage(browser);
  const slug = await admin.gallery('Favoritas', { deliveryFormat: 'DIGITAL', digitalPrice: '10,00' }, 2);
  await page.goto(`/${slug}`);
  await expect(page.getByRole('button', { name: /^Ampliar foto 1 de 2/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Adicionar favoritas ao carrinho' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Adicionar todas ao carrinho' })).toHaveCount(0);

  const empty = await admin.createEvent('Sem fotos', 'DIGITAL');
  await admin.configure(empty, { deliveryFormat: 'DIGITAL', digitalPrice: '10,00' });
  await page.goto(`/${empty}`);
  await expect(page.getByText('Nenhuma foto nesta galeria ainda.')).toBeVisible();
  await expect(page.getByRole('button', { name: /Favoritas/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /favoritas/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Ver Carrinho' })).toHaveCount(0);
  await expect(page.getByText(/^Selecionadas:/)).toHaveCount(0);
  await expectAccessible(page, 'evento sem fotos');
  await close();
  expect(problems).toEqual([]);
});

/** The text the size chooser shows fits its box: measured with the chooser's own font. */
const chooserFits = (select: Locator) =>
  select.evaluate((element: HTMLSelectElement) => {
    const style = getComputedStyle(element);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const text = element.selectedOptions[0]?.text ?? '';
    // The arrow of a native chooser takes about 20 px of the inner width.
    const room =
      element.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight) - 20;
    return { text, fits: context.measureText(text).width <= room };
  });

test('phone cart and checkout: sizes read in full, no pickup address by post, the typed address survives a reload', async ({
  browser,
}) => {
  const { page, problems, close } = await phonePage(browser);
  const slug = await admin.gallery(
    'Impressas',
    {
      deliveryFormat: 'PRINTED',
      printedItems: [
        { width: '15', height: '21', price: '25,00' },
        { width: '20', height: '30', price: '40,00' },
      ],
      pickup: true,
      shipping: true,
      shippingPayer: 'CUSTOMER',
    },
    2,
  );
  await page.goto(`/${slug}`);
  await page.getByRole('checkbox', { name: /^Selecionar foto 1 de/ }).click();
  const chooser = page.getByRole('dialog', { name: 'Escolha o tamanho e o formato' });
  await chooser.getByRole('radio', { name: /15 x 21 cm/ }).check();
  await chooser.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
  await expect(page.getByText('Selecionadas: 1')).toBeVisible();
  await page.getByRole('link', { name: 'Ver Carrinho' }).last().click();
  await expect(page.getByRole('heading', { name: 'Carrinho' })).toBeVisible();

  const size = page.getByLabel(/^Tamanho e formato de /);
  expect(await chooserFits(size)).toEqual({ text: 'Impressa 15 x 21 cm - R$ 25,00', fits: true });
  const forAll = page.getByLabel('Mesmo tamanho para todas as fotos');
  expect((await chooserFits(forAll)).fits).toBe(true);

  // Before a choice and for pickup the studio's address shows; by post it does not.
  const pickupAddress = page.getByText('Endereço para retirada:');
  await expect(pickupAddress).toBeVisible();
  await page.getByRole('radio', { name: 'Entrega pelos Correios' }).click();
  await expect(pickupAddress).toHaveCount(0);
  await expectAccessible(page, 'carrinho no celular');
  await captureScreen(page, 'carrinho-tamanhos-celular');
  await page.getByLabel('CEP de entrega').fill('20040020');
  await page.getByRole('button', { name: 'Calcular frete' }).click();
  await expect(page.getByText(/^PAC: /)).toBeVisible();
  await page.getByRole('button', { name: 'Finalizar pedido' }).click();
  await fillPersonalData(page, customerEmail());

  // Typed, not saved, then the page reloads: the fields come back.
  await expect(page.getByLabel('Cidade')).toHaveValue('Rio de Janeiro');
  await page.getByLabel('Número').fill('7');
  await page.getByLabel('Complemento').fill('Sala 3');
  await page.reload();
  await expect(page.getByLabel('Número')).toHaveValue('7');
  await expect(page.getByLabel('Complemento')).toHaveValue('Sala 3');
  await expect(page.getByLabel('CEP', { exact: true })).toHaveValue('20040-020');
  await page.getByLabel('Destinatário').fill('Maria Souza');
  await page.getByRole('button', { name: 'Salvar endereço' }).click();
  await expect(page.getByText('Praça Floriano, 7 - Sala 3')).toBeVisible();
  await page
    .getByRole('form', { name: 'Pagamento de teste' })
    .getByRole('button', { name: /^Pagar R\$/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Pagamento Aprovado' })).toBeVisible();
  // Nothing of the address is left in the tab once the order is placed.
  expect(
    await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.includes('endereco'))),
  ).toEqual([]);
  await close();
  expect(problems).toEqual([]);
});

test("the home searches the studio's events by name and date", async ({ page }) => {
  const problems = watchForErrors(page);
  await page.goto('/');
  const work = page.getByRole('region', { name: 'Trabalhos Recentes' });
  const events = work.getByRole('list').getByRole('link');
  await expect(events.filter({ hasText: 'Casamento Ana & Pedro' })).toHaveCount(1);

  await work.getByLabel('Buscar evento').fill('casamento');
  await work.getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(/[?&]busca=casamento/);
  // Each tile reads its name, then its day.
  await expect(events).toHaveText([/^Casamento Ana & Pedro \d/]);
  await expect(work.getByRole('status')).toHaveText('1 evento encontrado');
  await expectAccessible(page, 'a busca de eventos');
  await captureScreen(page, 'busca-de-eventos');

  // The demo's events were made today (the studio's day): by name and today's date, then a day without events.
  await work.getByLabel('Buscar evento').fill('FORMATURA');
  await work.getByLabel('Data do evento').fill(dayOf(new Date()));
  await work.getByRole('button', { name: 'Buscar' }).click();
  await expect(events).toHaveText([/^Formatura Medicina 2026 \d/]);
  await work.getByLabel('Buscar evento').fill('');
  await work.getByLabel('Data do evento').fill('2020-01-01');
  await work.getByRole('button', { name: 'Buscar' }).click();
  await expect(work.getByRole('status')).toHaveText('Nenhum evento encontrado.');
  await expect(events).toHaveCount(0);
  await work.getByRole('link', { name: 'Limpar busca' }).click();
  await expect(events.filter({ hasText: 'Formatura Medicina 2026' })).toHaveCount(1);
  await expect(work.getByLabel('Data do evento')).toHaveValue('');
  expect(problems).toEqual([]);
});
