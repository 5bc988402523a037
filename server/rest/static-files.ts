// Sends a stored public file: from the local folder with caching headers (ETag, If-None-Match, Cache-Control), or,
// with object storage, a redirect to its CDN or presigned address once the database knows the file.
import type { Db } from '../database/database.ts';
import { contentTypeFor, type FileStorage, isValidStorageKey } from '../services/storage/file-storage.ts';

/** Whether a stored file by this key belongs to a photo or a storefront image. */
async function isRecorded(db: Db, key: string): Promise<boolean> {
  const rows = await db.$queryRaw<unknown[]>`
    SELECT 1 FROM "PhotoFile" WHERE "storageKey" = ${key}
    UNION ALL SELECT 1 FROM "Asset" WHERE "storageKey" = ${key} LIMIT 1`;
  return rows.length > 0;
}

export async function sendStoredFile(
  { db, storage }: { db: Db; storage: FileStorage },
  key: string,
  request: Request,
  cacheControl: string,
): Promise<Response | null> {
  if (!isValidStorageKey(key)) return null;
  const remote = await storage.publicUrl(key);
  if (remote) {
    if (!(await isRecorded(db, key))) return null;
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
