// The owner logging in through the studio's login form, as a person does, landing on /adm.
import { expect, type Page } from '@playwright/test';
import { demoAdmin } from './admin-api.ts';

export async function logInAsOwner(page: Page) {
  await page.goto('/estudio/login');
  await page.getByLabel('E-mail').fill(demoAdmin.email);
  await page.getByLabel('Senha').fill(demoAdmin.password);
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page).toHaveURL('/adm');
}
