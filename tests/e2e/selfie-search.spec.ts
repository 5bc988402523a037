// 'Encontrar minhas fotos' in the browser: an event of group photos (face-api's samples) with the selfie search on,
// every face read by the server's worker; a customer accepts the consent text, is told when a picture holds no
// face, and finds the photo of the face their selfie shows first, selectable like any photo of the gallery.
import { expect, type Page, test } from '@playwright/test';
import { findFaces } from '../../server/services/find/face-engine.ts';
import { renderLandscapeJpeg } from '../../server/services/images/generated-pictures.ts';
import { samplePhoto, selfieFrom } from '../../server/test/face-samples.ts';
import { expectAccessible } from './support/accessibility.ts';
import { AdminApi } from './support/admin-api.ts';
import { captureScreen, watchForErrors } from './support/screens.ts';

test.setTimeout(90_000);

/** The photo whose largest face the selfie is cut from (sample2.jpg: no other sample holds that person). */
const selfieSource = 1;

/** The photo's largest face with some hair and neck around it (20% of the box on each side). */
async function selfieOf(photo: Buffer): Promise<Buffer> {
  const [face] = await findFaces(photo);
  if (!face) throw new Error('the sample has no face');
  return selfieFrom(photo, face.box, 0.2);
}

/** Uploads a photo as the admin's uploader sends it (GraphQL multipart). */
async function uploadPhoto(api: AdminApi, baseURL: string, eventSlug: string, name: string, bytes: Buffer) {
  const form = new FormData();
  form.set(
    'operations',
    JSON.stringify({
      query: `mutation($input: UploadPhotoInput!) { uploadPhoto(input: $input) { __typename } }`,
      variables: { input: { event: { slug: eventSlug }, file: null } },
    }),
  );
  form.set('map', JSON.stringify({ 0: ['variables.input.file'] }));
  form.set('0', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), name);
  const response = await fetch(`${baseURL}/graphql`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${api.token}` },
    body: form,
  });
  expect(((await response.json()) as any).data.uploadPhoto.__typename).toBe('UploadPhotoPayload');
}

/** Waits until the worker has read the faces of every photo of the event. */
async function waitUntilFacesRead(api: AdminApi, eventSlug: string, photos: number) {
  await expect
    .poll(
      async () => {
        const data = await api.graphql(
          `query($slug: String!) { studio { event(slug: $slug) { faceSearchProgress { indexed total } } } }`,
          { slug: eventSlug },
        );
        return data.studio.event.faceSearchProgress;
      },
      { timeout: 45_000, intervals: [500] },
    )
    .toEqual({ indexed: photos, total: photos });
}

const imageSrc = (page: Page, name: string) =>
  page.getByRole('img', { name, exact: true }).getAttribute('src');

test('a customer accepts the consent text and finds the photo of their face by a selfie', async ({
  browser,
  baseURL,
}) => {
  const started = Date.now();
  const api = await AdminApi.logIn(baseURL!);
  const slug = await api.createEvent('Confraternização', 'DIGITAL');
  await api.configure(slug, { deliveryFormat: 'DIGITAL', digitalPrice: '10,00' });
  // On before the upload: each photo is read as soon as it is rendered.
  const turnedOn = await api.graphql(
    `mutation($slug: String!) { setEventFaceSearch(input: { event: { slug: $slug }, enabled: true }) {
      __typename ... on SetEventFaceSearchPayload { message event { faceSearch } } } }`,
    { slug },
  );
  expect(turnedOn.setEventFaceSearch.event.faceSearch).toBe(true);
  const photos = await Promise.all([1, 2, 3, 4, 5, 6].map((sample) => samplePhoto(sample, 1600)));
  for (const [index, bytes] of photos.entries()) {
    await uploadPhoto(api, baseURL!, slug, `GRUPO_${index + 1}.jpg`, bytes);
  }
  // The test's own face reading (the selfie's box) runs while the server reads the gallery's.
  const [selfie] = await Promise.all([selfieOf(photos[selfieSource]!), api.waitUntilRendered(slug)]);
  await waitUntilFacesRead(api, slug, photos.length);
  const indexedAfter = Date.now() - started;

  const context = await browser.newContext();
  const customer = await context.newPage();
  const problems = watchForErrors(customer);
  await customer.goto(`/${slug}`);
  await expect(customer.getByRole('button', { name: /^Ampliar foto 1 de 6/ })).toBeVisible();
  // Photos are in file-name order: GRUPO_2.jpg is the second.
  const selfiePhotoSrc = await imageSrc(customer, 'Foto 2 de 6');

  const opener = customer.getByRole('button', { name: 'Encontrar minhas fotos' });
  await expect(opener).toHaveAccessibleDescription('Busca pela selfie');
  await opener.click();
  const panel = customer.getByRole('dialog', { name: 'Como usamos a sua selfie' });
  await expect(panel.getByText(/dado pessoal sensível/)).toBeVisible();
  await expect(panel.locator(':focus')).toHaveCount(1);
  const take = panel.getByLabel('Tirar selfie');
  const pick = panel.getByLabel('Escolher foto');
  await expect(take).toBeDisabled();
  await expect(pick).toBeDisabled();
  await expect(take).toHaveAttribute('capture', 'user');
  await expectAccessible(customer, 'painel da busca pela selfie');

  // Escape closes it, and the focus is back on the button.
  await customer.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  const consent = panel.getByRole('checkbox', {
    name: 'Li e concordo com o uso da minha selfie para esta busca.',
  });
  await consent.check();
  await expect(take).toBeEnabled();
  await expect(pick).toBeEnabled();
  await captureScreen(customer, 'busca-selfie-painel');

  // A picture without a face: the server says so, and nothing else changes.
  const noFace = await renderLandscapeJpeg(800, 600, 77);
  await pick.setInputFiles({ name: 'paisagem.jpg', mimeType: 'image/jpeg', buffer: noFace });
  await expect(panel.getByRole('alert')).toHaveText(/^Não encontramos um rosto na selfie\./);

  const searchStarted = Date.now();
  await pick.setInputFiles({ name: 'selfie.jpg', mimeType: 'image/jpeg', buffer: selfie });
  const summary = customer.getByText(/^(\d+ fotos encontradas|1 foto encontrada) com o seu rosto$/);
  await expect(summary).toBeVisible();
  const searchMs = Date.now() - searchStarted;
  await expect(panel).toBeHidden();
  const found = Number((await summary.textContent())!.match(/\d+/)![0]);
  expect(found).toBeGreaterThanOrEqual(1);
  expect(found).toBeLessThan(6);
  await expect(customer.getByRole('button', { name: /^Ampliar foto/ })).toHaveCount(found);
  expect(await imageSrc(customer, `Foto 1 de ${found}`)).toBe(selfiePhotoSrc);
  await expectAccessible(customer, 'resultado da busca pela selfie');
  await captureScreen(customer, 'busca-selfie-resultado');

  // The photo found is bought like any other: selected from the results, still selected in the whole gallery.
  await customer.getByRole('checkbox', { name: `Selecionar foto 1 de ${found}` }).check();
  await expect(customer.getByText('Selecionadas: 1')).toBeVisible();
  await customer.getByRole('button', { name: 'Ver todas as fotos' }).click();
  await expect(customer.getByRole('button', { name: /^Ampliar foto/ })).toHaveCount(6);
  await expect(customer.getByRole('checkbox', { name: 'Selecionar foto 2 de 6' })).toBeChecked();

  // Nothing of the selfie stays in the browser's storage.
  const stored = await customer.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(stored).not.toMatch(/selfie|data:image|blob:/i);
  await context.close();
  expect(problems).toEqual([]);
  console.log(
    `selfie search e2e: faces of 6 photos read ${(indexedAfter / 1000).toFixed(1)} s after the event was made; ` +
      `search ${searchMs} ms; ${found} photo(s) found`,
  );
});
