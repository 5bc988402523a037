// The operator console (/plataforma): an operator signs in with the TOTP code, finds a studio, suspends it (its
// storefront says 'Loja suspensa', its admin shows the reason), reactivates it and reads both actions in the audit log.
// The studio is one of its own (serve.mjs makes it), never the demo studio the other projects share.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { base32Decode, totpCode } from '../../server/domain/totp.ts';
import { watchForErrors } from './support/screens.ts';

test.setTimeout(90_000);

const printed = readFileSync(path.join(process.cwd(), 'test-results', 'e2e-operator.txt'), 'utf8');
const secret = base32Decode(/TOTP secret: (\S+)/.exec(printed)![1]!);
const reason = 'Pagamento contestado: loja em análise pela plataforma.';

test('an operator signs in with TOTP, suspends a studio, sees it closed, reactivates it and reads the audit', async ({
  page,
  browser,
  baseURL,
}) => {
  const problems = watchForErrors(page);
  await page.goto('/plataforma');
  await expect(page).toHaveURL('/plataforma/entrar');
  await page.getByLabel('E-mail').fill('operadora@revela.test');
  await page.getByLabel('Senha').fill('operadora-e2e-senha-bem-forte');
  await page.getByLabel(/Código do aplicativo autenticador/).fill(totpCode(secret, new Date()));
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { name: 'Lojas', level: 1 })).toBeVisible();
  await expect(page.getByText('operadora@revela.test')).toBeVisible();

  await page.getByLabel('Buscar').fill('plataforma');
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page).toHaveURL(/busca=plataforma/);
  await page.getByRole('link', { name: 'Estúdio Plataforma' }).click();
  await expect(page.getByRole('heading', { name: 'Estúdio Plataforma', level: 1 })).toBeVisible();
  await expect(page.getByTestId('studio-state')).toHaveText('Ativa');

  await page.getByLabel(/Motivo da suspensão/).fill(reason);
  await page.getByRole('button', { name: 'Suspender loja' }).click();
  await expect(page.getByTestId('studio-state')).toHaveText('Suspensa');

  // The storefront is closed to customers; the owner's admin shows the reason.
  const host = `estudio-plataforma.localhost:${new URL(baseURL!).port}`;
  const owner = await browser.newPage();
  await owner.goto(`http://${host}/`);
  await expect(owner.getByRole('heading', { name: 'Loja suspensa' })).toBeVisible();
  await owner.goto(`http://${host}/estudio/login`);
  await owner.getByLabel('E-mail').fill('dono@estudio-plataforma.test');
  await owner.getByLabel('Senha').fill('plataforma-e2e-senha-bem-forte');
  await owner.getByRole('button', { name: 'Enviar' }).click();
  await expect(owner.getByTestId('suspended-banner')).toContainText(reason);

  await page.getByRole('button', { name: 'Reativar loja' }).click();
  await expect(page.getByTestId('studio-state')).toHaveText('Ativa');
  await owner.goto(`http://${host}/`);
  await expect(owner.getByRole('heading', { name: 'Loja suspensa' })).toHaveCount(0);
  await expect(owner.getByRole('heading', { name: 'Estúdio Plataforma' }).first()).toBeVisible();
  await owner.close();

  const audit = page.getByRole('table', { name: 'Registro de auditoria' });
  await expect(audit.getByRole('row').filter({ hasText: 'Loja reativada' })).toBeVisible();
  await expect(audit.getByRole('row').filter({ hasText: 'Loja suspensa' })).toContainText(
    'operadora@revela.test',
  );
  await page.getByRole('link', { name: 'Auditoria' }).click();
  await expect(
    page.getByRole('table', { name: 'Registro de auditoria' }).getByText('Loja suspensa'),
  ).toBeVisible();
  expect(problems).toEqual([]);
});
