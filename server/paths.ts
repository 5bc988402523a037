// Where the project's files live, whether running from source (server/) or from the build (build/server/).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function findProjectRoot(start: string): string {
  let dir = start;
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`package.json not found above ${start}`);
    dir = parent;
  }
  return dir;
}

const root = findProjectRoot(path.dirname(fileURLToPath(import.meta.url)));

export const paths = {
  root,
  prismaSchema: path.join(root, 'prisma', 'schema.prisma'),
  migrations: path.join(root, 'prisma', 'migrations'),
  // The schema as of the newest migration: new migrations are the diff from it (the wasm engine cannot introspect).
  migratedSchema: path.join(root, 'prisma', 'migrations', 'schema.prisma.snapshot'),
  graphqlSchema: path.join(root, 'schema.graphql'),
  // The REST reference, generated from the route table (npm run generate): also served at /api/openapi.json.
  openApiDocument: path.join(root, 'docs', 'openapi.json'),
  clientBuild: path.join(root, 'build', 'client'),
  defaultDataDir: path.join(root, 'data'),
};
