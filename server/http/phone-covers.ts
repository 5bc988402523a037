// An event cover's phone copy: the stored cover's address with `?largura=720`, made from the stored cover at its first
// request and kept in memory (the most recent few), so nothing more is stored, backed up or cleaned up. A new cover
// is a new file name, so a copy is never stale; a removed cover's copy is refused (the asset must exist).
import { createHash } from 'node:crypto';
import type { Db } from '../database/database.ts';
import { phoneCoverParameter, phoneCoverWidth } from '../domain/phone-cover.ts';
import { type RenderedImage, renderPhoneCover } from '../services/images/pipelines.ts';
import { type FileStorage, isValidStorageKey } from '../services/storage/file-storage.ts';

interface PhoneCover {
  image: RenderedImage;
  etag: string;
}

export function createPhoneCovers(
  { db, storage }: { db: Db; storage: FileStorage },
  { keep = 64 }: { keep?: number } = {},
) {
  const made = new Map<string, Promise<PhoneCover | null>>();

  const make = async (key: string): Promise<PhoneCover | null> => {
    const cover = await storage.read(key);
    if (!cover) return null;
    const image = await renderPhoneCover(cover);
    const etag = `"${createHash('sha256').update(image.data).digest('base64url').slice(0, 22)}"`;
    return { image, etag };
  };

  /** The copy, made once: concurrent first requests share the work; the least recently used copies go. */
  const copyOf = async (key: string) => {
    let entry = made.get(key);
    if (entry) made.delete(key);
    else entry = make(key).catch(() => null);
    made.set(key, entry);
    while (made.size > keep) made.delete(made.keys().next().value!);
    const copy = await entry;
    if (!copy) made.delete(key);
    return copy;
  };

  /** Answers a request for a cover's phone copy; null for any other request (the stored files answer it). */
  return async (request: Request): Promise<Response | null> => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return null;
    const url = new URL(request.url);
    if (!url.searchParams.has(phoneCoverParameter) || !url.pathname.startsWith('/api/estaticos/'))
      return null;
    if (url.searchParams.get(phoneCoverParameter) !== String(phoneCoverWidth)) return null;
    let key: string;
    try {
      key = decodeURIComponent(url.pathname.slice('/api/'.length));
    } catch {
      return null;
    }
    if (!isValidStorageKey(key)) return null;
    const cover = await db.asset.findFirst({
      where: { storageKey: key, kind: 'EVENT_COVER' },
      select: { id: true },
    });
    const copy = cover && (await copyOf(key));
    if (!copy) return null;
    const headers = new Headers({
      'Content-Type': copy.image.mimeType,
      'Cache-Control': 'public, max-age=31536000, immutable',
      ETag: copy.etag,
      'X-Content-Type-Options': 'nosniff',
    });
    if (request.headers.get('if-none-match') === copy.etag)
      return new Response(null, { status: 304, headers });
    headers.set('Content-Length', String(copy.image.data.length));
    return new Response(request.method === 'HEAD' ? null : new Uint8Array(copy.image.data), { headers });
  };
}
