// Checks that committed files derived from the code still match it: schema.graphql, docs/openapi.json and the
// migrations.
import { readFile } from 'node:fs/promises';
import { diffSchemas } from './database/migrations.ts';
import { paths } from './paths.ts';
import { restOpenApiText } from './rest/openapi-document.ts';
import { printSchemaSdl } from './schema/print.ts';

/** A description of the drift, or null when schema.graphql is what Pothos prints. */
export async function graphqlSchemaDrift(): Promise<string | null> {
  const committed = await readFile(paths.graphqlSchema, 'utf8').catch(() => '');
  return committed === printSchemaSdl()
    ? null
    : 'schema.graphql differs from the Pothos schema: run `npm run generate` and commit the result.';
}

/** A description of the drift, or null when docs/openapi.json is what the REST route table documents. */
export async function openApiDrift(): Promise<string | null> {
  const committed = await readFile(paths.openApiDocument, 'utf8').catch(() => '');
  return committed === restOpenApiText()
    ? null
    : 'docs/openapi.json differs from the REST route table: run `npm run generate` and commit the result.';
}

/** A description of the drift, or null when the migrations bring a database to prisma/schema.prisma. */
export async function migrationDrift(databaseUrl: string): Promise<string | null> {
  const schema = await readFile(paths.prismaSchema, 'utf8');
  const migrated = await readFile(paths.migratedSchema, 'utf8').catch(() => null);
  const sql = await diffSchemas(databaseUrl, migrated, schema);
  return sql
    ? `prisma/schema.prisma changed since the last migration: run \`npm run db:migration -- <name>\`.\n${sql}`
    : null;
}
