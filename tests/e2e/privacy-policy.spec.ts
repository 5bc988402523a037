// The studio's privacy policy in the browser: the owner adds a paragraph in 'Política de Privacidade', which publishes
// a new version; the storefront's footer opens /privacidade with the paragraph (as text) and that version; the old
// /politicas.html leads there. On a laptop and a phone, without sideways scroll. The paragraph is removed at the end.
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility.ts';
import { logInAsOwner } from './support/admin-login.ts';
import { captureScreen, watchForErrors } from './support/screens.ts';

test.setTimeout(120_000);

const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('status').filter({ hasText: text }).first();

async function expectNoSidewaysScroll(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
}

const paragraph = 'Fale com <Ana> pelo WhatsApp para pedir a exclusão das fotos em que você aparece.';

test('the owner adds a paragraph and the storefront shows it with the new version', async ({
  page,
  browser,
}) => {
  const problems = watchForErrors(page);
  await logInAsOwner(page);
  await page.locator('a[href="/adm/configuracoes/politica-de-privacidade"]').click();
  await expect(page).toHaveURL('/adm/configuracoes/politica-de-privacidade');
  await expect(page.getByRole('heading', { name: 'Política de privacidade', level: 1 })).toBeVisible();
  const platformText = page.getByRole('region', { name: 'Texto da plataforma (não editável)' });
  await expect(platformText).toContainText('Controlador dos dados: Estúdio Aurora');
  await expectAccessible(page, 'política de privacidade (adm)');

  const text = page.getByLabel('Texto do estúdio (opcional)');
  const publish = page.getByRole('button', { name: 'Publicar nova versão' });
  await expect(publish).toBeDisabled();
  await text.fill(`Fotografamos formaturas e casamentos.\n\n${paragraph}`);
  await publish.click();
  const published = toast(page, /Política de privacidade publicada: versão /);
  await expect(published).toBeVisible();
  const label = (await published.textContent())!.match(/versão (\d{4}-\d{2}-\d{2}\.\d+)/)![1]!;
  const versions = page.getByRole('region', { name: 'Versões publicadas' });
  await expect(versions.getByText(`Versão ${label}`, { exact: true })).toBeVisible();
  await expect(page.getByText(`Versão em vigor: ${label}`)).toBeVisible();
  await expect(publish).toBeDisabled();
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await captureScreen(page, 'politica-privacidade-adm');

  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  const customerProblems = watchForErrors(customer);
  await customer.goto('/');
  await customer.getByRole('contentinfo').getByRole('link', { name: 'Política de Privacidade' }).click();
  await expect(customer).toHaveURL('/privacidade');
  await expect(customer.getByRole('heading', { name: 'Política de Privacidade', level: 1 })).toBeVisible();
  await expect(
    customer.getByText(new RegExp(`^Versão ${label.replaceAll('.', '\\.')}, de \\d{2}/\\d{2}/\\d{4}$`)),
  ).toBeVisible();
  await expect(customer.getByText('Controlador dos dados: Estúdio Aurora', { exact: false })).toBeVisible();
  await expect(customer.getByRole('heading', { name: 'Informações de Estúdio Aurora' })).toBeVisible();
  await expect(customer.getByText(paragraph, { exact: true })).toBeVisible();
  await expectAccessible(customer, 'a política de privacidade da loja');
  await captureScreen(customer, 'politica-privacidade');
  await customer.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(customer);

  // The fixed page of old, linked from e-mails sent before, leads to the studio's policy.
  await customer.goto('/politicas.html');
  await expect(customer).toHaveURL('/privacidade');
  await expect(customer.getByText(paragraph, { exact: true })).toBeVisible();
  await customerContext.close();
  expect(customerProblems).toEqual([]);

  // The demo studio as it was: the paragraphs removed (another version).
  await text.fill('');
  await publish.click();
  await expect(page.getByText(/^Versão em vigor: /)).not.toHaveText(`Versão em vigor: ${label}`);
  await expect(publish).toBeDisabled();
  expect(problems).toEqual([]);
});
