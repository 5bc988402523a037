// A logged-in studio admin for tests: GraphQL (with multipart uploads) and REST calls carrying the bearer token.
import type { ExecutionResult } from 'graphql';
import { expect } from 'vitest';
import type { Studio } from '../generated/prisma/client.ts';
import type { Factories } from './factories.ts';
import { graphqlMultipart, type MultipartFile } from './multipart.ts';
import type { RestResult, TestApp } from './test-app.ts';

export type UploadFile = MultipartFile;

export interface AdminClient {
  token: string;
  host: string;
  studio: Studio;
  graphql<T = any>(
    document: string | { toString(): string },
    variables?: Record<string, unknown>,
  ): Promise<ExecutionResult<T>>;
  /** A GraphQL multipart request (the spec graphql-upload implements): files go to the given variable paths. */
  upload<T = any>(
    document: string | { toString(): string },
    variables: Record<string, unknown>,
    files: Record<string, UploadFile>,
  ): Promise<ExecutionResult<T>>;
  rest(
    method: string,
    pathname: string,
    options?: { body?: unknown; bytes?: Uint8Array; headers?: Record<string, string> },
  ): Promise<RestResult>;
}

export async function logIn(t: TestApp, host: string, email: string, password: string): Promise<string> {
  const { status, body } = await t.rest('POST', '/api/estudio/login', {
    host,
    body: { email, senha: password },
  });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.token as string;
}

/** A studio with its admin, logged in. */
export async function adminOfNewStudio(
  t: TestApp,
  make: Factories,
  overrides: Parameters<Factories['studio']>[0] = {},
): Promise<AdminClient> {
  const email = overrides.adminEmail ?? `dono${Math.random().toString(36).slice(2)}@estudio.test`;
  const password = overrides.adminPassword ?? 'senha-do-dono';
  const studio = await make.studio({ ...overrides, adminEmail: email, adminPassword: password });
  return logInAsAdmin(t, studio, email, password);
}

/** The admin of an existing studio, logged in at `<slug>.localhost`. */
export async function logInAsAdmin(
  t: TestApp,
  studio: Studio,
  email: string,
  password: string,
): Promise<AdminClient> {
  const host = `${studio.slug}.localhost`;
  const token = await logIn(t, host, email, password);
  const authorization = { Authorization: `Bearer ${token}` };
  return {
    token,
    host,
    studio,
    graphql: (document, variables) => t.graphql(document, variables, { host, headers: authorization }),
    upload: (document, variables, files) =>
      graphqlMultipart(t, { host, headers: authorization }, document.toString(), variables, files),
    rest: (method, pathname, options = {}) =>
      t.rest(method, pathname, { ...options, host, headers: { ...authorization, ...options.headers } }),
  };
}
