// The shape of a REST shim route: a documented /api path mapped to one GraphQL operation (or to a stored file).
import type { Readable } from 'node:stream';
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import type { Context } from '../context.ts';

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';

export interface RestRequest {
  params: Record<string, string>;
  query: URLSearchParams;
  headers: Headers;
  /** The JSON body (an empty object when there is none, or for binary routes). */
  body: Record<string, unknown>;
  /** Binary routes: the raw body, read up to one byte past the upload limit. */
  bytes: Buffer;
  /** Streamed routes: the raw body as it arrives (null for other routes). */
  stream: Readable | null;
  raw: Request;
}

/** A request the shim cannot turn into variables (a value outside the documented ones): answered 400. */
export class RestInputError extends Error {
  override name = 'RestInputError';
}

export interface RestAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * 'admin': only with a studio-admin bearer token; 'gallery': only with a session of the event in the path's
 * :urlEvento (401 otherwise, before anything runs).
 */
export type RouteAuth = 'admin' | 'gallery';

/** A JSON Schema (2020-12) object describing a body or an answer in the reference. */
export type JsonSchema = { [keyword: string]: unknown };

/** A query parameter or request header a route reads. */
export interface ParameterDoc {
  description: string;
  required?: boolean;
  schema?: JsonSchema;
}

/** One answer of a route: JSON by its schema, or another media type (a file, a page). */
export interface AnswerDoc {
  description: string;
  schema?: JsonSchema;
  /** Default application/json. */
  contentType?: string;
  headers?: Record<string, ParameterDoc>;
}

/**
 * What the API reference (GET /api/docs, docs/openapi.json) says of a route, in Portuguese. Statuses that follow from
 * the route itself (its auth, its body, the typed errors of its GraphQL operation) are added by the reference.
 */
export interface RouteDoc {
  /** The group of the reference the route is listed in. */
  tag: string;
  /** The session a route without an auth check of its own reads when the request bears one. */
  uses?: RouteAuth;
  summary: string;
  description?: string;
  query?: Record<string, ParameterDoc>;
  headers?: Record<string, ParameterDoc>;
  /** A JSON body's schema, or a raw body's media type and description. */
  body?: JsonSchema | { contentType: string; description: string };
  /** The answers by status: the success ones, and the failures the route's own answer gives. */
  answers: Record<number, AnswerDoc>;
}

/** Where an answer's streamed list goes (see StreamedList): a value JSON keeps as it is, never in real data. */
export const streamedList = '\u0000streamed list\u0000';

/** One page of a streamed list: its items as the answer writes them, and the cursor after it (null: the last). */
export interface ListPage {
  items: unknown[];
  after: string | null;
}

/**
 * A list of the answer too long to hold in memory (a gallery's every photo): the route's answer puts
 * `streamedList` where it goes, the route's operation reads its first page (`first`), and `operation` the pages after,
 * each with a fresh request context, while the answer is being sent. The bytes are those JSON.stringify would give
 * the whole answer; an answer of one page is sent (and kept by the read cache) as any other.
 */
export interface StreamedList<TResult, TPage, TPageVariables> {
  first: (data: TResult) => ListPage;
  operation: DocumentTypeDecoration<TPage, TPageVariables> & { toString(): string };
  variables: (request: RestRequest, after: string) => TPageVariables;
  /** The page's items, or null when the data is gone meanwhile (the session or the event): the answer is cut. */
  next: (data: TPage) => ListPage | null;
}

export interface OperationRoute<TResult, TVariables, TPage = never, TPageVariables = never> {
  method: HttpMethod;
  path: string;
  auth?: RouteAuth;
  /** 'binary': the body is a raw file read into memory; 'stream': a raw file handed on as it arrives. */
  body?: 'json' | 'binary' | 'stream';
  operation: DocumentTypeDecoration<TResult, TVariables> & { toString(): string };
  /** How the path, query, headers and body become the operation's variables. */
  variables?: (request: RestRequest) => TVariables;
  /** How the operation's data becomes the documented answer. */
  answer: (data: TResult, request: RestRequest) => RestAnswer;
  /** A list of the answer read and sent page by page (see StreamedList). */
  list?: StreamedList<TResult, TPage, TPageVariables>;
  doc?: RouteDoc;
}

export interface FileRoute {
  method: 'GET';
  path: string;
  /** The storage key of the file to send, or null when the path cannot name one. */
  file: (request: RestRequest) => string | null;
  cacheControl: string;
  doc?: RouteDoc;
}

/**
 * A documented path that is not an API operation (a provider's callback, a file download, the resumable uploads'
 * protocol): it runs a service directly, with the same request context and auth check the operations get. An
 * expected failure it throws (a DomainError) is answered with the error's status and message.
 */
export interface HandlerRoute {
  method: HttpMethod;
  path: string;
  auth?: RouteAuth;
  /** 'raw': the body is left unread for the handler (request.raw); default: a JSON object, as operations take. */
  body?: 'json' | 'raw';
  /** The largest JSON body taken (default bodyLimits.json); over it, 413 before anything runs. */
  maxBodyBytes?: number;
  /** A link people open in a browser (a download): a failure is a page for them (link-failure-page.ts). */
  link?: true;
  handle: (request: RestRequest, context: Context) => Promise<Response>;
  doc?: RouteDoc;
}

export type RestRoute = OperationRoute<never, never> | FileRoute | HandlerRoute;

/** Declares an operation route, keeping its result and variable types together. */
export function operation<TResult, TVariables, TPage = never, TPageVariables = never>(
  route: OperationRoute<TResult, TVariables, TPage, TPageVariables>,
): RestRoute {
  // The table holds routes of every result type: checked here, where they meet; the router pairs each route's
  // operation with its own answer.
  return route as unknown as RestRoute;
}

export function isFileRoute(route: RestRoute): route is FileRoute {
  return 'file' in route;
}

export function isHandlerRoute(route: RestRoute): route is HandlerRoute {
  return 'handle' in route;
}
