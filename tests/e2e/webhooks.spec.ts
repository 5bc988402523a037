// 'Integrações > Webhooks' in the browser: the owner registers an endpoint (a receiver this test runs on loopback),
// copies its secret, sends a test, opens the delivery log and presses 'Reenviar': the receiver gets the same
// webhook-id twice, and the log shows both attempts. The endpoint is deleted again (the demo studio is shared).
// (Deliveries, retries, order and the SSRF checks: server/services/integrations/webhooks/*.test.ts.)
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { logInAsOwner } from './support/admin-login.ts';
import { watchForErrors } from './support/screens.ts';

test('the owner registers an endpoint, sends a test and redelivers it from the log', async ({ page }) => {
  const problems = watchForErrors(page);
  const received: string[] = [];
  const receiver = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      received.push(String(request.headers['webhook-id']));
      response.writeHead(200).end('recebido');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/revela-${test.info().retry}`;
  try {
    await logInAsOwner(page);
    await page.goto('/adm/integracoes/webhooks');
    await expect(page.getByRole('heading', { name: 'Integrações' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Adicionar endpoint' });
    await form.getByLabel('Endereço (URL)').fill(url);
    await form.getByLabel('Descrição (opcional)').fill('Receptor do teste');
    await form.getByRole('checkbox', { name: /photo\.ready/ }).check();
    await form.getByRole('button', { name: 'Adicionar endpoint' }).click();
    await expect(page.getByRole('heading', { name: 'Segredo de assinatura' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Segredo de assinatura' })).toHaveValue(/^whsec_/);
    await page.getByRole('button', { name: 'Já copiei, esconder o segredo' }).click();

    const card = page.getByRole('article', { name: `Endpoint ${url}` });
    await expect(card.getByText('Ativo', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: 'Enviar teste' }).click();
    await expect(page.getByText(/^Teste entregue: o servidor respondeu 200/)).toBeVisible();
    expect(received).toHaveLength(1);

    await card.getByRole('link', { name: 'Registro de entregas' }).click();
    await expect(page.getByRole('heading', { name: 'Registro de entregas' })).toBeVisible();
    const message = page.getByRole('article', { name: 'Mensagem webhook.test' });
    await expect(message.getByText('Entregue', { exact: true })).toBeVisible();
    await expect(message.getByText(`webhook-id: ${received[0]}`)).toBeVisible();
    await message.getByRole('button', { name: 'Reenviar' }).click();
    await expect(page.getByText(/^Mensagem entregue: o servidor respondeu 200/)).toBeVisible();
    await expect(message.getByText('(manual)')).toHaveCount(2);
    await expect(message.getByRole('cell', { name: 'HTTP 200' })).toHaveCount(2);
    expect(received).toEqual([received[0], received[0]]);

    await page.getByRole('link', { name: '← Webhooks' }).click();
    await card.getByRole('button', { name: 'Excluir' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click();
    await expect(page.getByText('Endpoint excluído')).toBeVisible();
    await expect(card).toHaveCount(0);
    expect(problems).toEqual([]);
  } finally {
    await new Promise((resolve) => receiver.close(resolve));
  }
});
