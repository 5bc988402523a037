// The operator console: login with the second factor, every action audited in its transaction, suspension as the
// storefront and admin see it, and both-way probes: operators reach no studio admin operation, admins no operator one.

import { encodeGlobalID } from '@pothos/plugin-relay';
import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  getNamedType,
  isAbstractType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOperatorCommand } from '../../cli/operator-command.ts';
import { StudioSuspendedError } from '../../domain/operator.ts';
import { base32Decode, totpCode } from '../../domain/totp.ts';
import type { Studio } from '../../generated/prisma/client.ts';
import { byRole, byRoleOrGallerySession } from '../../role-gate.ts';
import { processPayment } from '../../services/checkout/process-payment.ts';
import { type AdminClient, adminOfNewStudio } from '../../test/admin-client.ts';
import { factories } from '../../test/factories.ts';
import { graphqlMultipart } from '../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { schema } from '../index.ts';

let t: TestApp;
let admin: AdminClient;
let other: Studio;
let make: ReturnType<typeof factories>;
let operatorToken: string;
let secret: Buffer;
let recoveryCodes: string[];
const email = 'operadora@revela.test';
const password = 'uma-senha-bem-longa-de-operadora';

const loginDocument = `mutation($input: OperatorLoginInput!) { operatorLogin(input: $input) {
  __typename ... on OperatorLoginPayload { token } ... on Error { message } } }`;

function operator<T = any>(document: string, variables?: Record<string, unknown>, host = 'localhost') {
  return t.graphql<T>(document, variables, { host, headers: { Authorization: `Bearer ${operatorToken}` } });
}

/** A TOTP code a step ahead of the last one taken (each code is taken once). */
let step = 0;
function nextCode(): string {
  step += 1;
  return totpCode(secret, new Date(Date.now() + (step % 2 === 1 ? 0 : 30_000)));
}

beforeAll(async () => {
  t = await createTestApp({ CUSTOM_DOMAIN_TARGET: 'lojas.revela.test' });
  make = factories(t.db, t.services);
  admin = await adminOfNewStudio(t, make, { slug: 'estudio-probe' });
  other = await make.studio({ slug: 'estudio-alvo', name: 'Estúdio Alvo' });
  const printed = await runOperatorCommand(t.db, t.services.secrets, [
    'create',
    email,
    '--password',
    password,
  ]);
  secret = base32Decode(/TOTP secret: (\S+)/.exec(printed)![1]!);
  expect(printed).toMatch(/otpauth:\/\/totp\/Revela:operadora%40revela\.test\?secret=/);
  recoveryCodes = [...printed.matchAll(/^ {2}([0-9a-f]{5}-[0-9a-f]{5})$/gm)].map((match) => match[1]!);
  expect(recoveryCodes).toHaveLength(10);
  const stored = await t.db.operator.findUniqueOrThrow({ where: { email } });
  expect(stored.totpSecret).not.toContain(/TOTP secret: (\S+)/.exec(printed)![1]);
  expect(stored.recoveryCodes).not.toContain(recoveryCodes[0]);
});

afterAll(() => t?.close());

