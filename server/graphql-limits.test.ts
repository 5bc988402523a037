// The limits of graphql-limits.ts: every operation of our own (the client's persisted operations and the REST
// shims' documents) fits them, oversized documents are refused in Portuguese, introspection follows the
// configuration, pages are capped, and the client's persisted ids are accepted.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { MaxTokensParserWLexer } from '@escape.tech/graphql-armor-max-tokens';
import { type GraphQLError, getOperationAST, parse, Source, specifiedRules, validate } from 'graphql';
import { envelop, type Plugin } from 'graphql-yoga';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import {
  adminStudioPages,
  documentLimits,
  graphqlLimitPlugins,
  limitExceededCode,
  pageSizes,
} from './graphql-limits.ts';
import { loadPersistedOperations, persistedOperationsFile } from './persisted-operations.ts';
import * as restDocuments from './rest/__generated__/graphql.ts';
import { schema } from './schema/index.ts';
import { type AdminClient, adminOfNewStudio } from './test/admin-client.ts';
import { factories } from './test/factories.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

/** The client's operations: the persisted text of every id a Relay artifact carries. */
function clientOperations(): [string, string][] {
  const map = loadPersistedOperations();
  if (!map) throw new Error(`${persistedOperationsFile} is missing: run npm run relay`);
  const folder = path.dirname(persistedOperationsFile);
  const ids = readdirSync(folder)
    .filter((file) => file.endsWith('.graphql.ts'))
    .flatMap((file) => [...readFileSync(path.join(folder, file), 'utf8').matchAll(/"id": "([0-9a-f]{64})"/g)])
    .map((match) => match[1]!);
  return [...new Set(ids)].map((id) => {
    const text = map.get(id);
    if (!text)
      throw new Error(`The artifact id ${id} is not in ${persistedOperationsFile}: run npm run relay`);
    return [getOperationAST(parseText(text))?.name?.value ?? id, text];
  });
}

/** The REST shims' operations, with their fragments, as the router runs them. */
function restOperations(): [string, string][] {
  return Object.entries(restDocuments)
    .map(([name, document]) => [`REST ${name}`, String(document)] as [string, string])
    .filter(([, text]) => /^\s*(query|mutation)\b/.test(text));
}

function parseText(text: string) {
  return new MaxTokensParserWLexer(new Source(text), { n: Number.POSITIVE_INFINITY }).parseDocument();
}

/** What armor counts for one document, with the limits out of the way. */
function measure(text: string) {
  const parser = new MaxTokensParserWLexer(new Source(text), { n: Number.POSITIVE_INFINITY });
  const document = parser.parseDocument();
  const figures = { tokens: parser.tokenCount, depth: 0, aliases: 0, directives: 0, cost: 0 };
  const record = (key: 'depth' | 'aliases' | 'directives' | 'cost') => ({
    onAccept: [
      (_context: unknown, details: { n: number }) => (figures[key] = Math.max(figures[key], details.n)),
    ],
  });
  const huge = Number.POSITIVE_INFINITY;
  validate(schema, document, [
    maxDepthRule({ n: huge, flattenFragments: true, ...record('depth') }),
    maxAliasesRule({ n: huge, ...record('aliases') }),
    maxDirectivesRule({ n: huge, ...record('directives') }),
    costLimitRule({ maxCost: huge, ...record('cost') }),
  ]);
  return figures;
}

describe('our own operations', () => {
  const operations = [...clientOperations(), ...restOperations()];
  // The same plugins /graphql runs, in production's configuration.
  const engine: Plugin = {
    onParse: ({ setParseFn }) => setParseFn(parse),
    onValidate: ({ setValidationFn, addValidationRule }) => {
      setValidationFn(validate);
      for (const rule of specifiedRules) addValidationRule(rule);
    },
  };
  const { parse: parseWithLimits, validate: validateWithLimits } = envelop({
    plugins: [engine, ...graphqlLimitPlugins({ introspection: false })],
  })();

  it('are all there: every client artifact and REST document', () => {
    expect(operations.filter(([name]) => !name.startsWith('REST')).length).toBeGreaterThan(50);
    expect(operations.filter(([name]) => name.startsWith('REST')).length).toBeGreaterThan(40);
  });

  it.each(operations)('%s fits the limits', (_name, text) => {
    const errors = validateWithLimits(schema, parseWithLimits(text)) as readonly GraphQLError[];
    expect(errors.map((error) => error.message)).toEqual([]);
  });

  it('leave room under each limit (the measured figures)', () => {
    const largest = { tokens: 0, depth: 0, aliases: 0, directives: 0, cost: 0 };
    const where: Record<string, string> = {};
    for (const [name, text] of operations) {
      for (const [key, value] of Object.entries(measure(text)) as [keyof typeof largest, number][]) {
        if (value > largest[key]) {
          largest[key] = value;
          where[key] = name;
        }
      }
    }
    console.info('Largest figures among our operations:', largest, where);
    expect(largest.tokens).toBeLessThanOrEqual(documentLimits.tokens / 2);
    expect(largest.depth).toBeLessThan(documentLimits.depth);
    expect(largest.aliases).toBeLessThanOrEqual(documentLimits.aliases);
    expect(largest.directives).toBeLessThanOrEqual(documentLimits.directives);
    expect(largest.cost).toBeLessThan(documentLimits.cost);
  });
});

