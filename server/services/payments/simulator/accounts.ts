// Who calls the simulated API: access tokens shaped like Mercado Pago's, and the account numbers derived from them.
import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { ApiError } from './api-error.ts';

/** Which access tokens the simulator takes; by default any shaped like Mercado Pago's (TEST-... or APP_USR-...). */
export type TokenCheck = (token: string) => boolean;

export const looksLikeAccessToken: TokenCheck = (token) => /^(TEST|APP_USR)-\S+$/.test(token);

/** The request's bearer token, or the API's 401 when it has none or the token is not taken. */
export function authenticate(request: IncomingMessage, acceptsToken: TokenCheck): string {
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (!token || !acceptsToken(token)) {
    throw new ApiError(401, 'unauthorized', 'invalid access token', [
      { code: 2000, description: 'invalid token' },
    ]);
  }
  return token;
}

/** A stable account number per token, as Mercado Pago's users have. */
function accountIdOf(token: string): number {
  let hash = 0;
  for (const character of token) hash = (hash * 31 + character.charCodeAt(0)) >>> 0;
  return 100_000_000 + (hash % 900_000_000);
}

/** What GET /users/me answers for a token. */
export function userOf(token: string) {
  return {
    id: accountIdOf(token),
    nickname: 'VENDEDOR_TESTE',
    site_id: 'MLB',
    country_id: 'BR',
    email: 'vendedor@teste.com.br',
  };
}

/** A number from the first 8 hex digits of the value's SHA-256: the payment's collector and payer ids. */
export const hashedId = (value: string) =>
  Number.parseInt(createHash('sha256').update(value).digest('hex').slice(0, 8), 16);
