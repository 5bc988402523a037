// Owners never locked out: the browser a member logged in from carries a signed device cookie that spares it the
// per-e-mail wait others caused (its own failures count apart, and ten forget it); a login from a new browser
// e-mails the member; the optional second factor (TOTP and recovery codes) on the same login, GraphQL and REST.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devicePolicy } from '../../domain/device-cookies.ts';
import { base32Decode, totpCode } from '../../domain/totp.ts';
import type { Studio } from '../../generated/prisma/client.ts';
import { hashPassword } from '../../services/auth/passwords.ts';
import { factories } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const host = 'dono-protegido.localhost';
const owner = { email: 'dona@protegido.test', password: 'senha-da-dona-certa' };
const manager = { email: 'gerente@protegido.test', password: 'senha-do-gerente-certa' };
const ownerAddress = '203.0.113.10';
const chrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

let t: TestApp;
let studio: Studio;

const loginDocument = `mutation($input: LoginInput!) { login(input: $input) {
  __typename ... on LoginPayload { token } ... on Error { message } } }`;

interface Attempt {
  email?: string;
  password: string;
  code?: string;
  cookie?: string | null;
  address?: string;
  via?: 'rest' | 'graphql';
}

/** One login as a browser makes it: its cookie (if any), its address; the answer and the device cookie it got. */
async function login({
  email = owner.email,
  password,
  code,
  cookie,
  address = ownerAddress,
  via = 'rest',
}: Attempt) {
  const headers: Record<string, string> = { 'X-Forwarded-For': address, 'User-Agent': chrome };
  if (cookie) headers.Cookie = `outro=1; ${devicePolicy.cookieName}=${cookie}`;
  let status: number;
  let outcome: string;
  let set: string | null;
  if (via === 'rest') {
    const answer = await t.rest('POST', '/api/estudio/login', {
      host,
      headers,
      body: { email, senha: password, ...(code && { codigo: code }) },
    });
    status = answer.status;
    outcome = answer.status === 200 ? 'ok' : answer.body.mensagem.texto;
    set = answer.headers.get('set-cookie');
  } else {
    const response = await t.fetch('/graphql', {
      method: 'POST',
      host,
      headers: { ...headers, 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ query: loginDocument, variables: { input: { email, password, code } } }),
    });
    const { data } = await response.json();
    status = data.login.__typename === 'LoginPayload' ? 200 : 0;
    outcome = data.login.__typename === 'LoginPayload' ? 'ok' : data.login.message;
    set = response.headers.get('set-cookie');
  }
  const device = set && new RegExp(`${devicePolicy.cookieName}=([^;]*)`).exec(set)?.[1];
  return { status, outcome, device: device || null, set };
}

const wait = /^Muitas tentativas sem sucesso/;

/** Someone else guessing at the owner's e-mail from many addresses. */
async function hammer(times: number, email = owner.email) {
  for (let i = 0; i < times; i++)
    await login({ email, password: `chute-${i}`, address: `198.51.100.${(i % 10) + 1}` });
}

const newLoginMails = (to = owner.email) =>
  t.db.emailMessage.findMany({ where: { kind: 'new-login', toAddress: to }, orderBy: { createdAt: 'asc' } });

/** Lets the counters' current waits end (their failures stay), as time passing would. */
const waitsOver = () =>
  t.db.rateLimitBucket.updateMany({ data: { blockedUntil: new Date(Date.now() - 1000) } });

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true' });
  const make = factories(t.db, t.services);
  studio = await make.studio({
    slug: 'dono-protegido',
    adminEmail: owner.email,
    adminPassword: owner.password,
  });
  await make.studio({
    slug: 'outro-estudio',
    adminEmail: 'dono@outro.test',
    adminPassword: 'senha-do-outro',
  });
  await t.db.adminUser.create({
    data: {
      studioId: studio.id,
      email: manager.email,
      role: 'MANAGER',
      passwordHash: await hashPassword(manager.password),
    },
  });
});
afterAll(() => t.close());

