// Two-factor login of a studio member in the browser, on a studio of its own (the demo owner's account is shared by
// the other projects): the sign-up's browser is known at once, 'Verificação em duas etapas' in 'Minha conta' shows
// the secret and its QR code, a first code computed here turns it on and the recovery codes are shown once; after
// 'Sair', the login asks for the code after the password and lets the member in with it.
import { expect, test } from '@playwright/test';
import { base32Decode, totpCode } from '../../server/domain/totp.ts';
import { resolveLocalhostNames } from './support/localhost-names.ts';
import { watchForErrors } from './support/screens.ts';

test.setTimeout(120_000);
resolveLocalhostNames();

test('a member turns on two-factor login and logs in with a code', async ({ page, baseURL }) => {
  const problems = watchForErrors(page);
  const port = new URL(baseURL!).port;
  const run = Date.now().toString(36);
  const address = `duas-etapas-${run}`;
  const owner = { email: `dona-2fa-${run}@exemplo.com.br`, password: 'lanterna-verde-no-quintal' };

  await page.goto(`http://revela.localhost:${port}/cadastro`);
  await page.getByLabel('Nome da loja').fill(`Estúdio Duas Etapas ${run}`);
  await page.getByLabel('Endereço da loja').fill(address);
  await expect(page.getByText(`Disponível: ${address}.revela.localhost`)).toBeVisible();
  await page.getByLabel('Seu nome').fill('Dona Cuidadosa');
  await page.getByLabel('E-mail').fill(owner.email);
  await page.getByLabel('Senha').fill(owner.password);
  await page.getByLabel(/Li e aceito os/).check();
  await page.getByRole('button', { name: 'Criar minha loja' }).click();
  const studio = `http://${address}.revela.localhost:${port}`;
  await expect(page).toHaveURL(`${studio}/adm`, { timeout: 15_000 });

  // The browser that made the account is already a known one.
  await page.goto(`${studio}/adm/minha-conta`);
  const browsers = page.getByRole('region', { name: 'Navegadores conhecidos' });
  await expect(browsers.getByText('(este navegador)')).toBeVisible();

  const twoFactor = page.getByRole('region', { name: 'Verificação em duas etapas' });
  await twoFactor.getByLabel('Senha').fill(owner.password);
  await twoFactor.getByRole('button', { name: 'Ativar' }).click();
  await expect(twoFactor.getByRole('img', { name: 'QR code para o aplicativo autenticador' })).toBeVisible();
  const secret = base32Decode((await twoFactor.getByTestId('two-factor-secret').textContent()) ?? '');
  await twoFactor.getByLabel('Código de verificação').fill(totpCode(secret, new Date()));
  await twoFactor.getByRole('button', { name: 'Confirmar e ativar' }).click();
  const codes = twoFactor.getByRole('list', { name: 'Códigos de recuperação' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await expect(twoFactor.getByText('Restam 10 códigos de recuperação.')).toBeVisible();

  // On a phone the page does not scroll sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('button', { name: 'Sair' }).click();
  await page.goto(`${studio}/estudio/login`);
  await page.getByLabel('E-mail').fill(owner.email);
  await page.getByLabel('Senha').fill(owner.password);
  await page.getByRole('button', { name: 'Enviar' }).click();
  const code = page.getByLabel('Código de verificação');
  await expect(code).toBeVisible();
  await expect(page).toHaveURL(`${studio}/estudio/login`);
  await expect(page.getByRole('button', { name: 'Usar um código de recuperação' })).toBeVisible();
  // The code just used is taken: the next step's code lets the member in.
  await code.fill(totpCode(secret, new Date(Date.now() + 30_000)));
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page).toHaveURL(`${studio}/adm`);
  expect(problems).toEqual([]);
});
