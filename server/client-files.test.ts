// The built client's files: compressed copies when the browser takes them, cache headers, the app shell for page
// paths, 404 for missing assets, nothing outside the build folder.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClientFilesHandler } from './client-files.ts';

let root: string;
let serve: (request: Request) => Promise<Response>;
const script = 'console.log("revela");'.repeat(50);

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'revela-client-'));
  await mkdir(path.join(root, 'assets'));
  await writeFile(path.join(root, 'index.html'), '<!doctype html><title>Revela</title>');
  await writeFile(path.join(root, 'assets', 'app-1a2b.js'), script);
  await writeFile(path.join(root, 'assets', 'app-1a2b.js.br'), brotliCompressSync(script));
  await writeFile(path.join(root, 'assets', 'app-1a2b.js.gz'), gzipSync(script));
  await writeFile(path.join(root, 'assets', 'plain-3c4d.css'), 'body{margin:0}');
  serve = createClientFilesHandler(root);
});

afterAll(() => rm(root, { recursive: true, force: true }));

const get = (pathname: string, acceptEncoding?: string) =>
  serve(
    new Request(`http://localhost${pathname}`, {
      headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {},
    }),
  );

describe('the client files', () => {
  it('sends the Brotli copy to a browser that takes it, else the gzip one, else the file itself', async () => {
    const br = await get('/assets/app-1a2b.js', 'gzip, deflate, br, zstd');
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Vary')).toBe('Accept-Encoding');
    expect(br.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get('Content-Length'))).toBe(brBytes.length);
    expect(brotliDecompressSync(brBytes).toString()).toBe(script);

    const gz = await get('/assets/app-1a2b.js', 'gzip, br;q=0');
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(script);

    const plain = await get('/assets/app-1a2b.js');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it('sends a file the build did not compress as it is', async () => {
    const css = await get('/assets/plain-3c4d.css', 'br, gzip');
    expect(css.headers.get('Content-Encoding')).toBeNull();
    expect(await css.text()).toBe('body{margin:0}');
  });

  it('caches hashed assets for good and the app shell never without asking again', async () => {
    expect((await get('/assets/app-1a2b.js')).headers.get('Cache-Control')).toBe(
      'public, max-age=31536000, immutable',
    );
    const page = await get('/casamento-ana-e-pedro/carrinho');
    expect(page.status).toBe(200);
    expect(page.headers.get('Cache-Control')).toBe('no-cache');
    expect(await page.text()).toContain('<title>Revela</title>');
  });

  it('answers 404 for a missing asset and never serves what is outside the build', async () => {
    expect((await get('/assets/missing-9f9f.js')).status).toBe(404);
    const outside = await get('/..%2f..%2fetc%2fpasswd');
    expect(await outside.text()).not.toContain('root:');
  });
});
