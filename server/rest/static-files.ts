// Sends a stored public file: from the local folder with caching headers (ETag, If-None-Match, Cache-Control), or,
// with object storage, a redirect to its CDN or presigned address once the database knows the file.
import type { Db } from '../database/database.ts';
import { isReferencedKey } from '../services/storage/file-changes.ts';
import { contentTypeFor, type FileStorage, isValidStorageKey } from '../services/storage/file-storage.ts';

export async function sendStoredFile(
  { db, storage }: { db: Db; storage: FileStorage },
  key: string,
  request: Request,
  cacheControl: string,
): Promise<Response | null> {
  if (!isValidStorageKey(key)) return null;
  const remote = await storage.publicUrl(key);
  if (remote) {
    // Only a file a photo or a storefront image holds: a key guessed for a deleted one finds nothing.
    if (!(await isReferencedKey(db, key))) return null;
    return new Response(null, {
      status: 302,
      headers: { Location: remote.url, 'Cache-Control': `public, max-age=${remote.maxAgeSeconds}` },
    });
  }
  const file = await storage.open(key);
  if (!file) return null;
  const headers = new Headers({
    'Content-Type': contentTypeFor(key),
    'Cache-Control': cacheControl,
    ETag: file.etag,
    'X-Content-Type-Options': 'nosniff',
  });
  if (request.headers.get('if-none-match') === file.etag) return new Response(null, { status: 304, headers });
  headers.set('Content-Length', String(file.size));
  return new Response(request.method === 'HEAD' ? null : file.stream(), { status: 200, headers });
}
