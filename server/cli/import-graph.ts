// The repository's TypeScript import graph, read from the source text: which file imports which (relative paths
// only: packages are not ours), with `import type` told apart because it is erased at run time.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface Import {
  target: string;
  /** `import type` / `export type`: erased, so it loads nothing. */
  typeOnly: boolean;
}

// import ... from './x.ts', import './x.ts', export ... from './x.ts', import('./x.ts').
const staticImport =
  /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]/g;
const dynamicImport = /import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

const sourceFile = /\.(ts|tsx|mts)$/;

/** The relative imports of one file, resolved to absolute paths. */
export function importsOf(file: string): Import[] {
  const text = readFileSync(file, 'utf8');
  const found: Import[] = [];
  for (const match of text.matchAll(staticImport))
    found.push({ target: path.resolve(path.dirname(file), match[3]!), typeOnly: Boolean(match[2]) });
  for (const match of text.matchAll(dynamicImport))
    found.push({ target: path.resolve(path.dirname(file), match[1]!), typeOnly: false });
  return found.filter((entry) => sourceFile.test(entry.target));
}

/** The source files under `folder` (absolute paths), leaving out generated code and, unless asked, tests. */
export function sourceFilesUnder(folder: string, options: { tests?: boolean } = {}): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter(
      (entry) =>
        entry.isFile() &&
        sourceFile.test(entry.name) &&
        !entry.name.endsWith('.d.ts') &&
        (options.tests || !/\.test\.tsx?$/.test(entry.name)),
    )
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !/[\\/](generated|__generated__|node_modules)[\\/]/.test(file));
}
