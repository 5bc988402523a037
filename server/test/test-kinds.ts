// Sorts the server's test files by what they reach, read from their imports: those that open a database or store
// files run on every database and storage CI has (PGlite and PostgreSQL, a folder and S3), the others once.
import path from 'node:path';
import { importsOf, sourceFilesUnder } from '../cli/import-graph.ts';

/** Modules through which a test reaches a database or the file storage. */
const integrationModules = [
  'server/test/database.ts',
  'server/test/s3-server.ts',
  'server/database/database.ts',
  'server/database/embedded-postgres.ts',
  'server/services/storage/local-storage.ts',
  'server/services/storage/s3-storage.ts',
];

/** The server's test files, split by whether any import chain of theirs reaches a database or the storage. */
export function serverTestKinds(root: string): { integration: string[]; unit: string[] } {
  const targets = new Set(integrationModules.map((module) => path.join(root, module)));
  const reaches = new Map<string, boolean>();
  const visit = (file: string, seen: Set<string>): boolean => {
    const known = reaches.get(file);
    if (known !== undefined) return known;
    if (targets.has(file)) return true;
    if (seen.has(file)) return false;
    seen.add(file);
    let result = false;
    try {
      // `import type` loads nothing, so it reaches nothing.
      result = importsOf(file).some((entry) => !entry.typeOnly && visit(entry.target, seen));
    } catch {
      result = false; // a generated file not built yet
    }
    reaches.set(file, result);
    return result;
  };
  const integration: string[] = [];
  const unit: string[] = [];
  const tests = sourceFilesUnder(path.join(root, 'server'), { tests: true }).filter((file) =>
    file.endsWith('.test.ts'),
  );
  for (const file of tests) (visit(file, new Set()) ? integration : unit).push(path.relative(root, file));
  return { integration: integration.sort(), unit: unit.sort() };
}