describe('the owner’s known browser', () => {
  let laptop: string;
  let phone: string;

  it('gets a device cookie at its first login, without a notice; a second browser gets its own and one notice', async () => {
    const first = await login({ password: owner.password });
    expect(first.outcome).toBe('ok');
    expect(first.set).toMatch(/; Path=\/; Max-Age=31536000; HttpOnly; SameSite=Lax$/);
    laptop = first.device!;
    expect(await newLoginMails()).toHaveLength(0);

    const second = await login({ password: owner.password, via: 'graphql', address: '203.0.113.11' });
    expect(second.outcome).toBe('ok');
    phone = second.device!;
    expect(phone).not.toBe(laptop);
    const [mail, ...more] = await newLoginMails();
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe(`Novo acesso à sua conta - ${studio.name}`);
    expect(mail!.textBody).toContain('Navegador: Chrome em Windows');
    expect(mail!.textBody).toContain('Endereço IP: 203.0.113.11');
    expect(mail!.textBody).toMatch(/Quando: \d{2}\/\d{2}\/\d{4},? \d{2}:\d{2} \(horário de Brasília\)/);
    expect(mail!.textBody).toContain(`http://${host}/adm/minha-conta`);

    // Known browsers log in again without any notice, and keep their cookie's random part.
    const again = await login({ password: owner.password, cookie: laptop });
    expect(again.outcome).toBe('ok');
    expect(again.device!.split('.')[2]).toBe(laptop.split('.')[2]);
    expect(await newLoginMails()).toHaveLength(1);
    expect(await t.db.adminDevice.count({ where: { user: { email: owner.email }, revokedAt: null } })).toBe(
      2,
    );
  });

  it('logs in at once while someone else hammers the e-mail; a fresh browser must wait', async () => {
    await hammer(40);
    const fresh = await login({ password: owner.password });
    expect(fresh.outcome).toMatch(wait);
    expect(fresh.status).toBe(429);
    const rest = await login({ password: owner.password, cookie: laptop });
    expect(rest.outcome).toBe('ok');
    const graphql = await login({ password: owner.password, cookie: laptop, via: 'graphql' });
    expect(graphql.outcome).toBe('ok');
  });

  it('gives no exemption to a forged cookie, nor to another member’s or another studio’s', async () => {
    const [member, expires, random] = laptop.split('.');
    const forged = [member, String(Number(expires) + 60), random, laptop.split('.')[3]].join('.');
    expect((await login({ password: owner.password, cookie: forged })).outcome).toMatch(wait);
    const managerBrowser = (await login({ email: manager.email, password: manager.password })).device!;
    expect((await login({ password: owner.password, cookie: managerBrowser })).outcome).toMatch(wait);
    const elsewhere = await t.rest('POST', '/api/estudio/login', {
      host: 'outro-estudio.localhost',
      headers: { 'X-Forwarded-For': '203.0.113.12' },
      body: { email: 'dono@outro.test', senha: 'senha-do-outro' },
    });
    const foreign = /revela_dispositivo=([^;]*)/.exec(elsewhere.headers.get('set-cookie')!)![1]!;
    expect((await login({ password: owner.password, cookie: foreign })).outcome).toMatch(wait);
  });

  it('counts the browser’s own failures apart: five make only it wait, ten forget it', async () => {
    for (let i = 0; i < 5; i++)
      expect((await login({ password: 'errada', cookie: phone })).outcome).toBe('E-mail ou senha inválidos');
    expect((await login({ password: owner.password, cookie: phone })).outcome).toMatch(wait);
    // The other known browser is not held back.
    expect((await login({ password: owner.password, cookie: laptop })).outcome).toBe('ok');
    for (let i = 0; i < 5; i++) {
      await waitsOver();
      expect((await login({ password: 'errada', cookie: phone })).status).toBe(401);
    }
    const phoneRow = await t.db.adminDevice.findMany({ where: { revokedAt: { not: null } } });
    expect(phoneRow).toHaveLength(1);
    await waitsOver();
    await hammer(6);
    // Forgotten: it waits with the strangers now.
    expect((await login({ password: owner.password, cookie: phone })).outcome).toMatch(wait);
    expect((await login({ password: owner.password, cookie: laptop })).outcome).toBe('ok');
  });
});

