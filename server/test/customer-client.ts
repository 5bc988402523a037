// A customer in tests: opens a gallery like the storefront does and carries its tokens on every call.
import type { ExecutionResult } from 'graphql';
import { expect } from 'vitest';
import { graphqlMultipart, type MultipartFile } from './multipart.ts';
import type { RestResult, TestApp } from './test-app.ts';

export interface CustomerClient {
  host: string;
  eventSlug: string;
  accessToken: string;
  refreshToken: string;
  graphql<T = any>(document: string, variables?: Record<string, unknown>): Promise<ExecutionResult<T>>;
  /** A GraphQL multipart request: files go to the given variable paths. */
  upload<T = any>(
    document: string,
    variables: Record<string, unknown>,
    files: Record<string, MultipartFile>,
  ): Promise<ExecutionResult<T>>;
  rest(
    method: string,
    pathname: string,
    options?: { body?: unknown; headers?: Record<string, string> },
  ): Promise<RestResult>;
}

/** Opens a session through REST (public, or with the gallery key / the person's name and password). */
export async function openGallery(
  t: TestApp,
  host: string,
  eventSlug: string,
  credentials?: { chaveDeAcesso?: string; nome?: string; senha?: string },
): Promise<CustomerClient> {
  const { status, body } = credentials
    ? await t.rest('POST', `/api/${eventSlug}/criar-sessao-galeria-privada`, { host, body: credentials })
    : await t.rest('GET', `/api/${eventSlug}/galeria-publica/criar-sessao`, { host });
  expect(status, JSON.stringify(body)).toBe(200);
  const client: CustomerClient = {
    host,
    eventSlug,
    accessToken: body.accessTokenGaleria,
    refreshToken: body.refreshTokenGaleria,
    graphql: (document, variables) =>
      t.graphql(document, variables, { host, headers: { Authorization: `Bearer ${client.accessToken}` } }),
    upload: (document, variables, files) =>
      graphqlMultipart(
        t,
        { host, headers: { Authorization: `Bearer ${client.accessToken}` } },
        document,
        variables,
        files,
      ),
    rest: (method, pathname, options = {}) =>
      t.rest(method, pathname, {
        host,
        body: options.body,
        headers: { Authorization: `Bearer ${client.accessToken}`, ...options.headers },
      }),
  };
  return client;
}
