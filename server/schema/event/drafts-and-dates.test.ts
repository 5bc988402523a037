// Setting up an event: a new event is a draft customers cannot list or open (GraphQL and REST answer as for an
// address that does not exist) until the owner publishes it; the event date the owner sets is the day shown.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayOf } from '../../domain/calendar.ts';
import { type AdminClient, adminOfNewStudio } from '../../test/admin-client.ts';
import { openGallery } from '../../test/customer-client.ts';
import { factories } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const CreateEvent = `mutation($input: CreateEventInput!) {
  createEvent(input: $input) {
    __typename
    ... on Error { message }
    ... on CreateEventPayload { event { id slug published eventDate day createdAt } }
  }
}`;

const SetPublished = `mutation($input: SetEventPublishedInput!) {
  setEventPublished(input: $input) {
    __typename
    ... on Error { message }
    ... on SetEventPublishedPayload { message event { published } }
  }
}`;

const SetDate = `mutation($input: SetEventDateInput!) {
  setEventDate(input: $input) {
    __typename
    ... on Error { message }
    ... on SetEventDatePayload { message event { eventDate day } }
  }
}`;

const Storefront = `query($slug: String!) {
  studio { recentEvents(first: 50) { edges { node { slug day } } } }
  gallery(slug: $slug) { kind }
}`;

const OpenPublic = `mutation($slug: String!) {
  openPublicGallerySession(input: { eventSlug: $slug }) {
    __typename
    ... on Error { message }
    ... on GalleryTokens { accessToken }
  }
}`;

