// The studio's team in the browser: the owner invites a photographer from 'Equipe', the invitation e-mail's link
// (read from the outbox) lets her choose her name and password and logs her in, and she sees only what her role
// allows (no orders: the menu hides them and their page says 'Sem permissão'); 'Minha Conta' lists the owner's own
// open sessions. (Every operation for every role: schema/access/role-matrix.test.ts; the team's rules, the plan's
// team size included: schema/team/team.test.ts.)
import { expect, test } from '@playwright/test';
import { logInAsOwner } from './support/admin-login.ts';
import { outboxEmail } from './support/outbox.ts';
import { watchForErrors } from './support/screens.ts';

test('the owner invites a photographer, who accepts and sees only what her role allows', async ({
  page,
  browser,
}) => {
  const problems = watchForErrors(page);
  const email = `fotografa-${test.info().retry}@estudio.test`;
  await logInAsOwner(page);
  const menu = page.getByRole('navigation', { name: 'Menu do estúdio' });
  await menu.getByRole('link', { name: 'Equipe' }).click();
  await expect(page).toHaveURL('/adm/equipe');
  await expect(page.getByRole('cell', { name: 'demo@revela.local' })).toBeVisible();
  const invite = page.getByRole('form', { name: 'Convidar pessoa' });
  await invite.getByLabel('E-mail', { exact: true }).fill(email);
  await invite.getByLabel('Papel', { exact: true }).selectOption('PHOTOGRAPHER');
  await invite.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(page.getByText(`Convite enviado para ${email}`)).toBeVisible();

  const { mail } = await outboxEmail(
    (message) =>
      !!message.subject?.startsWith('Convite para a equipe') &&
      message.to !== undefined &&
      JSON.stringify(message.to).includes(email),
  );
  const link = /https?:\/\/\S+\/estudio\/convite\?c=[^\s"<>]+/.exec(mail.text ?? '')![0];
  const photographerContext = await browser.newContext();
  const photographer = await photographerContext.newPage();
  await photographer.goto(link);
  await photographer.getByLabel('Seu nome').fill('Fernanda Fotógrafa');
  await photographer.getByLabel('Crie uma senha').fill('lente-grande-angular-2026');
  await photographer.getByRole('button', { name: 'Aceitar convite' }).click();
  await expect(photographer).toHaveURL(/\/adm$/);
  const herMenu = photographer.getByRole('navigation', { name: 'Menu do estúdio' });
  await expect(herMenu.getByRole('link', { name: 'Início' })).toBeVisible();
  await expect(herMenu.getByRole('link', { name: 'Pedidos' })).toHaveCount(0);
  await expect(herMenu.getByRole('link', { name: 'Equipe' })).toHaveCount(0);
  await photographer.goto('/adm/pedidos');
  await expect(photographer.getByRole('heading', { name: 'Sem permissão' })).toBeVisible();
  await photographerContext.close();

  await page.reload();
  await expect(page.getByRole('cell', { name: email })).toBeVisible();
  await menu.getByRole('link', { name: 'Minha Conta' }).click();
  await expect(page).toHaveURL('/adm/minha-conta');
  await expect(page.getByRole('heading', { name: 'Sessões abertas' })).toBeVisible();
  await expect(page.getByText('(esta sessão)')).toBeVisible();
  await expect(page.getByText('Você entra com demo@revela.local')).toBeVisible();
  expect(problems).toEqual([]);
});
