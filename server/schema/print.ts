// The schema as committed in schema.graphql: sorted, so the file only changes when the schema does.
import { lexicographicSortSchema, printSchema } from 'graphql';
import { schema } from './index.ts';

export function printSchemaSdl(): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
