// A customer's LGPD requests end to end over GraphQL: asked on the storefront (the same answer for any address),
// confirmed from the e-mailed one-time link, a copy written by the job and downloaded by its signed link, a deletion
// carried out by the studio in /adm after which no table holds the person (the e-mails of this flow included),
// expired links, the limits, the deadline's automatic deletion, and another studio that reaches none of it.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DataRequestLinkError,
  DataRequestRateLimitedError,
  dataRequestAskedMessage,
  dataRequestConfirmedMessages,
  dataRequestMessages,
  dataRequestPolicy,
  purgedOnceSentKind,
} from '../../domain/data-requests.ts';
import { adminOfNewStudio } from '../../test/admin-client.ts';
import { addPhoto, cardForm, pay, savePersonalData } from '../../test/checkout-steps.ts';
import { openGallery } from '../../test/customer-client.ts';
import { factories } from '../../test/factories.ts';
import { needlesOf, scanForPersonalData } from '../../test/personal-data-scan.ts';
import { shopOfThisFile } from '../../test/shop.ts';
import { unzip } from '../../test/unzip.ts';
import { runDataRequestDeadlines } from './data-requests.ts';

const shop = shopOfThisFile();

const otilia = {
  nome: 'Otília',
  sobrenome: 'Brandolim',
  email: 'otilia.brandolim@lgpd.test',
  whatsApp: '(21) 97654-3108',
  cpf: '731.942.685-46',
};
type Person = typeof otilia;

const Ask = `mutation($input: RequestCustomerDataInput!) { requestCustomerData(input: $input) {
  __typename ... on Error { message } ... on RequestCustomerDataPayload { message } } }`;
const Confirm = `mutation($input: ConfirmCustomerDataRequestInput!) { confirmCustomerDataRequest(input: $input) {
  __typename ... on Error { message } ... on ConfirmCustomerDataRequestPayload { message kind } } }`;
const Requests = `query { studio { dataRequests(first: 50) { edges { node {
  id kind status source email emailHint cpf dueAt overdue automaticDeletionAt completedAt downloadUrl
  handledByName summary { table count } } } } } }`;
const CarryOut = `mutation($input: CarryOutDataRequestInput!) { carryOutDataRequest(input: $input) {
  __typename ... on Error { message } ... on CarryOutDataRequestPayload { message dataRequest { status } } } }`;
const ExportOne = `mutation($input: ExportCustomerDataInput!) { exportCustomerData(input: $input) {
  __typename ... on Error { message } ... on ExportCustomerDataPayload { message dataRequest { id status source } } } }`;
const DeleteOne = `mutation($input: DeleteCustomerDataInput!) { deleteCustomerData(input: $input) {
  __typename ... on Error { message } ... on DeleteCustomerDataPayload { message dataRequest { id status } } } }`;
const Search = `query($email: String, $cpf: String) { studio { customerData(email: $email, cpf: $cpf) {
  email emailsOfCpf counts { orders paidOrders sessions emails } requests { kind status } } } }`;

const ask = async (input: { email: string; kind: 'EXPORT' | 'DELETION'; cpf?: string }, host = shop.host) =>
  (await shop.t.graphql(Ask, { input }, { host })).data!.requestCustomerData;
const confirm = async (token: string, host = shop.host) =>
  (await shop.t.graphql(Confirm, { input: { token } }, { host })).data!.confirmCustomerDataRequest;

/** The per-visitor counter: every in-process call comes from the same address. */
const forgetVisitor = () =>
  shop.t.db.rateLimitBucket.deleteMany({ where: { key: { startsWith: 'data-request-address:' } } });

/** The token of the newest confirmation e-mail to `email`. */
async function confirmationToken(email: string): Promise<string> {
  const mail = await shop.t.db.emailMessage.findFirstOrThrow({
    where: { kind: 'data-request-confirmation', toAddress: email },
    orderBy: { createdAt: 'desc' },
  });
  const link = new URL(/Confirmar o pedido: (\S+)/.exec(mail.textBody)![1]!);
  expect(link.host).toBe(shop.host);
  expect(link.pathname).toBe('/privacidade/meus-dados/confirmar');
  return link.searchParams.get('codigo')!;
}

async function download(pathAndQuery: string, host = shop.host): Promise<Response> {
  return shop.t.fetch(pathAndQuery, { host });
}

