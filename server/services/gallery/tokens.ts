// Gallery tokens: a short-lived access token signed by the server (nothing stored), and a long-lived refresh
// token that is random, stored hashed and revocable. Both belong to one session of one event.
import { galleryTokenPolicy } from '../../domain/gallery-access.ts';
import { newToken } from '../auth/tokens.ts';
import type { Secrets } from '../secrets/secrets.ts';

export const galleryTokenPrefixes = { access: 'g1.', refresh: 'rvg_' } as const;

export interface AccessTokenClaims {
  sessionId: string;
  eventId: string;
  expiresAt: number;
}

export function signAccessToken(
  secrets: Secrets,
  claims: Omit<AccessTokenClaims, 'expiresAt'>,
  now = Date.now(),
): string {
  const payload = Buffer.from(
    JSON.stringify({ s: claims.sessionId, e: claims.eventId, x: now + galleryTokenPolicy.accessTokenMs }),
  ).toString('base64url');
  return `${galleryTokenPrefixes.access}${payload}.${secrets.sign('gallery-access', payload)}`;
}

/** The claims of a valid, unexpired access token; null for anything else. */
export function readAccessToken(secrets: Secrets, token: string, now = Date.now()): AccessTokenClaims | null {
  if (!token.startsWith(galleryTokenPrefixes.access)) return null;
  const [payload, signature] = token.slice(galleryTokenPrefixes.access.length).split('.');
  if (!payload || !signature || !secrets.verify('gallery-access', payload, signature)) return null;
  try {
    const { s, e, x } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      s: string;
      e: string;
      x: number;
    };
    if (typeof s !== 'string' || typeof e !== 'string' || typeof x !== 'number' || x <= now) return null;
    return { sessionId: s, eventId: e, expiresAt: x };
  } catch {
    return null;
  }
}

export function newRefreshToken(): string {
  return newToken(galleryTokenPrefixes.refresh);
}
