// The benchmark's HTTP client side: JSON calls to the REST shims and GraphQL, as the browser makes them.

export interface JsonAnswer<T = any> {
  status: number;
  body: T;
}

export async function callJson<T = any>(
  url: string,
  init: { method?: string; body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<JsonAnswer<T>> {
  const response = await fetch(url, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      Accept: 'application/json',
      ...(init.body !== undefined && { 'Content-Type': 'application/json' }),
      ...(init.token && { Authorization: `Bearer ${init.token}` }),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

export async function graphqlCall<T = any>(
  baseUrl: string,
  query: string,
  variables: Record<string, unknown>,
  token?: string,
): Promise<T> {
  const { status, body } = await callJson(`${baseUrl}/graphql`, { body: { query, variables }, token });
  if (status !== 200 || body.errors?.length) {
    throw new Error(`GraphQL answered ${status}: ${JSON.stringify(body.errors ?? body)}`);
  }
  return body.data as T;
}

/** Logs the studio admin in through the documented REST call; returns the bearer token. */
export async function adminToken(baseUrl: string, email: string, password: string): Promise<string> {
  const { status, body } = await callJson(`${baseUrl}/api/estudio/login`, {
    body: { email, senha: password },
  });
  if (status !== 200) throw new Error(`Login answered ${status}: ${JSON.stringify(body)}`);
  return body.token;
}

/** Opens a public gallery session through REST, as the storefront does; returns the access token. */
export async function gallerySessionToken(baseUrl: string, eventSlug: string): Promise<string> {
  const { status, body } = await callJson(`${baseUrl}/api/${eventSlug}/galeria-publica/criar-sessao`);
  if (status !== 200) throw new Error(`criar-sessao answered ${status}: ${JSON.stringify(body)}`);
  return body.accessTokenGaleria;
}
