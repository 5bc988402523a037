// API tokens end to end, on a production server: a member creates one (the secret answered once, only its hash
// kept), lists and revokes it; the token opens /graphql and the /api paths of its own studio only, as long as it is
// neither expired nor revoked; its last use is written at most once a minute; every answer carries its request
// limit, counted across servers, and past it the answer is 429; introspection, off in production, opens to it.
// (Every operation for every scope: schema/access/token-scope-matrix.test.ts.)
import { createHash } from 'node:crypto';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { isWellFormedApiTokenSecret } from '../../domain/api-token-secret.ts';
import { apiTokenForbiddenMessage, invalidApiTokenMessage } from '../../domain/api-tokens.ts';
import type { ApiTokenScope, Studio } from '../../generated/prisma/client.ts';
import { createApiToken } from '../../services/api-tokens/api-tokens.ts';
import { hashToken, newToken, tokenPrefixes } from '../../services/auth/tokens.ts';
import { renderLandscapeJpeg } from '../../services/images/generated-pictures.ts';
import { factories } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const requestsPerMinute = 6;
let t: TestApp;
let studio: Studio;
let other: Studio;
let ownerId: string;
let owner: Record<string, string>;
const host = () => `${studio.slug}.localhost`;

beforeAll(async () => {
  t = await createTestApp(
    {
      NODE_ENV: 'production',
      MERCADO_PAGO_MODE: 'simulated',
      CEP_PROVIDER: 'simulated',
      SECRET_KEY: 'uma-chave-de-teste-com-mais-de-32-caracteres',
      API_TOKEN_RATE_LIMIT: String(requestsPerMinute),
    },
    { workers: false },
  );
  const make = factories(t.db, t.services);
  studio = await make.studio({ adminEmail: 'dono-tokens@estudio.test' });
  other = await make.studio({ adminEmail: 'dono-outro@estudio.test' });
  const member = await t.db.adminUser.findFirstOrThrow({ where: { studioId: studio.id } });
  await t.db.adminUser.update({ where: { id: member.id }, data: { name: 'Dona do Estúdio' } });
  ownerId = member.id;
  owner = await sessionOf(studio);
});

afterAll(async () => {
  await t?.close();
});

/** The authorization of a new session of the studio's owner. */
async function sessionOf(of: Studio): Promise<Record<string, string>> {
  const member = await t.db.adminUser.findFirstOrThrow({ where: { studioId: of.id } });
  const session = newToken(tokenPrefixes.adminSession);
  await t.db.adminSession.create({
    data: {
      studioId: of.id,
      userId: member.id,
      tokenHash: hashToken(session),
      expiresAt: new Date(Date.now() + 3600_000),
    },
  });
  return { Authorization: `Bearer ${session}` };
}

/** A token of the studio made by its owner, as the page makes it; its secret. */
async function tokenWith(scopes: ApiTokenScope[], of: Studio = studio): Promise<string> {
  const viewer = { kind: 'admin' as const, userId: ownerId, sessionId: 'x', role: 'OWNER' as const };
  const { secret } = await createApiToken({ db: t.db, studio: of, viewer }, { name: 'Integração', scopes });
  return secret;
}

const bearer = (secret: string) => ({ Authorization: `Bearer ${secret}` });

/** A GraphQL call with its whole answer (status and headers too). */
async function call(
  query: string,
  headers: Record<string, string>,
  options: { host?: string; variables?: unknown } = {},
) {
  const response = await t.fetch('/graphql', {
    method: 'POST',
    host: options.host ?? host(),
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables: options.variables }),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as any };
}

const createDocument = `mutation($input: CreateApiTokenInput!) {
  createApiToken(input: $input) {
    __typename
    ... on Error { message }
    ... on CreateApiTokenPayload {
      message secret
      apiToken { id name scopes displayPrefix createdByName expiresAt lastUsedAt revokedAt state }
    }
  }
}`;
const revokeDocument = `mutation($input: RevokeApiTokenInput!) {
  revokeApiToken(input: $input) { __typename ... on Error { message } ... on RevokeApiTokenPayload { message apiToken { state revokedAt } } }
}`;
const ordersDocument = '{ studio { orders(first: 1) { totalCount } } }';

