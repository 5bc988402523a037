// File storage behind one interface: a local folder (DATA_DIR/files, the default) or S3-compatible object storage.
import path from 'node:path/posix';
import type { Readable } from 'node:stream';

export interface StoredFile {
  size: number;
  modified: Date;
  /** An entity tag for conditional requests. */
  etag: string;
  stream(): ReadableStream<Uint8Array>;
}

export interface PutOptions {
  contentType?: string;
  /** Known length of a stream body (object storage uploads it in one request when given). */
  contentLength?: number;
}

export interface SignedUrlOptions {
  expiresInSeconds: number;
  /** Served as an attachment under this name. */
  downloadName?: string;
  contentType?: string;
}

export interface FileStorage {
  /** Where files live, for logs: a folder or a bucket address. */
  readonly description: string;
  /** Stores a file; a stream is written as it arrives, and a reader never sees half a file. */
  put(key: string, data: Uint8Array | Readable, options?: PutOptions): Promise<void>;
  /** The whole file, for the server's own processing (never to send it to a client). */
  read(key: string): Promise<Buffer | null>;
  /** The file's path on this machine's disk, when the storage is a local folder (null otherwise). */
  localPath(key: string): Promise<string | null>;
  open(key: string): Promise<StoredFile | null>;
  delete(keys: string[]): Promise<void>;
  /** Removes every file whose key starts with this folder ("a/b" removes "a/b/..."). */
  deleteFolder(folder: string): Promise<void>;
  /** Every stored key (and scrap) under a folder ("" for all), in no particular order. */
  listKeys(folder: string): AsyncIterable<string>;
  /**
   * A short-lived address the browser fetches the file from directly (object storage), or null when the files are
   * served through Revela itself (local folder).
   */
  signedUrl(key: string, options: SignedUrlOptions): Promise<string | null>;
  /**
   * Where a public file (an `estaticos/` key) is fetched from when not through Revela: the CDN base when one is
   * configured, else a presigned address stable for an hour so browsers and proxies can cache it; null for local.
   */
  publicUrl(key: string): Promise<{ url: string; maxAgeSeconds: number } | null>;
  /** Removes what interrupted writes left behind (older than the given age); returns how many. */
  sweepScraps(olderThanMs: number): Promise<number>;
  /** Throws when the storage cannot be used (readiness). */
  check(): Promise<void>;
}

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

/** The media type a stored file is served with, from its key's extension. */
export function contentTypeFor(key: string): string {
  return contentTypes[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
}

const keyPattern = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

export function isValidStorageKey(key: string): boolean {
  return keyPattern.test(key) && !key.split('/').includes('..');
}

export function assertKey(key: string): void {
  if (!isValidStorageKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}

/** `Content-Disposition` for a download: the name as uploaded, with an ASCII fallback. */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
