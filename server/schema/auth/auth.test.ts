import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../services/auth/tokens.ts';
import { logIn } from '../../test/admin-client.ts';
import { factories } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const LoginMutation = `
  mutation($input: LoginInput!) {
    login(input: $input) {
      __typename
      ... on Error { message }
      ... on LoginPayload { token expiresAt }
    }
  }`;

describe('studio admin authentication', () => {
  let t: TestApp;
  const host = 'estudio-auth.localhost';

  beforeAll(async () => {
    t = await createTestApp();
    const make = factories(t.db, t.services);
    await make.studio({ slug: 'estudio-auth', adminEmail: 'dono@auth.test', adminPassword: 'senha-certa' });
    await make.studio({
      slug: 'outro-estudio',
      adminEmail: 'outro@auth.test',
      adminPassword: 'senha-do-outro',
    });
  });
  afterAll(() => t.close());

  it('logs in through REST with email and senha and answers the token', async () => {
    const { status, body } = await t.rest('POST', '/api/estudio/login', {
      host,
      body: { email: ' DONO@auth.test ', senha: 'senha-certa' },
    });
    expect(status).toBe(200);
    expect(body.token).toMatch(/^rva_[A-Za-z0-9_-]{43}$/);
    // Only a hash of the token is stored.
    const sessions = await t.db.adminSession.findMany();
    expect(sessions.some((session) => session.tokenHash === hashToken(body.token))).toBe(true);
    expect(JSON.stringify(sessions)).not.toContain(body.token);
  });

  it('logs in through GraphQL', async () => {
    const { data } = await t.graphql(
      LoginMutation,
      { input: { email: 'dono@auth.test', password: 'senha-certa' } },
      { host },
    );
    expect(data.login.__typename).toBe('LoginPayload');
    expect(new Date(data.login.expiresAt).getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600_000);
  });

  it.each([
    ['a wrong password', 'dono@auth.test', 'senha-errada'],
    ['an unknown e-mail', 'ninguem@auth.test', 'qualquer'],
    ["another studio's admin", 'outro@auth.test', 'senha-do-outro'],
  ])('refuses %s with the same message', async (_label, email, senha) => {
    const { status, body } = await t.rest('POST', '/api/estudio/login', { host, body: { email, senha } });
    expect(status).toBe(401);
    expect(body).toEqual({ mensagem: { texto: 'E-mail ou senha inválidos' } });
  });

  it('asks for e-mail and password', async () => {
    const { status, body } = await t.rest('POST', '/api/estudio/login', {
      host,
      body: { email: '', senha: '' },
    });
    expect(status).toBe(400);
    expect(body.mensagem.texto).toBe('Informe o e-mail');
  });

  it('makes an account wait after 5 failures, even when they arrive at once', async () => {
    const make = factories(t.db, t.services);
    await make.studio({ slug: 'estudio-trava', adminEmail: 'trava@auth.test', adminPassword: 'senha-certa' });
    const attempt = (senha: string) =>
      t.rest('POST', '/api/estudio/login', {
        host: 'estudio-trava.localhost',
        body: { email: 'trava@auth.test', senha },
      });
    const results = await Promise.all(Array.from({ length: 12 }, () => attempt('errada')));
    const statuses = results.map((result) => result.status).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
    const waiting = await attempt('senha-certa');
    expect(waiting.status).toBe(429);
    expect(waiting.body.mensagem.texto).toMatch(
      /^Muitas tentativas sem sucesso\. Tente novamente em 1[0-5] segundos\.$/,
    );
  });

  describe('GET /api/adm and logout', () => {
    it('answers 401 without a token, with a bad one, and with a token of another studio', async () => {
      const other = await logIn(t, 'outro-estudio.localhost', 'outro@auth.test', 'senha-do-outro');
      const attempts: Record<string, string>[] = [
        {},
        { Authorization: 'Bearer rva_inventado' },
        { Authorization: `Bearer ${other}` },
      ];
      for (const headers of attempts) {
        const { status, body } = await t.rest('GET', '/api/adm', { host, headers });
        expect(status).toBe(401);
        expect(body).toEqual({
          mensagem: { texto: 'Sua sessão expirou ou não é válida. Faça login novamente.' },
        });
      }
    });

    it('logout revokes the token', async () => {
      const token = await logIn(t, host, 'dono@auth.test', 'senha-certa');
      const headers = { Authorization: `Bearer ${token}` };
      expect((await t.rest('GET', '/api/adm', { host, headers })).status).toBe(200);
      const logout = await t.rest('POST', '/api/adm/logout', { host, headers });
      expect(logout).toMatchObject({ status: 200, body: { mensagem: { texto: 'Sessão encerrada' } } });
      expect((await t.rest('GET', '/api/adm', { host, headers })).status).toBe(401);
    });

    it('refuses admin GraphQL fields to anonymous callers with UNAUTHENTICATED', async () => {
      const { errors } = await t.graphql('{ studio { plan { name } } }', {}, { host });
      expect(errors?.[0]).toMatchObject({
        message: 'Sua sessão expirou ou não é válida. Faça login novamente.',
        extensions: { code: 'UNAUTHENTICATED' },
      });
    });
  });
});

describe('login captcha', () => {
  let verifier: http.Server;
  let t: TestApp;
  const received: string[] = [];

  beforeAll(async () => {
    verifier = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        const form = new URLSearchParams(body);
        received.push(body);
        response.setHeader('Content-Type', 'application/json');
        response.end(
          JSON.stringify({ success: form.get('secret') === 'segredo' && form.get('response') === 'humano' }),
        );
      });
    });
    await new Promise<void>((resolve) => verifier.listen(0, '127.0.0.1', resolve));
    const { port } = verifier.address() as AddressInfo;
    t = await createTestApp({
      CAPTCHA_VERIFY_URL: `http://127.0.0.1:${port}/siteverify`,
      CAPTCHA_SECRET: 'segredo',
    });
    await factories(t.db, t.services).studio({
      slug: 'com-captcha',
      adminEmail: 'c@auth.test',
      adminPassword: 'senha-certa',
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => verifier.close(resolve));
  });

  it.each([
    ['without a token', {}],
    ['with a token the verifier refuses', { 'X-Captcha-Token': 'robo' }],
  ])('refuses a login %s', async (_label, headers) => {
    const { status, body } = await t.rest('POST', '/api/estudio/login', {
      host: 'com-captcha.localhost',
      headers,
      body: { email: 'c@auth.test', senha: 'senha-certa' },
    });
    expect(status).toBe(400);
    expect(body.mensagem.texto).toMatch(/não é um robô/);
  });

  it('accepts a login whose token the verifier accepts', async () => {
    const { status } = await t.rest('POST', '/api/estudio/login', {
      host: 'com-captcha.localhost',
      headers: { 'X-Captcha-Token': 'humano' },
      body: { email: 'c@auth.test', senha: 'senha-certa' },
    });
    expect(status).toBe(200);
    expect(received.at(-1)).toContain('response=humano');
  });

  it('warns when no verifier is configured', async () => {
    const plain = await createTestApp();
    expect(plain.logs.join('\n')).toContain('Login captcha verification is off');
    await plain.close();
  });
});