describe('event drafts and dates', () => {
  let t: TestApp;
  let admin: AdminClient;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminOfNewStudio(t, factories(t.db, t.services));
  });
  afterAll(() => t.close());

  async function newEvent(name: string, eventDate?: string) {
    const { data, errors } = await admin.graphql(CreateEvent, {
      input: { name, deliveryFormat: 'DIGITAL', eventDate },
    });
    expect(errors).toBeUndefined();
    expect(data.createEvent.__typename).toBe('CreateEventPayload');
    const event = data.createEvent.event;
    // A cover puts it among 'Trabalhos Recentes' once published.
    const cover = await factories(t.db, t.services).image(admin.studio, 'EVENT_COVER', {
      eventSlug: event.slug,
    });
    await t.db.event.updateMany({
      where: { slug: event.slug, studioId: admin.studio.id },
      data: { coverId: cover.id },
    });
    return event;
  }

  const publish = async (slug: string, published: boolean) => {
    const { data } = await admin.graphql(SetPublished, { input: { event: { slug }, published } });
    return data.setEventPublished;
  };

  /** What a customer (no session) gets for an address, by GraphQL and by REST. */
  async function customerView(slug: string) {
    const host = admin.host;
    const { data } = await t.graphql(Storefront, { slug }, { host });
    const open = await t.graphql(OpenPublic, { slug }, { host });
    const home = await t.rest('GET', '/api', { host });
    return {
      listed: data.studio.recentEvents.edges.some(
        (edge: { node: { slug: string } }) => edge.node.slug === slug,
      ),
      listedByRest: home.body.eventosConsolidados.some((event: { url: string }) => event.url === slug),
      gallery: data.gallery,
      open: open.data?.openPublicGallerySession,
      kind: await t.rest('GET', `/api/${slug}/tipo-de-galeria`, { host }),
      session: await t.rest('GET', `/api/${slug}/galeria-publica/criar-sessao`, { host }),
    };
  }

  it('starts a new event as a draft: customers get the answers of an address that does not exist', async () => {
    const event = await newEvent('Formatura Medicina');
    expect(event.published).toBe(false);
    const draft = await customerView(event.slug);
    const unknown = await customerView('nao-existe');
    expect(draft.listed).toBe(false);
    expect(draft.listedByRest).toBe(false);
    expect(draft.gallery).toBeNull();
    expect(draft.open).toEqual(unknown.open);
    expect(draft.open).toEqual({ __typename: 'NotFoundError', message: 'Galeria não encontrada' });
    expect([draft.kind.status, draft.kind.body]).toEqual([
      404,
      { mensagem: { texto: 'Galeria não encontrada' } },
    ]);
    expect([draft.session.status, draft.session.body]).toEqual([
      unknown.session.status,
      unknown.session.body,
    ]);
    expect(draft.session.status).toBe(404);
  });

  it('opens the event once published, and closes it again, open sessions included, when unpublished', async () => {
    const event = await newEvent('Casamento Ana e Léo');
    expect(await publish(event.slug, true)).toEqual({
      __typename: 'SetEventPublishedPayload',
      message: 'Evento publicado: a galeria está aberta aos clientes',
      event: { published: true },
    });
    const published = await customerView(event.slug);
    expect(published.listed).toBe(true);
    expect(published.listedByRest).toBe(true);
    expect(published.gallery).toEqual({ kind: 'PUBLIC' });
    expect(published.kind.body).toBe('publica');

    const customer = await openGallery(t, admin.host, event.slug);
    const sessionQuery = `query($slug: String!) { gallerySession(eventSlug: $slug) { event { name } } }`;
    expect((await customer.graphql(sessionQuery, { slug: event.slug })).data?.gallerySession).toEqual({
      event: { name: 'Casamento Ana e Léo' },
    });

    expect((await publish(event.slug, false)).message).toBe(
      'Evento despublicado: a galeria voltou a ser um rascunho',
    );
    expect((await customerView(event.slug)).listed).toBe(false);
    const closed = await customer.graphql(sessionQuery, { slug: event.slug });
    expect(closed.data?.gallerySession ?? null).toBeNull();
    const rest = await customer.rest('GET', `/api/${event.slug}`);
    const unknown = await customer.rest('GET', '/api/nao-existe');
    expect([rest.status, rest.body]).toEqual([unknown.status, unknown.body]);
  });

  it('keeps events made before drafts existed published (the column default)', async () => {
    const [row] = await t.db.$queryRaw<{ published: boolean }[]>`
      INSERT INTO "Event" (id, "studioId", name, slug, "updatedAt")
      VALUES (gen_random_uuid(), ${admin.studio.id}::uuid, 'Antigo', 'antigo', now())
      RETURNING published`;
    expect(row).toEqual({ published: true });
  });

  it('shows the event date the owner sets, else the day it was created', async () => {
    const dated = await newEvent('Corrida 10 km', '2026-03-07');
    expect([dated.eventDate, dated.day]).toEqual(['2026-03-07', '2026-03-07']);

    const undated = await newEvent('Batizado');
    expect(undated.eventDate).toBeNull();
    expect(undated.day).toBe(dayOf(new Date(undated.createdAt)));

    const { data } = await admin.graphql(SetDate, {
      input: { event: { slug: undated.slug }, eventDate: '2025-12-20' },
    });
    expect(data.setEventDate).toEqual({
      __typename: 'SetEventDatePayload',
      message: 'Data do evento salva',
      event: { eventDate: '2025-12-20', day: '2025-12-20' },
    });
    await publish(undated.slug, true);
    const customer = await openGallery(t, admin.host, undated.slug);
    const header = await customer.graphql(
      `query($slug: String!) { gallerySession(eventSlug: $slug) { event { day } } }`,
      {
        slug: undated.slug,
      },
    );
    expect(header.data?.gallerySession.event.day).toBe('2025-12-20');
    const listed = await t.graphql(Storefront, { slug: undated.slug }, { host: admin.host });
    expect(
      listed.data?.studio.recentEvents.edges.find(
        (edge: { node: { slug: string } }) => edge.node.slug === undated.slug,
      )?.node.day,
    ).toBe('2025-12-20');

    const cleared = await admin.graphql(SetDate, { input: { event: { slug: undated.slug }, eventDate: '' } });
    expect(cleared.data.setEventDate.event).toEqual({ eventDate: null, day: undated.day });
  });

  it('refuses a date that is no day, and a name longer than 120 characters', async () => {
    const { data } = await admin.graphql(CreateEvent, {
      input: { name: 'Data errada', deliveryFormat: 'DIGITAL', eventDate: '2026-02-30' },
    });
    expect(data.createEvent).toMatchObject({
      message: expect.stringContaining('Informe uma data do evento válida'),
    });
    const long = await admin.graphql(CreateEvent, {
      input: { name: 'x'.repeat(121), deliveryFormat: 'DIGITAL' },
    });
    expect(long.data.createEvent.message).toContain('O nome do evento pode ter até 120 caracteres');
  });

  it("makes one of the event's photos its cover, and refuses a photo of another event", async () => {
    const make = factories(t.db, t.services);
    const event = await make.event(admin.studio, { name: 'Capa da Foto' });
    const other = await make.event(admin.studio, { name: 'Outro' });
    const photo = await make.photo(admin.studio, event);
    const stranger = await make.photo(admin.studio, other);
    const CoverFromPhoto = `mutation($input: SetEventCoverFromPhotoInput!) {
      setEventCoverFromPhoto(input: $input) {
        __typename
        ... on Error { message }
        ... on SetEventCoverFromPhotoPayload { message event { cover { width height } } }
      }
    }`;
    const photoId = (id: string) => encodeGlobalID('Photo', id);
    const { data } = await admin.graphql(CoverFromPhoto, {
      input: { event: { slug: event.slug }, photo: photoId(photo.id) },
    });
    expect(data.setEventCoverFromPhoto).toEqual({
      __typename: 'SetEventCoverFromPhotoPayload',
      message: 'Capa atualizada com sucesso',
      event: { cover: { width: expect.any(Number), height: expect.any(Number) } },
    });
    const refused = await admin.graphql(CoverFromPhoto, {
      input: { event: { slug: event.slug }, photo: photoId(stranger.id) },
    });
    expect(refused.data.setEventCoverFromPhoto).toEqual({
      __typename: 'NotFoundError',
      message: 'Imagem não encontrada',
    });
  });

  it('GET /api/adm keeps the documented event fields and adds publicado and dataEvento', async () => {
    const event = await newEvent('Aniversário 15 anos', '2026-05-02');
    const { status, body } = await admin.rest('GET', '/api/adm');
    expect(status).toBe(200);
    const listed = body.eventos.find((candidate: { url: string }) => candidate.url === event.slug);
    expect(listed).toMatchObject({
      _id: expect.any(String),
      nome: 'Aniversário 15 anos',
      url: event.slug,
      formatoEntregaDasFotos: 'digital',
      modusOperandi: { id: 'normal' },
      chaveDeAcesso: '',
      imagens: [],
      pedidos: [],
      publicado: false,
      dataEvento: '2026-05-02',
    });
    expect(
      body.eventosConsolidados.find((candidate: { url: string }) => candidate.url === event.slug),
    ).toEqual({
      _id: expect.any(String),
      nome: 'Aniversário 15 anos',
      url: event.slug,
      imagemDeCapa: expect.any(Object),
      pedidos: [],
    });
  });
});
