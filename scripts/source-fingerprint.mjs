// A fingerprint of what the build is made from (every source file's path, size and modification time): `npm run
// build` stamps it into build/, and `npm start` builds again only when it differs.
import { createHash } from 'node:crypto';
import { readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const sourceFolders = ['server', 'client', 'prisma', 'scripts'];
const sourceFiles = [
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'tsconfig.build.json',
  'relay.config.js',
];
const skipped = /(^|[\\/])(node_modules|__generated__|generated)([\\/]|$)|\.test\.tsx?$/;

export function stampFile(root) {
  return path.join(root, 'build', '.source-fingerprint');
}

export function sourceFingerprint(root) {
  const hash = createHash('sha256');
  const files = [...sourceFiles];
  for (const folder of sourceFolders) {
    for (const entry of readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })) {
      const file = path.relative(root, path.join(entry.parentPath, entry.name));
      if (entry.isFile() && !skipped.test(file)) files.push(file);
    }
  }
  for (const file of files.sort()) {
    const stat = statSync(path.join(root, file), { throwIfNoEntry: false });
    if (stat) hash.update(`${file}\0${stat.size}\0${stat.mtimeMs}\n`);
  }
  return hash.digest('hex');
}

// `node scripts/source-fingerprint.mjs`: the last build step, stamping what the build was made from.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  writeFileSync(stampFile(root), sourceFingerprint(root));
}
