// After npm install/ci: the Prisma client always (prisma is a runtime dependency), and the REST shims' documents and
// Relay artifacts when the tools that make them are installed. `npm ci --omit=dev` (a production install of an
// already built tree) has no codegen or relay-compiler, and must not fail for it.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const run = (command, args) => {
  const result = spawnSync(command, args, { stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run(process.execPath, ['scripts/prisma-generate.mjs']);
const hasDevTools = ['@graphql-codegen/cli', 'relay-compiler'].every((name) => {
  try {
    require.resolve(`${name}/package.json`);
    return true;
  } catch {
    return false;
  }
});
if (hasDevTools) run('npm', ['run', 'generate:documents']);
else
  console.log('postinstall: development tools not installed (npm ci --omit=dev): documents not generated.');
