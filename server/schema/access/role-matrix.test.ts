// The role matrix: every operation of the schema (each Query, Mutation and Subscription field, each admin field of a
// type, each type only admins read: test/schema-operations.ts) and every admin REST handler route is classified in
// domain/operation-access.ts, and run by an owner, a manager and a photographer it is refused (FORBIDDEN / 403)
// exactly when the role may not.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessOf, operationAccess } from '../../domain/operation-access.ts';
import { type AdminRole, capabilities, roleMay } from '../../domain/roles.ts';
import { isHandlerRoute } from '../../rest/route.ts';
import { restRoutes } from '../../rest/routes.ts';
import { byRole, byRoleOrGallerySession } from '../../role-gate.ts';
import { hashPassword } from '../../services/auth/passwords.ts';
import { hashToken, newToken, tokenPrefixes } from '../../services/auth/tokens.ts';
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

const roles: AdminRole[] = ['OWNER', 'MANAGER', 'PHOTOGRAPHER'];
const isCapability = (access: string) => (capabilities as readonly string[]).includes(access);

const adminHandlerRoutes = restRoutes
  .filter(isHandlerRoute)
  .map((route) => `${route.method} ${route.path}`)
  .filter((key) => key.startsWith('GET /api/adm') || key.includes('/api/adm/'));

describe('the classification table', () => {
  const operations = schemaOperations();

  it('classifies every operation of the schema (add the new one to domain/operation-access.ts)', () => {
    const missing = operations
      .map((operation) => operation.coordinate)
      .filter((coordinate) => !accessOf(coordinate));
    expect(missing).toEqual([]);
  });

  it('classifies every admin REST route that runs a service instead of an operation', () => {
    expect(adminHandlerRoutes.filter((key) => !accessOf(key))).toEqual([]);
  });

  it('names nothing that does not exist', () => {
    const handlerRoutes = restRoutes.filter(isHandlerRoute).map((route) => `${route.method} ${route.path}`);
    const known = new Set([...operations.map((operation) => operation.coordinate), ...handlerRoutes]);
    expect(Object.keys(operationAccess).filter((coordinate) => !known.has(coordinate))).toEqual([]);
  });

  it('is what every admin operation declares: its scopes come from the table, never a bare admin check', () => {
    const wrong = operations
      .filter((operation) => isCapability(accessOf(operation.coordinate) ?? ''))
      .filter((operation) => {
        const scopes = operation.authScopes;
        if (scopes === byRole || scopes === byRoleOrGallerySession) return false;
        return !(
          typeof scopes === 'object' &&
          scopes !== null &&
          (scopes as { adminCan?: string }).adminCan === operation.coordinate
        );
      })
      .map((operation) => operation.coordinate);
    expect(wrong).toEqual([]);
  });

  it("keeps the operator console's operations behind the operator's scope", () => {
    const open = operations
      .filter((operation) => accessOf(operation.coordinate) === 'operator')
      .filter(
        (operation) => (operation.authScopes as { isOperator?: boolean } | undefined)?.isOperator !== true,
      )
      .map((operation) => operation.coordinate);
    expect(open).toEqual([]);
  });

  it('keeps customer operations behind a gallery session', () => {
    const open = operations
      .filter((operation) => accessOf(operation.coordinate) === 'customer' && !operation.authScopes)
      .map((operation) => operation.coordinate);
    expect(open).toEqual([]);
  });
});

