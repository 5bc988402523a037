// `npm start` / `npm run worker`: runs the built server (or worker), building first only when the build is missing
// or older than the sources, so a start after an unchanged checkout does not rebuild. Production runs
// `node build/server/server.js` itself (deploy/), built once with `npm run build`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sourceFingerprint, stampFile } from './source-fingerprint.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const entry = process.argv[2] === 'worker' ? 'worker' : 'server';
const built = ['build/server/server.js', 'build/server/worker.js', 'build/client/index.html'].every((file) =>
  existsSync(new URL(`../${file}`, import.meta.url)),
);
const stamp = existsSync(stampFile(root)) ? readFileSync(stampFile(root), 'utf8') : '';
if (!built || stamp !== sourceFingerprint(root)) {
  console.log(built ? 'Sources changed since the last build: building...' : 'No build yet: building...');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const child = spawn(process.execPath, [`build/server/${entry}.js`], { cwd: root, stdio: 'inherit' });
// The server drains requests and jobs on SIGTERM/SIGINT: pass them on and wait for it, rather than leave it behind.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
