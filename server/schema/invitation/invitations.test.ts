// Invitations over GraphQL: the studio adds clients (checked, duplicates skipped), sends 'Sua galeria está pronta'
// (the outbox holds the link and a private gallery's key), and follows each client: the link's token marks the
// session's opening, its favourite and its paid order (or an order by the invitation's e-mail). A token of another
// gallery or studio does nothing and opens nothing; another studio can neither list, send nor delete.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Event } from '../../generated/prisma/client.ts';
import { adminOfNewStudio } from '../../test/admin-client.ts';
import { addPhoto, cardForm, pay, savePersonalData } from '../../test/checkout-steps.ts';
import { type CustomerClient, openGallery } from '../../test/customer-client.ts';
import { factories } from '../../test/factories.ts';
import { shopOfThisFile } from '../../test/shop.ts';

const shop = shopOfThisFile();
const key = 'chave-convite';

const add = `mutation($input: AddEventInvitationsInput!) { addEventInvitations(input: $input) {
  __typename ... on Error { message }
  ... on AddEventInvitationsPayload { message count skipped { line message } event { invitationCounts { total } } }
} }`;
const send = `mutation($input: SendEventInvitationsInput!) { sendEventInvitations(input: $input) {
  __typename ... on Error { message } ... on SendEventInvitationsPayload { message count }
} }`;
const inviteListed = `mutation($input: InviteAuthorizedPeopleInput!) { inviteAuthorizedPeople(input: $input) {
  __typename ... on Error { message } ... on InviteAuthorizedPeoplePayload { message count }
} }`;
const remove = `mutation($input: DeleteEventInvitationInput!) { deleteEventInvitation(input: $input) {
  __typename ... on Error { message } ... on DeleteEventInvitationPayload { message deletedInvitationId }
} }`;
const follow = `mutation($input: FollowEventInvitationInput!) { followEventInvitation(input: $input) {
  __typename ... on Error { message } ... on FollowEventInvitationPayload { followed }
} }`;
const list = `query($slug: String!, $filter: InvitationFilter) { studio { event(slug: $slug) {
  invitationCounts { total sent opened favorited bought }
  invitations(first: 50, filter: $filter) { edges { node {
    id name email whatsApp authorizedPerson sentAt sendCount openedAt favoritedAt boughtAt link whatsAppUrl
  } } }
} } }`;

