// 'Avise-me quando eu aparecer' in the browser: a customer of a race whose number search is on leaves an alert with
// their e-mail and number; a photo with that number is uploaded and read by the server's worker; the photo-alerts job
// e-mails them, and the e-mail's link opens the gallery on that photo. The owner sees the alert and the e-mail sent.
import { expect, test } from '@playwright/test';
import { renderSyntheticRacePhoto } from '../../server/services/find/synthetic-bibs.ts';
import { AdminApi } from './support/admin-api.ts';
import { logInAsOwner } from './support/admin-login.ts';
import { outboxEmail } from './support/outbox.ts';
import { watchForErrors } from './support/screens.ts';

// The OCR reads the photo, then the job runs at the next minute: a few minutes at most.
test.setTimeout(300_000);

/** Uploads one race photo (seed as in number-search.spec.ts: its bib is read right), waits for its render. */
async function uploadRacePhoto(
  api: AdminApi,
  baseURL: string,
  eventSlug: string,
  seed: number,
  name: string,
) {
  const picture = await renderSyntheticRacePhoto(seed, { bibCount: 1 });
  const form = new FormData();
  form.set(
    'operations',
    JSON.stringify({
      query: `mutation($input: UploadPhotoInput!) { uploadPhoto(input: $input) { __typename } }`,
      variables: { input: { event: { slug: eventSlug }, file: null } },
    }),
  );
  form.set('map', JSON.stringify({ 0: ['variables.input.file'] }));
  form.set('0', new Blob([new Uint8Array(picture.jpeg)], { type: 'image/jpeg' }), name);
  const response = await fetch(`${baseURL}/graphql`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${api.token}` },
    body: form,
  });
  expect(((await response.json()) as any).data.uploadPhoto.__typename).toBe('UploadPhotoPayload');
  await api.waitUntilRendered(eventSlug);
  return picture.bibs[0]!.number;
}

test('a customer leaves an alert with their number and the e-mail links to the new photo', async ({
  page,
  baseURL,
}) => {
  const problems = watchForErrors(page);
  const api = await AdminApi.logIn(baseURL!);
  const slug = await api.createEvent('Corrida com Avisos', 'DIGITAL');
  await uploadRacePhoto(api, baseURL!, slug, 1, 'CORRIDA_1.jpg');
  const on = await api.graphql(
    `mutation($input: SetEventBibSearchInput!) { setEventBibSearch(input: $input) { __typename } }`,
    { input: { event: { slug }, enabled: true } },
  );
  expect(on.setEventBibSearch.__typename).toBe('SetEventBibSearchPayload');
  const mine = (await renderSyntheticRacePhoto(6, { bibCount: 1 })).bibs[0]!.number;
  const email = `corredora-${Date.now().toString(36)}@exemplo.com`;

  await page.goto(`/${slug}`);
  await page.getByRole('button', { name: 'Avise-me quando eu aparecer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Avise-me quando eu aparecer' });
  await dialog.getByLabel('E-mail').fill('corredora@');
  await dialog.getByLabel('Número de peito').fill(mine);
  await dialog.getByRole('button', { name: 'Quero ser avisado' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Informe um e-mail válido para receber o aviso.');
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByRole('button', { name: 'Quero ser avisado' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    'Pronto! Avisaremos por e-mail quando aparecerem fotos novas suas nesta galeria.',
  );
  await dialog.getByRole('button', { name: 'Fechar', exact: true }).first().click();

  expect(await uploadRacePhoto(api, baseURL!, slug, 6, 'CORRIDA_2.jpg')).toBe(mine);
  let message: Awaited<ReturnType<typeof outboxEmail>> | null = null;
  for (let waited = 0; !message && waited < 240; waited += 10) {
    message = await outboxEmail(
      (mail) => mail.to !== undefined && JSON.stringify(mail.to).includes(email),
    ).catch(() => null);
  }
  expect(message, 'the alert e-mail').not.toBeNull();
  expect(message!.mail.subject).toMatch(
    /^Avise-me quando eu aparecer: 1 foto nova sua em Corrida com Avisos/,
  );
  // A long header is folded onto the next line.
  expect(message!.raw.replace(/\r?\n\s+/g, ' ')).toMatch(
    /List-Unsubscribe: <[^>]+\/alertas\/cancelar\?alerta=/,
  );
  const link = message!.mail.text!.match(/Ver minhas fotos: (\S+)/)![1]!;

  await page.goto(link);
  await expect(page.getByText('1 foto encontrada pelo seu aviso')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Ampliar foto/ })).toHaveCount(1);
  await page.getByRole('button', { name: 'Ver todas as fotos' }).click();
  await expect(page.getByRole('button', { name: /^Ampliar foto/ })).toHaveCount(2);

  await logInAsOwner(page);
  await page.goto(`/adm/${slug}`);
  const card = page.getByRole('region', { name: 'Avisos de novas fotos' });
  await expect(card).toContainText('1 aviso criado (1 ativo)');
  await expect(card).toContainText('1 e-mail enviado');
  expect(problems).toEqual([]);
});