describe('operator login', () => {
  it('needs the password and a TOTP code, and takes each code once', async () => {
    const wrongCode = await t.graphql(loginDocument, { input: { email, password, code: '000000' } });
    expect(wrongCode.data.operatorLogin.__typename).toBe('InvalidOperatorCredentialsError');
    const code = totpCode(secret, new Date());
    const wrongPassword = await t.graphql(loginDocument, { input: { email, password: 'outra-senha', code } });
    expect(wrongPassword.data.operatorLogin.__typename).toBe('InvalidOperatorCredentialsError');
    const right = await t.graphql(loginDocument, { input: { email, password, code } });
    expect(right.data.operatorLogin.__typename).toBe('OperatorLoginPayload');
    operatorToken = right.data.operatorLogin.token;
    expect(operatorToken).toMatch(/^rvo_/);
    const again = await t.graphql(loginDocument, { input: { email, password, code } });
    expect(again.data.operatorLogin.__typename).toBe('InvalidOperatorCredentialsError');
  });

  it('takes a recovery code once in place of a TOTP code', async () => {
    const code = recoveryCodes[0]!;
    const first = await t.graphql(loginDocument, { input: { email, password, code } });
    expect(first.data.operatorLogin.__typename).toBe('OperatorLoginPayload');
    const second = await t.graphql(loginDocument, { input: { email, password, code } });
    expect(second.data.operatorLogin.__typename).toBe('InvalidOperatorCredentialsError');
  });

  it("is no studio admin's login: an admin's password and an operator's do not mix", async () => {
    const asAdmin = await t.rest('POST', '/api/estudio/login', {
      host: admin.host,
      body: { email, senha: password },
    });
    expect(asAdmin.status).toBe(401);
  });
});

const consoleId = (studio: { id: string }) => Buffer.from(`ConsoleStudio:${studio.id}`).toString('base64');

