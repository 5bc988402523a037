// 'Avise-me quando eu aparecer' end to end, with the indexing's own writes and a job clock the test moves: a customer
// leaves an alert (consents checked, in Portuguese), photos indexed afterwards with their number or a face like their
// selfie's (synthetic vectors) bring one e-mail, at most one an hour and never a photo twice; the one-click link
// deletes the face and no e-mail follows; the face goes when the selfie search closes; the studio sees the figures.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Event, Photo, Studio } from '../../generated/prisma/client.ts';
import { type AdminClient, adminOfNewStudio } from '../../test/admin-client.ts';
import { type CustomerClient, openGallery } from '../../test/customer-client.ts';
import { type Factories, factories } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { indexPhotoBibs } from '../find/bib-index.ts';
import type { BibReader } from '../find/bib-ocr.ts';
import type { FoundFace } from '../find/face-engine.ts';
import { indexPhotoFaces } from '../find/face-index.ts';
import { setEventSearch } from '../find/search-scans.ts';
import { createPhotoAlert, runPhotoAlerts } from './photo-alerts.ts';

const create = `mutation($input: CreatePhotoAlertInput!) {
  createPhotoAlert(input: $input) {
    __typename
    ... on Error { message }
    ... on CreatePhotoAlertPayload { message }
  }
}`;

const follow = `mutation($input: FollowPhotoAlertInput!) {
  followPhotoAlert(input: $input) {
    __typename
    ... on Error { message }
    ... on FollowPhotoAlertPayload { photos { name } }
  }
}`;

const unsubscribe = `mutation($input: UnsubscribePhotoAlertInput!) {
  unsubscribePhotoAlert(input: $input) {
    __typename
    ... on Error { message }
    ... on UnsubscribePhotoAlertPayload { message }
  }
}`;

const hour = 60 * 60_000;

/** A unit vector of 1,024 numbers from a seed; `near` adds a little noise to another. */
function vector(seed: number, near?: Float32Array): Float32Array {
  let state = seed * 2654435761;
  const random = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648 - 0.5;
  };
  const values = Float32Array.from({ length: 1024 }, (_, i) =>
    near ? near[i]! + random() * 0.01 : random(),
  );
  const norm = Math.hypot(...values);
  return values.map((value) => value / norm);
}

const face = (embedding: Float32Array): FoundFace => ({
  box: { left: 10, top: 10, width: 50, height: 50 },
  score: 0.9,
  embedding,
});

