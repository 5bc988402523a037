// The studio members' device cookie (OWASP "device cookies"): a signed name of one browser a member logged in from,
// which spares that browser the per-e-mail wait others caused; its own failures are counted apart.

export const devicePolicy = {
  cookieName: 'revela_dispositivo',
  /** How long a browser stays known without logging in again (each login renews it). */
  lifeMs: 365 * 24 * 60 * 60_000,
  /** A device's failures in a row after which the device itself is forgotten (its cookie no longer counts). */
  revokeAfterFailures: 10,
  /** The signing purpose of services/secrets. */
  signingPurpose: 'admin-device',
} as const;

export interface DeviceCookie {
  userId: string;
  /** The random part: only its SHA-256 is kept (AdminDevice.tokenHash). */
  nonce: string;
  expiresAt: Date;
}

type Sign = (data: string) => string;
type Verify = (data: string, signature: string) => boolean;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const noncePattern = /^[A-Za-z0-9_-]{32,64}$/;

/** What is signed: the studio too, so a cookie of one studio's member means nothing on another's address. */
const signedPart = (studioId: string, cookie: DeviceCookie) =>
  `${studioId}.${cookie.userId}.${Math.floor(cookie.expiresAt.getTime() / 1000)}.${cookie.nonce}`;

/** The cookie's value: member, expiry (unix seconds), random part and the HMAC of all that with the studio. */
export function deviceCookieValue(studioId: string, cookie: DeviceCookie, sign: Sign): string {
  const expires = Math.floor(cookie.expiresAt.getTime() / 1000);
  return `${cookie.userId}.${expires}.${cookie.nonce}.${sign(signedPart(studioId, cookie))}`;
}

/** The cookie a value names, when it is well formed, signed for this studio and not expired; else null. */
export function readDeviceCookie(
  value: string | null | undefined,
  studioId: string,
  now: Date,
  verify: Verify,
): DeviceCookie | null {
  if (!value || value.length > 300) return null;
  const parts = value.split('.');
  if (parts.length !== 4) return null;
  const [userId, expires, nonce, signature] = parts as [string, string, string, string];
  if (!uuidPattern.test(userId) || !/^\d{1,12}$/.test(expires) || !noncePattern.test(nonce)) return null;
  const cookie = { userId, nonce, expiresAt: new Date(Number(expires) * 1000) };
  if (!verify(signedPart(studioId, cookie), signature)) return null;
  return cookie.expiresAt > now ? cookie : null;
}

/** One cookie of a Cookie request header, or null. */
export function cookieOf(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== name) continue;
    const value = pair.slice(at + 1).trim();
    try {
      return decodeURIComponent(value.replace(/^"(.*)"$/, '$1'));
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * The Set-Cookie header of the device cookie: HttpOnly (no script reads it), SameSite=Lax, Secure over https, for
 * this host only; a null value deletes it.
 */
export function deviceSetCookie(
  value: string | null,
  options: { secure: boolean; maxAgeMs?: number },
): string {
  const parts = [
    `${devicePolicy.cookieName}=${value ?? ''}`,
    'Path=/',
    `Max-Age=${value ? Math.max(0, Math.floor((options.maxAgeMs ?? devicePolicy.lifeMs) / 1000)) : 0}`,
    'HttpOnly',
    'SameSite=Lax',
  ];
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}
