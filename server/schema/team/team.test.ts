// The studio's team and account through GraphQL and REST: invitations (plan size, resend, revoke, accept and log
// in), roles and the last owner, removing a member, a member's own sessions, renaming the studio, moving it to
// another address (308 from the old one), and changing the login e-mail from the new address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Studio } from '../../generated/prisma/client.ts';
import { type AdminClient, adminOfNewStudio, logInAsAdmin } from '../../test/admin-client.ts';
import { factories } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const strongPassword = 'girassol-azul-de-marte-42';
const result = (field: string, payload = 'message') =>
  `${field} { __typename ... on Error { message } ... on ${payload} }`;

let t: TestApp;
let owner: AdminClient;
let other: AdminClient;

beforeAll(async () => {
  t = await createTestApp({}, { workers: false });
  const make = factories(t.db, t.services);
  owner = await adminOfNewStudio(t, make);
  other = await adminOfNewStudio(t, make);
  // The studio plan allows a team of 3.
  const plan = await t.db.plan.findFirstOrThrow({
    where: { teamSize: { gte: 3 } },
    orderBy: { teamSize: 'asc' },
  });
  await t.db.studio.update({ where: { id: owner.studio.id }, data: { planId: plan.id } });
});

afterAll(async () => {
  await t?.close();
});

async function invite(client: AdminClient, email: string, role = 'PHOTOGRAPHER') {
  const answer = await client.graphql(
    `mutation($input: InviteTeamMemberInput!) { ${result('inviteTeamMember(input: $input)', 'InviteTeamMemberPayload { message }')} }`,
    { input: { email, role } },
  );
  return answer.data?.inviteTeamMember;
}

