// Bearer tokens: 256 random bits behind a prefix that names their kind; only their SHA-256 is stored.
import { createHash, randomBytes } from 'node:crypto';

export const tokenPrefixes = {
  adminSession: 'rva_',
  passwordReset: 'rvr_',
  teamInvitation: 'rvi_',
  loginEmailChange: 'rve_',
  /** A customer's LGPD request's confirmation link (services/privacy/data-requests.ts). */
  dataRequest: 'rvd_',
} as const;

export function newToken(prefix: string): string {
  return `${prefix}${randomBytes(32).toString('base64url')}`;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The token of an "Authorization: Bearer ..." header, or null. */
export function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match ? match[1]! : null;
}
