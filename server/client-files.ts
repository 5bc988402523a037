// Serves the built React client: hashed assets cached for good, every other page path gets index.html. Text files
// go out in the Brotli or gzip copy the build wrote beside them (scripts/compress-client.mjs) when the browser
// takes it. The build also lists the hashes of index.html's inline scripts, which the pages' policy allows.

import { createReadStream, readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** The kinds of file the build compresses (scripts/compress-client.mjs writes `.br` and `.gz` copies). */
const compressedTypes = new Set(['.html', '.js', '.css', '.svg', '.json', '.txt']);

const encodings = [
  { name: 'br', extension: '.br' },
  { name: 'gzip', extension: '.gz' },
] as const;

/** The best compressed copy of a file the browser accepts, when the build wrote one. */
async function compressedCopy(filePath: string, acceptEncoding: string) {
  const accepted = new Set(
    acceptEncoding
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, quality]) => !quality || !/^q=0(\.0*)?$/.test(quality.trim()))
      .map(([name]) => name!.toLowerCase()),
  );
  for (const encoding of encodings) {
    if (!accepted.has(encoding.name)) continue;
    const copy = `${filePath}${encoding.extension}`;
    const info = await stat(copy).catch(() => null);
    if (info?.isFile()) return { path: copy, encoding: encoding.name, size: info.size };
  }
  return null;
}

/**
 * The CSP sources ('sha256-...') of the inline scripts of the built index.html, which the build lists in csp.json
 * (client/early-query-plugin.ts); none when the client is not built (pages then run no inline script, as before).
 */
export function clientScriptHashes(root: string): string[] {
  let text: string;
  try {
    text = readFileSync(path.join(root, 'csp.json'), 'utf8');
  } catch {
    return [];
  }
  const { scriptHashes } = JSON.parse(text) as { scriptHashes?: unknown };
  return Array.isArray(scriptHashes)
    ? scriptHashes.filter(
        (source): source is string =>
          typeof source === 'string' && /^'sha256-[A-Za-z0-9+/]{43}='$/.test(source),
      )
    : [];
}

export function createClientFilesHandler(root: string): (request: Request) => Promise<Response> {
  const indexPath = path.join(root, 'index.html');

  async function fileResponse(
    filePath: string,
    request: Request,
    cacheControl: string,
  ): Promise<Response | null> {
    const info = await stat(filePath).catch(() => null);
    if (!info?.isFile()) return null;
    const headers: Record<string, string> = {
      'Content-Type': types[path.extname(filePath)] ?? 'application/octet-stream',
      'Content-Length': String(info.size),
      'Cache-Control': cacheControl,
      'X-Content-Type-Options': 'nosniff',
    };
    let sent = filePath;
    if (compressedTypes.has(path.extname(filePath))) {
      headers.Vary = 'Accept-Encoding';
      const compressed = await compressedCopy(filePath, request.headers.get('Accept-Encoding') ?? '');
      if (compressed) {
        sent = compressed.path;
        headers['Content-Encoding'] = compressed.encoding;
        headers['Content-Length'] = String(compressed.size);
      }
    }
    const body =
      request.method === 'HEAD' ? null : (Readable.toWeb(createReadStream(sent)) as ReadableStream);
    return new Response(body, { status: 200, headers });
  }

  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return new Response('Method Not Allowed', { status: 405, headers: { Allow: 'GET, HEAD' } });
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(request.url).pathname);
    } catch {
      return new Response('Bad Request', { status: 400 });
    }
    const filePath = path.join(root, path.normalize(pathname));
    if (filePath.startsWith(root + path.sep) && !pathname.endsWith('/')) {
      const immutable = pathname.startsWith('/assets/');
      const response = await fileResponse(
        filePath,
        request,
        immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
      );
      if (response) return response;
      // A missing file with an extension is a 404, not the app shell.
      if (path.extname(pathname) && path.extname(pathname) !== '.html') {
        return new Response('Not Found', { status: 404 });
      }
    }
    const page = await fileResponse(indexPath, request, 'no-cache');
    if (page) return page;
    const notBuilt = await readFile(indexPath).catch(() => null);
    return new Response(notBuilt ?? 'The client is not built: run `npm run build`.', {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  };
}
