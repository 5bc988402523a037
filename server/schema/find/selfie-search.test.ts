// Search by selfie end to end with the real face model, on the group photos shipped in @vladmandic/face-api: the
// studio turns it on (ready photos are read by the backfill job, new ones once rendered), the customer accepts the
// consent text and finds the photos with their face, bad selfies are told in Portuguese, the selfie is never
// stored, the search is rate limited, and faces go with their photo, and all of them when the search is turned off.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { parse } from 'graphql';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isCacheableRead } from '../../cache/cacheable-documents.ts';
import { faceMatchThreshold, selfieSearchLimits } from '../../domain/face-match.ts';
import type { Event, Photo } from '../../generated/prisma/client.ts';
import { eventFaces } from '../../services/find/event-faces.ts';
import { findFaces } from '../../services/find/face-engine.ts';
import { indexPhotoFaces } from '../../services/find/face-index.ts';
import { deletePhotos } from '../../services/media/photo-deletion.ts';
import { addPhoto } from '../../services/media/photo-ingest.ts';
import { renderPhoto } from '../../services/media/photo-render.ts';
import { type AdminClient, adminOfNewStudio } from '../../test/admin-client.ts';
import { type CustomerClient, openGallery } from '../../test/customer-client.ts';
import { samplePhoto, selfieFrom } from '../../test/face-samples.ts';
import { factories } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { schema } from '../index.ts';

const toggle = `mutation($input: SetEventFaceSearchInput!) {
  setEventFaceSearch(input: $input) {
    __typename
    ... on Error { message }
    ... on SetEventFaceSearchPayload { message event { faceSearch faceSearchProgress { indexed total } } }
  }
}`;

const search = `mutation($input: SearchPhotosBySelfieInput!) {
  searchPhotosBySelfie(input: $input) {
    __typename
    ... on Error { message }
    ... on SearchPhotosBySelfiePayload { matches { similarity photo { id name } } }
  }
}`;

const consentQuery = `query($slug: String!) {
  gallerySession(eventSlug: $slug) { event { faceSearch selfieConsent { paragraphs label } } }
}`;

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

