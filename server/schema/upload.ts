// The Upload scalar of the GraphQL multipart request spec (graphql-upload-minimal): multipart requests to
// /graphql are parsed by its processRequest as they stream in; the REST shims hand raw bodies to the same scalar.
import { Readable } from 'node:stream';
import {
  type FileUpload,
  GraphQLUpload,
  processRequest,
  Upload,
  type UploadOptions,
} from 'graphql-upload-minimal';
import type { GraphQLParams, Plugin } from 'graphql-yoga';
import { builder } from '../builder.ts';
import { chunksOf } from '../web-streams.ts';

builder.addScalarType('Upload', GraphQLUpload, {});

// The library's typings name Node's IncomingMessage and ServerResponse; it reads only a readable stream with
// `headers` (never the response), and answers GraphQL parameters.
const parseMultipart = processRequest as unknown as (
  request: Readable & { headers: Record<string, string> },
  response: undefined,
  options: UploadOptions,
) => Promise<GraphQLParams | GraphQLParams[]>;

/** A file of an Upload: its typings say fs.ReadStream, any readable stream is what the scalar hands on. */
type StreamFile = Omit<FileUpload, 'createReadStream'> & { createReadStream(): Readable; size?: number };

/** An Upload settled with a file (the class's typings leave out the resolve its scalar calls). */
function settledUpload(file: StreamFile): Upload {
  const upload = new Upload() as Upload & { resolve(file: StreamFile): void };
  upload.resolve(file);
  return upload;
}

/**
 * Yoga parses multipart bodies with graphql-upload-minimal instead of buffering whole files itself. A file may be
 * as large as the largest plan allows (`maxFileBytes`); each studio's own limit is checked where its photo is stored.
 */
export function multipartUploadsPlugin(maxFileBytes: () => Promise<number>): Plugin {
  return {
    onRequestParse({ request, setRequestParser }) {
      if (!request.headers.get('content-type')?.startsWith('multipart/form-data')) return;
      setRequestParser(async (multipart) => {
        // Yoga may hand over a ponyfill stream, which Readable.fromWeb refuses: bridge it through its reader.
        const stream = Readable.from(chunksOf(multipart.body), { objectMode: false }) as Readable & {
          headers: Record<string, string>;
        };
        stream.headers = Object.fromEntries(multipart.headers);
        // One byte over the limit is enough to know a file is too large.
        const maxFileSize = (await maxFileBytes()) + 1;
        return parseMultipart(stream, undefined, { maxFileSize, maxFiles: 20 });
      });
    },
  };
}

/** An Upload whose file is a stream (a REST raw body as it arrives); `size` is the announced Content-Length. */
export function uploadFromStream(
  stream: Readable,
  filename: string,
  mimetype: string,
  size?: number,
): Upload {
  return settledUpload({
    filename,
    mimetype,
    encoding: 'binary',
    fieldName: 'file',
    createReadStream: () => stream,
    ...(size !== undefined && { size }),
  });
}

/** An Upload holding bytes already read (the REST shims' raw request bodies). */
export function uploadFromBytes(bytes: Uint8Array, filename: string, mimetype: string): Upload {
  return settledUpload({
    filename,
    mimetype,
    encoding: 'binary',
    fieldName: 'file',
    createReadStream: () => Readable.from([Buffer.from(bytes)]),
  });
}