async function placePaidOrder(person: Person, photoIndex: number) {
  const customer = await openGallery(shop.t, shop.host, shop.digital.event.slug);
  await addPhoto(customer, shop.digital.photos[photoIndex]!.name);
  await savePersonalData(customer, person);
  const paid = await pay(
    customer,
    cardForm('APRO', {
      payer: { email: person.email, identification: { type: 'CPF', number: person.cpf.replace(/\D/g, '') } },
    }),
  );
  expect(paid.body.status, JSON.stringify(paid.body)).toBe('approved');
  return paid.body.pedidoId as string;
}

describe("a customer's copy of their data", () => {
  let orderId: string;
  beforeAll(async () => {
    orderId = await placePaidOrder(otilia, 0);
    await shop.t.settle();
  });

  it('is confirmed from the e-mail, written by the job and downloaded by its signed 7-day link', async () => {
    await forgetVisitor();
    expect(await ask({ email: ' Otilia.Brandolim@LGPD.test ', kind: 'EXPORT' })).toEqual({
      __typename: 'RequestCustomerDataPayload',
      message: dataRequestAskedMessage,
    });
    const token = await confirmationToken(otilia.email);
    const mail = await shop.t.db.emailMessage.findFirstOrThrow({
      where: { kind: 'data-request-confirmation', toAddress: otilia.email },
    });
    expect(mail.subject).toBe(`Confirme o seu pedido - ${shop.studio.name}`);
    // The hash is kept, never the token.
    const row = await shop.t.db.dataRequest.findFirstOrThrow({
      where: { email: otilia.email, kind: 'EXPORT' },
    });
    expect(row).toMatchObject({
      status: 'AWAITING_CONFIRMATION',
      source: 'CUSTOMER',
      emailHint: 'o***@l***.test',
    });
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row.dueAt.getTime() - row.requestedAt.getTime()).toBe(15 * 24 * 3600_000);

    expect(await confirm(token)).toEqual({
      __typename: 'ConfirmCustomerDataRequestPayload',
      message: dataRequestConfirmedMessages.EXPORT,
      kind: 'EXPORT',
    });
    // The link works once.
    expect(await confirm(token)).toEqual({
      __typename: 'DataRequestLinkError',
      message: new DataRequestLinkError().message,
    });
    await shop.t.settle();

    const done = await shop.t.db.dataRequest.findUniqueOrThrow({ where: { id: row.id } });
    expect(done).toMatchObject({ status: 'DONE', storageKey: `privacidade/${shop.studio.id}/${row.id}.zip` });
    expect(done.fileExpiresAt!.getTime() - done.completedAt!.getTime()).toBe(7 * 24 * 3600_000);
    const ready = await shop.t.db.emailMessage.findFirstOrThrow({
      where: { kind: 'data-request-export-ready', toAddress: otilia.email },
    });
    const link = new URL(/Baixar os meus dados: (\S+)/.exec(ready.textBody)![1]!);
    expect(link.pathname).toBe(`/api/privacidade/solicitacoes/${row.id}/dados.zip`);
    // Every e-mail to a customer ends with the way to this page.
    expect(ready.textBody).toContain(`http://${shop.host}/privacidade/meus-dados`);
    expect(ready.htmlBody).toContain(`http://${shop.host}/privacidade/meus-dados`);

    const response = await download(`${link.pathname}${link.search}`);
    expect(response.status).toBe(200);
    const zip = Buffer.from(await response.arrayBuffer());
    expect(zip.length).toBe(Number(done.sizeBytes));
    const entries = await unzip(zip);
    expect([...entries.keys()].sort()).toEqual(['dados.html', 'dados.json']);
    expect(entries.get('dados.json')!.toString()).toContain(orderId);
    expect(entries.get('dados.html')!.toString()).toContain(shop.studio.name);

    // Without the signature, with another's, or on another studio's host: nothing.
    expect((await download(link.pathname)).status).toBe(404);
    expect((await download(`${link.pathname}?link=1.abc`)).status).toBe(404);
    const other = await adminOfNewStudio(shop.t, factories(shop.t.db, shop.t.services), {
      slug: 'outra-loja-lgpd',
    });
    expect((await download(`${link.pathname}${link.search}`, other.host)).status).toBe(404);
  });

  it('answers an address with no data here the same way (and e-mails it the same link)', async () => {
    await forgetVisitor();
    expect(await ask({ email: 'ninguem-aqui@lgpd.test', kind: 'DELETION' })).toEqual({
      __typename: 'RequestCustomerDataPayload',
      message: dataRequestAskedMessage,
    });
    await confirmationToken('ninguem-aqui@lgpd.test');
  });

  it('refuses a malformed e-mail or CPF in Portuguese', async () => {
    await forgetVisitor();
    expect(await ask({ email: 'otilia', kind: 'EXPORT' })).toMatchObject({
      __typename: 'ValidationError',
      message: 'E-mail inválido',
    });
    expect(await ask({ email: otilia.email, kind: 'EXPORT', cpf: '111.111.111-11' })).toMatchObject({
      __typename: 'ValidationError',
      message: 'CPF inválido',
    });
  });

  it('lets an unconfirmed request lapse after 48 hours, keeping only the e-mail hint', async () => {
    await forgetVisitor();
    await ask({ email: 'atrasada@lgpd.test', kind: 'EXPORT' });
    const token = await confirmationToken('atrasada@lgpd.test');
    const row = await shop.t.db.dataRequest.findFirstOrThrow({ where: { email: 'atrasada@lgpd.test' } });
    const later = new Date(row.requestedAt.getTime() + dataRequestPolicy.confirmValidMs + 1000);
    await shop.t.db.dataRequest.update({
      where: { id: row.id },
      data: { confirmExpiresAt: new Date(Date.now() - 1000) },
    });
    expect((await confirm(token)).__typename).toBe('DataRequestLinkError');
    await runDataRequestDeadlines({ db: shop.t.db, services: shop.t.services }, later);
    expect(await shop.t.db.dataRequest.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({
      status: 'CANCELLED',
      email: '',
      emailHint: 'a***@l***.test',
      confirmTokenHash: null,
    });
  });

  it(`sends one address at most ${dataRequestPolicy.perEmail} links a day, and refuses a busy visitor`, async () => {
    await forgetVisitor();
    const address = 'insistente@lgpd.test';
    for (let request = 0; request < dataRequestPolicy.perEmail + 2; request++)
      expect((await ask({ email: address, kind: 'EXPORT' })).message).toBe(dataRequestAskedMessage);
    expect(
      await shop.t.db.emailMessage.count({
        where: { kind: 'data-request-confirmation', toAddress: address },
      }),
    ).toBe(dataRequestPolicy.perEmail);
    let answer = await ask({ email: 'outra-pessoa@lgpd.test', kind: 'EXPORT' });
    for (let tries = 0; answer.__typename === 'RequestCustomerDataPayload' && tries < 20; tries++)
      answer = await ask({ email: 'outra-pessoa@lgpd.test', kind: 'EXPORT' });
    expect(answer).toEqual({
      __typename: 'DataRequestRateLimitedError',
      message: new DataRequestRateLimitedError().message,
    });
    // The counters keep a digest, never the address.
    const keys = (await shop.t.db.rateLimitBucket.findMany()).map((bucket) => bucket.key).join(' ');
    expect(keys).not.toContain(address);
  });

  it('is opened by the studio in /adm without confirmation, its link shown there and nothing e-mailed', async () => {
    const admin = await shop.admin();
    const started = await admin.graphql(ExportOne, { input: { email: otilia.email } });
    expect(started.data!.exportCustomerData).toMatchObject({
      __typename: 'ExportCustomerDataPayload',
      message: dataRequestMessages.exportStarted,
      dataRequest: { status: 'CONFIRMED', source: 'STUDIO' },
    });
    await shop.t.settle();
    const { edges } = (await admin.graphql(Requests)).data!.studio.dataRequests;
    const row = edges.find(
      (edge: { node: { id: string } }) => edge.node.id === started.data!.exportCustomerData.dataRequest.id,
    ).node;
    expect(row).toMatchObject({ status: 'DONE', handledByName: expect.any(String) });
    expect((await download(row.downloadUrl)).status).toBe(200);
    expect(
      await shop.t.db.emailMessage.count({
        where: { kind: 'data-request-export-ready', toAddress: otilia.email },
      }),
    ).toBe(1);
  });
});

