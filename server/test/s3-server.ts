// A real S3-compatible HTTP server for tests (s3rver, on a loopback port, files in a temporary folder), with the
// two answers it lacks on Node 20 that our code relies on: ListObjectsV2 pagination and ListParts.
import crypto from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export const testBucket = 'revela-test';
export const testCredentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

// s3rver makes its continuation tokens with single DES, which OpenSSL 3 no longer offers: the tokens are opaque
// to clients, so triple DES with the key repeated does the same job.
function allowSingleDes(): void {
  const patch = <T extends (...args: never[]) => unknown>(original: T) =>
    function (this: unknown, algorithm: string, key: Buffer, ...rest: unknown[]) {
      if (algorithm === 'des' && key?.length === 8)
        return original.call(this, ...(['des-ede3-cbc', Buffer.concat([key, key, key]), ...rest] as never[]));
      return original.call(this, ...([algorithm, key, ...rest] as never[]));
    } as unknown as T;
  crypto.createCipheriv = patch(crypto.createCipheriv);
  crypto.createDecipheriv = patch(crypto.createDecipheriv);
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);

interface KoaContext {
  method: string;
  path: string;
  query: Record<string, string | undefined>;
  status: number;
  type: string;
  body: string;
}

/** ListParts (GET /bucket/key?uploadId=...), which @tus/s3-store calls on every chunk. */
function listParts(server: S3rver) {
  const store = (
    server as unknown as { store: { getResourcePath(b: string, k: undefined, r: string): string } }
  ).store;
  return async (context: KoaContext, next: () => Promise<void>) => {
    const uploadId = context.query.uploadId;
    const match = /^\/([^/]+)\/(.+)$/.exec(context.path);
    if (context.method !== 'GET' || !uploadId || context.query.partNumber || !match) return next();
    const [, bucket, key] = match as unknown as [string, string, string];
    const folder = path.join(store.getResourcePath(bucket, undefined, 'uploads'), uploadId);
    const names = await readdir(folder).catch(() => null);
    context.type = 'application/xml';
    if (!names) {
      context.status = 404;
      context.body = `<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message></Error>`;
      return;
    }
    const marker = Number(context.query['part-number-marker'] ?? 0);
    const numbers = names
      .filter((name) => /^\d+$/.test(name))
      .map(Number)
      .filter((number) => number > marker)
      .sort((a, b) => a - b);
    const parts = await Promise.all(
      numbers.map(async (number) => {
        const info = await stat(path.join(folder, String(number)));
        const md5 = await readFile(path.join(folder, `${number}.md5`), 'utf8').catch(() => '');
        return `<Part><PartNumber>${number}</PartNumber><LastModified>${info.mtime.toISOString()}</LastModified><ETag>"${md5}"</ETag><Size>${info.size}</Size></Part>`;
      }),
    );
    context.body = `<?xml version="1.0" encoding="UTF-8"?><ListPartsResult><Bucket>${escapeXml(bucket)}</Bucket><Key>${escapeXml(decodeURIComponent(key))}</Key><UploadId>${escapeXml(uploadId)}</UploadId><PartNumberMarker>${marker}</PartNumberMarker><MaxParts>1000</MaxParts><IsTruncated>false</IsTruncated>${parts.join('')}</ListPartsResult>`;
  };
}

export interface TestS3Server {
  endpoint: string;
  /** A STORAGE_URL with its own prefix in the test bucket. */
  storageUrl(prefix: string): string;
  close(): Promise<void>;
}

export async function startTestS3Server(): Promise<TestS3Server> {
  allowSingleDes();
  const directory = await mkdtemp(path.join(os.tmpdir(), 'revela-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: testBucket, configs: [] }],
  });
  (server as unknown as { middleware: unknown[] }).middleware.unshift(listParts(server));
  const address = (await server.run()) as { port: number };
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    storageUrl: (prefix) =>
      `s3://${testCredentials.accessKeyId}:${testCredentials.secretAccessKey}@${testBucket}/${prefix}?endpoint=${encodeURIComponent(endpoint)}&region=us-east-1&forcePathStyle=true`,
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
