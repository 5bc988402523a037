// Runs the REST shim table: matches the path, turns the request into variables, executes the route's GraphQL
// operation against the same schema and context as /graphql, and shapes the documented answer.

import { Readable } from 'node:stream';
import {
  type DocumentNode,
  type ExecutionResult,
  execute,
  type GraphQLSchema,
  parse,
  validate,
} from 'graphql';
import { bodyLimits, bodyTooLargeMessage, readTextWithin } from '../body-limits.ts';
import type { CachedRestAnswer, CustomerReads } from '../cache/customer-reads.ts';
import type { Context, ServerContext } from '../context.ts';
import type { Db } from '../database/database.ts';
import { signInAgainMessage } from '../domain/auth.ts';
import { DomainError, httpStatusOf } from '../domain/errors.ts';
import { accessOf } from '../domain/operation-access.ts';
import { maxUploadBytes } from '../domain/uploads.ts';
import { markStreamed } from '../http/compression.ts';
import { noteRequest } from '../observability/request-notes.ts';
import { forbiddenMessageFor, viewerMay } from '../role-gate.ts';
import type { Secrets } from '../services/secrets/secrets.ts';
import type { FileStorage } from '../services/storage/file-storage.ts';
import { chunksOf } from '../web-streams.ts';
import { fallbackMessage, message } from './answers.ts';
import { galleryRefusal } from './gallery-auth.ts';
import { asLinkFailurePage } from './link-failure-page.ts';
import {
  type FileRoute,
  isFileRoute,
  isHandlerRoute,
  type ListPage,
  type RestAnswer,
  RestInputError,
  type RestRequest,
  type RestRoute,
  type RouteAuth,
} from './route.ts';
import { sendStoredFile } from './static-files.ts';
import { answerParts, streamOfParts, wholeAnswer } from './streamed-answer.ts';

interface CompiledRoute {
  route: RestRoute;
  segments: string[];
  /** More literal segments, earlier, win: /api/adm beats /api/{urlEvento}. */
  specificity: number[];
  document?: DocumentNode;
  /** The page operation of a streamed list (route.list). */
  listDocument?: DocumentNode;
}

function compile(route: RestRoute, schema: GraphQLSchema): CompiledRoute {
  const segments = route.path.split('/').filter(Boolean);
  const specificity = segments.map((segment) => (segment === '*' ? 0 : segment.startsWith(':') ? 1 : 2));
  if (isFileRoute(route) || isHandlerRoute(route)) return { route, segments, specificity };
  const [document, listDocument] = [route.operation, route.list?.operation].map((operation) => {
    if (!operation) return undefined;
    const parsed = parse(operation.toString());
    const errors = validate(schema, parsed);
    if (errors.length) throw new Error(`REST route ${route.method} ${route.path}: ${errors[0]!.message}`);
    return parsed;
  });
  return { route, segments, specificity, document, listDocument };
}

function matchSegments(pattern: string[], actual: string[]): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (let index = 0; index < pattern.length; index++) {
    const expected = pattern[index]!;
    if (expected === '*') {
      if (index >= actual.length) return null;
      params['*'] = actual.slice(index).join('/');
      return params;
    }
    const segment = actual[index];
    if (segment === undefined) return null;
    if (expected.startsWith(':')) params[expected.slice(1)] = segment;
    else if (expected !== segment) return null;
  }
  return pattern.length === actual.length ? params : null;
}

function compareSpecificity(a: number[], b: number[]): number {
  for (let index = 0; index < Math.max(a.length, b.length); index++) {
    const difference = (b[index] ?? -1) - (a[index] ?? -1);
    if (difference) return difference;
  }
  return 0;
}

const jsonHeaders = { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' };

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { ...jsonHeaders, ...headers },
  });
}

function decodeSegments(pathname: string): string[] | null {
  try {
    return pathname.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return null;
  }
}

/** Bodies beyond this are cut off without reading further. */
const drainLimitBytes = 64 * 1024 * 1024;

async function drain(stream: Readable): Promise<void> {
  if (stream.readableEnded || stream.destroyed) return;
  let seen = 0;
  try {
    for await (const chunk of stream) {
      seen += (chunk as Buffer).length;
      if (seen > drainLimitBytes) break;
    }
  } catch {}
  stream.destroy();
}

/**
 * The raw body, keeping no more than one byte past the upload limit (the resolver then refuses it by size).
 * The rest is read and dropped, so the browser gets the 413 answer instead of a broken connection.
 */
async function readLimitedBytes(request: Request): Promise<Buffer> {
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let kept = 0;
  let seen = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    seen += value.length;
    if (kept <= maxUploadBytes) {
      chunks.push(value);
      kept += value.length;
    }
    if (seen > drainLimitBytes) {
      await reader.cancel().catch(() => {});
      break;
    }
  }
  return Buffer.concat(chunks).subarray(0, maxUploadBytes + 1);
}