describe('studio actions, each with its audit entry', () => {
  it('lists and filters studios, newest first, a page at a time', async () => {
    const query = `query($filter: ConsoleStudioFilter, $after: String) { operatorConsole { studios(first: 1, filter: $filter, after: $after) {
      edges { node { slug state planCode sales30Days } } pageInfo { hasNextPage endCursor } } } }`;
    const first = await operator(query, {});
    expect(first.errors).toBeUndefined();
    const page1 = first.data.operatorConsole.studios;
    expect(page1.edges).toHaveLength(1);
    expect(page1.pageInfo.hasNextPage).toBe(true);
    const page2 = (await operator(query, { after: page1.pageInfo.endCursor })).data.operatorConsole.studios;
    expect(page2.edges[0].node.slug).not.toBe(page1.edges[0].node.slug);
    const found = (await operator(query, { filter: { search: 'ALVO' } })).data.operatorConsole.studios;
    expect(found.edges.map((edge: any) => edge.node.slug)).toEqual(['estudio-alvo']);
    const none = (await operator(query, { filter: { search: 'alvo', minSales30Days: 1 } })).data
      .operatorConsole.studios;
    expect(none.edges).toEqual([]);
  });

  it('suspends with a reason the owner reads, closes the storefront to orders, and reactivates', async () => {
    const suspend = `mutation($input: SuspendStudioInput!) { suspendStudio(input: $input) { __typename
      ... on ConsoleStudioPayload { studio { state suspendedReason } } ... on Error { message } } }`;
    const studioId = consoleId(admin.studio);
    const blank = await operator(suspend, { input: { studioId, reason: '  ' } });
    expect(blank.data.suspendStudio.__typename).toBe('OperatorActionError');
    const done = await operator(suspend, { input: { studioId, reason: 'Conteúdo denunciado: em análise.' } });
    expect(done.data.suspendStudio.studio).toEqual({
      state: 'SUSPENDED',
      suspendedReason: 'Conteúdo denunciado: em análise.',
    });
    const seen = await admin.graphql('{ studio { suspended suspendedReason } }');
    expect(seen.data.studio).toEqual({
      suspended: true,
      suspendedReason: 'Conteúdo denunciado: em análise.',
    });
    const storefront = await t.graphql('{ studio { suspended } }', {}, { host: admin.host });
    expect(storefront.data.studio.suspended).toBe(true);
    const reactivate = `mutation($input: ReactivateStudioInput!) { reactivateStudio(input: $input) { __typename
      ... on ConsoleStudioPayload { studio { state suspendedReason } } } }`;
    const back = await operator(reactivate, { input: { studioId } });
    expect(back.data.reactivateStudio.studio).toEqual({ state: 'ACTIVE', suspendedReason: null });
    expect((await admin.graphql('{ studio { suspended suspendedReason } }')).data.studio).toEqual({
      suspended: false,
      suspendedReason: null,
    });
    const entries = await t.db.operatorAuditEntry.findMany({
      where: { studioId: admin.studio.id },
      orderBy: { at: 'asc' },
    });
    expect(entries.map((entry) => entry.action)).toEqual(['studio.suspend', 'studio.reactivate']);
    expect(entries[0]!.after).toMatchObject({ suspendedReason: 'Conteúdo denunciado: em análise.' });
    expect(entries[1]!.before).toMatchObject({ suspendedReason: 'Conteúdo denunciado: em análise.' });
  });

  it("refuses a suspended studio's new payments", async () => {
    const suspended = { ...admin.studio, suspendedAt: new Date(), suspendedReason: 'teste' };
    await expect(
      processPayment(
        {
          db: t.db,
          config: t.config,
          services: t.services,
          studio: suspended,
          viewer: { kind: 'gallery', sessionId: '00000000-0000-0000-0000-000000000000', eventId: 'x' },
        },
        { idempotencyKey: 'k', form: null, storefrontUrl: 'http://localhost' },
      ),
    ).rejects.toBeInstanceOf(StudioSuspendedError);
  });

  it('changes the plan, extends the trial and sets and removes the domain, each audited', async () => {
    const studioId = consoleId(other);
    const payload =
      '__typename ... on ConsoleStudioPayload { studio { planCode trialEndsAt domain } } ... on Error { message }';
    const plan = await operator(
      `mutation($input: ChangeStudioPlanInput!) { changeStudioPlan(input: $input) { ${payload} } }`,
      { input: { studioId, planCode: 'estudio' } },
    );
    expect(plan.data.changeStudioPlan.studio.planCode).toBe('estudio');
    const trial = await operator(
      `mutation($input: ExtendStudioTrialInput!) { extendStudioTrial(input: $input) { ${payload} } }`,
      { input: { studioId, days: 10 } },
    );
    const ends = new Date(trial.data.extendStudioTrial.studio.trialEndsAt).getTime();
    expect(ends - Date.now()).toBeGreaterThan(9.9 * 86_400_000);
    const domain = `mutation($input: SetConsoleStudioDomainInput!) { setConsoleStudioDomain(input: $input) { ${payload} } }`;
    const set = await operator(domain, { input: { studioId, domain: 'www.fotosalvo.com.br' } });
    expect(set.data.setConsoleStudioDomain.studio.domain).toBe('www.fotosalvo.com.br');
    const taken = await operator(domain, {
      input: { studioId: consoleId(admin.studio), domain: 'www.fotosalvo.com.br' },
    });
    expect(taken.data.setConsoleStudioDomain.__typename).toBe('DomainInUseError');
    const removed = await operator(domain, { input: { studioId, domain: null } });
    expect(removed.data.setConsoleStudioDomain.studio.domain).toBeNull();
    const log = await operator(
      `query($studioId: ID) { operatorConsole { auditLog(first: 10, studioId: $studioId) { edges { node {
        action operatorEmail studioSlug before after } } } } }`,
      { studioId },
    );
    const actions = log.data.operatorConsole.auditLog.edges.map((edge: any) => edge.node);
    expect(actions.map((entry: any) => entry.action)).toEqual([
      'studio.domain.remove',
      'studio.domain.set',
      'studio.trial.extend',
      'studio.plan',
    ]);
    expect(actions[3]).toMatchObject({
      operatorEmail: email,
      studioSlug: 'estudio-alvo',
      // Test studios start on 'profissional' (server/test/factories.ts).
      before: JSON.stringify({ plan: 'profissional' }),
      after: JSON.stringify({ plan: 'estudio' }),
    });
  });

  it("resends the owner's verification e-mail while the sign-up waits for it, audited", async () => {
    const resend = `mutation($input: ResendStudioVerificationInput!) { resendStudioVerification(input: $input) {
      __typename ... on ConsoleStudioPayload { message studio { emailVerified } } ... on Error { message } } }`;
    const waiting = await make.studio({
      slug: 'estudio-sem-confirmar',
      adminEmail: 'dono@sem-confirmar.test',
    });
    await t.db.studio.update({ where: { id: waiting.id }, data: { emailVerifiedAt: null } });
    const sent = await operator(resend, { input: { studioId: consoleId(waiting) } });
    expect(sent.data.resendStudioVerification).toEqual({
      __typename: 'ConsoleStudioPayload',
      message: 'E-mail de verificação reenviado',
      studio: { emailVerified: false },
    });
    const mail = await t.db.emailMessage.findMany({
      where: { studioId: waiting.id },
      select: { toAddress: true, textBody: true },
    });
    expect(mail).toHaveLength(1);
    expect(mail[0]!.toAddress).toBe('dono@sem-confirmar.test');
    expect(mail[0]!.textBody).toMatch(/\/estudio\/confirmar-email\?c=/);
    const entries = await t.db.operatorAuditEntry.findMany({ where: { studioId: waiting.id } });
    expect(entries.map((entry) => entry.action)).toEqual(['studio.verification.resend']);
    await t.db.studio.update({ where: { id: waiting.id }, data: { emailVerifiedAt: new Date() } });
    const again = await operator(resend, { input: { studioId: consoleId(waiting) } });
    expect(again.data.resendStudioVerification).toEqual({
      __typename: 'OperatorActionError',
      message: 'O e-mail desta loja já foi confirmado.',
    });
  });

  it("leaves a paying studio's plan to its subscription", async () => {
    const paying = await make.studio({ slug: 'estudio-assinante' });
    const plan = await t.db.plan.findUniqueOrThrow({ where: { code: 'profissional' } });
    await t.db.studioSubscription.create({
      data: {
        studioId: paying.id,
        planId: plan.id,
        cycle: 'MONTHLY',
        priceCents: plan.priceMonthlyCents,
        nextChargeCents: plan.priceMonthlyCents,
        status: 'AUTHORIZED',
      },
    });
    const change = `mutation($input: ChangeStudioPlanInput!) { changeStudioPlan(input: $input) {
      __typename ... on Error { message } } }`;
    const refused = await operator(change, { input: { studioId: consoleId(paying), planCode: 'estudio' } });
    expect(refused.data.changeStudioPlan).toEqual({
      __typename: 'OperatorActionError',
      message: "Esta loja paga uma assinatura: a troca de plano é feita pela loja em 'Meu plano'.",
    });
    expect((await t.db.studio.findUniqueOrThrow({ where: { id: paying.id } })).planId).toBe(paying.planId);
  });

  it('writes nothing, audit included, when the action fails', async () => {
    const before = await t.db.operatorAuditEntry.count();
    const result = await operator(
      `mutation($input: ReactivateStudioInput!) { reactivateStudio(input: $input) { __typename } }`,
      { input: { studioId: consoleId(other) } },
    );
    expect(result.data.reactivateStudio.__typename).toBe('OperatorActionError');
    expect(await t.db.operatorAuditEntry.count()).toBe(before);
  });
});