describe('a member manages the tokens', () => {
  it('creates one: the secret is answered once and only its SHA-256 kept', async () => {
    const expiresAt = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const { body } = await call(createDocument, owner, {
      variables: { input: { name: '  ERP da loja ', scopes: ['SALES_READ', 'ORDERS_READ'], expiresAt } },
    });
    const created = body.data.createApiToken;
    expect(created.__typename).toBe('CreateApiTokenPayload');
    expect(created.message).toBe(
      'Token "ERP da loja" criado. Copie o segredo agora: ele não será mostrado de novo.',
    );
    expect(isWellFormedApiTokenSecret(created.secret)).toBe(true);
    expect(created.apiToken).toMatchObject({
      name: 'ERP da loja',
      scopes: ['ORDERS_READ', 'SALES_READ'],
      displayPrefix: created.secret.slice(0, 12),
      createdByName: 'Dona do Estúdio',
      expiresAt,
      lastUsedAt: null,
      revokedAt: null,
      state: 'ACTIVE',
    });
    const row = await t.db.apiToken.findFirstOrThrow({ where: { studioId: studio.id, name: 'ERP da loja' } });
    expect(row.secretHash).toBe(createHash('sha256').update(created.secret).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(created.secret.slice(12));

    const list = await call(
      '{ studio { apiTokens { edges { node { name displayPrefix state } } } } }',
      owner,
    );
    expect(list.body.data.studio.apiTokens.edges[0].node).toEqual({
      name: 'ERP da loja',
      displayPrefix: created.secret.slice(0, 12),
      state: 'ACTIVE',
    });
  });

  it.each([
    [{ name: '', scopes: ['ORDERS_READ'] }, 'Informe um nome para o token.'],
    [{ name: 'ERP', scopes: [] }, 'Escolha pelo menos um escopo para o token.'],
    [
      { name: 'ERP', scopes: ['ORDERS_READ'], expiresAt: '2020-01-01T00:00:00Z' },
      'A data de expiração deve estar no futuro.',
    ],
  ])('refuses %j in Portuguese', async (input, message) => {
    const { body } = await call(createDocument, owner, { variables: { input } });
    expect(body.data.createApiToken).toMatchObject({ __typename: 'ValidationError', message });
  });

  it('holds a studio to 25 active tokens (revoked and expired ones do not count)', async () => {
    const { id: studioId } = await t.db.studio.create({
      data: { name: 'Cheio', slug: 'estudio-cheio-de-tokens', planId: studio.planId },
    });
    const row = (n: number, extra = {}) => ({
      studioId,
      name: `t${n}`,
      displayPrefix: 'rvk_',
      secretHash: `hash-${studioId}-${n}`,
      scopes: ['ORDERS_READ' as const],
      ...extra,
    });
    await t.db.apiToken.createMany({
      data: [
        ...Array.from({ length: 24 }, (_, n) => row(n)),
        row(24, { revokedAt: new Date() }),
        row(25, { expiresAt: new Date(Date.now() - 1000) }),
      ],
    });
    const full = await t.db.studio.findUniqueOrThrow({ where: { id: studioId } });
    await tokenWith(['ORDERS_READ'], full);
    await expect(tokenWith(['ORDERS_READ'], full)).rejects.toThrow('25 tokens ativos');
  });

  it('revokes one: the next request with it is refused', async () => {
    const secret = await tokenWith(['ORDERS_READ']);
    expect((await call(ordersDocument, bearer(secret))).status).toBe(200);
    const token = await t.db.apiToken.findUniqueOrThrow({ where: { secretHash: hashToken(secret) } });
    const { body } = await call(revokeDocument, owner, {
      variables: { input: { apiTokenId: encodeGlobalID('ApiToken', token.id) } },
    });
    expect(body.data.revokeApiToken).toMatchObject({
      __typename: 'RevokeApiTokenPayload',
      message: 'Token "Integração" revogado: ele não abre mais a API.',
      apiToken: { state: 'REVOKED' },
    });
    const refused = await call(ordersDocument, bearer(secret));
    expect(refused.status).toBe(401);
    expect(refused.body.errors[0]).toMatchObject({
      message: invalidApiTokenMessage,
      extensions: { code: 'UNAUTHENTICATED' },
    });
    // Another studio's owner cannot revoke it: it is not found there.
    const unrevoked = await tokenWith(['ORDERS_READ']);
    const id = (await t.db.apiToken.findUniqueOrThrow({ where: { secretHash: hashToken(unrevoked) } })).id;
    const notHers = await call(revokeDocument, await sessionOf(other), {
      host: `${other.slug}.localhost`,
      variables: { input: { apiTokenId: encodeGlobalID('ApiToken', id) } },
    });
    expect(notHers.body.data.revokeApiToken).toEqual({
      __typename: 'NotFoundError',
      message: 'Token não encontrado.',
    });
    expect((await call(ordersDocument, bearer(unrevoked))).status).toBe(200);
  });

  it('cannot be done with a token', async () => {
    const secret = await tokenWith(['ORDERS_READ', 'EVENTS_WRITE', 'PRICING_WRITE', 'SALES_READ']);
    const { body } = await call(createDocument, bearer(secret), {
      variables: { input: { name: 'Outro', scopes: ['ORDERS_READ'] } },
    });
    expect(body.errors[0]).toMatchObject({
      message: apiTokenForbiddenMessage,
      extensions: { code: 'FORBIDDEN' },
    });
    const list = await call('{ studio { apiTokens { edges { node { name } } } } }', bearer(secret));
    expect(list.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });
});

describe('a token at the door', () => {
  it('reads what its scope allows on /graphql and the /api paths, and nothing else', async () => {
    const secret = await tokenWith(['ORDERS_READ']);
    const orders = await call(ordersDocument, bearer(secret));
    expect(orders.body).toEqual({ data: { studio: { orders: { totalCount: 0 } } } });
    const csv = await t.rest('GET', '/api/adm/pedidos.csv', { host: host(), headers: bearer(secret) });
    expect(csv.status).toBe(200);
    const event = await t.rest('POST', '/api/adm/evento', {
      host: host(),
      headers: bearer(secret),
      body: { nomeEvento: 'Corrida' },
    });
    expect(event.status).toBe(403);
    expect(event.body).toEqual({ mensagem: { texto: apiTokenForbiddenMessage } });
    for (const document of [
      '{ me { email } }',
      '{ studio { team { email } } }',
      '{ operatorConsole { __typename } }',
    ]) {
      const { body } = await call(document, bearer(secret));
      expect(body.errors[0].extensions.code, document).toBe('FORBIDDEN');
    }
  });

  it('never acts as a customer', async () => {
    const secret = await tokenWith(['ORDERS_READ', 'EVENTS_WRITE', 'PRICING_WRITE', 'SALES_READ']);
    const { body } = await call('mutation { startNewCart { __typename } }', bearer(secret));
    expect(body.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it("is refused on another studio's host, expired, malformed or unknown: 401 in each path's words", async () => {
    const secret = await tokenWith(['ORDERS_READ']);
    const expired = await tokenWith(['ORDERS_READ']);
    await t.db.apiToken.update({
      where: { secretHash: hashToken(expired) },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const changed = `${secret.slice(0, 20)}${secret[20] === 'a' ? 'b' : 'a'}${secret.slice(21)}`;
    const unknown = await tokenWith(['ORDERS_READ']);
    await t.db.apiToken.deleteMany({ where: { secretHash: hashToken(unknown) } });
    const cases: [string, string, string][] = [
      ['another studio', secret, `${other.slug}.localhost`],
      ['expired', expired, host()],
      ['malformed', changed, host()],
      ['unknown', unknown, host()],
    ];
    for (const [name, token, at] of cases) {
      const graphql = await call(ordersDocument, bearer(token), { host: at });
      expect(graphql.status, name).toBe(401);
      expect(graphql.headers.get('www-authenticate'), name).toBe('Bearer error="invalid_token"');
      expect(graphql.body.errors[0], name).toMatchObject({
        message: invalidApiTokenMessage,
        extensions: { code: 'UNAUTHENTICATED' },
      });
      const rest = await t.rest('GET', '/api/adm/pedidos.csv', { host: at, headers: bearer(token) });
      expect(rest.status, name).toBe(401);
      expect(rest.body, name).toEqual({ mensagem: { texto: invalidApiTokenMessage } });
    }
    // Its own studio still takes it.
    expect((await call(ordersDocument, bearer(secret))).status).toBe(200);
  });

  it('uploads photos through the resumable paths, crediting nobody unless it names a photographer', async () => {
    const secret = await tokenWith(['EVENTS_WRITE']);
    const event = await factories(t.db, t.services).event(studio, { name: 'Corrida por token' });
    const photo = await renderLandscapeJpeg(320, 240, 7);
    const upload = async (metadata: Record<string, string>) => {
      const tus = { ...bearer(secret), 'Tus-Resumable': '1.0.0' };
      const created = await t.fetch('/api/adm/envios', {
        method: 'POST',
        host: host(),
        headers: {
          ...tus,
          'Upload-Length': String(photo.length),
          'Upload-Metadata': Object.entries({ evento: event.slug, filetype: 'image/jpeg', ...metadata })
            .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
            .join(','),
        },
      });
      expect(created.status).toBe(201);
      expect(created.headers.get('ratelimit-limit')).toBe(String(requestsPerMinute));
      const finished = await t.fetch(created.headers.get('location')!, {
        method: 'PATCH',
        host: host(),
        headers: { ...tus, 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
        body: Buffer.from(photo),
      });
      expect(finished.status).toBe(200);
      const { imagem } = await finished.json();
      return t.db.photo.findFirstOrThrow({ where: { eventId: event.id, name: imagem.nome } });
    };
    expect(await upload({ filename: 'sem-credito.jpg' })).toMatchObject({
      photographerId: null,
      photographerName: '',
    });
    expect(await upload({ filename: 'da-ana.jpg', fotografo: 'Ana Lente' })).toMatchObject({
      photographerId: null,
      photographerName: 'Ana Lente',
    });
  });

  it('writes its last use on the first request, then at most once a minute', async () => {
    const secret = await tokenWith(['ORDERS_READ']);
    const where = { secretHash: hashToken(secret) };
    await call(ordersDocument, bearer(secret));
    const first = (await t.db.apiToken.findUniqueOrThrow({ where })).lastUsedAt!;
    expect(Date.now() - first.getTime()).toBeLessThan(10_000);
    const recent = new Date(Date.now() - 30_000);
    await t.db.apiToken.update({ where, data: { lastUsedAt: recent } });
    await call(ordersDocument, bearer(secret));
    expect((await t.db.apiToken.findUniqueOrThrow({ where })).lastUsedAt).toEqual(recent);
    await t.db.apiToken.update({ where, data: { lastUsedAt: new Date(Date.now() - 61_000) } });
    await call(ordersDocument, bearer(secret));
    const written = (await t.db.apiToken.findUniqueOrThrow({ where })).lastUsedAt!;
    expect(Date.now() - written.getTime()).toBeLessThan(10_000);
  });
});

describe("a token's request limit", () => {
  it('is in the headers of every answer and holds across servers; past it, 429 with Retry-After', async () => {
    const secret = await tokenWith(['ORDERS_READ']);
    const second = createApp({ db: t.db, config: t.config, services: t.services });
    const onSecond = async () => {
      const response = await second.fetch(
        new Request(`http://${host()}/api/adm/pedidos.csv`, { headers: bearer(secret) }),
      );
      await response.text();
      return response;
    };
    const seen: string[] = [];
    for (let n = 1; n <= requestsPerMinute; n++) {
      const response = n % 2 ? await call(ordersDocument, bearer(secret)) : await onSecond();
      expect(response.status).toBe(200);
      const headers = response.headers;
      expect(headers.get('ratelimit-policy')).toBe(`"token";q=${requestsPerMinute};w=60`);
      expect(headers.get('ratelimit-limit')).toBe(String(requestsPerMinute));
      seen.push(`${headers.get('ratelimit-remaining')} ${headers.get('ratelimit')?.replace(/;t=\d+$/, '')}`);
      const reset = Number(headers.get('ratelimit-reset'));
      expect(reset).toBeGreaterThan(0);
      expect(reset).toBeLessThanOrEqual(60);
    }
    expect(seen).toEqual(
      Array.from({ length: requestsPerMinute }, (_, n) => {
        const remaining = requestsPerMinute - n - 1;
        return `${remaining} "token";r=${remaining}`;
      }),
    );
    const graphql = await call(ordersDocument, bearer(secret));
    expect(graphql.status).toBe(429);
    expect(graphql.body.errors[0].extensions.code).toBe('RATE_LIMITED');
    expect(graphql.body.errors[0].message).toMatch(
      /^Limite de requisições deste token excedido \(6 a cada 60 segundos\)\. Tente de novo em \d+ segundos?\.$/,
    );
    expect(Number(graphql.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(graphql.headers.get('ratelimit-remaining')).toBe('0');
    const rest = await onSecond();
    expect(rest.status).toBe(429);
    expect(rest.headers.get('retry-after')).toBeTruthy();
    // Another token of the same studio has its own count.
    expect((await call(ordersDocument, bearer(await tokenWith(['ORDERS_READ'])))).status).toBe(200);
  });
});

describe('a live subscription with a token', () => {
  it('carries the request limit in the stream answer', async () => {
    const secret = await tokenWith(['ORDERS_READ']);
    const response = await t.fetch('/graphql', {
      method: 'POST',
      host: host(),
      headers: { ...bearer(secret), 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      body: JSON.stringify({ query: 'subscription { orderChanged { __typename } }' }),
    });
    // The stream's first bytes (Yoga's opening ping), then the subscription is ended.
    const reader = response.body!.getReader();
    await reader.read();
    await reader.cancel();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    expect(response.headers.get('ratelimit-policy')).toBe(`"token";q=${requestsPerMinute};w=60`);
    expect(response.headers.get('ratelimit-remaining')).toBe(String(requestsPerMinute - 1));
  });
});

describe('introspection in production', () => {
  const introspection = '{ __schema { queryType { name } } }';

  it('stays off without a token and opens to a valid one', async () => {
    expect((await call(introspection, {})).body.errors[0].extensions.code).toBe('INTROSPECTION_DISABLED');
    expect((await call(introspection, owner)).body.errors[0].extensions.code).toBe('INTROSPECTION_DISABLED');
    const secret = await tokenWith(['SALES_READ']);
    expect((await call(introspection, bearer(secret))).body).toEqual({
      data: { __schema: { queryType: { name: 'Query' } } },
    });
  });

  it('answers the full introspection query tools send', async () => {
    const { getIntrospectionQuery } = await import('graphql');
    const secret = await tokenWith(['SALES_READ']);
    const { body } = await call(getIntrospectionQuery({ descriptions: true }), bearer(secret));
    expect(body.errors).toBeUndefined();
    expect(body.data.__schema.types.some((type: { name: string }) => type.name === 'ApiTokenScope')).toBe(
      true,
    );
  });
});