describe("a customer's deletion", () => {
  const heloisa: Person = {
    nome: 'Heloísa',
    sobrenome: 'Trajanópolis',
    email: 'heloisa.trajanopolis@lgpd.test',
    whatsApp: '(31) 98123-4470',
    cpf: '604.318.279-31',
  };
  let orderId: string;
  beforeAll(async () => {
    orderId = await placePaidOrder(heloisa, 1);
    await shop.t.settle();
  });

  it('waits for the studio, which carries it out; then nothing of the person is left, the sale stays', async () => {
    const { t } = shop;
    const admin = await shop.admin();
    const before = await t.db.order.findUniqueOrThrow({ where: { id: orderId } });
    // An earlier copy of hers, whose file must go with the rest.
    await forgetVisitor();
    await ask({ email: heloisa.email, kind: 'EXPORT' });
    await confirm(await confirmationToken(heloisa.email));
    await t.settle();
    const copy = await t.db.dataRequest.findFirstOrThrow({ where: { email: heloisa.email, kind: 'EXPORT' } });
    expect(await t.services.storage.open(copy.storageKey!)).not.toBeNull();

    await ask({ email: heloisa.email, kind: 'DELETION', cpf: heloisa.cpf });
    const token = await confirmationToken(heloisa.email);
    const deletion = await t.db.dataRequest.findFirstOrThrow({
      where: { email: heloisa.email, kind: 'DELETION' },
    });
    expect((await confirm(token)).message).toBe(dataRequestConfirmedMessages.DELETION);
    await t.settle();
    const waiting = (await admin.graphql(Requests))
      .data!.studio.dataRequests.edges.map((edge: { node: { kind: string; email: string } }) => edge.node)
      .find(
        (node: { kind: string; email: string }) => node.kind === 'DELETION' && node.email === heloisa.email,
      );
    expect(waiting).toMatchObject({
      status: 'CONFIRMED',
      source: 'CUSTOMER',
      cpf: '60431827931',
      overdue: false,
    });
    expect(new Date(waiting.automaticDeletionAt).getTime()).toBe(
      new Date(waiting.dueAt).getTime() - 2 * 24 * 3600_000,
    );
    // Nothing was deleted by the confirmation alone.
    expect((await t.db.order.findUniqueOrThrow({ where: { id: orderId } })).customerEmail).toBe(
      heloisa.email,
    );

    const search = (await admin.graphql(Search, { email: heloisa.email })).data!.studio.customerData;
    expect(search.counts).toMatchObject({ orders: 1, paidOrders: 1 });
    expect(search.requests.map((request: { kind: string }) => request.kind).sort()).toEqual([
      'DELETION',
      'EXPORT',
    ]);
    const byCpf = (await admin.graphql(Search, { cpf: heloisa.cpf })).data!.studio.customerData;
    expect(byCpf).toMatchObject({ email: '', emailsOfCpf: [heloisa.email], counts: null });

    const wrong = await admin.graphql(CarryOut, {
      input: { request: waiting.id, confirmEmail: 'outra@lgpd.test' },
    });
    expect(wrong.data!.carryOutDataRequest).toEqual({
      __typename: 'DataRequestError',
      message: dataRequestMessages.emailMismatch,
    });
    const carried = await admin.graphql(CarryOut, {
      input: { request: waiting.id, confirmEmail: ` ${heloisa.email.toUpperCase()} ` },
    });
    expect(carried.data!.carryOutDataRequest).toMatchObject({
      __typename: 'CarryOutDataRequestPayload',
      message: dataRequestMessages.deletionStarted,
      dataRequest: { status: 'PROCESSING' },
    });
    await t.settle();

    const done = await t.db.dataRequest.findUniqueOrThrow({ where: { id: deletion.id } });
    expect(done).toMatchObject({ status: 'DONE', email: '', cpf: '' });
    expect(done.summary).toMatchObject({ orders: 1 });
    // The customer was told, and that e-mail kept nothing of whom it went to.
    const told = await t.db.emailMessage.findFirstOrThrow({ where: { kind: purgedOnceSentKind } });
    expect(told).toMatchObject({ status: 'SENT', toAddress: '', textBody: '', htmlBody: '' });
    expect(told.purgedAt).not.toBeNull();
    expect(told.subject).toBe(`Seus dados foram excluídos - ${shop.studio.name}`);
    expect(await t.services.storage.open(copy.storageKey!)).toBeNull();

    const needles = needlesOf({ ...heloisa, firstName: heloisa.nome, lastName: heloisa.sobrenome });
    expect(await scanForPersonalData(t.db, needles)).toEqual([]);
    const after = await t.db.order.findUniqueOrThrow({ where: { id: orderId } });
    expect({ total: after.totalCents, paidAt: after.paidAt, status: after.status }).toEqual({
      total: before.totalCents,
      paidAt: before.paidAt,
      status: before.status,
    });
    // Done once: carrying it out again is refused.
    expect(
      (await admin.graphql(CarryOut, { input: { request: waiting.id, confirmEmail: heloisa.email } })).data!
        .carryOutDataRequest.__typename,
    ).toBe('DataRequestError');
  });

  it('is done by the platform 2 days before the deadline when nobody acted', async () => {
    const { t } = shop;
    await forgetVisitor();
    await ask({ email: 'esquecida@lgpd.test', kind: 'DELETION' });
    await confirm(await confirmationToken('esquecida@lgpd.test'));
    const row = await t.db.dataRequest.findFirstOrThrow({
      where: { email: 'esquecida@lgpd.test', kind: 'DELETION' },
    });
    const justBefore = new Date(row.dueAt.getTime() - 2 * 24 * 3600_000 - 60_000);
    expect(await runDataRequestDeadlines({ db: t.db, services: t.services }, justBefore)).toMatchObject({
      started: 0,
    });
    const onTime = new Date(row.dueAt.getTime() - 2 * 24 * 3600_000);
    expect(await runDataRequestDeadlines({ db: t.db, services: t.services }, onTime)).toMatchObject({
      started: 1,
    });
    await t.settle();
    expect(await t.db.dataRequest.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({
      status: 'DONE',
      handledById: null,
      email: '',
    });
  });

  it('is opened by the studio from the search after typing the e-mail again', async () => {
    const admin = await shop.admin();
    const typo = await admin.graphql(DeleteOne, {
      input: { email: otilia.email, confirmEmail: 'otilia@lgpd.test' },
    });
    expect(typo.data!.deleteCustomerData.__typename).toBe('DataRequestError');
    const started = await admin.graphql(DeleteOne, {
      input: { email: otilia.email, confirmEmail: otilia.email },
    });
    expect(started.data!.deleteCustomerData).toMatchObject({
      __typename: 'DeleteCustomerDataPayload',
      dataRequest: { status: 'PROCESSING' },
    });
    await shop.t.settle();
    expect(await shop.t.db.order.count({ where: { customerEmail: otilia.email } })).toBe(0);
    const needles = needlesOf({ ...otilia, firstName: otilia.nome, lastName: otilia.sobrenome });
    expect(await scanForPersonalData(shop.t.db, needles)).toEqual([]);
    // Studio-opened: the customer is not e-mailed about it.
    expect(await shop.t.db.emailMessage.count({ where: { kind: purgedOnceSentKind } })).toBe(2);
  });
});

describe("another studio's admin", () => {
  it("neither sees nor carries out this studio's requests", async () => {
    const { t } = shop;
    await forgetVisitor();
    await ask({ email: 'isolada@lgpd.test', kind: 'DELETION' });
    await confirm(await confirmationToken('isolada@lgpd.test'));
    const row = await t.db.dataRequest.findFirstOrThrow({ where: { email: 'isolada@lgpd.test' } });
    const other = await adminOfNewStudio(t, factories(t.db, t.services), { slug: 'vizinha-lgpd' });
    const id = encodeGlobalID('DataRequest', row.id);
    expect((await other.graphql('query($id: ID!) { node(id: $id) { id } }', { id })).data!.node).toBeNull();
    expect((await other.graphql(Requests)).data!.studio.dataRequests.edges).toEqual([]);
    const attempt = await other.graphql(CarryOut, {
      input: { request: id, confirmEmail: 'isolada@lgpd.test' },
    });
    expect(attempt.data!.carryOutDataRequest.__typename).toBe('NotFoundError');
    // The confirmation link of one studio confirms nothing on another's host.
    await ask({ email: 'isolada2@lgpd.test', kind: 'EXPORT' });
    expect((await confirm(await confirmationToken('isolada2@lgpd.test'), other.host)).__typename).toBe(
      'DataRequestLinkError',
    );
    expect((await t.db.dataRequest.findUniqueOrThrow({ where: { id: row.id } })).status).toBe('CONFIRMED');
  });
});
