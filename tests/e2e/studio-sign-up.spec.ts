// A photographer alone, from the platform's home to a first paid sale, with no command run: the landing page with
// the plans, the sign-up (the address checked while typed), the new studio's admin on its own address, 'Loja em
// preparação' until the e-mail read from the outbox is confirmed, Mercado Pago connected on its admin screen, a
// priced event with photos, a customer's paid order on the new storefront, and the owner seeing it in /adm.
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility.ts';
import { AdminApi } from './support/admin-api.ts';
import { customerEmail, fillPersonalData } from './support/customer.ts';
import { resolveLocalhostNames } from './support/localhost-names.ts';
import { e2eWebhookSecret, payWithTestCard } from './support/mercado-pago.ts';
import { outboxEmail } from './support/outbox.ts';
import { watchForErrors } from './support/screens.ts';

test.setTimeout(180_000);
// The owner's API calls go to the new studio's own address, <urlEstudio>.revela.localhost.
resolveLocalhostNames();

const toast = (page: import('@playwright/test').Page, text: string | RegExp) =>
  page.getByRole('status').filter({ hasText: text });

test('from the platform home to the first paid sale of a new studio', async ({ page, browser, baseURL }) => {
  const problems = watchForErrors(page);
  const port = new URL(baseURL!).port;
  const platform = `http://revela.localhost:${port}`;
  const run = Date.now().toString(36);
  const studioName = `Estúdio Cadastro ${run}`;
  const address = `cadastro-${run}`;
  const owner = { email: `dona-${run}@exemplo.com.br`, password: 'girassol-azul-no-telhado' };
  const started = Date.now();

  // The platform's home: what Revela is, the plans from the database, 'Criar minha loja'.
  await page.goto(`${platform}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Venda as fotos dos seus eventos em uma loja só sua',
  );
  const plans = page
    .getByRole('region', { name: 'Planos' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading') });
  await expect(plans.getByRole('heading')).toHaveText(['Gratuito', 'Profissional', 'Estúdio']);
  await expect(plans.nth(1)).toContainText('R$ 79,00 por mês');
  await expect(plans.nth(1)).toContainText('ou R$ 790,00 por ano');
  await expect(plans.nth(1)).toContainText('14 dias grátis para testar');
  await expectAccessible(page, 'início da plataforma');
  await page.getByRole('link', { name: 'Criar minha loja' }).first().click();
  await expect(page).toHaveURL(`${platform}/cadastro`);

  // The sign-up: the address is suggested from the name and checked while typed.
  await page.getByLabel('Nome da loja').fill(studioName);
  const addressField = page.getByLabel('Endereço da loja');
  await expect(addressField).toHaveValue(`estudio-cadastro-${run}`);
  await addressField.fill('adm');
  await expect(page.getByText('Este endereço é reservado. Escolha outro.')).toBeVisible();
  await addressField.fill(address);
  await expect(page.getByText(`Disponível: ${address}.revela.localhost`)).toBeVisible();
  await page.getByLabel('Seu nome').fill('Dona do Estúdio');
  await page.getByLabel('E-mail').fill(owner.email);
  await page.getByLabel('Senha').fill(owner.password);
  await expect(page.getByRole('link', { name: 'Termos de uso' }).first()).toHaveAttribute('href', '/termos');
  await page.getByLabel(/Li e aceito os/).check();
  await expectAccessible(page, '/cadastro');
  await page.getByRole('button', { name: 'Criar minha loja' }).click();

  // Logged in on the studio's own address, on the setup checklist.
  const studio = `http://${address}.revela.localhost:${port}`;
  await expect(page).toHaveURL(`${studio}/adm`, { timeout: 15_000 });
  const checklist = page.getByRole('region', { name: 'Configure sua loja' });
  await expect(checklist).toContainText('0 de 5 passos concluídos');
  const confirmNotice = page.getByRole('region', { name: 'Confirme seu e-mail' });
  await expect(confirmNotice).toBeVisible();

  // Until the e-mail is confirmed, customers find a store being prepared, no gallery.
  const visitor = await browser.newContext();
  const storefront = await visitor.newPage();
  await storefront.goto(`${studio}/`);
  await expect(storefront.getByRole('heading', { name: 'Loja em preparação' })).toBeVisible();
  await expectAccessible(storefront, 'loja em preparação');

  const { mail } = await outboxEmail(`Confirme seu e-mail - ${studioName}`);
  expect(mail.to && 'text' in mail.to ? mail.to.text : '').toContain(owner.email);
  const link = /https?:\/\/\S+\/estudio\/confirmar-email\?c=\S+/.exec(mail.text ?? '')![0];
  expect(new URL(link).host).toBe(`${address}.revela.localhost:${port}`);
  await page.goto(link);
  await expect(page.getByText('E-mail confirmado! Sua loja já está aberta aos clientes.')).toBeVisible();
  await storefront.reload();
  await expect(storefront.getByRole('heading', { name: 'Loja em preparação' })).toHaveCount(0);

  // What a sale needs: Mercado Pago, through the checklist's step and the admin screen.
  await page.goto(`${studio}/adm`);
  await expect(checklist).toBeVisible();
  await expect(confirmNotice).toHaveCount(0);
  await checklist.getByRole('link', { name: 'Conectar o Mercado Pago' }).click();
  await expect(page).toHaveURL(`${studio}/adm/configuracoes/meio-de-pagamento/mercado-pago`);
  await page.getByLabel('Public key').fill(`TEST-${run}-public-key`);
  await page.getByLabel('Access token').fill(`TEST-${run}-access-token`);
  await page.getByLabel('Assinatura secreta das notificações (webhook)').fill(e2eWebhookSecret);
  await page.getByRole('button', { name: 'Salvar credenciais' }).click();
  await expect(toast(page, 'Credenciais salvas com sucesso')).toBeVisible();

  // A priced event with photos, as the owner's admin makes it.
  const api = await AdminApi.logIn(studio, owner);
  const event = await api.gallery(
    'Primeira Venda',
    { deliveryFormat: 'DIGITAL', digitalPrice: '10,00', digitalDelivery: 'AUTOMATIC' },
    2,
  );

  // A customer buys a photo on the new storefront.
  const email = customerEmail();
  await storefront.goto(`${studio}/${event}`);
  await storefront.getByRole('checkbox', { name: /^Selecionar foto 1 de/ }).click();
  await storefront.getByRole('link', { name: 'Ver Carrinho' }).last().click();
  await storefront.getByRole('button', { name: 'Finalizar pedido' }).click();
  await fillPersonalData(storefront, email);
  await payWithTestCard(storefront, 'R$ 10,00');
  const firstSale = Date.now();
  await visitor.close();

  // The owner sees the paid order in /adm.
  await page.goto(`${studio}/adm/pedidos`);
  const row = page
    .getByRole('region', { name: 'Todos os pedidos' })
    .getByRole('row')
    .filter({ hasText: email });
  await expect(row).toContainText('Maria Souza');
  await expect(row).toContainText('R$ 10,00');
  const seconds = Math.round((firstSale - started) / 1000);
  console.log(`cadastro-loja: from the platform home to the first paid sale in ${seconds} s`);
  test.info().annotations.push({ type: 'sign-up to first sale', description: `${seconds} s` });
  expect(problems).toEqual([]);
});
