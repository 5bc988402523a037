// The studio owner's forgotten password: the request, the e-mailed link (read from the outbox folder the server
// writes to without SMTP), the new password, and a login with it.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { demoAdmin } from './support/admin-api.ts';
import { captureScreen, watchForErrors } from './support/screens.ts';

const outbox = path.resolve('test-results', 'e2e-data', 'outbox');

async function latestResetLink(after: number): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const files = (await readdir(outbox).catch(() => [])).filter((name) => name.endsWith('.eml')).sort();
    for (const name of files.reverse()) {
      const text = (await readFile(path.join(outbox, name), 'utf8'))
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=');
      const link = /https?:\/\/\S+\/estudio\/redefinir-senha\?l=[\w.-]+/.exec(text)?.[0];
      const sent = Date.parse(/^Date: (.+)$/m.exec(text)?.[1] ?? '');
      if (link && sent >= after - 1000) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('no reset e-mail in the outbox');
}

test('a forgotten password is reset through the e-mailed link', async ({ page }) => {
  const problems = watchForErrors(page);
  await page.goto('/estudio/login');
  await page.getByRole('link', { name: 'Esqueceu a senha?' }).click();
  await expect(page).toHaveURL('/estudio/redefinir-senha/email');
  const asked = Date.now();
  await page.getByLabel('E-mail').fill(demoAdmin.email);
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByRole('status').filter({ hasText: /e-mail/i })).toBeVisible();
  await captureScreen(page, 'redefinir-senha-email', 'tablet');

  const link = new URL(await latestResetLink(asked));
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByLabel('Nova senha').fill(demoAdmin.password);
  await captureScreen(page, 'redefinir-senha', 'tablet');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page.getByRole('status')).toBeVisible();
  await page.getByRole('link', { name: 'Entrar' }).click();
  await page.getByLabel('E-mail').fill(demoAdmin.email);
  await page.getByLabel('Senha').fill(demoAdmin.password);
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page).toHaveURL('/adm');

  // The link works once.
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByLabel('Nova senha').fill('outra-senha-qualquer');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  expect(problems).toEqual([]);
});
