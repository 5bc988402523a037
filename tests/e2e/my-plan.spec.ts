// 'Meu plano' in the browser, against the simulated Mercado Pago playing the platform's account: the owner subscribes
// with a test card, a cycle is approved and the next refused ('Pendências no plano'), a new card makes the plan
// active again, and the owner cancels (the demo keeps its plan until the end of the paid period).
import { expect, type Page, test } from '@playwright/test';
import { logInAsOwner } from './support/admin-login.ts';
import { simulatorUrl } from './support/mercado-pago.ts';
import { watchForErrors } from './support/screens.ts';

test.setTimeout(90_000);

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).first();

interface SimulatedSubscription {
  id: string;
  status: string;
}

/** The simulator charges the subscription's next cycle and notifies the platform (signed). */
async function runCycle(resultado: 'aprovado' | 'recusado') {
  const list = (await (
    await fetch(`${simulatorUrl}/simulador/assinaturas`)
  ).json()) as SimulatedSubscription[];
  const subscription = list.filter((item) => item.status === 'authorized').at(-1);
  if (!subscription) throw new Error('no authorized subscription in the simulator');
  const response = await fetch(`${simulatorUrl}/simulador/assinaturas/${subscription.id}/ciclos`, {
    method: 'POST',
    body: JSON.stringify({ resultado }),
  });
  const answer = (await response.json()) as { notification_status: number | null };
  expect(answer.notification_status).toBe(200);
}

test('the owner subscribes, a refused cycle makes the plan pending, a new card makes it active again', async ({
  page,
}) => {
  const problems = watchForErrors(page);
  await logInAsOwner(page);
  await page.getByRole('link', { name: 'Meu plano' }).first().click();
  await expect(page).toHaveURL('/adm/meu-plano');
  await expect(page.getByRole('heading', { name: 'Meu plano', level: 1 })).toBeVisible();
  await expect(page.getByText('a diferença de preço pelos dias que faltam').first()).toBeVisible();

  await page.getByRole('radio', { name: /Profissional/ }).check();
  const subscribe = page.getByRole('form', { name: 'Cartão de teste' });
  await subscribe.getByLabel('Nome do titular (define o resultado)').selectOption('APRO');
  await subscribe.getByRole('button', { name: /^Assinar por R\$/ }).click();
  await expect(toast(page, 'Assinatura feita')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Ativa (Profissional, mensal)')).toBeVisible();

  await runCycle('aprovado');
  await runCycle('recusado');
  await page.reload();
  // The admin's plan banner (every page) says it.
  await expect(
    page.getByRole('alert').filter({ hasText: 'Não conseguimos cobrar a assinatura' }).first(),
  ).toBeVisible();
  await expect(page.getByText('Pagamento recusado (Profissional, mensal)')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Recusada' })).toBeVisible();

  const card = page.getByRole('region', { name: 'Atualizar cartão' });
  await card.getByLabel('Nome do titular (define o resultado)').selectOption('APRO');
  await card.getByRole('button', { name: 'Atualizar cartão' }).click();
  await expect(toast(page, 'Cartão atualizado')).toBeVisible({ timeout: 15_000 });
  // The simulator charges the refused cycle again with the new card and tells the platform.
  await expect(async () => {
    await page.reload();
    await expect(page.getByText('Ativa (Profissional, mensal)')).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByRole('alert').filter({ hasText: 'Não conseguimos cobrar' })).toHaveCount(0);
  // The refused charge, paid with the new card, reads as approved like the others.
  await expect(page.getByRole('cell', { name: 'Recusada' })).toHaveCount(0);
  await expect(page.getByRole('cell', { name: 'Aprovada' }).first()).toBeVisible();

  await card.getByRole('button', { name: 'Cancelar assinatura' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancelar assinatura' }).click();
  await expect(toast(page, 'Assinatura cancelada')).toBeVisible();
  await expect(page.getByText(/vale até .*; depois, o plano gratuito/)).toBeVisible();
  expect(problems).toEqual([]);
});
