// The studio's own account in the browser: the 'Equipe' page refuses an invitation beyond the plan's team size
// with a clear Portuguese message (the demo studio is on the free plan: one person), and 'Minha Conta' lists the
// owner's own open sessions. (Invitation, acceptance and what each role sees: schema/team/team.test.ts and
// schema/access/role-matrix.test.ts.)
import { expect, test } from '@playwright/test';
import { logInAsOwner } from './support/admin-login.ts';
import { watchForErrors } from './support/screens.ts';

test("the owner's team and account pages", async ({ page }) => {
  const problems = watchForErrors(page);
  await logInAsOwner(page);
  const menu = page.getByRole('navigation', { name: 'Menu do estúdio' });
  await menu.getByRole('link', { name: 'Equipe' }).click();
  await expect(page).toHaveURL('/adm/equipe');
  await expect(page.getByRole('cell', { name: 'demo@revela.local' })).toBeVisible();
  const invite = page.getByRole('form', { name: 'Convidar pessoa' });
  await invite.getByLabel('E-mail', { exact: true }).fill('fotografa@estudio.test');
  await invite.getByLabel('Papel', { exact: true }).selectOption('PHOTOGRAPHER');
  await invite.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(page.getByText('Seu plano permite apenas 1 pessoa na equipe.')).toBeVisible();

  await menu.getByRole('link', { name: 'Minha Conta' }).click();
  await expect(page).toHaveURL('/adm/minha-conta');
  await expect(page.getByRole('heading', { name: 'Sessões abertas' })).toBeVisible();
  await expect(page.getByText('(esta sessão)')).toBeVisible();
  await expect(page.getByText('Você entra com demo@revela.local')).toBeVisible();
  expect(problems).toEqual([]);
});
