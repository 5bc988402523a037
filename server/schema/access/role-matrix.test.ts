// The role matrix: every operation of the schema (each Query and Mutation field, each admin field of a type, each
// type only admins read) and every admin REST handler route is classified in domain/operation-access.ts, and run
// by an owner, a manager and a photographer it is refused (FORBIDDEN / 403) exactly when the role may not.
import { encodeGlobalID } from '@pothos/plugin-relay';
import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
} from 'graphql';
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
import { graphqlMultipart, type MultipartFile } from '../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { schema } from '../index.ts';

const roles: AdminRole[] = ['OWNER', 'MANAGER', 'PHOTOGRAPHER'];
const isCapability = (access: string) => (capabilities as readonly string[]).includes(access);

interface Operation {
  coordinate: string;
  typeName: string;
  field?: GraphQLField<unknown, unknown>;
  authScopes: unknown;
}

/** Every operation of the schema an admin, a customer or anyone may run, with its declared scopes. */
function schemaOperations(): Operation[] {
  const operations: Operation[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    const typeScopes = (type.extensions as { pothosOptions?: { authScopes?: unknown } }).pothosOptions
      ?.authScopes;
    if (typeScopes) operations.push({ coordinate: type.name, typeName: type.name, authScopes: typeScopes });
    const root = type.name === 'Query' || type.name === 'Mutation';
    for (const field of Object.values(type.getFields())) {
      const authScopes = (field.extensions as { pothosOptions?: { authScopes?: unknown } }).pothosOptions
        ?.authScopes;
      if (root || authScopes)
        operations.push({ coordinate: `${type.name}.${field.name}`, typeName: type.name, field, authScopes });
    }
  }
  return operations;
}

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
    const known = new Set([...operations.map((operation) => operation.coordinate), ...adminHandlerRoutes]);
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

// ---------------------------------------------------------------------------------------------------------------

const fakeId = encodeGlobalID('Nothing', '00000000-0000-0000-0000-000000000000');

function typeText(type: GraphQLInputType): string {
  return type.toString();
}

/** A value of the right type that names nothing, so that the operation passes parsing and reaches its scopes. */
function dummy(type: GraphQLInputType, path: string, uploads: string[]): unknown {
  if (isNonNullType(type)) return dummy(type.ofType, path, uploads);
  if (isListType(type)) return [];
  if (isEnumType(type)) return type.getValues()[0]!.value === undefined ? null : type.getValues()[0]!.name;
  if (isInputObjectType(type)) {
    const value: Record<string, unknown> = {};
    if (type.isOneOf) {
      const first = Object.values(type.getFields())[0]!;
      value[first.name] = dummy(first.type, `${path}.${first.name}`, uploads);
      return value;
    }
    for (const field of Object.values(type.getFields())) {
      if (!isNonNullType(field.type) || field.defaultValue !== undefined) continue;
      value[field.name] = dummy(field.type, `${path}.${field.name}`, uploads);
    }
    return value;
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case 'String':
        return '';
      case 'Int':
      case 'Float':
        return 0;
      case 'Boolean':
        return false;
      case 'ID':
        return fakeId;
      case 'DateTime':
        return new Date(0).toISOString();
      case 'Upload':
        uploads.push(path);
        return null;
    }
  }
  throw new Error(`No dummy value for ${String(type)}`);
}

function selection(type: GraphQLOutputType): string {
  return isLeafType(getNamedType(type)) ? '' : ' { __typename }';
}

function fieldCall(
  field: GraphQLField<unknown, unknown>,
  variables: Record<string, unknown>,
  uploads: string[],
) {
  const declared: string[] = [];
  const passed: string[] = [];
  field.args.forEach((arg: GraphQLArgument, index) => {
    if (!isNonNullType(arg.type)) return;
    const name = `a${index}`;
    declared.push(`$${name}: ${typeText(arg.type)}`);
    passed.push(`${arg.name}: $${name}`);
    variables[name] = dummy(arg.type, name, uploads);
  });
  const args = passed.length ? `(${passed.join(', ')})` : '';
  return { declared, text: `${field.name}${args}${selection(field.type)}` };
}

interface Reach {
  eventSlug: string;
  nodeIds: Record<string, string>;
}

/** The document that runs one operation: at the root, through the studio, its event, or a node of the type. */
function documentFor(operation: Operation, reach: Reach) {
  const variables: Record<string, unknown> = {};
  const uploads: string[] = [];
  if (!operation.field) {
    const id = reach.nodeIds[operation.typeName];
    if (!id) throw new Error(`Give the role matrix a ${operation.typeName} to read`);
    return { document: `{ node(id: "${id}") { ... on ${operation.typeName} { id } } }`, variables, uploads };
  }
  const call = fieldCall(operation.field, variables, uploads);
  const head = call.declared.length ? `(${call.declared.join(', ')})` : '';
  const wrap = (inner: string) => {
    switch (operation.typeName) {
      case 'Query':
        return `query${head} { ${inner} }`;
      case 'Mutation':
        return `mutation${head} { ${inner} }`;
      case 'Studio':
        return `query${head} { studio { ${inner} } }`;
      case 'Event':
        return `query${head} { studio { event(slug: "${reach.eventSlug}") { ${inner} } } }`;
      default: {
        const id = reach.nodeIds[operation.typeName];
        if (!id)
          throw new Error(`Give the role matrix a ${operation.typeName} to reach ${operation.coordinate}`);
        return `query${head} { node(id: "${id}") { ... on ${operation.typeName} { ${inner} } } }`;
      }
    }
  };
  return { document: wrap(call.text), variables, uploads };
}

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
    reach = {
      eventSlug: event.slug,
      nodeIds: {
        Photo: encodeGlobalID('Photo', photo.id),
        Order: encodeGlobalID('Order', order.id),
        AuthorizedPerson: encodeGlobalID('AuthorizedPerson', person.id),
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
    const { document, variables, uploads } = documentFor(operation, reach);
    const headers = await sessionOf(role);
    const result = uploads.length
      ? await graphqlMultipart(
          t,
          { host, headers },
          document,
          variables,
          Object.fromEntries(uploads.map((path) => [path, { bytes: image, name: 'x.jpg' } as MultipartFile])),
        )
      : await t.graphql(document, variables, { host, headers });
    const errors = (result.errors ?? []) as {
      extensions?: { code?: string };
      message: string;
      path?: unknown;
    }[];
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