describe('the plans editor', () => {
  const save = `mutation($input: SavePlanInput!) { savePlan(input: $input) { __typename
    ... on SavePlanPayload { plan { code priceMonthlyCents priceYearlyCents isTrialPlan } plans { code isDefault isTrialPlan } }
    ... on Error { message } } }`;
  const plan = {
    code: 'premium',
    name: 'Premium',
    priceMonthly: '299,90',
    priceYearly: '2.999,00',
    storageGb: 1000,
    maxPhotoMb: 30,
    selfieSearch: true,
    raceNumbers: true,
    customDomain: true,
    teamSize: 20,
    trialDays: 30,
    isPublic: true,
    sortOrder: 3,
    isDefault: false,
    isTrialPlan: true,
  };

  it('takes prices in reais, stores centavos, and moves the trial mark so exactly one plan has it', async () => {
    const result = await operator(save, { input: plan });
    expect(result.data.savePlan.plan).toEqual({
      code: 'premium',
      priceMonthlyCents: 29_990,
      priceYearlyCents: 299_900,
      isTrialPlan: true,
    });
    const plans = result.data.savePlan.plans;
    expect(plans.filter((row: any) => row.isTrialPlan).map((row: any) => row.code)).toEqual(['premium']);
    expect(plans.filter((row: any) => row.isDefault)).toHaveLength(1);
    const entry = await t.db.operatorAuditEntry.findFirstOrThrow({ where: { action: 'plan.create' } });
    expect(entry.after).toMatchObject({ code: 'premium', priceMonthlyCents: 29_990 });
  });

  it('refuses a price that is not reais and taking the only default mark away', async () => {
    const badPrice = await operator(save, { input: { ...plan, code: 'outro', priceMonthly: 'dez reais' } });
    expect(badPrice.data.savePlan.__typename).toBe('PlanSettingsError');
    const plans = (await operator('{ operatorConsole { plans { id code isDefault } } }')).data.operatorConsole
      .plans;
    const free = plans.find((row: any) => row.isDefault);
    const unmark = await operator(save, {
      input: {
        ...plan,
        planId: free.id,
        code: free.code,
        priceMonthly: '0',
        priceYearly: '0',
        isTrialPlan: false,
      },
    });
    expect(unmark.data.savePlan.__typename).toBe('PlanSettingsError');
  });
});

