// Photographers of an event (issue 28, point 7): each upload path records who shot the photo (the member uploading
// by default, a member chosen or a typed name), the event page filters by photographer, the owner credits photos to
// another photographer within the studio only, and the sales report per photographer (table and CSV) adds paid
// orders with a package and a discount fairly; a photographer reads only their own line.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayOf } from '../../domain/calendar.ts';
import type { Event, Photo, Prisma, Studio } from '../../generated/prisma/client.ts';
import { hashPassword } from '../../services/auth/passwords.ts';
import { renderLandscapeJpeg } from '../../services/images/generated-pictures.ts';
import { type AdminClient, adminOfNewStudio, logInAsAdmin } from '../../test/admin-client.ts';
import { factories } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const photoId = (id: string) => encodeGlobalID('Photo', id);

let t: TestApp;
let owner: AdminClient;
let manager: AdminClient;
let ana: AdminClient;
let anaId: string;
let bia: { id: string };
let foreign: AdminClient;
let foreignMemberId: string;
let event: Event;
let image: Buffer;

async function member(studio: Studio, name: string, role: 'MANAGER' | 'PHOTOGRAPHER') {
  const email = `${name.toLowerCase()}-${studio.slug}@estudio.test`;
  const user = await t.db.adminUser.create({
    data: { studioId: studio.id, email, name, role, passwordHash: await hashPassword('senha-da-equipe') },
  });
  return { user, client: await logInAsAdmin(t, studio, email, 'senha-da-equipe') };
}

beforeAll(async () => {
  t = await createTestApp({}, { workers: false });
  const make = factories(t.db, t.services);
  owner = await adminOfNewStudio(t, make);
  await t.db.adminUser.updateMany({ where: { studioId: owner.studio.id }, data: { name: 'Dona Rita' } });
  manager = (await member(owner.studio, 'Marcos', 'MANAGER')).client;
  const photographer = await member(owner.studio, 'Ana', 'PHOTOGRAPHER');
  ana = photographer.client;
  anaId = photographer.user.id;
  bia = (await member(owner.studio, 'Bia', 'PHOTOGRAPHER')).user;
  foreign = await adminOfNewStudio(t, make);
  foreignMemberId = (await t.db.adminUser.findFirstOrThrow({ where: { studioId: foreign.studio.id } })).id;
  event = await make.event(owner.studio, { name: 'Maratona' });
  image = await renderLandscapeJpeg(320, 240, 7);
});
afterAll(() => t?.close());

const photographerOf = async (where: Prisma.PhotoWhereInput) => {
  const photo = await t.db.photo.findFirstOrThrow({ where, orderBy: { id: 'desc' } });
  return { id: photo.photographerId, name: photo.photographerName };
};

const ownerId = async () =>
  (await t.db.adminUser.findFirstOrThrow({ where: { studioId: owner.studio.id, role: 'OWNER' } })).id;

