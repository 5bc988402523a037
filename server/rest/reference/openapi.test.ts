// The REST reference is generated from the route table: every route with its method, the fields its variables read,
// the failures and the token scopes that follow from it; committed as docs/openapi.json without drift.
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { openApiDrift } from '../../drift.ts';
import { schema } from '../../schema/index.ts';
import { routeReads } from '../../test/route-reads.ts';
import { isFileRoute, isHandlerRoute, type JsonSchema, type RestRoute } from '../route.ts';
import { restRoutes } from '../routes.ts';
import { withSharedResolved } from './components.ts';
import { openApiDocument, openApiPath, openApiText } from './openapi.ts';
import { shapes } from './shapes.ts';

const document = openApiDocument(restRoutes, schema);
const key = (route: RestRoute) => `${route.method} ${route.path}`;

/** The operation as the document states it, its shared answers, parameters and headers referenced. */
function statedOperation(method: string, path: string): Record<string, any> {
  return document.paths[openApiPath(path)]![method.toLowerCase()]!;
}

/** The operation with those written out, as a reader of the document gets it. */
function operationOf(method: string, path: string): Record<string, any> {
  return withSharedResolved(document, statedOperation(method, path));
}

/** The body paths a schema documents ('configuracoesGaleria.modusOperandi.id'), through shapes and combinations. */
function documentedPaths(schema: JsonSchema, prefix = ''): string[] {
  const node =
    typeof schema.$ref === 'string'
      ? (shapes as Record<string, JsonSchema>)[schema.$ref.replace('#/components/schemas/', '')]!
      : schema;
  const parts = [...((node.allOf as JsonSchema[]) ?? []), ...((node.anyOf as JsonSchema[]) ?? [])];
  const properties = Object.entries((node.properties as Record<string, JsonSchema>) ?? {});
  return [
    ...parts.flatMap((part) => documentedPaths(part, prefix)),
    ...properties.flatMap(([name, property]) => [
      `${prefix}${name}`,
      ...documentedPaths(property, `${prefix}${name}.`),
    ]),
  ];
}

/** Headers every HTTP client sends, which no route documents. */
const plainHeaders = new Set(['content-length', 'content-type', 'authorization']);

