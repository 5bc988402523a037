// The API reference in a browser, as an integrator opens it: /api/docs shows the documented calls with their
// answers and links to /api/docs/graphql, which shows the GraphQL types; both load nothing from another address.
import { expect, test } from '@playwright/test';
import { watchForCspViolations } from './support/csp.ts';

test('the REST and GraphQL references render, offline and within the policy', async ({ page, baseURL }) => {
  const violations = await watchForCspViolations(page);
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== new URL(baseURL!).origin) elsewhere.push(request.url());
  });

  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { level: 1, name: 'Revela: API REST' })).toBeVisible();
  const login = page.locator('section#POST-api-estudio-login');
  await expect(login.getByRole('heading', { level: 3 })).toHaveText('POST/api/estudio/login');
  await expect(login).toContainText('Entrar no painel do estúdio');
  await expect(page.locator('section#GET-api-urlEvento')).toContainText('Sessão da galeria');
  await page.getByRole('navigation').getByRole('link', { name: 'POST /api/adm/evento' }).click();
  await expect(page.locator('section#POST-api-adm-evento')).toContainText(
    'Token de API com o escopo EVENTS_WRITE',
  );

  await page.getByRole('link', { name: 'Referência da API GraphQL' }).click();
  await expect(page).toHaveURL(/\/api\/docs\/graphql$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Revela: API GraphQL' })).toBeVisible();
  const order = page.locator('section#tipo-Order');
  await expect(order.getByRole('heading', { level: 3 })).toHaveText('Order');
  await expect(order.getByRole('cell', { name: 'paidAt', exact: true })).toBeVisible();
  await page.locator('#consultas').getByRole('link', { name: 'Studio', exact: true }).first().click();
  await expect(page.locator('section#tipo-Studio')).toContainText('Every order of the studio, newest first');

  expect(elsewhere).toEqual([]);
  expect(violations).toEqual([]);
});