describe('search by selfie', () => {
  let t: TestApp;
  let admin: AdminClient;
  let event: Event;
  let customer: CustomerClient;
  const pictures: Buffer[] = [];
  const photos: Photo[] = [];

  async function upload(picture: Buffer, render: boolean): Promise<Photo> {
    const context = { db: t.db, services: t.services, studio: admin.studio };
    const photo = await addPhoto(context, {
      event,
      content: picture,
      originalName: `festa-${photos.length + 1}.jpg`,
    });
    if (render) await renderPhoto(context, photo.id);
    return photo;
  }

  async function searchWith(client: CustomerClient, selfie: Buffer | Uint8Array, consent = true) {
    const result = await client.upload(
      search,
      { input: { selfie: null, consent } },
      { 'input.selfie': { bytes: selfie, name: 'selfie.jpg' } },
    );
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    return (result.data as any).searchPhotosBySelfie;
  }

  async function setOn(enabled: boolean) {
    const result = await admin.graphql(toggle, {
      input: { event: { id: encodeGlobalID('Event', event.id) }, enabled },
    });
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    return result.data.setEventFaceSearch;
  }

  /** A selfie of the largest face of sample picture `index` (as uploaded). */
  async function selfieOf(index: number, face = 0): Promise<Buffer> {
    const faces = await findFaces(pictures[index]!);
    return selfieFrom(pictures[index]!, faces[face]!.box);
  }

  beforeAll(async () => {
    t = await createTestApp();
    const make = factories(t.db, t.services);
    admin = await adminOfNewStudio(t, make, { slug: 'festas', name: 'Estúdio Festas' });
    event = await make.event(admin.studio, { name: 'Formatura' });
    for (const sample of [1, 2, 3]) pictures.push(await samplePhoto(sample));
    photos.push(await upload(pictures[0]!, true));
    photos.push(await upload(pictures[1]!, true));
    customer = await openGallery(t, 'festas.localhost', event.slug);
  }, 60_000);
  afterAll(() => t.close());
  // Each test starts with the visitor's searches uncounted (the last one counts them).
  beforeEach(() => t.db.rateLimitBucket.deleteMany({ where: { key: { startsWith: 'selfie' } } }));

  it('is off by default: no consent text, no search, no reading', async () => {
    await t.settle();
    expect(await t.db.photoSearchScan.count()).toBe(0);
    const read = await customer.graphql(consentQuery, { slug: event.slug });
    expect(read.data!.gallerySession.event).toEqual({ faceSearch: false, selfieConsent: null });
    expect(await searchWith(customer, pictures[0]!)).toEqual({
      __typename: 'SelfieSearchUnavailableError',
      message: 'A busca pela selfie não está disponível nesta galeria.',
    });
  });

  it('reads the faces of ready photos when turned on, and of new photos once rendered', async () => {
    expect(await setOn(true)).toMatchObject({
      __typename: 'SetEventFaceSearchPayload',
      message: 'Busca pela selfie ativada. Os rostos das fotos estão sendo lidos.',
      event: { faceSearch: true },
    });
    await t.settle();
    photos.push(await upload(pictures[2]!, false));
    await t.settle();
    const read = await admin.graphql(
      `query($id: ID!) { node(id: $id) { ... on Event { faceSearchProgress { indexed total } } } }`,
      { id: encodeGlobalID('Event', event.id) },
    );
    expect(read.data!.node).toEqual({ faceSearchProgress: { indexed: 3, total: 3 } });
    // Three people in each of these samples; each face a 1,024-byte vector and a box inside the photo.
    const faces = await t.db.photoFace.findMany({ where: { eventId: event.id } });
    for (const photo of photos) expect(faces.filter((face) => face.photoId === photo.id)).toHaveLength(3);
    for (const face of faces) {
      expect(face.embedding).toHaveLength(1024);
      expect(face.left + face.width).toBeLessThanOrEqual(1200);
    }
  }, 120_000);

  it('shows the consent text naming the studio, and reads no selfie without consent', async () => {
    const read = await customer.graphql(consentQuery, { slug: event.slug });
    const { selfieConsent } = read.data!.gallerySession.event;
    expect(selfieConsent.label).toBe('Li e concordo com o uso da minha selfie para esta busca.');
    const text = selfieConsent.paragraphs.join('\n');
    for (const part of [
      'Finalidade:',
      'Retenção:',
      'descartada',
      'Controlador dos dados: Estúdio Festas',
      'exclusão',
    ])
      expect(text).toContain(part);
    expect(await searchWith(customer, await selfieOf(1), false)).toEqual({
      __typename: 'SelfieConsentRequiredError',
      message: 'Para buscar pela selfie, aceite antes o termo de uso da imagem.',
    });
  });

  it("finds the photo with the selfie's face first, above the threshold", async () => {
    for (const index of [0, 1, 2]) {
      for (const face of [0, 1]) {
        const answer = await searchWith(customer, await selfieOf(index, face));
        expect(answer.__typename).toBe('SearchPhotosBySelfiePayload');
        expect(answer.matches[0].photo.name).toBe(photos[index]!.name);
        expect(answer.matches[0].similarity).toBeGreaterThanOrEqual(faceMatchThreshold);
        const similarities = answer.matches.map((match: { similarity: number }) => match.similarity);
        expect(similarities).toEqual([...similarities].sort((a, b) => b - a));
      }
    }
    // Someone who is in none of the photos: sample 6's people are not in samples 1-3.
    const stranger = await samplePhoto(6);
    const strangerFaces = await findFaces(stranger);
    const answer = await searchWith(customer, await selfieFrom(stranger, strangerFaces[0]!.box));
    expect(
      answer.matches.every((match: { similarity: number }) => match.similarity >= faceMatchThreshold),
    ).toBe(true);
    expect(answer.matches.length).toBeLessThan(3);
  }, 120_000);

  it('tells a bad selfie in Portuguese', async () => {
    const noFace = await sharp({
      create: { width: 640, height: 480, channels: 3, background: { r: 90, g: 140, b: 200 } },
    })
      .jpeg()
      .toBuffer();
    expect(await searchWith(customer, noFace)).toEqual({
      __typename: 'InvalidSelfieError',
      message:
        'Não encontramos um rosto na selfie. Tente uma foto de frente, com o rosto inteiro e bem iluminado, sem óculos escuros.',
    });
    expect(await searchWith(customer, Buffer.from('isto não é uma imagem'))).toEqual({
      __typename: 'InvalidSelfieError',
      message: 'Não conseguimos ler a selfie. Envie uma foto JPEG, PNG, WebP ou HEIC.',
    });
    const tooLarge = Buffer.concat([pictures[0]!, Buffer.alloc(8 * 1024 * 1024)]);
    expect(await searchWith(customer, tooLarge)).toEqual({
      __typename: 'InvalidSelfieError',
      message: 'A selfie deve ter no máximo 6 MB.',
    });
  }, 60_000);

  it('leaves out a photo while it is rendered again', async () => {
    const selfie = await selfieOf(1);
    await t.db.photo.update({ where: { id: photos[1]!.id }, data: { status: 'PROCESSING' } });
    try {
      const names = (await searchWith(customer, selfie)).matches.map((match: any) => match.photo.name);
      expect(names).not.toContain(photos[1]!.name);
    } finally {
      await t.db.photo.update({ where: { id: photos[1]!.id }, data: { status: 'READY' } });
    }
    expect((await searchWith(customer, selfie)).matches[0].photo.name).toBe(photos[1]!.name);
  });

  it('never stores the selfie: no file, no row', async () => {
    const before = await filesUnder(t.config.dataDir);
    const faces = await t.db.photoFace.count();
    await searchWith(customer, await selfieOf(0));
    expect(await filesUnder(t.config.dataDir)).toEqual(before);
    expect(await t.db.photoFace.count()).toBe(faces);
  });

  it('is a customer call, never cached; the switch and progress are the studio’s', async () => {
    const asAdmin = await admin.upload(
      search,
      { input: { selfie: null, consent: true } },
      { 'input.selfie': { bytes: pictures[0]!, name: 'selfie.jpg' } },
    );
    expect(asAdmin.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(isCacheableRead(schema, parse(consentQuery))).toBe(false);
    expect(
      isCacheableRead(schema, parse('query { gallerySession(eventSlug: "x") { event { faceSearch } } }')),
    ).toBe(true);
    const asCustomer = await customer.graphql(toggle, {
      input: { event: { id: encodeGlobalID('Event', event.id) }, enabled: false },
    });
    expect(asCustomer.errors?.[0]?.message).toBeTruthy();
    expect(await t.db.photoFace.count({ where: { eventId: event.id } })).toBe(9);
  });

  it('limits the searches of a visitor', async () => {
    const selfie = await selfieOf(0);
    for (let count = 0; count < selfieSearchLimits.perVisitor; count++)
      expect((await searchWith(customer, selfie)).__typename).toBe('SearchPhotosBySelfiePayload');
    expect(await searchWith(customer, selfie)).toEqual({
      __typename: 'SelfieRateLimitedError',
      message: 'Muitas buscas pela selfie em pouco tempo. Aguarde alguns minutos e tente novamente.',
    });
  }, 120_000);

  it("deletes a photo's faces with it, and the event's when turned off; a late job writes nothing", async () => {
    const context = { db: t.db, services: t.services, studio: admin.studio };
    // The faces searched so far are kept in memory while they stay the same set.
    const kept = await eventFaces(t.db, event.id);
    expect(await eventFaces(t.db, event.id)).toBe(kept);
    const selfie = await selfieOf(2);
    await deletePhotos(context, { eventId: event.id, photoIds: [photos[2]!.id] });
    expect(await t.db.photoFace.count({ where: { photoId: photos[2]!.id } })).toBe(0);
    expect(await t.db.photoFace.count({ where: { eventId: event.id } })).toBe(6);
    const names = (await searchWith(customer, selfie)).matches.map((match: any) => match.photo.name);
    expect(names).not.toContain(photos[2]!.name);
    expect((await eventFaces(t.db, event.id)).photoIds).toHaveLength(6);

    expect(await setOn(false)).toMatchObject({
      message: 'Busca pela selfie desativada. Os dados dos rostos deste evento foram apagados.',
      event: { faceSearch: false, faceSearchProgress: { indexed: 0, total: 2 } },
    });
    expect(await t.db.photoFace.count({ where: { eventId: event.id } })).toBe(0);
    expect(await t.db.photoSearchScan.count({ where: { eventId: event.id, kind: 'FACE' } })).toBe(0);
    expect((await searchWith(customer, await selfieOf(0))).__typename).toBe('SelfieSearchUnavailableError');
    // A job queued before the switch went off reads nothing in.
    expect(await indexPhotoFaces({ db: t.db, services: t.services }, photos[0]!.id)).toBe('skipped');
    expect(await t.db.photoFace.count({ where: { eventId: event.id } })).toBe(0);
  }, 60_000);
});
