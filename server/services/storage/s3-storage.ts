// S3-compatible object storage (AWS S3, MinIO, Cloudflare R2, ...) for several machines: files go to a bucket, and
// browsers fetch them from it directly through short-lived presigned addresses or a CDN.
import { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
  type StorageClass,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3StorageConfig } from '../../config.ts';
import {
  assertKey,
  attachmentDisposition,
  contentTypeFor,
  type FileStorage,
  isValidStorageKey,
  type StoredFile,
} from './file-storage.ts';

// The pinned SDK runs on Node 20; its start-up notice is about versions after January 2027 (see the README). Every
// version up to the newest (client-s3 3.1175.0, checked 2026-11-27) prints it on Node < 22, so upgrading cannot quiet it.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

export function s3ClientConfig(config: S3StorageConfig): S3ClientConfig {
  return {
    region: config.region,
    ...(config.endpoint && { endpoint: config.endpoint }),
    forcePathStyle: config.forcePathStyle,
    ...(config.credentials && { credentials: config.credentials }),
    // Checksums only where the API demands them: S3-compatible servers that do not speak the SDK's aws-chunked
    // trailers would otherwise store the trailer inside the object.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}

const isMissing = (error: unknown) => {
  const name = (error as { name?: string }).name;
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return name === 'NoSuchKey' || name === 'NotFound' || status === 404;
};

/** Presigned public addresses are made from the start of the hour, so one file has one address for an hour. */
const publicWindowSeconds = 3600;

export function createS3FileStorage(config: S3StorageConfig): FileStorage & { client: S3Client } {
  const client = new S3Client(s3ClientConfig(config));
  const Bucket = config.bucket;
  const objectKey = (key: string) => {
    assertKey(key);
    return `${config.prefix}${key}`;
  };

  async function head(key: string) {
    try {
      return await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async function* keysUnder(prefix: string) {
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket, Prefix: `${config.prefix}${prefix}`, ContinuationToken }),
      );
      for (const item of page.Contents ?? []) if (item.Key) yield item.Key;
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  async function deleteObjects(keys: string[]) {
    for (let start = 0; start < keys.length; start += 1000) {
      const batch = keys.slice(start, start + 1000);
      await client.send(
        new DeleteObjectsCommand({ Bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }),
      );
    }
  }

  return {
    client,
    description: `s3://${Bucket}/${config.prefix}${config.endpoint ? ` at ${config.endpoint}` : ''}`,
    async put(key, data, options = {}) {
      const params = {
        Bucket,
        Key: objectKey(key),
        ContentType: options.contentType ?? contentTypeFor(key),
        // A public file's name never gets other content (a new image gets a new name): caches keep it for good.
        ...(key.startsWith('estaticos/') && { CacheControl: 'public, max-age=31536000, immutable' }),
        ...(config.storageClass && { StorageClass: config.storageClass as StorageClass }),
      };
      if (!(data instanceof Readable)) {
        await client.send(new PutObjectCommand({ ...params, Body: data, ContentLength: data.byteLength }));
      } else if (options.contentLength !== undefined) {
        await client.send(
          new PutObjectCommand({ ...params, Body: data, ContentLength: options.contentLength }),
        );
      } else {
        // Unknown length: a multipart upload of 5 MB parts, sent as the stream arrives.
        await new Upload({ client, params: { ...params, Body: data }, queueSize: 2 }).done();
      }
    },
    async read(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
        return Buffer.from(await object.Body!.transformToByteArray());
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    localPath: async () => null,
    async open(key): Promise<StoredFile | null> {
      if (!isValidStorageKey(key)) return null;
      const info = await head(key);
      if (!info) return null;
      return {
        size: info.ContentLength ?? 0,
        modified: info.LastModified ?? new Date(0),
        etag: info.ETag ?? `"${(info.ContentLength ?? 0).toString(16)}"`,
        // The download starts when the stream is first read, and stops if it is cancelled.
        stream() {
          let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
          return new ReadableStream<Uint8Array>({
            async pull(controller) {
              if (!reader) {
                const object = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
                reader = object.Body!.transformToWebStream().getReader();
              }
              const { done, value } = await reader.read();
              if (done) controller.close();
              else controller.enqueue(value);
            },
            async cancel(reason) {
              await reader?.cancel(reason);
            },
          });
        },
      };
    },
    async delete(keys) {
      await deleteObjects(keys.map(objectKey));
    },
    async *listKeys(folder) {
      for await (const key of keysUnder(folder ? `${folder}/` : '')) yield key.slice(config.prefix.length);
    },
    async deleteFolder(folder) {
      const keys: string[] = [];
      for await (const key of keysUnder(`${folder}/`)) keys.push(key);
      await deleteObjects(keys);
    },
    async signedUrl(key, options) {
      const command = new GetObjectCommand({
        Bucket,
        Key: objectKey(key),
        ...(options.downloadName && {
          ResponseContentDisposition: attachmentDisposition(options.downloadName),
        }),
        ...(options.contentType && { ResponseContentType: options.contentType }),
      });
      return getSignedUrl(client, command, { expiresIn: options.expiresInSeconds });
    },
    async publicUrl(key) {
      // Public keys never change content (a new image gets a new name): a CDN address can be cached for good.
      if (config.publicUrl)
        return { url: `${config.publicUrl}/${objectKey(key)}`, maxAgeSeconds: 31_536_000 };
      const now = Date.now() / 1000;
      const windowStart = Math.floor(now / publicWindowSeconds) * publicWindowSeconds;
      const url = await getSignedUrl(client, new GetObjectCommand({ Bucket, Key: objectKey(key) }), {
        signingDate: new Date(windowStart * 1000),
        expiresIn: 2 * publicWindowSeconds,
      });
      // The redirect may be cached while the address it names stays valid for at least another hour.
      return { url, maxAgeSeconds: Math.max(0, Math.floor(windowStart + publicWindowSeconds - now)) };
    },
    // Interrupted multipart uploads are the bucket's lifecycle rule to expire (see the README); PUTs are atomic.
    sweepScraps: async () => 0,
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
  };
}
