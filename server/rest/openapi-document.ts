// The OpenAPI document of the whole REST route table, as docs/openapi.json commits it (and /api/openapi.json serves).
import { schema } from '../schema/index.ts';
import { openApiDocument, openApiText } from './reference/openapi.ts';
import { restRoutes } from './routes.ts';

export function restOpenApiText(): string {
  return openApiText(openApiDocument(restRoutes, schema));
}
