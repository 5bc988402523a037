// Short-lived download addresses, issued after the access check: a presigned object-storage address, or (local
// folder) a signed /api/arquivos link any of our servers can verify and stream.
import type { Secrets } from '../secrets/secrets.ts';
import { type Stores, storageFor } from './archive-storage.ts';

export interface DownloadableFile {
  storageKey: string;
  fileName: string;
  mimeType: string;
  /** Its event is archived: the file is in the archive storage. */
  archived?: boolean;
}

/** Long enough to start a download on a slow phone, short enough that a shared link soon stops working. */
export const downloadLinkSeconds = 300;

const purpose = 'file-link';

export async function downloadLink(
  services: Stores & { secrets: Secrets },
  file: DownloadableFile,
  expiresInSeconds = downloadLinkSeconds,
): Promise<string> {
  const { secrets } = services;
  const presigned = await storageFor(services, file.archived).signedUrl(file.storageKey, {
    expiresInSeconds,
    downloadName: file.fileName,
    contentType: file.mimeType,
  });
  if (presigned) return presigned;
  const payload = Buffer.from(
    JSON.stringify({
      k: file.storageKey,
      n: file.fileName,
      t: file.mimeType,
      e: Math.floor(Date.now() / 1000) + expiresInSeconds,
    }),
  ).toString('base64url');
  return `/api/arquivos/${payload}.${secrets.sign(purpose, payload)}`;
}

/** The file a /api/arquivos link names, or null when its signature is wrong or it has expired. */
export function fileOfDownloadLink(secrets: Secrets, token: string): DownloadableFile | null {
  const [payload, signature] = token.split('.');
  if (!payload || !signature || !secrets.verify(purpose, payload, signature)) return null;
  try {
    const data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      k: string;
      n: string;
      t: string;
      e: number;
    };
    if (typeof data.e !== 'number' || data.e < Date.now() / 1000) return null;
    return { storageKey: data.k, fileName: data.n, mimeType: data.t };
  } catch {
    return null;
  }
}
