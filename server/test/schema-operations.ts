// Every operation of the schema (each Query, Mutation and Subscription field, each admin field of a type, each type
// only admins read) with the document that runs it on arguments that name nothing, so that it passes parsing and
// reaches its scopes, and how to run it: what the role matrix and the token scope matrix (schema/access/) walk.
import { encodeGlobalID } from '@pothos/plugin-relay';
import {
  type ExecutionResult,
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
  parse,
  subscribe,
} from 'graphql';
import { createContext, type ServerContext } from '../context.ts';
import { schema } from '../schema/index.ts';
import { graphqlMultipart, type MultipartFile } from './multipart.ts';
import type { TestApp } from './test-app.ts';

export interface Operation {
  coordinate: string;
  typeName: string;
  field?: GraphQLField<unknown, unknown>;
  authScopes: unknown;
}

const roots = ['Query', 'Mutation', 'Subscription'];

/** Every operation of the schema an admin, a customer or anyone may run, with its declared scopes. */
export function schemaOperations(): Operation[] {
  const operations: Operation[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    const typeScopes = (type.extensions as { pothosOptions?: { authScopes?: unknown } }).pothosOptions
      ?.authScopes;
    if (typeScopes) operations.push({ coordinate: type.name, typeName: type.name, authScopes: typeScopes });
    const root = roots.includes(type.name);
    for (const field of Object.values(type.getFields())) {
      const authScopes = (field.extensions as { pothosOptions?: { authScopes?: unknown } }).pothosOptions
        ?.authScopes;
      if (root || authScopes)
        operations.push({ coordinate: `${type.name}.${field.name}`, typeName: type.name, field, authScopes });
    }
  }
  return operations;
}

const fakeId = encodeGlobalID('Nothing', '00000000-0000-0000-0000-000000000000');

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
    declared.push(`$${name}: ${arg.type.toString()}`);
    passed.push(`${arg.name}: $${name}`);
    variables[name] = dummy(arg.type, name, uploads);
  });
  const args = passed.length ? `(${passed.join(', ')})` : '';
  return { declared, text: `${field.name}${args}${selection(field.type)}` };
}

/** Where the operations are reached: the event of the Event fields, a node of each type read by id. */
export interface Reach {
  eventSlug: string;
  nodeIds: Record<string, string>;
}

/** The document that runs one operation: at the root, through the studio, its event, or a node of the type. */
export function documentFor(operation: Operation, reach: Reach) {
  const variables: Record<string, unknown> = {};
  const uploads: string[] = [];
  if (!operation.field) {
    const id = reach.nodeIds[operation.typeName];
    if (!id) throw new Error(`Give the matrix a ${operation.typeName} to read`);
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
      case 'Subscription':
        return `subscription${head} { ${inner} }`;
      case 'Studio':
        return `query${head} { studio { ${inner} } }`;
      case 'Event':
        return `query${head} { studio { event(slug: "${reach.eventSlug}") { ${inner} } } }`;
      default: {
        const id = reach.nodeIds[operation.typeName];
        if (!id) throw new Error(`Give the matrix a ${operation.typeName} to reach ${operation.coordinate}`);
        return `query${head} { node(id: "${id}") { ... on ${operation.typeName} { ${inner} } } }`;
      }
    }
  };
  return { document: wrap(call.text), variables, uploads };
}

/**
 * Runs an operation's document as `headers` ask: through the app (multipart when it carries files), or for a
 * subscription in-process (an allowed one would wait for events over HTTP) with the context the request would get,
 * graphql's subscribe refusing at once or handing back the stream, closed here and answered as no errors.
 */
export async function runDocument(
  t: TestApp,
  request: { host: string; headers: Record<string, string>; server?: ServerContext; image: Uint8Array },
  operation: Operation,
  call: ReturnType<typeof documentFor>,
): Promise<ExecutionResult> {
  const { host, headers } = request;
  const { document, variables, uploads } = call;
  if (operation.typeName === 'Subscription') {
    const contextValue = await createContext(
      { db: t.db, config: t.config, services: t.services },
      new Request(`http://${host}/graphql`, { headers }),
      request.server,
    );
    const result = await subscribe({
      schema,
      document: parse(document),
      variableValues: variables,
      contextValue,
    });
    if (!(Symbol.asyncIterator in result)) return result;
    await result.return?.();
    return {};
  }
  if (!uploads.length) return t.graphql(document, variables, { host, headers });
  const files = Object.fromEntries(
    uploads.map((path) => [path, { bytes: request.image, name: 'x.jpg' } as MultipartFile]),
  );
  return graphqlMultipart(t, { host, headers }, document, variables, files);
}