describe('each upload path records who shot the photo', () => {
  const rest = (client: AdminClient, name: string, headers: Record<string, string> = {}) =>
    client.rest('POST', `/api/adm/${event.slug}/imagem`, {
      bytes: image,
      headers: { 'X-Nome-Arquivo': name, 'X-Tipo': 'image/jpeg', ...headers },
    });

  it('REST: the member uploading by default, a member chosen, or a typed name', async () => {
    expect((await rest(owner, 'REST_1.jpg')).status).toBe(201);
    expect(await photographerOf({ originalName: 'REST_1.jpg' })).toEqual({
      id: await ownerId(),
      name: 'Dona Rita',
    });

    expect((await rest(owner, 'REST_2.jpg', { 'X-Fotografo-Id': anaId })).status).toBe(201);
    expect(await photographerOf({ originalName: 'REST_2.jpg' })).toEqual({ id: anaId, name: 'Ana' });

    const typed = await rest(owner, 'REST_3.jpg', { 'X-Fotografo': encodeURIComponent('Carla  Sá ') });
    expect(typed.status).toBe(201);
    expect(await photographerOf({ originalName: 'REST_3.jpg' })).toEqual({ id: null, name: 'Carla Sá' });

    expect((await rest(ana, 'REST_4.jpg')).status).toBe(201);
    expect(await photographerOf({ originalName: 'REST_4.jpg' })).toEqual({ id: anaId, name: 'Ana' });
  });

  it("REST: refuses another studio's member and a photographer crediting someone else, storing nothing", async () => {
    const alien = await rest(owner, 'REST_5.jpg', { 'X-Fotografo-Id': foreignMemberId });
    expect(alien).toMatchObject({
      status: 400,
      body: { mensagem: { texto: 'Fotógrafo não encontrado na equipe do estúdio.' } },
    });
    const other = await rest(ana, 'REST_6.jpg', { 'X-Fotografo': 'Carla' });
    expect(other).toMatchObject({
      status: 400,
      body: { mensagem: { texto: 'Só o proprietário ou o gerente podem creditar fotos a outro fotógrafo.' } },
    });
    expect(await t.db.photo.count({ where: { originalName: { in: ['REST_5.jpg', 'REST_6.jpg'] } } })).toBe(0);
  });

  const Upload = `mutation($input: UploadPhotoInput!) {
    uploadPhoto(input: $input) {
      __typename
      ... on Error { message }
      ... on UploadPhotoPayload { photo { id originalName photographer { memberId name } } }
    }
  }`;

  it('GraphQL: the member uploading by default, or the photographer input', async () => {
    const own = await ana.upload(
      Upload,
      { input: { event: { slug: event.slug }, file: null } },
      { 'input.file': { bytes: image, name: 'GQL_1.jpg' } },
    );
    expect(own.data!.uploadPhoto.photo.photographer).toEqual({ memberId: anaId, name: 'Ana' });
    const typed = await owner.upload(
      Upload,
      { input: { event: { slug: event.slug }, file: null, photographer: { name: 'Carla Sá' } } },
      { 'input.file': { bytes: image, name: 'GQL_2.jpg' } },
    );
    expect(typed.data!.uploadPhoto.photo.photographer).toEqual({ memberId: null, name: 'Carla Sá' });
    const alien = await owner.upload(
      Upload,
      { input: { event: { slug: event.slug }, file: null, photographer: { memberId: foreignMemberId } } },
      { 'input.file': { bytes: image, name: 'GQL_3.jpg' } },
    );
    expect(alien.data!.uploadPhoto).toEqual({
      __typename: 'PhotographerChoiceError',
      message: 'Fotógrafo não encontrado na equipe do estúdio.',
    });
  });

  const tus = async (client: AdminClient, metadata: Record<string, string>) => {
    const headers = { 'Tus-Resumable': '1.0.0', Authorization: `Bearer ${client.token}` };
    const created = await t.fetch('/api/adm/envios', {
      method: 'POST',
      host: client.host,
      headers: {
        ...headers,
        'Upload-Length': String(image.length),
        'Upload-Metadata': Object.entries({ evento: event.slug, filetype: 'image/jpeg', ...metadata })
          .map(([key, value]) => `${key} ${base64(value)}`)
          .join(','),
      },
    });
    if (created.status !== 201) return created;
    return t.fetch(created.headers.get('location')!, {
      method: 'PATCH',
      host: client.host,
      headers: { ...headers, 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
      body: new Uint8Array(image),
    });
  };

  it('tus: the member who created the upload by default, or the fotografo / fotografoId metadata', async () => {
    expect((await tus(ana, { filename: 'TUS_1.jpg' })).status).toBe(200);
    expect(await photographerOf({ originalName: 'TUS_1.jpg' })).toEqual({ id: anaId, name: 'Ana' });
    expect((await tus(owner, { filename: 'TUS_2.jpg', fotografo: 'Carla Sá' })).status).toBe(200);
    expect(await photographerOf({ originalName: 'TUS_2.jpg' })).toEqual({ id: null, name: 'Carla Sá' });
    expect((await tus(manager, { filename: 'TUS_3.jpg', fotografoId: bia.id })).status).toBe(200);
    expect(await photographerOf({ originalName: 'TUS_3.jpg' })).toEqual({ id: bia.id, name: 'Bia' });
  });

  it("tus: refuses another studio's member before a byte is sent", async () => {
    const refused = await tus(owner, { filename: 'TUS_4.jpg', fotografoId: foreignMemberId });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      mensagem: { texto: 'Fotógrafo não encontrado na equipe do estúdio.' },
    });
  });
});

