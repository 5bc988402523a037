// Discounts in Chromium: the owner fills the gallery settings' discount table, a customer reaches the tier and sees
// 'Desconto (...)' in the cart and the checkout summary and pays the discounted total with the demo's test form;
// and 'Comprar todas as fotos' puts the whole gallery in the cart at its package price.
import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility.ts';
import { AdminApi, demoAdmin } from './support/admin-api.ts';
import { customerEmail, fillPersonalData } from './support/customer.ts';
import { payWithTestCard } from './support/mercado-pago.ts';
import { watchForErrors } from './support/screens.ts';

test.describe.configure({ mode: 'parallel' });
test.setTimeout(120_000);

let admin: AdminApi;
test.beforeAll(async ({ baseURL }) => {
  admin = await AdminApi.logIn(baseURL!);
});

const photoCheckbox = (page: Page, position: number) =>
  page.getByRole('checkbox', { name: new RegExp(`^Selecionar foto ${position} de`) });

/** A customer of their own (the owner's browser keeps its admin session apart). */
async function customerPage(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, locale: 'pt-BR' });
  return context.newPage();
}

test('the owner sets a tier; the customer reaches it and pays the discounted total', async ({
  page,
  browser,
  baseURL,
}) => {
  const problems = watchForErrors(page);
  const slug = await admin.gallery('Descontos', { deliveryFormat: 'DIGITAL', digitalPrice: '10,00' }, 4);

  // The owner: the gear, then the discount table (a dialog over the settings).
  await page.goto('/adm');
  await expect(page).toHaveURL('/estudio/login');
  await page.getByLabel('E-mail').fill(demoAdmin.email);
  await page.getByLabel('Senha').fill(demoAdmin.password);
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page).toHaveURL('/adm');
  await page.goto(`/adm/${slug}`);
  await page.getByRole('button', { name: 'Configurações da galeria' }).click();
  const settings = page.getByRole('dialog', { name: 'Configurações da galeria' });
  await expect(settings.getByText('Nenhum desconto por quantidade.')).toBeVisible();
  await settings.getByRole('button', { name: 'Tabela de descontos' }).click();
  const table = page.getByRole('dialog', { name: 'Tabela de descontos' });
  await table.getByRole('button', { name: 'Adicionar faixa' }).click();
  await table.getByLabel('Quantidade mínima da faixa 1').fill('3');
  await table.getByLabel('Desconto da faixa 1').fill('95');
  await table.getByRole('button', { name: 'Salvar descontos' }).click();
  // The server's own rule, checked in the form before anything is sent.
  await expect(table.getByText('Faixa 1: o desconto deve ser um número inteiro de 1% a 90%.')).toBeVisible();
  await table.getByLabel('Desconto da faixa 1').fill('10');
  await table.getByRole('button', { name: 'Adicionar faixa' }).click();
  await table.getByLabel('Quantidade mínima da faixa 2').fill('3');
  await table.getByLabel('Desconto da faixa 2').fill('20');
  await table.getByRole('button', { name: 'Salvar descontos' }).click();
  await expect(table.getByText('Faixa 2: já existe uma faixa a partir de 3 fotos.')).toBeVisible();
  await table.getByRole('button', { name: 'Remover' }).nth(1).click();
  await expectAccessible(page, 'a tabela de descontos');
  await table.getByRole('button', { name: 'Salvar descontos' }).click();
  await expect(table).toBeHidden();
  await expect(settings.getByText('10% a partir de 3 fotos')).toBeVisible();
  // The settings dialog stayed open under it, untouched.
  await expect(settings).toBeVisible();

  // The customer.
  const customer = await customerPage(browser, baseURL!);
  const customerProblems = watchForErrors(customer);
  await customer.goto(`/${slug}`);
  await expect(customer.getByRole('list', { name: 'Fotos da galeria' })).toBeVisible();
  await expect(customer.getByText('Leve 3 ou mais e ganhe 10% de desconto.')).toBeVisible();
  for (const position of [1, 2, 3]) {
    await photoCheckbox(customer, position).click();
    await expect(photoCheckbox(customer, position)).toBeChecked();
  }
  await expect(customer.getByText('Selecionadas: 3')).toBeVisible();
  await customer.getByRole('link', { name: 'Ver Carrinho' }).last().click();
  await expect(customer.getByRole('heading', { name: 'Carrinho' })).toBeVisible();
  await expect(customer.getByText('Desconto (10% a partir de 3 fotos)')).toBeVisible();
  await expect(customer.getByText('-R$ 3,00')).toBeVisible();
  await expect(customer.getByText('R$ 27,00')).toBeVisible();
  await expectAccessible(customer, 'o carrinho com desconto');

  // One photo out: the server takes the discount away; back in, it returns.
  await customer.getByRole('button', { name: 'Remover' }).first().click();
  await expect(customer.getByText('Desconto (10% a partir de 3 fotos)')).toBeHidden();
  await expect(customer.getByText('R$ 20,00').last()).toBeVisible();
  // A digital photo is bought once (no 'Duplicar'): the photo goes back in from the gallery.
  await customer.getByRole('link', { name: '← Voltar para a galeria' }).click();
  // The gallery's fresh data, not the page as it was left (photo 1 was still ticked there).
  await expect(photoCheckbox(customer, 1)).not.toBeChecked();
  await photoCheckbox(customer, 1).click();
  await expect(photoCheckbox(customer, 1)).toBeChecked();
  await customer.getByRole('link', { name: 'Ver Carrinho' }).last().click();
  await expect(customer.getByText('Desconto (10% a partir de 3 fotos)')).toBeVisible();

  await customer.getByRole('button', { name: 'Finalizar pedido' }).click();
  const summary = customer.getByRole('region', { name: 'Resumo do Pedido' });
  await expect(summary).toBeVisible();
  await expect(summary.getByText('Desconto (10% a partir de 3 fotos)')).toBeVisible();
  await expect(summary.getByText('-R$ 3,00')).toBeVisible();
  await fillPersonalData(customer, customerEmail());
  await payWithTestCard(customer, 'R$ 27,00');
  // The order page says why the total is less than the photos' prices.
  await customer.getByRole('link', { name: 'Acompanhar pedido' }).click();
  await expect(customer.getByText('Desconto (10% a partir de 3 fotos): -R$ 3,00')).toBeVisible();
  await expect(customer.getByText(/Total R\$ 27,00/)).toBeVisible();
  expect(problems).toEqual([]);
  expect(customerProblems).toEqual([]);
});

