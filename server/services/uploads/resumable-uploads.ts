// Resumable photo uploads for the admin screen (tus 1.0 at /api/adm/envios): a dropped connection resumes where it
// stopped instead of sending the whole photo again. Chunks go to the local folder or object storage as they arrive;
// the finished file becomes a photo exactly as a one-shot upload does (same checks, same answer).
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { FileStore } from '@tus/file-store';
import { S3Store } from '@tus/s3-store';
import { Server, type Upload } from '@tus/server';
import type { AppConfig } from '../../config.ts';
import type { Context, ServerContext } from '../../context.ts';
import type { Db } from '../../database/database.ts';
import { DomainError, NotFoundError } from '../../domain/errors.ts';
import { assertUploadAllowed, PlanLimitReachedError, PlanPendingError } from '../../domain/plan.ts';
import {
  displayFileName,
  FileTooLargeError,
  InvalidImageError,
  maxUploadBytes,
} from '../../domain/uploads.ts';
import { noteRequest } from '../../observability/request-notes.ts';
import { nativeStream } from '../../web-streams.ts';
import { addPhoto } from '../media/photos.ts';
import { s3ClientConfig } from '../storage/s3-storage.ts';
import { createDatabaseLocker } from './upload-locker.ts';

export const resumableUploadsPath = '/api/adm/envios';

/** Unfinished uploads are forgotten (and swept) after a day. */
const expirationMs = 24 * 3_600_000;

const failureStatus: [new (...args: never[]) => DomainError, number][] = [
  [InvalidImageError, 400],
  [FileTooLargeError, 413],
  [PlanLimitReachedError, 403],
  [PlanPendingError, 403],
  [NotFoundError, 404],
];

/** A refusal in the documented shape; tus sends it as the response body. */
function refusal(status: number, texto: string) {
  return { status_code: status, body: JSON.stringify({ mensagem: { texto } }) };
}

function refusalFor(error: unknown) {
  if (error instanceof DomainError) {
    const status = failureStatus.find(([type]) => error instanceof type)?.[1] ?? 400;
    return refusal(status, error.message);
  }
  return null;
}

type UploadConfig = Pick<AppConfig, 'storage' | 'dataDir'>;

/** Where unfinished uploads wait: beside the files (DATA_DIR/envios), or in the bucket with the files. */
function uploadDatastore(config: UploadConfig) {
  return config.storage.kind === 's3'
    ? new S3Store({
        partSize: 5 * 1024 * 1024,
        expirationPeriodInMilliseconds: expirationMs,
        s3ClientConfig: { bucket: config.storage.bucket, ...s3ClientConfig(config.storage) },
      })
    : new FileStore({
        directory: path.join(config.dataDir, 'envios'),
        expirationPeriodInMilliseconds: expirationMs,
      });
}

/** Removes unfinished uploads older than a day; the periodic sweep runs it. */
export function sweepUnfinishedUploads(config: UploadConfig): Promise<number> {
  return uploadDatastore(config)
    .deleteExpired()
    .catch(() => 0);
}

/**
 * The Node server adapter hands over requests whose body is a ponyfill stream, which tus's Readable.fromWeb
 * refuses: the body is passed on through a native stream, read as it arrives.
 */
function nativeRequest(request: Request): Request {
  if (!request.body) return request;
  return new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: nativeStream(request.body),
    signal: request.signal,
    duplex: 'half',
  } as RequestInit);
}

export interface ResumableUploads {
  handle(request: Request, server?: ServerContext): Promise<Response>;
}

