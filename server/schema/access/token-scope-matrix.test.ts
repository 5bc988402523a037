// The token scope matrix: every admin operation of the schema (each admin field and type, each subscription) and
// every admin REST handler route, run with a token of each scope, is refused (FORBIDDEN / 403) exactly when
// domain/token-scopes.ts gives that scope no access to it; a few documented REST calls agree with their operations.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiTokenScope, apiTokenForbiddenMessage, apiTokenScopes } from '../../domain/api-tokens.ts';
import { accessOf } from '../../domain/operation-access.ts';
import { capabilities } from '../../domain/roles.ts';
import { tokenMay } from '../../domain/token-scopes.ts';
import type { Studio } from '../../generated/prisma/client.ts';
import { isHandlerRoute } from '../../rest/route.ts';
import { restRoutes } from '../../rest/routes.ts';
import { createApiToken } from '../../services/api-tokens/api-tokens.ts';
import { renderLandscapeJpeg } from '../../services/images/generated-pictures.ts';
import { factories } from '../../test/factories.ts';
import {
  documentFor,
  type Operation,
  type Reach,
  runDocument,
  schemaOperations,
} from '../../test/schema-operations.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const isCapability = (access: string) => (capabilities as readonly string[]).includes(access);
const nilId = '00000000-0000-0000-0000-000000000000';

let t: TestApp;
let host: string;
let reach: Reach;
let image: Uint8Array;
const tokens = {} as Record<ApiTokenScope, { secret: string; id: string; studio: Studio }>;

beforeAll(async () => {
  t = await createTestApp({}, { workers: false });
  const make = factories(t.db, t.services);
  const studio = await make.studio({ adminEmail: 'dono-escopos@estudio.test' });
  host = `${studio.slug}.localhost`;
  const owner = await t.db.adminUser.findFirstOrThrow({ where: { studioId: studio.id } });
  const viewer = { kind: 'admin' as const, userId: owner.id, sessionId: nilId, role: 'OWNER' as const };
  for (const scope of apiTokenScopes) {
    const { token, secret } = await createApiToken(
      { db: t.db, studio, viewer },
      { name: scope, scopes: [scope] },
    );
    tokens[scope] = { secret, id: token.id, studio };
  }
  const event = await make.event(studio);
  const photo = await make.photo(studio, event);
  const order = await make.order(studio, event, photo);
  const person = await t.db.authorizedPerson.create({
    data: { studioId: studio.id, eventId: event.id, name: 'Pessoa', password: 'senha' },
  });
  const endpoint = await t.db.webhookEndpoint.create({
    data: { studioId: studio.id, url: 'https://erp.example.com/ganchos', events: [], secretEncrypted: 'x' },
  });
  const message = await t.db.webhookMessage.create({
    data: {
      studioId: studio.id,
      endpointId: endpoint.id,
      eventType: 'order.paid',
      objectId: order.id,
      payload: {},
    },
  });
  const invitation = await t.db.eventInvitation.create({
    data: { studioId: studio.id, eventId: event.id, email: 'convidado@exemplo.com', token: 'matriz-convite' },
  });
  const dataRequest = await t.db.dataRequest.create({
    data: {
      studioId: studio.id,
      kind: 'EXPORT',
      source: 'STUDIO',
      email: 'titular@exemplo.com',
      dueAt: new Date(),
    },
  });
  reach = {
    eventSlug: event.slug,
    nodeIds: {
      Photo: encodeGlobalID('Photo', photo.id),
      Order: encodeGlobalID('Order', order.id),
      AuthorizedPerson: encodeGlobalID('AuthorizedPerson', person.id),
      ApiToken: encodeGlobalID('ApiToken', tokens.ORDERS_READ.id),
      WebhookEndpoint: encodeGlobalID('WebhookEndpoint', endpoint.id),
      WebhookMessage: encodeGlobalID('WebhookMessage', message.id),
      EventInvitation: encodeGlobalID('EventInvitation', invitation.id),
      DataRequest: encodeGlobalID('DataRequest', dataRequest.id),
    },
  };
  image = await renderLandscapeJpeg(64, 48, 1);
});