/** The accept link of the newest invitation e-mail to `email`. */
async function invitationToken(email: string): Promise<string> {
  const message = await t.db.emailMessage.findFirstOrThrow({
    where: { kind: 'team-invitation', toAddress: email },
    orderBy: { createdAt: 'desc' },
  });
  const match = /\/estudio\/convite\?c=([^\s"&]+)/.exec(message.textBody);
  return decodeURIComponent(match![1]!);
}

async function accept(client: { host: string }, token: string, password = strongPassword) {
  const answer = await t.graphql(
    `mutation($input: AcceptTeamInvitationInput!) { acceptTeamInvitation(input: $input) { __typename ... on Error { message } ... on AcceptTeamInvitationPayload { token } } }`,
    { input: { token, name: 'Paula Fotógrafa', password } },
    { host: client.host },
  );
  return answer.data?.acceptTeamInvitation;
}

describe('invitations', () => {
  it('invites by e-mail, and the accept page logs the new member in with the role', async () => {
    const sent = await invite(owner, 'Paula@Estudio.test');
    expect(sent).toMatchObject({
      __typename: 'InviteTeamMemberPayload',
      message: 'Convite enviado para paula@estudio.test',
    });
    const token = await invitationToken('paula@estudio.test');
    const preview = await t.graphql(
      `query($token: String!) { teamInvitation(token: $token) { email role studioName } }`,
      { token },
      { host: owner.host },
    );
    expect(preview.data?.teamInvitation).toEqual({
      email: 'paula@estudio.test',
      role: 'PHOTOGRAPHER',
      studioName: owner.studio.name,
    });
    // Another studio's host does not know the link.
    expect(await accept(other, token)).toMatchObject({ __typename: 'InvalidInvitationError' });
    expect(await accept(owner, token, '123')).toMatchObject({ __typename: 'ValidationError' });
    const accepted = await accept(owner, token);
    expect(accepted.__typename).toBe('AcceptTeamInvitationPayload');
    const me = await t.graphql(
      '{ me { email role capabilities } }',
      {},
      { host: owner.host, headers: { Authorization: `Bearer ${accepted.token}` } },
    );
    expect(me.data?.me).toEqual({
      email: 'paula@estudio.test',
      role: 'PHOTOGRAPHER',
      capabilities: ['account', 'events'],
    });
    // Used once.
    expect(await accept(owner, token)).toMatchObject({ __typename: 'InvalidInvitationError' });
  });

  it("caps members and pending invitations at the plan's team size, in Portuguese", async () => {
    expect((await invite(owner, 'gerente@estudio.test', 'MANAGER')).__typename).toBe(
      'InviteTeamMemberPayload',
    );
    const refused = await invite(owner, 'quarto@estudio.test');
    expect(refused).toMatchObject({
      __typename: 'TeamLimitReachedError',
      message: expect.stringContaining(
        'Seu plano permite até 3 pessoas na equipe, contando os convites pendentes.',
      ),
    });
  });

  it('resends with a new link (the old one stops working) and revokes, freeing the place', async () => {
    const oldToken = await invitationToken('gerente@estudio.test');
    const list = await owner.graphql('{ studio { teamInvitations { id email state } } }');
    const invitation = list.data.studio.teamInvitations.find(
      (row: { email: string }) => row.email === 'gerente@estudio.test',
    );
    expect(invitation.state).toBe('PENDING');
    const resent = await owner.graphql(
      `mutation($input: TeamInvitationInput!) { ${result('resendTeamInvitation(input: $input)', 'ResendTeamInvitationPayload { message }')} }`,
      { input: { invitationId: invitation.id } },
    );
    expect(resent.data.resendTeamInvitation.message).toBe('Convite reenviado para gerente@estudio.test');
    expect(await accept(owner, oldToken)).toMatchObject({ __typename: 'InvalidInvitationError' });
    // Another studio's admin cannot touch it.
    const foreign = await other.graphql(
      `mutation($input: TeamInvitationInput!) { ${result('revokeTeamInvitation(input: $input)', 'RevokeTeamInvitationPayload { message }')} }`,
      { input: { invitationId: invitation.id } },
    );
    expect(foreign.data.revokeTeamInvitation.__typename).toBe('NotFoundError');
    const revoked = await owner.graphql(
      `mutation($input: TeamInvitationInput!) { ${result('revokeTeamInvitation(input: $input)', 'RevokeTeamInvitationPayload { message }')} }`,
      { input: { invitationId: invitation.id } },
    );
    expect(revoked.data.revokeTeamInvitation.message).toBe('Convite revogado');
    expect(await accept(owner, await invitationToken('gerente@estudio.test'))).toMatchObject({
      __typename: 'InvalidInvitationError',
    });
    expect((await invite(owner, 'quarto@estudio.test', 'MANAGER')).__typename).toBe(
      'InviteTeamMemberPayload',
    );
  });

  it('refuses an e-mail that already has an account', async () => {
    await t.db.teamInvitation.updateMany({
      where: { studioId: owner.studio.id },
      data: { revokedAt: new Date() },
    });
    const otherOwner = await t.db.adminUser.findFirstOrThrow({ where: { studioId: other.studio.id } });
    expect(await invite(owner, otherOwner.email)).toMatchObject({ __typename: 'AlreadyMemberError' });
  });
});

describe('members and roles', () => {
  const changeRole = (client: AdminClient, memberId: string, role: string) =>
    client.graphql(
      `mutation($input: ChangeTeamMemberRoleInput!) { ${result('changeTeamMemberRole(input: $input)', 'ChangeTeamMemberRolePayload { message }')} }`,
      { input: { memberId, role } },
    );
  const remove = (client: AdminClient, memberId: string) =>
    client.graphql(
      `mutation($input: TeamMemberInput!) { ${result('removeTeamMember(input: $input)', 'RemoveTeamMemberPayload { message }')} }`,
      { input: { memberId } },
    );

  it('always keeps one owner', async () => {
    const team = (await owner.graphql('{ studio { team { id email role isViewer } } }')).data.studio.team;
    const me = team.find((member: { isViewer: boolean }) => member.isViewer);
    expect((await changeRole(owner, me.id, 'MANAGER')).data.changeTeamMemberRole).toMatchObject({
      __typename: 'LastOwnerError',
      message: 'O estúdio precisa ter pelo menos um proprietário.',
    });
    expect((await remove(owner, me.id)).data.removeTeamMember.__typename).toBe('LastOwnerError');
  });

  it("changes a member's role (it applies to their open session) and removes a member", async () => {
    const paula = await t.db.adminUser.findUniqueOrThrow({ where: { email: 'paula@estudio.test' } });
    const session = await logInAsAdmin(t, owner.studio, 'paula@estudio.test', strongPassword);
    expect(
      (await session.graphql('{ studio { orders(first: 1) { totalCount } } }')).errors?.[0]?.extensions?.code,
    ).toBe('FORBIDDEN');
    // Another studio's owner cannot change her.
    expect((await changeRole(other, paula.id, 'OWNER')).data.changeTeamMemberRole.__typename).toBe(
      'NotFoundError',
    );
    expect((await changeRole(owner, paula.id, 'MANAGER')).data.changeTeamMemberRole.message).toBe(
      'Papel alterado',
    );
    expect(
      (await session.graphql('{ studio { orders(first: 1) { totalCount } } }')).data.studio.orders.totalCount,
    ).toBe(0);
    expect((await remove(owner, paula.id)).data.removeTeamMember.message).toBe('Pessoa removida da equipe');
    const after = await session.graphql('{ me { email } }');
    expect(after.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('sessions', () => {
  it('lists the member’s own sessions and ends one or all the others', async () => {
    const owners = await t.db.adminUser.findFirstOrThrow({
      where: { studioId: owner.studio.id, role: 'OWNER' },
    });
    const second = await logInAsAdmin(t, owner.studio, owners.email, 'senha-do-dono');
    const third = await logInAsAdmin(t, owner.studio, owners.email, 'senha-do-dono');
    const listed = await owner.graphql('{ me { sessions { id current userAgent ip lastUsedAt } } }');
    const sessions = listed.data.me.sessions;
    expect(sessions.length).toBeGreaterThanOrEqual(3);
    expect(sessions.filter((session: { current: boolean }) => session.current)).toHaveLength(1);
    const secondId = (await second.graphql('{ me { sessions { id current } } }')).data.me.sessions.find(
      (session: { current: boolean }) => session.current,
    ).id;
    // Another studio's admin cannot end it.
    await other.graphql(
      'mutation($input: EndAdminSessionInput!) { endAdminSession(input: $input) { __typename } }',
      {
        input: { sessionId: secondId },
      },
    );
    expect((await second.graphql('{ me { email } }')).data?.me.email).toBe(owners.email);
    await owner.graphql(
      'mutation($input: EndAdminSessionInput!) { endAdminSession(input: $input) { __typename } }',
      {
        input: { sessionId: secondId },
      },
    );
    expect((await second.graphql('{ me { email } }')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const ended = await owner.graphql(
      `mutation { ${result('endOtherAdminSessions', 'EndOtherAdminSessionsPayload { message }')} }`,
    );
    expect(ended.data.endOtherAdminSessions.message).toMatch(/outras? sess(ão|ões) encerradas?/);
    expect((await third.graphql('{ me { email } }')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await owner.graphql('{ me { email } }')).data.me.email).toBe(owners.email);
  });
});

describe("the studio's name, address and login e-mail", () => {
  let studio: Studio;

  it('renames the studio', async () => {
    const renamed = await owner.graphql(
      `mutation($input: RenameStudioInput!) { ${result('renameStudio(input: $input)', 'RenameStudioPayload { studio { name } }')} }`,
      { input: { name: '  Estúdio   Nova Luz ' } },
    );
    expect(renamed.data.renameStudio.studio.name).toBe('Estúdio Nova Luz');
  });

  it('moves the studio to another address; the old one answers 308 to the new one', async () => {
    const change = (client: AdminClient, slug: string) =>
      client.graphql(
        `mutation($input: ChangeStudioSlugInput!) { ${result('changeStudioSlug(input: $input)', 'ChangeStudioSlugPayload { studio { slug } }')} }`,
        { input: { slug } },
      );
    expect((await change(owner, 'graphql')).data.changeStudioSlug).toMatchObject({
      __typename: 'StudioAccountError',
      message: 'Este endereço é reservado pela plataforma. Escolha outro.',
    });
    expect((await change(owner, other.studio.slug)).data.changeStudioSlug.__typename).toBe('SlugTakenError');
    const oldSlug = owner.studio.slug;
    const moved = await change(owner, 'nova-luz');
    expect(moved.data.changeStudioSlug.studio.slug).toBe('nova-luz');
    studio = await t.db.studio.findUniqueOrThrow({ where: { id: owner.studio.id } });

    const page = await t.fetch('/evento-qualquer?x=1', { host: `${oldSlug}.localhost`, redirect: 'manual' });
    expect(page.status).toBe(308);
    expect(page.headers.get('location')).toBe('http://nova-luz.localhost/evento-qualquer?x=1');
    const api = await t.fetch('/api/estudio', { host: `${oldSlug}.localhost`, redirect: 'manual' });
    expect(api.status).toBe(308);
    expect(api.headers.get('location')).toBe('http://nova-luz.localhost/api/estudio');
    const webhook = await t.fetch(`/api/${oldSlug}/status-pagamento`, {
      method: 'POST',
      host: 'nova-luz.localhost',
      redirect: 'manual',
      body: '{}',
    });
    expect(webhook.status).toBe(308);
    expect(webhook.headers.get('location')).toBe('http://nova-luz.localhost/api/nova-luz/status-pagamento');
    // Nobody else may take the old address while it leads here.
    expect((await change(other, oldSlug)).data.changeStudioSlug.__typename).toBe('SlugTakenError');
    // After 90 days it leads nowhere.
    await t.db.studioSlugRedirect.updateMany({
      where: { oldSlug },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const later = await t.db.studioSlugRedirect.findUniqueOrThrow({ where: { oldSlug } });
    expect(later.expiresAt.getTime()).toBeLessThan(Date.now());
  });

  it('changes the login e-mail only from a link sent to the new address, and tells the old one', async () => {
    const host = `${studio.slug}.localhost`;
    const ownerRow = await t.db.adminUser.findFirstOrThrow({ where: { studioId: studio.id, role: 'OWNER' } });
    const asked = await t.graphql(
      `mutation($input: RequestLoginEmailChangeInput!) { ${result('requestLoginEmailChange(input: $input)', 'RequestLoginEmailChangePayload { message }')} }`,
      { input: { newEmail: 'Novo.Dono@Estudio.test' } },
      { host, headers: { Authorization: `Bearer ${owner.token}` } },
    );
    expect(asked.data.requestLoginEmailChange.message).toContain('novo.dono@estudio.test');
    expect((await t.db.adminUser.findUniqueOrThrow({ where: { id: ownerRow.id } })).email).toBe(
      ownerRow.email,
    );
    const message = await t.db.emailMessage.findFirstOrThrow({
      where: { kind: 'login-email-change', toAddress: 'novo.dono@estudio.test' },
    });
    const token = decodeURIComponent(/confirmar-novo-email\?c=([^\s"&]+)/.exec(message.textBody)![1]!);
    const confirm = (onHost: string) =>
      t.graphql(
        `mutation($input: ConfirmLoginEmailChangeInput!) { ${result('confirmLoginEmailChange(input: $input)', 'ConfirmLoginEmailChangePayload { message }')} }`,
        { input: { token } },
        { host: onHost },
      );
    expect((await confirm(other.host)).data.confirmLoginEmailChange.__typename).toBe(
      'InvalidEmailChangeLinkError',
    );
    expect((await confirm(host)).data.confirmLoginEmailChange.message).toBe(
      'E-mail de acesso alterado. Entre agora com novo.dono@estudio.test.',
    );
    expect((await confirm(host)).data.confirmLoginEmailChange.__typename).toBe('InvalidEmailChangeLinkError');
    expect((await t.db.adminUser.findUniqueOrThrow({ where: { id: ownerRow.id } })).email).toBe(
      'novo.dono@estudio.test',
    );
    const notice = await t.db.emailMessage.findFirstOrThrow({ where: { kind: 'login-email-changed' } });
    expect(notice.toAddress).toBe(ownerRow.email);
    const login = await t.rest('POST', '/api/estudio/login', {
      host,
      body: { email: 'novo.dono@estudio.test', senha: 'senha-do-dono' },
    });
    expect(login.status).toBe(200);
  });
});
