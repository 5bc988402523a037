// The owner's 'E-mails' page: every e-mail previewed in a sandboxed frame, a test sent to the owner (read from the
// outbox folder the server writes to without SMTP), and the accent colour set in the footer editor reaching the
// previews and the storefront, then put back.
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility.ts';
import { demoAdmin } from './support/admin-api.ts';
import { logInAsOwner } from './support/admin-login.ts';
import { outboxEmail } from './support/outbox.ts';
import { watchForErrors } from './support/screens.ts';

// The shipping e-mail's tracking code links to the Correios tracking page.
const trackingLink =
  /Código de rastreio: <a href="https:\/\/rastreamento\.correios\.com\.br\/app\/index\.php\?objeto=AA123456789BR"[^>]*>AA123456789BR<\/a>/;

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).first();

async function setAccent(page: Page, color: string) {
  await page.goto('/adm');
  await page.getByRole('button', { name: 'Editar Rodapé' }).click();
  const field = page
    .getByRole('contentinfo')
    .getByRole('textbox', { name: 'Cor de destaque (loja e e-mails)' });
  await field.fill(color);
  await page.getByRole('contentinfo').getByRole('button', { name: 'Sair do Modo Edição' }).click();
  await expect(toast(page, 'Cor de destaque atualizada com sucesso')).toBeVisible();
}

test('the owner previews every e-mail, sends one to itself and colours them', async ({ page }) => {
  test.setTimeout(90_000);
  const problems = watchForErrors(page);
  await logInAsOwner(page);
  await page.getByRole('link', { name: 'E-mails' }).first().click();
  await expect(page).toHaveURL('/adm/e-mails');
  await expect(page.getByRole('heading', { name: 'E-mails', level: 1 })).toBeVisible();

  const list = page.getByRole('navigation', { name: 'E-mails' });
  await expect(list.getByRole('button')).toHaveCount(9);
  await list.getByRole('button', { name: /^Fotos enviadas/ }).click();
  await expect(page.getByRole('heading', { name: 'Fotos enviadas', level: 2 })).toBeVisible();
  await expect(page.getByText('Suas fotos foram enviadas - pedido nº 128 - Estúdio Aurora')).toBeVisible();
  const frame = page.locator('iframe[title="Prévia do e-mail: Fotos enviadas"]');
  await expect(frame).toHaveAttribute('sandbox', '');
  await expect(frame).toHaveAttribute('srcdoc', trackingLink);
  await expectAccessible(page, 'e-mails');

  await page.getByRole('button', { name: 'Enviar teste para mim' }).click();
  await expect(toast(page, `E-mail de teste enviado para ${demoAdmin.email}`)).toBeVisible();
  const sent = await outboxEmail('[Teste] Suas fotos foram enviadas');
  expect(sent.raw).toMatch(/^From: =\?UTF-8\?Q\?Est=C3=BAdio_Aurora\?= <nao-responda@revela\.local>/m);
  expect(sent.mail.from?.value).toEqual([{ name: 'Estúdio Aurora', address: 'nao-responda@revela.local' }]);
  expect(sent.mail.to).toMatchObject({ value: [{ address: demoAdmin.email }] });
  expect(sent.mail.html).toMatch(trackingLink);

  // Too light for white text: refused as it is typed, nothing saved.
  await page.goto('/adm');
  await page.getByRole('button', { name: 'Editar Rodapé' }).click();
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('textbox', { name: 'Cor de destaque (loja e e-mails)' }).fill('#ffff00');
  await expect(footer.getByRole('alert')).toHaveText(
    'Cor muito clara: o texto branco sobre ela não fica legível. Escolha uma cor mais escura.',
  );
  await footer.getByRole('button', { name: 'Sair do Modo Edição' }).click();

  await setAccent(page, '#1d4ed8');
  await page.goto('/adm/e-mails');
  await expect(page.locator('iframe[sandbox=""]').first()).toHaveAttribute('srcdoc', /background:#1d4ed8/);
  await page.goto('/');
  await expect
    .poll(() => page.locator('main').evaluate((main) => getComputedStyle(main).getPropertyValue('--accent')))
    .toBe('#1d4ed8');

  // Back to the platform's colour, as the other journeys expect.
  await setAccent(page, '');
  await page.goto('/');
  await expect
    .poll(() => page.locator('main').evaluate((main) => getComputedStyle(main).getPropertyValue('--accent')))
    .toBe('#b45309');
  expect(problems).toEqual([]);
});
