// Writes schema.graphql from the Pothos schema (npm run generate).
import { writeFile } from 'node:fs/promises';
import { paths } from '../paths.ts';
import { printSchemaSdl } from '../schema/print.ts';

await writeFile(paths.graphqlSchema, printSchemaSdl());
console.log('Wrote schema.graphql');