describe('figures and what needs a hand', () => {
  it('counts studios by state and reads the lists', async () => {
    const result = await operator(`{ operatorConsole {
      figures { studiosByState { state count } monthlyRecurringRevenueCents signUpsPerWeek { week count } }
      failedJobs { jobId } givenUpEmails { messageId } stalePayments { paymentId } } }`);
    expect(result.errors).toBeUndefined();
    const figures = result.data.operatorConsole.figures;
    const total = figures.studiosByState.reduce((sum: number, row: any) => sum + row.count, 0);
    expect(total).toBe(await t.db.studio.count());
    expect(figures.signUpsPerWeek).toHaveLength(12);
    expect(figures.signUpsPerWeek.at(-1).count).toBeGreaterThanOrEqual(2);
  });

  it('retries a given-up e-mail, with its audit entry', async () => {
    const message = await t.db.emailMessage.create({
      data: {
        studioId: other.id,
        kind: 'order-paid',
        toAddress: 'cliente@exemplo.test',
        subject: 'Pedido pago',
        textBody: 'Olá',
        htmlBody: '<p>Olá</p>',
        status: 'FAILED',
        attempts: 12,
        lastError: 'gave up',
        lastAttemptAt: new Date(),
      },
    });
    const listed = await operator('{ operatorConsole { givenUpEmails { messageId } } }');
    expect(listed.data.operatorConsole.givenUpEmails.map((row: any) => row.messageId)).toContain(message.id);
    const retried = await operator(
      `mutation($input: RetryGivenUpEmailInput!) { retryGivenUpEmail(input: $input) { __typename } }`,
      { input: { messageId: message.id } },
    );
    expect(retried.data.retryGivenUpEmail.__typename).toBe('RetryGivenUpEmailPayload');
    const entry = await t.db.operatorAuditEntry.findFirstOrThrow({
      where: { action: 'email.retry', subject: message.id },
    });
    expect(entry.before).toMatchObject({ status: 'FAILED' });
    await t.settle();
    expect((await t.db.emailMessage.findUniqueOrThrow({ where: { id: message.id } })).status).toBe('SENT');
  });
});

// ---- Both ways: every operation of the schema, asked with the wrong kind of session. ----

type Scopes = Record<string, unknown> | undefined;
/** A field's scopes; a studio member's (by role: role-gate.ts) read as isStudioAdmin. */
const scopesOf = (field: GraphQLField<unknown, unknown>): Scopes => {
  const scopes = (field.extensions as { pothosOptions?: { authScopes?: unknown } }).pothosOptions?.authScopes;
  if (scopes === byRole || scopes === byRoleOrGallerySession) return { isStudioAdmin: true };
  if (typeof scopes === 'object' && scopes !== null && 'adminCan' in scopes) return { isStudioAdmin: true };
  return scopes as Scopes;
};