describe('the OpenAPI document', () => {
  it('is committed as the route table documents it (docs/openapi.json: run npm run generate)', async () => {
    expect(await openApiDrift()).toBeNull();
  });

  it('is a valid OpenAPI 3.1 document (its JSON Schemas included)', async () => {
    const validator = new Validator();
    const result = await validator.validate(JSON.parse(JSON.stringify(document)));
    expect(result.errors).toBeUndefined();
    expect(validator.version).toBe('3.1');
  });

  it('lists every route of the table with its method, and nothing else', () => {
    const listed = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const routes = restRoutes.map((route) => `${route.method} ${openApiPath(route.path)}`);
    expect(listed.sort()).toEqual(routes.sort());
    expect(routes.length).toBeGreaterThan(70);
  });

  it('refuses a route without documentation', () => {
    const route = restRoutes.find((entry) => entry.path === '/api/adm/evento')!;
    expect(() => openApiDocument([{ ...route, doc: undefined }], schema)).toThrow(
      'POST /api/adm/evento has no doc',
    );
  });

  it('documents every body field, query parameter and header the routes read', () => {
    const undocumented = restRoutes.flatMap((route) => {
      const reads = routeReads(route);
      const doc = route.doc!;
      const body = doc.body && !('contentType' in doc.body) ? new Set(documentedPaths(doc.body)) : new Set();
      const headers = new Set(Object.keys(doc.headers ?? {}).map((name) => name.toLowerCase()));
      return [
        ...reads.fields.map((path) => path.join('.')).filter((path) => !body.has(path)),
        ...reads.query.filter((name) => !(name in (doc.query ?? {}))).map((name) => `?${name}`),
        ...reads.headers
          .filter((name) => !plainHeaders.has(name) && !headers.has(name))
          .map((name) => `header ${name}`),
      ].map((what) => `${key(route)}: ${what}`);
    });
    expect(undocumented).toEqual([]);
    // The probe finds what the routes read (so the check above is not empty).
    const reads = routeReads(
      restRoutes.find((route) => key(route) === 'PUT /api/adm/:urlEvento/configuracoes')!,
    );
    expect(reads.fields.map((path) => path.join('.'))).toContain('configuracoesGaleria.modusOperandi.id');
  });

  it('gives an admin call the failures of its auth, body and operation, and the scope a token needs', () => {
    const createEvent = operationOf('POST', '/api/adm/evento');
    expect(Object.keys(createEvent.responses)).toEqual(['201', '400', '401', '403', '404', '413', '429']);
    expect(createEvent.responses['429'].headers).toHaveProperty('RateLimit-Remaining');
    expect(createEvent.responses['401'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/Mensagem',
    });
    expect(createEvent.security).toEqual([{ sessaoAdmin: [] }, { tokenApi: ['EVENTS_WRITE'] }]);
    expect(createEvent['x-graphql']).toEqual({ operacao: 'RestCreateEvent', campos: ['createEvent'] });
    // Changing an order is a member's: no token scope allows it.
    expect(
      operationOf('POST', '/api/adm/:urlEvento/:pedidoId/liberar-entrega-imagens-digitais').security,
    ).toEqual([{ sessaoAdmin: [] }]);
    expect(operationOf('GET', '/api/adm/pedidos.csv').security).toEqual([
      { sessaoAdmin: [] },
      { tokenApi: ['ORDERS_READ'] },
    ]);
  });

  it('gives customer and public calls theirs: the gallery session, typed errors, no token', () => {
    const addPhoto = operationOf('POST', '/api/:urlEvento/carrinho/adicionar-imagem');
    expect(addPhoto.security).toEqual([{ sessaoGaleria: [] }]);
    expect(addPhoto.responses['409'].description).toContain('PhotosNotForSaleError');
    const login = operationOf('POST', '/api/estudio/login');
    expect(login.security).toEqual([]);
    expect(login.responses['429'].description).toContain('TooManyAttemptsError');
    expect(login.responses['429'].headers).toBeUndefined();
  });

  it('states each answer, parameter and header many operations share once, in components, by $ref', () => {
    const createEvent = statedOperation('POST', '/api/adm/evento');
    expect(createEvent.responses['401']).toEqual({ $ref: '#/components/responses/SemLoginDoEstudio' });
    expect(createEvent.responses['400']).toEqual({
      $ref: '#/components/responses/CorpoInvalido-CampoInvalido-ValidationError',
    });
    const components = document.components as Record<string, Record<string, any>>;
    expect(components.responses!.LimiteDoToken.headers['RateLimit-Reset']).toEqual({
      $ref: '#/components/headers/RateLimit-Reset',
    });
    expect(components.headers!['RateLimit-Reset'].description).toContain('Segundos');
    expect(statedOperation('DELETE', '/api/adm/:urlEvento').parameters).toEqual([
      { $ref: '#/components/parameters/urlEvento' },
    ]);
    // An answer only one operation gives stays in it, with its own words.
    expect(statedOperation('POST', '/api/estudio/login').responses['401']).toEqual({
      description:
        'Erros da operação: InvalidCredentialsError, InvalidTwoFactorCodeError, TwoFactorCodeRequiredError.',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Mensagem' } } },
    });
    // Nothing shared is left written out twice.
    const written = new Map<string, string[]>();
    for (const [path, item] of Object.entries(document.paths))
      for (const [method, operation] of Object.entries(item as Record<string, any>)) {
        const places = [
          ...Object.values(operation.responses as Record<string, any>),
          ...((operation.parameters as any[]) ?? []),
          ...Object.values(operation.responses as Record<string, any>).flatMap((answer) =>
            Object.values(answer.headers ?? {}),
          ),
        ];
        for (const place of places.filter((entry) => !('$ref' in entry))) {
          const text = JSON.stringify(place);
          written.set(text, [...(written.get(text) ?? []), `${method} ${path}`]);
        }
      }
    expect([...written].filter(([, where]) => where.length > 1)).toEqual([]);
    // The committed text is a fraction of what it was with every answer written out (400 KB).
    expect(openApiText(document).length).toBeLessThan(250_000);
  });

  it('names each path parameter, and the handler routes that take a link or a session alike', () => {
    const parameters = operationOf('GET', '/api/:urlEvento/entrega/:pedidoId').parameters;
    expect(
      parameters.map((parameter: { name: string; in: string }) => `${parameter.in} ${parameter.name}`),
    ).toEqual(['path urlEvento', 'path pedidoId', 'query acesso']);
    const prints = restRoutes.find((route) => route.path === '/api/adm/pedidos/:pedidoId/impressao.zip')!;
    expect(isHandlerRoute(prints) && !isFileRoute(prints)).toBe(true);
    expect(operationOf('GET', prints.path).security).toEqual([
      {},
      { sessaoAdmin: [] },
      { tokenApi: ['ORDERS_READ'] },
    ]);
  });
});
