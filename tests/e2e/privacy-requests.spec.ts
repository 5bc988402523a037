// 'Meus dados' in the browser: a customer asks, from the storefront's footer, for the deletion of their data; the
// confirmation e-mail's link and its button confirm it; the owner sees it in /adm 'Privacidade e LGPD' with its
// deadline, carries it out after typing the e-mail again, and the customer is told by e-mail. On a phone's width too.
import { expect, test } from '@playwright/test';
import { dataRequestAskedMessage, dataRequestConfirmedMessages } from '../../server/domain/data-requests.ts';
import { maskEmail } from '../../server/domain/privacy.ts';
import { logInAsOwner } from './support/admin-login.ts';
import { outboxEmail } from './support/outbox.ts';
import { watchForErrors } from './support/screens.ts';

const sentTo = (email: string, subject: string) => (mail: { subject?: string; to?: unknown }) =>
  !!mail.subject?.startsWith(subject) && JSON.stringify(mail.to ?? '').includes(email);

test('a customer asks for the deletion of their data and the owner carries it out', async ({ page }) => {
  const problems = watchForErrors(page);
  const email = `titular-${Date.now().toString(36)}@exemplo.com`;

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('link', { name: 'Meus dados (cópia ou exclusão)' }).click();
  await expect(page).toHaveURL('/privacidade/meus-dados');
  await expect(page.getByRole('heading', { name: 'Meus dados' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole('radio', { name: /Quero excluir os meus dados/ }).check();
  await page.getByLabel('Seu e-mail').fill(email);
  await page.getByRole('button', { name: 'Enviar pedido' }).click();
  await expect(page.getByRole('status')).toHaveText(dataRequestAskedMessage);

  const { mail } = await outboxEmail(sentTo(email, 'Confirme o seu pedido'));
  expect(mail.text).toContain('/privacidade/meus-dados');
  const link = new URL(mail.text!.match(/Confirmar o pedido: (\S+)/)![1]!);
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByRole('button', { name: 'Confirmar o pedido' }).click();
  await expect(page.getByRole('status')).toHaveText(dataRequestConfirmedMessages.DELETION);

  await page.setViewportSize({ width: 1280, height: 900 });
  await logInAsOwner(page);
  await page
    .getByRole('navigation', { name: 'Menu do estúdio' })
    .getByRole('link', { name: 'Privacidade e LGPD' })
    .click();
  await expect(page).toHaveURL('/adm/privacidade');
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Exclusão dos dados');
  await expect(row).toContainText('Confirmado');
  await expect(row).toContainText('Prazo:');
  await expect(row).toContainText('Exclusão automática em');
  await row.getByRole('button', { name: 'Excluir agora' }).click();
  const dialog = page.getByRole('dialog', { name: 'Excluir os dados do cliente' });
  await dialog.getByLabel('Digite o e-mail do cliente para confirmar').fill(email);
  await dialog.getByRole('button', { name: 'Excluir os dados' }).click();
  await expect(
    page.getByText('Exclusão iniciada. Os dados do cliente são apagados em instantes.'),
  ).toBeVisible();

  // Done, the row keeps only the e-mail's hint.
  const done = page
    .getByRole('row')
    .filter({ hasText: maskEmail(email) })
    .filter({ hasText: 'Exclusão dos dados' });
  await expect(done).toContainText('Atendido', { timeout: 30_000 });
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0);
  const told = await outboxEmail(sentTo(email, 'Seus dados foram excluídos'));
  expect(told.mail.text).toContain('foram excluídos, como você pediu');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Privacidade e LGPD' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(problems).toEqual([]);
});
