// Domínio próprio in the browser: the owner types a domain, copies the records, checks them (the server's resolver
// asks a fake DNS server this test runs, DNS_SERVERS in serve.mjs), sees it active, then removes it.
import { expect, type Page, test } from '@playwright/test';
import { type FakeDns, startFakeDns } from '../../server/test/fake-dns.ts';
import { expectAccessible } from './support/accessibility.ts';
import { logInAsOwner } from './support/admin-login.ts';
import { captureScreen, watchForErrors } from './support/screens.ts';

test.setTimeout(90_000);

const dnsPort = Number(process.env.E2E_DNS_PORT ?? 4312);
const target = 'dominios.revela.test';

let dns: FakeDns;
test.beforeAll(async () => {
  dns = await startFakeDns({ port: dnsPort });
});
test.afterAll(async () => {
  await dns?.close();
});

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).first();
const failureToast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text }).first();

test('the owner sets a domain, creates its records and sees it active, then removes it', async ({
  page,
  context,
}) => {
  const problems = watchForErrors(page);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await logInAsOwner(page);
  await page.goto('/adm/configuracoes/dominio-proprio');
  await expect(page.getByRole('heading', { name: 'Domínio próprio', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Passo a passo no Registro.br, na GoDaddy e na Hostinger' }),
  ).toHaveAttribute('href', '/adm/ajuda/tutorial/configurar-dominio-proprio');

  const field = page.getByLabel('Seu domínio');
  await field.fill('203.0.113.10');
  await page.getByRole('button', { name: 'Salvar domínio' }).click();
  await expect(
    failureToast(page, 'Digite um domínio, como www.seuestudio.com.br, e não um endereço IP ou uma porta.'),
  ).toBeVisible();

  await field.fill('https://WWW.Estudio-E2E.com.br/');
  await page.getByRole('button', { name: 'Salvar domínio' }).click();
  await expect(toast(page, 'Domínio salvo: crie os registros de DNS')).toBeVisible();
  await expect(field).toHaveValue('www.estudio-e2e.com.br');

  const status = page.getByRole('region', { name: 'www.estudio-e2e.com.br' });
  await expect(status).toContainText('Aguardando os registros de DNS');
  await expect(status).toContainText('Ainda não verificado');
  const table = status.getByRole('table', { name: 'Registros de DNS de www.estudio-e2e.com.br' });
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(1)).toContainText('CNAME');
  await expect(rows.nth(1)).toContainText(target);
  await expect(rows.nth(2)).toContainText('_revela.www');
  await expect(rows.nth(3)).toContainText('203.0.113.10');
  await expect(rows.nth(3)).toContainText('Recomendado');
  const token = (await rows.nth(2).locator('td').nth(2).locator('code').textContent())!;
  expect(token).toMatch(/^revela-verificacao=[0-9a-f]{32}$/);

  await rows.nth(2).getByRole('button', { name: 'Copiar o valor do registro TXT _revela.www' }).click();
  await expect(toast(page, 'Valor copiado')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);

  await status.getByRole('button', { name: 'Verificar agora' }).click();
  await expect(toast(page, 'Os registros ainda não conferem: veja o que falta')).toBeVisible();
  await expect(status.getByRole('alert')).toHaveText(
    `Falta o registro CNAME www apontando para ${target}. Falta o registro TXT _revela.www com o valor ${token}.`,
  );
  await expectAccessible(page, 'Domínio próprio');

  dns.set('www.estudio-e2e.com.br', { CNAME: [target] });
  dns.set('_revela.www.estudio-e2e.com.br', { TXT: [token] });
  await status.getByRole('button', { name: 'Verificar agora' }).click();
  await expect(toast(page, 'Tudo certo: o domínio está ativo')).toBeVisible();
  await expect(status).toContainText('Ativo desde');
  await expect(status).toContainText('Tudo certo: a sua loja abre em www.estudio-e2e.com.br.');
  await expect(status.getByRole('alert')).toHaveCount(0);
  await captureScreen(page, 'adm-dominio-proprio');

  // Left set, the demo studio would keep a domain the other journeys know nothing about.
  await status.getByRole('button', { name: 'Remover domínio' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remover domínio' });
  await dialog.getByRole('button', { name: 'Remover' }).click();
  await expect(toast(page, 'Domínio próprio removido')).toBeVisible();
  await expect(field).toHaveValue('');
  await expect(status).toHaveCount(0);
  expect(problems).toEqual([]);
});