describe('two-factor login of a studio member', () => {
  const as = (token: string, document: string, variables?: Record<string, unknown>) =>
    t.graphql(document, variables, {
      host,
      headers: { Authorization: `Bearer ${token}`, 'X-Forwarded-For': '203.0.113.20' },
    });
  const start = `mutation($input: StartTwoFactorSetupInput!) { startTwoFactorSetup(input: $input) {
    __typename ... on StartTwoFactorSetupPayload { secret otpauthUri qrCodeSvg } ... on Error { message } } }`;
  const confirm = `mutation($input: ConfirmTwoFactorSetupInput!) { confirmTwoFactorSetup(input: $input) {
    __typename ... on ConfirmTwoFactorSetupPayload { message recoveryCodes } ... on Error { message } } }`;
  const disable = `mutation($input: DisableTwoFactorInput!) { disableTwoFactor(input: $input) {
    __typename ... on DisableTwoFactorPayload { message } ... on Error { message } } }`;
  const me = '{ me { twoFactorEnabled recoveryCodesLeft knownDevices { id current } } }';
  let token: string;
  let browser: string;
  let key: Buffer;
  let recoveryCodes: string[];
  const member = (attempt: Omit<Attempt, 'email' | 'password'> & { password?: string } = {}) =>
    login({
      email: manager.email,
      password: manager.password,
      address: '203.0.113.20',
      cookie: browser,
      ...attempt,
    });
  const sessions = () =>
    t.db.adminSession.count({ where: { user: { email: manager.email }, revokedAt: null } });

  beforeAll(async () => {
    const first = await t.rest('POST', '/api/estudio/login', {
      host,
      headers: { 'X-Forwarded-For': '203.0.113.20' },
      body: { email: manager.email, senha: manager.password },
    });
    token = first.body.token;
    browser = /revela_dispositivo=([^;]*)/.exec(first.headers.get('set-cookie')!)![1]!;
  });

  it('is turned on with the password, then a first code; the recovery codes are shown once', async () => {
    const wrong = await as(token, start, { input: { password: 'errada' } });
    expect(wrong.data!.startTwoFactorSetup).toEqual({
      __typename: 'TwoFactorSetupError',
      message: 'Senha incorreta.',
    });
    const started = (await as(token, start, { input: { password: manager.password } })).data!
      .startTwoFactorSetup;
    expect(started.__typename).toBe('StartTwoFactorSetupPayload');
    expect(started.otpauthUri).toContain(`secret=${started.secret}`);
    expect(started.qrCodeSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    const stored = await t.db.adminUser.findUniqueOrThrow({ where: { email: manager.email } });
    expect(stored.totpSecret).not.toContain(started.secret);
    expect(stored.totpEnabledAt).toBeNull();
    // Not in force before the first code: the password alone still logs in.
    expect((await member()).outcome).toBe('ok');

    key = base32Decode(started.secret);
    const bad = await as(token, confirm, { input: { code: '000000' } });
    expect(bad.data!.confirmTwoFactorSetup.__typename).toBe('InvalidTwoFactorCodeError');
    const confirmed = (await as(token, confirm, { input: { code: totpCode(key, new Date()) } })).data!
      .confirmTwoFactorSetup;
    expect(confirmed.message).toBe('Verificação em duas etapas ativada');
    recoveryCodes = confirmed.recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    const { data } = await as(token, me);
    expect(data!.me).toMatchObject({ twoFactorEnabled: true, recoveryCodesLeft: 10 });
  });

  it('asks for the code after the password, opens no session without it, and takes each code once', async () => {
    const before = await sessions();
    const withoutCode = await member();
    expect(withoutCode.status).toBe(401);
    expect(withoutCode.outcome).toBe('Informe o código de verificação do seu aplicativo autenticador.');
    const viaGraphql = await member({ via: 'graphql' });
    expect(viaGraphql.outcome).toBe('Informe o código de verificação do seu aplicativo autenticador.');
    // The known browser does not skip the code, and a fresh one neither.
    expect((await member({ cookie: null })).outcome).toMatch(/código de verificação/);
    expect(await sessions()).toBe(before);
    expect((await member({ password: 'errada', code: totpCode(key, new Date()) })).outcome).toBe(
      'E-mail ou senha inválidos',
    );

    const code = totpCode(key, new Date(Date.now() + 30_000));
    expect((await member({ code: '123456' })).outcome).toMatch(/^Código de verificação inválido/);
    expect((await member({ code })).outcome).toBe('ok');
    expect((await member({ code, via: 'graphql' })).outcome).toMatch(/^Código de verificação inválido/);
    expect(await sessions()).toBe(before + 1);
  });

  it('takes a recovery code once in place of the app’s code', async () => {
    const recovery = recoveryCodes[0]!;
    expect((await member({ code: recovery, via: 'graphql' })).outcome).toBe('ok');
    expect((await member({ code: recovery })).outcome).toMatch(/^Código de verificação inválido/);
    const { data } = await as(token, me);
    expect(data!.me.recoveryCodesLeft).toBe(9);
  });

  it('counts wrong codes as login failures of the browser', async () => {
    await waitsOver();
    await t.db.rateLimitBucket.deleteMany({ where: { key: { startsWith: 'login-device:' } } });
    for (let i = 0; i < 4; i++) expect((await member({ code: '000000' })).status).toBe(401);
    expect((await member({ code: '111111' })).status).toBe(401);
    expect((await member({ code: recoveryCodes[1]! })).outcome).toMatch(wait);
    await t.db.rateLimitBucket.deleteMany({ where: { key: { startsWith: 'login-device:' } } });
  });

  it('is turned off only with the password and a code', async () => {
    const wrongCode = await as(token, disable, { input: { password: manager.password, code: '000000' } });
    expect(wrongCode.data!.disableTwoFactor.__typename).toBe('InvalidTwoFactorCodeError');
    const wrongPassword = await as(token, disable, {
      input: { password: 'errada', code: recoveryCodes[2]! },
    });
    expect(wrongPassword.data!.disableTwoFactor.message).toBe('Senha incorreta.');
    const off = await as(token, disable, { input: { password: manager.password, code: recoveryCodes[2]! } });
    expect(off.data!.disableTwoFactor.message).toBe('Verificação em duas etapas desativada');
    const stored = await t.db.adminUser.findUniqueOrThrow({ where: { email: manager.email } });
    expect(stored).toMatchObject({ totpSecret: null, totpEnabledAt: null, recoveryCodes: [] });
    expect((await member()).outcome).toBe('ok');
  });

  it('lists the known browsers and forgets one', async () => {
    const forget = `mutation($input: ForgetAdminDeviceInput!) { forgetAdminDevice(input: $input) {
      __typename ... on ForgetAdminDevicePayload { message } } }`;
    const listed = await t.graphql(me, undefined, {
      host,
      headers: { Authorization: `Bearer ${token}`, Cookie: `${devicePolicy.cookieName}=${browser}` },
    });
    const devices = listed.data.me.knownDevices as { id: string; current: boolean }[];
    expect(devices.filter((device) => device.current)).toHaveLength(1);
    // Another studio's member cannot forget it.
    const stranger = await t.rest('POST', '/api/estudio/login', {
      host: 'outro-estudio.localhost',
      headers: { 'X-Forwarded-For': '203.0.113.21' },
      body: { email: 'dono@outro.test', senha: 'senha-do-outro' },
    });
    const attempt = await t.graphql(
      forget,
      { input: { deviceId: devices[0]!.id } },
      { host: 'outro-estudio.localhost', headers: { Authorization: `Bearer ${stranger.body.token}` } },
    );
    expect(attempt.data.forgetAdminDevice.message).toBe('Este navegador já tinha sido esquecido');
    const response = await t.fetch('/graphql', {
      method: 'POST',
      host,
      headers: {
        Authorization: `Bearer ${token}`,
        Cookie: `${devicePolicy.cookieName}=${browser}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({
        query: forget,
        variables: { input: { deviceId: devices.find((d) => d.current)!.id } },
      }),
    });
    expect((await response.json()).data.forgetAdminDevice.message).toBe('Navegador esquecido');
    expect(response.headers.get('set-cookie')).toMatch(/^revela_dispositivo=; Path=\/; Max-Age=0/);
    const after = await t.graphql(me, undefined, { host, headers: { Authorization: `Bearer ${token}` } });
    expect(after.data.me.knownDevices).toHaveLength(devices.length - 1);
  });
});
