// 'Integrações' in the browser: the owner creates an API token (the secret shown once), an integration calls /graphql
// with it (the request limit in the answer's headers), the list shows its last use, and 'Revogar' (after its
// confirmation) shuts it out at once. (Every operation for every scope: schema/access/token-scope-matrix.test.ts.)
import { expect, test } from '@playwright/test';
import { logInAsOwner } from './support/admin-login.ts';
import { watchForErrors } from './support/screens.ts';

test('the owner creates a token, an integration uses it on /graphql, and the owner revokes it', async ({
  page,
  request,
}) => {
  const problems = watchForErrors(page);
  const name = `ERP do teste ${test.info().retry}`;
  await logInAsOwner(page);
  await page
    .getByRole('navigation', { name: 'Menu do estúdio' })
    .getByRole('link', { name: 'Integrações' })
    .click();
  await expect(page).toHaveURL('/adm/integracoes');
  await expect(
    page.getByRole('navigation', { name: 'Integrações' }).getByRole('link', { name: 'Webhooks' }),
  ).toHaveAttribute('href', '/adm/integracoes/webhooks');

  const form = page.getByRole('form', { name: 'Criar token' });
  await form.getByLabel('Nome', { exact: true }).fill(name);
  await form.getByLabel('Ler pedidos e clientes').check();
  await form.getByRole('button', { name: 'Criar token' }).click();
  const secretBox = page.getByRole('textbox', { name: 'Segredo do token' });
  await expect(secretBox).toHaveValue(/^rvk_[A-Za-z0-9_-]{43}[0-9A-Za-z]{6}$/);
  const secret = await secretBox.inputValue();
  await expect(page.getByText('ele não será mostrado de novo').first()).toBeVisible();

  const orders = () =>
    request.post('/graphql', {
      headers: { Authorization: `Bearer ${secret}` },
      data: { query: '{ studio { orders(first: 1) { totalCount } } }' },
    });
  const used = await orders();
  expect(used.status()).toBe(200);
  expect(typeof (await used.json()).data.studio.orders.totalCount).toBe('number');
  expect(used.headers()['ratelimit-policy']).toBe('"token";q=600;w=60');

  await page.getByRole('button', { name: 'Já copiei, esconder o segredo' }).click();
  await expect(secretBox).toHaveCount(0);
  await page.reload();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Ativo');
  await expect(row).toContainText('Ler pedidos e clientes');
  await expect(row).not.toContainText('Nunca usado');
  await row.getByRole('button', { name: `Revogar ${name}` }).click();
  await page.getByRole('dialog', { name: 'Revogar token' }).getByRole('button', { name: 'Revogar' }).click();
  await expect(row).toContainText('Revogado');
  expect((await orders()).status()).toBe(401);
  expect(problems).toEqual([]);
});
