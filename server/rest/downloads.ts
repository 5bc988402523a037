// Sends a downloadable original after the access check: from object storage by a redirect to a short-lived
// presigned address, from the local folder as a stream. Never read whole into memory.
import type { DownloadableFile } from '../services/storage/download-links.ts';
import { downloadLinkSeconds } from '../services/storage/download-links.ts';
import { attachmentDisposition, type FileStorage } from '../services/storage/file-storage.ts';

export async function sendDownload(storage: FileStorage, file: DownloadableFile | null): Promise<Response> {
  const missing = () =>
    Response.json({ mensagem: { texto: 'Arquivo não disponível para download' } }, { status: 404 });
  if (!file) return missing();
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
