// Photographers of an event in the browser: the owner sends a freelancer's card as 'Outro: Carla' and one photo of
// their own, filters the event's photos by photographer, opens the sales report per photographer and downloads it.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { renderLandscapeJpeg } from '../../server/services/images/generated-pictures.ts';
import { AdminApi } from './support/admin-api.ts';
import { logInAsOwner } from './support/admin-login.ts';
import { watchForErrors } from './support/screens.ts';

test.setTimeout(180_000);

const jpeg = async (name: string, seed: number) => ({
  name,
  mimeType: 'image/jpeg',
  buffer: await renderLandscapeJpeg(640, 427, seed),
});

test("the owner sends a freelancer's photos as 'Outro: Carla', filters by photographer and downloads the report", async ({
  page,
  baseURL,
}) => {
  const problems = watchForErrors(page);
  const api = await AdminApi.logIn(baseURL!);
  const slug = await api.createEvent('Maratona', 'DIGITAL');
  await logInAsOwner(page);
  await page.goto(`/adm/${slug}`);

  const sending = page.getByRole('region', { name: 'Envio de fotos' });
  await sending.getByLabel('Fotógrafo', { exact: true }).selectOption({ label: 'Outro: nome' });
  await sending.getByLabel('Nome do fotógrafo').fill('Carla');
  await sending
    .getByLabel('Adicionar Fotos')
    .setInputFiles([await jpeg('CARLA_1.jpg', 1101), await jpeg('CARLA_2.jpg', 1102)]);
  await expect(
    sending.getByText('Imagens selecionadas para upload: 2. Uploads bem sucedidos: 2, falhos: 0'),
  ).toBeVisible({ timeout: 90_000 });
  // Back to the owner, the default, for one photo of their own.
  const own = await sending.getByLabel('Fotógrafo', { exact: true }).locator('option').first().textContent();
  await sending.getByLabel('Fotógrafo', { exact: true }).selectOption({ index: 0 });
  await sending.getByLabel('Adicionar Fotos').setInputFiles([await jpeg('PROPRIA_1.jpg', 1103)]);
  await expect(
    sending.getByText('Imagens selecionadas para upload: 1. Uploads bem sucedidos: 1, falhos: 0'),
  ).toBeVisible({ timeout: 90_000 });

  const filter = page.getByLabel('Fotógrafo:', { exact: true });
  await expect(filter.locator('option')).toHaveText(['todos', 'Carla (2)', `${own} (1)`]);
  await filter.selectOption({ label: 'Carla (2)' });
  // The grid draws the rows near the screen only: scrolled to, as the owner does.
  await page.getByRole('list', { name: 'Fotos do evento' }).scrollIntoViewIfNeeded();
  const photos = page.getByRole('checkbox', { name: /^Selecionar / });
  await expect(photos).toHaveCount(2, { timeout: 15_000 });
  await expect(page.getByRole('checkbox', { name: 'Selecionar PROPRIA_1.jpg' })).toHaveCount(0);
  await filter.selectOption({ label: 'todos' });
  await expect(photos).toHaveCount(3, { timeout: 15_000 });

  await page.getByRole('link', { name: 'Vendas por Fotógrafo' }).click();
  await expect(page.getByRole('heading', { name: 'Vendas por fotógrafo' })).toBeVisible();
  await page.getByRole('button', { name: 'Ver período' }).click();
  await expect(page).toHaveURL(/\/adm\/relatorios\/fotografos\?de=\d{4}-\d{2}-\d{2}&ate=\d{4}-\d{2}-\d{2}$/);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^fotografos-.+-\d{4}-\d{2}-\d{2}-a-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const lines = text.split('\r\n').filter(Boolean);
  expect(lines[0]).toBe('Fotógrafo;Da equipe;Fotos vendidas;Valor vendido (R$);Comissão (%);Comissão (R$)');
  expect(lines.at(-1)).toMatch(/^Total;;\d+;/);
  expect(problems).toEqual([]);
});