describe('invitations', () => {
  let event: Event;
  const tokenOf = (email: string) =>
    shop.t.db.eventInvitation
      .findFirstOrThrow({ where: { eventId: event.id, email } })
      .then((row) => row.token);
  const invitation = (email: string) =>
    shop.t.db.eventInvitation.findFirstOrThrow({ where: { eventId: event.id, email } });
  const followAs = async (customer: CustomerClient, token: string) =>
    (await customer.graphql(follow, { input: { token } })).data?.followEventInvitation;

  beforeAll(async () => {
    event = await shop.t.db.event.update({
      where: { id: shop.digital.event.id },
      data: { accessKey: key, accessKeyVersion: { increment: 1 } },
    });
  });

  it('adds typed clients, skipping invalid and repeated ones with the reason, and refuses an empty list', async () => {
    const admin = await shop.admin();
    const answer = await admin.graphql(add, {
      input: {
        event: { slug: event.slug },
        invitees: [
          { name: 'Ana Souza', email: 'Ana@Exemplo.com', whatsApp: '(11) 98765-4321' },
          { name: 'Bruno', whatsApp: '21 99876-5432' },
          { name: 'Carla', email: 'carla@exemplo.com' },
          { name: 'Davi', email: 'davi@' },
          { name: 'Ana outra vez', email: 'ana@exemplo.com' },
        ],
      },
    });
    expect(answer.data?.addEventInvitations).toEqual({
      __typename: 'AddEventInvitationsPayload',
      message: '3 clientes adicionados; 2 linhas ignoradas',
      count: 3,
      skipped: [
        { line: 4, message: 'E-mail inválido' },
        { line: 5, message: 'Já convidado para este evento' },
      ],
      event: { invitationCounts: { total: 3 } },
    });
    const again = await admin.graphql(add, {
      input: { event: { slug: event.slug }, invitees: [{ email: 'carla@exemplo.com' }] },
    });
    expect(again.data?.addEventInvitations.skipped).toEqual([
      { line: 1, message: 'Já convidado para este evento' },
    ]);
    const empty = await admin.graphql(add, { input: { event: { slug: event.slug }, invitees: [] } });
    expect(empty.data?.addEventInvitations).toEqual({
      __typename: 'InvitationError',
      message: 'Nenhum cliente para convidar.',
    });
  });

  it("sends 'Sua galeria está pronta' with the link and the private gallery's key; again when asked", async () => {
    const admin = await shop.admin();
    const answer = await admin.graphql(send, { input: { event: { slug: event.slug } } });
    expect(answer.data?.sendEventInvitations).toEqual({
      __typename: 'SendEventInvitationsPayload',
      message: '2 convites enviados; 1 convite sem e-mail fica para o WhatsApp',
      count: 2,
    });
    const [mail, ...more] = await shop.t.db.emailMessage.findMany({
      where: { kind: 'event-invitation', toAddress: 'ana@exemplo.com' },
    });
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Sua galeria está pronta');
    expect(mail!.fromName).toBe(shop.studio.name);
    const link = `http://${shop.host}/${event.slug}?convite=${await tokenOf('ana@exemplo.com')}`;
    expect(mail!.textBody).toContain(`Ver minha galeria: ${link}`);
    expect(mail!.textBody).toContain(`Senha da galeria: ${key}`);
    expect(mail!.textBody).toContain('Olá, Ana!');
    expect(mail!.htmlBody).toContain(
      '<h1 style="margin:0 0 24px;font-size:20px">Sua galeria está pronta</h1>',
    );

    // Everything is sent: 'Enviar convites' has nothing left; a chosen one goes again.
    const nothing = await admin.graphql(send, { input: { event: { slug: event.slug } } });
    expect(nothing.data?.sendEventInvitations).toEqual({
      __typename: 'InvitationError',
      message: 'Nenhum destes convites tem e-mail: compartilhe-os pelo WhatsApp.',
    });
    const ana = await invitation('ana@exemplo.com');
    const resent = await admin.graphql(send, {
      input: { event: { slug: event.slug }, invitations: [encodeGlobalID('EventInvitation', ana.id)] },
    });
    expect(resent.data?.sendEventInvitations.count).toBe(1);
    expect((await invitation('ana@exemplo.com')).sendCount).toBe(2);

    const listed = await admin.graphql(list, { slug: event.slug });
    const bruno = listed.data.studio.event.invitations.edges
      .map((edge: { node: { name: string } }) => edge.node)
      .find((node: { name: string }) => node.name === 'Bruno');
    expect(bruno.sentAt).toBeNull();
    const whatsApp = new URL(bruno.whatsAppUrl);
    expect(whatsApp.origin + whatsApp.pathname).toBe('https://wa.me/5521998765432');
    expect(whatsApp.searchParams.get('text')).toContain(`?convite=`);
    expect(whatsApp.searchParams.get('text')).toContain(`Senha da galeria: ${key}`);
  });

  it('marks the opening, the favourite and the paid order of the session the link opened', async () => {
    const token = await tokenOf('ana@exemplo.com');
    // The token alone opens nothing: the private gallery still asks for its key.
    const keyless = await shop.t.rest(
      'GET',
      `/api/${event.slug}/galeria-publica/criar-sessao?convite=${token}`,
      {
        host: shop.host,
      },
    );
    expect(keyless.status).toBe(401);
    expect(
      (await shop.t.graphql(follow, { input: { token } }, { host: shop.host })).errors?.[0]?.extensions?.code,
    ).toBeDefined();
    expect((await invitation('ana@exemplo.com')).openedAt).toBeNull();

    const customer = await openGallery(shop.t, shop.host, event.slug, { chaveDeAcesso: key });
    expect(await followAs(customer, token)).toEqual({
      __typename: 'FollowEventInvitationPayload',
      followed: true,
    });
    const opened = (await invitation('ana@exemplo.com')).openedAt;
    expect(opened).not.toBeNull();
    const session = await shop.t.db.gallerySession.findFirstOrThrow({
      where: { invitationId: (await invitation('ana@exemplo.com')).id },
    });
    // Opened once: a second visit keeps the first date.
    await followAs(customer, token);
    expect((await invitation('ana@exemplo.com')).openedAt).toEqual(opened);
    expect((await invitation('ana@exemplo.com')).favoritedAt).toBeNull();

    const photo = shop.digital.photos[0]!;
    const heart = await customer.graphql(
      `mutation($input: FavoritePhotoInput!) { addFavoritePhoto(input: $input) { __typename } }`,
      { input: { photo: { id: encodeGlobalID('Photo', photo.id) } } },
    );
    expect(heart.data?.addFavoritePhoto.__typename).toBe('AddFavoritePhotoPayload');
    expect((await invitation('ana@exemplo.com')).favoritedAt).not.toBeNull();

    expect((await invitation('ana@exemplo.com')).boughtAt).toBeNull();
    await addPhoto(customer, photo.name);
    await savePersonalData(customer, { email: 'outro-email@exemplo.com' });
    const paid = await pay(customer, cardForm());
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const order = await shop.t.db.order.findFirstOrThrow({ where: { sessionId: session.id } });
    expect(order.paymentStatus).toBe('APPROVED');
    expect((await invitation('ana@exemplo.com')).boughtAt).toEqual(order.paidAt);

    const counts = await (await shop.admin()).graphql(list, { slug: event.slug, filter: 'BOUGHT' });
    expect(counts.data.studio.event.invitationCounts).toEqual({
      total: 3,
      sent: 2,
      opened: 1,
      favorited: 1,
      bought: 1,
    });
    expect(
      counts.data.studio.event.invitations.edges.map((edge: { node: { email: string } }) => edge.node.email),
    ).toEqual(['ana@exemplo.com']);
  });

  it("marks as bought the invitation of the paid order's e-mail, without the link", async () => {
    const customer = await openGallery(shop.t, shop.host, event.slug, { chaveDeAcesso: key });
    await addPhoto(customer, shop.digital.photos[1]!.name);
    await savePersonalData(customer, { email: 'Carla@Exemplo.com' });
    expect((await pay(customer, cardForm())).status).toBe(200);
    const carla = await invitation('carla@exemplo.com');
    expect(carla.boughtAt).not.toBeNull();
    expect(carla.openedAt).toBeNull();
  });

  it("does nothing with a token of another gallery or studio, and another studio's admin reaches none", async () => {
    const make = factories(shop.t.db, shop.t.services);
    const other = await adminOfNewStudio(shop.t, make, { slug: 'outro-convite' });
    const otherEvent = await make.event(other.studio, { name: 'Outro' });
    expect(
      (
        await other.graphql(add, {
          input: { event: { slug: otherEvent.slug }, invitees: [{ email: 'ana@exemplo.com' }] },
        })
      ).data?.addEventInvitations.count,
    ).toBe(1);
    const foreignToken = (
      await shop.t.db.eventInvitation.findFirstOrThrow({ where: { eventId: otherEvent.id } })
    ).token;
    const customer = await openGallery(shop.t, shop.host, event.slug, { chaveDeAcesso: key });
    const mixed = await openGallery(shop.t, shop.host, shop.mixed.event.slug);
    const before = await shop.t.db.eventInvitation.findMany({ orderBy: { id: 'asc' } });
    expect(await followAs(customer, foreignToken)).toMatchObject({ followed: false });
    expect(await followAs(mixed, await tokenOf('carla@exemplo.com'))).toMatchObject({ followed: false });
    expect(await shop.t.db.eventInvitation.findMany({ orderBy: { id: 'asc' } })).toEqual(before);
    expect(
      await shop.t.db.gallerySession.count({
        where: { invitationId: { not: null }, eventId: { not: event.id } },
      }),
    ).toBe(0);

    // The other studio's admin: the event is not theirs, the invitation id finds nothing.
    const ana = await invitation('ana@exemplo.com');
    const listed = await other.graphql(list, { slug: event.slug });
    expect(listed.data?.studio.event).toBeNull();
    const node = await other.graphql('query($id: ID!) { node(id: $id) { id } }', {
      id: encodeGlobalID('EventInvitation', ana.id),
    });
    expect(node.data?.node).toBeNull();
    const sent = await other.graphql(send, {
      input: {
        event: { id: encodeGlobalID('Event', event.id) },
        invitations: [encodeGlobalID('EventInvitation', ana.id)],
      },
    });
    expect(sent.data?.sendEventInvitations.__typename).toBe('NotFoundError');
    const ownEventForeignId = await other.graphql(send, {
      input: { event: { slug: otherEvent.slug }, invitations: [encodeGlobalID('EventInvitation', ana.id)] },
    });
    expect(ownEventForeignId.data?.sendEventInvitations.__typename).toBe('NotFoundError');
    const deleted = await other.graphql(remove, {
      input: { invitation: encodeGlobalID('EventInvitation', ana.id) },
    });
    expect(deleted.data?.deleteEventInvitation.__typename).toBe('NotFoundError');
    expect((await invitation('ana@exemplo.com')).sendCount).toBe(2);
  });

  it("sends a long list in batches of 2,000, saying how many are left for the next 'Enviar convites'", async () => {
    const make = factories(shop.t.db, shop.t.services);
    const big = await make.event(shop.studio, { name: 'Lista longa' });
    await shop.t.db.eventInvitation.createMany({
      data: Array.from({ length: 2001 }, (_, index) => ({
        studioId: shop.studio.id,
        eventId: big.id,
        email: `cliente${index}@exemplo.com`,
        token: `lista-longa-${index}`,
      })),
    });
    const admin = await shop.admin();
    const first = await admin.graphql(send, { input: { event: { slug: big.slug } } });
    expect(first.data?.sendEventInvitations).toEqual({
      __typename: 'SendEventInvitationsPayload',
      message: "2.000 convites enviados; faltam 1: clique em 'Enviar convites' de novo",
      count: 2000,
    });
    const second = await admin.graphql(send, { input: { event: { slug: big.slug } } });
    expect(second.data?.sendEventInvitations).toMatchObject({ message: '1 convite enviado', count: 1 });
    const third = await admin.graphql(send, { input: { event: { slug: big.slug } } });
    expect(third.data?.sendEventInvitations).toEqual({
      __typename: 'InvitationError',
      message: 'Nenhum convite a enviar: todos já foram enviados.',
    });
    expect(
      await shop.t.db.emailMessage.count({
        where: { kind: 'event-invitation', toAddress: { startsWith: 'cliente' } },
      }),
    ).toBe(2001);
  });

  it("invites a prepaid gallery's authorised people once, each with their own access in the WhatsApp message", async () => {
    const admin = await shop.admin();
    const prepaid = shop.prepaid.event;
    const first = await admin.graphql(inviteListed, { input: { event: { slug: prepaid.slug } } });
    expect(first.data?.inviteAuthorizedPeople).toEqual({
      __typename: 'InviteAuthorizedPeoplePayload',
      message: '2 pessoas autorizadas convidadas: compartilhe cada convite pelo WhatsApp',
      count: 2,
    });
    const again = await admin.graphql(inviteListed, { input: { event: { slug: prepaid.slug } } });
    expect(again.data?.inviteAuthorizedPeople.count).toBe(0);
    const listed = await admin.graphql(list, { slug: prepaid.slug });
    const nodes = listed.data.studio.event.invitations.edges.map(
      (edge: { node: { name: string; whatsAppUrl: string; authorizedPerson: boolean } }) => edge.node,
    );
    expect(nodes.map((node: { name: string }) => node.name).sort()).toEqual(['Ana', 'Bruno']);
    const ana = nodes.find((node: { name: string }) => node.name === 'Ana');
    expect(ana.authorizedPerson).toBe(true);
    expect(new URL(ana.whatsAppUrl).pathname).toBe('/');
    expect(new URL(ana.whatsAppUrl).searchParams.get('text')).toContain('Seu acesso: nome Ana e senha a1b2');

    const notPrepaid = await admin.graphql(inviteListed, { input: { event: { slug: event.slug } } });
    expect(notPrepaid.data?.inviteAuthorizedPeople).toEqual({
      __typename: 'InvitationError',
      message: 'Convidar autorizados vale para galerias de pacote pré-pago.',
    });
    const deleted = await admin.graphql(remove, { input: { invitation: ana.id } });
    expect(deleted.data?.deleteEventInvitation).toEqual({
      __typename: 'DeleteEventInvitationPayload',
      message: 'Convite excluído',
      deletedInvitationId: ana.id,
    });
    expect(await shop.t.db.eventInvitation.count({ where: { eventId: prepaid.id } })).toBe(1);
  });
});