describe('the role matrix', () => {
  let t: TestApp;
  let host: string;
  let reach: Reach;
  const users: Partial<Record<AdminRole, string>> = {};
  let image: Uint8Array;

  beforeAll(async () => {
    t = await createTestApp({}, { workers: false });
    const make = factories(t.db, t.services);
    const studio = await make.studio({
      adminEmail: `dono-matriz@estudio.test`,
      adminPassword: 'senha-do-dono',
    });
    host = `${studio.slug}.localhost`;
    const owner = await t.db.adminUser.findFirstOrThrow({ where: { studioId: studio.id } });
    users.OWNER = owner.id;
    const passwordHash = await hashPassword('senha-da-equipe');
    for (const role of ['MANAGER', 'PHOTOGRAPHER'] as const) {
      const member = await t.db.adminUser.create({
        data: { studioId: studio.id, email: `${role.toLowerCase()}-matriz@estudio.test`, role, passwordHash },
      });
      users[role] = member.id;
    }
    const event = await make.event(studio);
    const photo = await make.photo(studio, event);
    const order = await make.order(studio, event, photo);
    const person = await t.db.authorizedPerson.create({
      data: { studioId: studio.id, eventId: event.id, name: 'Pessoa', password: 'senha' },
    });
    const apiToken = await t.db.apiToken.create({
      data: {
        studioId: studio.id,
        name: 'ERP',
        displayPrefix: 'rvk_',
        secretHash: 'matriz',
        scopes: ['ORDERS_READ'],
      },
    });
    const webhookEndpoint = await t.db.webhookEndpoint.create({
      data: {
        studioId: studio.id,
        url: 'https://erp.exemplo.com.br/revela',
        events: ['order.paid'],
        secretEncrypted: '',
      },
    });
    const webhookMessage = await t.db.webhookMessage.create({
      data: {
        studioId: studio.id,
        endpointId: webhookEndpoint.id,
        eventType: 'order.paid',
        objectId: order.id,
        payload: { type: 'order.paid', timestamp: new Date().toISOString(), data: {} },
      },
    });
    const invitation = await t.db.eventInvitation.create({
      data: {
        studioId: studio.id,
        eventId: event.id,
        email: 'convidado@exemplo.com',
        token: 'matriz-convite',
      },
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
        ApiToken: encodeGlobalID('ApiToken', apiToken.id),
        WebhookEndpoint: encodeGlobalID('WebhookEndpoint', webhookEndpoint.id),
        WebhookMessage: encodeGlobalID('WebhookMessage', webhookMessage.id),
        EventInvitation: encodeGlobalID('EventInvitation', invitation.id),
        DataRequest: encodeGlobalID('DataRequest', dataRequest.id),
      },
    };
    image = await renderLandscapeJpeg(64, 48, 1);
  });

  afterAll(async () => {
    await t?.close();
  });

  /** A fresh session of the role's member: an operation that ends sessions spoils none of the others. */
  async function sessionOf(role: AdminRole): Promise<Record<string, string>> {
    const studioId = (await t.db.adminUser.findUniqueOrThrow({ where: { id: users[role]! } })).studioId;
    const token = newToken(tokenPrefixes.adminSession);
    await t.db.adminSession.create({
      data: {
        studioId,
        userId: users[role]!,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + 3600_000),
      },
    });
    return { Authorization: `Bearer ${token}` };
  }

  async function run(operation: Operation, role: AdminRole): Promise<boolean> {
    const headers = await sessionOf(role);
    const result = await runDocument(t, { host, headers, image }, operation, documentFor(operation, reach));
    const errors = result.errors ?? [];
    // Parsing and variables must pass (their errors have no path), or the scopes were never asked.
    const beforeExecution = errors.filter((error) => !error.path);
    expect(beforeExecution, operation.coordinate).toEqual([]);
    return errors.some((error) => error.extensions?.code === 'FORBIDDEN');
  }

  it('refuses each admin operation to exactly the roles that may not run it', async () => {
    const admin = schemaOperations().filter((operation) =>
      isCapability(accessOf(operation.coordinate) ?? ''),
    );
    expect(admin.length).toBeGreaterThan(70);
    const wrong: string[] = [];
    for (const operation of admin) {
      const capability = accessOf(operation.coordinate) as (typeof capabilities)[number];
      for (const role of roles) {
        const refused = await run(operation, role);
        if (refused === roleMay(role, capability))
          wrong.push(`${operation.coordinate} as ${role}: ${refused ? 'refused' : 'allowed'}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 240_000);

  it('refuses the admin REST routes that run a service to the roles that may not use them', async () => {
    const probes: Record<string, string> = {
      'GET /api/adm/pedidos.csv': '/api/adm/pedidos.csv',
      'GET /api/adm/:urlEvento/download/:arquivoId': `/api/adm/${reach.eventSlug}/download/00000000-0000-0000-0000-000000000000`,
      'POST /api/adm/envios': '/api/adm/envios',
    };
    const wrong: string[] = [];
    for (const [key, path] of Object.entries(probes)) {
      const capability = accessOf(key) as (typeof capabilities)[number];
      for (const role of roles) {
        const response = await t.rest(key.split(' ')[0]!, path, { host, headers: await sessionOf(role) });
        if ((response.status === 403) === roleMay(role, capability))
          wrong.push(`${key} as ${role}: ${response.status}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers a REST operation route with 403 when the role may not run its operation', async () => {
    // GET /api/adm answers the whole studio, its orders included: a photographer may not read it.
    const photographer = await t.rest('GET', '/api/adm', { host, headers: await sessionOf('PHOTOGRAPHER') });
    expect(photographer.status).toBe(403);
    const manager = await t.rest('GET', '/api/adm', { host, headers: await sessionOf('MANAGER') });
    expect(manager.status).toBe(200);
  });
});