describe('photo alerts', () => {
  let t: TestApp;
  let make: Factories;
  let admin: AdminClient;
  let studio: Studio;
  let event: Event;
  let customer: CustomerClient;
  const selfie = vector(1);

  const job = (now = new Date()) => runPhotoAlerts({ db: t.db, services: t.services }, now);
  const alertEmails = (to: string) =>
    t.db.emailMessage.findMany({
      where: { kind: 'photo-alert', toAddress: to },
      orderBy: { createdAt: 'asc' },
    });

  async function photo(): Promise<Photo> {
    return make.photo(studio, event);
  }

  /** The bib indexer's own write, with the OCR's reading given. */
  async function indexNumbers(target: Photo, numbers: string[]) {
    const reader = {
      numbers: async () =>
        numbers.map((number) => ({
          number,
          confidence: 0.9,
          box: { left: 0, top: 0, width: 10, height: 10 },
        })),
    } as unknown as BibReader;
    expect(await indexPhotoBibs({ db: t.db, services: t.services, reader }, target.id)).toBe('indexed');
  }

  /** The face indexer's own write, with the faces found given. */
  async function indexFaces(target: Photo, embeddings: Float32Array[]) {
    const findFaces = async () => embeddings.map(face);
    expect(await indexPhotoFaces({ db: t.db, services: t.services, findFaces }, target.id)).toBe('indexed');
  }

  async function createAlert(input: Record<string, unknown>, client = customer) {
    const result = await client.graphql(create, {
      input: { selfieConsent: false, keepFaceConsent: false, ...input },
    });
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    return result.data.createPhotoAlert;
  }

  /** An alert by selfie, through the service (the face finder given: the selfie's face is `selfie`). */
  async function createFaceAlert(email: string) {
    const session = await t.db.gallerySession.findFirstOrThrow({
      where: { eventId: event.id },
      orderBy: { createdAt: 'desc' },
    });
    return createPhotoAlert(
      {
        db: t.db,
        studio,
        clientAddress: 'face-test',
        viewer: { kind: 'gallery', sessionId: session.id, eventId: event.id },
        findFaces: async () => [face(selfie)],
      },
      {
        email,
        selfie: async () => Buffer.from('not read: the finder is given'),
        selfieConsent: true,
        keepFaceConsent: true,
        storefrontUrl: 'http://alertas.localhost',
      },
    );
  }

  function linksOf(text: string) {
    const photos = new URL(text.match(/Ver minhas fotos: (\S+)/)![1]!);
    const cancel = new URL(text.match(/Cancele aqui: (\S+)/)![1]!);
    return {
      photos,
      photosInput: {
        alertId: photos.searchParams.get('alerta')!,
        accessCode: photos.searchParams.get('acesso')!,
      },
      cancelInput: {
        alertId: cancel.searchParams.get('alerta')!,
        accessCode: cancel.searchParams.get('acesso')!,
      },
      cancel,
    };
  }

  beforeAll(async () => {
    // The job is run by the test on its own clock; no worker runs it (nor the real face and number readers).
    t = await createTestApp({}, { workers: false });
    make = factories(t.db, t.services);
    admin = await adminOfNewStudio(t, make, { slug: 'alertas', name: 'Estúdio Alertas' });
    studio = admin.studio;
    event = await make.event(studio, { name: 'Maratona' });
    await t.db.event.update({ where: { id: event.id }, data: { bibSearch: true, faceSearch: true } });
    customer = await openGallery(t, 'alertas.localhost', event.slug);
  }, 180_000);
  afterAll(() => t.close());
  beforeEach(() => t.db.rateLimitBucket.deleteMany({ where: { key: { startsWith: 'photo-alert' } } }));

  it('checks the e-mail, the number and both consents, in Portuguese', async () => {
    expect(await createAlert({ email: 'nao-e-email', raceNumber: '1234' })).toEqual({
      __typename: 'PhotoAlertError',
      message: 'Informe um e-mail válido para receber o aviso.',
    });
    expect(await createAlert({ email: 'ana@exemplo.com' })).toEqual({
      __typename: 'PhotoAlertError',
      message: 'Informe o seu número de peito ou envie uma selfie para sabermos quais fotos são suas.',
    });
    expect(await createAlert({ email: 'ana@exemplo.com', raceNumber: '12a' })).toEqual({
      __typename: 'PhotoAlertError',
      message: 'Digite o número de peito com até 6 dígitos, só números.',
    });
    const withSelfie = (consents: { selfieConsent: boolean; keepFaceConsent: boolean }) =>
      customer
        .upload(
          create,
          { input: { email: 'ana@exemplo.com', selfie: null, ...consents } },
          { 'input.selfie': { bytes: Buffer.from('selfie'), name: 'selfie.jpg' } },
        )
        .then((result) => result.data.createPhotoAlert);
    expect(await withSelfie({ selfieConsent: false, keepFaceConsent: true })).toEqual({
      __typename: 'PhotoAlertError',
      message: 'Para enviar a selfie, aceite antes o termo de uso da imagem.',
    });
    expect(await withSelfie({ selfieConsent: true, keepFaceConsent: false })).toEqual({
      __typename: 'PhotoAlertError',
      message:
        'Para ser avisado pela selfie, autorize guardar os dados do seu rosto até o encerramento da busca deste evento.',
    });
    expect(await t.db.photoAlert.count()).toBe(0);

    const form = await customer.graphql(
      `query($slug: String!) { gallerySession(eventSlug: $slug) { event { photoAlertForm {
        byNumber bySelfie keepFaceLabel keepFaceParagraphs } } } }`,
      { slug: event.slug },
    );
    expect(form.data!.gallerySession.event.photoAlertForm).toMatchObject({
      byNumber: true,
      bySelfie: true,
      keepFaceLabel:
        'Autorizo guardar os dados do meu rosto (não a foto) até o encerramento da busca deste evento, para receber os avisos.',
    });

    expect(await createAlert({ email: ' Ana@Exemplo.com ', raceNumber: '12-34' })).toEqual({
      __typename: 'CreatePhotoAlertPayload',
      message: 'Pronto! Avisaremos por e-mail quando aparecerem fotos novas suas nesta galeria.',
    });
    const [alert] = await t.db.photoAlert.findMany();
    expect(alert).toMatchObject({ email: 'ana@exemplo.com', raceNumber: '1234', embedding: null });
  });

  it('limits the alerts one address may get in a gallery', async () => {
    await createAlert({ email: 'bia@exemplo.com', raceNumber: '1' });
    await createAlert({ email: 'bia@exemplo.com', raceNumber: '2' });
    await createAlert({ email: 'bia@exemplo.com', raceNumber: '3' });
    expect(await createAlert({ email: 'bia@exemplo.com', raceNumber: '4' })).toMatchObject({
      __typename: 'PhotoAlertRateLimitedError',
    });
    await t.db.photoAlert.deleteMany({ where: { email: 'bia@exemplo.com' } });
  });

  it('e-mails once when a photo with the number is indexed, at most hourly, never a photo twice', async () => {
    const start = new Date();
    const first = await photo();
    const other = await photo();
    await indexNumbers(first, ['1234', '77']);
    await indexNumbers(other, ['999']);
    await job(start);
    await job(start);
    const [email, ...more] = await alertEmails('ana@exemplo.com');
    expect(more).toHaveLength(0);
    expect(email!.subject).toBe('Avise-me quando eu aparecer: 1 foto nova sua em Maratona - Estúdio Alertas');
    const links = linksOf(email!.textBody);
    expect(email!.listUnsubscribe).toBe(links.cancel.toString());
    expect(links.photos.pathname).toBe(`/${event.slug}`);

    // Two more photos within the hour: no e-mail yet.
    const second = await photo();
    const third = await photo();
    await indexNumbers(second, ['1234']);
    await job(new Date(start.getTime() + hour - 1000));
    expect(await alertEmails('ana@exemplo.com')).toHaveLength(1);
    await indexNumbers(third, ['1234']);
    // The first photo read again (a re-index) is not sent again.
    await indexNumbers(first, ['1234']);
    await job(new Date(start.getTime() + hour));
    const emails = await alertEmails('ana@exemplo.com');
    expect(emails).toHaveLength(2);
    expect(emails[1]!.subject).toContain('2 fotos novas suas');
    const notified = await t.db.photoAlertMatch.findMany({ select: { photoId: true, notifiedAt: true } });
    expect(notified.map((match) => match.photoId).sort()).toEqual([first.id, second.id, third.id].sort());
    await job(new Date(start.getTime() + 3 * hour));
    expect(await alertEmails('ana@exemplo.com')).toHaveLength(2);

    // The link opens the photos sent (newest first) and keeps the alert on the visitor's session.
    const visitor = await openGallery(t, 'alertas.localhost', event.slug);
    const opened = await visitor.graphql(follow, { input: links.photosInput });
    expect(opened.data!.followPhotoAlert.photos.map((p: { name: string }) => p.name).sort()).toEqual(
      [first.name, second.name, third.name].sort(),
    );
    const forged = await visitor.graphql(follow, { input: { ...links.photosInput, accessCode: 'x' } });
    expect(forged.data!.followPhotoAlert).toMatchObject({ __typename: 'PhotoAlertLinkError' });
    const session = await t.db.gallerySession.findFirstOrThrow({
      where: { photoAlertId: links.photosInput.alertId },
    });
    // A paid order of that session counts as sold through the alert; an unpaid one does not.
    await make.order(studio, event, first, {
      sessionId: session.id,
      totalCents: 4500,
      paymentStatus: 'APPROVED',
    });
    await make.order(studio, event, second, {
      sessionId: session.id,
      totalCents: 900,
      paymentStatus: 'PENDING',
    });
    const figures = await admin.graphql(
      `query($id: ID!) { node(id: $id) { ... on Event { photoAlerts { total active emailsSent orders soldCents } } } }`,
      { id: encodeGlobalID('Event', event.id) },
    );
    expect(figures.data!.node.photoAlerts).toEqual({
      total: 1,
      active: 1,
      emailsSent: 2,
      orders: 1,
      soldCents: 4500,
    });
    const refused = await customer.graphql(
      `query($id: ID!) { node(id: $id) { ... on Event { photoAlerts { total } } } }`,
      { id: encodeGlobalID('Event', event.id) },
    );
    expect(refused.data?.node?.photoAlerts ?? null).toBeNull();
  });

  it('e-mails when a face like the selfie is indexed; unsubscribing deletes the face and stops the e-mails', async () => {
    const { id } = await createFaceAlert('caio@exemplo.com');
    const stored = await t.db.photoAlert.findUniqueOrThrow({ where: { id } });
    expect(stored.embedding).toHaveLength(1024);
    expect(stored.consentText).toContain('guardamos os dados do rosto da sua selfie');
    const start = new Date();
    const mine = await photo();
    const stranger = await photo();
    await indexFaces(mine, [vector(2), vector(3, selfie)]);
    await indexFaces(stranger, [vector(4), vector(5)]);
    await job(start);
    const [email, ...more] = await alertEmails('caio@exemplo.com');
    expect(more).toHaveLength(0);
    expect(email!.subject).toContain('1 foto nova sua');
    expect((await t.db.photoAlertMatch.findMany({ where: { alertId: id } })).map((m) => m.photoId)).toEqual([
      mine.id,
    ]);

    const { cancelInput } = linksOf(email!.textBody);
    const result = await t.graphql(unsubscribe, { input: cancelInput }, { host: 'alertas.localhost' });
    expect(result.data!.unsubscribePhotoAlert).toEqual({
      __typename: 'UnsubscribePhotoAlertPayload',
      message: 'Pronto: você não receberá mais avisos desta galeria, e os dados do seu rosto foram apagados.',
    });
    const gone = await t.db.photoAlert.findUniqueOrThrow({ where: { id } });
    expect(gone).toMatchObject({ embedding: null, scale: null });
    expect(gone.unsubscribedAt).not.toBeNull();
    const again = await photo();
    await indexFaces(again, [vector(6, selfie)]);
    await job(new Date(start.getTime() + 2 * hour));
    expect(await alertEmails('caio@exemplo.com')).toHaveLength(1);
  });

  it("deletes the alerts' faces when the event's selfie search closes", async () => {
    const { id } = await createFaceAlert('duda@exemplo.com');
    expect((await t.db.photoAlert.findUniqueOrThrow({ where: { id } })).embedding).not.toBeNull();
    await setEventSearch({ db: t.db, studio }, event.id, 'FACE', false);
    expect(await t.db.photoAlert.findUniqueOrThrow({ where: { id } })).toMatchObject({ embedding: null });
    // Turned on again, a draft closes it too (the job deletes what any other path left).
    await t.db.event.update({ where: { id: event.id }, data: { faceSearch: true } });
    const next = await createFaceAlert('duda@exemplo.com');
    await t.db.event.update({ where: { id: event.id }, data: { published: false } });
    expect((await job()).forgotten).toBe(1);
    expect(await t.db.photoAlert.findUniqueOrThrow({ where: { id: next.id } })).toMatchObject({
      embedding: null,
    });
  });
});
