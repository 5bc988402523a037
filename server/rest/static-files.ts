// Sends a stored file with caching headers (ETag, If-None-Match, Cache-Control).
import path from 'node:path/posix';
import type { FileStorage } from '../services/storage/file-storage.ts';

const contentTypes: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.avif': 'image/avif',
  '.heic': 'image/heif',
  '.tif': 'image/tiff',
  '.svg': 'image/svg+xml',
};

export function contentTypeFor(name: string): string {
  return contentTypes[path.extname(name).toLowerCase()] ?? 'application/octet-stream';
}

export async function sendStoredFile(
  storage: FileStorage,
  key: string,
  request: Request,
  cacheControl: string,
): Promise<Response | null> {
  const file = await storage.open(key);
  if (!file) return null;
  const etag = `"${file.size.toString(16)}-${file.modified.getTime().toString(16)}"`;
  const headers = new Headers({
    'Content-Type': contentTypeFor(key),
    'Cache-Control': cacheControl,
    ETag: etag,
    'X-Content-Type-Options': 'nosniff',
  });
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
  headers.set('Content-Length', String(file.size));
  return new Response(request.method === 'HEAD' ? null : file.stream(), { status: 200, headers });
}
