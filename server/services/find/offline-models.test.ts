// The search models run with no network at all: faces (Human on tfjs wasm) and race numbers (tesseract.js) are
// read in a process whose sockets, DNS and fetch all refuse, from an empty working directory that stays empty.
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, expect, it } from 'vitest';
import { paths } from '../../paths.ts';

const scratch = await mkdtemp(path.join(os.tmpdir(), 'revela-offline-'));
afterAll(() => rm(scratch, { recursive: true, force: true }));

it('reads faces and race numbers offline, writing nothing', async () => {
  const tsx = path.join(paths.root, 'node_modules/tsx/dist/esm/index.mjs');
  const run = promisify(execFile)(
    process.execPath,
    [
      '--import',
      tsx,
      '--import',
      path.join(paths.root, 'server/test/no-network.mjs'),
      path.join(paths.root, 'server/test/read-offline.ts'),
    ],
    {
      cwd: scratch,
      env: {
        ...process.env,
        HOME: scratch,
        HTTP_PROXY: 'http://127.0.0.1:9',
        HTTPS_PROXY: 'http://127.0.0.1:9',
      },
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  // A failure's message would carry the wasm glue code the model prints: keep its last lines.
  const { stdout, stderr } = await run.catch((error: { stderr?: string }) => {
    throw new Error(`read-offline failed:\n${(error.stderr ?? '').split('\n').slice(-15).join('\n')}`);
  });
  expect(stderr).not.toContain('network attempt');
  const result = JSON.parse(stdout.trim().split('\n').at(-1)!);
  expect(result.faces).toBe(3);
  expect(result.numbers).toContain(result.drawn);
  expect(await readdir(scratch)).toEqual([]);
}, 120_000);
