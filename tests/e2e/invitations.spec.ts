// 'Convidar clientes' in the browser: the owner pastes two clients on a private gallery of its own and sends the
// invitations; the e-mail's link, opened in another browser, still asks for the key (the token opens nothing), opens
// the gallery and leaves the address; the owner then sees 'Abriu' on that client. The page fits a phone.
import { expect, test } from '@playwright/test';
import { AdminApi } from './support/admin-api.ts';
import { logInAsOwner } from './support/admin-login.ts';
import { outboxEmail } from './support/outbox.ts';
import { watchForErrors } from './support/screens.ts';

test('the owner invites two clients; the e-mail link opens the gallery and the list shows who opened it', async ({
  page,
  browser,
  baseURL,
}) => {
  const problems = watchForErrors(page);
  const api = await AdminApi.logIn(baseURL!);
  const slug = await api.gallery(
    'Formatura Convites',
    {
      deliveryFormat: 'DIGITAL',
      digitalPrice: '10,00',
      accessKey: 'convite2026',
    },
    2,
  );
  const id = Date.now().toString(36);
  const ana = `ana-${id}@exemplo.com`;

  await logInAsOwner(page);
  await page.goto(`/adm/${slug}`);
  await page.getByRole('link', { name: 'Convidar clientes' }).click();
  await expect(page.getByRole('heading', { name: 'Convidar clientes', level: 1 })).toBeVisible();
  const list = page.getByLabel(/Ou cole uma lista/);
  await list.fill(
    `Ana Convite, ${ana}, (11) 98765-4321\nBruno Convite; bruno@\nbruno-${id}@exemplo.com; Bruno Convite`,
  );
  await expect(page.getByRole('status').filter({ hasText: 'clientes prontos' })).toHaveText(
    '2 clientes prontos · 1 linha com erro',
  );
  await expect(page.getByRole('list', { name: 'Linhas com erro' })).toContainText('Linha 2: E-mail inválido');
  await page.getByRole('button', { name: 'Adicionar 2 clientes' }).click();
  const invitations = page.getByRole('list', { name: 'Convites', exact: true });
  await expect(invitations.getByRole('listitem')).toHaveCount(2);
  await expect(list).toHaveValue('');
  await page.getByRole('button', { name: 'Enviar convites' }).click();
  await expect(page.getByText('2 convites enviados')).toBeVisible();
  const anaRow = invitations.getByRole('listitem').filter({ hasText: 'Ana Convite' });
  await expect(anaRow).toContainText(/Convidado\s*\d{2}\/\d{2}\/\d{4}/);
  await expect(anaRow.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/5511987654321\?text=/,
  );

  // The phone: no sideways scroll on the invitations page.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 800 });

  const { mail } = await outboxEmail(
    (message) => message.subject === 'Sua galeria está pronta' && JSON.stringify(message.to).includes(ana),
  );
  const link = mail.text!.match(/Ver minha galeria: (\S+)/)![1]!;
  expect(link).toContain(`/${slug}?convite=`);
  expect(mail.text).toContain('Senha da galeria: convite2026');

  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  const customerProblems = watchForErrors(customer);
  await customer.goto(link);
  const modal = customer.getByRole('dialog', { name: 'Galeria protegida' });
  await expect(modal).toBeVisible();
  await modal.getByLabel('Senha da galeria').fill('convite2026');
  await modal.getByRole('button', { name: 'Entrar' }).click();
  await expect(customer.getByRole('list', { name: 'Fotos da galeria' })).toBeVisible();
  await expect(customer).toHaveURL(new RegExp(`/${slug}$`));
  expect(customerProblems).toEqual([]);
  await customerContext.close();

  await page.reload();
  await expect(page.getByRole('list', { name: 'Resumo dos convites' })).toContainText('1 abriram');
  await expect(anaRow).toContainText(/Abriu\s*\d{2}\/\d{2}\/\d{4}/);
  const brunoRow = invitations.getByRole('listitem').filter({ hasText: 'Bruno Convite' });
  await expect(brunoRow).toContainText(/Abriu\s*—/);
  expect(problems).toEqual([]);
});
