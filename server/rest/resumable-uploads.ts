// Resumable photo uploads for the admin screen (tus 1.0 at /api/adm/envios): a dropped connection resumes where it
// stopped instead of sending the whole photo again. This is the protocol's HTTP side; the pieces wait in the
// resumable upload store, and the finished file becomes a photo through the same service as any upload.
import { randomBytes } from 'node:crypto';
import { Server, type Upload } from '@tus/server';
import type { Context } from '../context.ts';
import { DomainError, httpStatusOf } from '../domain/errors.ts';
import { displayFileName } from '../domain/uploads.ts';
import { checkPhotoUpload, photoUploadedMessage, uploadPhoto } from '../services/media/photo-ingest.ts';
import { requireStudio } from '../services/request-context.ts';
import { largestPlanPhotoBytes } from '../services/studios/studio-plan.ts';
import type { ResumableUploadStore } from '../services/uploads/resumable-store.ts';
import { nativeStream } from '../web-streams.ts';
import { uploadedPhotoBody } from './answers.ts';
import type { HandlerRoute, RestRequest, RestRoute } from './route.ts';

const basePath = '/api/adm/envios';

/** A refusal in the documented shape; tus sends it as the response body. */
function refusal(status: number, texto: string) {
  return { status_code: status, body: JSON.stringify({ mensagem: { texto } }) };
}

function refusalFor(error: unknown) {
  return error instanceof DomainError ? refusal(httpStatusOf(error), error.message) : error;
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

/** The request's context, for tus's hooks (they receive only the request). */
const contexts = new WeakMap<Request, Context>();

function contextOf(request: Request): Context {
  const context = contexts.get(request);
  if (!context) throw refusal(500, 'Contexto do envio ausente');
  return context;
}

function eventOf(upload: Upload) {
  return { slug: upload.metadata?.evento ?? '' };
}

/** The photographer the metadata names: a member (fotografoId) or a typed name (fotografo); none: the uploader. */
function photographerOf(upload: Upload) {
  return { memberId: upload.metadata?.fotografoId ?? null, name: upload.metadata?.fotografo ?? null };
}

function protocolServer(store: ResumableUploadStore): Server {
  return new Server({
    path: basePath,
    datastore: store.datastore,
    locker: store.locker,
    // The protocol's own bound is the largest plan's photo; each studio's plan is then checked at creation.
    maxSize: (request) => largestPlanPhotoBytes(contextOf(request).db),
    relativeLocation: true,
    // Only our own pages upload: no other origin is answered.
    allowedOrigins: () => false,
    namingFunction: (request) => `${requireStudio(contextOf(request)).id}-${randomBytes(16).toString('hex')}`,
    async onIncomingRequest(request, uploadId) {
      // An upload belongs to the studio whose id starts its name.
      const studioId = contextOf(request).studio?.id;
      if (request.method !== 'POST' && (!studioId || !uploadId.startsWith(`${studioId}-`)))
        throw refusal(404, 'Envio não encontrado');
    },
    async onUploadCreate(request, upload) {
      // A file that could never fit the plan, or names no event, is refused before a byte of it is sent.
      try {
        await checkPhotoUpload(contextOf(request), {
          event: eventOf(upload),
          declaredBytes: upload.size ?? 0,
          originalName: displayFileName(upload.metadata?.filename),
          photographer: photographerOf(upload),
        });
      } catch (error) {
        throw refusalFor(error);
      }
      if (!upload.metadata?.filename)
        throw refusal(400, 'Informe o nome do arquivo (filename nos metadados do envio)');
      // With no photographer named, the member who created the upload is, whoever finishes it.
      const context = contextOf(request);
      const uploader: Record<string, string> =
        !upload.metadata.fotografoId && !upload.metadata.fotografo && context.viewer.kind === 'admin'
          ? { fotografoId: context.viewer.userId }
          : {};
      return { metadata: { ...upload.metadata, ...uploader, contentType: upload.metadata.filetype ?? '' } };
    },
    async onUploadFinish(request, upload) {
      const context = contextOf(request);
      const store = context.services.resumableUploads;
      try {
        const photo = await uploadPhoto(context, {
          event: eventOf(upload),
          content: await store.read(upload.id),
          declaredBytes: upload.size,
          declaredType: upload.metadata?.filetype ?? undefined,
          originalName: displayFileName(upload.metadata?.filename),
          photographer: photographerOf(upload),
        });
        return {
          status_code: 200,
          headers: { 'Content-Type': 'application/json; charset=utf-8' },
          body: JSON.stringify(uploadedPhotoBody(photoUploadedMessage, photo)),
        };
      } catch (error) {
        throw refusalFor(error);
      } finally {
        // The photo keeps its own copy of the original; the upload's scratch copy goes either way.
        await store.remove(upload.id);
      }
    },
  });
}

/** One protocol server per store (per process). */
const servers = new WeakMap<ResumableUploadStore, Server>();

async function handle(request: RestRequest, context: Context): Promise<Response> {
  const store = context.services.resumableUploads;
  let server = servers.get(store);
  if (!server) {
    server = protocolServer(store);
    servers.set(store, server);
  }
  const native = nativeRequest(request.raw);
  contexts.set(native, context);
  return server.handleWeb(native);
}

const route = (method: HandlerRoute['method'], path: string, auth: HandlerRoute['auth']): RestRoute => ({
  method,
  path,
  auth,
  body: 'raw',
  handle,
});

export const resumableUploadRoutes: RestRoute[] = [
  route('POST', basePath, 'admin'),
  route('HEAD', `${basePath}/:envio`, 'admin'),
  route('PATCH', `${basePath}/:envio`, 'admin'),
  route('DELETE', `${basePath}/:envio`, 'admin'),
  // The protocol's discovery (versions, extensions, largest size) needs no session.
  route('OPTIONS', basePath, undefined),
  route('OPTIONS', `${basePath}/:envio`, undefined),
];
