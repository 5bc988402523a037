// Sorts the server's test files by what they reach, read from their imports: those that open a database or store
// files run on every database and storage CI has (PGlite and PostgreSQL, a folder and S3), the others once.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Modules through which a test reaches a database or the file storage. */
const integrationModules = [
  'server/test/database.ts',
  'server/test/s3-server.ts',
  'server/database/database.ts',
  'server/database/embedded-postgres.ts',
  'server/services/storage/local-storage.ts',
  'server/services/storage/s3-storage.ts',
];

// Value imports and re-exports with a relative path: `import type` and `export type` are erased and reach nothing.
const importPattern =
  /(?:^|\n)\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]/g;
const dynamicImportPattern = /import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

function relativeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const pattern of [importPattern, dynamicImportPattern])
    for (const match of text.matchAll(pattern)) found.push(path.resolve(path.dirname(file), match[1]!));
  return found.filter((target) => /\.(ts|tsx|mts|js|mjs)$/.test(target));
}

function testFilesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.test.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

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
      result = relativeImports(file).some((target) => visit(target, seen));
    } catch {
      result = false; // a generated file not built yet, or a path that is not a module
    }
    reaches.set(file, result);
    return result;
  };
  const integration: string[] = [];
  const unit: string[] = [];
  for (const file of testFilesUnder(path.join(root, 'server'))) {
    const relative = path.relative(root, file);
    (visit(file, new Set()) ? integration : unit).push(relative);
  }
  return { integration: integration.sort(), unit: unit.sort() };
}
