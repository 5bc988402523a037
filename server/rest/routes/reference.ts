// The API reference, open to anyone: GET /api/openapi.json (the OpenAPI document of the route table), GET /api/docs
// (that document as a page) and GET /api/docs/graphql (the GraphQL schema as a page); each made once per process.
import { schema } from '../../schema/index.ts';
import { graphqlPage } from '../reference/graphql-page.ts';
import { type OpenApiDocument, openApiDocument, openApiText } from '../reference/openapi.ts';
import { openApiPage } from '../reference/openapi-page.ts';
import type { RestRoute } from '../route.ts';

const tag = 'Referência';

/** The answers change only with a new version of the server. */
const cacheControl = 'public, max-age=300';

function once(make: () => string): () => string {
  let made: string | undefined;
  return () => (made ??= make());
}

function answer(text: string, contentType: string): Response {
  return new Response(text, { headers: { 'Content-Type': contentType, 'Cache-Control': cacheControl } });
}

/** The reference's routes; `table` is the whole route table, these included, read on the first request. */
export function referenceRoutes(table: () => readonly RestRoute[]): RestRoute[] {
  let document: OpenApiDocument | undefined;
  const documentOf = () => (document ??= openApiDocument(table(), schema));
  const json = once(() => openApiText(documentOf()));
  const restPage = once(() => openApiPage(documentOf()));
  const graphqlReference = once(() => graphqlPage(schema));
  return [
    {
      method: 'GET',
      path: '/api/openapi.json',
      handle: async () => answer(json(), 'application/json; charset=utf-8'),
      doc: {
        tag,
        summary: 'Este documento OpenAPI 3.1',
        description: 'O mesmo que docs/openapi.json no repositório.',
        answers: { 200: { description: 'O documento.', contentType: 'application/json' } },
      },
    },
    {
      method: 'GET',
      path: '/api/docs',
      handle: async () => answer(restPage(), 'text/html; charset=utf-8'),
      doc: {
        tag,
        summary: 'A referência da API REST, para ler no navegador',
        answers: { 200: { description: 'A página.', contentType: 'text/html' } },
      },
    },
    {
      method: 'GET',
      path: '/api/docs/graphql',
      handle: async () => answer(graphqlReference(), 'text/html; charset=utf-8'),
      doc: {
        tag,
        summary:
          'A referência da API GraphQL: consultas, mutações, assinaturas e cada tipo, com as descrições',
        answers: { 200: { description: 'A página.', contentType: 'text/html' } },
      },
    },
  ];
}
