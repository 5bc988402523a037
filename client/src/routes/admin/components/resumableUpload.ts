// One photo sent with the tus protocol (/api/adm/envios): in 2 MB pieces, retried and resumed where the server
// stopped when the connection drops, even after the page is reloaded (tus-js-client remembers the upload).
import { type DetailedError, Upload } from 'tus-js-client';
import { adminToken } from '../../../auth/admin-session.ts';

export type UploadOutcome =
  | { ok: true; photoName: string }
  | { ok: false; status: number | null; message: string | null };

const chunkBytes = 2 * 1024 * 1024;

/** The server's { mensagem: { texto } } answer, when there is one. */
function messageOf(body: string | undefined | null): string | null {
  if (!body) return null;
  try {
    const parsed = JSON.parse(body) as { mensagem?: { texto?: string } };
    return parsed.mensagem?.texto ?? null;
  } catch {
    return null;
  }
}

export function uploadPhotoResumably(
  file: File,
  eventSlug: string,
  onProgress: (fraction: number) => void,
  /** Who shot it (fotografoId: a member; fotografo: a typed name); none: the member uploading. */
  photographer: { memberId?: string; name?: string } = {},
): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    const upload = new Upload(file, {
      endpoint: '/api/adm/envios',
      headers: { Authorization: `Bearer ${adminToken() ?? ''}` },
      metadata: {
        filename: file.name,
        filetype: file.type || 'application/octet-stream',
        evento: eventSlug,
        ...(photographer.memberId && { fotografoId: photographer.memberId }),
        ...(photographer.name && { fotografo: photographer.name }),
      },
      chunkSize: chunkBytes,
      // A dropped connection is tried again for about a minute before the file is reported as failed.
      retryDelays: [0, 1000, 3000, 5000, 10000, 20000, 20000],
      removeFingerprintOnSuccess: true,
      onProgress: (sent, total) => onProgress(total ? sent / total : 0),
      onSuccess: (payload) => {
        const body = payload.lastResponse.getBody();
        try {
          resolve({ ok: true, photoName: (JSON.parse(body) as { imagem: { nome: string } }).imagem.nome });
        } catch {
          resolve({ ok: true, photoName: '' });
        }
      },
      onError: (error) => {
        const response = (error as DetailedError).originalResponse;
        resolve({
          ok: false,
          status: response?.getStatus() ?? null,
          message: messageOf(response?.getBody()),
        });
      },
    });
    upload.findPreviousUploads().then(
      (previous) => {
        if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
        upload.start();
      },
      () => upload.start(),
    );
  });
}