test("'Comprar todas as fotos' puts the whole gallery in the cart at the package price", async ({ page }) => {
  const problems = watchForErrors(page);
  const slug = await admin.gallery('Todas', { deliveryFormat: 'DIGITAL', digitalPrice: '10,00' }, 4);
  const saved = await admin.graphql(
    `mutation($input: UpdateEventDiscountsInput!) { updateEventDiscounts(input: $input) { __typename } }`,
    { input: { event: { slug }, tiers: [], allPhotosPrice: '25,00' } },
  );
  expect(saved.updateEventDiscounts.__typename).toBe('UpdateEventDiscountsPayload');

  await page.goto(`/${slug}`);
  await expect(page.getByRole('list', { name: 'Fotos da galeria' })).toBeVisible();
  await photoCheckbox(page, 1).click();
  await expect(photoCheckbox(page, 1)).toBeChecked();
  await page.getByRole('button', { name: 'Comprar todas as fotos por R$ 25,00' }).click();
  await expect(page.getByRole('heading', { name: 'Carrinho' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Fotos do carrinho' }).getByRole('listitem')).toHaveCount(4);
  await expect(page.getByText('Em todas as fotos')).toHaveCount(4);
  await expect(page.getByText('Inclui todas as fotos (4 digitais)')).toBeVisible();

  // Without one photo the package no longer applies: the cart offers it back.
  await page.getByRole('button', { name: 'Remover' }).first().click();
  await expect(page.getByText('Leve todas as 4 fotos da galeria em digital por R$ 25,00.')).toBeVisible();
  await expect(page.getByText('R$ 30,00').last()).toBeVisible();
  await page.getByRole('button', { name: 'Comprar todas as fotos' }).click();
  await expect(page.getByText('Inclui todas as fotos (4 digitais)')).toBeVisible();

  await page.getByRole('button', { name: 'Finalizar pedido' }).click();
  const summary = page.getByRole('region', { name: 'Resumo do Pedido' });
  await expect(summary.getByText('Em todas as fotos')).toHaveCount(4);
  await fillPersonalData(page, customerEmail());
  await payWithTestCard(page, 'R$ 25,00');
  expect(problems).toEqual([]);
});
