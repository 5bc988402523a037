// What a customer types at checkout.
import { expect, type Page } from '@playwright/test';

let customers = 0;

/** A unique e-mail per journey (it also finds the customer's Pix in the simulator). */
export const customerEmail = () => `cliente${Date.now().toString(36)}${++customers}@exemplo.com`;

export async function fillPersonalData(page: Page, email: string) {
  await page.getByLabel('Nome', { exact: true }).fill('Maria');
  await page.getByLabel('Sobrenome').fill('Souza');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('WhatsApp').fill('11987654321');
  await page.getByLabel('CPF').fill('52998224725');
  await page.getByRole('button', { name: 'Salvar dados pessoais' }).click();
  await expect(page.getByRole('heading', { name: 'Dados pessoais' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
}

export async function fillAddress(page: Page) {
  await page.getByLabel('CEP', { exact: true }).fill('20040020');
  // The lookup fills city, state, street and neighbourhood.
  await expect(page.getByLabel('Cidade')).toHaveValue('Rio de Janeiro');
  await page.getByLabel('Número').fill('7');
  await page.getByLabel('Destinatário').fill('Maria Souza');
  await page.getByRole('button', { name: 'Salvar endereço' }).click();
  await expect(page.getByText('Praça Floriano, 7')).toBeVisible();
}