describe("the event page's photographer filter", () => {
  const Photos = `query($slug: String!, $photographer: PhotographerInput) {
    studio { event(slug: $slug) {
      photographers { memberId name photoCount }
      photoCount(photographer: $photographer)
      photos(first: 50, photographer: $photographer) { edges { node { originalName } } }
    } }
  }`;
  const names = (data: any) =>
    data.studio.event.photos.edges.map((edge: any) => edge.node.originalName as string).sort();

  it('lists who shot the photos and shows only the chosen one’s', async () => {
    const all = await owner.graphql(Photos, { slug: event.slug });
    expect(all.data!.studio.event.photographers).toEqual([
      { memberId: anaId, name: 'Ana', photoCount: 4 },
      { memberId: bia.id, name: 'Bia', photoCount: 1 },
      { memberId: null, name: 'Carla Sá', photoCount: 3 },
      { memberId: await ownerId(), name: 'Dona Rita', photoCount: 1 },
    ]);
    expect(all.data!.studio.event.photoCount).toBe(9);

    const carla = await ana.graphql(Photos, { slug: event.slug, photographer: { name: 'Carla Sá' } });
    expect(names(carla.data)).toEqual(['GQL_2.jpg', 'REST_3.jpg', 'TUS_2.jpg']);
    expect(carla.data!.studio.event.photoCount).toBe(3);

    const byAna = await owner.graphql(Photos, { slug: event.slug, photographer: { memberId: anaId } });
    expect(names(byAna.data)).toEqual(['GQL_1.jpg', 'REST_2.jpg', 'REST_4.jpg', 'TUS_1.jpg']);
  });
});