/** A query of `count` aliases of one field. */
const aliasesQuery = (count: number) =>
  `{ ${Array.from({ length: count }, (_, index) => `a${index}: studio { name }`).join(' ')} }`;

/** Orders of an event, each asking its event again: four levels a turn, `turns` turns. */
const deepQuery = (turns: number) =>
  `{ studio { event(slug: "x") { ${'orders { edges { node { event { '.repeat(turns)}id${' } } } }'.repeat(turns)} } } }`;

describe('/graphql', () => {
  let t: TestApp;
  let admin: AdminClient;
  beforeAll(async () => {
    t = await createTestApp({}, { workers: false });
    admin = await adminOfNewStudio(t, factories(t.db, t.services));
  });
  afterAll(() => t.close());

  const messages = (result: { errors?: readonly { message: string }[] }) =>
    (result.errors ?? []).map((error) => error.message);

  it('refuses 2,000 aliases, with a clear message in Portuguese', async () => {
    const result = await t.graphql(aliasesQuery(2000));
    expect(result.data).toBeUndefined();
    expect(result.errors?.[0]?.extensions?.code).toBe(limitExceededCode);
    // 2,000 aliases are 12,000 tokens: the parser stops before reading the whole document.
    expect(messages(result)).toEqual([
      `A consulta é grande demais: o limite é de ${documentLimits.tokens} tokens.`,
    ]);
  });

  it('refuses more aliases than the limit in a short document', async () => {
    const result = await t.graphql(aliasesQuery(documentLimits.aliases + 1));
    expect(messages(result)).toEqual([
      `A consulta tem apelidos (aliases) demais: o limite é de ${documentLimits.aliases}.`,
    ]);
    expect((await t.graphql(aliasesQuery(documentLimits.aliases))).errors).toBeUndefined();
  });

  it('refuses a depth of 80', async () => {
    const result = await admin.graphql(deepQuery(20));
    expect(result.data).toBeUndefined();
    // Twenty turns nest 85 levels, which armor's cost (1.5 times a level) also finds too much.
    expect(messages(result)).toContain(
      `A consulta é profunda demais: o limite é de ${documentLimits.depth} níveis de campos.`,
    );
  });

  it('refuses pages multiplied past the cost limit', async () => {
    const result = await admin.graphql(
      '{ studio { events(first: 500) { edges { node { photos(first: 200) { edges { node { id name width height } } } } } } } }',
    );
    expect(result.errors?.[0]?.message).toMatch(/^A consulta pede dados demais de uma vez/);
  });

  it('answers a persisted operation by its id, and still an ad-hoc query', async () => {
    const map = loadPersistedOperations()!;
    const [id] = [...map].find(([, text]) => text.startsWith('query authRouteQuery {'))!;
    const response = await t.fetch('/graphql', {
      method: 'POST',
      host: admin.host,
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ documentId: id, variables: {} }),
    });
    const result = await response.json();
    expect(result.errors).toBeUndefined();
    expect(result.data.studio.name).toBe(admin.studio.name);
    expect((await admin.graphql('{ studio { name } }')).data).toEqual({
      studio: { name: admin.studio.name },
    });
  });

  it('refuses an unknown persisted id', async () => {
    const response = await t.fetch('/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ documentId: 'f'.repeat(64), variables: {} }),
    });
    const result = await response.json();
    expect(result.errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    expect(result.errors[0].message).toMatch(/^Operação desconhecida/);
  });

  describe('pages', () => {
    let eventId: string;
    let slug: string;
    const photoCount = pageSizes.photos.max + 50;
    const orderCount = pageSizes.orders.max + 20;

    beforeAll(async () => {
      const make = factories(t.db, t.services);
      const event = await make.event(admin.studio);
      const photo = await make.photo(admin.studio, event);
      const order = await t.db.order.findUniqueOrThrow({
        where: { id: (await make.order(admin.studio, event, photo)).id },
      });
      eventId = event.id;
      slug = event.slug;
      const { id: _id, number: _number, cartId: _cartId, ...orderFields } = order;
      await t.db.order.createMany({
        data: Array.from({ length: orderCount - 1 }, (_, index) => ({
          ...orderFields,
          number: 100_000 + index,
        })) as never,
      });
      const copies = Array.from({ length: photoCount - 1 }, (_, index) => ({
        id: crypto.randomUUID(),
        studioId: admin.studio.id,
        eventId,
        name: `copia-${index}.jpg`,
        originalName: `IMG_${index}.jpg`,
        width: photo.width,
        height: photo.height,
      }));
      await t.db.photo.createMany({ data: copies });
      await t.db.photoFile.createMany({
        data: copies.map((copy) => ({
          studioId: admin.studio.id,
          photoId: copy.id,
          variant: 'ORIGINAL' as const,
          storageKey: `teste/${copy.id}`,
          mimeType: 'image/jpeg',
          width: copy.width,
          height: copy.height,
          bytes: 1000,
        })),
      });
    });

    it(`gives at most ${pageSizes.photos.max} photos and ${pageSizes.orders.max} orders a page`, async () => {
      const { data, errors } = await admin.graphql(
        `query($slug: String!) { studio { event(slug: $slug) {
          photos(first: 10000) { edges { node { id } } pageInfo { hasNextPage } }
          orders(first: 1000) { edges { node { id } } pageInfo { hasNextPage } }
        } } }`,
        { slug },
      );
      expect(errors).toBeUndefined();
      expect(data.studio.event.photos.edges).toHaveLength(pageSizes.photos.max);
      expect(data.studio.event.photos.pageInfo.hasNextPage).toBe(true);
      expect(data.studio.event.orders.edges).toHaveLength(pageSizes.orders.max);
      expect(data.studio.event.orders.pageInfo.hasNextPage).toBe(true);
    });

    it('GET /api/adm lists each event with bounded photos and orders', async () => {
      const { status, body } = await admin.rest('GET', '/api/adm');
      expect(status).toBe(200);
      const event = body.eventos.find((item: { url: string }) => item.url === slug);
      expect(event.imagens).toHaveLength(adminStudioPages.photos);
      expect(event.imagens[0].arquivoAltaResolucao.urlDownload).toMatch(`/api/adm/${slug}/download/`);
      expect(event.pedidos).toHaveLength(adminStudioPages.orders);
      const consolidated = body.eventosConsolidados.find((item: { url: string }) => item.url === slug);
      expect(consolidated.pedidos).toHaveLength(adminStudioPages.orders);
    });

    it('GET /api/{urlEvento} still lists the whole gallery (the REST document is our own)', async () => {
      const open = await t.rest('GET', `/api/${slug}/galeria-publica/criar-sessao`, { host: admin.host });
      expect(open.status).toBe(200);
      const { body } = await t.rest('GET', `/api/${slug}`, {
        host: admin.host,
        headers: { Authorization: `Bearer ${open.body.accessTokenGaleria}` },
      });
      expect(body.evento.imagens).toHaveLength(photoCount);
    });
  });
});

