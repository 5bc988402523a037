// Runs `prisma generate` (client + Pothos types). Generation never uses Prisma's native schema engine,
// but the CLI insists on locating one and tries to download it, which fails offline; any existing file satisfies it.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const prismaCli = createRequire(import.meta.url).resolve('prisma/build/index.js');
const bin = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'node_modules', '.bin');
// Generators (prisma-pothos-types) are found on PATH, as when npm runs the script.
const env = {
  ...process.env,
  PATH: `${bin}${path.delimiter}${process.env.PATH}`,
  PRISMA_HIDE_UPDATE_MESSAGE: '1',
};
env.PRISMA_SCHEMA_ENGINE_BINARY ??= fileURLToPath(import.meta.url);
const result = spawnSync(process.execPath, [prismaCli, 'generate', '--schema', 'prisma/schema.prisma'], {
  env,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