const tooLarge = Symbol('too large');

async function readJsonBody(
  request: Request,
  maxBytes: number,
): Promise<Record<string, unknown> | null | typeof tooLarge> {
  if (request.method === 'GET' || request.method === 'HEAD') return {};
  const text = await readTextWithin(request, maxBytes);
  if (text === null) return tooLarge;
  if (!text.trim()) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * The 403 an admin handler route (one that runs a service, not an operation) gives a member whose role may not
 * use it, as operation-access.ts classifies it; operation routes get theirs from the operation's scopes.
 */
function roleRefusal(route: RestRoute, context: Context): Response | null {
  if (context.viewer.kind !== 'admin' || !isHandlerRoute(route)) return null;
  const key = `${route.method} ${route.path}`;
  const access = accessOf(key);
  if (access === 'public' || access === 'customer') return null;
  if (viewerMay(context.viewer, key)) return null;
  return json(403, message(403, forbiddenMessageFor(context.viewer)).body);
}

/** The 401 (or 404) a route's auth gives a request without the session it needs; null when it may go on. */
async function authRefusal(
  auth: RouteAuth | undefined,
  context: Context,
  request: RestRequest,
): Promise<Response | null> {
  if (auth === 'admin' && (context.viewer.kind !== 'admin' || !context.studio))
    return json(401, message(401, signInAgainMessage).body);
  if (auth === 'gallery') {
    const refusal = await galleryRefusal(context, request.params.urlEvento!);
    if (refusal) return json(refusal.status, refusal.body);
  }
  return null;
}

/** An expected failure as the documented answer: its class's status, its message. */
function domainErrorAnswer(error: DomainError): Response {
  const status = httpStatusOf(error);
  return json(status, message(status, error.message).body);
}

export interface RestHandlerOptions {
  schema: GraphQLSchema;
  routes: RestRoute[];
  createContext: (request: Request, server?: ServerContext) => Promise<Context>;
  db: Db;
  storage: FileStorage;
  secrets: Secrets;
  /** Customers' reads answered from memory while nothing they show has changed. */
  customerReads?: CustomerReads;
  logError: (error: unknown) => void;
}

export function createRestHandler(
  options: RestHandlerOptions,
): (request: Request, server?: ServerContext) => Promise<Response> {
  const compiled = options.routes
    .map((route) => compile(route, options.schema))
    .sort((a, b) => compareSpecificity(a.specificity, b.specificity));

  async function runFileRoute(route: FileRoute, restRequest: RestRequest): Promise<Response> {
    const key = route.file(restRequest);
    const response = key && (await sendStoredFile(options, key, restRequest.raw, route.cacheControl));
    return response || json(404, message(404, 'Arquivo não encontrado').body);
  }

  /** An answer whose list's later pages are read, each by the list's operation in a fresh context, as it is sent. */
  function streamedResponse(
    entry: CompiledRoute,
    restRequest: RestRequest,
    context: Context,
    answer: RestAnswer,
    first: ListPage,
    headers: Record<string, string>,
  ): Response {
    const list = (entry.route as Extract<RestRoute, { operation: unknown }>).list!;
    const next = async (after: string): Promise<ListPage> => {
      // The answer's own viewer (authorised once, when it began: a long answer may outlive its token), in a new
      // context object per page, whose loaders are new: one context's would keep every photo read so far.
      const result = (await execute({
        schema: options.schema,
        document: entry.listDocument!,
        variableValues: list.variables(restRequest, after),
        contextValue: { ...context },
      })) as ExecutionResult;
      if (result.errors?.length) throw result.errors[0]!.originalError ?? result.errors[0];
      const page = list.next(result.data as never);
      if (!page)
        throw new Error(`${entry.route.method} ${entry.route.path}: the list was gone before its end`);
      return page;
    };
    const body = streamOfParts(answerParts(answer.body, first, next), options.logError);
    return markStreamed(new Response(body, { status: answer.status, headers }));
  }

  async function runOperation(
    entry: CompiledRoute,
    restRequest: RestRequest,
    server?: ServerContext,
  ): Promise<Response> {
    const route = entry.route as Extract<RestRoute, { operation: unknown }>;
    const context = await options.createContext(restRequest.raw, server);
    const refused = await authRefusal(route.auth, context, restRequest);
    if (refused) return refused;
    let variableValues: Record<string, unknown> | undefined;
    try {
      variableValues = route.variables?.(restRequest) as Record<string, unknown> | undefined;
    } catch (error) {
      if (error instanceof RestInputError) return json(400, message(400, error.message).body);
      throw error;
    }
    const plan = options.customerReads?.plan(
      context,
      `rest ${route.method} ${route.path}`,
      entry.document!,
      variableValues,
    );
    const kept = plan && options.customerReads!.get<CachedRestAnswer>(plan);
    if (kept) return new Response(kept.text, { status: kept.status, headers: kept.headers });
    const result = (await execute({
      schema: options.schema,
      document: entry.document!,
      variableValues,
      contextValue: context,
    })) as ExecutionResult;
    // Variables that do not fit the operation (a missing field, a wrong type) fail before any resolver runs.
    if (result.errors?.length && result.data === undefined) {
      return json(400, message(400, 'Requisição inválida: confira os campos enviados.').body);
    }
    if (result.errors?.length) {
      const code = result.errors[0]!.extensions?.code;
      if (code === 'UNAUTHENTICATED') return json(401, message(401, result.errors[0]!.message).body);
      if (code === 'FORBIDDEN') return json(403, message(403, result.errors[0]!.message).body);
      // An expired gallery's reads (schema/gallery/types.ts): 'Galeria encerrada', whatever the session.
      if (code === 'GALLERY_CLOSED') return json(410, message(410, result.errors[0]!.message).body);
      const original = result.errors[0]!.originalError;
      if (original instanceof DomainError) return domainErrorAnswer(original);
      options.logError(result.errors[0]!.originalError ?? result.errors[0]);
      return json(500, message(500, fallbackMessage).body);
    }
    // The data of the route's own operation: what operation() typed its answer for.
    const answer = route.answer(result.data as never, restRequest);
    const headers = { ...jsonHeaders, ...answer.headers };
    let text: string;
    if (route.list && answer.status === 200 && answer.body !== undefined) {
      const first = route.list.first(result.data as never);
      const whole = wholeAnswer(answer.body, first);
      // More than one page: streamed, and never kept whole (neither here nor in the read cache).
      if (whole === null) return streamedResponse(entry, restRequest, context, answer, first, headers);
      text = whole;
    } else if (!plan || answer.status !== 200 || answer.body === undefined) {
      return json(answer.status, answer.body, answer.headers);
    } else text = JSON.stringify(answer.body);
    if (!plan) return new Response(text, { status: answer.status, headers });
    options.customerReads!.set(plan, { status: answer.status, text, headers }, text.length);
    return new Response(text, { status: answer.status, headers });
  }

  return async (request, server) => {
    const url = new URL(request.url);
    const segments = decodeSegments(url.pathname);
    const candidates = segments
      ? compiled.flatMap((entry) => {
          const params = matchSegments(entry.segments, segments);
          return params ? [{ entry, params }] : [];
        })
      : [];
    if (!candidates.length) return json(404, message(404, 'Recurso não encontrado').body);
    // A HEAD is answered by the path's GET unless the path has a HEAD of its own (the resumable uploads').
    const match =
      candidates.find(({ entry }) => entry.route.method === request.method) ??
      (request.method === 'HEAD' ? candidates.find(({ entry }) => entry.route.method === 'GET') : undefined);
    if (!match) {
      const allowed = [...new Set(candidates.map(({ entry }) => entry.route.method))].join(', ');
      return json(405, message(405, 'Método não permitido para este endereço').body, { Allow: allowed });
    }
    const route = match.entry.route;
    noteRequest(request, { route: `${route.method} ${route.path}` });
    const bodyKind = isFileRoute(route) ? undefined : route.body;
    const binary = bodyKind === 'binary' || bodyKind === 'stream' || bodyKind === 'raw';
    const maxBodyBytes = ('maxBodyBytes' in route && route.maxBodyBytes) || bodyLimits.json;
    const body = binary ? {} : await readJsonBody(request, maxBodyBytes);
    if (body === tooLarge) return json(413, message(413, bodyTooLargeMessage).body);
    if (!body) return json(400, message(400, 'O corpo da requisição deve ser um objeto JSON válido').body);
    const restRequest: RestRequest = {
      params: match.params,
      query: url.searchParams,
      headers: request.headers,
      body,
      bytes: bodyKind === 'binary' ? await readLimitedBytes(request) : Buffer.alloc(0),
      stream: bodyKind === 'stream' ? Readable.from(chunksOf(request.body)) : null,
      raw: request,
    };
    const answered = async (): Promise<Response> => {
      try {
        if (isFileRoute(route)) return await runFileRoute(route, restRequest);
        if (isHandlerRoute(route)) {
          const context = await options.createContext(request, server);
          return (
            (await authRefusal(route.auth, context, restRequest)) ??
            roleRefusal(route, context) ??
            (await route.handle(restRequest, context))
          );
        }
        return await runOperation(match.entry, restRequest, server);
      } catch (error) {
        if (error instanceof DomainError) return domainErrorAnswer(error);
        options.logError(error);
        return json(500, message(500, fallbackMessage).body);
      }
    };
    try {
      const response = await answered();
      return isHandlerRoute(route) && route.link ? await asLinkFailurePage(request, response) : response;
    } finally {
      // A streamed body refused before its end (too large, not an image) is read to the end and dropped, so the
      // client gets the answer instead of a broken connection.
      if (restRequest.stream) await drain(restRequest.stream);
    }
  };
}
