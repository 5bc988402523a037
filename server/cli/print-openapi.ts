// Writes docs/openapi.json from the REST route table (npm run generate, after the REST documents it reads).
import { writeFile } from 'node:fs/promises';
import { paths } from '../paths.ts';
import { restOpenApiText } from '../rest/openapi-document.ts';

await writeFile(paths.openApiDocument, restOpenApiText());
console.log('Wrote docs/openapi.json');
