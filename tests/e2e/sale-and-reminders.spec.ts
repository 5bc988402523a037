// An event without prices in the browser: the owner is warned on the event page and taken to the settings, the
// customer sees the photos with a note and nothing to tick. And the owner turns cart reminders on (then off again).
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility.ts';
import { AdminApi } from './support/admin-api.ts';
import { logInAsOwner } from './support/admin-login.ts';
import { watchForErrors } from './support/screens.ts';

test.setTimeout(120_000);

/** Like expectAccessible, for one part of the page (the rest is other screens' business). */
async function expectPartAccessible(page: Page, selector: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .include(selector)
    .analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(serious.map((violation) => violation.id)).toEqual([]);
}

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).first();

test('an event without prices warns the owner and shows its photos without selection', async ({
  page,
  browser,
  baseURL,
}) => {
  const problems = watchForErrors(page);
  const api = await AdminApi.logIn(baseURL!);
  const slug = await api.createEvent('Sem Preços', 'DIGITAL_AND_PRINTED');
  await api.uploadPhotos(slug, 3);

  await logInAsOwner(page);
  await page.goto(`/adm/${slug}`);
  const warning = page.getByRole('region', { name: 'As fotos deste evento ainda não estão à venda' });
  await expect(warning).toContainText(
    'Defina o preço da foto digital e a tabela de preços das fotos impressas (pelo menos um tamanho com preço) nas configurações da galeria.',
  );
  await expectPartAccessible(page, 'section[aria-labelledby="sale-warning-title"]');
  await warning.getByRole('button', { name: 'Abrir configurações da galeria' }).click();
  const settings = page.getByRole('dialog', { name: 'Configurações da galeria' });
  await expect(settings).toBeVisible();
  await settings.getByRole('button', { name: 'Fechar' }).first().click();

  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  const customerProblems = watchForErrors(customer);
  await customer.goto(`/${slug}`);
  await expect(
    customer.getByText(
      'As fotos deste evento ainda não estão à venda. Fale com o estúdio para saber quando poderá escolhê-las.',
    ),
  ).toBeVisible();
  await expect(customer.getByRole('button', { name: /^Ampliar foto 1 de 3/ })).toBeVisible();
  await expect(customer.getByRole('checkbox', { name: /^Selecionar foto/ })).toHaveCount(0);
  await expect(customer.getByText(/^Selecionadas:/)).toHaveCount(0);
  await expectAccessible(customer, 'galeria sem preços');

  // Half set up: the digital price alone puts the digital photos on sale; the owner is told about the prints.
  await api.configure(slug, { deliveryFormat: 'DIGITAL', digitalPrice: '15,00' });
  await api.graphql(
    `mutation($input: SetEventDeliveryFormatInput!) { setEventDeliveryFormat(input: $input) { __typename } }`,
    { input: { event: { slug }, deliveryFormat: 'DIGITAL_AND_PRINTED' } },
  );
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'As fotos impressas deste evento ainda não estão à venda' }),
  ).toContainText('Os clientes só conseguem comprar as fotos digitais.');
  await customer.reload();
  await customer.getByRole('checkbox', { name: /^Selecionar foto 1 de/ }).click();
  await expect(customer.getByText('Selecionadas: 1')).toBeVisible();
  await customerContext.close();
  expect(customerProblems).toEqual([]);
  expect(problems).toEqual([]);
});

test('the owner turns cart reminders on and sees what they brought back', async ({ page }) => {
  const problems = watchForErrors(page);
  await logInAsOwner(page);
  await page.getByRole('link', { name: 'Lembretes de Carrinho' }).click();
  await expect(page).toHaveURL('/adm/configuracoes/lembretes-de-carrinho');
  await expect(page.getByRole('heading', { name: 'Lembretes de carrinho', level: 1 })).toBeVisible();
  const delay = page.getByLabel('Enviar o lembrete');
  await expect(delay).toHaveValue('');
  const figures = page.getByRole('region', { name: 'Carrinhos recuperados' });
  await expect(figures.getByText('Lembretes enviados')).toBeVisible();
  await expect(figures.getByText('Valor recuperado')).toBeVisible();
  await expectAccessible(page, 'lembretes de carrinho');

  await delay.selectOption({ label: '6 horas depois' });
  await expect(toast(page, 'Lembretes de carrinho ativados')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Enviar o lembrete')).toHaveValue('6');

  await page.getByLabel('Enviar o lembrete').selectOption({ label: 'Desligado' });
  await expect(toast(page, 'Lembretes de carrinho desligados')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Enviar o lembrete')).toHaveValue('');
  expect(problems).toEqual([]);
});

test("the reminder e-mail's opt-out page asks before stopping, and refuses a link that is not ours", async ({
  page,
}) => {
  const problems = watchForErrors(page);
  await page.goto('/lembretes/cancelar');
  await expect(page.getByRole('heading', { name: 'Lembretes de carrinho', level: 1 })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(
    'Este link está incompleto. Abra-o de novo pelo e-mail que você recebeu.',
  );
  await expectAccessible(page, 'o link de lembretes incompleto');

  await page.goto('/lembretes/cancelar?lembrete=00000000-0000-0000-0000-000000000000&acesso=forjado');
  const stop = page.getByRole('button', { name: 'Não quero mais receber lembretes' });
  await expectAccessible(page, 'a confirmação de não receber lembretes');
  await stop.click();
  await expect(page.getByRole('status')).toHaveText(
    'Este link de lembrete não é válido ou expirou. Abra a galeria e escolha as fotos novamente.',
  );
  expect(problems).toEqual([]);
});
