// An uploaded file (GraphQL multipart or a REST raw body): read into memory for the small storefront images, or
// opened as a stream for photos, which go to storage as they arrive. Anything over 6 MB is refused.
import { PassThrough, type Readable } from 'node:stream';
import type { FileUpload } from 'graphql-upload-minimal';
import { displayFileName, FileTooLargeError, maxUploadBytes } from '../../domain/uploads.ts';

export interface ReadUpload {
  bytes: Buffer;
  fileName: string;
}

/** A file cut at graphql-upload-minimal's size limit comes as an HTTP 413 error: the spec's message instead. */
function asUploadError(error: unknown, fileName: string): unknown {
  return (error as { status?: number }).status === 413 ? new FileTooLargeError(fileName) : error;
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
    throw asUploadError(error, fileName);
  }
  return { bytes: chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks), fileName };
}

export interface OpenedUpload {
  fileName: string;
  mimeType: string;
  stream: Readable;
  /** The size the sender announced, when it did (a REST body's Content-Length). */
  declaredBytes: number | undefined;
}

/** The file as a stream, for code that checks its size and content on the way (photos). */
export async function openUpload(file: Promise<FileUpload>): Promise<OpenedUpload> {
  const upload = await file;
  const fileName = displayFileName(upload.filename);
  let source: Readable;
  try {
    source = upload.createReadStream();
  } catch (error) {
    // The multipart parser may have refused the file before the resolver opened it.
    throw asUploadError(error, fileName);
  }
  const stream = new PassThrough();
  source.on('error', (error) => stream.destroy(asUploadError(error, fileName) as Error));
  source.pipe(stream);
  return {
    fileName,
    mimeType: upload.mimetype,
    stream,
    declaredBytes: (upload as FileUpload & { size?: number }).size,
  };
}
