// relay-compiler configuration: one artifacts folder, ESM, TypeScript types. relay-compiler loads this file
// with require(), which does not unwrap `default`: the quoted export makes require() return the object itself.
// Operations are persisted: artifacts carry an id, and the id -> text map beside them is what the server accepts.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const artifactDirectory = './client/src/__generated__';
const persistedOperations = `${artifactDirectory}/persisted-operations.json`;

// relay-compiler refuses to start without the map, and adds to it the operations whose artifacts it writes.
const here = path.dirname(fileURLToPath(import.meta.url));
const mapFile = path.join(here, persistedOperations);
if (!existsSync(mapFile)) {
  mkdirSync(path.dirname(mapFile), { recursive: true });
  writeFileSync(mapFile, '{}\n');
}

const config = {
  src: './client/src',
  schema: './schema.graphql',
  language: 'typescript',
  artifactDirectory,
  eagerEsModules: true,
  useImportTypeSyntax: true,
  noSourceControl: true,
  excludes: ['**/node_modules/**', '**/__mocks__/**', '**/__generated__/**'],
  persistConfig: { file: persistedOperations, algorithm: 'SHA256' },
};

export { config as 'module.exports' };
export default config;
