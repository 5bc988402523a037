// 'Buscar pelo número' in the browser: the owner turns it on for an event of race photos and sees every photo read;
// a customer finds their photo by the number on their bib, is told when no photo has a number, and goes back to all.
// Then the owner turns the selfie search on for the same photos, sees their faces read, and turns it off (confirmed).
import { expect, test } from '@playwright/test';
import { renderSyntheticRacePhoto } from '../../server/services/find/synthetic-bibs.ts';
import { expectAccessible } from './support/accessibility.ts';
import { AdminApi } from './support/admin-api.ts';
import { logInAsOwner } from './support/admin-login.ts';
import { watchForErrors } from './support/screens.ts';

test.setTimeout(180_000);

/** Uploads race photos as the admin's uploader would send them (GraphQL multipart), then waits for the renders. */
async function uploadRacePhotos(api: AdminApi, baseURL: string, eventSlug: string, seeds: number[]) {
  const numbers: string[] = [];
  for (const [index, seed] of seeds.entries()) {
    const picture = await renderSyntheticRacePhoto(seed, { bibCount: 1 });
    numbers.push(picture.bibs[0]!.number);
    const form = new FormData();
    form.set(
      'operations',
      JSON.stringify({
        query: `mutation($input: UploadPhotoInput!) { uploadPhoto(input: $input) { __typename } }`,
        variables: { input: { event: { slug: eventSlug }, file: null } },
      }),
    );
    form.set('map', JSON.stringify({ 0: ['variables.input.file'] }));
    form.set(
      '0',
      new Blob([new Uint8Array(picture.jpeg)], { type: 'image/jpeg' }),
      `CORRIDA_${index + 1}.jpg`,
    );
    const response = await fetch(`${baseURL}/graphql`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${api.token}` },
      body: form,
    });
    expect(((await response.json()) as any).data.uploadPhoto.__typename).toBe('UploadPhotoPayload');
  }
  await api.waitUntilRendered(eventSlug);
  return numbers;
}

test('the owner turns on the number search and a customer finds their photo by their bib', async ({
  page,
  browser,
  baseURL,
}) => {
  const problems = watchForErrors(page);
  const api = await AdminApi.logIn(baseURL!);
  const slug = await api.createEvent('Corrida de Rua', 'DIGITAL');
  // Seeds whose bibs the pipeline reads right (the same as the server test's).
  const [first, second] = await uploadRacePhotos(api, baseURL!, slug, [1, 6]);

  await logInAsOwner(page);
  await page.goto(`/adm/${slug}`);
  const panel = page.getByRole('region', { name: 'Busca pelo número de peito' });
  const toggle = panel.getByRole('checkbox', { name: /encontrem suas fotos pelo número de peito/ });
  await expect(toggle).not.toBeChecked();
  await toggle.check();
  await expect(page.getByText('Busca pelo número ativada. As fotos estão sendo lidas.')).toBeVisible();
  // The panel asks for the progress every few seconds until both photos are read.
  await expect(panel.getByText('Números lidos em todas as 2 fotos.')).toBeVisible({ timeout: 60_000 });

  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  const customerProblems = watchForErrors(customer);
  await customer.goto(`/${slug}`);
  await expect(customer.getByRole('button', { name: /^Ampliar foto 1 de 2/ })).toBeVisible();
  const field = customer.getByLabel('Buscar pelo número');
  await expectAccessible(customer, 'galeria com busca pelo número');

  await field.fill('12a');
  await customer.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(customer.getByRole('alert')).toHaveText(
    'Digite o número de peito com até 6 dígitos, só números.',
  );

  await field.fill(second!);
  await customer.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(customer.getByText(`1 foto encontrada com o número ${second}`)).toBeVisible();
  await expect(customer.getByRole('button', { name: /^Ampliar foto/ })).toHaveCount(1);
  await expect(customer.getByRole('button', { name: 'Ampliar foto 1 de 1' })).toBeVisible();
  await expectAccessible(customer, 'resultado da busca pelo número');

  await field.fill('99999');
  await customer.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(customer.getByText('Nenhuma foto encontrada com o número 99999')).toBeVisible();
  await customer.getByRole('button', { name: 'Ver todas as fotos' }).click();
  await expect(customer.getByRole('button', { name: /^Ampliar foto/ })).toHaveCount(2);
  expect(first).not.toBe(second);

  // Turned off: the numbers are deleted and the field goes away.
  await toggle.uncheck();
  await expect(
    page.getByText('Busca pelo número desativada. Os números reconhecidos foram apagados.'),
  ).toBeVisible();
  await customer.reload();
  await expect(customer.getByRole('button', { name: /^Ampliar foto 1 de 2/ })).toBeVisible();
  await expect(customer.getByLabel('Buscar pelo número')).toHaveCount(0);
  await customerContext.close();
  expect(customerProblems).toEqual([]);

  // 'Busca pela selfie' on the same event: on, the faces of both photos are read; off asks first, then deletes them.
  const selfie = page.getByRole('region', { name: 'Busca pela selfie' });
  const selfieToggle = selfie.getByRole('checkbox', { name: 'Busca pela selfie (Encontrar minhas fotos)' });
  await expect(selfie.getByText(/o estúdio é o controlador/)).toBeVisible();
  await selfieToggle.check();
  await expect(
    page.getByText('Busca pela selfie ativada. Os rostos das fotos estão sendo lidos.'),
  ).toBeVisible();
  await expect(selfie.getByRole('status')).toHaveText(
    /^(Lendo os rostos das fotos: [0-2] de 2|Todos os rostos lidos \(2 fotos\))$/,
  );
  await expect(selfie.getByRole('status')).toHaveText('Todos os rostos lidos (2 fotos)', { timeout: 60_000 });
  await expectAccessible(page, 'evento com a busca pela selfie');
  // The switch stays on until the owner confirms (a click, not uncheck(): the box does not move yet).
  await selfieToggle.click();
  const confirm = page.getByRole('dialog', { name: 'Busca pela selfie' });
  await expect(confirm).toContainText(
    'Desativar a busca pela selfie? Os dados dos rostos deste evento serão apagados.',
  );
  await expect(selfieToggle).toBeChecked();
  await confirm.getByRole('button', { name: 'Desativar' }).click();
  await expect(
    page.getByText('Busca pela selfie desativada. Os dados dos rostos deste evento foram apagados.'),
  ).toBeVisible();
  await expect(selfieToggle).not.toBeChecked();
  await expect(selfie.getByRole('status')).toHaveCount(0);
  expect(problems).toEqual([]);
});
