// Plans in the browser: the admin menu shows the studio's real plan (name, storage used of its limit, the plan's
// message), and a studio on the free plan is refused, in Portuguese, a photo over its plan's largest file, the race
// number search and an own domain. The free studio is made by serve.mjs (the demo studio, on 'Profissional', is
// shared by the other projects and keeps its plan).
import http from 'node:http';
import { expect, type Page, test } from '@playwright/test';
import { watchForErrors } from './support/screens.ts';

test.setTimeout(90_000);

const port = Number(process.env.E2E_PORT ?? 4310);
const freeStudio = {
  origin: `http://estudio-gratuito.localhost:${port}`,
  email: 'gratuito@revela.local',
  password: 'Gratuito-E2E-2026!',
};

const failureToast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text }).first();

/** A JSON POST to the free studio (Node resolves no *.localhost names: its host goes in the Host header). */
function post(pathname: string, body: unknown, token?: string): Promise<any> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: pathname,
        method: 'POST',
        headers: {
          Host: new URL(freeStudio.origin).host,
          'Content-Type': 'application/json',
          ...(token && { Authorization: `Bearer ${token}` }),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8'))));
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
}

/** A draft event of the free studio, made through its API; its urlEvento. */
async function freeStudioEvent(): Promise<string> {
  const { token } = await post('/api/estudio/login', { email: freeStudio.email, senha: freeStudio.password });
  const { data } = await post(
    '/graphql',
    {
      query: `mutation($input: CreateEventInput!) { createEvent(input: $input) {
        ... on CreateEventPayload { event { slug } } } }`,
      variables: { input: { name: `Corrida ${Date.now().toString(36)}`, deliveryFormat: 'DIGITAL' } },
    },
    token,
  );
  return data.createEvent.event.slug;
}

test('a studio on the free plan sees its plan and is refused what the plan lacks', async ({ page }) => {
  const problems = watchForErrors(page);
  const slug = await freeStudioEvent();
  await page.goto(`${freeStudio.origin}/estudio/login`);
  await page.getByLabel('E-mail').fill(freeStudio.email);
  await page.getByLabel('Senha').fill(freeStudio.password);
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page).toHaveURL(`${freeStudio.origin}/adm`);

  const menu = page.getByRole('navigation', { name: 'Menu do estúdio' });
  await expect(menu.getByText('Gratuito', { exact: true })).toBeVisible();
  await expect(menu.getByText('0 B de 2 GB')).toBeVisible();
  await expect(menu.getByRole('progressbar', { name: 'Armazenamento usado' })).toBeVisible();
  await expect(menu.getByRole('note')).toHaveText('Seu plano vence em 3 dias');

  // A photo over the plan's largest file (6 MB on the free plan) is refused with the spec's text.
  await page.goto(`${freeStudio.origin}/adm/${slug}`);
  await expect(page.getByText('Até 6MB por imagem.')).toBeVisible();
  await page.getByLabel('Adicionar Fotos').setInputFiles({
    name: 'grande.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.alloc(6 * 1024 * 1024 + 1, 7),
  });
  await expect(
    page
      .getByText('Erro ao fazer upload da imagem grande.jpg. Seu tamanho excede o máximo permitido de 6MB')
      .first(),
  ).toBeVisible();

  // The race number search is not in the free plan: refused, naming the plan that has it, and left off.
  const numbers = page.getByLabel('Permitir que os clientes encontrem suas fotos pelo número de peito');
  await numbers.click();
  await expect(
    failureToast(
      page,
      'A busca pelo número de peito não está incluída no plano Gratuito. Ela faz parte do plano Profissional.',
    ),
  ).toBeVisible();
  await expect(numbers).not.toBeChecked();

  // Nor an own domain.
  await page.goto(`${freeStudio.origin}/adm/configuracoes/dominio-proprio`);
  await page.getByLabel('Seu domínio').fill('www.estudio-gratuito.com.br');
  await page.getByRole('button', { name: 'Salvar domínio' }).click();
  await expect(
    failureToast(
      page,
      'O domínio próprio não está incluído no plano Gratuito. Ele faz parte do plano Profissional.',
    ),
  ).toBeVisible();
  expect(problems).toEqual([]);
});