export function createResumableUploads(options: {
  db: Db;
  config: UploadConfig;
  createContext: (request: Request, server?: ServerContext) => Promise<Context>;
}): ResumableUploads {
  const datastore = uploadDatastore(options.config);
  const directory = path.join(options.config.dataDir, 'envios');
  const contexts = new WeakMap<Request, Context>();
  const contextOf = (request: Request) => {
    const context = contexts.get(request);
    if (!context?.studio || context.viewer.kind !== 'admin') throw refusal(401, 'Faça login novamente.');
    return context as Context & { studio: NonNullable<Context['studio']> };
  };

  /** The finished upload, read as a stream on its way to the photo's own key. */
  async function uploadedFile(upload: Upload): Promise<Readable> {
    if (datastore instanceof FileStore) return createReadStream(path.join(directory, upload.id));
    return datastore.read(upload.id);
  }

  const tus = new Server({
    path: resumableUploadsPath,
    datastore,
    locker: createDatabaseLocker(options.db),
    maxSize: maxUploadBytes,
    relativeLocation: true,
    // Only our own pages upload: no other origin is answered.
    allowedOrigins: () => false,
    namingFunction: (request) => `${contextOf(request).studio.id}-${randomBytes(16).toString('hex')}`,
    async onIncomingRequest(request, uploadId) {
      const context = contextOf(request);
      // An upload belongs to the studio whose id starts its name.
      if (request.method !== 'POST' && !uploadId.startsWith(`${context.studio.id}-`))
        throw refusal(404, 'Envio não encontrado');
    },
    async onUploadCreate(request, upload) {
      const context = contextOf(request);
      const slug = upload.metadata?.evento;
      const event = slug
        ? await context.db.event.findFirst({ where: { studioId: context.studio.id, slug } })
        : null;
      if (!event) throw refusal(404, 'Evento não encontrado');
      if (!upload.metadata?.filename)
        throw refusal(400, 'Informe o nome do arquivo (filename nos metadados do envio)');
      // A file that could never fit the plan is refused before a byte of it is sent.
      const studio = await context.db.studio.findUniqueOrThrow({
        where: { id: context.studio.id },
        select: {
          planStatus: true,
          highResStorageUsedBytes: true,
          plan: { select: { highResStorageLimitBytes: true } },
        },
      });
      try {
        assertUploadAllowed(
          {
            planStatus: studio.planStatus,
            usedBytes: studio.highResStorageUsedBytes,
            limitBytes: studio.plan.highResStorageLimitBytes,
          },
          upload.size ?? 0,
        );
      } catch (error) {
        throw refusalFor(error) ?? error;
      }
      return { metadata: { ...upload.metadata, contentType: upload.metadata.filetype ?? '' } };
    },
    async onUploadFinish(request, upload) {
      const context = contextOf(request);
      const slug = upload.metadata?.evento ?? '';
      try {
        const event = await context.db.event.findFirst({ where: { studioId: context.studio.id, slug } });
        if (!event) throw new NotFoundError('Evento não encontrado');
        const photo = await addPhoto(context, {
          event,
          content: await uploadedFile(upload),
          declaredBytes: upload.size,
          declaredType: upload.metadata?.filetype ?? undefined,
          originalName: displayFileName(upload.metadata?.filename),
        });
        context.services.metrics.photoUploads.inc({ outcome: 'accepted' });
        return {
          status_code: 200,
          headers: { 'Content-Type': 'application/json; charset=utf-8' },
          body: JSON.stringify({
            mensagem: { texto: 'Imagem enviada com sucesso' },
            imagem: {
              nome: photo.name,
              nomeOriginal: photo.originalName,
              largura: photo.width,
              altura: photo.height,
            },
          }),
        };
      } catch (error) {
        context.services.metrics.photoUploads.inc({ outcome: 'refused' });
        throw refusalFor(error) ?? error;
      } finally {
        // The photo keeps its own copy of the original; the upload's scratch copy goes either way.
        await datastore.remove(upload.id).catch(() => {});
      }
    },
  });

  return {
    async handle(request, serverContext) {
      if (request.method === 'GET')
        return Response.json({ mensagem: { texto: 'Método não permitido' } }, { status: 405 });
      const context = await options.createContext(request, serverContext);
      if (request.method !== 'OPTIONS' && (context.viewer.kind !== 'admin' || !context.studio))
        return Response.json({ mensagem: { texto: 'Faça login novamente.' } }, { status: 401 });
      noteRequest(request, { route: `${request.method} ${resumableUploadsPath}` });
      const native = nativeRequest(request);
      contexts.set(native, context);
      return tus.handleWeb(native);
    },
  };
}
