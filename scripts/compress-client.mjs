// After `vite build`: writes a Brotli (.br) and a gzip (.gz) copy beside each text file of build/client, which the
// server sends to browsers that take them (server/client-files.ts). Compressed once at build, at the best levels.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const root = fileURLToPath(new URL('../build/client', import.meta.url));
const compressed = new Set(['.html', '.js', '.css', '.svg', '.json', '.txt']);
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

const files = (await readdir(root, { recursive: true, withFileTypes: true }))
  .filter((entry) => entry.isFile() && compressed.has(path.extname(entry.name)))
  .map((entry) => path.join(entry.parentPath, entry.name));

let before = 0;
let after = 0;
for (const file of files) {
  const bytes = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipped(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
  before += bytes.length;
  after += br.length;
}
console.log(
  `Compressed ${files.length} client files: ${(before / 1024).toFixed(0)} KB, ${(after / 1024).toFixed(0)} KB with Brotli`,
);