describe('crediting chosen photos to another photographer', () => {
  const Reassign = `mutation($input: ReassignPhotosInput!) {
    reassignPhotos(input: $input) {
      __typename
      ... on Error { message }
      ... on ReassignPhotosPayload { message photos { originalName photographer { memberId name } } }
    }
  }`;
  let carlas: Photo[];

  beforeAll(async () => {
    carlas = await t.db.photo.findMany({ where: { eventId: event.id, photographerName: 'Carla Sá' } });
  });

  it('moves the photos (and their sold items) to a member of the team', async () => {
    const sold = await factories(t.db, t.services).order(owner.studio, event, carlas[0]!);
    const answer = await owner.graphql(Reassign, {
      input: {
        event: { slug: event.slug },
        photoIds: carlas.slice(0, 2).map((photo) => photoId(photo.id)),
        photographer: { memberId: bia.id },
      },
    });
    expect(answer.data!.reassignPhotos).toMatchObject({
      __typename: 'ReassignPhotosPayload',
      message: 'Fotógrafo de 2 fotos alterado',
    });
    expect(answer.data!.reassignPhotos.photos.map((photo: any) => photo.photographer)).toEqual([
      { memberId: bia.id, name: 'Bia' },
      { memberId: bia.id, name: 'Bia' },
    ]);
    const items = await t.db.orderItem.findMany({ where: { orderId: sold.id } });
    expect(items.map((item) => item.photographerId)).toEqual([bia.id, bia.id]);
    // Back to the typed name, for the tests below.
    await owner.graphql(Reassign, {
      input: {
        event: { slug: event.slug },
        photoIds: carlas.slice(0, 2).map((photo) => photoId(photo.id)),
        photographer: { name: 'Carla Sá' },
      },
    });
    await t.db.order.delete({ where: { id: sold.id } });
  });

  it("refuses another studio's member, and never touches another studio's photos", async () => {
    const before = await t.db.photo.findMany({
      where: { studioId: owner.studio.id },
      orderBy: { id: 'asc' },
    });
    const alien = await owner.graphql(Reassign, {
      input: {
        event: { slug: event.slug },
        photoIds: [photoId(carlas[0]!.id)],
        photographer: { memberId: foreignMemberId },
      },
    });
    expect(alien.data!.reassignPhotos).toEqual({
      __typename: 'PhotographerChoiceError',
      message: 'Fotógrafo não encontrado na equipe do estúdio.',
    });
    expect(
      await t.db.photo.findMany({ where: { studioId: owner.studio.id }, orderBy: { id: 'asc' } }),
    ).toEqual(before);

    const foreignEvent = await factories(t.db, t.services).event(foreign.studio);
    const foreignPhoto = await factories(t.db, t.services).photo(foreign.studio, foreignEvent);
    const reached = await owner.graphql(Reassign, {
      input: {
        event: { slug: event.slug },
        photoIds: [photoId(foreignPhoto.id)],
        photographer: { memberId: anaId },
      },
    });
    expect(reached.data!.reassignPhotos.__typename).toBe('NotFoundError');
    expect(
      (await t.db.photo.findUniqueOrThrow({ where: { id: foreignPhoto.id } })).photographerId,
    ).toBeNull();
  });

  it('is not a photographer’s to do', async () => {
    const refused = await ana.graphql(Reassign, {
      input: {
        event: { slug: event.slug },
        photoIds: [photoId(carlas[0]!.id)],
        photographer: { memberId: anaId },
      },
    });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('the sales report per photographer', () => {
  const today = () => dayOf(new Date());
  const Report = `query($from: String, $to: String) {
    studio { photographerSales(from: $from, to: $to) {
      __typename
      ... on Error { message }
      ... on PhotographerSalesReport {
        from to studioCommissionBasisPoints
        lines { memberId name photosSold amountCents commissionBasisPoints commissionCents }
      }
    } }
  }`;
  const Commission = `mutation($input: SetPhotographerCommissionInput!) {
    setPhotographerCommission(input: $input) { __typename ... on Error { message } }
  }`;

  /** A paid order with the given lines; each photo's photographer as the snapshot keeps it. */
  async function paidOrder(
    studio: Studio,
    lines: { photo: Photo; format: 'DIGITAL' | 'PRINTED'; lineTotalCents: number }[],
    order: Partial<Prisma.OrderUncheckedCreateInput>,
  ) {
    const make = factories(t.db, t.services);
    const created = await make.order(studio, event, lines[0]!.photo, order);
    await t.db.orderItem.deleteMany({ where: { orderId: created.id } });
    await t.db.orderItem.createMany({
      data: lines.map((line, position) => ({
        studioId: studio.id,
        orderId: created.id,
        photoId: line.photo.id,
        photoName: line.photo.name,
        photoOriginalName: line.photo.originalName,
        photoWidth: line.photo.width,
        photoHeight: line.photo.height,
        format: line.format,
        optionId: line.format === 'DIGITAL' ? '1' : 'impressa',
        optionWidth: 10,
        optionHeight: 15,
        optionUnit: 'CM' as const,
        unitPriceCents: line.lineTotalCents,
        quantity: 1,
        lineTotalCents: line.lineTotalCents,
        position,
        photographerId: line.photo.photographerId,
        photographerName: line.photo.photographerName,
      })),
    });
    return created;
  }

  beforeAll(async () => {
    const photo = (name: string) =>
      t.db.photo.findFirstOrThrow({ where: { eventId: event.id, originalName: name } });
    const [ana1, ana2, carla1, carla2] = await Promise.all(
      ['REST_2.jpg', 'REST_4.jpg', 'REST_3.jpg', 'TUS_2.jpg'].map(photo),
    );
    // The all-photos price (R$ 100,00 for four photos) and a print of R$ 30,00, 10% off the R$ 130,00, and
    // R$ 15,00 of shipping: R$ 132,00 paid.
    await paidOrder(
      owner.studio,
      [
        { photo: ana1!, format: 'DIGITAL', lineTotalCents: 0 },
        { photo: ana2!, format: 'DIGITAL', lineTotalCents: 0 },
        { photo: carla1!, format: 'DIGITAL', lineTotalCents: 0 },
        { photo: carla2!, format: 'DIGITAL', lineTotalCents: 0 },
        { photo: ana1!, format: 'PRINTED', lineTotalCents: 3_000 },
      ],
      {
        allPhotosPriceCents: 10_000,
        subtotalCents: 13_000,
        discountCents: 1_300,
        discountPercent: 10,
        shippingChargedCents: 1_500,
        totalCents: 13_200,
      },
    );
    // Carla's photo alone, R$ 10,00.
    await paidOrder(owner.studio, [{ photo: carla1!, format: 'DIGITAL', lineTotalCents: 1_000 }], {
      subtotalCents: 1_000,
      totalCents: 1_000,
    });
    // Not counted: waiting for payment, refunded, paid before the period.
    await paidOrder(owner.studio, [{ photo: ana1!, format: 'DIGITAL', lineTotalCents: 5_000 }], {
      paymentStatus: 'PENDING',
      paidAt: null,
      totalCents: 5_000,
    });
    await paidOrder(owner.studio, [{ photo: ana1!, format: 'DIGITAL', lineTotalCents: 5_000 }], {
      paymentStatus: 'REFUNDED',
      totalCents: 5_000,
    });
    await paidOrder(owner.studio, [{ photo: ana1!, format: 'DIGITAL', lineTotalCents: 5_000 }], {
      paidAt: new Date(Date.now() - 40 * 86_400_000),
      totalCents: 5_000,
    });
    expect(
      (await owner.graphql(Commission, { input: { percent: '30' } })).data!.setPhotographerCommission,
    ).toMatchObject({ __typename: 'SetPhotographerCommissionPayload' });
    await owner.graphql(Commission, { input: { memberId: anaId, percent: '12,5' } });
  });

  const period = () => ({ from: addDays(today(), -7), to: today() });

  it('adds the paid orders of the period per photographer, sharing the package and the discount', async () => {
    const { data } = await owner.graphql(Report, period());
    expect(data!.studio.photographerSales).toEqual({
      __typename: 'PhotographerSalesReport',
      ...period(),
      studioCommissionBasisPoints: 3_000,
      lines: [
        {
          memberId: anaId,
          name: 'Ana',
          // REST_2 (digital and print: once) and REST_4.
          photosSold: 2,
          // Two quarters of the package (R$ 22,50 each after the 10%) and the print (R$ 27,00).
          amountCents: 2_250 + 2_250 + 2_700,
          commissionBasisPoints: 1_250,
          commissionCents: 900,
        },
        {
          memberId: null,
          name: 'Carla Sá',
          photosSold: 3,
          amountCents: 2_250 + 2_250 + 1_000,
          commissionBasisPoints: 3_000,
          commissionCents: 1_650,
        },
      ],
    });
    // The manager reads the same lines.
    const managed = await manager.graphql(Report, period());
    expect(managed.data!.studio.photographerSales.lines).toEqual(data!.studio.photographerSales.lines);
  });

  it('shows a photographer only their own line (at zero when they sold nothing)', async () => {
    const own = await ana.graphql(Report, period());
    expect(own.data!.studio.photographerSales.lines).toEqual([
      {
        memberId: anaId,
        name: 'Ana',
        photosSold: 2,
        amountCents: 7_200,
        commissionBasisPoints: 1_250,
        commissionCents: 900,
      },
    ]);
    const biaClient = await logInAsAdmin(
      t,
      owner.studio,
      `bia-${owner.studio.slug}@estudio.test`,
      'senha-da-equipe',
    );
    const none = await biaClient.graphql(Report, period());
    expect(none.data!.studio.photographerSales.lines).toEqual([
      expect.objectContaining({ memberId: bia.id, name: 'Bia', photosSold: 0, amountCents: 0 }),
    ]);
    // Nor may a photographer set commissions.
    const refused = await ana.graphql(Commission, { input: { memberId: anaId, percent: '90' } });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('downloads the report as CSV, the photographer only their own line', async () => {
    const { from, to } = period();
    const download = async (client: AdminClient) => {
      const response = await t.fetch(`/api/adm/relatorios/fotografos.csv?de=${from}&ate=${to}`, {
        host: client.host,
        headers: { Authorization: `Bearer ${client.token}` },
      });
      const bytes = new Uint8Array(await response.arrayBuffer());
      return { response, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) };
    };
    const csv = await download(owner);
    expect(csv.response.status).toBe(200);
    expect(csv.response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.response.headers.get('content-disposition')).toContain(
      `fotografos-${owner.studio.slug}-${from}-a-${to}.csv`,
    );
    expect(csv.text).toBe(
      '\uFEFF' +
        [
          'Fotógrafo;Da equipe;Fotos vendidas;Valor vendido (R$);Comissão (%);Comissão (R$)',
          'Ana;Sim;2;72,00;12,50;9,00',
          'Carla Sá;Não;3;55,00;30,00;16,50',
          'Total;;5;127,00;;25,50',
          '',
        ].join('\r\n'),
    );
    const own = await download(ana);
    expect(own.text).toBe(
      '\uFEFF' +
        [
          'Fotógrafo;Da equipe;Fotos vendidas;Valor vendido (R$);Comissão (%);Comissão (R$)',
          'Ana;Sim;2;72,00;12,50;9,00',
          'Total;;2;72,00;;9,00',
          '',
        ].join('\r\n'),
    );
    const wrong = await owner.rest('GET', `/api/adm/relatorios/fotografos.csv?de=${to}&ate=${from}`);
    expect(wrong).toMatchObject({
      status: 400,
      body: { mensagem: { texto: 'A data inicial deve ser igual ou anterior à data final' } },
    });
  });

  it("keeps a member's name on their photos and sales when they leave the team", async () => {
    const removed = await owner.graphql(
      `mutation($input: TeamMemberInput!) { removeTeamMember(input: $input) { __typename } }`,
      { input: { memberId: anaId } },
    );
    expect(removed.data!.removeTeamMember.__typename).toBe('RemoveTeamMemberPayload');
    expect(await photographerOf({ originalName: 'REST_2.jpg' })).toEqual({ id: null, name: 'Ana' });
    const { data } = await owner.graphql(Report, period());
    expect(data!.studio.photographerSales.lines[0]).toMatchObject({
      memberId: null,
      name: 'Ana',
      amountCents: 7_200,
      commissionBasisPoints: 3_000,
    });
  });
});
