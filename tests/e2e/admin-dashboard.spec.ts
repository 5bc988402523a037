// The studio's dashboard and its list of all orders in Chromium: a customer buys, the owner sees the sales, the
// order waiting for release and the setup checklist (which goes away once the watermark is sent), then finds the
// order in 'Todos os pedidos' by its filters and exports them as CSV.
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { renderApertureMarkPng } from '../../server/services/images/generated-pictures.ts';
import { expectAccessible } from './support/accessibility.ts';
import { AdminApi, demoAdmin } from './support/admin-api.ts';
import { customerEmail, fillPersonalData } from './support/customer.ts';
import { stubPaymentBrick } from './support/mercado-pago.ts';
import { captureScreen, watchForErrors } from './support/screens.ts';

test.setTimeout(120_000);

async function logIn(page: Page) {
  await page.goto('/adm');
  await expect(page).toHaveURL('/estudio/login');
  await page.getByLabel('E-mail').fill(demoAdmin.email);
  await page.getByLabel('Senha').fill(demoAdmin.password);
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page).toHaveURL('/adm');
}

test('the dashboard shows sales, waiting orders and the checklist; the orders list filters and exports CSV', async ({
  page,
  browser,
  baseURL,
}) => {
  const problems = watchForErrors(page);
  const api = await AdminApi.logIn(baseURL!);
  // The journeys before left the studio without a watermark; whatever they did, the checklist starts there.
  await api.graphql('mutation { removeWatermark { __typename } }');
  const slug = await api.gallery(
    'Painel',
    { deliveryFormat: 'DIGITAL', digitalPrice: '10,00', digitalDelivery: 'SEMI_AUTOMATIC' },
    2,
  );
  const {
    studio: { event },
  } = await api.graphql(`query($slug: String!) { studio { event(slug: $slug) { name } } }`, { slug });

  // A customer buys a digital photo, which waits for the studio's release.
  const email = customerEmail();
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  await stubPaymentBrick(customer);
  await customer.goto(`/${slug}`);
  await customer.getByRole('checkbox', { name: /^Selecionar foto 1 de/ }).click();
  await customer.getByRole('link', { name: 'Ver Carrinho' }).last().click();
  await customer.getByRole('button', { name: 'Finalizar pedido' }).click();
  await fillPersonalData(customer, email);
  await customer.getByRole('button', { name: 'Pagar com cartão', exact: true }).click();
  await expect(customer.getByRole('heading', { name: 'Pagamento Aprovado' })).toBeVisible();
  await customerContext.close();

  // The dashboard, above the storefront editor.
  await logIn(page);
  const sales = page.getByRole('region', { name: 'Vendas' });
  await expect(sales.getByText('Hoje', { exact: true })).toBeVisible();
  // Other journeys buy at the same time: the figures are checked for their form, the order by its own data below.
  await expect(sales.locator('dd').first()).toHaveText(/^R\$ [\d.]+,\d{2}\d+ pedidos? pagos?$/);
  await expect(
    sales.getByRole('table', { name: 'Vendas por dia nos últimos 30 dias' }).getByRole('row'),
  ).toHaveCount(31);
  const waiting = page.getByRole('region', { name: 'Pedidos aguardando você' });
  await expect(waiting.getByRole('link', { name: /Pedido nº \d+/ }).first()).toBeVisible();
  const checklist = page.getByRole('region', { name: 'Configure sua loja' });
  await expect(checklist).toContainText('4 de 5 passos concluídos');
  await expect(checklist.getByRole('link')).toHaveCount(1);
  const dashboardTop = await page.getByRole('region', { name: 'Vendas' }).boundingBox();
  const bannerTop = await page.getByRole('heading', { name: 'Banner' }).boundingBox();
  expect(dashboardTop!.y).toBeLessThan(bannerTop!.y);
  await expectAccessible(page, '/adm com o painel');
  await captureScreen(page, 'adm-painel', 'tablet');

  // The checklist's step leads to the watermark page; once it is sent, the checklist is gone.
  await checklist.getByRole('link', { name: "Enviar a marca d'água" }).click();
  await expect(page).toHaveURL('/adm/configuracoes/marca-dagua');
  await page.getByLabel("Enviar marca d'água").setInputFiles({
    name: 'marca.png',
    mimeType: 'image/png',
    buffer: await renderApertureMarkPng(600, '#ffffff', 0.45),
  });
  await expect(page.getByRole('img', { name: "Marca d'água" })).toBeVisible();
  await page.getByRole('link', { name: 'Início', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Vendas' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Configure sua loja' })).toHaveCount(0);

  // 'Ver todos' opens the list of orders waiting for the studio; the search finds the customer's.
  await page
    .getByRole('region', { name: 'Pedidos aguardando você' })
    .getByRole('link', { name: /^Ver todos/ })
    .click();
  await expect(page).toHaveURL('/adm/pedidos?acao=1');
  const all = page.getByRole('region', { name: 'Todos os pedidos' });
  await expect(all.getByLabel('Só os que aguardam você')).toBeChecked();
  await all.getByLabel('Buscar cliente').fill(email.toUpperCase());
  await expect(all.getByText('1 pedido encontrado')).toBeVisible();
  await expect(page).toHaveURL(/busca=/);
  const row = all.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Maria Souza');
  await expect(row).toContainText('R$ 10,00');
  await expect(row).toContainText('Digital: Aguardando liberação');

  // Its event and approved payment keep it; a refused payment leaves nothing.
  await all.getByLabel('Evento').selectOption({ label: event.name });
  await all.getByLabel('Pagamento').selectOption({ label: 'Aprovado' });
  await expect(all.getByText('1 pedido encontrado')).toBeVisible();
  await all.getByLabel('Pagamento').selectOption({ label: 'Rejeitado' });
  await expect(all.getByText('0 pedidos encontrados')).toBeVisible();
  await all.getByLabel('Pagamento').selectOption({ label: 'Todos' });
  await expect(all.getByText('1 pedido encontrado')).toBeVisible();
  await expectAccessible(page, '/adm/pedidos com filtros');
  await captureScreen(page, 'adm-pedidos-todos', 'tablet');

  // The CSV of the same filters: UTF-8 with a BOM, ';' between fields, the customer's order in it.
  const download = page.waitForEvent('download');
  await all.getByRole('button', { name: 'Exportar CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^pedidos-demo-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile((await file.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').split('\r\n');
  expect(lines[0]).toMatch(/^Pedido;Data do pedido;Evento;Cliente;E-mail;/);
  expect(lines.filter(Boolean)).toHaveLength(2);
  expect(lines[1]).toContain(`;${event.name};Maria Souza;${email};`);
  expect(lines[1]).toContain(';10,00;0,00;10,00;Aprovado;');

  // The order's page, from the list.
  await row.getByRole('link', { name: /^nº \d+$/ }).click();
  await expect(page.getByRole('heading', { name: 'Fatura' })).toBeVisible();
  await page.getByRole('button', { name: 'Liberar download das fotos digitais' }).click();
  await expect(page.getByText('Situação: Liberado')).toBeVisible();
  expect(problems).toEqual([]);
});
