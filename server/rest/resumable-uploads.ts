// Resumable photo uploads for the admin screen (tus 1.0 at /api/adm/envios): a dropped connection resumes where it
// stopped instead of sending the whole photo again. This is the protocol's HTTP side; the pieces wait in the
// resumable upload store, and the finished file becomes a photo through the same service as any upload.
import { randomBytes } from 'node:crypto';
import { Server, type Upload } from '@tus/server';
import type { Context } from '../context.ts';
import { DomainError, httpStatusOf } from '../domain/errors.ts';
import { displayFileName } from '../domain/uploads.ts';
import { checkPhotoUpload, photoUploadedMessage, uploadPhoto } from '../services/media/photo-ingest.ts';
import { memberIdOf, requireStudio } from '../services/request-context.ts';
import { largestPlanPhotoBytes } from '../services/studios/studio-plan.ts';
import type { ResumableUploadStore } from '../services/uploads/resumable-store.ts';
import { nativeStream } from '../web-streams.ts';
import { uploadedPhotoBody } from './answers.ts';
import * as json from './reference/json-schema.ts';
import type { HandlerRoute, RestRequest, RestRoute, RouteDoc } from './route.ts';

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
      const memberId = memberIdOf(context.viewer);
      const uploader: Record<string, string> =
        !upload.metadata.fotografoId && !upload.metadata.fotografo && memberId
          ? { fotografoId: memberId }
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

const route = (
  method: HandlerRoute['method'],
  path: string,
  auth: HandlerRoute['auth'],
  doc: RouteDoc,
): RestRoute => ({ method, path, auth, body: 'raw', handle, doc });

const tag = 'Envios retomáveis';
const tusVersion = { 'Tus-Resumable': { description: '1.0.0', required: true } };
const offset = { 'Upload-Offset': { description: 'Os bytes já recebidos.' } };

export const resumableUploadRoutes: RestRoute[] = [
  route('POST', basePath, 'admin', {
    tag,
    summary: 'Começar um envio retomável (tus 1.0: creation)',
    description:
      'Upload-Metadata leva evento (o urlEvento), filename, filetype e, se quiser, fotografoId ou fotografo, cada um em base64. A foto que não caberia no plano é recusada antes de qualquer byte.',
    headers: {
      ...tusVersion,
      'Upload-Length': { description: 'O tamanho da foto em bytes.', required: true },
      'Upload-Metadata': {
        description: 'evento, filename, filetype, fotografoId, fotografo (base64).',
        required: true,
      },
    },
    answers: {
      201: {
        description: 'Criado: Location é o endereço do envio.',
        headers: { Location: { description: '/api/adm/envios/{envio}' } },
      },
    },
  }),
  route('HEAD', `${basePath}/:envio`, 'admin', {
    tag,
    summary: 'Quanto do envio já chegou',
    headers: tusVersion,
    answers: { 200: { description: 'Upload-Offset diz de onde continuar.', headers: offset } },
  }),
  route('PATCH', `${basePath}/:envio`, 'admin', {
    tag,
    summary: 'Mandar a próxima parte do envio',
    headers: {
      ...tusVersion,
      'Upload-Offset': { description: 'De onde esta parte começa.', required: true },
      'Content-Type': { description: 'application/offset+octet-stream', required: true },
    },
    body: {
      contentType: 'application/offset+octet-stream',
      description: 'Os bytes a partir de Upload-Offset.',
    },
    answers: {
      200: {
        description:
          'A última parte: a foto virou uma foto do evento (a mesma resposta de POST /api/adm/{urlEvento}/imagem).',
        schema: json.whole({
          mensagem: json.whole({ texto: json.text() }),
          imagem: json.whole({
            nome: json.text(),
            nomeOriginal: json.text(),
            largura: json.integer(),
            altura: json.integer(),
          }),
        }),
      },
      204: { description: 'Parte recebida.', headers: offset },
      409: { description: 'Upload-Offset não é o que o servidor tem.' },
    },
  }),
  route('DELETE', `${basePath}/:envio`, 'admin', {
    tag,
    summary: 'Desistir do envio (tus: termination)',
    headers: tusVersion,
    answers: { 204: { description: 'Envio apagado.' } },
  }),
  // The protocol's discovery (versions, extensions, largest size) needs no session.
  route('OPTIONS', basePath, undefined, {
    tag,
    summary: 'O que o servidor de envios aceita (versões, extensões, tamanho máximo)',
    answers: { 204: { description: 'Tus-Version, Tus-Extension e Tus-Max-Size.' } },
  }),
  route('OPTIONS', `${basePath}/:envio`, undefined, {
    tag,
    summary: 'O que o servidor de envios aceita',
    answers: { 204: { description: 'Tus-Version, Tus-Extension e Tus-Max-Size.' } },
  }),
];