afterAll(async () => {
  await t?.close();
});

const bearer = (scope: ApiTokenScope) => ({ Authorization: `Bearer ${tokens[scope].secret}` });

async function refused(operation: Operation, scope: ApiTokenScope): Promise<boolean> {
  // A subscription runs in-process with the context the door gives the token.
  const server = { apiToken: { id: tokens[scope].id, studio: tokens[scope].studio, scopes: [scope] } };
  const call = documentFor(operation, reach);
  const result = await runDocument(t, { host, headers: bearer(scope), server, image }, operation, call);
  const errors = result.errors ?? [];
  // Parsing and variables must pass (their errors have no path), or the scopes were never asked.
  expect(
    errors.filter((error) => !error.path),
    operation.coordinate,
  ).toEqual([]);
  return errors.some((error) => error.extensions?.code === 'FORBIDDEN');
}

describe('the token scope matrix', () => {
  it('refuses each admin operation to exactly the scopes the table gives no access to it', async () => {
    const admin = schemaOperations().filter((operation) =>
      isCapability(accessOf(operation.coordinate) ?? ''),
    );
    expect(admin.length).toBeGreaterThan(100);
    const wrong: string[] = [];
    for (const operation of admin) {
      for (const scope of apiTokenScopes) {
        const isRefused = await refused(operation, scope);
        if (isRefused === tokenMay([scope], operation.coordinate))
          wrong.push(`${operation.coordinate} with ${scope}: ${isRefused ? 'refused' : 'allowed'}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 240_000);

  it('refuses the admin REST routes that run a service to the scopes that may not use them', async () => {
    const routes = restRoutes
      .filter(isHandlerRoute)
      .map((route) => `${route.method} ${route.path}`)
      .filter((key) => key.includes(' /api/adm') && isCapability(accessOf(key) ?? ''));
    expect(routes.length).toBeGreaterThan(8);
    const wrong: string[] = [];
    for (const key of routes) {
      const [method, pattern] = key.split(' ') as [string, string];
      const path = pattern
        .split('/')
        .map((segment) =>
          segment === ':urlEvento' ? reach.eventSlug : segment.startsWith(':') ? nilId : segment,
        )
        .join('/');
      for (const scope of apiTokenScopes) {
        const response = await t.fetch(path, {
          method,
          host,
          // What tus asks of each call, so that an allowed one gets past the protocol's own checks.
          headers: {
            ...bearer(scope),
            'Tus-Resumable': '1.0.0',
            'Upload-Offset': '0',
            'Content-Type': 'application/offset+octet-stream',
          },
        });
        const text = await response.text();
        const isRefused = response.status === 403 && text.includes(apiTokenForbiddenMessage);
        if (isRefused === tokenMay([scope], key))
          wrong.push(`${key} with ${scope}: ${response.status} ${text}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers the documented REST calls as their operations allow', async () => {
    const calls: [string, string, unknown, ApiTokenScope[]][] = [
      ['POST', '/api/adm/evento', { nomeEvento: 'Evento por token' }, ['EVENTS_WRITE']],
      ['GET', '/api/adm', undefined, []],
      ['POST', `/api/adm/${reach.eventSlug}/${nilId}/liberar-entrega-imagens-digitais`, {}, []],
    ];
    const wrong: string[] = [];
    for (const [method, path, body, allowed] of calls) {
      for (const scope of apiTokenScopes) {
        const { status } = await t.rest(method, path, { host, headers: bearer(scope), body });
        if ((status === 403) === allowed.includes(scope))
          wrong.push(`${method} ${path} with ${scope}: ${status}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await t.db.event.count({ where: { name: 'Evento por token' } })).toBe(1);
  });
});