/** The type global ids are made for; set again from the answer 'ID: ... is not of type: Event'. */
let idType = 'Node';

/** Strings that pass the fields' own validation (which runs before authorization). */
const stringSamples: Record<string, string> = {
  phone: '11987654321',
  color: '#1a73e8',
  email: 'dono@exemplo.com.br',
  cep: '01310-100',
  state: 'SP',
  number: '100',
  city: 'São Paulo',
  jobId: '00000000-0000-0000-0000-000000000000',
  messageId: '00000000-0000-0000-0000-000000000000',
  paymentId: '00000000-0000-0000-0000-000000000000',
};
/** Optional fields some inputs need one of. */
const extraFields: Record<string, Record<string, unknown>> = {
  DeletePhotosInput: { photoNames: ['foto.jpg'] },
};

/** A value of an input type good enough to reach the field's authorization (which runs before its resolver). */
function sample(type: GraphQLInputType, path = '', uploads: string[] = []): unknown {
  if (isNonNullType(type)) return sample(type.ofType, path, uploads);
  if (isListType(type)) return [];
  if (isEnumType(type)) return type.getValues()[0]!.name;
  if (isInputObjectType(type)) {
    if (type.isOneOf) {
      const first = Object.values(type.getFields())[0]!;
      return { [first.name]: sample(first.type, `${path}.${first.name}`, uploads) };
    }
    return Object.fromEntries([
      ...Object.entries(extraFields[type.name] ?? {}),
      ...Object.values(type.getFields())
        .filter((field) => isNonNullType(field.type))
        .map((field) => [field.name, sample(field.type, `${path}.${field.name}`, uploads)]),
    ]);
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case 'Int':
      case 'Float':
        return 1;
      case 'Boolean':
        return false;
      case 'DateTime':
        return new Date().toISOString();
      case 'Upload':
        uploads.push(path);
        return null;
      case 'ID': {
        // Named after what it names (photoId: Photo, event: Event), else the type the last answer asked for.
        const name = path.split('.').at(-1)!.replace(/Ids?$/, '');
        const type =
          name && name !== 'id' && path.includes('.') ? name[0]!.toUpperCase() + name.slice(1) : idType;
        return encodeGlobalID(type, '00000000-0000-0000-0000-000000000000');
      }
      default:
        return stringSamples[path.split('.').at(-1)!] ?? 'exemplo';
    }
  }
  return null;
}

function call(field: GraphQLField<unknown, unknown>, root: 'query' | 'mutation', path: string[] = []) {
  const args = field.args.filter((arg: GraphQLArgument) => isNonNullType(arg.type));
  const declared = args.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
  const passed = args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const named = getNamedType(field.type);
  const selection = isObjectType(named) || isAbstractType(named) ? '{ __typename }' : '';
  let body = `${field.name}${passed ? `(${passed})` : ''} ${selection}`;
  for (const outer of [...path].reverse()) body = `${outer} { ${body} }`;
  const uploads: string[] = [];
  const variables = Object.fromEntries(args.map((arg) => [arg.name, sample(arg.type, arg.name, uploads)]));
  return { document: `${root}${declared ? `(${declared})` : ''} { ${body} }`, variables, uploads };
}

interface Probe {
  /** Makes the document and variables again (after idType changed). */
  rebuild: () => Omit<Probe, 'name' | 'rebuild'>;
  name: string;
  document: string;
  variables: Record<string, unknown>;
  /** Variable paths of the files the operation takes (sent as a multipart request). */
  uploads: string[];
}

const tinyFile = { bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xd9]), name: 'foto.jpg' };