describe('introspection and field suggestions', () => {
  it('are on outside production and off in production unless GRAPHQL_INTROSPECTION=true', () => {
    expect(loadConfig({}).graphqlIntrospection).toBe(true);
    expect(loadConfig({ GRAPHQL_INTROSPECTION: 'false' }).graphqlIntrospection).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).graphqlIntrospection).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', GRAPHQL_INTROSPECTION: 'true' }).graphqlIntrospection).toBe(
      true,
    );
    expect(() => loadConfig({ GRAPHQL_INTROSPECTION: 'yes' })).toThrow(
      'Invalid GRAPHQL_INTROSPECTION: must be true or false',
    );
  });

  const introspection = '{ __schema { queryType { name } } }';
  const misspelt = '{ studio { nam } }';
  // Production asks for a SECRET_KEY when files are in object storage (the S3 run of this suite).
  const production = {
    NODE_ENV: 'production',
    MERCADO_PAGO_MODE: 'simulated',
    CEP_PROVIDER: 'simulated',
    SECRET_KEY: 'uma-chave-de-teste-com-mais-de-32-caracteres',
  };

  it('in development: the schema answers and suggestions help', async () => {
    const t = await createTestApp({}, { workers: false });
    try {
      expect((await t.graphql(introspection)).data).toEqual({ __schema: { queryType: { name: 'Query' } } });
      expect((await t.graphql(misspelt)).errors?.[0]?.message).toMatch(/Did you mean "name"/);
    } finally {
      await t.close();
    }
  });

  it('in production: refused, and no suggestion reveals a field', async () => {
    const t = await createTestApp(production, { workers: false });
    try {
      const refused = await t.graphql(introspection);
      expect(refused.data).toBeUndefined();
      expect(refused.errors?.[0]?.extensions?.code).toBe('INTROSPECTION_DISABLED');
      expect(refused.errors?.[0]?.message).toBe(
        'A introspecção do esquema está desligada neste servidor (campo "__schema").',
      );
      expect((await t.graphql('{ __type(name: "Studio") { name } }')).data).toBeUndefined();
      expect((await t.graphql('{ __typename }')).data).toEqual({ __typename: 'Query' });
      const message = (await t.graphql(misspelt)).errors?.[0]?.message;
      expect(message).toBe('Cannot query field "nam" on type "Studio".');
    } finally {
      await t.close();
    }
  });

  it('in production with GRAPHQL_INTROSPECTION=true: the schema answers', async () => {
    const t = await createTestApp({ ...production, GRAPHQL_INTROSPECTION: 'true' }, { workers: false });
    try {
      expect((await t.graphql(introspection)).data).toEqual({ __schema: { queryType: { name: 'Query' } } });
      expect((await t.graphql(misspelt)).errors?.[0]?.message).toMatch(/Did you mean/);
    } finally {
      await t.close();
    }
  });
});
