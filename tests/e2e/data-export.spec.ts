// Leaving with one's data in the browser: the owner asks for 'Exportar dados', sees it become ready, downloads the
// ZIP (and finds its link in the e-mail), downloads an event's originals from the event page, and asks for the
// studio's closing with the password, then cancels it (the demo studio stays open for the other projects).
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import yauzl from 'yauzl';
import { expectAccessible } from './support/accessibility.ts';
import { AdminApi, demoAdmin } from './support/admin-api.ts';
import { logInAsOwner } from './support/admin-login.ts';
import { outboxEmail } from './support/outbox.ts';
import { watchForErrors } from './support/screens.ts';

test.setTimeout(120_000);

function zipEntryNames(zip: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, file) => {
      if (error) return reject(error);
      const names: string[] = [];
      file.on('error', reject);
      file.on('end', () => resolve(names));
      file.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        file.readEntry();
      });
      file.readEntry();
    });
  });
}

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).first();
const failureToast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text }).first();

test('the owner exports the data, downloads it and an event’s originals, asks to close and cancels', async ({
  page,
  baseURL,
}) => {
  const problems = watchForErrors(page);
  const admin = await AdminApi.logIn(baseURL!);
  const slug = await admin.createEvent('Exportação', 'DIGITAL');
  await admin.uploadPhotos(slug, 2);

  await logInAsOwner(page);
  await page.getByRole('link', { name: 'Exportar Dados' }).click();
  await expect(page.getByRole('heading', { name: 'Exportar dados', level: 1 })).toBeVisible();
  const exports = page.getByRole('region', { name: 'Exportações' });
  await exports.getByRole('button', { name: 'Exportar dados' }).click();
  await expect(toast(page, 'Exportação iniciada.')).toBeVisible();
  const download = exports.getByRole('link', { name: 'Baixar' }).first();
  await expect(download).toBeVisible({ timeout: 60_000 });
  await expectAccessible(page, 'Exportar dados');

  const file = page.waitForEvent('download');
  await download.click();
  const zip = await file;
  expect(zip.suggestedFilename()).toMatch(/^revela-demo-\d{4}-\d\d-\d\d\.zip$/);
  const names = await zipEntryNames(await readFile((await zip.path())!));
  expect(names).toEqual(
    expect.arrayContaining([
      'LEIA-ME.txt',
      'eventos.csv',
      'clientes.json',
      'pedidos.csv',
      'tabelas-de-precos.json',
      `originais/${slug}/IMG_0001.jpg`,
      `originais/${slug}/IMG_0002.jpg`,
    ]),
  );
  const { mail } = await outboxEmail('Exportação de dados pronta');
  expect(mail.text).toMatch(/Baixar os dados: http\S+\/api\/adm\/exportacoes\/[0-9a-f-]+\/dados\.zip\?link=/);

  await page.goto(`/adm/${slug}`);
  const originals = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar originais (ZIP)' }).click();
  const event = await originals;
  expect(event.suggestedFilename()).toMatch(/^Exportação .+ - originais\.zip$/);
  expect(await zipEntryNames(await readFile((await event.path())!))).toEqual([
    'IMG_0001.jpg',
    'IMG_0002.jpg',
  ]);

  await page.goto('/adm/configuracoes/exportar-dados');
  const closing = page.getByRole('region', { name: 'Encerrar a loja' });
  await closing.getByRole('button', { name: 'Encerrar a loja' }).click();
  const dialog = page.getByRole('dialog', { name: 'Encerrar a loja' });
  await dialog.getByLabel('Senha').fill('senha-errada');
  await dialog.getByRole('button', { name: 'Encerrar a loja' }).click();
  await expect(failureToast(page, 'Senha incorreta.')).toBeVisible();
  await dialog.getByLabel('Senha').fill(demoAdmin.password);
  await dialog.getByRole('button', { name: 'Encerrar a loja' }).click();
  await expect(toast(page, 'Encerramento marcado para')).toBeVisible();
  await expect(closing.getByRole('alert')).toContainText('A loja será encerrada em');
  await closing.getByRole('button', { name: 'Cancelar encerramento' }).click();
  await expect(toast(page, 'Encerramento cancelado. A loja continua no ar.')).toBeVisible();
  await expect(closing.getByRole('button', { name: 'Encerrar a loja' })).toBeVisible();
  expect(problems).toEqual([]);
});