/** Sends the probe; a global id of the wrong type (refused before authorization) is made again of the type named. */
async function send(probe: Probe, host: string, token: string | null): Promise<any> {
  const first = await sendOnce(probe, host, token);
  const wanted = /is not of type: (\w+)/.exec(JSON.stringify(first))?.[1];
  if (!wanted) return first;
  idType = wanted;
  try {
    return await sendOnce({ ...probe, ...probe.rebuild() }, host, token);
  } finally {
    idType = 'Node';
  }
}

function sendOnce(probe: Probe, host: string, token: string | null) {
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  if (probe.uploads.length)
    return graphqlMultipart(
      t,
      { host, headers },
      probe.document,
      probe.variables,
      Object.fromEntries(probe.uploads.map((path) => [path, tinyFile])),
    );
  return t.graphql(probe.document, probe.variables, { host, headers });
}

function probes(scope: 'isStudioAdmin' | 'isOperator'): Probe[] {
  const found: Probe[] = [];
  const mutations = schema.getMutationType()!.getFields();
  for (const field of Object.values(mutations))
    if (scopesOf(field)?.[scope])
      found.push({
        name: `mutation ${field.name}`,
        rebuild: () => call(field, 'mutation'),
        ...call(field, 'mutation'),
      });
  const queries = schema.getQueryType()!.getFields();
  for (const field of Object.values(queries))
    if (scopesOf(field)?.[scope])
      found.push({
        name: `query ${field.name}`,
        rebuild: () => call(field, 'query'),
        ...call(field, 'query'),
      });
  const nested: [string, string[]][] = [
    ['Studio', ['studio']],
    ['OperatorConsole', ['operatorConsole']],
  ];
  for (const [typeName, path] of nested) {
    const type = schema.getType(typeName);
    if (!isObjectType(type)) continue;
    const typeScopes = (type.extensions as { pothosOptions?: { authScopes?: Scopes } }).pothosOptions
      ?.authScopes;
    for (const field of Object.values(type.getFields()))
      if (scopesOf(field)?.[scope] || typeScopes?.[scope])
        found.push({
          name: `${typeName}.${field.name}`,
          rebuild: () => call(field, 'query', path),
          ...call(field, 'query', path),
        });
  }
  return found;
}

const refused = (result: { errors?: readonly { message: string; extensions?: Record<string, unknown> }[] }) =>
  (result.errors ?? []).some((error) =>
    ['FORBIDDEN', 'UNAUTHENTICATED'].includes(String(error.extensions?.code)),
  );

describe('operator and studio sessions never reach each other', () => {
  it('finds the operations to probe', () => {
    expect(probes('isStudioAdmin').length).toBeGreaterThan(60);
    expect(probes('isOperator').length).toBeGreaterThan(15);
  });

  it("refuses an operator's session every studio admin operation, on the studio's own host", async () => {
    const failures: string[] = [];
    for (const probe of probes('isStudioAdmin')) {
      const result = await send(probe, admin.host, operatorToken);
      if (!refused(result)) failures.push(`${probe.name}: ${JSON.stringify(result).slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
  });

  it("refuses a studio admin's session, and no session, every operator operation", async () => {
    const failures: string[] = [];
    for (const probe of probes('isOperator')) {
      const asAdmin = await send(probe, admin.host, admin.token);
      if (!refused(asAdmin)) failures.push(`admin ${probe.name}: ${JSON.stringify(asAdmin).slice(0, 200)}`);
      const anonymous = await send(probe, admin.host, null);
      if (!refused(anonymous))
        failures.push(`anonymous ${probe.name}: ${JSON.stringify(anonymous).slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
  });

  it('ends the operator session on logout', async () => {
    const code = nextCode();
    const login = await t.graphql(loginDocument, {
      input: { email, password, code: recoveryCodes[1] ?? code },
    });
    const token = login.data.operatorLogin.token;
    const headers = { Authorization: `Bearer ${token}` };
    await t.graphql('mutation { operatorLogout { message } }', {}, { headers });
    expect(refused(await t.graphql('{ operatorConsole { operatorEmail } }', {}, { headers }))).toBe(true);
  });
});
