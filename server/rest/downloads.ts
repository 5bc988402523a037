// Streams a downloadable original as an attachment, named as it was uploaded.
import type { DownloadableFile } from '../services/orders/downloads.ts';
import type { FileStorage } from '../services/storage/file-storage.ts';

export async function sendDownload(storage: FileStorage, file: DownloadableFile | null): Promise<Response> {
  const stored = file && (await storage.open(file.storageKey));
  if (!file || !stored) {
    return Response.json({ mensagem: { texto: 'Arquivo não disponível para download' } }, { status: 404 });
  }
  const ascii = file.fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return new Response(stored.stream(), {
    status: 200,
    headers: {
      'Content-Type': file.mimeType,
      'Content-Length': String(stored.size),
      'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      'X-Nome-Arquivo': encodeURIComponent(file.fileName),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
