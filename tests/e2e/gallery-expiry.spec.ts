// A gallery's expiry in the browser: the owner sets 'Encerrar as vendas em' on the event page; once the instant
// passes (set a few seconds ahead through the API), the customer sees the studio's 'Galeria encerrada' page with its
// contact and 'Meus pedidos', on a phone without sideways scroll; the owner clicks 'Reabrir' and the gallery sells again.
import { expect, type Page, test } from '@playwright/test';
import { AdminApi } from './support/admin-api.ts';
import { logInAsOwner } from './support/admin-login.ts';
import { watchForErrors } from './support/screens.ts';

test.setTimeout(120_000);

const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).first();

test('an expired gallery shows the closed page, and the owner reopens it', async ({
  page,
  browser,
  baseURL,
}) => {
  const problems = watchForErrors(page);
  const api = await AdminApi.logIn(baseURL!);
  const slug = await api.gallery(
    'Galeria com Prazo',
    { deliveryFormat: 'DIGITAL', digitalPrice: '10,00' },
    2,
  );

  // The owner sets a date on the event page (São Paulo time).
  await logInAsOwner(page);
  await page.goto(`/adm/${slug}`);
  const panel = page.getByRole('region', { name: 'Encerramento' });
  await expect(panel).toContainText('Sem data de encerramento');
  const year = new Date().getFullYear() + 1;
  await panel.getByLabel('Encerrar as vendas em').fill(`${year}-12-20`);
  await panel.getByLabel('Hora do encerramento').fill('18:30');
  await panel.getByRole('button', { name: 'Salvar encerramento' }).click();
  await expect(toast(page, 'Data de encerramento salva')).toBeVisible();
  await expect(panel).toContainText(`As vendas se encerram em 20/12/${year}, 18:30 (horário de Brasília).`);

  // Time passes: the expiry moved to a few seconds ahead, then waited for.
  const soon = new Date(Date.now() + 3_000).toISOString();
  const moved = await api.graphql(
    `mutation($input: SetEventExpiryInput!) { setEventExpiry(input: $input) { __typename } }`,
    { input: { event: { slug }, expiresAt: soon } },
  );
  expect(moved.setEventExpiry.__typename).toBe('SetEventExpiryPayload');
  await page.waitForTimeout(3_500);

  // The customer, on a phone, finds the studio's closed page.
  const context = await browser.newContext(phone);
  const customer = await context.newPage();
  const customerProblems = watchForErrors(customer);
  await customer.goto(`/${slug}`);
  const closed = customer.getByRole('region', { name: 'Galeria encerrada' });
  await expect(closed).toBeVisible();
  await expect(closed).toContainText('Esta galeria foi encerrada em');
  await expect(closed.getByRole('link', { name: 'contato@estudioaurora.com.br' })).toBeVisible();
  await expect(closed.getByRole('link', { name: '(11) 3456-7890' })).toBeVisible();
  await expect(closed.getByRole('link', { name: 'Meus pedidos' }).first()).toHaveAttribute(
    'href',
    '/minhas-compras',
  );
  await expect(customer.getByRole('list', { name: 'Fotos da galeria' })).toHaveCount(0);
  expect(await customer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The owner sees it closed and reopens it.
  await page.reload();
  await expect(panel).toContainText('Galeria encerrada em');
  await panel.getByRole('button', { name: 'Reabrir' }).click();
  await expect(toast(page, 'Galeria reaberta')).toBeVisible();
  await expect(panel).toContainText('Sem data de encerramento');

  // The gallery sells again.
  await customer.reload();
  await expect(customer.getByRole('list', { name: 'Fotos da galeria' })).toBeVisible();
  const first = customer.getByRole('checkbox', { name: /^Selecionar foto 1 de/ });
  await first.click();
  await expect(first).toBeChecked();
  await context.close();
  // React Router logs the closed gallery it hands up to the layout's boundary (as it does a gallery's access gate).
  expect(customerProblems.filter((problem) => !problem.includes('GalleryClosed:'))).toEqual([]);
  expect(problems).toEqual([]);
});
