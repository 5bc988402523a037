// Sends a downloadable original after the access check: from object storage by a redirect to a short-lived
// presigned address, from the local folder as a stream; an order's ZIP is streamed from either. Never read whole
// into memory.
import type { OrderArchive } from '../services/orders/order-archive.ts';
import { isStores, type Stores, storageFor } from '../services/storage/archive-storage.ts';
import type { DownloadableFile } from '../services/storage/download-links.ts';
import { downloadLinkSeconds } from '../services/storage/download-links.ts';
import { attachmentDisposition, type FileStorage } from '../services/storage/file-storage.ts';
import { type ZipEntry, zipOfStoredFiles } from '../services/storage/stored-zip.ts';

export async function sendDownload(
  stores: Stores | FileStorage,
  file: DownloadableFile | null,
): Promise<Response> {
  const missing = () =>
    Response.json({ mensagem: { texto: 'Arquivo não disponível para download' } }, { status: 404 });
  if (!file) return missing();
  const storage = isStores(stores) ? storageFor(stores, file.archived) : stores;
  const headers = {
    'X-Nome-Arquivo': encodeURIComponent(file.fileName),
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
  };
  const presigned = await storage.signedUrl(file.storageKey, {
    expiresInSeconds: downloadLinkSeconds,
    downloadName: file.fileName,
    contentType: file.mimeType,
  });
  if (presigned) return new Response(null, { status: 302, headers: { ...headers, Location: presigned } });
  const stored = await storage.open(file.storageKey);
  if (!stored) return missing();
  return new Response(stored.stream(), {
    status: 200,
    headers: {
      ...headers,
      'Content-Type': file.mimeType,
      'Content-Length': String(stored.size),
      'Content-Disposition': attachmentDisposition(file.fileName),
    },
  });
}

/** An order's or an event's photos as one ZIP (digital, the lab's prints, an event's originals), streamed from storage (folder or object storage alike). */
export function sendOrderArchive(
  storage: Stores | FileStorage,
  archive: Pick<OrderArchive, 'fileName' | 'date'> & { files: ZipEntry[] | AsyncIterable<ZipEntry> },
  request: Request,
  onError: (error: unknown) => void,
): Response {
  const headers = {
    'Content-Type': 'application/zip',
    'Content-Disposition': attachmentDisposition(archive.fileName),
    'X-Nome-Arquivo': encodeURIComponent(archive.fileName),
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
  };
  if (request.method === 'HEAD') return new Response(null, { status: 200, headers });
  return new Response(zipOfStoredFiles(storage, archive.files, { date: archive.date, onError }), {
    status: 200,
    headers,
  });
}
