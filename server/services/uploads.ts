// Reads an uploaded file (GraphQL multipart or a REST raw body) into memory, refusing anything over 6 MB.
import type { FileUpload } from 'graphql-upload-minimal';
import { displayFileName, FileTooLargeError, maxUploadBytes } from '../domain/uploads.ts';

export interface ReadUpload {
  bytes: Buffer;
  fileName: string;
}

export async function readUpload(file: Promise<FileUpload>, limit = maxUploadBytes): Promise<ReadUpload> {
  const upload = await file;
  const fileName = displayFileName(upload.filename);
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    const stream = upload.createReadStream();
    for await (const chunk of stream) {
      size += (chunk as Buffer).length;
      if (size > limit) {
        stream.destroy();
        throw new FileTooLargeError(fileName);
      }
      chunks.push(chunk as Buffer);
    }
    if ((stream as { truncated?: boolean }).truncated) throw new FileTooLargeError(fileName);
  } catch (error) {
    // graphql-upload-minimal reports a file cut at its size limit as an HTTP 413 error.
    if ((error as { status?: number }).status === 413) throw new FileTooLargeError(fileName);
    throw error;
  }
  return { bytes: Buffer.concat(chunks), fileName };
}
